import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { describe, type TestContext, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { startRedis } from '../../scripts/support/redis-server.ts'
import { mulberry32 } from '../../src/lib/mulberry32.ts'
import { build } from '../helper.ts'

/**
 * Issue 14, points 4 and 5: writes of one sandbox fired together must keep the caps, the deletes
 * and the uniqueness of registered names, on every store, and with Redis across two app
 * instances. Each round is drawn from a seeded PRNG (which requests, in which order, on which
 * instance); a failure names its seed and round.
 *
 * `races.test.ts` runs these on the memory and sqlite stores, `races-redis.system.test.ts` on
 * Redis (the system lane). Replay a failure with
 * `RACE_SEED=<seed> node --import tsx --test test/reliability/races.test.ts` (or the redis file).
 */

const SEED = Number(process.env.RACE_SEED ?? 14_004)
const ROUNDS = 200
const REGISTER_ROUNDS = 10
const API = '/api/v1'
const CAP = 30
const MAX_COLLECTIONS = 20

type Rng = ReturnType<typeof mulberry32>
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T
function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1))
    ;[items[i], items[j]] = [items[j] as T, items[i] as T]
  }
  return items
}

const hex = (rng: Rng, n: number) =>
  Array.from({ length: n }, () => pick(rng, [...'0123456789abcdef'])).join('')
const uuid = (rng: Rng) =>
  `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-8${hex(rng, 3)}-${hex(rng, 12)}`
const ID_CHARS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-']
const customId = (rng: Rng) =>
  `local-${Array.from({ length: 21 }, () => pick(rng, ID_CHARS)).join('')}`

/** Where an app instance listens: its base URL. */
type Instance = string

/**
 * Two app instances sharing one store, listening on loopback sockets: requests racing through
 * real connections interleave as a client's do, which `app.inject` does not reproduce. For memory
 * and sqlite (one process per store) both are the same app.
 */
async function instancesOf(t: TestContext, store: Store): Promise<[Instance, Instance]> {
  const listen = async (app: FastifyInstance) => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  }
  if (store !== 'redis') {
    const url = await listen(await build(t, { store }))
    return [url, url]
  }
  const redis = await startRedis()
  t.after(() => redis.stop())
  return [
    await listen(await build(t, { store: 'redis', redisUrl: redis.url })),
    await listen(await build(t, { store: 'redis', redisUrl: redis.url })),
  ]
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field, as in the other HTTP tests
type Body = any
type Answer = { status: number; body: Body }

function client(base: Instance, identity: string) {
  const send = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-playground-identity': identity,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as Body }
  }
  return {
    get: (path: string) => send('GET', path),
    post: (path: string, body: unknown) => send('POST', path, body),
    put: (path: string, body: unknown) => send('PUT', path, body),
    patch: (path: string, body: unknown) => send('PATCH', path, body),
    delete: (path: string) => send('DELETE', path),
  }
}

const ok = (res: Answer, what: string) => {
  assert.equal(res.status, 200, `${what}: ${JSON.stringify(res.body)}`)
  return res.body
}

/**
 * One round: a sandbox with 30 created posts and 20 collections, then fired together: DELETE of
 * one created post X, 2 POSTs, 6 PATCH/PUT of X; DELETE of a global post G and 2 PATCHes of it;
 * DELETE of one collection, 2 PATCHes of one of its records and a POST opening a new collection.
 */
