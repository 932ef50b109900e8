import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { appPerSuite, as, build, STORES, sandboxes } from '../../helper.ts'

const PREFIXES = ['/api/v1/auth', '/auth']
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const decode = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString())

const login = (app: FastifyInstance, identity: string, body: object, prefix = '/auth') =>
  as(app, identity).post(`${prefix}/login`, body)

const ALL = ['read', 'create', 'update', 'delete']
const READ = ['read']
const WRITE = ['read', 'create', 'update']

for (const store of STORES) {
  describe(`personas and roles (${store})`, () => {
    const shared = appPerSuite({ store })
    for (const prefix of PREFIXES) {
      test(`each persona logs in at ${prefix} by e-mail or username, as a session profile`, async () => {
        const app = await shared()
        const id = sandboxes()
        for (const role of ['admin', 'editor', 'viewer', 'guest']) {
          for (const body of [
            { email: `${role}@playground.test`, password: 'Password@123' },
            { username: role.toUpperCase(), password: `${role}123` },
          ]) {
            const res = await login(app, id('personas'), body, prefix)
            assert.equal(res.statusCode, 200, `${JSON.stringify(body)}: ${res.body}`)
            const { user, access_token, refresh_token } = res.json()
            assert.deepEqual(user, {
              id: `session-${role}`,
              username: role,
              name: `${role[0]?.toUpperCase()}${role.slice(1)}`,
              email: `${role}@playground.test`,
              role,
            })
            const scopes = { admin: ['*'], editor: ['*:read', '*:write'], viewer: ['*:read'] }
            for (const token of [access_token, refresh_token]) {
              assert.equal(decode(token).role, role)
              assert.deepEqual(
                decode(token).scopes,
                scopes[role as keyof typeof scopes] ?? ['public:read'],
              )
            }
          }
        }
        // Not a /users record.
        const users = await as(app, id('personas')).get('/api/v1/users?q=playground.test')
        assert.equal(users.json().pagination.total, 0)
      })
    }

    test('a wrong or missing persona password is 401 INVALID_CREDENTIALS', async () => {
      const app = await shared()
      const id = sandboxes()
      for (const body of [
        { username: 'admin', password: 'Password@1234' },
        { username: 'admin', password: 'editor123' },
        { email: 'viewer@playground.test' },
      ]) {
        const res = await login(app, id('persona-wrong'), body)
        assert.equal(res.statusCode, 401, JSON.stringify(body))
        assert.equal(res.json().code, 'INVALID_CREDENTIALS')
      }
    })

    test('other logins and registrations are editors, in the token and the answer', async () => {
      const app = await shared()
      const id = sandboxes()
      const client = as(app, id('plain'))
      const bret = await client.post('/auth/login', { username: 'Bret' })
      assert.equal(bret.json().user.role, 'editor')
      assert.equal(bret.json().user.username, 'Bret')
      assert.equal(decode(bret.json().access_token).role, 'editor')
      assert.deepEqual(decode(bret.json().access_token).scopes, ['*:read', '*:write'])
      const reg = await client.post('/auth/register', {
        name: 'Ada',
        username: 'ada',
        email: 'ada@example.com',
      })
      assert.equal(reg.json().user.role, 'editor')
      assert.equal(decode(reg.json().access_token).role, 'editor')
      // The role is in the answer, not stored in the record.
      const record = await client.get(`/api/v1/users/${reg.json().user.id}`)
      assert.equal(record.json().role, undefined)
    })

    test('a refresh keeps the role and scopes', async () => {
      const app = await shared()
      const id = sandboxes()
      const first = await login(app, id('refresh-role'), {
        username: 'viewer',
        password: 'viewer123',
      })
      const res = await app.inject({
        method: 'POST',
        url: '/auth/refresh',
        payload: { refreshToken: first.json().refresh_token },
      })
      assert.equal(res.statusCode, 200, res.body)
      for (const token of [res.json().access_token, res.json().refresh_token]) {
        assert.equal(decode(token).role, 'viewer')
        assert.deepEqual(decode(token).scopes, ['*:read'])
      }
    })

    test('a persona name cannot be registered: the persona would shadow the user', async () => {
      const app = await shared()
      const id = sandboxes()
      for (const body of [
        { name: 'A', username: 'admin', email: 'a@example.com' },
        { name: 'A', username: 'someone', email: 'Editor@playground.test' },
      ]) {
        const res = await as(app, id('reg-persona')).post('/auth/register', body)
        assert.equal(res.statusCode, 409, JSON.stringify(body))
        assert.equal(res.json().code, 'CONFLICT')
      }
    })

    test('a guest token is 401 UNAUTHENTICATED on /auth/me, with or without enforcement', async () => {
      const app = await shared()
      const id = sandboxes()
      const token = (
        await login(app, id('guest-me'), { username: 'guest', password: 'Password@123' })
      ).json().access_token
      for (const prefix of PREFIXES) {
        for (const extra of [{}, { 'x-enforce-rbac': 'true' }]) {
          for (const method of ['GET', 'PATCH'] as const) {
            const res = await app.inject({
              method,
              url: `${prefix}/me`,
              headers: { ...bearer(token), ...extra },
              ...(method === 'PATCH' && { payload: { name: 'Sneaky' } }),
            })
            assert.equal(res.statusCode, 401, `${method} ${prefix}/me ${JSON.stringify(extra)}`)
            assert.equal(res.json().code, 'UNAUTHENTICATED')
            assert.equal(res.headers['www-authenticate'], 'Bearer')
          }
        }
      }
      // GraphQL's `me` answers the same.
      const gql = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: bearer(token),
        payload: { query: '{ me { id } }' },
      })
      assert.equal(gql.json().errors[0].extensions.code, 'UNAUTHENTICATED')
      // Other personas are signed in.
      const viewer = (
        await login(app, id('guest-me'), { username: 'viewer', password: 'Password@123' })
      ).json().access_token
      const me = await app.inject({ method: 'GET', url: '/auth/me', headers: bearer(viewer) })
      assert.equal(me.statusCode, 200)
      assert.equal(me.json().id, 'session-viewer')
    })

    for (const prefix of PREFIXES) {
      test(`GET ${prefix}/roles lists the four roles with scopes and personas`, async () => {
        const app = await shared()
        const res = await app.inject({ method: 'GET', url: `${prefix}/roles` })
        assert.equal(res.statusCode, 200)
        const { roles } = res.json()
        assert.deepEqual(
          roles.map((r: { name: string; scopes: string[]; persona: object }) => [
            r.name,
            r.scopes,
            r.persona,
          ]),
          [
            [
              'admin',
              ['*'],
              { username: 'admin', email: 'admin@playground.test', password: 'Password@123' },
            ],
            [
              'editor',
              ['*:read', '*:write'],
              { username: 'editor', email: 'editor@playground.test', password: 'Password@123' },
            ],
            [
              'viewer',
              ['*:read'],
              { username: 'viewer', email: 'viewer@playground.test', password: 'Password@123' },
            ],
            [
              'guest',
              ['public:read'],
              { username: 'guest', email: 'guest@playground.test', password: 'Password@123' },
            ],
          ],
        )
        for (const role of roles) assert.equal(typeof role.description, 'string')
      })

      test(`GET ${prefix}/permissions answers the matrix, and the caller's rights when named`, async () => {
        const app = await shared()
        const id = sandboxes()
        const plain = await app.inject({ method: 'GET', url: `${prefix}/permissions` })
        assert.equal(plain.statusCode, 200)
        const row = (actions: string[]) => ({
          users: actions,
          posts: actions,
          comments: actions,
          todos: actions,
          albums: actions,
          photos: actions,
        })
        assert.deepEqual(plain.json(), {
          roles: {
            // Importing rows into a resource (docs/contract/data-in-and-out.md#file-import) is an
            // import, as seeding a collection is.
            admin: {
              ...row([...ALL, 'import']),
              custom: [...ALL, 'import'],
              session: ['read', 'reset', 'import'],
            },
            editor: { ...row(WRITE), custom: WRITE, session: READ },
            viewer: { ...row(READ), custom: READ, session: READ },
            guest: { ...row(READ), custom: READ, session: READ },
          },
        })

        const token = (
          await login(app, id('perm'), { username: 'viewer', password: 'Password@123' })
        ).json().access_token
        const viewer = await app.inject({
          method: 'GET',
          url: `${prefix}/permissions`,
          headers: bearer(token),
        })
        assert.equal(viewer.statusCode, 200)
        assert.equal(viewer.json().role, 'viewer')
        assert.deepEqual(viewer.json().scopes, ['*:read'])
        assert.deepEqual(viewer.json().allowed, { ...row(READ), custom: READ, session: READ })
        assert.deepEqual(viewer.json().roles, plain.json().roles)

        const scoped = await app.inject({
          method: 'GET',
          url: `${prefix}/permissions?_role=editor&_scopes=posts:*,session:read`,
        })
        assert.deepEqual(
          {
            role: scoped.json().role,
            scopes: scoped.json().scopes,
            allowed: scoped.json().allowed,
          },
          {
            role: 'editor',
            scopes: ['posts:*', 'session:read'],
            allowed: {
              users: [],
              posts: WRITE,
              comments: [],
              todos: [],
              albums: [],
              photos: [],
              custom: [],
              session: READ,
            },
          },
        )

        const bad = await app.inject({
          method: 'GET',
          url: `${prefix}/permissions`,
          headers: bearer('nope'),
        })
        assert.equal(bad.statusCode, 401)
        assert.equal(bad.json().code, 'INVALID_TOKEN')
        const badRole = await app.inject({ method: 'GET', url: `${prefix}/permissions?_role=x` })
        assert.equal(badRole.statusCode, 400)
      })
    }
  })
}

