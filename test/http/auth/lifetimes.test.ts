import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { decodeJwt } from 'jose'
import { appPerSuite, build, STORES, sandboxes } from '../../helper.ts'

/**
 * docs/contract/auth.md#token-lifetimes: token lifetimes per request, server defaults, and
 * simulated clock skew.
 */
const AUTH = '/api/v1/auth'
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

type Tokens = {
  access_token: string
  refresh_token: string
  expires_in: number
  expires_at: string
}

async function login(
  app: FastifyInstance,
  opts: Partial<InjectOptions> = {},
  identity = 'lifetimes',
): Promise<Tokens> {
  const res = await app.inject({
    method: 'POST',
    url: `${AUTH}/login`,
    ...opts,
    headers: { 'x-playground-identity': identity, ...opts.headers },
    payload: { username: 'Bret', ...(opts.payload as object) },
  })
  assert.equal(res.statusCode, 200, res.body)
  return res.json()
}

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: `${AUTH}/me`, headers: bearer(token) })

/** The token's own lifetime, from its claims. */
const lifetime = (token: string) => {
  const { iat, exp } = decodeJwt(token)
  return Number(exp) - Number(iat)
}

for (const store of STORES) {
  describe(`token lifetimes (${store})`, () => {
    const shared = appPerSuite({ store })
    test('_jwt_expiry=-1s issues an access token that is already expired: /auth/me says TOKEN_EXPIRED', async () => {
      const app = await shared()
      const id = sandboxes()
      const tokens = await login(app, { url: `${AUTH}/login?_jwt_expiry=-1s` }, id('lifetimes'))
      assert.equal(tokens.expires_in, -1)
      assert.ok(Date.parse(tokens.expires_at) < Date.now())
      const res = await me(app, tokens.access_token)
      assert.equal(res.statusCode, 401)
      assert.equal(res.json().code, 'TOKEN_EXPIRED')
      assert.match(String(res.headers['www-authenticate']), /invalid_token/)
      // The refresh token is untouched: the refresh interceptor's path works at once.
      const refreshed = await app.inject({
        method: 'POST',
        url: `${AUTH}/refresh`,
        payload: { refresh_token: tokens.refresh_token },
      })
      assert.equal(refreshed.statusCode, 200, refreshed.body)
      assert.equal(refreshed.json().expires_in, 900)
      assert.equal((await me(app, refreshed.json().access_token)).statusCode, 200)
    })

    test('every form sets the lifetime: header, query, token_ttl, expiresIn, expires_in', async () => {
      const app = await shared()
      const id = sandboxes()
      const cases: Array<[Partial<InjectOptions>, number]> = [
        [{ headers: { 'x-simulate-jwt-expiry': '30' } }, 30],
        [{ url: `${AUTH}/login?_jwt_expiry=5m` }, 300],
        [{ payload: { token_ttl: 45 } }, 45],
        [{ payload: { expiresIn: '2h' } }, 7200],
        [{ payload: { expires_in: '1d' } }, 86_400],
        // A header wins over the query, which wins over the body.
        [{ url: `${AUTH}/login?_jwt_expiry=20s`, headers: { 'x-simulate-jwt-expiry': '10s' } }, 10],
        [{ url: `${AUTH}/login?_jwt_expiry=20s`, payload: { token_ttl: 99 } }, 20],
      ]
      for (const [opts, seconds] of cases) {
        const tokens = await login(app, opts, id('lifetimes'))
        assert.equal(tokens.expires_in, seconds, JSON.stringify(opts))
        assert.equal(lifetime(tokens.access_token), seconds, JSON.stringify(opts))
        const { exp } = decodeJwt(tokens.access_token)
        assert.equal(Date.parse(tokens.expires_at), Number(exp) * 1000)
        // The refresh token keeps the server's lifetime.
        assert.equal(lifetime(tokens.refresh_token), 7 * 86_400)
      }
    })

    test('register and refresh take a lifetime too; _refresh_expiry=-1s makes refresh answer TOKEN_EXPIRED', async () => {
      const app = await shared()
      const id = sandboxes()
      const registered = await app.inject({
        method: 'POST',
        url: `${AUTH}/register?_refresh_expiry=-1s`,
        headers: { 'x-playground-identity': id('lifetimes') },
        payload: { name: 'Ada', username: 'ada', email: 'ada@example.com', expiresIn: '90s' },
      })
      assert.equal(registered.statusCode, 200, registered.body)
      assert.equal(registered.json().expires_in, 90)
      const expired = await app.inject({
        method: 'POST',
        url: `${AUTH}/refresh`,
        payload: { refreshToken: registered.json().refresh_token },
      })
      assert.equal(expired.statusCode, 401)
      assert.equal(expired.json().code, 'TOKEN_EXPIRED')

      const tokens = await login(app, {}, id('lifetimes'))
      const refreshed = await app.inject({
        method: 'POST',
        url: `${AUTH}/refresh`,
        headers: { 'x-simulate-refresh-expiry': '1h' },
        payload: { refreshToken: tokens.refresh_token, token_ttl: 15 },
      })
      assert.equal(refreshed.statusCode, 200, refreshed.body)
      assert.equal(refreshed.json().expires_in, 15)
      assert.equal(lifetime(refreshed.json().refresh_token), 3600)
    })

    test('out-of-range and malformed lifetimes are 400s naming the parameter, the value and the range', async () => {
      const app = await shared()
      const cases: Array<[Partial<InjectOptions>, string, string]> = [
        [{ url: `${AUTH}/login?_jwt_expiry=31d` }, '_jwt_expiry', "'31d'"],
        [{ headers: { 'x-simulate-jwt-expiry': '-2h' } }, 'X-Simulate-JWT-Expiry', "'-2h'"],
        [{ payload: { token_ttl: 1.5 } }, 'token_ttl', '1.5'],
        [{ payload: { expiresIn: 'soon' } }, 'expiresIn', "'soon'"],
        [{ url: `${AUTH}/login?_refresh_expiry=1y` }, '_refresh_expiry', "'1y'"],
        [{ url: `${AUTH}/login?_clock_skew=2d` }, '_clock_skew', "'2d'"],
        [{ url: `${AUTH}/login?_jwt_expiry=1&_jwt_expiry=2` }, '_jwt_expiry', '1,2'],
      ]
      for (const [opts, name, shown] of cases) {
        const res = await app.inject({
          method: 'POST',
          url: `${AUTH}/login`,
          ...opts,
          payload: { username: 'Bret', ...(opts.payload as object) },
        })
        assert.equal(res.statusCode, 400, `${name}: ${res.body}`)
        const { detail } = res.json()
        assert.ok(detail.includes(name), detail)
        assert.ok(detail.includes(shown), detail)
        assert.match(detail, /from -?\d+ s to \d+ s/)
      }
    })

    test('server defaults: --access-ttl and --refresh-ttl', async (t) => {
      const app = await build(t, { store, accessTtlS: 60, refreshTtlS: 120 })
      const tokens = await login(app)
      assert.equal(tokens.expires_in, 60)
      assert.equal(lifetime(tokens.access_token), 60)
      assert.equal(lifetime(tokens.refresh_token), 120)
    })
  })

  describe(`token scenarios over GraphQL (${store})`, () => {
    const gql = (app: FastifyInstance, query: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'x-playground-identity': 'gql-lifetimes', ...headers },
        payload: { query },
      })

    test('login(expiresIn: "-1s") then me: TOKEN_EXPIRED; refreshToken with the reuse header: REFRESH_TOKEN_REUSED', async (t) => {
      const app = await build(t, { store })
      const login = await gql(
        app,
        'mutation { login(username: "Bret", expiresIn: "-1s") { access_token refresh_token expires_in } }',
      )
      const tokens = login.json().data.login
      assert.equal(tokens.expires_in, -1)
      const me = await gql(app, '{ me { id } }', bearer(tokens.access_token))
      assert.equal(me.json().errors[0].extensions.code, 'TOKEN_EXPIRED')
      const skewed = await gql(app, 'mutation { login(username: "Bret") { access_token } }', {
        'x-simulate-clock-skew': '300',
      })
      const early = await gql(app, '{ me { id } }', bearer(skewed.json().data.login.access_token))
      assert.equal(early.json().errors[0].extensions.code, 'TOKEN_NOT_YET_VALID')
      const reused = await gql(
        app,
        `mutation { refreshToken(refreshToken: "${tokens.refresh_token}") { access_token } }`,
        { 'x-simulate-token-reuse': 'true' },
      )
      assert.equal(reused.json().errors[0].extensions.code, 'REFRESH_TOKEN_REUSED')
    })
  })

  describe(`clock skew (${store})`, () => {
    test('a token issued with its clock ahead is TOKEN_NOT_YET_VALID here; one behind still works', async (t) => {
      const app = await build(t, { store })
      const ahead = await login(app, { headers: { 'x-simulate-clock-skew': '120' } })
      const claims = decodeJwt(ahead.access_token)
      const now = Math.floor(Date.now() / 1000)
      assert.ok(Number(claims.iat) >= now + 119, 'iat shifts with the skew')
      assert.equal(claims.nbf, claims.iat)
      assert.equal(Number(claims.exp) - Number(claims.iat), 900)
      const res = await me(app, ahead.access_token)
      assert.equal(res.statusCode, 401)
      assert.equal(res.json().code, 'TOKEN_NOT_YET_VALID')
      assert.match(res.json().detail, /not valid before \d{4}-\d\d-\d\dT/)

      const behind = await login(app, { url: `${AUTH}/login?_clock_skew=-600` })
      assert.ok(Number(decodeJwt(behind.access_token).iat) <= now - 599)
      assert.equal((await me(app, behind.access_token)).statusCode, 200)
      // Skewed far enough behind, a token is born expired.
      const stale = await login(app, { url: `${AUTH}/login?_clock_skew=-1000` })
      assert.equal((await me(app, stale.access_token)).json().code, 'TOKEN_EXPIRED')
    })

    test('--clock-tolerance lets a token whose nbf is a little ahead through', async (t) => {
      const app = await build(t, { store, clockToleranceS: 300 })
      const ahead = await login(app, { headers: { 'x-simulate-clock-skew': '120' } })
      assert.equal((await me(app, ahead.access_token)).statusCode, 200)
      const far = await login(app, { headers: { 'x-simulate-clock-skew': '1h' } })
      assert.equal((await me(app, far.access_token)).json().code, 'TOKEN_NOT_YET_VALID')
    })
  })
}
