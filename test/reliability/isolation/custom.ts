/** Operations on custom collections. */
import assert from 'node:assert/strict'
import { CUSTOM_ID, type Obj } from '../model.ts'
import { API } from './config.ts'
import { COLLECTIONS, customBody, customPatch, query } from './data.ts'
import { expectFailure, expectList, expectOutcome, isoOf } from './expect.ts'
import type { Harness, Step, Transport, Who } from './harness.ts'

export function customCreate(
  h: Harness,
  w: Who,
  collection = h.collectionFor(w),
  valid = false,
): Step {
  const rng = h.rng
  let name = collection
  let payload: unknown = customBody(rng)
  const roll = valid ? 1 : rng.next()
  if (roll < 0.02) payload = { name: 'too big', blob: 'x'.repeat(17_000) }
  else if (roll < 0.04) name = rng.pick(['Bad', '9lives', '_under'])
  else if (roll < 0.05) payload = [1, 2]
  const tr = h.transport(w)
  const url = `${API}/custom/${name}`
  const me = String(w.index)
  return {
    who: w.index,
    label: `POST ${url} ${JSON.stringify(payload).slice(0, 200)}`,
    run: async () => {
      const outcome = h.model.customCreate(me, name, payload)
      const res = await h.rest(w, tr, 'POST', url, payload)
      h.count(`custom create ${outcome.ok ? 'ok' : outcome.code}`)
      if (!outcome.ok)
        return expectFailure(
          res,
          outcome.code === 'VALIDATION_FAILED' ? { ...outcome, code: '*' } : outcome,
        )
      assert.equal(res.statusCode, 200, res.body)
      const got = res.json() as Obj
      assert.match(String(got.id), CUSTOM_ID)
      assert.ok(!h.seenIds.has(String(got.id)), `the service reused the id ${String(got.id)}`)
      const createdAt = isoOf(got.createdAt, 'createdAt')
      assert.equal(got.updatedAt, createdAt, 'updatedAt of a new record')
      assert.deepEqual(got, {
        id: got.id,
        ...outcome.value,
        createdAt,
        updatedAt: createdAt,
        _sandbox: 'created',
      })
      h.seenIds.add(String(got.id))
      const { _sandbox, ...record } = got
      h.model.commitCustom(me, name, record)
      h.customIds.push({ collection: name, id: String(got.id), owner: w.index })
      h.touched(`custom/${name}`, String(got.id))
    },
  }
}

export function customRecord(
  h: Harness,
  w: Who,
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE',
  collection = h.collectionFor(w),
): Step {
  const rng = h.rng
  const id = h.customTarget(w, collection)
  const payload =
    method === 'PUT' ? customBody(rng) : method === 'PATCH' ? customPatch(rng) : undefined
  const tr = h.transport(w)
  const url = `${API}/custom/${collection}/${id}`
  const me = String(w.index)
  return {
    who: w.index,
    label: `${method} ${url}${payload ? ` ${JSON.stringify(payload)}` : ''}`,
    run: async () => {
      if (method === 'GET') {
        const res = await h.rest(w, tr, 'GET', url)
        h.count(`custom get ${res.statusCode}`)
        return expectOutcome(res, h.model.customGet(me, collection, id))
      }
      if (method === 'DELETE') {
        const outcome = h.model.customRemove(me, collection, id)
        const res = await h.rest(w, tr, 'DELETE', url)
        h.count(`custom delete ${res.statusCode}`)
        if (!outcome.ok) return expectFailure(res, outcome)
        assert.equal(res.statusCode, 200, res.body)
        const message = String((res.json() as Obj).message)
        assert.ok(
          message.includes(id) && message.includes(collection),
          `delete message names both: ${message}`,
        )
        h.touched(`custom/${collection}`, id)
        return
      }
      const outcome = h.model.customUpdate(
        me,
        collection,
        id,
        payload,
        method === 'PUT' ? 'put' : 'patch',
      )
      const res = await h.rest(w, tr, method, url, payload)
      h.count(`custom ${method} ${res.statusCode}`)
      if (!outcome.ok) return expectFailure(res, outcome)
      assert.equal(res.statusCode, 200, res.body)
      const got = res.json() as Obj
      const updatedAt = isoOf(got.updatedAt, 'updatedAt')
      assert.ok(updatedAt >= outcome.value.updatedAt, `updatedAt went back: ${updatedAt}`)
      const record = { id, ...outcome.value.fields, createdAt: outcome.value.createdAt, updatedAt }
      assert.deepEqual(got, { ...record, _sandbox: 'created' })
      h.model.commitCustom(me, collection, record)
      h.touched(`custom/${collection}`, id)
    },
  }
}

export function customList(h: Harness, w: Who): Step {
  const collection = h.rng.chance(0.9) ? h.collectionFor(w) : h.rng.pick(COLLECTIONS)
  const params = h.listParams(undefined, ['name', 'price', 'inStock', 'createdAt', 'updatedAt'])
  const tr = h.transport(w)
  const url = `${API}/custom/${collection}${query(params)}`
  return {
    who: w.index,
    label: `GET ${url}`,
    run: async () => {
      const outcome = h.model.customList(String(w.index), collection, params)
      const res = await h.rest(w, tr, 'GET', url)
      h.count(`custom list ${res.statusCode}`)
      expectList(res, outcome)
    },
  }
}

export function customDrop(h: Harness, w: Who): Step {
  const collection = h.collectionFor(w)
  const tr = h.transport(w)
  const url = `${API}/custom/${collection}`
  return {
    who: w.index,
    label: `DELETE ${url}`,
    run: async () => {
      const outcome = h.model.customDrop(String(w.index), collection)
      const res = await h.rest(w, tr, 'DELETE', url)
      h.count(`custom drop ${res.statusCode}`)
      if (!outcome.ok) return expectFailure(res, outcome)
      assert.equal(res.statusCode, 200, res.body)
      const got = res.json() as Obj
      assert.deepEqual(
        { collection: got.collection, deletedRecords: got.deletedRecords },
        outcome.value,
      )
      h.touched(`custom/${collection}`, '*')
    },
  }
}

export async function checkSummaries(h: Harness, w: Who, tr: Transport) {
  const res = await h.rest(w, tr, 'GET', `${API}/custom`)
  assert.equal(res.statusCode, 200, res.body)
  const got = res.json() as { totalCollections: number; collections: Array<{ name: string }> }
  const sorted = [...got.collections].sort((a, b) => (a.name < b.name ? -1 : 1))
  assert.deepEqual(
    { ...got, collections: sorted },
    h.model.customSummaries(String(w.index)),
    'custom summaries',
  )
}

export function customSummaries(h: Harness, w: Who): Step {
  const tr = h.transport(w)
  return {
    who: w.index,
    label: `GET ${API}/custom`,
    run: async () => {
      h.count('custom summaries')
      await checkSummaries(h, w, tr)
    },
  }
}
