/** Registration: new users in a sandbox, conflicts and the cap. */
import assert from 'node:assert/strict'
import { GQL_FIELDS, gqlRecord, type Obj } from '../model.ts'
import { API } from './config.ts'
import { words } from './data.ts'
import { expectFailure, expectGql } from './expect.ts'
import type { Harness, Step, Who } from './harness.ts'
import { acceptCreated } from './rest.ts'

export function register(h: Harness, w: Who, fresh = false): Step {
  const rng = h.rng
  const n = ++h.serial
  const me = String(w.index)
  const users = h.model.view(me, 'users')
  const kind = fresh ? 'fresh' : rng.weighted({ fresh: 5, baseline: 2, own: 1, others: 2 })
  let username = `reg${n}`
  if (kind === 'baseline') username = rng.mixCase(String(rng.pick(h.model.baseline.users).username))
  if (kind === 'own') {
    const own = users.filter((u) => u._sandbox === 'created' && typeof u.username === 'string')
    if (own.length) username = rng.mixCase(String(rng.pick(own).username))
  }
  if (kind === 'others' && h.registered.length) username = rng.pick(h.registered)
  const email = fresh
    ? `reg${n}@example.test`
    : rng.chance(0.05)
      ? `no-at-sign-${n}`
      : rng.chance(0.1)
        ? rng.mixCase(String(rng.pick(h.model.baseline.users).email))
        : `${username.toLowerCase()}.${n}@example.test`
  const payload = { name: words(rng, 2), username, email }
  const viaGql = rng.chance(0.35)
  const path = rng.chance(0.5) ? `${API}/auth/register` : '/auth/register'
  const tr = h.transport(w)
  return {
    who: w.index,
    label: `${viaGql ? 'GraphQL register' : `POST ${path}`} ${JSON.stringify(payload)}`,
    run: async () => {
      const outcome = h.model.register(me, payload)
      h.count(`register ${outcome.ok ? 'ok' : outcome.code}`)
      if (viaGql) {
        const source = `mutation($name: String!, $username: String!, $email: String!) { r: register(name: $name, username: $username, email: $email) { token_type expires_in user { ${GQL_FIELDS.users} } } }`
        const res = await h.gql(w, tr, source, payload)
        if (!outcome.ok) return expectGql(res, outcome, null)
        assert.equal(res.statusCode, 200, res.body)
        const got = (
          res.json() as { data?: { r?: { token_type: string; expires_in: number; user: Obj } } }
        ).data?.r
        assert.ok(got, res.body)
        assert.deepEqual(
          { token_type: got.token_type, expires_in: got.expires_in },
          { token_type: 'Bearer', expires_in: 900 },
        )
        acceptCreated(h, w, 'users', got.user, outcome.value, (rec) => gqlRecord('users', rec))
      } else {
        const res = await h.rest(w, tr, 'POST', path, payload)
        if (!outcome.ok) return expectFailure(res, outcome)
        assert.equal(res.statusCode, 200, res.body)
        const got = res.json() as Obj
        for (const key of ['access_token', 'refresh_token', 'expires_at'])
          assert.equal(typeof got[key], 'string', key)
        assert.deepEqual(
          { token_type: got.token_type, expires_in: got.expires_in },
          { token_type: 'Bearer', expires_in: 900 },
        )
        // The answer's user shows the role its tokens carry
        // (docs/contract/roles-and-permissions.md), which the record lacks.
        acceptCreated(h, w, 'users', got.user as Obj, outcome.value, (rec) => ({
          ...rec,
          role: 'editor',
        }))
      }
      h.registered.push(username)
    },
  }
}
