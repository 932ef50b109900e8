/**
 * Shared reads (issue 22): several identities send byte for byte the same request (the same URL,
 * the same GraphQL document and variables) back to back, between writes of one of them. The
 * readers are identities holding overlays, identities that never wrote, fresh names, and callers
 * with no identity at all (each is minted a new sandbox and must read the pure baseline). A cache
 * keyed by the request alone, or a stale one, shows here as one identity's answer in another's.
 * Conditional reads carry an ETag another reader (or the same one, before a write) received:
 * a 304 is only right when the model says the two bodies are equal.
 */
import assert from 'node:assert/strict'
import { isDeepStrictEqual } from 'node:util'
import type { LightMyRequestResponse } from 'fastify'
import {
  type Json,
  type ListParams,
  type Obj,
  type Outcome,
  RESOURCES,
  type Resource,
  SPEC,
} from '../model.ts'
import { API, UUID } from './config.ts'
import { customCreate, customRecord } from './custom.ts'
import { query } from './data.ts'
import { expectGql, expectOutcome } from './expect.ts'
import { type GqlQuery, gqlCreate, gqlGetQuery, gqlListQuery, gqlUpdate } from './graphql.ts'
import type { Harness, Scenario, Step, Who } from './harness.ts'
import { NESTED, restCreate, restRecord } from './rest.ts'
import { randomImport, sessionReset } from './session.ts'

/** A model key no write ever reaches: what a fresh or unnamed caller reads. */
const PRISTINE = 'pristine'

const EMBEDS: Record<Resource, ReadonlyArray<{ key: Resource; field: string }>> = {
  users: [
    { key: 'posts', field: 'user_id' },
    { key: 'todos', field: 'user_id' },
  ],
  posts: [{ key: 'comments', field: 'post_id' }],
  comments: [],
  todos: [],
}
const EXPANDS: Record<
  Resource,
  ReadonlyArray<{ key: string; resource: Resource; field: string }>
> = {
  users: [],
  posts: [{ key: 'user', resource: 'users', field: 'user_id' }],
  comments: [{ key: 'post', resource: 'posts', field: 'post_id' }],
  todos: [{ key: 'user', resource: 'users', field: 'user_id' }],
}
/** docs/contract/lists-and-query-language.md#relations: children embedded per parent, at most. */
const EMBED_LIMIT = 100

type Res = LightMyRequestResponse

/** Who reads: a model key, the headers that name the sandbox (none for an unnamed caller). */
interface Reader {
  label: string
  me: string
  headers: Record<string, string>
  who?: Who
  /** A fresh name's sandbox, learned from its first answer. */
  uuid?: string
  anonymous: boolean
}

/** What one reader got: the ETag and body of a 200 (undefined for a failure). */
interface Seen {
  reader: Reader
  etag: string | undefined
  body: unknown
}

interface SharedQuery {
  label: string
  /** The resource (or `custom/<name>`) whose writes change the answer, and related ones. */
  resource: string
  related: Resource[]
  /** The record a single-record query reads. */
  id?: string
  /** Fields a create needs to land in the answer (a nested route's parent). */
  fixed?: Obj
  /** False for GraphQL over POST, which has no ETag. */
  conditional: boolean
  send: (h: Harness, headers: Record<string, string>) => Promise<Res>
  /** The body of a 200 for `me`, or undefined when the answer is an error. */
  body: (me: string) => unknown
  /**
   * Whether a 200 body another reader got is what `me` must read: the same data, or (GraphQL,
   * whose errors come in 200s with an ETag) the same error.
   */
  accepts: (me: string, got: unknown) => boolean
  check: (res: Res, me: string) => void
}

/**
 * A record with the relations asked for, as `me` sees them
 * (docs/contract/lists-and-query-language.md#relations).
 */
function related(
  h: Harness,
  me: string,
  resource: Resource,
  rec: Obj,
  embed: string[],
  expand: string[],
) {
  const out: Obj = { ...rec }
  for (const key of embed) {
    const rel = EMBEDS[resource].find((r) => r.key === key) as { key: Resource; field: string }
    out[key] = h.model
      .view(me, rel.key)
      .filter((child) => child[rel.field] === rec.id)
      .slice(0, EMBED_LIMIT)
  }
  for (const key of expand) {
    const rel = EXPANDS[resource].find((r) => r.key === key) as (typeof EXPANDS)[Resource][number]
    const ref = rec[rel.field]
    const parent =
      typeof ref === 'number' || typeof ref === 'string'
        ? h.model.get(me, rel.resource, String(ref))
        : undefined
    out[key] = parent?.ok ? parent.value : null
  }
  return out
}

