import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { readDataset } from '../../../src/domain/dataset/read.ts'
import { appPerSuite, as, build, STORES, sandboxes } from '../../helper.ts'
import { gql } from './support.ts'

/** json-server 0.17's README example, widened with the value kinds a file may hold. */
const DB = readDataset(
  JSON.stringify({
    posts: [
      {
        id: 1,
        title: 'json-server',
        author: 'typicode',
        views: 3_000_000_000,
        rating: 4.5,
        draft: false,
        meta: { words: 12, lang: 'en' },
        tags: ['a', 'b'],
      },
      { id: 2, title: 'second', author: 'someone', views: 7, rating: 3, draft: true },
    ],
    comments: [
      { id: 1, body: 'some comment', postId: 1 },
      { id: 2, body: 'more', postId: 1 },
      { id: 3, body: 'elsewhere', postId: 2 },
    ],
    tags: [
      { id: 'red', label: 'Red', 'first-name': 'kept' },
      { id: 'blue', label: 'Blue' },
    ],
    addresses: [{ id: 1, city: 'Lyon' }],
    profile: { name: 'typicode', links: { site: 'https://example.com' } },
  }),
)

// biome-ignore lint/suspicious/noExplicitAny: an answer is read by path and checked whole by deepEqual
type Answer = Record<string, any>
type Body = { data?: Record<string, unknown> | null; errors?: Array<{ message: string }> }
const ask = async (app: FastifyInstance, identity: string, query: string, variables?: object) =>
  (await gql(app, query, { identity, variables })).body as Body

/** The field names of a type, by introspection; undefined when the schema has no such type. */
async function fieldsOf(app: FastifyInstance, type: string, identity = 'reader') {
  const body = await ask(app, identity, `{ __type(name: "${type}") { fields { name } } }`)
  const found = body.data?.__type as { fields: Array<{ name: string }> } | null
  return found?.fields.map((f) => f.name)
}

