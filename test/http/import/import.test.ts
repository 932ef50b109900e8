import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import ExcelJS from 'exceljs'
import type { SandboxEvent } from '../../../src/domain/events/bus.ts'
import { appPerSuite, as, build, STORES, sandboxes } from '../../helper.ts'
import { asObjects, csvRows, xlsxRows } from '../export/read-files.ts'
import { makeZip } from './zip.ts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
type Client = ReturnType<typeof as>
type Row = Record<string, unknown>

const upload = (me: Client, url: string, type: string, payload: string | Buffer) =>
  me.send({ method: 'POST', url, headers: { 'content-type': type }, payload })

/** A view as an export holds it, less what an import may change: created ids, markers, stamps. */
function comparable(rows: Row[]) {
  return rows.map((r) => {
    const { _sandbox, createdAt, updatedAt, ...rest } = r
    if (typeof rest.id === 'string' && rest.id.startsWith('local-')) rest.id = 'local'
    return rest
  })
}

/** Every page of a JSON list, read 30 at a time. */
async function wholeView(me: Client, url: string): Promise<Row[]> {
  const all: Row[] = []
  for (let page = 1; ; page++) {
    const res = (await me.get(`${url}${url.includes('?') ? '&' : '?'}limit=30&page=${page}`)).json()
    all.push(...res.data)
    if (!res.pagination.hasNextPage) return all
  }
}

