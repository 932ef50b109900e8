import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import ExcelJS from 'exceljs'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { as, build } from '../../helper.ts'
import { workbook } from './workbook.ts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * Sends `request` while a `/health` probe falls due every 20 ms, and gives its answer with the
 * longest any probe waited, from when it fell due to its answer: how long the request held the
 * event loop at most. Parsing before these checks held it for 4 to 5 s (XLSX) or over 2 s (CSV)
 * on an idle machine; a bound of 1 s leaves room for a busy CI runner and still fails them.
 */
async function whileProbing(app: FastifyInstance, request: () => Promise<LightMyRequestResponse>) {
  // A first answer, so the probe measures the loop, not the route's first compilation.
  assert.equal((await app.inject({ method: 'GET', url: '/health' })).statusCode, 200)
  let running = true
  let longest = 0
  const probe = (async () => {
    let due = performance.now()
    while (running) {
      due += 20
      await sleep(Math.max(0, due - performance.now()))
      const health = await app.inject({ method: 'GET', url: '/health' })
      assert.equal(health.statusCode, 200)
      longest = Math.max(longest, performance.now() - due)
      due = Math.max(due, performance.now())
    }
  })()
  const res = await request()
  running = false
  await probe
  return { res, longest }
}

const BLOCKED_AT_MOST_MS = 1000

/** Posts `payload` to `url` as `type` beside the probe, and checks the loop kept turning. */
async function importWhileProbing(
  app: FastifyInstance,
  url: string,
  type: string,
  payload: string | Buffer,
) {
  const { res, longest } = await whileProbing(app, () =>
    as(app, 'hostile').send({ method: 'POST', url, headers: { 'content-type': type }, payload }),
  )
  assert.ok(longest < BLOCKED_AT_MOST_MS, `/health waited ${Math.round(longest)} ms`)
  return res
}

/** Excel's name of column `n` (0 is A). */
function column(n: number): string {
  let name = ''
  for (let i = n + 1; i > 0; i = Math.floor((i - 1) / 26))
    name = String.fromCharCode(65 + ((i - 1) % 26)) + name
  return name
}

describe('a hostile table is refused while it is read, and the server keeps answering', () => {
  test('XLSX: 2.2 M empty cells (32 MB of XML in 210 KB) is a 413 at the 200,200th cell', async (t) => {
    const app = await build(t)
    let cells = ''
    for (let c = 0; c < 2200; c++) cells += `<c r="${column(c)}1"/>`
    const rows = Array.from({ length: 1000 }, (_, r) => `<row r="${r + 1}">${cells}</row>`)
    const file = workbook(rows.join(''))
    assert.ok(file.length < 300 * 1024, `${file.length} bytes`)
    const res = await importWhileProbing(app, '/api/v1/custom/c/import', XLSX, file)
    assert.equal(res.statusCode, 413, res.body)
    assert.equal(
      res.json().detail,
      'An XLSX import may hold at most 200200 cells (1001 rows of 200 columns)',
    )
  })

  test('XLSX: 2.6 M shared strings (110 KB) is a 413 at the 200,201st string', async (t) => {
    const app = await build(t)
    const file = workbook(
      '<row r="1"><c r="A1" t="s"><v>0</v></c></row>',
      '<si><t>x</t></si>'.repeat(2_600_000),
    )
    assert.ok(file.length < 300 * 1024, `${file.length} bytes`)
    const res = await importWhileProbing(app, '/api/v1/posts/import', XLSX, file)
    assert.equal(res.statusCode, 413, res.body)
    assert.equal(
      res.json().detail,
      'An XLSX import may hold at most 200200 shared strings (1001 rows of 200 columns)',
    )
  })

  test('CSV: a header of 2.5 M columns (5 MB) is a 400 at its 201st column', async (t) => {
    const app = await build(t)
    const header = `${'a,'.repeat(2_500_000 - 10)}a\r\n`
    const res = await importWhileProbing(app, '/api/v1/custom/c/import', 'text/csv', header)
    assert.equal(res.statusCode, 400, res.body)
    assert.equal(res.json().detail, 'An import may have at most 200 columns, got more than 200')
    assert.deepEqual(res.json().errors, [{ field: '(header)', message: 'at most 200 columns' }])
  })

  test('CSV: a data row of 5 M empty fields under a short header is a 400 naming its line', async (t) => {
    const app = await build(t)
    const csv = `title,body\r\nx,y\r\n${','.repeat(5 * 1024 * 1024 - 20)}\r\n`
    const res = await importWhileProbing(app, '/api/v1/posts/import', 'text/csv', csv)
    assert.equal(res.statusCode, 400, res.body)
    assert.equal(res.json().detail, 'The CSV does not parse: line 3 has more than 200 fields')
  })
})

describe('a workbook read as it streams reads as a loaded one did', () => {
  test('the first sheet by the workbook order; dates, rich text, formula results, merged cells', async (t) => {
    const me = as(await build(t), 'importer')
    const book = new ExcelJS.Workbook()
    const sheet = book.addWorksheet('data')
    sheet.addRow(['name', 'when', 'rich', 'sum', 'yes', 'group', 'also'])
    sheet.addRow([
      'Ada & <b>',
      new Date('2024-05-06T07:08:09Z'),
      { richText: [{ text: 'bo', font: { bold: true } }, { text: 'ld' }] },
      { formula: '1+1', result: 2 },
      { formula: '2>1', result: true },
      'G',
      null,
    ])
    sheet.mergeCells('F2:G2')
    book.addWorksheet('second').addRow(['not', 'this'])
    const file = Buffer.from(await book.xlsx.writeBuffer())
    const res = await me.send({
      method: 'POST',
      url: '/api/v1/custom/c/import',
      headers: { 'content-type': XLSX },
      payload: file,
    })
    assert.equal(res.statusCode, 200, res.body)
    const [record] = (await me.get('/api/v1/custom/c')).json().data
    const { id: _id, _sandbox, createdAt, updatedAt, ...fields } = record
    assert.deepEqual(fields, {
      name: 'Ada & <b>',
      when: '2024-05-06T07:08:09.000Z',
      rich: 'bold',
      sum: 2,
      yes: true,
      group: 'G',
      also: 'G',
    })
  })
})
