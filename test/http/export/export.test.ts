import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { readDataset } from '../../../src/domain/dataset/read.ts'
import { appPerSuite, as, build, STORES, sandboxes } from '../../helper.ts'
import { asObjects, csvRows, xlsxRows } from './read-files.ts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Every page of a JSON list, read 30 at a time: the view an export must hold. */
async function wholeView(me: ReturnType<typeof as>, url: string) {
  const all: Array<Record<string, unknown>> = []
  for (let page = 1; ; page++) {
    const sep = url.includes('?') ? '&' : '?'
    const res = (await me.get(`${url}${sep}limit=30&page=${page}`)).json()
    all.push(...res.data)
    if (!res.pagination.hasNextPage) return all
  }
}

/** A record as a CSV row holds it: every value as text, nested objects as dot paths. */
function asText(record: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(record)) {
    const path = prefix ? `${prefix}.${k}` : k
    if (v !== null && typeof v === 'object' && !Array.isArray(v))
      Object.assign(out, asText(v as Record<string, unknown>, path))
    else out[path] = Array.isArray(v) ? JSON.stringify(v) : String(v)
  }
  return out
}

for (const store of STORES) {
  describe(`list exports (${store})`, () => {
    const shared = appPerSuite({ store })
    test('a .csv suffix answers the whole filtered, sorted view as an RFC 4180 attachment', async () => {
      const id = sandboxes()
      const me = as(await shared(), id('exporter'))
      await me.post('/api/v1/posts', {
        userId: 1,
        title: 'Mine, "quoted"\nand two lines',
        body: 'b',
      })
      const res = await me.get('/api/v1/posts.csv?userId=1&_sort=-title')
      assert.equal(res.statusCode, 200)
      assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8')
      assert.equal(res.headers['content-disposition'], 'attachment; filename="posts.csv"')
      assert.match(res.body, /^\uFEFFid,user_id,userId,title,body,_sandbox\r\n/)
      const expected = await wholeView(me, '/api/v1/posts?userId=1&_sort=-title')
      assert.equal(res.headers['x-total-count'], String(expected.length))
      assert.deepEqual(
        asObjects(csvRows(res.body)),
        expected.map((r) => asText(r)),
      )
    })

    test('_format, format and Accept ask for the same file as the suffix', async () => {
      const id = sandboxes()
      const me = as(await shared(), id('exporter'))
      const suffix = (await me.get('/api/v1/todos.csv?completed=true')).body
      for (const url of [
        '/api/v1/todos?completed=true&_format=csv',
        '/api/v1/todos?completed=true&format=CSV',
      ]) {
        assert.equal((await me.get(url)).body, suffix, url)
      }
      const accepted = await me.send({
        method: 'GET',
        url: '/api/v1/todos?completed=true',
        headers: { accept: 'text/csv' },
      })
      assert.equal(accepted.body, suffix)
      const json = await me.send({
        method: 'GET',
        url: '/api/v1/todos',
        headers: { accept: 'application/json, text/csv;q=0.5' },
      })
      assert.equal(json.headers['content-type'], 'application/json; charset=utf-8')
      const xlsx = await me.send({
        method: 'GET',
        url: '/api/v1/todos?completed=true',
        headers: { accept: XLSX },
      })
      assert.equal(xlsx.headers['content-type'], XLSX)
    })

    test('a page, slice or cursor exports that page only', async () => {
      const id = sandboxes()
      const me = as(await shared(), id('exporter'))
      const page = csvRows((await me.get('/api/v1/comments.csv?page=2&limit=5')).body)
      assert.deepEqual(
        page.slice(1).map((r) => r[0]),
        ['6', '7', '8', '9', '10'],
      )
      const slice = csvRows((await me.get('/api/v1/comments.csv?_start=3&_end=5')).body)
      assert.deepEqual(
        slice.slice(1).map((r) => r[0]),
        ['4', '5'],
      )
      const cursor = csvRows((await me.get('/api/v1/comments.csv?cursor=&limit=2')).body)
      assert.deepEqual(
        cursor.slice(1).map((r) => r[0]),
        ['1', '2'],
      )
    })

    test('XLSX on a nested route: typed cells, read back with ExcelJS', async () => {
      const id = sandboxes()
      const me = as(await shared(), id('exporter'))
      const res = await me.get('/api/v1/users/1/todos.xlsx')
      assert.equal(res.statusCode, 200)
      assert.equal(res.headers['content-type'], XLSX)
      assert.equal(res.headers['content-disposition'], 'attachment; filename="todos.xlsx"')
      const rows = await xlsxRows(res.rawPayload)
      assert.deepEqual(rows[0], ['id', 'user_id', 'userId', 'title', 'completed'])
      assert.deepEqual(asObjects(rows), await wholeView(me, '/api/v1/users/1/todos'))
    })

    test('columns are the union of fields; nested objects flatten, arrays are JSON text', async () => {
      const id = sandboxes()
      const me = as(await shared(), id('exporter'))
      await me.post('/api/v1/users', {
        name: 'Ada',
        address: { city: 'London', street: 'St James' },
        tags: ['math', 'poetry'],
        meta: { score: 3, seen: true, deep: { ok: 'yes' } },
        empty: {},
      })
      const rows = csvRows((await me.get('/api/v1/users.csv?name=Ada')).body)
      assert.deepEqual(rows[0], [
        'id',
        'name',
        'address.city',
        'address.street',
        'tags',
        'meta.score',
        'meta.seen',
        'meta.deep.ok',
        'empty',
        '_sandbox',
      ])
      assert.deepEqual(rows[1]?.slice(1), [
        'Ada',
        'London',
        'St James',
        '["math","poetry"]',
        '3',
        'true',
        'yes',
        '{}',
        'created',
      ])
      const all = csvRows((await me.get('/api/v1/users.csv')).body)
      // The created user first (with its own columns), then the baseline's columns after them.
      assert.deepEqual(all[0]?.slice(0, 3), ['id', 'name', 'address.city'])
      assert.ok(all[0]?.includes('company.catchPhrase'))
      assert.equal(all.length, (await wholeView(me, '/api/v1/users')).length + 1)
      for (const row of all) assert.equal(row.length, all[0]?.length)
    })

    test('text cells a spreadsheet would run are written with a leading quote', async () => {
      const id = sandboxes()
      const me = as(await shared(), id('exporter'))
      const hostile = ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\tTab', '\rCR']
      for (const title of hostile) await me.post('/api/v1/posts', { userId: 1, title, body: 'x' })
      const rows = asObjects(
        csvRows((await me.get('/api/v1/posts.csv?userId=1&_fields=title&id_like=local')).body),
      )
      assert.deepEqual(
        rows.map((r) => r.title),
        hostile.map((h) => `'${h}`).reverse(),
      )
      // Numbers are not formulas: a negative number stays a number.
      await me.post('/api/v1/custom/n', { v: -5 })
      assert.match((await me.get('/api/v1/custom/n.csv')).body, /\r\n[^,]+,-5,/)
    })

    test('custom collections and db.json collections export too', async (t) => {
      const id = sandboxes()
      const me = as(await shared(), id('exporter'))
      await me.post('/api/v1/custom/seed', { template: 'ecommerce' })
      const products = await me.get('/api/v1/custom/products.csv?_sort=name')
      assert.equal(products.statusCode, 200)
      assert.equal(products.headers['content-disposition'], 'attachment; filename="products.csv"')
      const expected = await wholeView(me, '/api/v1/custom/products?_sort=name')
      assert.deepEqual(
        asObjects(csvRows(products.body)),
        expected.map((r) => asText(r)),
      )
      const xlsx = await me.get('/api/v1/custom/products?_sort=name&_format=xlsx')
      assert.deepEqual(
        asObjects(await xlsxRows(xlsx.rawPayload)).map((r) => r.id),
        expected.map((r) => r.id),
      )

      const dataset = readDataset(
        JSON.stringify({
          books: [{ id: 'b1', title: 'Dune', tags: ['sf'] }],
          reviews: [{ id: 1, bookId: 'b1', stars: 5 }],
        }),
      )
      const reader = as(await build(t, { store }, { dataset }), 'reader')
      assert.deepEqual(csvRows((await reader.get('/api/v1/books.csv')).body), [
        ['id', 'title', 'tags'],
        ['b1', 'Dune', '["sf"]'],
      ])
      assert.deepEqual(csvRows((await reader.get('/api/v1/books/b1/reviews.csv')).body), [
        ['id', 'bookId', 'stars'],
        ['1', 'b1', '5'],
      ])
    })

    test('an unknown format is a 400 naming the parameter, the value and the formats', async () => {
      const id = sandboxes()
      const me = as(await shared(), id('exporter'))
      for (const [url, name] of [
        ['/api/v1/posts?_format=pdf', '_format'],
        ['/api/v1/custom/x?format=pdf', 'format'],
      ] as const) {
        const res = await me.get(url)
        assert.equal(res.statusCode, 400)
        assert.equal(
          res.json().detail,
          `Query parameter '${name}' must be one of json, csv, xlsx, got 'pdf'`,
        )
      }
    })
  })
}

describe('export size', () => {
  test('a view past 10,000 rows is a 413 EXPORT_TOO_LARGE; a filter brings it within', async (t) => {
    const me = as(await build(t, { baselineScale: 35 }), 'exporter')
    const res = await me.get('/api/v1/comments.csv')
    assert.equal(res.statusCode, 413)
    assert.equal(res.json().code, 'EXPORT_TOO_LARGE')
    assert.match(res.json().detail, /at most 10000 rows; this view holds 10500/)
    const narrowed = await me.get('/api/v1/comments.csv?id_lte=10000')
    assert.equal(narrowed.statusCode, 200)
    assert.equal(csvRows(narrowed.body).length, 10_001)
  })
})
