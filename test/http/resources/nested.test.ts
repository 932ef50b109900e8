import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { appPerSuite, as, STORES, sandboxes } from '../../helper.ts'
import {
  API,
  assertProblem,
  baseRecords,
  collect,
  create,
  ids,
  list,
  parseLink,
  type Rec,
} from './support.ts'

/** The nested routes: parent resource, child resource, and the child field naming the parent. */
const NESTED = [
  ['users', 'posts', 'user_id'],
  ['users', 'todos', 'user_id'],
  ['posts', 'comments', 'post_id'],
] as const

for (const store of STORES) {
  describe(`nested routes (${store})`, () => {
    const shared = appPerSuite({ store })
    test('GET /{parent}/{id}/{child} lists the children of that parent in id order', async (t) => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('nested-a'))
      for (const [parent, child, field] of NESTED) {
        await t.test(`/${parent}/{id}/${child}`, async () => {
          for (const parentId of [1, 2, baseRecords(app, parent).length]) {
            const expected = baseRecords(app, child).filter((r) => r[field] === parentId)
            assert.ok(expected.length > 0)
            const res = await a.get(`${API}/${parent}/${parentId}/${child}`)
            const body = list(res)
            assert.deepEqual(
              body.data,
              expected.slice(0, 10).map((r) => ({ ...r })),
            )
            assert.equal(body.pagination.total, expected.length)
            assert.equal(body.pagination.page, 1)
            assert.equal(body.pagination.limit, 10)
            assert.equal(res.headers['x-total-count'], String(expected.length))
          }
        })
      }
    })

    test('nested lists take page, limit, q, _sort and _order', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('nested-a'))
      const posts = baseRecords(app, 'posts').filter((r) => r.user_id === 3)
      const paged = list(await a.get(`${API}/users/3/posts?page=2&limit=3`))
      assert.deepEqual(ids(paged.data), ids(posts.slice(3, 6)))
      assert.deepEqual(paged.pagination, {
        page: 2,
        limit: 3,
        total: posts.length,
        totalPages: Math.ceil(posts.length / 3),
        hasNextPage: 2 < Math.ceil(posts.length / 3),
        hasPrevPage: true,
      })

      const byTitle = [...posts].sort((x, y) => {
        const [p, q] = [String(x.title).toLowerCase(), String(y.title).toLowerCase()]
        return p < q ? 1 : p > q ? -1 : 0
      })
      const sorted = list(await a.get(`${API}/users/3/posts?_sort=title&_order=desc`))
      assert.deepEqual(ids(sorted.data), ids(byTitle))

      const word = String((posts[0] as Rec).title).split(' ')[0] as string
      const matching = posts.filter((r) =>
        `${r.title}\u0000${r.body}`.toLowerCase().includes(word.toLowerCase()),
      )
      const searched = list(
        await a.get(`${API}/users/3/posts?q=${encodeURIComponent(word.toUpperCase())}`),
      )
      assert.deepEqual(ids(searched.data), ids(matching))

      const comments = baseRecords(app, 'comments').filter((r) => r.post_id === 4)
      const aliased = list(await a.get(`${API}/posts/4/comments?_page=2&_limit=2`))
      assert.deepEqual(ids(aliased.data), ids(comments.slice(2, 4)))
    })

    test('GET /users/{id}/todos filters by completed', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('nested-a'))
      for (const userId of [1, 2, 3, 4, 5]) {
        const todos = baseRecords(app, 'todos').filter((r) => r.user_id === userId)
        for (const completed of [true, false]) {
          const { data, total } = await collect(
            a,
            `${API}/users/${userId}/todos?completed=${completed}`,
          )
          const expected = todos.filter((r) => r.completed === completed)
          assert.deepEqual(ids(data), ids(expected), `user ${userId} completed=${completed}`)
          assert.equal(total, expected.length)
        }
      }
      assertProblem(await a.get(`${API}/users/1/todos?completed=maybe`), 400, 'INVALID_QUERY')
    })

    test('nested lists carry a Link header for their own path', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('nested-a'))
      const total = baseRecords(app, 'comments').filter((r) => r.post_id === 2).length
      const links = parseLink((await a.get(`${API}/posts/2/comments?limit=1&page=2`)).headers.link)
      assert.equal(links.next?.pathname, `${API}/posts/2/comments`)
      assert.equal(links.next?.searchParams.get('page'), '3')
      assert.equal(links.prev?.searchParams.get('page'), '1')
      assert.equal(links.last?.searchParams.get('page'), String(total))
    })

    test('the parent in the path wins over a filter in the query', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('nested-a'))
      const expected = baseRecords(app, 'posts').filter((r) => r.user_id === 1)
      // Under either name: the query's filter on the parent's field is named as ignored.
      for (const name of ['user_id', 'userId', 'user_id_ne', 'userId:in']) {
        const res = await a.get(`${API}/users/1/posts?${name}=2`)
        assert.deepEqual(ids(list(res).data), ids(expected), name)
        assert.equal(res.headers['x-playground-ignored'], name)
      }
    })

    test('nested lists show the overlay: created, moved, updated and deleted children', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('nested-a'))
      const base = baseRecords(app, 'posts')
      const created = await create(a, 'posts', { user_id: 1, title: 'my new post' })
      await create(a, 'posts', { user_id: 2, title: 'someone else' })
      const incoming = base.find((r) => r.user_id === 2) as Rec
      const own = base.filter((r) => r.user_id === 1)
      const [kept, removed, edited] = [own[0], own[1], own[2]] as [Rec, Rec, Rec]
      await a.patch(`${API}/posts/${incoming.id}`, { user_id: 1 })
      await a.delete(`${API}/posts/${removed.id}`)
      await a.patch(`${API}/posts/${edited.id}`, { title: 'edited' })
      const { data } = await collect(a, `${API}/users/1/posts`)
      const expected = [
        created.id,
        ...ids(
          base.filter((r) => (r.user_id === 1 && r.id !== removed.id) || r.id === incoming.id),
        ),
      ]
      assert.deepEqual(ids(data), expected)
      assert.equal(data.find((r) => r.id === edited.id)?.title, 'edited')
      assert.equal(data.find((r) => r.id === edited.id)?._sandbox, 'updated')
      assert.equal('_sandbox' in (data.find((r) => r.id === kept.id) as Rec), false)

      const two = await collect(a, `${API}/users/2/posts`)
      assert.equal(ids(two.data).includes(incoming.id), false)

      const todo = await create(a, 'todos', { user_id: '1', title: 'mine', completed: true })
      const todos = list(await a.get(`${API}/users/1/todos?completed=true`))
      assert.equal(todos.data[0]?.id, todo.id)

      const comment = await create(a, 'comments', { post_id: 1, name: 'first!' })
      await a.delete(`${API}/comments/1`)
      const comments = await collect(a, `${API}/posts/1/comments`)
      assert.deepEqual(ids(comments.data), [
        comment.id,
        ...ids(baseRecords(app, 'comments').filter((r) => r.post_id === 1 && r.id !== 1)),
      ])

      // Another identity sees the baseline children only.
      const other = await collect(as(app, id('nested-b')), `${API}/users/1/posts`)
      assert.deepEqual(ids(other.data), ids(own))
    })

    test('an unknown parent is 404', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('nested-a'))
      for (const [parent, child] of NESTED) {
        const unknown = baseRecords(app, parent).length + 1
        assertProblem(await a.get(`${API}/${parent}/${unknown}/${child}`), 404, 'NOT_FOUND')
        const local = 'local-00000000-0000-4000-8000-000000000000'
        assertProblem(await a.get(`${API}/${parent}/${local}/${child}`), 404, 'NOT_FOUND')
      }
    })

    test('a parent deleted by the caller is 404 for the caller only', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('nested-a'))
      for (const parent of ['users', 'posts']) {
        assert.equal((await a.delete(`${API}/${parent}/2`)).statusCode, 200)
      }
      for (const [parent, child] of NESTED) {
        assertProblem(await a.get(`${API}/${parent}/2/${child}`), 404, 'NOT_FOUND')
        assert.equal(
          (await as(app, id('nested-b')).get(`${API}/${parent}/2/${child}`)).statusCode,
          200,
        )
      }
    })

    test('a parent created by the caller answers an empty list', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('nested-a'))
      for (const [parent, child] of NESTED) {
        const created = await create(a, parent, { name: 'a new parent' })
        const body = list(await a.get(`${API}/${parent}/${created.id}/${child}`))
        assert.deepEqual(body.data, [])
        assert.equal(body.pagination.total, 0)
        await a.delete(`${API}/${parent}/${created.id}`)
        assertProblem(await a.get(`${API}/${parent}/${created.id}/${child}`), 404, 'NOT_FOUND')
      }
    })

    test('a malformed parent id is 400 INVALID_ID', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('nested-a'))
      for (const [parent, child] of NESTED) {
        for (const bad of ['abc', 'local-xyz']) {
          assertProblem(await a.get(`${API}/${parent}/${bad}/${child}`), 400, 'INVALID_ID')
        }
      }
    })
  })
}
