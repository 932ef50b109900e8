import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { mulberry32 } from '../../../src/lib/mulberry32.ts'
import { as, build, STORES } from '../../helper.ts'
import { CUSTOM } from '../custom/support.ts'
import { API, baseCount, type Client, RESOURCES, type Resource } from '../resources/support.ts'
import { entriesOf, exportOf, fullView, imported, SESSION } from './support.ts'

/**
 * Property: whatever a sandbox went through, export → reset → import gives back the identical
 * view. Random write sequences come from a seeded PRNG; a failure names its seed and its writes,
 * so it can be replayed by putting that seed in SEEDS.
 */

const SEEDS = [1, 2, 3, 7, 42, 99, 1234, 4321, 98765, 31337, 20250101, 0xdecafbad]
/**
 * docs/contract/baseline-and-overlay.md#create-cap: live created records per identity and resource.
 */
const CAP = 30
const COLLECTIONS = ['alpha', 'beta-2'] as const

type Rng = ReturnType<typeof mulberry32>
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1))
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T
const chance = (rng: Rng, p: number) => rng() < p

const WORDS = [
  'alpha',
  'Bravo',
  'charlie',
  'Delta',
  'echo',
  'foxtrot',
  'Golf',
  'hotel',
  'India',
  'juliet',
]
const words = (rng: Rng, n = int(rng, 1, 4)) =>
  Array.from({ length: n }, () => pick(rng, WORDS)).join(' ')

/** A few fields the resource does not know, kept as supplied. */
function extras(rng: Rng): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  if (chance(rng, 0.3)) out.tag = words(rng, 1)
  if (chance(rng, 0.2))
    out.meta = { score: int(rng, 0, 100), flags: [chance(rng, 0.5), words(rng, 1)] }
  if (chance(rng, 0.1)) out.userId = int(rng, 1, 10)
  return out
}

/**
 * On posts, todos and albums an extra `userId` is the alias of `user_id`
 * (docs/contract/baseline-and-overlay.md#reference-aliases): valid when equal.
 */
const agreeing = (b: Record<string, unknown>) => ('userId' in b ? { ...b, userId: b.user_id } : b)

/** A valid create or replace body of a resource. */
function body(rng: Rng, resource: Resource): Record<string, unknown> {
  const ref = () => (chance(rng, 0.2) ? String(int(rng, 1, 10)) : int(rng, 1, 10))
  switch (resource) {
    case 'users':
      return {
        name: words(rng, 2),
        username: `${pick(rng, WORDS)}${int(rng, 1, 999)}`,
        email: `${pick(rng, WORDS).toLowerCase()}@example.com`,
        ...(chance(rng, 0.5)
          ? { address: { street: words(rng), city: pick(rng, WORDS), zipcode: '12345' } }
          : {}),
        ...(chance(rng, 0.3) ? { company: { name: words(rng, 2), catchPhrase: words(rng) } } : {}),
        ...extras(rng),
      }
    case 'posts':
      return agreeing({ user_id: ref(), title: words(rng), body: words(rng, 6), ...extras(rng) })
    case 'comments':
      return {
        post_id: ref(),
        name: words(rng, 2),
        email: 'c@example.com',
        body: words(rng, 5),
        ...extras(rng),
      }
    case 'todos':
      return agreeing({
        user_id: ref(),
        title: words(rng),
        completed: chance(rng, 0.5),
        ...extras(rng),
      })
    case 'albums':
      return agreeing({ user_id: ref(), title: words(rng), ...extras(rng) })
    case 'photos':
      return {
        album_id: ref(),
        title: words(rng),
        ...(chance(rng, 0.5) ? { url: `/api/v1/thumbnails/${pick(rng, WORDS)}.svg` } : {}),
        ...extras(rng),
      }
  }
}

/** A valid merge patch of a resource: a change, sometimes a removal, sometimes a nested merge. */
function patch(rng: Rng, resource: Resource): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const text = {
    users: 'name',
    posts: 'title',
    comments: 'body',
    todos: 'title',
    albums: 'title',
    photos: 'title',
  }[resource]
  out[text] = words(rng)
  if (chance(rng, 0.3)) out.tag = chance(rng, 0.5) ? null : words(rng, 1)
  if (resource === 'users' && chance(rng, 0.4)) out.address = { city: words(rng, 1), zipcode: null }
  if (resource === 'todos' && chance(rng, 0.5)) out.completed = chance(rng, 0.5)
  return out
}

function customBody(rng: Rng): Record<string, unknown> {
  return {
    name: words(rng, 2),
    price: int(rng, 1, 500) / 4,
    inStock: chance(rng, 0.5),
    ...(chance(rng, 0.4)
      ? { details: { colour: pick(rng, WORDS), sizes: [int(rng, 1, 9), int(rng, 1, 9)] } }
      : {}),
  }
}

function customPatch(rng: Rng): Record<string, unknown> {
  const out: Record<string, unknown> = { price: int(rng, 1, 500) / 4 }
  if (chance(rng, 0.3)) out.details = { colour: words(rng, 1) }
  if (chance(rng, 0.2)) out.inStock = null
  return out
}