for (const store of STORES) {
  describe(`a db.json's collections over GraphQL (${store})`, () => {
    const shared = appPerSuite({ store }, { dataset: DB })
    test('types inferred from the records, with relations both ways', async () => {
      const app = await shared()
      const id = sandboxes()
      const body = await ask(
        app,
        id('reader'),
        `{ posts { id title views rating draft meta { words lang } tags
             comments { id body post { title } } }
           tag(id: "red") { label _record }
           comment(id: 3) { body post { id } }
           profile { name links { site } } }`,
      )
      assert.equal(body.errors, undefined)
      const data = body.data as Answer
      assert.deepEqual(data.posts[0], {
        id: '1',
        title: 'json-server',
        // Beyond GraphQL's 32-bit Int: the field is a Float, which holds it exactly.
        views: 3_000_000_000,
        rating: 4.5,
        draft: false,
        meta: { words: 12, lang: 'en' },
        tags: ['a', 'b'],
        comments: [
          { id: '1', body: 'some comment', post: { title: 'json-server' } },
          { id: '2', body: 'more', post: { title: 'json-server' } },
        ],
      })
      assert.equal(data.posts[1].tags, null)
      // A field GraphQL cannot name is still there, in the whole record.
      assert.deepEqual(data.tag, {
        label: 'Red',
        _record: { id: 'red', label: 'Red', 'first-name': 'kept' },
      })
      assert.deepEqual(data.comment, { body: 'elsewhere', post: { id: '2' } })
      assert.deepEqual(data.profile, { name: 'typicode', links: { site: 'https://example.com' } })

      const types = await ask(
        app,
        id('reader'),
        `{ post: __type(name: "Post") { fields { name type { name kind ofType { name } } } } }`,
      )
      const post = (
        (types.data as Answer).post as {
          fields: Array<{
            name: string
            type: { name: string | null; ofType: { name: string } | null }
          }>
        }
      ).fields
      const typeOf = (name: string) => {
        const f = post.find((x) => x.name === name)?.type
        return f?.name ?? f?.ofType?.name
      }
      assert.equal(typeOf('id'), 'ID')
      assert.equal(typeOf('views'), 'Float')
      assert.equal(typeOf('draft'), 'Boolean')
      assert.equal(typeOf('title'), 'String')
      assert.equal(typeOf('tags'), 'JSON')
      assert.equal(typeOf('meta'), 'PostMeta')
      assert.equal(typeOf('comments'), null) // a non-null list
    })

    test('lists take the query language: where, q, sort, pages, cursors', async () => {
      const app = await shared()
      const id = sandboxes()
      const body = await ask(
        app,
        id('reader'),
        `{ a: posts(where: {OR: [{draft: {eq: true}}, {meta: {lang: {eq: "en"}}}]}, _sort: "-id") { id }
           b: posts(q: "SECOND") { id }
           c: commentsPage(limit: 2) { data { id } pagination { total page totalPages hasNextPage } }
           d: commentsPage(cursor: "", limit: 2) { data { id } pagination { nextCursor hasMore } }
           e: posts(where: {title: {like: "^json"}}) { id }
           f: post(id: 99) { id } }`,
      )
      assert.equal(body.errors, undefined)
      const data = body.data as Answer
      assert.deepEqual(data.a, [{ id: '2' }, { id: '1' }])
      assert.deepEqual(data.b, [{ id: '2' }])
      assert.deepEqual(data.c, {
        data: [{ id: '1' }, { id: '2' }],
        pagination: { total: 3, page: 1, totalPages: 2, hasNextPage: true },
      })
      assert.equal(data.d.data.length, 2)
      assert.equal(data.d.pagination.hasMore, true)
      assert.deepEqual(data.e, [{ id: '1' }])
      assert.equal(data.f, null)

      const bad = await ask(app, id('reader'), '{ posts(where: {views: {like: "("}}) { id } }')
      assert.match(bad.errors?.[0]?.message ?? '', /where\.views\.like/)
    })

    test('mutations write the caller sandbox only, as REST sees it', async () => {
      const app = await shared()
      const id = sandboxes()
      const created = await ask(
        app,
        id('alice'),
        `mutation { createComment(body: "mine", postId: 2) { id body _sandbox post { title } } }`,
      )
      assert.equal(created.errors, undefined)
      const comment = created.data?.createComment as Answer
      assert.match(comment.id, /^local-/)
      assert.deepEqual(
        { ...comment, id: undefined },
        { id: undefined, body: 'mine', _sandbox: 'created', post: { title: 'second' } },
      )
      const rest = (await as(app, id('alice')).get(`/api/v1/comments/${comment.id}`)).json()
      assert.equal(rest.body, 'mine')

      const updated = await ask(
        app,
        id('alice'),
        `mutation { updatePost(id: 1, title: "renamed", meta: null) { title meta { lang } _sandbox } }`,
      )
      assert.deepEqual(updated.data?.updatePost, {
        title: 'renamed',
        meta: null,
        _sandbox: 'updated',
      })
      const removed = await ask(app, id('alice'), 'mutation { deleteTag(id: "blue") }')
      assert.deepEqual(removed.data, { deleteTag: true })
      const profile = await ask(
        app,
        id('alice'),
        'mutation { updateProfile(name: "alice", links: {site: "https://alice.test"}) { name links { site } } }',
      )
      assert.deepEqual(profile.data?.updateProfile, {
        name: 'alice',
        links: { site: 'https://alice.test' },
      })

      const mine = await ask(app, id('alice'), '{ posts { title } tags { id } comments { id } }')
      assert.deepEqual((mine.data as Answer).posts[0], { title: 'renamed' })
      assert.deepEqual(mine.data?.tags, [{ id: 'red' }])
      assert.equal((mine.data as Answer).comments.length, 4)
      assert.deepEqual((await as(app, id('alice')).get('/api/v1/profile')).json().name, 'alice')

      // Another identity sees the file as it is.
      const bob = await ask(
        app,
        id('bob'),
        '{ posts { title } tags { id } comments { id } profile { name } }',
      )
      assert.deepEqual(bob.data, {
        posts: [{ title: 'json-server' }, { title: 'second' }],
        tags: [{ id: 'red' }, { id: 'blue' }],
        comments: [{ id: '1' }, { id: '2' }, { id: '3' }],
        profile: { name: 'typicode' },
      })
      const missing = await ask(
        app,
        id('bob'),
        'mutation { updatePost(id: 404, title: "x") { id } }',
      )
      assert.match(missing.errors?.[0]?.message ?? '', /post 404/)
    })

    test('a built-in replaced by the file leaves the schema with every field reaching it', async () => {
      const app = await shared()
      const id = sandboxes()
      // users and todos are still the built-ins; posts and comments are the file's.
      const user = await fieldsOf(app, 'User', id('reader'))
      assert.ok(user?.includes('todos'))
      assert.ok(!user?.includes('posts'), 'User.posts reached the built-in posts')
      assert.deepEqual(await fieldsOf(app, 'PostPage', id('reader')), ['data', 'pagination'])
      const subscriptions = await fieldsOf(app, 'Subscription', id('reader'))
      assert.ok(!subscriptions?.includes('postAdded') && !subscriptions?.includes('commentAdded'))
      assert.ok(subscriptions?.includes('todoUpdated'))
      const mutations = (await fieldsOf(app, 'Mutation', id('reader'))) ?? []
      assert.equal(mutations.filter((m) => m.startsWith('deletePost')).length, 1)
      assert.ok(mutations.includes('createTodo'))
      // The file's addresses cannot be `Address`, the built-in user's address type.
      assert.deepEqual(await fieldsOf(app, 'AddressRecord', id('reader')), [
        'id',
        'city',
        '_sandbox',
        '_record',
      ])
      assert.ok((await fieldsOf(app, 'Address', id('reader')))?.includes('zipcode'))
      const built = await ask(
        app,
        id('reader'),
        '{ users(limit: 1) { id todos(limit: 1) { id } } }',
      )
      assert.equal(built.errors, undefined)
    })

    test('--no-builtin: only the file, and the auth profile is its users', async (t) => {
      const file = readDataset(
        JSON.stringify({
          users: [{ id: 7, name: 'Ann', username: 'ann', email: 'ann@example.com' }],
          todos: [{ id: 1, userId: 7, title: 'write' }],
        }),
      )
      const app = await build(t, { store }, { dataset: file, builtin: false })
      const query = ((await fieldsOf(app, 'Query')) ?? []).sort()
      // Payments and uploads are the service's own, served whatever the file holds
      // (docs/contract/uploads.md, docs/contract/payments.md#graphql).
      assert.deepEqual(query, [
        'me',
        'paymentIntent',
        'paymentIntents',
        'todo',
        'todos',
        'todosPage',
        'upload',
        'uploads',
        'user',
        'users',
        'usersPage',
      ])
      assert.equal(await fieldsOf(app, 'Address'), undefined)
      const login = await ask(
        app,
        'ann-device',
        'mutation { login(username: "ann", password: "x") { access_token user { id name todos { title } } } }',
      )
      assert.equal(login.errors, undefined)
      const payload = login.data?.login as { access_token: string; user: unknown }
      assert.deepEqual(payload.user, { id: '7', name: 'Ann', todos: [{ title: 'write' }] })
      const me = await gql(app, '{ me { username } }', {
        identity: 'ann-device',
        headers: { authorization: `Bearer ${payload.access_token}` },
      })
      assert.deepEqual(me.body.data, { me: { username: 'ann' } })
    })

    test('hostile JSON arguments are refused before they reach a sandbox', async () => {
      const app = await shared()
      const id = sandboxes()
      for (const literal of [
        '{a: {__proto__: {x: 1}}}',
        '{constructor: 1}',
        '{b: [{prototype: 2}]}',
      ]) {
        const body = await ask(
          app,
          id('mallory'),
          `mutation { updateProfile(links: ${literal}) { name } }`,
        )
        assert.match(body.errors?.[0]?.message ?? '', /is not allowed/, literal)
      }
      let deep: unknown = 1
      for (let i = 0; i < 40; i++) deep = { d: deep }
      const body = await ask(
        app,
        id('mallory'),
        'mutation ($v: JSON) { updateProfile(links: $v) { name } }',
        { v: deep },
      )
      assert.match(body.errors?.[0]?.message ?? '', /deeper than 32/)
      const poisoned = await ask(
        app,
        id('mallory'),
        'mutation ($v: JSON) { updateProfile(links: $v) { name } }',
        { v: JSON.parse('{"a": {"__proto__": {"polluted": true}}}') },
      )
      assert.match(poisoned.errors?.[0]?.message ?? '', /__proto__/)
      assert.equal(({} as Record<string, unknown>).polluted, undefined)
      const profile = (await as(app, id('mallory')).get('/api/v1/profile')).json()
      assert.deepEqual(profile, { name: 'typicode', links: { site: 'https://example.com' } })
    })

    test('GraphiQL opens with a query that runs on what is served', async (t) => {
      const cases = [
        { options: {}, first: 'users' },
        { options: { dataset: DB }, first: 'posts' },
        {
          options: {
            dataset: readDataset('{"books": [{"id": 1, "title": "Dune"}]}'),
            builtin: false,
          },
          first: 'books',
        },
      ]
      for (const { options, first } of cases) {
        const app = await build(t, { store }, options)
        const res = await app.inject({ url: '/graphiql/example.graphql' })
        assert.equal(res.statusCode, 200)
        const body = await ask(app, 'reader', res.body)
        assert.equal(body.errors, undefined, res.body)
        const rows = body.data?.[first] as unknown[]
        assert.ok(rows.length > 0, `${first}: ${res.body}`)
      }
    })
  })
}
