import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { as, build, STORES } from '../helper.ts'

/** Texts `Number()` reads as an integer that are not one written in digits. */
const NOT_DIGITS = ['0x10', '1e1', '+5', ' 5', '5 ', '30.0', '', '0b11', '1_0']

/** Every integer query parameter, on a route that takes it, with a value it accepts. */
const PARAMETERS: Array<[path: string, param: string, good: string]> = [
  ['/api/v1/posts', 'page', '2'],
  ['/api/v1/posts', 'limit', '5'],
  ['/api/v1/posts', '_page', '2'],
  ['/api/v1/posts', '_limit', '5'],
  ['/api/v1/posts', 'user_id', '3'],
  ['/api/v1/comments', 'post_id', '3'],
  ['/api/v1/todos', 'user_id', '3'],
  ['/api/v1/users/1/posts', 'page', '1'],
  ['/api/v1/custom/products', 'page', '1'],
  ['/api/v1/custom/products', '_limit', '5'],
  ['/api/v1/avatars/Bret.svg', 'size', '64'],
  ['/api/v1/thumbnails/post-1.svg', 'width', '300'],
  ['/api/v1/thumbnails/post-1.svg', 'height', '200'],
  ['/api/v1/posts', '_delay', '0'],
  ['/api/v1/posts', '_status', '418'],
]

for (const store of STORES) {
  describe(`integer query parameters are digits only (${store})`, () => {
    test('0x10, 1e1, +5, " 5", 30.0 … are 400 INVALID_QUERY naming the parameter and the value', async (t) => {
      const app = await build(t, { store })
      const client = as(app, 'integers')
      for (const [path, param, good] of PARAMETERS) {
        const ok = await client.get(`${path}?${param}=${good}`)
        assert.notEqual(ok.statusCode, 400, `${path}?${param}=${good} is accepted: ${ok.body}`)
        for (const value of NOT_DIGITS) {
          const url = `${path}?${param}=${encodeURIComponent(value)}`
          const res = await client.get(url)
          assert.equal(res.statusCode, 400, `${url}: ${res.body}`)
          const body = res.json() as { code: string; detail: string }
          assert.equal(body.code, 'INVALID_QUERY', url)
          assert.ok(body.detail.includes(param), `'${body.detail}' names ${param}`)
        }
      }
    })

    test('pages and slice bounds past 2^53 are 400: they cannot be told apart, nor reported', async (t) => {
      const app = await build(t, { store })
      const client = as(app, 'integers')
      const huge = '9'.repeat(23)
      for (const [query, param] of [
        [`page=${huge}`, 'page'],
        [`_page=${huge}`, '_page'],
        ['page=9007199254740993', 'page'],
        [`_start=${huge}`, '_start'],
        ['skip=9007199254740993&limit=2', 'skip'],
        [`_start=1&_end=${huge}`, '_end'],
      ]) {
        const res = await client.get(`/api/v1/posts?${query}`)
        assert.equal(res.statusCode, 400, `${query}: ${res.body}`)
        const body = res.json() as { code: string; detail: string }
        assert.equal(body.code, 'INVALID_QUERY', query)
        assert.ok(body.detail.includes(param as string), `'${body.detail}' names ${param}`)
      }
      const last = await client.get('/api/v1/posts?page=9007199254740991')
      assert.equal(last.statusCode, 200, last.body)
      assert.equal(last.headers['x-page'], '9007199254740991')
    })

    test('page=0x10 is not page 16, and the detail quotes the value', async (t) => {
      const app = await build(t, { store })
      const res = await as(app, 'integers').get('/api/v1/posts?page=0x10&limit=5')
      assert.equal(res.statusCode, 400)
      assert.match((res.json() as { detail: string }).detail, /page .*'0x10'/)
    })

    test('GraphQL ID arguments are digits only', async (t) => {
      const app = await build(t, { store })
      const client = as(app, 'integers')
      for (const query of [
        '{ posts(user_id: "0x10") { id } }',
        '{ comments(post_id: "1e1") { id } }',
        '{ post(id: "+5") { id } }',
        '{ user(id: " 5") { id } }',
        '{ todo(id: "30.0") { id } }',
      ]) {
        const res = await client.send({ method: 'POST', url: '/graphql', payload: { query } })
        const body = res.json() as { errors?: Array<{ extensions: { code: string } }> }
        assert.ok(body.errors?.length, `${query} is refused: ${res.body}`)
        assert.match(body.errors[0]?.extensions.code ?? '', /^INVALID_(QUERY|ID)$/, query)
      }
    })
  })
}
