/** Session operations: summary, export, reset and import. */
import assert from 'node:assert/strict'
import { CAP, type ExportBody, exportFilter, type Obj, RESOURCES } from '../model.ts'
import { API } from './config.ts'
import { body, COLLECTIONS, customBody, query } from './data.ts'
import { expectFailure, isoOf } from './expect.ts'
import type { Harness, Step, Transport, Who } from './harness.ts'

export async function checkInfo(h: Harness, w: Who, tr: Transport) {
  const res = await h.rest(w, tr, 'GET', `${API}/session`)
  assert.equal(res.statusCode, 200, res.body)
  const got = res.json() as Obj
  const expected = h.model.info(String(w.index), w.uuid as string)
  const picked = Object.fromEntries(Object.keys(expected).map((k) => [k, got[k]]))
  assert.deepEqual(picked, expected, 'GET /session')
}

/** Compares an export with the model; returns the body as the service sent it. */
export async function checkExport(
  h: Harness,
  w: Who,
  tr: Transport,
  resource?: string,
  alias = false,
) {
  const url = `${API}/session/${alias ? 'snapshot' : 'export'}${query({ resource })}`
  const res = await h.rest(w, tr, 'GET', url)
  const outcome = h.model.export(String(w.index), w.uuid as string, resource)
  if (!outcome.ok) {
    expectFailure(res, outcome)
    return undefined
  }
  assert.equal(res.statusCode, 200, res.body)
  const got = res.json() as ExportBody & { exportedAt: string }
  isoOf(got.exportedAt, 'exportedAt')
  const records = got.records.map(({ createdAt, ...entry }, i) => {
    isoOf(createdAt, `records[${i}].createdAt`)
    return entry
  })
  const { exportedAt: _at, ...rest } = got
  assert.deepEqual({ ...rest, records }, outcome.value, `export of ${resource ?? 'all'}`)
  return got
}

export function sessionInfo(h: Harness, w: Who): Step {
  const tr = h.transport(w)
  return {
    who: w.index,
    label: `GET ${API}/session`,
    run: async () => {
      h.count('session info')
      await checkInfo(h, w, tr)
    },
  }
}

export function exportFilterFor(h: Harness, w: Who): string | undefined {
  const rng = h.rng
  const held = h.model.sandbox(String(w.index)).collections()
  return rng.pick([
    undefined,
    undefined,
    'all',
    rng.pick(RESOURCES),
    'custom',
    `custom/${held.length ? rng.pick(held) : rng.pick(COLLECTIONS)}`,
    ...(rng.chance(0.3) ? ['widgets', 'custom/Bad', 'Posts'] : []),
  ])
}

export function sessionExport(h: Harness, w: Who, filter?: { resource: string | undefined }): Step {
  const resource = filter ? filter.resource : exportFilterFor(h, w)
  const tr = h.transport(w)
  const alias = h.rng.chance(0.3)
  return {
    who: w.index,
    label: `GET ${API}/session/${alias ? 'snapshot' : 'export'}${query({ resource })}`,
    run: async () => {
      const got = await checkExport(h, w, tr, resource, alias)
      h.count(`session export ${got ? 'ok' : 'rejected'}`)
      if (got) h.lastExport = { who: w.index, body: got }
    },
  }
}

export function sessionReset(h: Harness, w: Who): Step {
  const tr = h.transport(w)
  return {
    who: w.index,
    label: `DELETE ${API}/session/reset`,
    run: async () => {
      for (const { resource, id } of h.model.sandbox(String(w.index)).all()) h.touched(resource, id)
      const expected = h.model.reset(String(w.index))
      const res = await h.rest(w, tr, 'DELETE', `${API}/session/reset`)
      h.count('session reset')
      assert.equal(res.statusCode, 200, res.body)
      const got = res.json() as Obj
      assert.equal(typeof got.message, 'string')
      assert.equal(got.purgedRecords, expected.purgedRecords, 'purgedRecords')
    },
  }
}

export function importStep(
  h: Harness,
  w: Who,
  label: string,
  makeBody: () => unknown,
  options: { strategy?: string; resource?: string },
): Step {
  const tr = h.transport(w)
  const alias = h.rng.chance(0.25)
  const url = `${API}/session/${alias ? 'snapshot' : 'import'}${query(options)}`
  return {
    who: w.index,
    label: `POST ${url} (${label})`,
    run: async () => {
      const payload = makeBody()
      const before = h.model.sandbox(String(w.index)).all()
      const outcome = h.model.import(String(w.index), payload, options)
      const res = await h.rest(w, tr, 'POST', url, payload)
      h.count(`session import ${label} ${outcome.ok ? 'ok' : outcome.code}`)
      if (!outcome.ok) return expectFailure(res, outcome)
      assert.equal(res.statusCode, 200, res.body)
      const got = res.json() as Obj
      assert.equal(typeof got.message, 'string')
      const affected = Array.isArray(got.affectedResources)
        ? [...(got.affectedResources as string[])].sort()
        : got.affectedResources
      assert.deepEqual(
        { ...got, message: '', affectedResources: affected },
        { message: '', ...outcome.value },
      )
      for (const { resource, id } of [...before, ...h.model.sandbox(String(w.index)).all()])
        h.touched(resource, id)
    },
  }
}

