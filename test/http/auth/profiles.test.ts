import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { as, build, STORES } from '../../helper.ts'
import { ok } from '../custom/support.ts'
import { API, assertProblem, type Client } from '../resources/support.ts'
import {
  exportOf,
  fullView,
  imported,
  importSnapshot,
  SESSION,
  stableExport,
  VERSION,
} from '../session/support.ts'

/**
 * Session profiles an identity may hold, as it may hold created users
 * (docs/contract/baseline-and-overlay.md#create-cap).
 */
const MAX_PROFILES = 30
/** What one request body may carry, and so what a stored profile may grow to. */
const MAX_PROFILE_BYTES = 100 * 1024

type Profile = Record<string, unknown> & { id: string }
type Info = { profiles: number; limits: { maxProfiles: number } }

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const fields = (prefix: string, n: number, value: unknown = 1) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, value]))

async function login(client: Client, username: string) {
  return ok<{ access_token: string; user: Profile }>(
    await client.post(`${API}/auth/login`, { username }),
  )
}

const patchMe = (client: Client, token: string, payload: unknown) =>
  client.send({
    method: 'PATCH',
    url: `${API}/auth/me`,
    headers: bearer(token),
    payload: payload as object,
  })
const me = async (client: Client, token: string) =>
  ok<Profile>(await client.send({ method: 'GET', url: `${API}/auth/me`, headers: bearer(token) }))

