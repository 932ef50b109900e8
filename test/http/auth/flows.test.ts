import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { appPerSuite, as, STORES, sandboxes } from '../../helper.ts'

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const PREFIXES = ['/api/v1/auth', '/auth']

function payloadShape(body: Record<string, unknown>) {
  assert.equal(body.token_type, 'Bearer')
  assert.equal(body.expires_in, 900)
  assert.equal(typeof body.access_token, 'string')
  assert.equal(typeof body.refresh_token, 'string')
  assert.ok(!Number.isNaN(Date.parse(String(body.expires_at))))
}

const meOf = async (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) })

for (const store of STORES) {
  for (const prefix of PREFIXES) {
    describe(`auth flows at ${prefix} (${store})`, () => {
      const shared = appPerSuite({ store })
      test('logs a baseline user in by username or e-mail, case-insensitively, whatever the password', async () => {
        const app = await shared()
        const id = sandboxes()
        const client = as(app, id('login-known'))
        for (const body of [
          { username: 'Bret', password: 'x' },
          { username: 'bret' },
          { email: 'SINCERE@april.biz', password: 'whatever' },
          { username: 'Sincere@april.biz' },
        ]) {
          const res = await client.post(`${prefix}/login`, body)
          assert.equal(res.statusCode, 200, JSON.stringify(body))
          payloadShape(res.json())
          assert.equal(res.json().user.id, 1)
          assert.equal(res.json().user.name, 'Leanne Graham')
        }
      })

      test('an unknown name logs in as a session profile that is not a /users record', async () => {
        const app = await shared()
        const id = sandboxes()
        const client = as(app, id('login-unknown'))
        const res = await client.post(`${prefix}/login`, {
          username: 'nobody-here',
          password: 'pw',
        })
        assert.equal(res.statusCode, 200)
        assert.deepEqual(res.json().user, {
          id: 'session-nobody-here',
          username: 'nobody-here',
          name: 'nobody-here',
          email: 'nobody-here@playground.local',
          role: 'editor',
        })
        // The answer shows the token's role; the profile itself does not hold it.
        const { role: _role, ...profile } = res.json().user
        const me = await meOf(app, res.json().access_token)
        assert.deepEqual(me.json(), profile)
        const users = (await client.get('/api/v1/users?q=nobody-here')).json()
        assert.equal(users.pagination.total, 0)
        const byEmail = await client.post(`${prefix}/login`, { email: 'jo@example.com' })
        assert.equal(byEmail.json().user.username, 'jo')
        assert.equal(byEmail.json().user.email, 'jo@example.com')
      })

      test('login needs a username or an e-mail', async () => {
        const app = await shared()
        const id = sandboxes()
        const res = await as(app, id('login-empty')).post(`${prefix}/login`, { password: 'x' })
        assert.equal(res.statusCode, 400)
        assert.equal(res.json().code, 'VALIDATION_FAILED')
        assert.deepEqual(
          res.json().errors.map((e: { field: string }) => e.field),
          ['username', 'email'],
        )
      })

      test('a user deleted in the sandbox cannot log in', async () => {
        const app = await shared()
        const id = sandboxes()
        const client = as(app, id('login-deleted'))
        assert.equal((await client.delete('/api/v1/users/1')).statusCode, 200)
        const res = await client.post(`${prefix}/login`, { username: 'Bret' })
        assert.equal(res.statusCode, 401)
        assert.equal(res.json().code, 'INVALID_CREDENTIALS')
        // Another identity still has Bret.
        assert.equal(
          (await as(app, id('other')).post(`${prefix}/login`, { username: 'Bret' })).statusCode,
          200,
        )
      })

      test('registers an overlay user who then needs the password to log in', async () => {
        const app = await shared()
        const id = sandboxes()
        const client = as(app, id('register'))
        const reg = await client.post(`${prefix}/register`, {
          name: 'Ada Lovelace',
          username: 'ada',
          email: 'ada@example.com',
          password: 's3cret!',
        })
        assert.equal(reg.statusCode, 200)
        payloadShape(reg.json())
        const user = reg.json().user
        assert.match(user.id, /^local-/)
        assert.equal(user._sandbox, 'created')
        assert.equal(user.password, undefined)
        assert.doesNotMatch(reg.body, /s3cret/)
        const listed = (await client.get('/api/v1/users')).json()
        assert.equal(listed.data[0].id, user.id)
        assert.doesNotMatch(JSON.stringify(listed), /s3cret|scrypt/)

        const wrong = await client.post(`${prefix}/login`, { username: 'ADA', password: 'nope' })
        assert.equal(wrong.statusCode, 401)
        assert.equal(wrong.json().code, 'INVALID_CREDENTIALS')
        const missing = await client.post(`${prefix}/login`, { username: 'ada' })
        assert.equal(missing.statusCode, 401)
        const right = await client.post(`${prefix}/login`, {
          email: 'ada@example.com',
          password: 's3cret!',
        })
        assert.equal(right.statusCode, 200)
        assert.equal(right.json().user.id, user.id)
        // The registered user exists only in this sandbox.
        const elsewhere = await as(app, id('elsewhere')).post(`${prefix}/login`, {
          username: 'ada',
        })
        assert.equal(elsewhere.json().user.id, 'session-ada')
      })

      test('a user registered without a password logs in with any', async () => {
        const app = await shared()
        const id = sandboxes()
        const client = as(app, id('register-nopw'))
        await client.post(`${prefix}/register`, {
          name: 'Bo',
          username: 'bo',
          email: 'bo@example.com',
        })
        assert.equal(
          (await client.post(`${prefix}/login`, { username: 'bo', password: 'x' })).statusCode,
          200,
        )
      })

      test('register validates its fields and refuses taken names with 409', async () => {
        const app = await shared()
        const id = sandboxes()
        const client = as(app, id('register-bad'))
        const bad = [
          { username: 'x', email: 'x@example.com' },
          { name: 'X', email: 'x@example.com' },
          { name: 'X', username: 'x' },
          { name: 'X', username: 'x', email: 'not-an-email' },
          { name: 'X', username: 'x', email: 'x@example.com', password: 42 },
        ]
        for (const body of bad) {
          const res = await client.post(`${prefix}/register`, body)
          assert.equal(res.statusCode, 400, JSON.stringify(body))
          assert.equal(res.json().code, 'VALIDATION_FAILED')
        }
        for (const body of [
          { name: 'X', username: 'BRET', email: 'new@example.com' },
          { name: 'X', username: 'fresh', email: 'sincere@APRIL.biz' },
        ]) {
          const res = await client.post(`${prefix}/register`, body)
          assert.equal(res.statusCode, 409, JSON.stringify(body))
          assert.equal(res.json().code, 'CONFLICT')
        }
        assert.equal((await client.get('/api/v1/users')).json().pagination.total, 25)
      })

      test('registration counts toward the cap of 30 users', async () => {
        const app = await shared()
        const id = sandboxes()
        const client = as(app, id('register-cap'))
        for (let i = 0; i < 30; i++) {
          const res = await client.post(`${prefix}/register`, {
            name: `U${i}`,
            username: `u${i}`,
            email: `u${i}@x.io`,
          })
          assert.equal(res.statusCode, 200)
        }
        const res = await client.post(`${prefix}/register`, {
          name: 'U',
          username: 'u-last',
          email: 'u@x.io',
        })
        assert.equal(res.statusCode, 403)
        assert.equal(res.json().code, 'SANDBOX_LIMIT_REACHED')
      })

      test('refresh rotates: the new pair works; the old token reused revokes the family (docs/contract/auth.md#refresh-families)', async () => {
        const app = await shared()
        const id = sandboxes()
        const client = as(app, id('refresh'))
        const first = (await client.post(`${prefix}/login`, { username: 'Antonette' })).json()
        const res = await app.inject({
          method: 'POST',
          url: `${prefix}/refresh`,
          payload: { refreshToken: first.refresh_token },
        })
        assert.equal(res.statusCode, 200)
        payloadShape(res.json())
        assert.equal(res.json().user, undefined)
        assert.notEqual(res.json().refresh_token, first.refresh_token)
        assert.equal((await meOf(app, res.json().access_token)).json().username, 'Antonette')
        const reuse = await app.inject({
          method: 'POST',
          url: `${prefix}/refresh`,
          payload: { refreshToken: first.refresh_token },
        })
        assert.equal(reuse.statusCode, 401)
        assert.equal(reuse.json().code, 'REFRESH_TOKEN_REUSED')
        // The successor was issued before the theft came to light: it dies with its family.
        const again = await app.inject({
          method: 'POST',
          url: `${prefix}/refresh`,
          payload: { refreshToken: res.json().refresh_token },
        })
        assert.equal(again.statusCode, 401)
        assert.equal(again.json().code, 'TOKEN_REVOKED')
      })

      test('logout revokes the refresh token', async () => {
        const app = await shared()
        const id = sandboxes()
        const session = (
          await as(app, id('logout')).post(`${prefix}/login`, { username: 'Samantha' })
        ).json()
        const out = await app.inject({
          method: 'POST',
          url: `${prefix}/logout`,
          payload: { refreshToken: session.refresh_token },
        })
        assert.equal(out.statusCode, 200)
        const res = await app.inject({
          method: 'POST',
          url: `${prefix}/refresh`,
          payload: { refreshToken: session.refresh_token },
        })
        assert.equal(res.statusCode, 401)
        const bad = await app.inject({ method: 'POST', url: `${prefix}/refresh`, payload: {} })
        assert.equal(bad.statusCode, 400)
      })

      test("the token's sandbox, not the cookie, serves /auth/me, and PATCH /auth/me is an overlay update", async () => {
        const app = await shared()
        const id = sandboxes()
        const owner = as(app, id('me-owner'))
        const { access_token } = (await owner.post(`${prefix}/login`, { username: 'Bret' })).json()
        const patched = await app.inject({
          method: 'PATCH',
          url: `${prefix}/me`,
          headers: { ...bearer(access_token), 'x-playground-identity': id('someone-else') },
          payload: { name: 'Leanne G.', address: { city: 'Elsewhere' } },
        })
        assert.equal(patched.statusCode, 200)
        assert.equal(patched.json().name, 'Leanne G.')
        assert.equal(patched.json().address.street, 'Kulas Light, Apt. 556')
        assert.equal(patched.json()._sandbox, 'updated')
        const viaRest = (await owner.get('/api/v1/users/1')).json()
        assert.equal(viaRest.name, 'Leanne G.')
        assert.equal(viaRest.address.city, 'Elsewhere')
        assert.equal(
          (await as(app, id('someone-else')).get('/api/v1/users/1')).json().name,
          'Leanne Graham',
        )
        assert.equal((await meOf(app, access_token)).json().name, 'Leanne G.')
        const wrongType = await app.inject({
          method: 'PATCH',
          url: `${prefix}/me`,
          headers: bearer(access_token),
          payload: { name: 5 },
        })
        assert.equal(wrongType.statusCode, 400)
        assert.equal(wrongType.json().code, 'VALIDATION_FAILED')
      })

      test('a session profile can be patched and keeps the change', async () => {
        const app = await shared()
        const id = sandboxes()
        const { access_token } = (
          await as(app, id('me-session')).post(`${prefix}/login`, { username: 'visitor' })
        ).json()
        const res = await app.inject({
          method: 'PATCH',
          url: `${prefix}/me`,
          headers: bearer(access_token),
          payload: { name: 'Guest Star' },
        })
        assert.equal(res.statusCode, 200)
        assert.equal(res.json().name, 'Guest Star')
        assert.equal(res.json().id, 'session-visitor')
        assert.equal((await meOf(app, access_token)).json().name, 'Guest Star')
      })
    })
  }
}