/** List parameters every identity's answer is a 200 for, so the answers can differ only in data. */
function validParams(h: Harness, resource: Resource | undefined, sortable: readonly string[]) {
  for (;;) {
    const params = h.listParams(resource, sortable)
    const ok = resource
      ? h.model.list(PRISTINE, resource, params).ok
      : h.model.customList(PRISTINE, 'widgets', params).ok
    if (ok) return params
  }
}

function pickRelations(h: Harness, resource: Resource) {
  const rng = h.rng
  const embed = EMBEDS[resource].map((r) => r.key).filter(() => rng.chance(0.5))
  const expand = EXPANDS[resource].map((r) => r.key).filter(() => rng.chance(0.5))
  return { embed, expand }
}

const relationQuery = (embed: string[], expand: string[]) => ({
  _embed: embed.length ? embed.join(',') : undefined,
  _expand: expand.length ? expand.join(',') : undefined,
})

function restQuery(
  url: string,
  resource: string,
  relatedTo: Resource[],
  expected: (me: string) => Outcome<Json>,
  list: boolean,
  extra: Partial<SharedQuery> = {},
): SharedQuery {
  return {
    label: `GET ${url}`,
    resource,
    related: relatedTo,
    conditional: true,
    send: (h, headers) => h.read({ method: 'GET', url, headers }),
    body: (me) => {
      const o = expected(me)
      return o.ok ? o.value : undefined
    },
    accepts: (me, got) => {
      const o = expected(me)
      return o.ok && isDeepStrictEqual(o.value, got)
    },
    check: (res, me) => {
      const o = expected(me)
      expectOutcome(res, o)
      if (list && o.ok)
        assert.equal(
          res.headers['x-total-count'],
          String((o.value as { pagination: { total: number } }).pagination.total),
          'X-Total-Count',
        )
    },
    ...extra,
  }
}

function gqlShared(q: GqlQuery, overGet: boolean): SharedQuery {
  const path = overGet
    ? `/graphql?query=${encodeURIComponent(q.source)}&variables=${encodeURIComponent(JSON.stringify(q.vars))}`
    : '/graphql'
  return {
    label: `${overGet ? 'GET' : 'POST'} ${q.label}`,
    resource: q.resource,
    related: [...RESOURCES],
    ...(q.id !== undefined && { id: q.id }),
    conditional: overGet,
    send: (h, headers) =>
      overGet
        ? h.read({
            method: 'GET',
            url: path,
            headers: { ...headers, accept: 'application/json' },
          })
        : h.read({
            method: 'POST',
            url: path,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify({ query: q.source, variables: q.vars }),
          }),
    body: (me) => {
      const { outcome } = q.expected(me)
      return outcome.ok ? { data: { r: outcome.value } } : undefined
    },
    accepts: (me, got) => {
      const { outcome, dataOnError } = q.expected(me)
      if (outcome.ok) return isDeepStrictEqual({ data: { r: outcome.value } }, got)
      const body = got as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> }
      return (
        Array.isArray(body.errors) &&
        (outcome.code === '*' || body.errors[0]?.extensions?.code === outcome.code) &&
        isDeepStrictEqual(body.data, dataOnError)
      )
    },
    check: (res, me) => {
      const { outcome, dataOnError } = q.expected(me)
      expectGql(res, outcome, dataOnError)
    },
  }
}

