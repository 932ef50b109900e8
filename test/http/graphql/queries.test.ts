import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { getIntrospectionQuery } from 'graphql'
import { createMemoryStore } from '../../../src/store/memory/memory-store.ts'
import type { Overlay, Store } from '../../../src/store/port.ts'
import { appPerSuite, as, build, STORES, sandboxes } from '../../helper.ts'
import { gql } from './support.ts'

const NESTED = `{
  users(limit: 10) {
    id name username avatar
    posts { id user_id userId title thumbnail
      comments { id post_id postId name email }
    }
  }
}`

for (const store of STORES) {
  describe(`GraphQL queries (${store})`, () => {
    const shared = appPerSuite({ store })
    test('the nested users → posts → comments query matches what REST serves', async () => {
      const app = await shared()
      const id = sandboxes()
      const { status, body } = await gql(app, NESTED)
      assert.equal(status, 200)
      assert.equal(body.errors, undefined)
      const users = body.data.users
      assert.equal(users.length, 10)
      const rest = as(app, id('rest-reader'))
      for (const user of users) {
        const posts = (await rest.get(`/api/v1/users/${user.id}/posts`)).json().data
        assert.deepEqual(
          user.posts.map((p: { id: string }) => p.id),
          posts.map((p: { id: number }) => String(p.id)),
        )
        assert.equal(user.avatar, `http://127.0.0.1:3000/api/v1/avatars/${user.username}.svg`)
        for (const post of user.posts) {
          assert.equal(post.user_id, user.id)
          assert.equal(post.userId, user.id)
          assert.equal(
            post.thumbnail,
            `http://127.0.0.1:3000/api/v1/thumbnails/post-${post.id}.svg`,
          )
          const comments = (await rest.get(`/api/v1/posts/${post.id}/comments`)).json().data
          assert.deepEqual(
            post.comments.map((c: { email: string }) => c.email),
            comments.map((c: { email: string }) => c.email),
          )
          for (const c of post.comments) assert.equal(c.postId, post.id)
        }
      }
    })

    test('list arguments behave as REST: q, _sort, _order, page, limit clamp, filters', async () => {
      const app = await shared()
      const id = sandboxes()
      const rest = as(app, id('lists'))
      const cases: Array<[string, string]> = [
        ['posts(limit: 100) { id }', '/api/v1/posts?limit=100'],
        ['users(q: "gwen") { id }', '/api/v1/users?q=gwen'],
        [
          'users(_sort: "address.city", _order: "DESC", page: 2, limit: 5) { id }',
          '/api/v1/users?_sort=address.city&_order=desc&page=2&limit=5',
        ],
        ['todos(user_id: "2", completed: false) { id }', '/api/v1/todos?user_id=2&completed=false'],
        ['comments(post_id: "7") { id }', '/api/v1/comments?post_id=7'],
      ]
      for (const [field, url] of cases) {
        const { body } = await gql(app, `{ ${field} }`, { identity: id('lists') })
        const key = Object.keys(body.data)[0] as string
        const expected = (await rest.get(url)).json().data.map((r: { id: number }) => String(r.id))
        assert.deepEqual(
          body.data[key].map((r: { id: string }) => r.id),
          expected,
          field,
        )
      }
      assert.equal((await gql(app, '{ posts(limit: 100) { id } }')).body.data.posts.length, 30)
    })

    test('single-record queries return null for an unknown id and INVALID_ID for a malformed one', async () => {
      const app = await shared()
      const { body } = await gql(app, '{ user(id: "1") { name } post(id: "9999") { id } }')
      assert.equal(body.data.user.name, 'Leanne Graham')
      assert.equal(body.data.post, null)
      const bad = await gql(app, '{ todo(id: "abc") { id } }')
      assert.equal(bad.body.errors[0].extensions.code, 'INVALID_ID')
    })

    test('bad list arguments carry extensions.code INVALID_QUERY', async () => {
      const app = await shared()
      for (const field of [
        'posts(page: 0)',
        'posts(_sort: "nope")',
        'posts(_order: "up")',
        'posts(user_id: "x")',
      ]) {
        const { status, body } = await gql(app, `{ ${field} { id } }`)
        assert.equal(status, 200, field)
        assert.equal(body.errors[0].extensions.code, 'INVALID_QUERY', field)
      }
    })

    test('relational fields see the caller’s overlay', async () => {
      const app = await shared()
      const id = sandboxes()
      const me = as(app, id('overlay-reader'))
      await me.patch('/api/v1/users/1', { name: 'Renamed' })
      const created = (await me.post('/api/v1/posts', { user_id: 1, title: 'Mine' })).json()
      await me.delete('/api/v1/comments/1')
      const { body } = await gql(
        app,
        `{ user(id: "1") { name posts(limit: 1) { id title user { name } comments { id } } }
           post(id: "1") { comments { id } } }`,
        { identity: id('overlay-reader') },
      )
      assert.equal(body.data.user.name, 'Renamed')
      assert.equal(body.data.user.posts[0].id, created.id)
      assert.equal(body.data.user.posts[0].user.name, 'Renamed')
      assert.deepEqual(
        body.data.post.comments.map((c: { id: string }) => c.id),
        ['2', '3'],
      )
      const stranger = await gql(app, '{ user(id: "1") { name posts(limit: 1) { title } } }', {
        identity: id('x'),
      })
      assert.equal(stranger.body.data.user.name, 'Leanne Graham')
    })

    test('queries deeper than 10 levels are refused', async () => {
      const app = await shared()
      const deep = `{ post(id: "1") { user { posts { user { posts { user { posts { user { posts { user { posts { id } } } } } } } } } } } }`
      const { body } = await gql(app, deep)
      assert.ok(body.errors?.length > 0)
      assert.match(body.errors[0].message, /12 levels deep; the limit is 10/)
      const ok = await gql(app, '{ post(id: "1") { user { posts { user { name } } } } }')
      assert.equal(ok.body.errors, undefined)
      // Introspection is deeper than 10 but is not counted: GraphiQL needs it.
      const schema = await gql(app, getIntrospectionQuery({ inputValueDeprecation: true }))
      assert.equal(schema.body.errors, undefined)
      assert.ok(schema.body.data.__schema.types.some((t: { name: string }) => t.name === 'Post'))
    })

    test('is served at /api/v1/graphql too, and over GET for queries', async () => {
      const app = await shared()
      const alias = await gql(app, '{ user(id: "2") { username } }', { url: '/api/v1/graphql' })
      assert.equal(alias.body.data.user.username, 'Antonette')
      const get = await app.inject({
        method: 'GET',
        url: `/graphql?query=${encodeURIComponent('{ user(id: "3") { username } }')}`,
      })
      assert.equal(get.json().data.user.username, 'Samantha')
      const mutation = await app.inject({
        method: 'GET',
        url: `/graphql?query=${encodeURIComponent('mutation { deletePost(id: "1") }')}`,
      })
      assert.ok(mutation.statusCode >= 400)
    })

    test('answers application/graphql-response+json when asked', async () => {
      const app = await shared()
      const ok = await gql(app, '{ user(id: "1") { id } }', {
        headers: { accept: 'application/graphql-response+json' },
      })
      assert.match(String(ok.headers['content-type']), /^application\/graphql-response\+json/)
      const invalid = await gql(app, '{ nope }', {
        headers: { accept: 'application/graphql-response+json' },
      })
      assert.equal(invalid.status, 400)
      assert.equal(invalid.body.data, undefined)
      const legacy = await gql(app, '{ nope }', { headers: { accept: 'application/json' } })
      assert.equal(legacy.status, 200)
      assert.match(String(legacy.headers['content-type']), /^application\/json/)
    })
  })
}