for (const store of STORES) {
  describe(`imports (${store})`, () => {
    const shared = appPerSuite({ store })
    test('CSV round trip: export, import into a fresh sandbox, the same view', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('source'))
      await a.post('/api/v1/users', {
        name: '=Ada, "the" first',
        address: { city: 'London', zipcode: '02134' },
        tags: ['math', 'poetry'],
        score: 3.5,
        verified: true,
      })
      await a.patch('/api/v1/users/2', { address: { city: '+Paris' }, website: '@ada' })
      // A deletion is not a row: an import creates and replaces, it never deletes.
      const file = (await a.get('/api/v1/users.csv')).body

      const b = as(app, id('target'))
      const res = await upload(b, '/api/v1/users/import', 'text/csv', file)
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual(res.json(), {
        message: 'Imported 26 records into users (merge)',
        resource: 'users',
        totalImported: 26,
        created: 1,
        updated: 25,
      })
      const expected = await wholeView(a, '/api/v1/users')
      assert.deepEqual(comparable(await wholeView(b, '/api/v1/users')), comparable(expected))
      // Types came back: the JSON text, the number and the boolean, and a zip code stays text.
      const ada = (await b.get('/api/v1/users?name_like=Ada')).json().data[0]
      assert.deepEqual(ada.tags, ['math', 'poetry'])
      assert.equal(ada.score, 3.5)
      assert.equal(ada.verified, true)
      assert.equal(ada.address.zipcode, '02134')
      assert.equal(ada.name, '=Ada, "the" first')
    })

    test('XLSX round trip, and a workbook made with ExcelJS imports typed', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('source'))
      await a.post('/api/v1/todos', { userId: 2, title: 'Mine', completed: false })
      await a.put('/api/v1/todos/1', { userId: 1, title: 'Changed', completed: false })
      const file = (await a.get('/api/v1/users/1/todos.xlsx')).rawPayload
      const opened = await xlsxRows(file)
      assert.equal(opened[0]?.[0], 'id')

      const b = as(app, id('target'))
      const res = await upload(b, '/api/v1/todos/import', XLSX, file)
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual(
        comparable(await wholeView(b, '/api/v1/users/1/todos')),
        comparable(await wholeView(a, '/api/v1/users/1/todos')),
      )

      const workbook = new ExcelJS.Workbook()
      const sheet = workbook.addWorksheet('todos')
      sheet.addRow(['title', 'userId', 'completed', 'note'])
      sheet.addRow(['From Excel', 3, true, { formula: '1+1', result: 2 }])
      sheet.addRow(['Second', '4', 'false', '=cmd|calc'])
      const built = Buffer.from(await workbook.xlsx.writeBuffer())
      assert.equal((await upload(b, '/api/v1/todos/import', XLSX, built)).statusCode, 200)
      const mine = (await b.get('/api/v1/todos?title_in=From Excel,Second')).json().data
      assert.deepEqual(
        mine.map((r: Row) => [r.title, r.userId, r.user_id, r.completed, r.note]),
        [
          ['From Excel', 3, 3, true, 2],
          ['Second', 4, 4, false, '=cmd|calc'],
        ],
      )
    })

    test('custom collections round trip, as CSV and as a multipart XLSX upload', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('source'))
      await a.post('/api/v1/custom/seed', { template: 'ecommerce' })
      const expected = comparable(await wholeView(a, '/api/v1/custom/products'))
      const csv = (await a.get('/api/v1/custom/products.csv')).body
      const b = as(app, id('target'))
      const res = await upload(b, '/api/v1/custom/products/import', 'text/csv', csv)
      assert.equal(res.statusCode, 200, res.body)
      assert.equal(res.json().created, expected.length)
      assert.deepEqual(comparable(await wholeView(b, '/api/v1/custom/products')), expected)

      const xlsx = (await a.get('/api/v1/custom/products.xlsx')).rawPayload
      const boundary = 'b0undary'
      const form = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="products.xlsx"\r\nContent-Type: ${XLSX}\r\n\r\n`,
        ),
        xlsx,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
      const c = as(app, id('third'))
      const multi = await upload(
        c,
        '/api/v1/custom/items/import',
        `multipart/form-data; boundary=${boundary}`,
        form,
      )
      assert.equal(multi.statusCode, 200, multi.body)
      assert.deepEqual(comparable(await wholeView(c, '/api/v1/custom/items')), expected)
    })

    test('a row with an id in the view replaces that record; strategy=replace resets first', async () => {
      const id = sandboxes()
      const me = as(await shared(), id('importer'))
      const mine = (await me.post('/api/v1/posts', { userId: 1, title: 'old', body: 'x' })).json()
      await me.post('/api/v1/posts', { userId: 1, title: 'other', body: 'x' })
      const rows = [
        { id: mine.id, title: 'replaced' },
        { id: 5, user_id: 9, title: 'five' },
        { id: 'local-nowhere', title: 'new' },
      ]
      const res = await upload(me, '/api/v1/posts/import', 'application/json', JSON.stringify(rows))
      assert.deepEqual(res.json().created, 1)
      assert.deepEqual((await me.get(`/api/v1/posts/${mine.id}`)).json(), {
        id: mine.id,
        title: 'replaced',
        _sandbox: 'created',
      })
      assert.deepEqual((await me.get('/api/v1/posts/5')).json(), {
        id: 5,
        user_id: 9,
        userId: 9,
        title: 'five',
        _sandbox: 'updated',
      })
      const replaced = await upload(
        me,
        '/api/v1/posts/import?strategy=replace',
        'text/csv',
        'title,userId\r\nonly,1\r\n',
      )
      assert.equal(replaced.json().message, 'Imported 1 records into posts (replace)')
      const created = (await me.get('/api/v1/posts?id_like=^local')).json().data
      assert.deepEqual(
        created.map((r: Row) => r.title),
        ['only'],
      )
      assert.equal((await me.get('/api/v1/posts/5')).json()._sandbox, undefined)
    })

    test('one bad row rejects them all with 400 errors naming row and field', async () => {
      const id = sandboxes()
      const me = as(await shared(), id('importer'))
      const csv = 'title,userId,completed\r\nfine,1,true\r\nbad,x,true\r\nworse,2,maybe\r\n'
      const res = await upload(me, '/api/v1/todos/import', 'text/csv', csv)
      assert.equal(res.statusCode, 400)
      assert.equal(res.json().code, 'VALIDATION_FAILED')
      assert.deepEqual(
        res.json().errors.map((e: Row) => [e.row, e.field]),
        [
          [2, 'userId'],
          [3, 'completed'],
        ],
      )
      assert.equal((await me.get('/api/v1/todos?id_like=^local')).json().data.length, 0)
      const twice = await upload(
        me,
        '/api/v1/todos/import',
        'application/json',
        JSON.stringify([{ id: 1 }, { id: 1 }]),
      )
      assert.deepEqual(twice.json().errors, [
        { row: 2, field: 'id', message: 'repeats the id of row 1' },
      ])
      const strategy = await upload(
        me,
        '/api/v1/todos/import?strategy=wipe',
        'application/json',
        '[]',
      )
      assert.equal(
        strategy.json().detail,
        "Query parameter 'strategy' must be one of merge, replace, got 'wipe'",
      )
    })

    test('caps apply: the row past the cap is named, and nothing is stored', async () => {
      const id = sandboxes()
      const me = as(await shared(), id('importer'))
      await me.post('/api/v1/comments', { postId: 1, body: 'already here' })
      const rows = Array.from({ length: 30 }, (_, i) => ({ postId: 1, body: `c${i}` }))
      const res = await upload(
        me,
        '/api/v1/comments/import',
        'application/json',
        JSON.stringify(rows),
      )
      assert.equal(res.statusCode, 403)
      assert.equal(res.json().code, 'SANDBOX_LIMIT_REACHED')
      assert.equal(res.json().row, 30)
      assert.match(res.json().detail, /row 30 would be created comments number 31/)
      assert.equal((await me.get('/api/v1/comments?id_like=^local')).json().data.length, 1)

      const many = Array.from({ length: 501 }, (_, i) => ({ n: i }))
      const custom = await upload(
        me,
        '/api/v1/custom/big/import',
        'application/json',
        JSON.stringify(many),
      )
      assert.equal(custom.statusCode, 403)
      assert.equal(custom.json().row, 501)
      assert.equal((await me.get('/api/v1/custom/big')).json().pagination.total, 0)
    })

    test('each created or replaced record is announced as an API write would be', async (t) => {
      const app = await shared()
      const id = sandboxes()
      const me = as(app, id('listener'))
      const heard: SandboxEvent[] = []
      let done: () => void = () => {}
      const three = new Promise<void>((resolve) => {
        done = resolve
      })
      const identity = String((await me.get('/api/v1/session')).headers['x-playground-identity'])
      const stop = app.events.subscribe(identity, (e) => {
        if (heard.push(e) === 3) done()
      })
      t.after(stop)
      await upload(
        me,
        '/api/v1/posts/import',
        'application/json',
        JSON.stringify([{ id: 1, title: 'one' }, { title: 'new' }]),
      )
      await upload(me, '/api/v1/custom/notes/import', 'text/csv', 'text\r\nhello\r\n')
      await three
      assert.deepEqual(
        heard.map((e) => [e.type, e.action]),
        [
          ['post.updated', 'updated'],
          ['post.created', 'created'],
          ['custom.notes.created', 'created'],
        ],
      )
    })
  })
}

describe('who may import', () => {
  test('only an admin imports when roles are enforced, as with a session import', async (t) => {
    const me = as(await build(t), 'roles')
    const editor = await upload(
      me,
      '/api/v1/posts/import?_role=editor',
      'application/json',
      '[{"title":"x"}]',
    )
    assert.equal(editor.statusCode, 403)
    assert.equal(editor.json().code, 'RBAC_ROLE_FORBIDDEN')
    assert.equal(editor.json().action, 'import')
    const admin = await upload(
      me,
      '/api/v1/posts/import?_role=admin',
      'application/json',
      '[{"title":"x"}]',
    )
    assert.equal(admin.statusCode, 200)
  })
})

describe('hostile imports are refused with a 4xx, quickly', () => {
  const shared = appPerSuite()
  test('formula cells import as text; a guarded cell reads back as written', async () => {
    const id = sandboxes()
    const me = as(await shared(), id('hostile'))
    const csv = 'title,body\r\n=1+1,"\'=HYPERLINK(""x"")"\r\n@SUM(A1),-3\r\n'
    assert.equal((await upload(me, '/api/v1/posts/import', 'text/csv', csv)).statusCode, 200)
    const rows = (await me.get('/api/v1/posts?id_like=^local&_fields=title,body')).json().data
    assert.deepEqual(
      rows.map((r: Row) => [r.title, r.body]),
      [
        ['=1+1', '=HYPERLINK("x")'],
        ['@SUM(A1)', '-3'],
      ],
    )
    // And out again, guarded.
    const out = csvRows((await me.get('/api/v1/posts.csv?id_like=^local&_fields=title,body')).body)
    assert.deepEqual(
      asObjects(out).map((r) => r.title),
      ["'=1+1", "'@SUM(A1)"],
    )
  })

  test('prototype keys as columns, anywhere in a path: 400 naming the column', async () => {
    const id = sandboxes()
    const me = as(await shared(), id('hostile'))
    for (const column of ['__proto__', 'address.constructor', 'a.prototype.b']) {
      const res = await upload(
        me,
        '/api/v1/custom/c/import',
        'text/csv',
        `name,${column}\r\nx,1\r\n`,
      )
      assert.equal(res.statusCode, 400, column)
      assert.deepEqual(res.json().errors[0].field, column)
    }
    const json = await upload(
      me,
      '/api/v1/users/import',
      'application/json',
      '[{"name":"x","__proto__":{"admin":true}}]',
    )
    assert.equal(json.statusCode, 400)
    assert.equal(({} as Row).admin, undefined)
  })

  test('5 MB of one line, too many rows, too large a body', async () => {
    const id = sandboxes()
    const me = as(await shared(), id('hostile'))
    const line = 'x'.repeat(5 * 1024 * 1024 - 10)
    const long = await upload(me, '/api/v1/custom/c/import', 'text/csv', line)
    assert.equal(long.statusCode, 400)
    assert.match(long.json().detail, /longer than 100 characters/)
    const commas = await upload(
      me,
      '/api/v1/custom/c/import',
      'text/csv',
      ','.repeat(5 * 1024 * 1024 - 10),
    )
    assert.equal(commas.statusCode, 400)
    assert.match(commas.json().detail, /at most 200 columns/)
    const rows = `n\r\n${'1\r\n'.repeat(1001)}`
    const tooMany = await upload(me, '/api/v1/custom/c/import', 'text/csv', rows)
    assert.equal(tooMany.statusCode, 413)
    assert.match(tooMany.json().detail, /at most 1000 rows/)
    const big = await upload(
      me,
      '/api/v1/custom/c/import',
      'text/csv',
      `n\r\n${'y'.repeat(6 * 1024 * 1024)}`,
    )
    assert.equal(big.statusCode, 413)
  })

  test('a zip bomb XLSX is refused by size before it inflates, whatever its directory says', async () => {
    const id = sandboxes()
    const me = as(await shared(), id('hostile'))
    const sheet = Buffer.alloc(60 * 1024 * 1024, 0x20)
    const types = { name: '[Content_Types].xml', data: Buffer.from('<Types/>') }
    for (const declared of [undefined, 100]) {
      const bomb = makeZip([types, { name: 'xl/worksheets/sheet1.xml', data: sheet, declared }])
      assert.ok(bomb.length < 200 * 1024)
      const res = await upload(me, '/api/v1/posts/import', XLSX, bomb)
      assert.equal(res.statusCode, 413, `declared ${declared}`)
      assert.match(res.json().detail, /would inflate to more than 52428800 bytes/)
    }
    const notZip = await upload(
      me,
      '/api/v1/posts/import',
      XLSX,
      Buffer.from('not a zip at all, just text'),
    )
    assert.equal(notZip.statusCode, 400)
    const rows = Buffer.from(`<sheetData>${'<row r="1"></row>'.repeat(1002)}</sheetData>`)
    const long = makeZip([types, { name: 'xl/worksheets/sheet1.xml', data: rows }])
    assert.equal((await upload(me, '/api/v1/posts/import', XLSX, long)).statusCode, 413)
  })
})
