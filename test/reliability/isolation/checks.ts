/** Periodic checks: what every identity sees. */
import assert from 'node:assert/strict'
import {
  GQL_FIELDS,
  gqlRecord,
  type ListParams,
  type Obj,
  RESOURCES,
  type Resource,
} from '../model.ts'
import { API } from './config.ts'
import { checkSummaries } from './custom.ts'
import { query } from './data.ts'
import { expectList, expectOutcome } from './expect.ts'
import type { Harness, Transport, Who } from './harness.ts'
import { checkExport, checkInfo } from './session.ts'

export async function lightCheck(
  h: Harness,
  w: Who,
  sample: Array<{ resource: string; id: string }>,
  collections: string[],
) {
  const me = String(w.index)
  const tr: Transport = { headers: { 'x-playground-identity': w.name }, query: '' }
  for (const resource of RESOURCES) {
    const params: ListParams = { limit: '30' }
    expectList(
      await h.rest(w, tr, 'GET', `${API}/${resource}?limit=30`),
      h.model.list(me, resource, params),
    )
  }
  for (const { resource, id } of sample) {
    if (resource.startsWith('custom/')) {
      const name = resource.slice('custom/'.length)
      const url = `${API}/custom/${name}${id === '*' ? '' : `/${id}`}`
      const res = await h.rest(w, tr, 'GET', url)
      if (id === '*') expectList(res, h.model.customList(me, name, {}))
      else expectOutcome(res, h.model.customGet(me, name, id))
    } else {
      expectOutcome(
        await h.rest(w, tr, 'GET', `${API}/${resource}/${id}`),
        h.model.get(me, resource as Resource, id),
      )
    }
  }
  await checkSummaries(h, w, tr)
  // Every custom record is in the export compared below; the list route is read for a few.
  for (const name of collections) {
    expectList(
      await h.rest(w, tr, 'GET', `${API}/custom/${name}?limit=30`),
      h.model.customList(me, name, { limit: '30' }),
    )
  }
  await checkInfo(h, w, tr)
  await checkExport(h, w, tr)
}

/** Every page of every list, through REST and through GraphQL. */
export async function fullCheck(h: Harness, w: Who) {
  const me = String(w.index)
  const tr: Transport = { headers: { 'x-playground-identity': w.name }, query: '' }
  const aliases: string[] = []
  const expected: Record<string, Obj[]> = {}
  for (const resource of RESOURCES) {
    const total = h.model.view(me, resource).length
    for (let page = 1; page <= Math.max(1, Math.ceil(total / 30)); page++) {
      const params = { limit: '30', page: String(page) }
      const outcome = h.model.list(me, resource, params)
      expectList(await h.rest(w, tr, 'GET', `${API}/${resource}${query(params)}`), outcome)
      if (outcome.ok)
        expected[`${resource}${page}`] = outcome.value.data.map((r) => gqlRecord(resource, r))
      aliases.push(
        `${resource}${page}: ${resource}(limit: 30, page: ${page}) { ${GQL_FIELDS[resource]} }`,
      )
    }
  }
  const res = await h.gql(w, tr, `{ ${aliases.join('\n')} }`, {})
  assert.equal(res.statusCode, 200, res.body)
  assert.deepEqual(res.json(), { data: expected }, 'GraphQL view of every list')
  for (const name of h.model.sandbox(me).collections()) {
    const total = h.model.customView(me, name).length
    for (let page = 1; page <= Math.ceil(total / 30); page++) {
      const params = { limit: '30', page: String(page) }
      expectList(
        await h.rest(w, tr, 'GET', `${API}/custom/${name}${query(params)}`),
        h.model.customList(me, name, params),
      )
    }
  }
  await checkSummaries(h, w, tr)
  await checkInfo(h, w, tr)
  await checkExport(h, w, tr)
}

export async function checkEveryone(h: Harness, step: number, kind: 'light' | 'full') {
  const started = performance.now()
  // Records written since the last check, by anyone, read back by everyone: a leak shows there.
  const rng = h.checkRng
  const samples = h.people.map(() =>
    h.recent.length <= 6 ? h.recent : Array.from({ length: 6 }, () => rng.pick(h.recent)),
  )
  const lists = h.people.map((w) => {
    const held = h.model.sandbox(String(w.index)).collections()
    return held.length <= 3 ? held : Array.from({ length: 3 }, () => rng.pick(held))
  })
  // Identities whose UUID is still unknown learn it from their first answer here.
  const queue = [...h.people]
  const worker = async () => {
    for (let w = queue.shift(); w; w = queue.shift()) {
      try {
        if (kind === 'full') await fullCheck(h, w)
        else await lightCheck(h, w, samples[w.index] ?? [], lists[w.index] ?? [])
      } catch (err) {
        throw annotate(
          err,
          `${h.store} MODEL_SEED=${h.seed}: ${kind} check after step ${step}, identity ${w.name}`,
          h,
          w,
        )
      }
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  h.recent = []
  h.checkSeconds += (performance.now() - started) / 1000
}

export function annotate(err: unknown, where: string, h: Harness, w: Who): unknown {
  const recent = (h.history.get(w.index) ?? []).slice(-8)
  const context = `${where}\n  recent operations of ${w.name}:\n    ${recent.join('\n    ') || '(none)'}\n`
  if (err instanceof Error) {
    err.message = `${context}${err.message}`
    return err
  }
  return new Error(`${context}${String(err)}`)
}