/** What the sandbox holds, so every generated write is one that must succeed. */
class Model {
  readonly globals = new Map<Resource, number[]>()
  readonly created = new Map<Resource, string[]>()
  readonly custom = new Map<string, string[]>()

  constructor(app: FastifyInstance) {
    for (const r of RESOURCES) {
      this.globals.set(
        r,
        Array.from({ length: baseCount(app, r) }, (_, i) => i + 1),
      )
      this.created.set(r, [])
    }
    for (const c of COLLECTIONS) this.custom.set(c, [])
  }
}

/** Runs `count` random writes and returns their log. Every write must answer 200. */
async function randomWrites(client: Client, model: Model, rng: Rng, count: number, seed: number) {
  const log: string[] = []
  const expectOk = (res: LightMyRequestResponse, what: string) => {
    log.push(what)
    assert.equal(res.statusCode, 200, `seed ${seed}, write ${log.length} (${what}): ${res.body}`)
    return res.json() as { id: string }
  }
  const remove = <T>(list: T[], item: T) => list.splice(list.indexOf(item), 1)

  while (log.length < count) {
    const roll = rng()
    if (roll < 0.65) {
      const resource = pick(rng, RESOURCES)
      const globals = model.globals.get(resource) as number[]
      const created = model.created.get(resource) as string[]
      const kind = pick(rng, ['create', 'create', 'put', 'patch', 'patch', 'delete'] as const)
      const onCreated = created.length > 0 && chance(rng, 0.5)
      const target = onCreated ? pick(rng, created) : pick(rng, globals)
      const url = `${API}/${resource}/${target}`
      if (kind === 'create') {
        if (created.length >= CAP) continue
        const rec = expectOk(
          await client.post(`${API}/${resource}`, body(rng, resource)),
          `POST ${resource}`,
        )
        created.push(rec.id)
      } else if (kind === 'put') {
        expectOk(await client.put(url, body(rng, resource)), `PUT ${resource}/${target}`)
      } else if (kind === 'patch') {
        expectOk(await client.patch(url, patch(rng, resource)), `PATCH ${resource}/${target}`)
      } else {
        expectOk(await client.delete(url), `DELETE ${resource}/${target}`)
        if (onCreated) remove(created, target as string)
        else remove(globals, target as number)
      }
    } else {
      const collection = pick(rng, COLLECTIONS)
      const records = model.custom.get(collection) as string[]
      const kind =
        records.length === 0
          ? 'create'
          : pick(rng, ['create', 'create', 'put', 'patch', 'delete'] as const)
      if (kind === 'create') {
        const rec = expectOk(
          await client.post(`${CUSTOM}/${collection}`, customBody(rng)),
          `POST ${collection}`,
        )
        records.push(rec.id)
        continue
      }
      const id = pick(rng, records)
      const url = `${CUSTOM}/${collection}/${id}`
      if (kind === 'put')
        expectOk(await client.put(url, customBody(rng)), `PUT ${collection}/${id}`)
      else if (kind === 'patch')
        expectOk(await client.patch(url, customPatch(rng)), `PATCH ${collection}/${id}`)
      else {
        expectOk(await client.delete(url), `DELETE ${collection}/${id}`)
        remove(records, id)
      }
    }
  }
  return log
}

for (const store of STORES) {
  describe(`export → reset → import round trip, random writes (${store})`, () => {
    test('the view after the round trip equals the view before, for every seed', async (t) => {
      const app = await build(t, { store })
      const seen = { creates: 0, updates: 0, deletes: 0, custom: 0 }
      for (const seed of SEEDS) {
        await t.test(`seed ${seed}`, async () => {
          const rng = mulberry32(seed)
          const client = as(app, `roundtrip-${seed}`)
          const log = await randomWrites(client, new Model(app), rng, int(rng, 40, 80), seed)
          const context = `seed ${seed} after ${log.length} writes:\n  ${log.join('\n  ')}`

          const before = await fullView(client)
          const snapshot = await exportOf(client)
          seen.creates += snapshot.stats.creates
          seen.updates += snapshot.stats.updates
          seen.deletes += snapshot.stats.deletes
          seen.custom += snapshot.records.filter((r) => r.resource.startsWith('custom/')).length
          const reset = await client.delete(`${SESSION}/reset`)
          assert.equal(reset.statusCode, 200, `seed ${seed}: ${reset.body}`)
          assert.equal(reset.json().purgedRecords, snapshot.records.length, context)
          const result = await imported(client, snapshot)
          assert.equal(result.importedRecords, snapshot.records.length, context)

          assert.deepEqual(await fullView(client), before, `view differs: ${context}`)
          assert.deepEqual(
            entriesOf(await exportOf(client)),
            entriesOf(snapshot),
            `export differs: ${context}`,
          )
        })
      }
      // The sequences did exercise every kind of entry.
      for (const [kind, n] of Object.entries(seen)) assert.ok(n > SEEDS.length, `${kind}: ${n}`)
    })
  })
}
