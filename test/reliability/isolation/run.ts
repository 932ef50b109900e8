/** The run: picks each step, runs batches of them concurrently, checks every identity. */
import assert from 'node:assert/strict'
import type { TestContext } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { type ListBody, type Obj, RESOURCES, type Resource } from '../model.ts'
import { annotate, checkEveryone } from './checks.ts'
import { API, CHECK_EVERY, HOT, IDENTITIES, SEED, STEPS } from './config.ts'
import { customCreate, customDrop, customList, customRecord, customSummaries } from './custom.ts'
import { gqlCreate, gqlDelete, gqlGet, gqlList, gqlUpdate } from './graphql.ts'
import { Harness, type Scenario, type Step, type Who } from './harness.ts'
import { raceCustomUpdateDelete, raceUpdateDelete } from './races.ts'
import { register } from './registration.ts'
import { restCreate, restList, restRecord } from './rest.ts'
import { copy, fillCollections, fillToCap, once, restore } from './scenarios.ts'
import {
  badImport,
  overCapImport,
  randomImport,
  sessionExport,
  sessionInfo,
  sessionReset,
} from './session.ts'
import { sharedReads } from './shared-reads.ts'

export function singleOp(h: Harness, w: Who): Step {
  const kind = h.rng.weighted({
    restCreate: 11,
    restGet: 6,
    restPut: 3,
    restPatch: 6,
    restDelete: 4,
    restList: 6,
    gqlCreate: 5,
    gqlUpdate: 4,
    gqlDelete: 2,
    gqlGet: 3,
    gqlList: 2.5,
    customCreate: 7,
    customGet: 2,
    customPut: 1.5,
    customPatch: 2,
    customDelete: 1.5,
    customDrop: 0.4,
    customList: 2,
    customSummaries: 1,
    register: 1.5,
    sessionInfo: 1,
    sessionExport: 1.2,
    sessionReset: 0.4,
    randomImport: 1,
    badImport: 0.4,
    overCapImport: 0.25,
    raceUpdateDelete: 1.5,
    raceCustomUpdateDelete: 0.8,
  })
  switch (kind) {
    case 'restCreate':
      return restCreate(h, w)
    case 'restGet':
      return restRecord(h, w, 'GET')
    case 'restPut':
      return restRecord(h, w, 'PUT')
    case 'restPatch':
      return restRecord(h, w, 'PATCH')
    case 'restDelete':
      return restRecord(h, w, 'DELETE')
    case 'restList':
      return restList(h, w)
    case 'gqlCreate':
      return gqlCreate(h, w)
    case 'gqlUpdate':
      return gqlUpdate(h, w)
    case 'gqlDelete':
      return gqlDelete(h, w)
    case 'gqlGet':
      return gqlGet(h, w)
    case 'gqlList':
      return gqlList(h, w)
    case 'customCreate':
      return customCreate(h, w)
    case 'customGet':
      return customRecord(h, w, 'GET')
    case 'customPut':
      return customRecord(h, w, 'PUT')
    case 'customPatch':
      return customRecord(h, w, 'PATCH')
    case 'customDelete':
      return customRecord(h, w, 'DELETE')
    case 'customDrop':
      return customDrop(h, w)
    case 'customList':
      return customList(h, w)
    case 'customSummaries':
      return customSummaries(h, w)
    case 'register':
      return register(h, w)
    case 'sessionInfo':
      return sessionInfo(h, w)
    case 'sessionExport':
      return sessionExport(h, w)
    case 'sessionReset':
      return sessionReset(h, w)
    case 'randomImport':
      return randomImport(h, w)
    case 'badImport':
      return badImport(h, w)
    case 'overCapImport':
      return overCapImport(h, w)
    case 'raceUpdateDelete':
      return raceUpdateDelete(h, w)
    case 'raceCustomUpdateDelete':
      return raceCustomUpdateDelete(h, w)
  }
}

/** Hot identities get two fifths of the traffic, so they reach the caps. */
export const pickWho = (h: Harness) =>
  h.who(h.rng.chance(0.4) ? h.rng.int(0, HOT - 1) : h.rng.int(0, IDENTITIES - 1))

/** Reads the baseline once, through the API, as an identity that never writes. */
export async function readBaseline(app: FastifyInstance): Promise<Record<Resource, Obj[]>> {
  const out = {} as Record<Resource, Obj[]>
  for (const resource of RESOURCES) {
    out[resource] = []
    for (let page = 1; ; page++) {
      const res = await app.inject({
        url: `${API}/${resource}?limit=30&page=${page}`,
        headers: { 'x-playground-identity': 'model-baseline-reader' },
      })
      assert.equal(res.statusCode, 200, res.body)
      const body = res.json() as ListBody
      out[resource].push(...body.data)
      if (!body.pagination.hasNextPage) break
    }
  }
  return out
}

