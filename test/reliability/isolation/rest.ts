/**
 * Operations on the four resources over REST: each returns one step; its expectation is
 * computed from the model when it runs.
 */
import assert from 'node:assert/strict'
import { LOCAL_ID, type Obj, type Outcome, RESOURCES, type Resource, SPEC } from '../model.ts'
import { API } from './config.ts'
import { body, invalidBody, patchBody, query } from './data.ts'
import { expectFailure, expectList, expectOk } from './expect.ts'
import type { Harness, Step, Who } from './harness.ts'

export function restCreate(
  h: Harness,
  w: Who,
  resource = h.rng.pick(RESOURCES),
  valid = false,
  /** Fields that replace the random ones (a parent a shared read lists the children of). */
  fixed: Obj = {},
): Step {
  const rng = h.rng
  const n = ++h.serial
  let payload: unknown = { ...body(rng, resource, n), ...fixed }
  if (!valid && rng.chance(0.1)) {
    payload = rng.chance(0.15) ? [payload] : invalidBody(rng, resource, n, 'create')[1]
  }
  const tr = h.transport(w)
  const url = `${API}/${resource}`
  return {
    who: w.index,
    label: `POST ${url} ${JSON.stringify(payload)}`,
    run: async () => {
      const outcome = h.model.create(String(w.index), resource, payload)
      const res = await h.rest(w, tr, 'POST', url, payload)
      h.count(`rest create ${res.statusCode}`)
      if (!outcome.ok) return expectFailure(res, outcome)
      acceptCreated(h, w, resource, res.json() as Obj, outcome.value, (rec) => rec)
    },
  }
}

/** Checks a created record against the model's fields, learns its id, and commits it. */
export function acceptCreated(
  h: Harness,
  w: Who,
  resource: Resource,
  got: Obj,
  fields: Obj,
  shape: (rec: Obj) => unknown,
) {
  assert.equal(typeof got.id, 'string', `created id: ${JSON.stringify(got)}`)
  const id = got.id as string
  assert.match(id, LOCAL_ID)
  assert.ok(!h.seenIds.has(id), `the service reused the id ${id}`)
  assert.deepEqual(got, shape({ id, ...fields, _sandbox: 'created' }))
  h.seenIds.add(id)
  h.model.commitCreate(String(w.index), resource, id, fields)
  h.createdIds[resource].push({ id, owner: w.index })
  h.touched(resource, id)
}

export function restRecord(
  h: Harness,
  w: Who,
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE',
  resource: Resource = h.rng.pick(RESOURCES),
  id = h.target(w, resource),
): Step {
  const rng = h.rng
  const n = ++h.serial
  let payload: Obj | undefined
  if (method === 'PUT') payload = body(rng, resource, n)
  if (method === 'PATCH') payload = patchBody(rng, resource, n)
  // Invalid bodies only on ids that parse, so that one rule alone decides the answer.
  const parses = h.model.parseId(id) !== undefined
  if (payload && parses && rng.chance(0.08))
    payload = invalidBody(rng, resource, n, method === 'PUT' ? 'create' : 'patch')[1]
  const tr = h.transport(w)
  const url = `${API}/${resource}/${id}`
  const me = String(w.index)
  return {
    who: w.index,
    label: `${method} ${url}${payload ? ` ${JSON.stringify(payload)}` : ''}`,
    run: async () => {
      let outcome: Outcome<unknown>
      if (method === 'GET') outcome = h.model.get(me, resource, id)
      else if (method === 'PUT') outcome = h.model.replace(me, resource, id, payload)
      else if (method === 'PATCH') outcome = h.model.patch(me, resource, id, payload)
      else outcome = h.model.remove(me, resource, id)
      const res = await h.rest(w, tr, method, url, payload)
      h.count(`rest ${method} ${res.statusCode}`)
      if (!outcome.ok) return expectFailure(res, outcome)
      if (method !== 'GET') h.touched(resource, h.model.parseId(id)?.key ?? id)
      if (method === 'DELETE') {
        const { id: deleted, resource: r } = outcome.value as {
          id: number | string
          resource: string
        }
        const got = res.json() as Obj
        assert.equal(res.statusCode, 200, res.body)
        assert.equal(typeof got.message, 'string', 'delete message')
        assert.deepEqual({ id: got.id, resource: got.resource }, { id: deleted, resource: r })
        return
      }
      expectOk(res, outcome.value)
    },
  }
}

export const NESTED = [
  ['users', 'posts', 'user_id'],
  ['users', 'todos', 'user_id'],
  ['posts', 'comments', 'post_id'],
] as const

export function restList(h: Harness, w: Who): Step {
  const rng = h.rng
  const nested = rng.chance(0.25) ? rng.pick(NESTED) : undefined
  const resource: Resource = nested ? nested[1] : rng.pick(RESOURCES)
  const params = h.listParams(
    resource,
    SPEC[resource].sort.filter((f) => f !== 'id'),
  )
  let url = `${API}/${resource}${query(params)}`
  let parentId = ''
  if (nested) {
    // The parent's id is the filter of a nested list.
    delete params[nested[2]]
    parentId = h.target(w, nested[0])
    url = `${API}/${nested[0]}/${parentId}/${resource}${query(params)}`
  }
  const tr = h.transport(w)
  const me = String(w.index)
  return {
    who: w.index,
    label: `GET ${url}`,
    run: async () => {
      if (!nested) {
        const res = await h.rest(w, tr, 'GET', url)
        h.count(`rest list ${res.statusCode}`)
        return expectList(res, h.model.list(me, resource, params))
      }
      const parent = h.model.get(me, nested[0], parentId)
      const id = h.model.parseId(parentId)
      const filter = { [nested[2]]: id?.global ? id.value : (id?.key ?? parentId) }
      const listed = h.model.list(me, resource, params, filter)
      const res = await h.rest(w, tr, 'GET', url)
      h.count(`rest nested list ${res.statusCode}`)
      if (!parent.ok && !listed.ok) {
        // A bad parent and a bad query parameter: which of the two answers is not specified.
        const either = [parent, listed].find(
          (f) => f.status === res.statusCode && f.code === (res.json() as Obj).code,
        )
        assert.ok(either, `expected ${parent.code} or ${listed.code}: ${res.body}`)
        return expectFailure(res, either)
      }
      expectList(res, parent.ok ? listed : parent)
    },
  }
}
