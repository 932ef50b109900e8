import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { as, build, STORES } from '../../helper.ts'
import { gql } from '../graphql/support.ts'

for (const store of STORES) {
  describe(`RBAC in GraphQL (${store})`, () => {
    test('createPost and deletePost as a simulated viewer are RBAC_ROLE_FORBIDDEN with the members', async (t) => {
      const app = await build(t, { store })
      const headers = { 'x-simulate-role': 'viewer' }
      const created = await gql(app, 'mutation { createPost(user_id: 1, title: "No") { id } }', {
        identity: 'gql-rbac',
        headers,
      })
      assert.equal(created.status, 200)
      assert.equal(created.body.data, null)
      assert.deepEqual(created.body.errors[0].path, ['createPost'])
      assert.deepEqual(created.body.errors[0].extensions, {
        code: 'RBAC_ROLE_FORBIDDEN',
        status: 403,
        requiredRole: ['admin', 'editor'],
        currentRole: 'viewer',
        resource: 'posts',
        action: 'create',
      })
      const deleted = await gql(app, 'mutation { deletePost(id: 1) }', {
        identity: 'gql-rbac',
        headers,
      })
      assert.deepEqual(deleted.body.errors[0].extensions, {
        code: 'RBAC_ROLE_FORBIDDEN',
        status: 403,
        requiredRole: ['admin'],
        currentRole: 'viewer',
        resource: 'posts',
        action: 'delete',
      })
      assert.equal(
        deleted.body.errors[0].message,
        'The role viewer may not delete posts: that takes the role admin',
      )
      assert.equal((await as(app, 'gql-rbac').get('/api/v1/posts/1')).statusCode, 200)
      const total = (await as(app, 'gql-rbac').get('/api/v1/posts?limit=1')).json().pagination
      assert.equal(total.total, 100)
    })

    test('a viewer reads; an admin persona deletes; updates need an editor', async (t) => {
      const app = await build(t, { store })
      const read = await gql(app, '{ posts(limit: 2) { id user { id } } }', {
        identity: 'gql-roles',
        headers: { 'x-simulate-role': 'viewer' },
      })
      assert.equal(read.body.errors, undefined)
      assert.equal(read.body.data.posts.length, 2)
      const update = await gql(app, 'mutation { updateTodo(id: 1, completed: true) { id } }', {
        identity: 'gql-roles',
        url: '/api/v1/graphql?_role=guest',
      })
      assert.equal(update.body.errors[0].extensions.code, 'RBAC_ROLE_FORBIDDEN')
      assert.equal(update.body.errors[0].extensions.action, 'update')
      const login = await as(app, 'gql-roles').post('/auth/login', {
        username: 'admin',
        password: 'admin123',
      })
      const removed = await gql(app, 'mutation { deletePost(id: 1) }', {
        identity: 'gql-roles',
        headers: {
          authorization: `Bearer ${login.json().access_token}`,
          'x-enforce-rbac': 'true',
        },
      })
      assert.deepEqual(removed.body, { data: { deletePost: true } })
    })

    test('named scopes narrow queries field by field', async (t) => {
      const app = await build(t, { store })
      const res = await gql(app, '{ post(id: 1) { id user { id } } }', {
        identity: 'gql-scopes',
        headers: { 'x-simulate-scopes': 'posts:read', 'x-simulate-role': 'viewer' },
      })
      assert.equal(res.body.data.post.id, '1')
      assert.equal(res.body.data.post.user, null)
      assert.deepEqual(res.body.errors[0].path, ['post', 'user'])
      assert.deepEqual(res.body.errors[0].extensions, {
        code: 'RBAC_SCOPE_FORBIDDEN',
        status: 403,
        requiredScope: 'users:read',
        currentScopes: ['posts:read'],
      })
    })

    test('with enforcement, a bad token and a bad role are refused before anything runs', async (t) => {
      const app = await build(t, { store, enforceRbac: true })
      const badToken = await gql(app, 'mutation { deletePost(id: 1) }', {
        identity: 'gql-bad',
        headers: { authorization: 'Bearer a.b.c' },
      })
      assert.equal(badToken.status, 401)
      assert.equal(badToken.body.errors[0].extensions.code, 'INVALID_TOKEN')
      const badRole = await gql(app, '{ posts { id } }', {
        identity: 'gql-bad',
        headers: { 'x-simulate-role': 'superuser' },
      })
      assert.equal(badRole.status, 400)
      assert.equal(badRole.body.errors[0].extensions.code, 'INVALID_QUERY')
      assert.match(badRole.body.errors[0].message, /^X-Simulate-Role must be one of/)
      // No token under --enforce-rbac: a guest, who reads and may not write.
      const guestWrite = await gql(app, 'mutation { deletePost(id: 1) }', { identity: 'gql-bad' })
      assert.equal(guestWrite.body.errors[0].extensions.currentRole, 'guest')
      assert.equal((await as(app, 'gql-bad').get('/api/v1/posts/1')).statusCode, 200)
      // Logging in is not guarded.
      const login = await gql(app, 'mutation { login(username: "Bret") { user { id } } }', {
        identity: 'gql-bad',
      })
      assert.equal(login.body.errors, undefined)
    })
  })
}