export async function runModel(t: TestContext, app: FastifyInstance, store: string) {
  const started = performance.now()
  const h = new Harness(app, store, SEED, await readBaseline(app))
  // Shared reads over real HTTP, through the front door as well as Fastify's kept answers.
  await app.listen({ host: '127.0.0.1', port: 0 })
  h.base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
  const rng = h.rng
  const scheduled = new Map<number, () => Scenario>([
    [Math.floor(STEPS * 0.1), () => fillToCap(h, h.who(rng.int(0, HOT - 1)), rng.pick(RESOURCES))],
    [Math.floor(STEPS * 0.2), () => fillCollections(h, h.who(rng.int(0, HOT - 1)))],
    [Math.floor(STEPS * 0.3), () => restore(h, h.who(rng.int(0, HOT - 1)))],
    [Math.floor(STEPS * 0.4), () => fillToCap(h, h.who(rng.int(0, HOT - 1)), 'users')],
    [
      Math.floor(STEPS * 0.5),
      () => copy(h, h.who(rng.int(0, HOT - 1)), h.who(rng.int(HOT, IDENTITIES - 1))),
    ],
    [Math.floor(STEPS * 0.6), () => once(badImport(h, pickWho(h)))],
    [Math.floor(STEPS * 0.7), () => fillToCap(h, h.who(rng.int(0, HOT - 1)), rng.pick(RESOURCES))],
    [Math.floor(STEPS * 0.8), () => once(overCapImport(h, pickWho(h)))],
  ])
  const due = [...scheduled.keys()].sort((a, b) => a - b)
  const pending: Scenario[] = []
  let step = 0
  let nextCheck = CHECK_EVERY

  while (step < STEPS) {
    let batch: Step[]
    const head = pending[0]
    if (head) {
      const next = head.next()
      if (next.done) {
        pending.shift()
        continue
      }
      batch = [next.value]
    } else if (due.length && step >= (due[0] as number)) {
      pending.push((scheduled.get(due.shift() as number) as () => Scenario)())
      continue
    } else if (rng.chance(0.012)) {
      // Mostly an identity holding overlays writes between the shared reads.
      const a = h.who(rng.chance(0.7) ? rng.int(0, HOT - 1) : rng.int(0, IDENTITIES - 1))
      const b = h.who((a.index + rng.int(1, IDENTITIES - 1)) % IDENTITIES)
      let c = b
      while (c === a || c === b) c = pickWho(h)
      pending.push(sharedReads(h, a, b, c))
      continue
    } else if (rng.chance(0.01)) {
      const a = pickWho(h)
      const b = h.who((a.index + rng.int(1, IDENTITIES - 1)) % IDENTITIES)
      pending.push(rng.chance(0.5) ? restore(h, a) : copy(h, b, a))
      continue
    } else {
      // Steps of distinct identities may run at once: their sandboxes must not interact.
      const size = rng.chance(0.35) ? rng.int(2, 4) : 1
      const whos = new Set<Who>()
      while (whos.size < size) whos.add(pickWho(h))
      batch = [...whos].map((w) => singleOp(h, w))
    }
    const results = await Promise.allSettled(
      batch.map(async (s, j) => {
        const w = h.who(s.who)
        const history = h.history.get(s.who) ?? []
        history.push(`#${step + j} ${s.label.slice(0, 300)}`)
        h.history.set(s.who, history.slice(-8))
        try {
          await s.run()
        } catch (err) {
          throw annotate(
            err,
            `${store} MODEL_SEED=${SEED}: step ${step + j} of ${STEPS}, identity ${w.name}: ${s.label}`,
            h,
            w,
          )
        }
      }),
    )
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
    if (failed) throw failed.reason
    step += batch.length
    if (step >= nextCheck) {
      await checkEveryone(h, step, 'light')
      nextCheck += CHECK_EVERY
    }
  }
  await checkEveryone(h, step, 'full')

  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const counts = [...h.counts].sort(([a], [b]) => (a < b ? -1 : 1))
  t.diagnostic(
    `${store}: MODEL_SEED=${SEED}, ${step} steps over ${IDENTITIES} identities in ${seconds} s ` +
      `(${h.checkSeconds.toFixed(1)} s of it in the periodic checks of every identity)`,
  )
  t.diagnostic(counts.map(([k, v]) => `${k}: ${v}`).join(', '))
  // The run did meet the rules it is about, not only the happy paths.
  const seen = (pattern: RegExp) =>
    counts.filter(([k]) => pattern.test(k)).reduce((a, [, v]) => a + v, 0)
  const coverage: Array<[string, RegExp]> = [
    ['creates past the cap', /create.*(403|SANDBOX_LIMIT_REACHED)/],
    ['registration past the cap', /^register SANDBOX_LIMIT_REACHED/],
    ['a 21st collection', /^custom create SANDBOX_LIMIT_REACHED/],
    ['404s', /(rest (GET|PUT|PATCH|DELETE) 404|NOT_FOUND)/],
    ['resets', /^session reset/],
    ['imports applied', /^session import .* ok/],
    ['imports refused for a bad entry', /^session import invalid VALIDATION_FAILED/],
    ['imports refused past the cap', /^session import over the cap SANDBOX_LIMIT_REACHED/],
    ['registration conflicts', /^register CONFLICT/],
    ['updates racing deletes', /^race update\/delete 200/],
    ['custom updates racing deletes', /^race custom update\/delete 200/],
    ['shared reads', /^shared read 200/],
    ['shared reads answered 304', /^shared read 304/],
  ]
  for (const [what, pattern] of coverage)
    assert.ok(seen(pattern) > 0, `${store} MODEL_SEED=${SEED}: no ${what}`)
  // Some shared reads came through the front door, which is shut on Redis (ADR 0026).
  t.diagnostic(`${store}: ${app.frontDoor.answered} answers from the front door`)
  if (app.store.versions?.remote !== true)
    assert.ok(app.frontDoor.answered > 0, `${store} MODEL_SEED=${SEED}: no front-door answer`)
}
