import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import { describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { appPerSuite, as, build, STORES, sandboxes } from '../../helper.ts'

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const decode = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString())
/** A JWT signed by hand, the way an attacker would forge one. */
function forge(header: object, payload: object, secret: string, alg = 'sha256') {
  const head = `${b64(header)}.${b64(payload)}`
  return `${head}.${createHmac(alg, secret).update(head).digest('base64url')}`
}

const SECRET = 'test-secret-for-forgery-checks-0123456789'

async function login(app: FastifyInstance, identity: string, username = 'Bret') {
  const res = await as(app, identity).post('/api/v1/auth/login', { username, password: 'anything' })
  assert.equal(res.statusCode, 200)
  return res.json() as { access_token: string; refresh_token: string }
}

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/auth/me', headers: { authorization: `Bearer ${token}` } })

function assertRejected(res: Awaited<ReturnType<typeof me>>, code: string) {
  assert.equal(res.statusCode, 401)
  assert.equal(res.headers['content-type'], 'application/problem+json; charset=utf-8')
  assert.equal(res.json().code, code)
  assert.match(String(res.headers['www-authenticate']), /^Bearer/)
}

for (const store of STORES) {
  describe(`hostile tokens (${store})`, () => {
    const shared = appPerSuite({ store })
    const withSecret = appPerSuite({ store, jwtSecret: SECRET })
    test('issues HS256 tokens with sub, sid, typ, iat, exp and jti', async () => {
      const app = await withSecret()
      const id = sandboxes()
      const { access_token, refresh_token } = await login(app, id('claims'))
      const header = JSON.parse(
        Buffer.from(access_token.split('.')[0] as string, 'base64url').toString(),
      )
      assert.equal(header.alg, 'HS256')
      const access = decode(access_token)
      const refresh = decode(refresh_token)
      assert.equal(access.sub, '1')
      assert.equal(access.typ, 'access')
      assert.equal(refresh.typ, 'refresh')
      assert.equal(access.exp - access.iat, 900)
      assert.equal(refresh.exp - refresh.iat, 7 * 24 * 3600)
      assert.equal(access.sid, refresh.sid)
      assert.notEqual(access.jti, refresh.jti)
    })

    test('a correctly forged token with the real secret is accepted, proving the forgery helper', async () => {
      const app = await withSecret()
      const id = sandboxes()
      const { access_token } = await login(app, id('control'))
      const claims = decode(access_token)
      const res = await me(app, forge({ alg: 'HS256', typ: 'JWT' }, claims, SECRET))
      assert.equal(res.statusCode, 200)
      assert.equal(res.json().username, 'Bret')
    })

    test('refuses alg none, other algorithms, a wrong secret and a tampered payload', async () => {
      const app = await withSecret()
      const id = sandboxes()
      const { access_token } = await login(app, id('hostile'))
      const claims = decode(access_token)
      const [head, , sig] = access_token.split('.')
      const cases = {
        'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
        'alg HS512 with the real secret': forge({ alg: 'HS512' }, claims, SECRET, 'sha512'),
        'a wrong secret': forge({ alg: 'HS256' }, claims, 'not-the-secret'),
        'a tampered payload': `${head}.${b64({ ...claims, sub: '2' })}.${sig}`,
        garbage: 'not.a.jwt',
      }
      for (const [name, token] of Object.entries(cases)) {
        const res = await me(app, token)
        assert.equal(res.statusCode, 401, name)
        assertRejected(res, 'INVALID_TOKEN')
      }
    })

    test('an expired access token is TOKEN_EXPIRED', async (t) => {
      let now = Date.parse('2026-01-01T00:00:00Z')
      const app = await build(t, { store }, { now: () => now })
      const { access_token } = await login(app, 'expiry')
      assert.equal((await me(app, access_token)).statusCode, 200)
      now += 899_000
      assert.equal((await me(app, access_token)).statusCode, 200)
      now += 2_000
      assertRejected(await me(app, access_token), 'TOKEN_EXPIRED')
    })

    test('an expired refresh token cannot be used', async (t) => {
      let now = Date.parse('2026-01-01T00:00:00Z')
      const app = await build(t, { store }, { now: () => now })
      const { refresh_token } = await login(app, 'refresh-expiry')
      now += 7 * 24 * 3600 * 1000 + 1000
      const res = await app.inject({
        method: 'POST',
        url: '/auth/refresh',
        payload: { refreshToken: refresh_token },
      })
      assert.equal(res.statusCode, 401)
      assert.equal(res.json().code, 'TOKEN_EXPIRED')
    })

    test('a refresh token is not an access token, nor the other way round', async () => {
      const app = await shared()
      const id = sandboxes()
      const { access_token, refresh_token } = await login(app, id('typ'))
      assertRejected(await me(app, refresh_token), 'INVALID_TOKEN')
      const res = await app.inject({
        method: 'POST',
        url: '/auth/refresh',
        payload: { refreshToken: access_token },
      })
      assert.equal(res.statusCode, 401)
      assert.equal(res.json().code, 'INVALID_TOKEN')
    })

    test('no Authorization header is UNAUTHENTICATED with a Bearer challenge', async () => {
      const app = await shared()
      for (const authorization of [undefined, 'Basic dXNlcjpwYXNz', 'Bearer']) {
        const res = await app.inject({
          method: 'GET',
          url: '/api/v1/auth/me',
          headers: authorization ? { authorization } : {},
        })
        assert.equal(res.statusCode, 401)
        assert.equal(res.json().code, 'UNAUTHENTICATED')
        assert.equal(res.headers['www-authenticate'], 'Bearer')
      }
    })

    test('the access token of a user deleted by a sandbox reset is refused', async () => {
      const app = await shared()
      const id = sandboxes()
      const client = as(app, id('reset-me'))
      const reg = await client.post('/auth/register', {
        name: 'Ada',
        username: 'ada',
        email: 'ada@example.com',
      })
      assert.equal(reg.statusCode, 200)
      const { access_token, refresh_token } = reg.json()
      assert.equal((await me(app, access_token)).statusCode, 200)
      const reset = await client.delete('/api/v1/session/reset')
      assert.equal(reset.statusCode, 200)
      assertRejected(await me(app, access_token), 'INVALID_TOKEN')
      // Reset revoked the refresh token too.
      const res = await app.inject({
        method: 'POST',
        url: '/auth/refresh',
        payload: { refreshToken: refresh_token },
      })
      assert.equal(res.statusCode, 401)
    })
  })
}

test('tokens stay valid across a restart on the same sqlite file (secret kept in the store)', async (t) => {
  const { tempDir } = await import('../../helper.ts')
  const { join } = await import('node:path')
  const dbPath = join(tempDir(t), 'restart.db')
  const first = await build(t, { store: 'sqlite', dbPath })
  const { access_token, refresh_token } = await login(first, 'restart')
  await first.close()
  const second = await build(t, { store: 'sqlite', dbPath })
  const res = await me(second, access_token)
  assert.equal(res.statusCode, 200)
  assert.equal(res.json().username, 'Bret')
  const refreshed = await second.inject({
    method: 'POST',
    url: '/auth/refresh',
    payload: { refreshToken: refresh_token },
  })
  assert.equal(refreshed.statusCode, 200)
  // A different store means a different generated secret: the token means nothing there.
  const stranger = await build(t, { store: 'sqlite' })
  assert.equal((await me(stranger, access_token)).statusCode, 401)
})
