import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import ExcelJS from 'exceljs'
import { appPerSuite, as, build, STORES, sandboxes } from '../../helper.ts'
import { ok } from '../custom/support.ts'
import { xlsxRows } from '../export/read-files.ts'
import { API, assertProblem, type Client, collect, type Rec } from '../resources/support.ts'
import { DB, hear, identityOf } from './support.ts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const upload = (me: Client, url: string, type: string, payload: string | Buffer) =>
  me.send({ method: 'POST', url, headers: { 'content-type': type }, payload })
const json = (me: Client, url: string, rows: unknown) =>
  upload(me, url, 'application/json', JSON.stringify(rows))

/** A view less what an import may change: created ids and the `_sandbox` markers. */
function comparable(rows: Rec[]) {
  return rows.map(({ _sandbox, ...rest }) =>
    typeof rest.id === 'string' && rest.id.startsWith('local-') ? { ...rest, id: 'local' } : rest,
  )
}
const view = async (me: Client, name: string) =>
  comparable((await collect(me, `${API}/${name}`)).data)

/** Writes over the file's books and tags: a create, a patch, a whole new tag. */
async function write(me: Client) {
  ok(
    await me.post(`${API}/books`, {
      title: '=Mine, "quoted"',
      year: 2001,
      inPrint: false,
      meta: { isbn: '0000000001', pages: 10 },
      genres: ['a', 'b'],
    }),
  )
  ok(await me.patch(`${API}/books/1`, { meta: { pages: 500 }, note: '+1' }))
  ok(await me.post(`${API}/tags`, { label: '007' }))
  ok(await me.patch(`${API}/tags/red`, { label: 'Crimson', hot: true }))
}

