import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { as, build, STORES } from '../../helper.ts'
import { gql } from './support.ts'

type Row = { id: string | number }
const PAGINATION = `pagination {
  limit total page totalPages hasNextPage hasPrevPage nextCursor prevCursor hasMore
}`
const OFFSET_ONLY = ['page', 'totalPages', 'hasNextPage', 'hasPrevPage'] as const
const CURSOR_ONLY = ['nextCursor', 'prevCursor', 'hasMore'] as const

/** One `*Page` answer, failing on any error. */
async function page(app: FastifyInstance, field: string, identity: string) {
  const { body } = await gql(app, `{ p: ${field} { data { id } ${PAGINATION} } }`, { identity })
  assert.equal(body.errors, undefined, `${field}: ${JSON.stringify(body.errors)}`)
  return body.data.p as { data: Row[]; pagination: Record<string, unknown> }
}

const ids = (rows: Row[]) => rows.map((r) => String(r.id))

for (const store of STORES) {
  describe(`GraphQL *Page fields (${store})`, () => {
    test('by page number: the REST page and its pagination, cursor members null', async (t) => {
      const app = await build(t, { store })
      const rest = as(app, 'pages')
      const cases: Array<[string, string]> = [
        ['postsPage(page: 2, limit: 5)', '/api/v1/posts?page=2&limit=5'],
        [
          'todosPage(userId: "3", completed: false, _sort: "-title", limit: 2, page: 2)',
          '/api/v1/todos?userId=3&completed=false&_sort=-title&limit=2&page=2',
        ],
        [
          'commentsPage(where: {email: {like: "@gmail"}}, postId: "5", limit: 30)',
          '/api/v1/comments?email_like=%40gmail&post_id=5&limit=30',
        ],
        [
          'usersPage(where: {id: {lte: 20}, address: {city: {like: "^lake "}}}, page: 1, limit: 1)',
          '/api/v1/users?_limit=1&_page=1&id:lte=20&address.city_like=%5Elake%20',
        ],
        ['postsPage(page: 99)', '/api/v1/posts?page=99'],
      ]
      for (const [field, url] of cases) {
        const expected = (await rest.get(url)).json()
        const got = await page(app, field, 'pages')
        assert.deepEqual(ids(got.data), ids(expected.data), field)
        for (const key of CURSOR_ONLY) assert.equal(got.pagination[key], null, `${field}: ${key}`)
        const { nextCursor, prevCursor, hasMore, ...offset } = got.pagination
        assert.deepEqual(offset, expected.pagination, field)
      }
      // The OR's second branch counts: users 1 and 2, then the lake towns.
      const lakes = await page(
        app,
        'usersPage(where: {OR: [{id: {lte: 2}}, {address: {city: {like: "^lake "}}}]}, limit: 30)',
        'pages',
      )
      assert.deepEqual(ids(lakes.data), ['1', '2', '15', '18', '25'])
      assert.equal(lakes.pagination.total, 5)
    })

    test('by cursor: walked to the end and back, the records of the REST list with the same filters', async (t) => {
      const app = await build(t, { store })
      const me = as(app, 'cursor-walk')
      // An overlay record among them: created records come first.
      const mine = (
        await me.post('/api/v1/comments', {
          postId: 3,
          name: 'mine',
          email: 'me@yahoo.com',
          body: 'x',
        })
      ).json()
      const args =
        'where: {email: {like: "@yahoo\\\\.com$"}, post_id: {lte: 40}}, _sort: "-email,id"'
      const params = 'email_like=%40yahoo%5C.com%24&post_id_lte=40&_sort=-email,id'
      const walked: string[] = []
      const pages: string[][] = []
      let cursor = ''
      let last: Record<string, unknown> = {}
      for (let i = 0; i < 30; i++) {
        const p = await page(
          app,
          `commentsPage(${args}, limit: 7, cursor: "${cursor}")`,
          'cursor-walk',
        )
        for (const key of OFFSET_ONLY) assert.equal(p.pagination[key], null, key)
        assert.equal(p.pagination.limit, 7)
        assert.equal(p.pagination.hasMore, p.pagination.nextCursor !== null)
        assert.equal(p.pagination.prevCursor === null, i === 0)
        walked.push(...ids(p.data))
        pages.push(ids(p.data))
        last = p.pagination
        if (p.pagination.nextCursor === null) break
        cursor = p.pagination.nextCursor as string
      }
      assert.equal(last.nextCursor, null, 'the walk reached the end')
      assert.ok(pages.length >= 3, `${pages.length} pages`)

      // REST by cursor, and REST's whole list by offset: the same records in the same order.
      const restWalk: string[] = []
      let url = `/api/v1/comments?${params}&limit=7&cursor=`
      for (let i = 0; i < 30; i++) {
        const body = (await me.get(url)).json()
        restWalk.push(...ids(body.data))
        if (!body.pagination.nextCursor) break
        url = `/api/v1/comments?${params}&limit=7&cursor=${body.pagination.nextCursor}`
      }
      const whole: string[] = []
      for (let p = 1; p <= 10; p++) {
        const data = (await me.get(`/api/v1/comments?${params}&limit=30&page=${p}`)).json().data
        whole.push(...ids(data))
        if (data.length < 30) break
      }
      assert.deepEqual(walked, restWalk)
      assert.deepEqual(walked, whole)
      assert.equal(last.total, whole.length)
      assert.ok(walked.includes(mine.id))
      assert.equal(new Set(walked).size, walked.length)

      // Back from the last page by prevCursor: the same pages, in reverse.
      let prev = last.prevCursor as string | null
      const back: string[][] = []
      while (prev !== null) {
        const p = await page(
          app,
          `commentsPage(${args}, limit: 7, cursor: "${prev}")`,
          'cursor-walk',
        )
        back.unshift(ids(p.data))
        prev = p.pagination.prevCursor as string | null
      }
      assert.deepEqual(back, pages.slice(0, -1))
    })

    test('a cursor belongs to its query: garbage and another query’s cursor are INVALID_CURSOR', async (t) => {
      const app = await build(t, { store })
      const first = await page(app, 'postsPage(where: {id: {gt: 50}}, limit: 5, cursor: "")', 'c')
      assert.deepEqual(ids(first.data), ['51', '52', '53', '54', '55'])
      const next = first.pagination.nextCursor as string
      const cases = [
        'postsPage(cursor: "garbage") { data { id } }',
        `postsPage(cursor: "${'A'.repeat(3000)}") { data { id } }`,
        `postsPage(where: {id: {gt: 60}}, cursor: "${next}") { data { id } }`,
        `postsPage(where: {id: {gt: 50}}, _sort: "title", cursor: "${next}") { data { id } }`,
        `commentsPage(cursor: "${next}") { data { id } }`,
      ]
      for (const field of cases) {
        const { status, body } = await gql(app, `{ ${field} }`)
        assert.equal(status, 200, field)
        assert.equal(body.errors?.[0]?.extensions.code, 'INVALID_CURSOR', field)
        assert.equal(body.errors[0].extensions.status, 400, field)
      }
      // The same query with another page size goes on where the first page ended.
      const more = await page(
        app,
        `postsPage(where: {id: {gt: 50}}, limit: 3, cursor: "${next}")`,
        'c',
      )
      assert.deepEqual(ids(more.data), ['56', '57', '58'])
      const both = await gql(app, `{ postsPage(page: 2, cursor: "") { data { id } } }`)
      assert.equal(both.body.errors?.[0]?.extensions.code, 'INVALID_QUERY')
      assert.match(both.body.errors[0].message, /cursor/)
    })
  })
}
