import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { readDataset } from '../../../src/domain/dataset/read.ts'
import { appPerSuite, as, STORES, sandboxes } from '../../helper.ts'
import { gql } from '../graphql/support.ts'

/** Issue 35's reading: `posts:read` alone was given the whole user through `_expand=user`. */
const POSTS_ONLY = { 'x-simulate-scopes': 'posts:read' }

const scoped = (app: FastifyInstance, identity: string, url: string, scopes = POSTS_ONLY) =>
  as(app, identity).send({ method: 'GET', url, headers: scopes })

/** A db.json whose collections relate as json-server's do, built-in names and others. */
const DB = readDataset(
  JSON.stringify({
    users: [{ id: 1, name: 'Ann', email: 'ann@example.com' }],
    posts: [{ id: 1, title: 'a', userId: 1 }],
    comments: [{ id: 1, body: 'b', postId: 1 }],
    authors: [{ id: 1, name: 'Eliot' }],
    books: [{ id: 1, title: 'Middlemarch', authorId: 1 }],
  }),
)

for (const store of STORES) {
  describe(`RBAC through relations (${store})`, () => {
    const shared = appPerSuite({ store })
    const withDb = appPerSuite({ store }, { dataset: DB })
    test('_expand=user on a post needs users:read, refused as /users/1 is, naming the parameter', async () => {
      const app = await shared()
      const id = sandboxes()
      // The caller's unscoped read is kept (kept-answers.ts); the scoped one must not be given it.
      const plain = await as(app, id('rel-item')).get('/api/v1/posts/1?_expand=user')
      assert.equal(plain.statusCode, 200)
      assert.equal(plain.json().user.id, 1)

      const direct = await scoped(app, id('rel-item'), '/api/v1/users/1')
      assert.equal(direct.statusCode, 403)
      const res = await scoped(app, id('rel-item'), '/api/v1/posts/1?_expand=user')
      assert.equal(res.statusCode, 403, res.body)
      assert.equal(res.headers['content-type'], 'application/problem+json; charset=utf-8')
      const detail =
        '_expand=user reads users: to read users takes a scope covering users:read; the scopes in effect are posts:read'
      assert.deepEqual(res.json(), {
        type: '/problems/rbac-scope-forbidden',
        title: 'Forbidden',
        status: 403,
        detail,
        code: 'RBAC_SCOPE_FORBIDDEN',
        instance: '/api/v1/posts/1?_expand=user',
        error: 'Forbidden',
        message: detail,
        errors: [
          {
            field: '_expand',
            message:
              "'user' reads users: to read users takes a scope covering users:read; the scopes in effect are posts:read",
          },
        ],
        requiredScope: 'users:read',
        currentScopes: ['posts:read'],
      })
      assert.equal(res.json().code, direct.json().code)
      assert.equal(res.json().requiredScope, direct.json().requiredScope)

      const embed = await scoped(app, id('rel-item'), '/api/v1/posts/1?_embed=comments')
      assert.equal(embed.statusCode, 403)
      assert.equal(embed.json().requiredScope, 'comments:read')
      assert.match(embed.json().detail, /^_embed=comments reads comments: /)
      // The same through `_scopes`, and with the relations given together or repeated.
      const query = await as(app, id('rel-item')).get(
        '/api/v1/posts/1?_scopes=posts:read,users:read&_expand=user&_embed=comments',
      )
      assert.equal(query.statusCode, 403)
      assert.equal(query.json().requiredScope, 'comments:read')

      // Scopes that cover what the relations reach: the whole answer.
      const covered = await scoped(
        app,
        id('rel-item'),
        '/api/v1/posts/1?_expand=user&_embed=comments',
        {
          'x-simulate-scopes': 'posts:read,users:read,comments:read',
        },
      )
      assert.equal(covered.statusCode, 200, covered.body)
      assert.equal(covered.json().user.id, 1)
      assert.ok(covered.json().comments.length > 0)
      // A role without named scopes reads everything its row allows, relations too.
      const viewer = await as(app, id('rel-item')).get('/api/v1/posts/1?_expand=user&_role=viewer')
      assert.equal(viewer.statusCode, 200)
      assert.equal(viewer.json().user.id, 1)
      // A relation the resource lacks is still the 400 that names the valid ones.
      const bad = await scoped(app, id('rel-item'), '/api/v1/posts/1?_expand=author')
      assert.equal(bad.statusCode, 400)
      assert.equal(bad.json().code, 'INVALID_QUERY')
    })

    test('lists and their exports check every relation they name', async () => {
      const app = await shared()
      const id = sandboxes()
      const list = await scoped(app, id('rel-list'), '/api/v1/posts?_expand=user&limit=2')
      assert.equal(list.statusCode, 403, list.body)
      assert.equal(list.json().requiredScope, 'users:read')
      const csv = await as(app, id('rel-list')).send({
        method: 'GET',
        url: '/api/v1/todos?_expand=user',
        headers: { ...POSTS_ONLY, 'x-simulate-scopes': 'todos:read', accept: 'text/csv' },
      })
      assert.equal(csv.statusCode, 403)
      assert.equal(csv.json().requiredScope, 'users:read')
      const users = await scoped(app, id('rel-list'), '/api/v1/users?_embed=posts,todos', {
        'x-simulate-scopes': 'users:read,posts:read',
      })
      assert.equal(users.statusCode, 403)
      assert.match(users.json().detail, /^_embed=todos reads todos: /)
      const comments = await scoped(app, id('rel-list'), '/api/v1/comments?_expand=post&limit=1', {
        'x-simulate-scopes': 'comments:read',
      })
      assert.equal(comments.statusCode, 403)
      assert.equal(comments.json().requiredScope, 'posts:read')
      const ok = await scoped(app, id('rel-list'), '/api/v1/posts?_expand=user&limit=2', {
        'x-simulate-scopes': '*:read',
      })
      assert.equal(ok.statusCode, 200)
      assert.equal(ok.json().data[0].user.id, 1)
    })

    test('a nested list checks the relations of the records it lists', async () => {
      const app = await shared()
      const id = sandboxes()
      const both = { 'x-simulate-scopes': 'users:read,posts:read' }
      const plain = await scoped(app, id('rel-nested'), '/api/v1/users/1/posts', both)
      assert.equal(plain.statusCode, 200)
      const res = await scoped(app, id('rel-nested'), '/api/v1/users/1/posts?_embed=comments', both)
      assert.equal(res.statusCode, 403, res.body)
      assert.equal(res.json().requiredScope, 'comments:read')
      assert.deepEqual(
        res.json().errors.map((e: { field: string }) => e.field),
        ['_embed'],
      )
      const expand = await scoped(app, id('rel-nested'), '/api/v1/posts/1/comments?_expand=post', {
        'x-simulate-scopes': 'comments:read',
      })
      // The parent's own rule comes first: the route reads the post.
      assert.equal(expand.statusCode, 403)
      assert.equal(expand.json().requiredScope, 'posts:read')
      const all = await scoped(app, id('rel-nested'), '/api/v1/users/1/posts?_embed=comments', {
        'x-simulate-scopes': 'users:read,posts:read,comments:read',
      })
      assert.equal(all.statusCode, 200)
      assert.ok(Array.isArray(all.json().data[0].comments))
    })

    test("a db.json's relations are checked against the collection they reach", async () => {
      const app = await withDb()
      const id = sandboxes()
      const item = await scoped(app, id('rel-db'), '/api/v1/posts/1?_expand=user')
      assert.equal(item.statusCode, 403, item.body)
      assert.equal(item.json().requiredScope, 'users:read')
      const list = await scoped(app, id('rel-db'), '/api/v1/posts?_embed=comments')
      assert.equal(list.statusCode, 403)
      assert.equal(list.json().requiredScope, 'comments:read')
      const nested = await scoped(app, id('rel-db'), '/api/v1/users/1/posts?_embed=comments', {
        'x-simulate-scopes': 'users:read,posts:read',
      })
      assert.equal(nested.statusCode, 403)
      assert.equal(nested.json().requiredScope, 'comments:read')
      // Collections with names of their own are all the resource custom.
      const books = await scoped(app, id('rel-db'), '/api/v1/books/1?_expand=author', {
        'x-simulate-scopes': 'custom:read',
      })
      assert.equal(books.statusCode, 200, books.body)
      assert.equal(books.json().author.name, 'Eliot')
      const crossing = await scoped(app, id('rel-db'), '/api/v1/users/1?_embed=posts', {
        'x-simulate-scopes': 'users:read',
      })
      assert.equal(crossing.statusCode, 403)
      assert.equal(crossing.json().requiredScope, 'posts:read')
      const covered = await scoped(app, id('rel-db'), '/api/v1/posts/1?_expand=user', {
        'x-simulate-scopes': 'posts:read,users:read',
      })
      assert.equal(covered.statusCode, 200)
      assert.equal(covered.json().user.email, 'ann@example.com')
    })

    test('GraphQL refuses the same relations, field by field, on every path to them', async () => {
      const app = await shared()
      const id = sandboxes()
      const ask = (query: string, scopes: string) =>
        gql(app, query, { identity: id('rel-gql'), headers: { 'x-simulate-scopes': scopes } })
      const refused = (body: { errors: Array<{ path: unknown[]; extensions: object }> }) =>
        body.errors.map((e) => [
          e.path.join('.'),
          (e.extensions as { requiredScope: string }).requiredScope,
        ])
      const item = await ask('{ post(id: 1) { id user { email } } }', 'posts:read')
      assert.deepEqual(item.body.data, { post: { id: '1', user: null } })
      assert.deepEqual(refused(item.body), [['post.user', 'users:read']])
      // A to-many relation is a non-null list: its refusal nulls the record that holds it.
      const embed = await ask('{ post(id: 1) { id comments { id } } }', 'posts:read')
      assert.deepEqual(embed.body.data, { post: null })
      assert.deepEqual(refused(embed.body), [['post.comments', 'comments:read']])
      const list = await ask('{ posts(limit: 2) { id user { email } } }', 'posts:read')
      assert.equal(list.body.data.posts.length, 2)
      assert.deepEqual(refused(list.body), [
        ['posts.0.user', 'users:read'],
        ['posts.1.user', 'users:read'],
      ])
      const nested = await ask(
        '{ user(id: 1) { posts(limit: 1) { id comments { id } } } }',
        'users:read,posts:read',
      )
      assert.deepEqual(nested.body.data, { user: null })
      assert.deepEqual(refused(nested.body), [['user.posts.0.comments', 'comments:read']])
      const covered = await ask(
        '{ user(id: 1) { posts(limit: 1) { user { id } comments(limit: 1) { id } } } }',
        'users:read,posts:read,comments:read',
      )
      assert.equal(covered.body.errors, undefined)
      assert.equal(covered.body.data.user.posts[0].user.id, '1')
    })

    test("GraphQL refuses a db.json's relations as REST does", async () => {
      const app = await withDb()
      const id = sandboxes()
      const res = await gql(app, '{ post(id: 1) { id user { email } } }', {
        identity: id('rel-gql-db'),
        headers: POSTS_ONLY,
      })
      assert.equal(res.body.data.post.user, null)
      assert.equal(res.body.errors[0].extensions.code, 'RBAC_SCOPE_FORBIDDEN')
      assert.equal(res.body.errors[0].extensions.requiredScope, 'users:read')
    })
  })
}