for (const store of STORES) {
  describe(`file imports into a db.json's collections (${store})`, () => {
    const shared = appPerSuite({ store }, { dataset: DB })
    test('CSV round trip: export, import into a fresh sandbox, the same view, typed', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('source'))
      await write(a)
      const b = as(app, id('target'))
      for (const name of ['books', 'tags']) {
        const file = (await a.get(`${API}/${name}.csv`)).body
        const res = await upload(b, `${API}/${name}/import`, 'text/csv', file)
        assert.equal(res.statusCode, 200, res.body)
        assert.deepEqual(await view(b, name), await view(a, name), name)
      }
      const books = await collect(b, `${API}/books`)
      assert.equal(books.data.length, 3)
      const dune = books.data.find((r) => r.id === 0)
      // The file's types come back: an integer, a boolean, a nested string of digits, an array.
      assert.deepEqual(dune, {
        id: 0,
        title: 'Dune',
        year: 1965,
        inPrint: true,
        meta: { isbn: '0441013597', pages: 412 },
        genres: ['sf'],
        _sandbox: 'updated',
      })
      const tag = (await collect(b, `${API}/tags`)).data.find((r) => r.label === '007')
      assert.equal(tag?.label, '007', 'a string field of digits stays text')
    })

    test('XLSX round trip, and a workbook made with ExcelJS imports typed', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('source'))
      await write(a)
      const file = (await a.get(`${API}/books.xlsx`)).rawPayload
      const opened = await xlsxRows(file)
      assert.deepEqual(opened[0]?.slice(0, 3), ['id', 'title', 'year'])

      const b = as(app, id('target'))
      const res = await upload(b, `${API}/books/import`, XLSX, file)
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual(res.json(), {
        message: 'Imported 3 records into books (merge)',
        resource: 'books',
        totalImported: 3,
        created: 1,
        updated: 2,
      })
      assert.deepEqual(await view(b, 'books'), await view(a, 'books'))

      const workbook = new ExcelJS.Workbook()
      const sheet = workbook.addWorksheet('books')
      sheet.addRow(['title', 'year', 'inPrint', 'meta.isbn', 'meta.pages'])
      sheet.addRow(['From Excel', 1999, true, 441013597, '12'])
      sheet.addRow(['Second', '2000', 'false', '0441', 13])
      const built = Buffer.from(await workbook.xlsx.writeBuffer())
      const c = as(app, id('excel'))
      assert.equal((await upload(c, `${API}/books/import`, XLSX, built)).statusCode, 200)
      const mine = (await collect(c, `${API}/books?id_like=^local`)).data
      assert.deepEqual(
        mine.map((r) => [r.title, r.year, r.inPrint, r.meta]),
        [
          ['From Excel', 1999, true, { isbn: '441013597', pages: 12 }],
          ['Second', 2000, false, { isbn: '0441', pages: 13 }],
        ],
      )
    })

    test('a row with an id in the view replaces that record; strategy=replace resets first', async () => {
      const id = sandboxes()
      const me = as(await shared(), id('importer'))
      const mine = ok<Rec>(await me.post(`${API}/tags`, { label: 'mine' }))
      ok(await me.delete(`${API}/tags/blue`))
      const res = await json(me, `${API}/tags/import`, [
        { id: mine.id, label: 'replaced' },
        { id: 'red', shade: 'dark' },
        // Deleted here, so not in the view: a create.
        { id: 'blue', label: 'Blue again' },
        { id: 'local-nowhere', label: 'new' },
      ])
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual([res.json().created, res.json().updated], [2, 2])
      assert.deepEqual(ok(await me.get(`${API}/tags/${mine.id}`)), {
        id: mine.id,
        label: 'replaced',
        _sandbox: 'created',
      })
      assert.deepEqual(ok(await me.get(`${API}/tags/red`)), {
        id: 'red',
        shade: 'dark',
        _sandbox: 'updated',
      })
      assertProblem(await me.get(`${API}/tags/blue`), 404, 'NOT_FOUND')

      const replaced = await upload(
        me,
        `${API}/tags/import?strategy=replace`,
        'text/csv',
        'label\r\nonly\r\n',
      )
      assert.equal(replaced.json().message, 'Imported 1 records into tags (replace)')
      assert.deepEqual(
        (await collect(me, `${API}/tags`)).data.map((r) => [r.label, r._sandbox]),
        [
          ['only', 'created'],
          ['Red', undefined],
          ['Blue', undefined],
        ],
      )
    })

    test('one bad row rejects them all; the row past the cap is named; nothing is stored', async () => {
      const id = sandboxes()
      const me = as(await shared(), id('importer'))
      ok(await me.post(`${API}/tags`, { label: 'already here' }))
      const before = (await collect(me, `${API}/tags`)).data
      const wide = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, i]))
      const bad = await json(me, `${API}/tags/import`, [
        { label: 'fine' },
        wide,
        { id: 'red', label: 'x' },
        { id: 'red', label: 'y' },
      ])
      assertProblem(bad, 400, 'VALIDATION_FAILED')
      assert.deepEqual(bad.json().errors, [
        { row: 2, field: '(body)', message: 'a record may hold at most 50 fields' },
        { row: 4, field: 'id', message: 'repeats the id of row 3' },
      ])
      const column = await upload(
        me,
        `${API}/tags/import`,
        'text/csv',
        'label,constructor\r\nx,1\r\n',
      )
      assertProblem(column, 400, 'VALIDATION_FAILED')
      assert.equal(column.json().errors[0].field, 'constructor')
      const proto = await upload(
        me,
        `${API}/tags/import`,
        'application/json',
        '[{"label":"x","__proto__":{"admin":true}}]',
      )
      assertProblem(proto, 400, 'VALIDATION_FAILED')

      const rows = Array.from({ length: 30 }, (_, i) => ({ label: `t${i}` }))
      const capped = await json(me, `${API}/tags/import`, rows)
      assertProblem(capped, 403, 'SANDBOX_LIMIT_REACHED')
      assert.equal(capped.json().row, 30)
      assert.match(capped.json().detail, /row 30 would be created tags number 31/)
      assert.deepEqual((await collect(me, `${API}/tags`)).data, before)
      const many = await json(
        me,
        `${API}/tags/import`,
        Array.from({ length: 1001 }, () => ({})),
      )
      assert.equal(many.statusCode, 413)
    })

    test('each created or replaced record is announced as its API write would be', async (t) => {
      const app = await shared()
      const id = sandboxes()
      const me = as(app, id('listener'))
      const events = hear(app, await identityOf(me), 2)
      t.after(events.stop)
      await json(me, `${API}/books/import`, [{ id: 0, title: 'one' }, { title: 'new' }])
      assert.deepEqual(
        (await events.all).map((e) => [e.type, e.resource, e.action, e.recordId === 0]),
        [
          ['book.updated', 'books', 'updated', true],
          ['book.created', 'books', 'created', false],
        ],
      )
    })
  })
}

describe('who may import into a db.json collection', () => {
  test('a read-only share link is refused, and only an admin imports when roles are enforced', async (t) => {
    const app = await build(t, { store: 'memory' }, { dataset: DB })
    const owner = as(app, 'owner')
    const link = ok<{ signedToken: string }>(
      await owner.post(`${API}/session/share`, { mode: 'read' }),
    )
    const reader = as(app, link.signedToken)
    assertProblem(
      await json(reader, `${API}/tags/import`, [{ label: 'x' }]),
      403,
      'SANDBOX_READ_ONLY',
    )
    for (const [name, resource] of [
      ['tags', 'custom'],
      ['posts', 'posts'],
    ]) {
      const editor = await json(owner, `${API}/${name}/import?_role=editor`, [{ title: 'x' }])
      assertProblem(editor, 403, 'RBAC_ROLE_FORBIDDEN')
      assert.deepEqual([editor.json().action, editor.json().resource], ['import', resource])
      const admin = await json(owner, `${API}/${name}/import?_role=admin`, [{ title: 'x' }])
      assert.equal(admin.statusCode, 200, admin.body)
    }
    assert.equal((await collect(owner, `${API}/tags`)).data.length, 3)
  })
})