/** Snapshot entries made up from the model: creates (new and existing ids), updates, deletes. */
export function randomEntries(h: Harness, w: Who): Obj[] {
  const rng = h.rng
  const sandbox = h.model.sandbox(String(w.index))
  const entries: Obj[] = []
  for (let i = rng.int(1, 8); i > 0; i--) {
    const roll = rng.next()
    const resource = rng.pick(RESOURCES)
    const n = ++h.serial
    if (roll < 0.35) {
      const existing = [...sandbox.entries(resource)]
        .filter(([, e]) => e.kind === 'created')
        .map(([id]) => id)
      const id = existing.length && rng.chance(0.3) ? rng.pick(existing) : `local-${rng.uuid()}`
      h.seenIds.add(id)
      entries.push({
        resource,
        op: 'create',
        targetId: null,
        data: { ...body(rng, resource, n), id },
      })
    } else if (roll < 0.55) {
      const targetId = rng.int(1, h.model.baseline[resource].length)
      entries.push({
        resource,
        op: 'update',
        targetId,
        data: { id: targetId, ...body(rng, resource, n) },
      })
    } else if (roll < 0.7) {
      const targetId = rng.int(1, h.model.baseline[resource].length)
      entries.push({
        resource,
        op: 'delete',
        targetId: rng.chance(0.2) ? String(targetId) : targetId,
        data: {},
      })
    } else {
      const collection = h.collectionFor(w)
      const existing = [...sandbox.entries(`custom/${collection}`).keys()]
      const id = existing.length && rng.chance(0.3) ? rng.pick(existing) : rng.customId()
      h.seenIds.add(id)
      const stamp = new Date(Date.UTC(2025, 0, 1) + rng.int(0, 1e9)).toISOString()
      entries.push({
        resource: `custom/${collection}`,
        op: 'create',
        data: { ...customBody(rng), id, createdAt: stamp, updatedAt: stamp },
      })
    }
  }
  return entries
}

export function importOptions(h: Harness, w: Who): { strategy?: string; resource?: string } {
  const rng = h.rng
  const strategy = rng.pick([undefined, 'replace', 'merge', 'merge'])
  const held = h.model.sandbox(String(w.index)).collections()
  const resource = rng.chance(0.6)
    ? undefined
    : rng.pick([
        'all',
        rng.pick(RESOURCES),
        'custom',
        `custom/${held.length ? rng.pick(held) : 'widgets'}`,
      ])
  return { ...(strategy && { strategy }), ...(resource && { resource }) }
}

export function randomImport(h: Harness, w: Who): Step {
  const options = importOptions(h, w)
  let entries = randomEntries(h, w)
  // Mostly the entries a filtered import accepts; otherwise a foreign one, which is a 400.
  const match = exportFilter(options.resource)
  if (match && h.rng.chance(0.75)) entries = entries.filter((e) => match(String(e.resource)))
  return importStep(h, w, 'random', () => ({ version: '1.0', records: entries }), options)
}

/** An import with one bad entry (or a bad version): 400 naming it, nothing applied. */
export function badImport(h: Harness, w: Who): Step {
  const rng = h.rng
  const entries = randomEntries(h, w)
  const at = rng.int(0, entries.length)
  const n = ++h.serial
  const bad = rng.pick([
    { resource: 'posts', op: 'create', data: { id: `local-${rng.uuid()}`, title: 42 } },
    { resource: 'todos', op: 'update', targetId: 99_999, data: { title: 'x' } },
    { resource: 'comments', op: 'update', targetId: `local-${rng.uuid()}`, data: {} },
    { resource: 'custom/widgets', op: 'update', data: { id: rng.customId() } },
    { resource: 'widgets', op: 'create', data: { id: `local-${rng.uuid()}` } },
    { resource: 'users', op: 'create', data: { ...body(rng, 'users', n), id: 'not-local' } },
    { resource: 'todos', op: 'create', data: { id: `local-${rng.uuid()}`, completed: 'yes' } },
  ] as Obj[])
  entries.splice(at, 0, bad)
  const version = rng.chance(0.1) ? '2.0' : '1.0'
  return importStep(h, w, 'invalid', () => ({ version, records: entries }), importOptions(h, w))
}

/** An import that would leave more than CAP created records of one resource: 403, nothing applied. */
export function overCapImport(h: Harness, w: Who): Step {
  const rng = h.rng
  const resource = rng.pick(RESOURCES)
  const replace = rng.chance(0.4)
  const held = h.model.sandbox(String(w.index)).created(resource)
  const count = replace ? CAP + 1 : CAP + 1 - held
  const entries = Array.from({ length: count }, () => {
    const id = `local-${rng.uuid()}`
    h.seenIds.add(id)
    return { resource, op: 'create', data: { ...body(rng, resource, ++h.serial), id } }
  })
  const options = replace ? { strategy: 'replace', resource } : { strategy: 'merge' }
  return importStep(h, w, 'over the cap', () => ({ version: '1.0', records: entries }), options)
}
