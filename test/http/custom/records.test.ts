import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { appPerSuite, as, STORES, sandboxes } from '../../helper.ts'
import { assertProblem } from '../resources/support.ts'
import {
  CUSTOM,
  CUSTOM_ID,
  type CustomList,
  type CustomRec,
  collectCustom,
  createCustom,
  isoMs,
  ok,
  raw,
  summaries,
  summaryMap,
} from './support.ts'

const fieldsOf = (record: CustomRec) => {
  const { id: _id, createdAt: _c, updatedAt: _u, _sandbox: _s, ...fields } = record
  return fields
}
const idsOf = (records: readonly CustomRec[]) => records.map((r) => r.id)

for (const store of STORES) {
  describe(`custom collection records (${store})`, () => {
    const shared = appPerSuite({ store })
    test('GET /custom of a fresh sandbox lists no collections', async () => {
      const app = await shared()
      const id = sandboxes()
      assert.deepEqual(await summaries(as(app, id('custom-fresh'))), {
        totalCollections: 0,
        collections: [],
      })
    })

    test('POST creates {id local-<21>, fields, createdAt, updatedAt, _sandbox created}', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('custom-a'))
      const fields = {
        name: 'Widget',
        price: 9.5,
        inStock: true,
        tags: ['blue', 'small'],
        dims: { w: 3, h: { value: 4, unit: 'cm' } },
        nothing: null,
      }
      const before = Date.now()
      const created = await createCustom(a, 'products', fields)
      const after = Date.now()
      assert.match(created.id, CUSTOM_ID)
      assert.deepEqual(created, {
        id: created.id,
        ...fields,
        createdAt: created.createdAt,
        updatedAt: created.updatedAt,
        _sandbox: 'created',
      })
      const at = isoMs(created.createdAt)
      assert.ok(
        before <= at && at <= after,
        `createdAt ${created.createdAt} stamped during the request`,
      )
      assert.equal(created.updatedAt, created.createdAt)
      assert.deepEqual(ok(await a.get(`${CUSTOM}/products/${created.id}`)), created)
      const second = await createCustom(a, 'products', fields)
      assert.notEqual(second.id, created.id)
    })

    test('server-owned fields in a create body are ignored', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('custom-a'))
      const before = Date.now()
      const created = await createCustom(a, 'notes', {
        id: 'local-AAAAAAAAAAAAAAAAAAAAA',
        createdAt: '1999-01-01T00:00:00.000Z',
        updatedAt: '1999-01-01T00:00:00.000Z',
        _sandbox: 'updated',
        text: 'hello',
      })
      assert.match(created.id, CUSTOM_ID)
      assert.notEqual(created.id, 'local-AAAAAAAAAAAAAAAAAAAAA')
      assert.ok(isoMs(created.createdAt) >= before)
      assert.ok(isoMs(created.updatedAt) >= before)
      assert.equal(created._sandbox, 'created')
      assert.deepEqual(fieldsOf(created), { text: 'hello' })
      const missing = await a.get(`${CUSTOM}/notes/local-AAAAAAAAAAAAAAAAAAAAA`)
      assertProblem(missing, 404, 'NOT_FOUND')
    })

    test('GET /custom/{c} of a collection that does not exist is 200 with empty data', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('custom-a'))
      const body = ok<CustomList>(await a.get(`${CUSTOM}/nothing-here`))
      assert.deepEqual(body.data, [])
      assert.equal(body.pagination.total, 0)
      assert.equal(body.pagination.totalPages, 0)
      assert.equal(body.pagination.hasNextPage, false)
      assert.equal(body.pagination.hasPrevPage, false)
      // A read creates nothing.
      assert.equal((await summaries(a)).totalCollections, 0)
    })

    test('lists are newest first and paginate as the resource lists do', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('custom-a'))
      const created: CustomRec[] = []
      for (let i = 0; i < 12; i++)
        created.push(await createCustom(a, 'items', { n: i, label: `item ${i}` }))
      const newestFirst = idsOf(created).reverse()

      const first = await a.get(`${CUSTOM}/items`)
      const page1 = ok<CustomList>(first)
      assert.deepEqual(idsOf(page1.data), newestFirst.slice(0, 10))
      assert.deepEqual(page1.pagination, {
        page: 1,
        limit: 10,
        total: 12,
        totalPages: 2,
        hasNextPage: true,
        hasPrevPage: false,
      })
      assert.equal(first.headers['x-total-count'], '12')

      const page2 = ok<CustomList>(await a.get(`${CUSTOM}/items?page=2`))
      assert.deepEqual(idsOf(page2.data), newestFirst.slice(10))
      assert.equal(page2.pagination.hasNextPage, false)
      assert.equal(page2.pagination.hasPrevPage, true)

      const small = ok<CustomList>(await a.get(`${CUSTOM}/items?limit=5&page=3`))
      assert.deepEqual(idsOf(small.data), newestFirst.slice(10, 15))
      assert.equal(small.pagination.totalPages, 3)

      const aliases = ok<CustomList>(await a.get(`${CUSTOM}/items?_limit=4&_page=2`))
      assert.deepEqual(idsOf(aliases.data), newestFirst.slice(4, 8))

      const past = ok<CustomList>(await a.get(`${CUSTOM}/items?page=9`))
      assert.deepEqual(past.data, [])
      assert.equal(past.pagination.total, 12)

      const clamped = ok<CustomList>(await a.get(`${CUSTOM}/items?limit=500`))
      assert.equal(clamped.pagination.limit, 30)
      assert.deepEqual(idsOf(clamped.data), newestFirst)

      for (const bad of ['limit=0', 'page=0', 'page=abc', 'limit=1.5']) {
        assertProblem(await a.get(`${CUSTOM}/items?${bad}`), 400, 'INVALID_QUERY')
      }
    })

    test('q matches every string value case-insensitively, nested ones too, never as a pattern', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('custom-a'))
      const apple = await createCustom(a, 'fruit', { name: 'Red Apple', meta: { origin: 'Spain' } })
      const pear = await createCustom(a, 'fruit', {
        name: 'Green pear',
        notes: ['juicy', { inner: 'grown in SPAIN too' }],
      })
      const literal = await createCustom(a, 'fruit', { name: 'a.*b', weight: 120 })
      const search = async (q: string) =>
        idsOf(ok<CustomList>(await a.get(`${CUSTOM}/fruit?q=${encodeURIComponent(q)}`)).data)

      assert.deepEqual(await search('spain'), [pear.id, apple.id])
      assert.deepEqual(await search('APPLE'), [apple.id])
      assert.deepEqual(await search('juicy'), [pear.id])
      assert.deepEqual(await search('.*'), [literal.id])
      assert.deepEqual(await search('kiwi'), [])
      // Keys are not values.
      assert.deepEqual(await search('origin'), [])
      const counted = ok<CustomList>(await a.get(`${CUSTOM}/fruit?q=spain&limit=1`))
      assert.equal(counted.pagination.total, 2)
      assert.deepEqual(idsOf(counted.data), [pear.id])
    })

    test('_sort sorts by any field, dotted paths too, and _order flips it', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('custom-a'))
      const b = await createCustom(a, 'things', { name: 'banana', price: 3, meta: { rank: 2 } })
      const ap = await createCustom(a, 'things', { name: 'Apple', price: 1, meta: { rank: 3 } })
      const c = await createCustom(a, 'things', { name: 'cherry', price: 2, meta: { rank: 1 } })
      const none = await createCustom(a, 'things', { label: 'no name, no price' })
      const sorted = async (query: string) =>
        idsOf(ok<CustomList>(await a.get(`${CUSTOM}/things?${query}`)).data)

      assert.deepEqual(await sorted('_sort=price'), [ap.id, c.id, b.id, none.id])
      assert.deepEqual(await sorted('_sort=price&_order=asc'), [ap.id, c.id, b.id, none.id])
      assert.deepEqual(await sorted('_sort=price&_order=desc'), [b.id, c.id, ap.id, none.id])
      assert.deepEqual(await sorted('_sort=price&_order=DESC'), [b.id, c.id, ap.id, none.id])
      // Strings compare case-insensitively.
      assert.deepEqual(await sorted('_sort=name'), [ap.id, b.id, c.id, none.id])
      assert.deepEqual(await sorted('_sort=meta.rank'), [c.id, b.id, ap.id, none.id])
      assert.deepEqual(await sorted('_sort=meta.rank&_order=desc'), [ap.id, b.id, c.id, none.id])
      assert.deepEqual(await sorted('_sort=price&limit=2&page=2'), [b.id, none.id])
      assertProblem(
        await a.get(`${CUSTOM}/things?_sort=price&_order=sideways`),
        400,
        'INVALID_QUERY',
      )
    })

    test('PUT replaces the fields, keeps id and createdAt, and stamps updatedAt', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('custom-a'))
      const created = await createCustom(a, 'books', { title: 'Dune', pages: 412, extra: { a: 1 } })
      const before = Date.now()
      const res = await a.put(`${CUSTOM}/books/${created.id}`, {
        title: 'Dune Messiah',
        id: 'local-BBBBBBBBBBBBBBBBBBBBB',
        createdAt: '2000-01-01T00:00:00.000Z',
        updatedAt: '2000-01-01T00:00:00.000Z',
        _sandbox: 'updated',
      })
      const after = Date.now()
      const replaced = ok<CustomRec>(res)
      assert.deepEqual(replaced, {
        id: created.id,
        title: 'Dune Messiah',
        createdAt: created.createdAt,
        updatedAt: replaced.updatedAt,
        _sandbox: 'created',
      })
      const updatedAt = isoMs(replaced.updatedAt)
      assert.ok(before <= updatedAt && updatedAt <= after, 'updatedAt stamped by the PUT')
      assert.ok(updatedAt >= isoMs(created.updatedAt))
      assert.deepEqual(ok(await a.get(`${CUSTOM}/books/${created.id}`)), replaced)
    })

    test('PATCH is a JSON merge patch that keeps createdAt and advances updatedAt', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('custom-a'))
      const created = await createCustom(a, 'books', {
        title: 'Dune',
        pages: 412,
        meta: { lang: 'en', year: 1965 },
        tags: ['sf'],
      })
      const before = Date.now()
      const patched = ok<CustomRec>(
        await a.patch(`${CUSTOM}/books/${created.id}`, {
          pages: 500,
          meta: { year: null, isbn: '0441013597' },
          tags: null,
          createdAt: '2000-01-01T00:00:00.000Z',
          id: 'local-CCCCCCCCCCCCCCCCCCCCC',
        }),
      )
      const after = Date.now()
      assert.deepEqual(patched, {
        id: created.id,
        title: 'Dune',
        pages: 500,
        meta: { lang: 'en', isbn: '0441013597' },
        createdAt: created.createdAt,
        updatedAt: patched.updatedAt,
        _sandbox: 'created',
      })
      const updatedAt = isoMs(patched.updatedAt)
      assert.ok(before <= updatedAt && updatedAt <= after, 'updatedAt stamped by the PATCH')
      assert.ok(updatedAt >= isoMs(created.updatedAt))

      const mergeType = await raw(
        a,
        'PATCH',
        `${CUSTOM}/books/${created.id}`,
        JSON.stringify({ title: 'Dune (1965)' }),
        'application/merge-patch+json',
      )
      const again = ok<CustomRec>(mergeType)
      assert.equal(again.title, 'Dune (1965)')
      assert.equal(again.pages, 500)
      assert.equal(again.createdAt, created.createdAt)
      assert.ok(isoMs(again.updatedAt) >= updatedAt)
      assert.deepEqual(ok(await a.get(`${CUSTOM}/books/${created.id}`)), again)
    })

    test('DELETE of one record answers a message naming record and collection', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('custom-a'))
      const keep = await createCustom(a, 'books', { title: 'keep' })
      const gone = await createCustom(a, 'books', { title: 'gone' })
      const body = ok<{ message: string }>(await a.delete(`${CUSTOM}/books/${gone.id}`))
      assert.equal(typeof body.message, 'string')
      assert.ok(body.message.includes(gone.id), body.message)
      assert.ok(body.message.includes('books'), body.message)
      assertProblem(await a.get(`${CUSTOM}/books/${gone.id}`), 404, 'NOT_FOUND')
      assertProblem(await a.delete(`${CUSTOM}/books/${gone.id}`), 404, 'NOT_FOUND')
      assertProblem(await a.put(`${CUSTOM}/books/${gone.id}`, { title: 'back' }), 404, 'NOT_FOUND')
      assertProblem(
        await a.patch(`${CUSTOM}/books/${gone.id}`, { title: 'back' }),
        404,
        'NOT_FOUND',
      )
      assert.deepEqual(idsOf(await collectCustom(a, 'books')), [keep.id])
      assert.equal((await summaryMap(a)).get('books')?.count, 1)
    })

    test('a record is only found in its own collection', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('custom-a'))
      const record = await createCustom(a, 'books', { title: 'Dune' })
      await createCustom(a, 'films', { title: 'Alien' })
      assertProblem(await a.get(`${CUSTOM}/films/${record.id}`), 404, 'NOT_FOUND')
      assertProblem(await a.patch(`${CUSTOM}/films/${record.id}`, { x: 1 }), 404, 'NOT_FOUND')
      assertProblem(await a.delete(`${CUSTOM}/films/${record.id}`), 404, 'NOT_FOUND')
      assert.deepEqual(ok(await a.get(`${CUSTOM}/books/${record.id}`)), record)
    })

    test('GET /custom summarises each collection with count and lastUpdated', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('custom-a'))
      const b1 = await createCustom(a, 'books', { title: 'one' })
      const b2 = await createCustom(a, 'books', { title: 'two' })
      const f1 = await createCustom(a, 'films', { title: 'three' })
      let map = await summaryMap(a)
      assert.deepEqual([...map.keys()].sort(), ['books', 'films'])
      assert.deepEqual(map.get('books'), {
        name: 'books',
        endpoint: '/custom/books',
        count: 2,
        lastUpdated: [b1.updatedAt, b2.updatedAt].sort().at(-1),
      })
      assert.deepEqual(map.get('films'), {
        name: 'films',
        endpoint: '/custom/films',
        count: 1,
        lastUpdated: f1.updatedAt,
      })
      const patched = ok<CustomRec>(
        await a.patch(`${CUSTOM}/books/${b1.id}`, { title: 'one, again' }),
      )
      map = await summaryMap(a)
      assert.equal(map.get('books')?.lastUpdated, patched.updatedAt)
      assert.equal(map.get('books')?.count, 2)
    })

    test('DELETE /custom/{c} drops the whole collection and nothing else', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('custom-a'))
      const books = [
        await createCustom(a, 'books', { n: 1 }),
        await createCustom(a, 'books', { n: 2 }),
      ]
      const film = await createCustom(a, 'films', { n: 3 })
      const res = await a.delete(`${CUSTOM}/books`)
      assert.equal(res.statusCode, 200, res.body)
      assert.equal(typeof res.json().message, 'string')
      assert.deepEqual(await collectCustom(a, 'books'), [])
      for (const book of books)
        assertProblem(await a.get(`${CUSTOM}/books/${book.id}`), 404, 'NOT_FOUND')
      const map = await summaryMap(a)
      assert.deepEqual([...map.keys()], ['films'])
      assert.deepEqual(ok(await a.get(`${CUSTOM}/films/${film.id}`)), film)
      // The name can be used again.
      const fresh = await createCustom(a, 'books', { n: 4 })
      assert.deepEqual(idsOf(await collectCustom(a, 'books')), [fresh.id])
    })

    test('collections are private to each identity', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('custom-a'))
      const b = as(app, id('custom-b'))
      const mine = await createCustom(a, 'shared', { owner: 'a' })
      assert.deepEqual(await collectCustom(b, 'shared'), [])
      assert.deepEqual(await summaries(b), { totalCollections: 0, collections: [] })
      assertProblem(await b.get(`${CUSTOM}/shared/${mine.id}`), 404, 'NOT_FOUND')
      assertProblem(await b.put(`${CUSTOM}/shared/${mine.id}`, { owner: 'b' }), 404, 'NOT_FOUND')
      assertProblem(await b.patch(`${CUSTOM}/shared/${mine.id}`, { owner: 'b' }), 404, 'NOT_FOUND')
      assertProblem(await b.delete(`${CUSTOM}/shared/${mine.id}`), 404, 'NOT_FOUND')
      await b.delete(`${CUSTOM}/shared`)
      const theirs = await createCustom(b, 'shared', { owner: 'b' })
      assert.deepEqual(await collectCustom(a, 'shared'), [mine])
      assert.deepEqual(await collectCustom(b, 'shared'), [theirs])
      assert.equal((await summaryMap(a)).get('shared')?.count, 1)
      assert.equal((await summaryMap(b)).get('shared')?.count, 1)
    })
  })
}