async function round(apps: [Instance, Instance], rng: Rng, identity: string) {
  const [a] = apps
  const on = () => client(pick(rng, apps), identity)
  const ids = Array.from({ length: CAP }, () => `local-${uuid(rng)}`)
  const recordIds = Array.from({ length: MAX_COLLECTIONS }, () => customId(rng))
  // One import sets the round up: 30 created posts, 20 collections of one record each.
  ok(
    await client(a, identity).post(`${API}/session/import`, {
      version: '1.0',
      records: [
        ...ids.map((id, i) => ({
          resource: 'posts',
          op: 'create',
          data: { id, user_id: 1, title: `p${i}`, body: 'b' },
        })),
        ...recordIds.map((id, i) => ({
          resource: `custom/c${i}`,
          op: 'create',
          data: { id, n: i },
        })),
      ],
    }),
    'setup import',
  )

  const x = pick(rng, ids)
  const g = 1 + Math.floor(rng() * 100)
  const k = Math.floor(rng() * MAX_COLLECTIONS)
  type Fired = { label: string; send: () => Promise<Answer> }
  const fired: Fired[] = [
    { label: 'DELETE X', send: () => on().delete(`${API}/posts/${x}`) },
    ...[0, 1].map((i) => ({
      label: 'POST',
      send: () => on().post(`${API}/posts`, { user_id: 2, title: `late${i}`, body: 'b' }),
    })),
    ...Array.from({ length: 6 }, (_, i) => ({
      label: 'update X',
      send: () =>
        rng() < 0.5
          ? on().patch(`${API}/posts/${x}`, { title: `patched${i}` })
          : on().put(`${API}/posts/${x}`, { user_id: 3, title: `put${i}`, body: 'b' }),
    })),
    { label: 'DELETE G', send: () => on().delete(`${API}/posts/${g}`) },
    ...[0, 1].map((i) => ({
      label: 'update G',
      send: () => on().patch(`${API}/posts/${g}`, { title: `g${i}` }),
    })),
    { label: 'DROP C', send: () => on().delete(`${API}/custom/c${k}`) },
    ...[0, 1].map((i) => ({
      label: 'update C',
      send: () => on().patch(`${API}/custom/c${k}/${recordIds[k]}`, { n: -i }),
    })),
    { label: 'POST D', send: () => on().post(`${API}/custom/fresh`, { n: 99 }) },
  ]
  const results = await Promise.all(
    shuffle(rng, fired).map(async (f) => ({ ...f, res: await f.send() })),
  )
  const of = (label: string) => results.filter((r) => r.label === label)
  for (const r of results) {
    const allowed = {
      'DELETE X': [200],
      POST: [200, 403],
      'update X': [200, 404],
      'DELETE G': [200],
      'update G': [200, 404],
      'DROP C': [200],
      'update C': [200, 404],
      'POST D': [200, 403],
    }[r.label] as number[]
    assert.ok(
      allowed.includes(r.res.status),
      `${r.label}: ${r.res.status} ${JSON.stringify(r.res.body)}`,
    )
  }
  const created = of('POST').filter((r) => r.res.status === 200).length

  const mine = client(a, identity)
  const session = ok(await mine.get(`${API}/session`), 'session')
  assert.equal(session.resources.posts, CAP - 1 + created, 'created posts after the race')
  assert.ok(session.resources.posts <= CAP, `the cap holds: ${session.resources.posts} posts`)
  assert.equal(
    (await mine.get(`${API}/posts/${x}`)).status,
    404,
    'the deleted created post stays deleted',
  )
  assert.equal(
    (await mine.get(`${API}/posts/${g}`)).status,
    404,
    'the deleted global post stays deleted',
  )
  const summaries = ok(await mine.get(`${API}/custom`), 'collections')
  const names = (summaries.collections as Array<{ name: string }>).map((c) => c.name)
  assert.ok(!names.includes(`c${k}`), `the dropped collection c${k} stays dropped: ${names}`)
  assert.ok(names.length <= MAX_COLLECTIONS, `the collection limit holds: ${names.length}`)

  // Whatever the race left, export → reset → import gives it back
  // (docs/contract/session.md#import).
  const exported = ok(await mine.get(`${API}/session/export`), 'export')
  ok(await mine.delete(`${API}/session/reset`), 'reset')
  ok(
    await mine.post(`${API}/session/import`, {
      version: exported.version,
      records: exported.records,
    }),
    'import of the export',
  )
  const again = ok(await mine.get(`${API}/session/export`), 'export after import')
  // `createdAt` is when an entry was written, so an import stamps its own.
  const shown = (records: Array<Record<string, unknown>>) =>
    records.map(({ createdAt: _, ...r }) => r)
  assert.deepEqual(
    shown(again.records),
    shown(exported.records),
    'the round trip gives the sandbox back',
  )
}

type Store = 'memory' | 'sqlite' | 'redis'

/** Both race suites, each with one test per store of `stores`. */
export function describeRaces(stores: readonly Store[]) {
  describe(`updates racing deletes keep the cap and the deletes (RACE_SEED=${SEED}, ${ROUNDS} rounds)`, () => {
    for (const store of stores) {
      test(store, async (t) => {
        const apps = await instancesOf(t, store)
        const rng = mulberry32(SEED)
        for (let i = 0; i < ROUNDS; i++) {
          try {
            await round(apps, rng, `race-${i}`)
          } catch (err) {
            throw new Error(`${store} RACE_SEED=${SEED}, round ${i}: ${(err as Error).message}`, {
              cause: err,
            })
          }
        }
      })
    }
  })

  describe('concurrent registrations of one name create one user', () => {
    for (const store of stores) {
      test(store, async (t) => {
        const apps = await instancesOf(t, store)
        const rng = mulberry32(SEED)
        for (let i = 0; i < REGISTER_ROUNDS; i++) {
          const identity = `register-race-${i}`
          // Half the rounds share the username, the others the e-mail; letter case varies.
          const byName = i % 2 === 0
          const results: Answer[] = await Promise.all(
            Array.from({ length: 20 }, (_, j) => {
              const name = `Racer${i}`
              const mixed = [...name]
                .map((c) => (rng() < 0.5 ? c.toUpperCase() : c.toLowerCase()))
                .join('')
              return client(pick(rng, apps), identity).post('/auth/register', {
                name: `Racer ${j}`,
                username: byName ? mixed : `racer${i}-${j}`,
                email: byName ? `r${j}@example.com` : `${mixed}@example.com`,
              })
            }),
          )
          const codes = results.map((r) => r.status)
          const what = `${store} RACE_SEED=${SEED}, round ${i}: ${codes.join(' ')}`
          assert.equal(codes.filter((c) => c === 200).length, 1, what)
          assert.equal(codes.filter((c) => c === 409).length, 19, what)
          for (const r of results.filter((r) => r.status === 409))
            assert.equal(r.body.code, 'CONFLICT', what)
          const session = ok(await client(apps[0], identity).get(`${API}/session`), 'session')
          assert.equal(session.resources.users, 1, what)
        }
      })
    }
  })
}