/** One query of each kind a cache could key on: lists with a query string, records, nested routes, custom collections, GraphQL. */
function sharedQuery(h: Harness, writer: Who): SharedQuery {
  const rng = h.rng
  const kind = rng.weighted({ list: 3, record: 2, nested: 1.5, custom: 1.5, gql: 2.5 })
  if (kind === 'gql') {
    const q = rng.chance(0.5) ? gqlListQuery(h) : gqlGetQuery(h, writer)
    return gqlShared(q, rng.chance(0.5))
  }
  if (kind === 'custom') {
    const name = h.collectionFor(writer)
    const params = validParams(h, undefined, ['name', 'price', 'inStock', 'createdAt', 'updatedAt'])
    const url = `${API}/custom/${name}${query(params)}`
    return restQuery(
      url,
      `custom/${name}`,
      [],
      (me) => h.model.customList(me, name, params) as Outcome<Json>,
      true,
    )
  }
  if (kind === 'nested') {
    const [parent, child, field] = rng.pick(NESTED)
    const params: ListParams = validParams(
      h,
      child,
      SPEC[child].sort.filter((f) => f !== 'id'),
    )
    delete params[field]
    const parentId = h.target(writer, parent)
    const url = `${API}/${parent}/${parentId}/${child}${query(params)}`
    const id = h.model.parseId(parentId)
    const expected = (me: string): Outcome<Json> => {
      const found = h.model.get(me, parent, parentId)
      if (!found.ok) return found
      const filter = { [field]: id?.global ? id.value : (id?.key ?? parentId) }
      return h.model.list(me, child, params, filter) as unknown as Outcome<Json>
    }
    const fixed: Obj | undefined = id?.global
      ? {
          [field]: id.value,
          ...(SPEC[child].aliases[field] && { [SPEC[child].aliases[field]]: id.value }),
        }
      : undefined
    return restQuery(url, child, [parent], expected, true, fixed ? { fixed } : {})
  }
  const resource = rng.pick(RESOURCES)
  const { embed, expand } = pickRelations(h, resource)
  const relatedTo = [
    ...EMBEDS[resource].filter((r) => embed.includes(r.key)).map((r) => r.key),
    ...EXPANDS[resource].filter((r) => expand.includes(r.key)).map((r) => r.resource),
  ]
  if (kind === 'record') {
    const id = h.target(writer, resource)
    const url = `${API}/${resource}/${id}${query(relationQuery(embed, expand))}`
    const expected = (me: string): Outcome<Json> => {
      const found = h.model.get(me, resource, id)
      return found.ok
        ? { ok: true, value: related(h, me, resource, found.value, embed, expand) }
        : found
    }
    return restQuery(url, resource, relatedTo, expected, false, { id })
  }
  const params = validParams(
    h,
    resource,
    SPEC[resource].sort.filter((f) => f !== 'id'),
  )
  const url = `${API}/${resource}${query({ ...params, ...relationQuery(embed, expand) })}`
  const expected = (me: string): Outcome<Json> => {
    const listed = h.model.list(me, resource, params)
    if (!listed.ok) return listed
    const data = listed.value.data.map((rec) => related(h, me, resource, rec, embed, expand))
    return { ok: true, value: { ...listed.value, data } as unknown as Json }
  }
  return restQuery(url, resource, relatedTo, expected, true)
}

/** The headers a person names its sandbox with; the URL stays the same for every reader. */
function personReader(h: Harness, w: Who): Reader {
  const rng = h.rng
  const roll = rng.next()
  const headers: Record<string, string> =
    w.isUuid && roll < 0.3
      ? { cookie: `pg_identity=${w.name}` }
      : roll < 0.7
        ? { 'x-playground-identity': w.name }
        : { 'x-pg-identity': w.name }
  return { label: w.name, me: String(w.index), headers, who: w, anonymous: false }
}

function checkReader(h: Harness, reader: Reader, res: Res, anonymousSeen: Set<string>) {
  if (reader.who) return h.checkIdentity(reader.who, res)
  const id = res.headers['x-playground-identity']
  assert.equal(typeof id, 'string', 'X-Playground-Identity header')
  assert.match(id as string, UUID)
  const clash = h.people.find((p) => p.uuid === id)
  assert.equal(clash, undefined, `${reader.label} answered as ${clash?.name}'s sandbox`)
  if (reader.anonymous) {
    assert.ok(
      !anonymousSeen.has(id as string),
      `an unnamed caller got a minted identity again: ${id}`,
    )
    anonymousSeen.add(id as string)
    assert.match(String(res.headers['set-cookie']), new RegExp(`pg_identity=${id}`), 'Set-Cookie')
    return
  }
  reader.uuid ??= id as string
  assert.equal(id, reader.uuid, `sandbox of ${reader.label}`)
}

/**
 * One reader reads the query, with `If-None-Match` of `held` when given. A 304 must be right:
 * the ETag it honoured came with a body equal to what this reader must read.
 */
