import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import ExcelJS from 'exceljs'
import { as, build, STORES } from '../../helper.ts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
type Client = ReturnType<typeof as>
type Row = Record<string, unknown>

const upload = (me: Client, url: string, type: string, payload: string | Buffer) =>
  me.send({ method: 'POST', url, headers: { 'content-type': type }, payload })

/** `file` as the one part `file` of a multipart form, named `filename`. */
function multipart(me: Client, url: string, filename: string, type: string, file: string | Buffer) {
  const boundary = 'v4lu3s'
  const form = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return upload(me, url, `multipart/form-data; boundary=${boundary}`, form)
}

/** A CSV of one column `name`, whose one cell is `cell` (quoted, quotes doubled). */
const csvOf = (name: string, cell: string) => `${name}\r\n"${cell.replaceAll('"', '""')}"\r\n`

async function xlsxOf(name: string, cell: string) {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('rows')
  sheet.addRow(['title', name])
  sheet.addRow(['x', cell])
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** Arrays nested `levels` deep around 1: `[[1]]` is 2. */
const nested = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`

/** The 400 of an import: nothing stored, the row and field named, and what is allowed said. */
function assertRefused(
  res: Awaited<ReturnType<typeof upload>>,
  row: number,
  field: string,
  what: RegExp,
) {
  assert.equal(res.statusCode, 400, res.body)
  const problem = res.json()
  assert.equal(problem.code, 'VALIDATION_FAILED', res.body)
  assert.equal(problem.errors[0].row, row, res.body)
  assert.equal(problem.errors[0].field, field, res.body)
  assert.match(problem.errors[0].message, what)
  assert.match(problem.detail, new RegExp(`^Nothing was imported: row ${row}, `))
}

const KEY = /^is a forbidden key: __proto__, constructor and prototype are refused at any depth$/
const DEPTH = /^nests deeper than 32 levels: objects and arrays may nest at most 32 deep$/

for (const store of STORES) {
  describe(`imported values are checked as bodies are (${store})`, () => {
    test('prototype keys at any depth, in a multipart JSON file, a CSV cell, an XLSX cell: 400, nothing stored', async (t) => {
      const app = await build(t, { store })
      const me = as(app, 'protos')
      const json = (rows: unknown[] | string) =>
        multipart(
          me,
          '/api/v1/custom/pp/import',
          'rows.json',
          'application/json',
          typeof rows === 'string' ? rows : JSON.stringify(rows),
        )
      assertRefused(
        await json(
          '[{"name":"ok"},{"name":"x","__proto__":{"admin":true},"constructor":{"prototype":{"p":1}}}]',
        ),
        2,
        '__proto__',
        KEY,
      )
      assertRefused(
        await json('[{"a":{"b":[{"constructor":{"prototype":1}}]}}]'),
        1,
        'a.b[0].constructor',
        KEY,
      )
      assertRefused(await json('[{"n":1e999}]'), 1, 'n', /^is a number out of range/)
      assertRefused(
        await upload(
          me,
          '/api/v1/custom/pp/import',
          'text/csv',
          csvOf('meta', '{"__proto__":{"admin":true}}'),
        ),
        1,
        'meta.__proto__',
        KEY,
      )
      assertRefused(
        await upload(
          me,
          '/api/v1/custom/pp/import',
          'text/csv',
          csvOf('a.b', '[{"constructor":{"prototype":1}}]'),
        ),
        1,
        'a.b[0].constructor',
        KEY,
      )
      assertRefused(
        await upload(
          me,
          '/api/v1/custom/pp/import',
          XLSX,
          await xlsxOf('meta', '{"x":{"prototype":1}}'),
        ),
        1,
        'meta.x.prototype',
        KEY,
      )
      // The built-in resources' imports go through the same check.
      assertRefused(
        await upload(
          me,
          '/api/v1/posts/import',
          'text/csv',
          `title,meta\r\nfine,"{}"\r\nx,"{""__proto__"":{}}"\r\n`,
        ),
        2,
        'meta.__proto__',
        KEY,
      )
      assert.deepEqual((await me.get('/api/v1/custom/pp')).json().data, [])
      assert.equal((await me.get('/api/v1/posts?id_like=^local')).json().data.length, 0)
      assert.equal(({} as Row).admin, undefined)
    })

    test('nesting past 32 levels in a CSV cell or a JSON file is refused, up to 7,000 deep; 32 levels import and serve', async (t) => {
      const app = await build(t, { store })
      const me = as(app, 'depths')
      for (const levels of [32, 100, 3_000, 7_000]) {
        const res = await upload(
          me,
          '/api/v1/custom/deep/import',
          'text/csv',
          csvOf('n', nested(levels)),
        )
        // The record is level 1, its field's array level 2: the 32nd array is level 33.
        assertRefused(res, 1, `n${'[0]'.repeat(31)}`, DEPTH)
        const file = await multipart(
          me,
          '/api/v1/custom/deep/import',
          'rows.json',
          'application/json',
          `[{"n":${nested(levels - 1)}}]`,
        )
        assertRefused(file, 1, `n${'[0]'.repeat(30)}`, DEPTH)
      }
      const xlsx = await upload(me, '/api/v1/todos/import', XLSX, await xlsxOf('n', nested(500)))
      assertRefused(xlsx, 1, `n${'[0]'.repeat(31)}`, DEPTH)
      assert.deepEqual((await me.get('/api/v1/custom/deep')).json().data, [])

      // As deep as a body may be, it imports and is served by every path that walks it.
      const fits = await upload(
        me,
        '/api/v1/custom/deep/import',
        'text/csv',
        csvOf('n', nested(31)),
      )
      assert.equal(fits.statusCode, 200, fits.body)
      for (const url of [
        '/api/v1/custom/deep',
        '/api/v1/custom/deep?_fields=n',
        '/api/v1/custom/deep?_sort=n',
        '/api/v1/custom/deep.csv',
        '/api/v1/custom/deep.xlsx',
      ])
        assert.equal((await me.get(url)).statusCode, 200, url)
      const body = (await me.get('/api/v1/custom/deep')).json().data[0]
      assert.equal(JSON.stringify(body.n), nested(31))
    })
  })
}