test('the OpenAPI document lists the RBAC refusals, their members and the role routes', async (t) => {
  const app = await build(t)
  const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json()
  const guarded = [
    ['/api/v1/posts/{id}', 'delete'],
    ['/api/v1/posts', 'post'],
    ['/api/v1/users/{id}/posts', 'get'],
    ['/api/v1/custom/{collection}', 'post'],
    ['/api/v1/session/reset', 'delete'],
    ['/api/v1/session/import', 'post'],
  ]
  for (const [path, method] of guarded) {
    const responses = doc.paths[path as string][method as string].responses
    assert.match(responses['403'].description, /RBAC_ROLE_FORBIDDEN.*RBAC_SCOPE_FORBIDDEN/, path)
    assert.match(responses['401'].description, /INVALID_TOKEN/, path)
    assert.ok(responses['400'], path)
  }
  // Creates keep their own 403 beside RBAC's.
  assert.match(
    doc.paths['/api/v1/posts'].post.responses['403'].description,
    /^`SANDBOX_LIMIT_REACHED`.*RBAC_ROLE_FORBIDDEN/,
  )
  // What RBAC does not guard documents no RBAC refusal.
  assert.equal(doc.paths['/api/v1/session/network'].put.responses['403'], undefined)
  const problem = doc.components.schemas.Problem.properties
  for (const member of [
    'requiredRole',
    'currentRole',
    'resource',
    'action',
    'requiredScope',
    'currentScopes',
  ]) {
    assert.ok(problem[member], member)
  }
  for (const prefix of PREFIXES) {
    assert.ok(doc.paths[`${prefix}/roles`].get.responses['200'], prefix)
    assert.ok(doc.paths[`${prefix}/permissions`].get.responses['200'], prefix)
  }
})