/** A real store whose overlay reads are counted: instrumentation, not a stand-in. */
function countingStore(): { store: Store; reads: () => number } {
  const inner = createMemoryStore()
  let reads = 0
  const overlay: Overlay = {
    ...inner.overlay,
    entries: (...args) => {
      reads++
      return inner.overlay.entries(...args)
    },
    get: (...args) => {
      reads++
      return inner.overlay.get(...args)
    },
    all: (...args) => {
      reads++
      return inner.overlay.all(...args)
    },
  }
  return { store: { ...inner, overlay }, reads: () => reads }
}

test('a query for 10 users with posts and comments reads each resource from the store once', async (t) => {
  const { store, reads } = countingStore()
  const app = await build(t, {}, { store })
  const me = as(app, 'batched')
  await me.post('/api/v1/posts', { user_id: 1, title: 'overlay post' })
  await me.patch('/api/v1/comments/1', { name: 'overlay comment' })
  const before = reads()
  const { body } = await gql(app, NESTED, { identity: 'batched' })
  assert.equal(body.data.users.length, 10)
  const postsSeen = body.data.users.flatMap((u: { posts: unknown[] }) => u.posts).length
  assert.equal(postsSeen, 41)
  // users, posts and comments: one read each, however many records the query touched.
  assert.equal(reads() - before, 3)
})