function readStep(
  h: Harness,
  q: SharedQuery,
  reader: Reader,
  held: Seen | undefined,
  whoIndex: number,
  seen: Map<Reader, Seen>,
  anonymousSeen: Set<string>,
  /** The reader wrote since its last read: the same values may now come in another key order. */
  wrote: boolean,
): Step {
  const conditional = held?.etag !== undefined
  return {
    who: whoIndex,
    label: `shared read by ${reader.label}${conditional ? ` (If-None-Match of ${held.reader.label})` : ''}: ${q.label}`,
    run: async () => {
      const headers = conditional
        ? { ...reader.headers, 'if-none-match': held.etag as string }
        : reader.headers
      const res = await q.send(h, headers)
      checkReader(h, reader, res, anonymousSeen)
      const expected = q.body(reader.me)
      h.count(`shared read ${res.statusCode}`)
      if (res.statusCode === 304) {
        assert.ok(conditional, `304 to a request without If-None-Match: ${q.label}`)
        assert.ok(
          q.accepts(reader.me, held.body),
          `304 for ${reader.label} on the ETag ${held.reader.label} got, but their bodies differ: ` +
            `${reader.label} must read ${JSON.stringify(expected)?.slice(0, 400)}, ` +
            `${held.reader.label} got ${JSON.stringify(held.body)?.slice(0, 400)}`,
        )
        assert.equal(res.headers.etag, held.etag, 'the ETag of a 304')
        assert.equal(res.body, '', 'a 304 has no body')
        seen.set(reader, { reader, etag: held.etag, body: held.body })
        return
      }
      q.check(res, reader.me)
      const etag = res.headers.etag as string | undefined
      if (
        !wrote &&
        held?.reader === reader &&
        conditional &&
        isDeepStrictEqual(expected, held.body)
      )
        assert.fail(
          `${reader.label} read an unchanged answer again with its own ETag: 200, not 304`,
        )
      if (conditional && !q.accepts(reader.me, held.body))
        assert.notEqual(etag, held.etag, 'a different body under the same ETag')
      seen.set(reader, { reader, etag, body: res.statusCode === 200 ? res.json() : undefined })
    },
  }
}

/** A write by `w` that is likely to change the shared answer. */
function writeFor(h: Harness, w: Who, q: SharedQuery): Step {
  const rng = h.rng
  const roll = rng.next()
  if (roll < 0.05) return sessionReset(h, w)
  if (roll < 0.1) return randomImport(h, w)
  if (q.resource.startsWith('custom/')) {
    const name = q.resource.slice('custom/'.length)
    if (rng.chance(0.55)) return customCreate(h, w, name, true)
    return customRecord(h, w, rng.pick(['PUT', 'PATCH', 'PATCH', 'DELETE'] as const), name)
  }
  const resource =
    q.related.length && rng.chance(0.3) ? rng.pick(q.related) : (q.resource as Resource)
  const id = q.id !== undefined && resource === q.resource && rng.chance(0.7) ? q.id : undefined
  const kind = rng.weighted({
    create: 3,
    patch: 3,
    put: 1,
    delete: 1.5,
    gqlUpdate: 1.5,
    gqlCreate: 1,
  })
  switch (kind) {
    case 'create':
      return restCreate(h, w, resource, true, resource === q.resource ? q.fixed : undefined)
    case 'gqlCreate':
      return gqlCreate(h, w, resource, true)
    case 'gqlUpdate':
      return gqlUpdate(h, w, resource, id)
    case 'patch':
      return restRecord(h, w, 'PATCH', resource, id)
    case 'put':
      return restRecord(h, w, 'PUT', resource, id)
    case 'delete':
      return restRecord(h, w, 'DELETE', resource, id)
  }
}

/**
 * Rounds of reads of one query by the same readers, a write between rounds; after a write the
 * writer reads first (its very next read must show the write) with the ETag it held before.
 */
export function* sharedReads(h: Harness, writer: Who, other: Who, bystander: Who): Scenario {
  const rng = h.rng
  const q = sharedQuery(h, writer)
  const fresh: Reader = {
    label: `fresh-${++h.serial}`,
    me: PRISTINE,
    headers: { 'x-playground-identity': `fresh-${h.serial}` },
    anonymous: false,
  }
  const unnamed = (): Reader => ({
    label: 'an unnamed caller',
    me: PRISTINE,
    headers: {},
    anonymous: true,
  })
  const a = personReader(h, writer)
  const b = personReader(h, other)
  const c = personReader(h, bystander)
  const seen = new Map<Reader, Seen>()
  const anonymousSeen = new Set<string>()
  let last: Seen | undefined
  for (let round = 0; round < 3; round++) {
    let writerOf: Reader | undefined
    if (round > 0) {
      writerOf = round === 1 || rng.chance(0.5) ? a : b
      yield writeFor(h, writerOf.who as Who, q)
    }
    const others = [a, b, c, fresh, unnamed()].filter((r) => r !== writerOf)
    for (let i = others.length - 1; i > 0; i--) {
      const j = rng.int(0, i)
      ;[others[i], others[j]] = [others[j] as Reader, others[i] as Reader]
    }
    for (const reader of writerOf ? [writerOf, ...others] : others) {
      const own = seen.get(reader)
      const held = reader === writerOf ? own : rng.pick([own, last, undefined, own ?? last])
      const step = q.conditional ? held : undefined
      yield readStep(h, q, reader, step, writer.index, seen, anonymousSeen, reader === writerOf)
      last = seen.get(reader)
    }
  }
}
