import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import { describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { appPerSuite, as, build, STORES, sandboxes } from '../../helper.ts'

const ENFORCE = { 'x-enforce-rbac': 'true' }
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const decode = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString())

/** A persona's access token, logged in through the API as a client would. */
async function personaToken(app: FastifyInstance, identity: string, role: string) {
  const res = await as(app, identity).post('/api/v1/auth/login', {
    email: `${role}@playground.test`,
    password: 'Password@123',
  })
  assert.equal(res.statusCode, 200, res.body)
  return res.json().access_token as string
}

const postCount = async (app: FastifyInstance, identity: string) =>
  (await as(app, identity).get('/api/v1/posts?limit=1')).json().pagination.total as number

for (const store of STORES) {
  describe(`RBAC enforcement (${store})`, () => {
    const shared = appPerSuite({ store })
    test('a viewer deleting a post with X-Enforce-RBAC is refused with the whole problem', async () => {
      const app = await shared()
      const id = sandboxes()
      const token = await personaToken(app, id('rbac-viewer'), 'viewer')
      const res = await as(app, id('rbac-viewer')).send({
        method: 'DELETE',
        url: '/api/v1/posts/1',
        headers: { ...bearer(token), ...ENFORCE },
      })
      assert.equal(res.statusCode, 403)
      assert.equal(res.headers['content-type'], 'application/problem+json; charset=utf-8')
      assert.deepEqual(res.json(), {
        type: '/problems/rbac-role-forbidden',
        title: 'Forbidden',
        status: 403,
        detail: 'The role viewer may not delete posts: that takes the role admin',
        code: 'RBAC_ROLE_FORBIDDEN',
        instance: '/api/v1/posts/1',
        error: 'Forbidden',
        message: 'The role viewer may not delete posts: that takes the role admin',
        requiredRole: ['admin'],
        currentRole: 'viewer',
        resource: 'posts',
        action: 'delete',
      })
      assert.equal((await as(app, id('rbac-viewer')).get('/api/v1/posts/1')).statusCode, 200)
    })

    test('_role=viewer may not create; nothing is stored and the idempotency key stays free', async () => {
      const app = await shared()
      const id = sandboxes()
      const client = as(app, id('rbac-sim'))
      const before = await postCount(app, id('rbac-sim'))
      const refused = await client.send({
        method: 'POST',
        url: '/api/v1/posts?_role=viewer',
        headers: { 'idempotency-key': 'k-1' },
        payload: { user_id: 1, title: 'Nope' },
      })
      assert.equal(refused.statusCode, 403)
      assert.equal(refused.json().code, 'RBAC_ROLE_FORBIDDEN')
      assert.deepEqual(refused.json().requiredRole, ['admin', 'editor'])
      assert.equal(refused.json().currentRole, 'viewer')
      assert.equal(refused.json().action, 'create')
      assert.equal(await postCount(app, id('rbac-sim')), before)
      // The refused request claimed nothing: the same key runs the create once allowed.
      const allowed = await client.send({
        method: 'POST',
        url: '/api/v1/posts?_role=editor',
        headers: { 'idempotency-key': 'k-1' },
        payload: { user_id: 1, title: 'Yes' },
      })
      assert.equal(allowed.statusCode, 200, allowed.body)
      assert.equal(allowed.headers['idempotent-replay'], undefined)
      assert.equal(allowed.json().title, 'Yes')
      assert.equal(await postCount(app, id('rbac-sim')), before + 1)
    })

    test('the headers X-Simulate-Role and X-Playground-Role simulate a role too', async () => {
      const app = await shared()
      const id = sandboxes()
      for (const header of ['x-simulate-role', 'x-playground-role']) {
        const res = await as(app, id('rbac-headers')).send({
          method: 'PATCH',
          url: '/api/v1/todos/1',
          headers: { [header]: 'Guest' },
          payload: { completed: true },
        })
        assert.equal(res.statusCode, 403, header)
        assert.equal(res.json().currentRole, 'guest')
        assert.equal(res.json().action, 'update')
      }
    })

    test('an editor persona creates and updates, and may not delete', async () => {
      const app = await shared()
      const id = sandboxes()
      const client = as(app, id('rbac-editor'))
      const headers = {
        ...bearer(await personaToken(app, id('rbac-editor'), 'editor')),
        ...ENFORCE,
      }
      const created = await client.send({
        method: 'POST',
        url: '/api/v1/posts',
        headers,
        payload: { user_id: 1, title: 'By an editor' },
      })
      assert.equal(created.statusCode, 200, created.body)
      const postId = created.json().id
      const patched = await client.send({
        method: 'PATCH',
        url: `/api/v1/posts/${postId}`,
        headers,
        payload: { title: 'Edited' },
      })
      assert.equal(patched.statusCode, 200)
      const removed = await client.send({
        method: 'DELETE',
        url: `/api/v1/posts/${postId}`,
        headers,
      })
      assert.equal(removed.statusCode, 403)
      assert.deepEqual(removed.json().requiredRole, ['admin'])
    })

    test('a guest reads everything, by default, simulated or with no token at all', async () => {
      const app = await shared()
      const id = sandboxes()
      const client = as(app, id('rbac-guest'))
      for (const url of [
        '/api/v1/posts',
        '/api/v1/users/1',
        '/api/v1/users/1/todos',
        '/api/v1/custom',
        '/api/v1/session/export',
      ]) {
        const noToken = await client.send({ method: 'GET', url, headers: ENFORCE })
        assert.equal(noToken.statusCode, 200, `${url}: ${noToken.body}`)
        const simulated = await client.get(`${url}${url.includes('?') ? '&' : '?'}_role=guest`)
        assert.equal(simulated.statusCode, 200, url)
      }
      const write = await client.send({
        method: 'POST',
        url: '/api/v1/comments',
        headers: ENFORCE,
        payload: { post_id: 1, name: 'n', email: 'e@x.io', body: 'b' },
      })
      assert.equal(write.statusCode, 403)
      assert.equal(write.json().currentRole, 'guest')
    })

    test('an admin persona deletes, resets and imports; others may not reset or import', async () => {
      const app = await shared()
      const id = sandboxes()
      const client = as(app, id('rbac-admin'))
      const admin = { ...bearer(await personaToken(app, id('rbac-admin'), 'admin')), ...ENFORCE }
      const deleted = await client.send({
        method: 'DELETE',
        url: '/api/v1/posts/1',
        headers: admin,
      })
      assert.equal(deleted.statusCode, 200, deleted.body)
      const snapshot = await client.send({
        method: 'GET',
        url: '/api/v1/session/export',
        headers: admin,
      })
      assert.equal(snapshot.statusCode, 200)

      const editor = { ...bearer(await personaToken(app, id('rbac-admin'), 'editor')), ...ENFORCE }
      const reset = await client.send({
        method: 'DELETE',
        url: '/api/v1/session/reset',
        headers: editor,
      })
      assert.equal(reset.statusCode, 403)
      assert.deepEqual(
        { resource: reset.json().resource, action: reset.json().action },
        { resource: 'session', action: 'reset' },
      )
      const imported = await client.send({
        method: 'POST',
        url: '/api/v1/session/import',
        headers: editor,
        payload: snapshot.json(),
      })
      assert.equal(imported.statusCode, 403)
      assert.equal(imported.json().action, 'import')
      const seeded = await client.send({
        method: 'POST',
        url: '/api/v1/custom/seed?_role=editor',
        payload: { template: 'ecommerce' },
      })
      assert.equal(seeded.statusCode, 403)
      assert.deepEqual([seeded.json().resource, seeded.json().action], ['custom', 'import'])
      assert.equal((await client.get('/api/v1/posts/1')).statusCode, 404)

      const adminReset = await client.send({
        method: 'DELETE',
        url: '/api/v1/session/reset',
        headers: admin,
      })
      assert.equal(adminReset.statusCode, 200)
      assert.equal((await client.get('/api/v1/posts/1')).statusCode, 200)
      const adminImport = await client.send({
        method: 'POST',
        url: '/api/v1/session/import',
        headers: admin,
        payload: snapshot.json(),
      })
      assert.equal(adminImport.statusCode, 200, adminImport.body)
      assert.equal((await client.get('/api/v1/posts/1')).statusCode, 404)
    })

    test('_scopes=posts:read narrows an admin: creating a post is RBAC_SCOPE_FORBIDDEN', async () => {
      const app = await shared()
      const id = sandboxes()
      const client = as(app, id('rbac-scopes'))
      const res = await client.send({
        method: 'POST',
        url: '/api/v1/posts?_role=admin&_scopes=posts:read',
        payload: { user_id: 1, title: 'x' },
      })
      assert.equal(res.statusCode, 403)
      assert.deepEqual(res.json(), {
        type: '/problems/rbac-scope-forbidden',
        title: 'Forbidden',
        status: 403,
        detail:
          'To create posts takes a scope covering posts:create; the scopes in effect are posts:read',
        code: 'RBAC_SCOPE_FORBIDDEN',
        instance: '/api/v1/posts?_role=admin&_scopes=posts:read',
        error: 'Forbidden',
        message:
          'To create posts takes a scope covering posts:create; the scopes in effect are posts:read',
        requiredScope: 'posts:create',
        currentScopes: ['posts:read'],
      })
      // With an admin's token, X-Simulate-Scopes narrows it the same way.
      const admin = bearer(await personaToken(app, id('rbac-scopes'), 'admin'))
      const viaHeader = await client.send({
        method: 'DELETE',
        url: '/api/v1/posts/1',
        headers: { ...admin, 'x-simulate-scopes': 'posts:read, posts:write' },
      })
      assert.equal(viaHeader.statusCode, 403)
      assert.deepEqual(viaHeader.json().currentScopes, ['posts:read', 'posts:write'])
      const allowed = await client.send({
        method: 'DELETE',
        url: '/api/v1/posts/1',
        headers: { ...admin, 'x-simulate-scopes': 'posts:*' },
      })
      assert.equal(allowed.statusCode, 200)
      assert.equal((await client.get('/api/v1/posts/2?_scopes=posts:read')).statusCode, 200)
    })

    test('a nested list reads its parent too: scopes must cover both', async () => {
      const app = await shared()
      const id = sandboxes()
      const client = as(app, id('rbac-nested'))
      const onlyPosts = await client.get('/api/v1/users/1/posts?_scopes=posts:read')
      assert.equal(onlyPosts.statusCode, 403)
      assert.equal(onlyPosts.json().requiredScope, 'users:read')
      const both = await client.get('/api/v1/users/1/posts?_scopes=users:read,posts:read')
      assert.equal(both.statusCode, 200)
      assert.ok(both.json().data.length > 0)
    })

    test('custom collections are the resource custom', async () => {
      const app = await shared()
      const id = sandboxes()
      const client = as(app, id('rbac-custom'))
      const res = await client.send({
        method: 'POST',
        url: '/api/v1/custom/products?_role=viewer',
        payload: { name: 'Lamp' },
      })
      assert.equal(res.statusCode, 403)
      assert.equal(res.json().resource, 'custom')
      const created = await client.send({
        method: 'POST',
        url: '/api/v1/custom/products?_role=editor&_scopes=custom:write',
        payload: { name: 'Lamp' },
      })
      assert.equal(created.statusCode, 200, created.body)
      const scoped = await client.get('/api/v1/custom/products?_scopes=products:read')
      assert.equal(scoped.statusCode, 403)
      assert.equal(scoped.json().requiredScope, 'custom:read')
    })

    test('without any enforcement signal nothing is refused, whatever the token', async () => {
      const app = await shared()
      const id = sandboxes()
      const client = as(app, id('rbac-off'))
      for (const role of ['viewer', 'guest']) {
        const headers = bearer(await personaToken(app, id('rbac-off'), role))
        const res = await client.send({ method: 'DELETE', url: '/api/v1/todos/1', headers })
        assert.equal(res.statusCode, role === 'viewer' ? 200 : 404, `${role}: ${res.body}`)
      }
      const bogus = await client.send({
        method: 'GET',
        url: '/api/v1/posts/1',
        headers: bearer('not-a-token'),
      })
      assert.equal(bogus.statusCode, 200)
      const off = await client.send({
        method: 'DELETE',
        url: '/api/v1/posts/1',
        headers: { 'x-enforce-rbac': 'false' },
      })
      assert.equal(off.statusCode, 200)
      assert.equal((await client.delete('/api/v1/session/reset')).statusCode, 200)
    })

    test('--enforce-rbac: no token is a guest that reads and may not write; a token counts', async (t) => {
      const app = await build(t, { store, enforceRbac: true })
      const client = as(app, 'rbac-server')
      assert.equal((await client.get('/api/v1/posts')).statusCode, 200)
      const write = await client.post('/api/v1/posts', { user_id: 1, title: 'x' })
      assert.equal(write.statusCode, 403)
      assert.equal(write.json().currentRole, 'guest')
      // A plain login is an editor.
      const login = await client.post('/api/v1/auth/login', { username: 'Bret' })
      assert.equal(login.json().user.role, 'editor')
      const asBret = await client.send({
        method: 'POST',
        url: '/api/v1/posts',
        headers: bearer(login.json().access_token),
        payload: { user_id: 1, title: 'x' },
      })
      assert.equal(asBret.statusCode, 200, asBret.body)
      // Auth itself is not guarded: a guest logs in.
      assert.equal(login.statusCode, 200)
    })

    test('a bad token is 401 when RBAC applies: forged role, wrong key, edited payload, expired', async (t) => {
      const app = await build(t, { store, jwtSecret: 'the-real-secret-of-this-server-0123456789' })
      const token = await personaToken(app, 'rbac-forge', 'viewer')
      const [head, payload, sig] = token.split('.') as [string, string, string]
      const claims = decode(token)
      assert.equal(claims.role, 'viewer')
      assert.deepEqual(claims.scopes, ['*:read'])
      const forgedHead = b64({ alg: 'HS256', typ: 'JWT' })
      const forgedBody = b64({ ...claims, role: 'admin', scopes: ['*'] })
      const wrongKey = createHmac('sha256', 'a-guessed-secret')
        .update(`${forgedHead}.${forgedBody}`)
        .digest('base64url')
      const cases = {
        're-signed with a wrong key': `${forgedHead}.${forgedBody}.${wrongKey}`,
        'edited without re-signing': `${head}.${forgedBody}.${sig}`,
        'alg none': `${b64({ alg: 'none' })}.${forgedBody}.`,
      }
      assert.notEqual(payload, forgedBody)
      for (const [name, forged] of Object.entries(cases)) {
        const res = await as(app, 'rbac-forge').send({
          method: 'DELETE',
          url: '/api/v1/posts/1',
          headers: { ...bearer(forged), ...ENFORCE },
        })
        assert.equal(res.statusCode, 401, name)
        assert.equal(res.json().code, 'INVALID_TOKEN', name)
      }
      assert.equal((await as(app, 'rbac-forge').get('/api/v1/posts/1')).statusCode, 200)
    })

    test('bad simulation values are 400 naming the parameter, the value and what is allowed', async () => {
      const app = await shared()
      const id = sandboxes()
      const client = as(app, id('rbac-bad'))
      const role = await client.get('/api/v1/posts?_role=root')
      assert.equal(role.statusCode, 400)
      assert.equal(role.json().code, 'INVALID_QUERY')
      assert.equal(
        role.json().detail,
        "_role must be one of admin, editor, viewer, guest, got 'root'",
      )
      assert.deepEqual(role.json().errors, [
        { field: '_role', message: "must be one of admin, editor, viewer, guest, got 'root'" },
      ])
      const header = await client.send({
        method: 'GET',
        url: '/api/v1/posts',
        headers: { 'x-simulate-role': '__proto__' },
      })
      assert.equal(header.statusCode, 400)
      assert.match(header.json().detail, /^X-Simulate-Role must be one of .*got '__proto__'$/)
      const twice = await client.get('/api/v1/posts?_role=admin&_role=viewer')
      assert.equal(twice.statusCode, 400)
      assert.equal(twice.json().detail, '_role must be given once')
      const scopes = await client.get('/api/v1/posts?_scopes=posts:drop')
      assert.equal(scopes.statusCode, 400)
      assert.match(
        scopes.json().detail,
        /^_scopes must list scopes as <resource>:<action>.*got 'posts:drop'$/,
      )
      const many = await client.get(`/api/v1/posts?_scopes=${Array(51).fill('*').join(',')}`)
      assert.equal(many.statusCode, 400)
      assert.match(many.json().detail, /at most 50 scopes, got 51/)
      const enforce = await client.send({
        method: 'GET',
        url: '/api/v1/posts',
        headers: { 'x-enforce-rbac': 'yes' },
      })
      assert.equal(enforce.statusCode, 400)
      assert.equal(enforce.json().detail, "X-Enforce-RBAC must be true or false, got 'yes'")
    })

    test('_role and _scopes are not taken for filters or warned about', async () => {
      const app = await shared()
      const id = sandboxes()
      const res = await as(app, id('rbac-quiet')).get('/api/v1/posts?_role=viewer&_scopes=*:read')
      assert.equal(res.statusCode, 200)
      assert.equal(res.json().pagination.total, 100)
      assert.equal(res.headers['x-playground-warning'], undefined)
      assert.equal(res.headers['x-playground-ignored'], undefined)
    })
  })
}
