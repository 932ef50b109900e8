/**
 * Updates racing deletes (issue 14): a record's DELETE fired together with PATCH/PUTs of it.
 * The service may apply any update that lands before the delete, so each update answers as the
 * model predicts or 404; whatever the order, the record ends deleted and stays deleted.
 */
import assert from 'node:assert/strict'
import type { LightMyRequestResponse } from 'fastify'
import { NOT_FOUND, type Obj, type Outcome, RESOURCES } from '../model.ts'
import { API } from './config.ts'
import { body, customBody, customPatch, patchBody } from './data.ts'
import { expectFailure } from './expect.ts'
import type { Harness, Step, Who } from './harness.ts'

/** An update's answer: what the model predicts had it landed first, or 404 had the delete. */
function expectRacedUpdate(res: LightMyRequestResponse, outcome: Outcome<unknown>) {
  if (!outcome.ok && outcome.status !== 404) return expectFailure(res, outcome)
  if (res.statusCode === 404 || !outcome.ok) return expectFailure(res, NOT_FOUND)
  assert.equal(res.statusCode, 200, res.body)
}

export function raceUpdateDelete(h: Harness, w: Who): Step {
  const rng = h.rng
  const me = String(w.index)
  const resource = rng.pick(RESOURCES)
  const mine = [...h.model.sandbox(me).entries(resource)]
    .filter(([, e]) => e.kind === 'created')
    .map(([id]) => id)
  const id =
    mine.length && rng.chance(0.6)
      ? rng.pick(mine)
      : String(rng.int(1, h.model.baseline[resource].length))
  const updates = Array.from({ length: rng.int(1, 4) }, () => {
    const put = rng.chance(0.3)
    const payload = put ? body(rng, resource, ++h.serial) : patchBody(rng, resource, ++h.serial)
    return { method: put ? ('PUT' as const) : ('PATCH' as const), payload, tr: h.transport(w) }
  })
  const deleter = h.transport(w)
  const at = rng.int(0, updates.length)
  const url = `${API}/${resource}/${id}`
  return {
    who: w.index,
    label: `DELETE ${url} racing ${updates.map((u) => `${u.method} ${JSON.stringify(u.payload)}`).join(', ')}`,
    run: async () => {
      // Predicted as if every update landed before the delete; the delete removes it anyway.
      const predicted = updates.map((u) =>
        u.method === 'PUT'
          ? h.model.replace(me, resource, id, u.payload)
          : h.model.patch(me, resource, id, u.payload),
      )
      const removed = h.model.remove(me, resource, id)
      const sends = updates.map((u) => () => h.rest(w, u.tr, u.method, url, u.payload))
      sends.splice(at, 0, () => h.rest(w, deleter, 'DELETE', url))
      const answers = await Promise.all(sends.map((send) => send()))
      const deleted = answers.splice(at, 1)[0] as LightMyRequestResponse
      h.count(`race update/delete ${deleted.statusCode}`)
      for (const [i, res] of answers.entries())
        expectRacedUpdate(res, predicted[i] as Outcome<unknown>)
      if (!removed.ok) return expectFailure(deleted, removed)
      assert.equal(deleted.statusCode, 200, deleted.body)
      assert.deepEqual(
        { id: (deleted.json() as Obj).id, resource: (deleted.json() as Obj).resource },
        removed.value,
      )
      h.touched(resource, h.model.parseId(id)?.key ?? id)
    },
  }
}

export function raceCustomUpdateDelete(h: Harness, w: Who): Step {
  const rng = h.rng
  const me = String(w.index)
  const collection = h.collectionFor(w)
  const id = h.customTarget(w, collection)
  const updates = Array.from({ length: rng.int(1, 3) }, () => {
    const put = rng.chance(0.3)
    return { put, payload: put ? customBody(rng) : customPatch(rng), tr: h.transport(w) }
  })
  const deleter = h.transport(w)
  const url = `${API}/custom/${collection}/${id}`
  return {
    who: w.index,
    label: `DELETE ${url} racing ${updates.length} updates`,
    run: async () => {
      const predicted = updates.map((u) =>
        h.model.customUpdate(me, collection, id, u.payload, u.put ? 'put' : 'patch'),
      )
      const removed = h.model.customRemove(me, collection, id)
      const [deleted, ...answers] = await Promise.all([
        h.rest(w, deleter, 'DELETE', url),
        ...updates.map((u) => h.rest(w, u.tr, u.put ? 'PUT' : 'PATCH', url, u.payload)),
      ])
      h.count(`race custom update/delete ${deleted?.statusCode}`)
      for (const [i, res] of answers.entries())
        expectRacedUpdate(res, predicted[i] as Outcome<unknown>)
      if (!removed.ok) return expectFailure(deleted as LightMyRequestResponse, removed)
      assert.equal(deleted?.statusCode, 200, deleted?.body)
      h.touched(`custom/${collection}`, id)
    },
  }
}