for (const store of STORES) {
  describe(`session profiles (${store})`, () => {
    test('a profile patch may not grow it past 50 fields; the profile stays as it was', async (t) => {
      const app = await build(t, { store })
      const a = as(app, 'profile-fields')
      const { access_token } = await login(a, 'wide')
      // username, name and email are three of its fields: 47 more fill it.
      const full = ok<Profile>(await patchMe(a, access_token, fields('f', 47)))
      assert.equal(Object.keys(full).length, 51)
      const before = await stableExport(a)
      const over = await patchMe(a, access_token, fields('g', 1))
      const problem = assertProblem(over, 400, 'VALIDATION_FAILED')
      assert.match(String(problem.detail), /50 fields/)
      assert.deepEqual(await me(a, access_token), full)
      assert.deepEqual(await stableExport(a), before)
      // Removing one makes room for another; id and _sandbox are not fields.
      const swapped = await patchMe(a, access_token, {
        f0: null,
        g0: 1,
        id: 'x',
        _sandbox: 'created',
      })
      assert.equal(swapped.statusCode, 200, swapped.body)
      assert.equal(ok<Profile>(swapped).id, 'session-wide')
    })

    test('a profile patch may not grow it past 100 KB, nor carry what a users patch may not', async (t) => {
      const app = await build(t, { store })
      const a = as(app, 'profile-bytes')
      const { access_token } = await login(a, 'heavy')
      const chunk = (prefix: string) => fields(prefix, 9, 'x'.repeat(9_000))
      ok(await patchMe(a, access_token, chunk('a')))
      const before = await me(a, access_token)
      let last = ok<Profile>(await patchMe(a, access_token, { one: 1 }))
      for (const prefix of ['b', 'c', 'd']) {
        const res = await patchMe(a, access_token, chunk(prefix))
        if (res.statusCode !== 200) {
          assertProblem(res, 413, 'PAYLOAD_TOO_LARGE')
          break
        }
        last = ok<Profile>(res)
      }
      assert.ok(Buffer.byteLength(JSON.stringify(last)) <= MAX_PROFILE_BYTES)
      assert.deepEqual(await me(a, access_token), last)
      assert.notDeepEqual(last, before)
      for (const bad of [{ name: 'n'.repeat(10_001) }, { name: 5 }, { address: { city: 7 } }]) {
        assertProblem(await patchMe(a, access_token, bad), 400, 'VALIDATION_FAILED')
      }
      const proto = await a.send({
        method: 'PATCH',
        url: `${API}/auth/me`,
        headers: { ...bearer(access_token), 'content-type': 'application/json' },
        payload: '{"extra":{"__proto__":{"polluted":true}}}',
      })
      assert.equal(proto.statusCode, 400, proto.body)
      assert.deepEqual(await me(a, access_token), last)
    })

    test('an identity holds at most 30 profiles: the 31st new name is 403 and stores nothing', async (t) => {
      const app = await build(t, { store })
      const a = as(app, 'profile-cap')
      const info = async () => ok<Info>(await a.get(SESSION))
      assert.equal((await info()).profiles, 0)
      assert.equal((await info()).limits.maxProfiles, MAX_PROFILES)
      for (let i = 0; i < MAX_PROFILES; i++) await login(a, `guest${i}`)
      assert.equal((await info()).profiles, MAX_PROFILES)
      const before = await stableExport(a)
      const refused = await a.post(`${API}/auth/login`, { username: 'one-too-many' })
      const problem = assertProblem(refused, 403, 'SANDBOX_LIMIT_REACHED')
      assert.match(String(problem.detail), /30/)
      assert.deepEqual(await stableExport(a), before)
      assert.equal((await info()).profiles, MAX_PROFILES)
      // A name it already holds still logs in, and its patches still apply.
      const again = await login(a, 'guest7')
      assert.equal(again.user.id, 'session-guest7')
      ok(await patchMe(a, again.access_token, { website: 'seven.dev' }))
      // Known users are not profiles.
      assert.equal((await login(a, 'Bret')).user.id, 1)
      // Another identity has its own 30.
      await login(as(app, 'profile-cap-other'), 'one-too-many')
    })

    test('profiles are exported and restored by export → reset → import', async (t) => {
      const app = await build(t, { store })
      const a = as(app, 'profile-trip')
      const { access_token } = await login(a, 'traveller')
      await login(a, 'jo@example.com')
      const patched = ok<Profile>(
        await patchMe(a, access_token, { website: 'away.dev', address: { city: 'Rome' } }),
      )
      const view = await fullView(a)
      assert.equal((view.session as Info).profiles, 2)
      const snapshot = await exportOf(a)
      const entries = snapshot.records.filter((e) => e.resource === 'profiles')
      assert.deepEqual(
        entries.map((e) => [e.op, e.data?.id]),
        [
          ['create', 'session-traveller'],
          ['create', 'session-jo@example.com'],
        ],
      )
      assert.deepEqual(entries[0]?.data, patched)
      assert.deepEqual(
        (await exportOf(a, 'profiles')).records.map((e) => e.data?.id),
        ['session-traveller', 'session-jo@example.com'],
      )

      const reset = ok<{ purgedRecords: number }>(await a.delete(`${SESSION}/reset`))
      assert.equal(reset.purgedRecords, snapshot.records.length)
      assert.equal(ok<Info>(await a.get(SESSION)).profiles, 0)
      await imported(a, snapshot)
      assert.deepEqual(await fullView(a), view)
      assert.deepEqual(await me(a, access_token), patched)
    })

    test('an import keeps the profile rules: 30 at most, session ids, the users fields', async (t) => {
      const app = await build(t, { store })
      const a = as(app, 'profile-import')
      await login(a, 'resident')
      const before = await stableExport(a)
      const profile = (name: string, extra: object = {}) => ({
        resource: 'profiles',
        op: 'create',
        data: {
          id: `session-${name}`,
          username: name,
          name,
          email: `${name}@playground.local`,
          ...extra,
        },
      })
      const reject = async (records: unknown[], status: number, code: string, field?: string) => {
        const problem = assertProblem(
          await importSnapshot(a, { version: VERSION, records }),
          status,
          code,
        )
        if (field)
          assert.ok(String(problem.errors?.[0]?.field).startsWith(field), JSON.stringify(problem))
        assert.deepEqual(await stableExport(a), before)
      }
      await reject(
        Array.from({ length: MAX_PROFILES + 1 }, (_, i) => profile(`p${i}`)),
        403,
        'SANDBOX_LIMIT_REACHED',
      )
      await reject(
        [profile('ok'), { ...profile('x'), data: { id: 'local-x', name: 'x' } }],
        400,
        'VALIDATION_FAILED',
        'records[1].data.id',
      )
      await reject([profile('wide', fields('f', 48))], 400, 'VALIDATION_FAILED', 'records[0]')
      await reject([profile('typed', { name: 5 })], 400, 'VALIDATION_FAILED', 'records[0].data')
      await reject(
        [{ ...profile('upd'), op: 'update', targetId: 1 }],
        400,
        'VALIDATION_FAILED',
        'records[0]',
      )
      await reject([profile('twice'), profile('twice')], 400, 'CONFLICT')
      await reject(
        [profile('big', fields('s', 12, 'x'.repeat(9_000)))],
        400,
        'VALIDATION_FAILED',
        'records[0]',
      )
      // Within the rules it is accepted, and the profile logs in as stored.
      await imported(a, { version: VERSION, records: [profile('fine', { website: 'fine.dev' })] })
      assert.equal((await login(a, 'fine')).user.website, 'fine.dev')
    })
  })
}
