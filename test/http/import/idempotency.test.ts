import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import ExcelJS from 'exceljs'
import { as, build, STORES } from '../../helper.ts'
import { DB } from '../dataset/support.ts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
type Client = ReturnType<typeof as>

const send = (me: Client, url: string, type: string, payload: string | Buffer, key?: string) =>
  me.send({
    method: 'POST',
    url,
    headers: { 'content-type': type, ...(key !== undefined && { 'idempotency-key': key }) },
    payload,
  })

/** `file` as the one part `file` of a multipart form. */
function multipart(filename: string, type: string, file: string | Buffer) {
  const boundary = 'k3y'
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      Buffer.from(file),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  }
}

async function xlsx(rows: unknown[][]) {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('rows')
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** How many records of `url` this sandbox created. */
const created = async (me: Client, url: string) =>
  (await me.get(`${url}?limit=100`))
    .json()
    .data.filter((r: { _sandbox?: string }) => r._sandbox === 'created').length

/**
 * Sends one import three times under one key: the first runs, the others answer its answer again
 * (`Idempotent-Replay: true`), and the same key with other rows is 409; `count` created once.
 */
async function once(
  me: Client,
  url: string,
  form: { type: string; body: string | Buffer },
  other: { type: string; body: string | Buffer },
  list: string,
  count: number,
) {
  const key = `import-${url}`
  const first = await send(me, url, form.type, form.body, key)
  assert.equal(first.statusCode, 200, first.body)
  assert.equal(first.json().created, count, first.body)
  assert.equal(first.headers['idempotent-replay'], undefined)
  for (let i = 0; i < 2; i++) {
    const again = await send(me, url, form.type, form.body, key)
    assert.equal(again.statusCode, 200, again.body)
    assert.equal(again.headers['idempotent-replay'], 'true', `${url} replayed`)
    assert.equal(again.body, first.body)
  }
  assert.equal(await created(me, list), count, `${url} imported once`)
  const reused = await send(me, url, other.type, other.body, key)
  assert.equal(reused.statusCode, 409, reused.body)
  assert.equal(reused.json().code, 'IDEMPOTENCY_KEY_REUSED')
  assert.equal(await created(me, list), count)
  // Without the key the same import runs again, as before.
  assert.equal((await send(me, url, form.type, form.body)).statusCode, 200)
  assert.equal(await created(me, list), 2 * count)
}

for (const store of STORES) {
  describe(`imports honour Idempotency-Key (${store})`, () => {
    test('built-in and custom imports, as JSON, CSV, XLSX and multipart files', async (t) => {
      const me = as(await build(t, { store }), 'keyed')
      const posts = [
        { userId: 1, title: 'one', body: 'b' },
        { userId: 1, title: 'two', body: 'b' },
      ]
      await once(
        me,
        '/api/v1/posts/import',
        { type: 'application/json', body: JSON.stringify(posts) },
        { type: 'application/json', body: JSON.stringify(posts.slice(1)) },
        '/api/v1/posts',
        2,
      )
      await once(
        me,
        '/api/v1/todos/import',
        {
          type: XLSX,
          body: await xlsx([
            ['title', 'userId'],
            ['x', 1],
          ]),
        },
        {
          type: XLSX,
          body: await xlsx([
            ['title', 'userId'],
            ['y', 1],
          ]),
        },
        '/api/v1/todos',
        1,
      )
      await once(
        me,
        '/api/v1/custom/notes/import',
        { type: 'text/csv', body: 'text,n\r\na,1\r\nb,2\r\nc,3\r\n' },
        { type: 'text/csv', body: 'text,n\r\na,1\r\nb,2\r\nc,4\r\n' },
        '/api/v1/custom/notes',
        3,
      )
      // A multipart file is the body: another file under the key is another request.
      await once(
        me,
        '/api/v1/custom/files/import',
        multipart('rows.json', 'application/json', '[{"a":1},{"a":2}]'),
        multipart('rows.json', 'application/json', '[{"a":1},{"a":3}]'),
        '/api/v1/custom/files',
        2,
      )
      await once(
        me,
        '/api/v1/comments/import',
        multipart('c.csv', 'text/csv', 'postId,body\r\n1,hi\r\n'),
        multipart('c.csv', 'text/csv', 'postId,body\r\n1,ho\r\n'),
        '/api/v1/comments',
        1,
      )
    })

    test("a db.json collection's import, and a session import", async (t) => {
      const me = as(await build(t, { store }, { dataset: DB }), 'keyed')
      await once(
        me,
        '/api/v1/tags/import',
        { type: 'text/csv', body: 'label\r\nGreen\r\n' },
        { type: 'text/csv', body: 'label\r\nGrey\r\n' },
        '/api/v1/tags',
        1,
      )
      const snapshot = (title: string) =>
        JSON.stringify({
          version: '1.0',
          records: [{ resource: 'posts', op: 'create', targetId: null, data: { title } }],
        })
      const url = '/api/v1/session/import'
      const first = await send(me, url, 'application/json', snapshot('s'), 'session')
      assert.equal(first.statusCode, 200, first.body)
      const again = await send(me, url, 'application/json', snapshot('s'), 'session')
      assert.equal(again.headers['idempotent-replay'], 'true')
      const reused = await send(me, url, 'application/json', snapshot('t'), 'session')
      assert.equal(reused.statusCode, 409, reused.body)
    })

    test('an import refused before its rows are read claims no key', async (t) => {
      const me = as(await build(t, { store }), 'keyed')
      const bad = await send(me, '/api/v1/custom/c/import', 'text/csv', '__proto__\r\n1\r\n', 'k')
      assert.equal(bad.statusCode, 400)
      const good = await send(me, '/api/v1/custom/c/import', 'text/csv', 'a\r\n1\r\n', 'k')
      assert.equal(good.statusCode, 200, good.body)
      assert.equal(good.headers['idempotent-replay'], undefined)
    })
  })
}
