import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { decodeJwt } from 'jose'
import { appPerSuite, STORES, sandboxes } from '../../helper.ts'

/**
 * Refresh-token families (docs/contract/auth.md#refresh-families): rotation inside a family, reuse
 * revokes it whole.
 */
const AUTH = '/api/v1/auth'
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

type Tokens = { access_token: string; refresh_token: string }

async function login(app: FastifyInstance, identity: string, username = 'Bret'): Promise<Tokens> {
  const res = await app.inject({
    method: 'POST',
    url: `${AUTH}/login`,
    headers: { 'x-playground-identity': identity },
    payload: { username },
  })
  assert.equal(res.statusCode, 200, res.body)
  return res.json()
}

const refresh = (app: FastifyInstance, token: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `${AUTH}/refresh`, headers, payload: { refreshToken: token } })

const meCode = async (app: FastifyInstance, token: string) => {
  const res = await app.inject({ method: 'GET', url: `${AUTH}/me`, headers: bearer(token) })
  return res.statusCode === 200 ? 200 : res.json().code
}

for (const store of STORES) {
  describe(`refresh-token families (${store})`, () => {
    const shared = appPerSuite({ store })
    test('refresh twice with one token: REFRESH_TOKEN_REUSED, and the whole family dies', async () => {
      const app = await shared()
      const id = sandboxes()
      const first = await login(app, id('families'))
      const bystander = await login(app, id('families'), 'Antonette')
      const fid = decodeJwt(first.access_token).fid
      assert.equal(typeof fid, 'string')

      const second = await refresh(app, first.refresh_token)
      assert.equal(second.statusCode, 200)
      const next: Tokens = second.json()
      assert.equal(decodeJwt(next.refresh_token).fid, fid, 'refresh rotates inside the family')
      assert.equal(decodeJwt(next.access_token).fid, fid)
      assert.equal(await meCode(app, next.access_token), 200)

      const reuse = await refresh(app, first.refresh_token)
      assert.equal(reuse.statusCode, 401)
      assert.equal(reuse.json().code, 'REFRESH_TOKEN_REUSED')
      assert.match(String(reuse.headers['www-authenticate']), /invalid_token/)

      // Every token of the family is revoked: both access tokens and the newest refresh token.
      assert.equal(await meCode(app, first.access_token), 'TOKEN_REVOKED')
      assert.equal(await meCode(app, next.access_token), 'TOKEN_REVOKED')
      const successor = await refresh(app, next.refresh_token)
      assert.equal(successor.statusCode, 401)
      assert.equal(successor.json().code, 'TOKEN_REVOKED')
      const patch = await app.inject({
        method: 'PATCH',
        url: `${AUTH}/me`,
        headers: bearer(next.access_token),
        payload: { website: 'x.dev' },
      })
      assert.equal(patch.json().code, 'TOKEN_REVOKED')

      // Another login's family is untouched, and a new login starts afresh.
      assert.equal(await meCode(app, bystander.access_token), 200)
      assert.equal((await refresh(app, bystander.refresh_token)).statusCode, 200)
      const again = await login(app, id('families'))
      assert.notEqual(decodeJwt(again.access_token).fid, fid)
      assert.equal(await meCode(app, again.access_token), 200)
    })

    test('X-Simulate-Token-Reuse: true takes the reuse path on purpose', async () => {
      const app = await shared()
      const id = sandboxes()
      const tokens = await login(app, id('families'))
      const res = await refresh(app, tokens.refresh_token, { 'x-simulate-token-reuse': 'true' })
      assert.equal(res.statusCode, 401)
      assert.equal(res.json().code, 'REFRESH_TOKEN_REUSED')
      assert.match(res.json().detail, /X-Simulate-Token-Reuse/)
      assert.equal(await meCode(app, tokens.access_token), 'TOKEN_REVOKED')
      assert.equal((await refresh(app, tokens.refresh_token)).json().code, 'TOKEN_REVOKED')
    })

    test('concurrent refreshes with one token: one wins, the rest are refused, the family dies', async () => {
      const app = await shared()
      const id = sandboxes()
      const tokens = await login(app, id('families'))
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => refresh(app, tokens.refresh_token)),
      )
      const codes = answers.map((r) => (r.statusCode === 200 ? 200 : r.json().code))
      assert.equal(codes.filter((c) => c === 200).length, 1, codes.join())
      // The first loser finds the reuse and revokes the family; later ones may find it revoked.
      assert.ok(codes.includes('REFRESH_TOKEN_REUSED'), codes.join())
      assert.ok(
        codes.every((c) => c === 200 || c === 'REFRESH_TOKEN_REUSED' || c === 'TOKEN_REVOKED'),
        codes.join(),
      )
      const winner = answers.find((r) => r.statusCode === 200)?.json() as Tokens
      assert.equal(await meCode(app, winner.access_token), 'TOKEN_REVOKED')
    })

    test('logout takes refresh_token and revokes the family: its access token too', async () => {
      const app = await shared()
      const id = sandboxes()
      const tokens = await login(app, id('families'))
      const out = await app.inject({
        method: 'POST',
        url: `${AUTH}/logout`,
        payload: { refresh_token: tokens.refresh_token },
      })
      assert.equal(out.statusCode, 200, out.body)
      assert.equal(await meCode(app, tokens.access_token), 'TOKEN_REVOKED')
      const after = await refresh(app, tokens.refresh_token)
      assert.equal(after.statusCode, 401)
      assert.equal(after.json().code, 'TOKEN_REVOKED')
      const neither = await app.inject({ method: 'POST', url: `${AUTH}/logout`, payload: {} })
      assert.equal(neither.statusCode, 400)
    })

    test('under RBAC, a revoked family grants nothing: the admin token of a logged-out session is 401', async () => {
      const app = await shared()
      const id = sandboxes()
      const admin = await app.inject({
        method: 'POST',
        url: `${AUTH}/login`,
        headers: { 'x-playground-identity': id('families') },
        payload: { username: 'admin', password: 'Password@123' },
      })
      const tokens: Tokens = admin.json()
      const remove = (token: string) =>
        app.inject({
          method: 'DELETE',
          url: '/api/v1/posts/2',
          headers: {
            'x-playground-identity': id('families'),
            'x-enforce-rbac': 'true',
            ...bearer(token),
          },
        })
      await app.inject({
        method: 'POST',
        url: `${AUTH}/logout`,
        payload: { refreshToken: tokens.refresh_token },
      })
      const refused = await remove(tokens.access_token)
      assert.equal(refused.statusCode, 401)
      assert.equal(refused.json().code, 'TOKEN_REVOKED')
      const again = await app.inject({
        method: 'POST',
        url: `${AUTH}/login`,
        headers: { 'x-playground-identity': id('families') },
        payload: { email: 'admin@playground.test', password: 'Password@123' },
      })
      assert.equal((await remove(again.json().access_token)).statusCode, 200)
    })

    test('a sandbox reset ends refresh: the refresh token is refused, INVALID_TOKEN', async () => {
      const app = await shared()
      const id = sandboxes()
      const tokens = await login(app, id('families'))
      const reset = await app.inject({
        method: 'DELETE',
        url: '/api/v1/session/reset',
        headers: { 'x-playground-identity': id('families') },
      })
      assert.equal(reset.statusCode, 200)
      const res = await refresh(app, tokens.refresh_token)
      assert.equal(res.statusCode, 401)
      assert.equal(res.json().code, 'INVALID_TOKEN')
    })
  })
}
