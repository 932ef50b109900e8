/**
 * A reference model of the sandbox rules, written from the contract's pages on identity, records,
 * lists, sessions, custom collections and GraphQL (docs/contract/) alone: it
 * imports nothing from `src/`. It knows the baseline only as the records it is given at the
 * start (read once through the API), and it learns only what the service generates (record ids,
 * custom timestamps) from the answers it predicts. Everything else it predicts: statuses, error
 * codes, bodies, list order and pagination, session counts and exports.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type Obj = { [key: string]: Json }

export const RESOURCES = ['users', 'posts', 'comments', 'todos'] as const
export type Resource = (typeof RESOURCES)[number]
export const isResource = (s: string): s is Resource => (RESOURCES as readonly string[]).includes(s)
/**
 * Every built-in resource (docs/contract/baseline-and-overlay.md): the session summary counts each.
 * The model writes only RESOURCES; the others' counts stay 0.
 */
export const BUILTINS = [...RESOURCES, 'albums', 'photos'] as const

/**
 * docs/contract/baseline-and-overlay.md#create-cap: live created records per identity and resource.
 */
export const CAP = 30
/** docs/contract/custom-collections.md#names-and-limits: per identity. */
export const MAX_COLLECTIONS = 20
export const MAX_COLLECTION_RECORDS = 500
export const MAX_CUSTOM_BYTES = 16 * 1024
/** docs/contract/lists-and-query-language.md#pages. */
export const DEFAULT_LIMIT = 10
export const MAX_LIMIT = 30
/** docs/contract/session.md#export. */
export const SNAPSHOT_VERSION = '1.0'
export const MAX_IMPORT_ENTRIES = 1000
/** docs/contract/addresses-and-identity.md#sandbox-lifetime: default SANDBOX_TTL. */
export const EXPIRES_IN_DAYS = 10

export const GLOBAL_ID = /^[0-9]+$/
export const LOCAL_ID = /^local-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const CUSTOM_ID = /^local-[A-Za-z0-9_-]{21}$/
export const COLLECTION = /^[a-z][a-z0-9_-]{0,62}$/
const SERVER_OWNED_CUSTOM = ['id', 'createdAt', 'updatedAt', '_sandbox']

type FieldType = 'string' | 'ref' | 'boolean' | 'map'

interface ResourceSpec {
  singular: string
  /** Known fields and their types (docs/contract/baseline-and-overlay.md#resources-and-fields). */
  fields: Record<string, FieldType>
  /**
   * What `q` searches (docs/contract/lists-and-query-language.md#search); `x.*` is every string
   * value of object `x`.
   */
  text: readonly string[]
  /** Scalar fields `_sort` accepts (docs/contract/lists-and-query-language.md#sorting). */
  sort: readonly string[]
  /** List filters (docs/contract/lists-and-query-language.md#filters). */
  filters: Readonly<Record<string, 'int' | 'bool'>>
  /**
   * A reference's other name (docs/contract/baseline-and-overlay.md#reference-aliases): records
   * hold both, with the same value.
   */
  aliases: Readonly<Record<string, string>>
}

const USER_SCALARS = [
  'name',
  'username',
  'email',
  'phone',
  'website',
  'address.street',
  'address.city',
  'address.zipcode',
  'company.name',
  'company.catchPhrase',
]

export const SPEC: Readonly<Record<Resource, ResourceSpec>> = {
  users: {
    singular: 'User',
    fields: {
      name: 'string',
      username: 'string',
      email: 'string',
      phone: 'string',
      website: 'string',
      address: 'map',
      company: 'map',
    },
    text: ['name', 'username', 'email', 'phone', 'website', 'address.*', 'company.*'],
    sort: ['id', ...USER_SCALARS],
    filters: {},
    aliases: {},
  },
  posts: {
    singular: 'Post',
    fields: { user_id: 'ref', userId: 'ref', title: 'string', body: 'string' },
    text: ['title', 'body'],
    sort: ['id', 'user_id', 'userId', 'title', 'body'],
    filters: { user_id: 'int' },
    aliases: { user_id: 'userId' },
  },
  comments: {
    singular: 'Comment',
    fields: { post_id: 'ref', postId: 'ref', name: 'string', email: 'string', body: 'string' },
    text: ['name', 'email', 'body'],
    sort: ['id', 'post_id', 'postId', 'name', 'email', 'body'],
    filters: { post_id: 'int' },
    aliases: { post_id: 'postId' },
  },
  todos: {
    singular: 'Todo',
    fields: { user_id: 'ref', userId: 'ref', title: 'string', completed: 'boolean' },
    text: ['title'],
    sort: ['id', 'user_id', 'userId', 'title', 'completed'],
    filters: { user_id: 'int', completed: 'bool' },
    aliases: { user_id: 'userId' },
  },
}

// ---------------------------------------------------------------------------------------------
// Outcomes

export type Failure = { ok: false; status: number; code: string; field?: string }
export type Success<T> = { ok: true; value: T }
export type Outcome<T> = Success<T> | Failure

const fail = (status: number, code: string, field?: string): Failure => ({
  ok: false,
  status,
  code,
  ...(field !== undefined && { field }),
})
const ok = <T>(value: T): Success<T> => ({ ok: true, value })

export const BAD_QUERY = (field: string) => fail(400, 'INVALID_QUERY', field)
export const NOT_FOUND = fail(404, 'NOT_FOUND')
export const INVALID_ID = fail(400, 'INVALID_ID')
export const LIMIT_REACHED = fail(403, 'SANDBOX_LIMIT_REACHED')

// ---------------------------------------------------------------------------------------------
// Plain JSON helpers

export const isObj = (v: unknown): v is Obj =>
  v !== null && typeof v === 'object' && !Array.isArray(v)
export const clone = <T>(v: T): T => structuredClone(v)

/** RFC 7386 JSON merge patch. */
export function mergePatch(target: Json | undefined, patch: Json): Json {
  if (!isObj(patch)) return clone(patch)
  const out: Obj = isObj(target) ? clone(target) : {}
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key]
    else out[key] = mergePatch(out[key], value)
  }
  return out
}

function readPath(rec: Obj, path: string): Json | undefined {
  let v: Json | undefined = rec
  for (const key of path.split('.')) {
    if (!isObj(v)) return undefined
    v = v[key]
  }
  return v
}

function stringsIn(v: Json | undefined, out: string[] = []): string[] {
  if (typeof v === 'string') out.push(v)
  else if (Array.isArray(v)) for (const x of v) stringsIn(x, out)
  else if (isObj(v)) for (const x of Object.values(v)) stringsIn(x, out)
  return out
}

// ---------------------------------------------------------------------------------------------
// Validation of record bodies (docs/contract/baseline-and-overlay.md#validation)

const isRef = (v: Json) =>
  (typeof v === 'number' && Number.isInteger(v) && v >= 1) ||
  (typeof v === 'string' && /^[1-9][0-9]{0,14}$/.test(v))

function validType(type: FieldType, v: Json, patch: boolean): boolean {
  switch (type) {
    case 'string':
      return typeof v === 'string' && v.length <= 10_000
    case 'ref':
      return isRef(v)
    case 'boolean':
      return typeof v === 'boolean'
    case 'map':
      return (
        isObj(v) && Object.values(v).every((x) => typeof x === 'string' || (patch && x === null))
      )
  }
}

/**
 * A request body's problem, if any: not an object (INVALID_BODY), a known field of the wrong
 * type (VALIDATION_FAILED naming it), or a reference given under both names with two values
 * (VALIDATION_FAILED naming the alias). In a patch, `null` removes a field and is always valid.
 */
export function bodyProblem(
  resource: Resource,
  body: unknown,
  mode: 'create' | 'patch',
): Failure | undefined {
  if (!isObj(body as Json)) return fail(400, 'INVALID_BODY')
  for (const [key, value] of Object.entries(body as Obj)) {
    const type = SPEC[resource].fields[key]
    if (type === undefined) continue
    if (mode === 'patch' && value === null) continue
    if (!validType(type, value, mode === 'patch')) return fail(400, 'VALIDATION_FAILED', key)
  }
  for (const [ref, alias] of Object.entries(SPEC[resource].aliases)) {
    const b = body as Obj
    if (!(ref in b) || !(alias in b)) continue
    const stored = (v: Json | undefined) => (typeof v === 'string' ? Number(v) : v)
    if (stored(b[ref]) !== stored(b[alias])) return fail(400, 'VALIDATION_FAILED', alias)
  }
  return undefined
}

/**
 * `id` and `_sandbox` of a body are ignored; integer references are stored as numbers; a
 * reference given under either name is held under both, the canonical name first.
 */
export function normalize(resource: Resource, body: Obj): Obj {
  const out: Obj = {}
  const pairs = Object.entries(SPEC[resource].aliases)
  for (const [key, value] of Object.entries(body)) {
    if (key === 'id' || key === '_sandbox') continue
    const v =
      SPEC[resource].fields[key] === 'ref' && typeof value === 'string'
        ? Number(value)
        : clone(value)
    const pair = pairs.find(([ref, alias]) => key === ref || key === alias)
    if (!pair) out[key] = v
    else if (!(pair[0] in out)) {
      out[pair[0]] = v
      out[pair[1]] = v
    }
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Lists (docs/contract/lists-and-query-language.md)

export interface ListParams {
  page?: string
  limit?: string
  _page?: string
  _limit?: string
  q?: string
  _sort?: string
  _order?: string
  user_id?: string
  post_id?: string
  completed?: string
}

export interface Pagination {
  page: number
  limit: number
  total: number
  totalPages: number
  hasNextPage: boolean
  hasPrevPage: boolean
}
export interface ListBody {
  data: Obj[]
  pagination: Pagination
}

const positive = (raw: string | undefined, fallback: number): number | undefined => {
  if (raw === undefined) return fallback
  if (!/^[0-9]+$/.test(raw)) return undefined
  const n = Number(raw)
  return n >= 1 ? n : undefined
}

/** Sort key class: a missing (or non-scalar) value sorts last whatever the order. */
function compareValues(a: Json | undefined, b: Json | undefined): number {
  const missing = (v: Json | undefined) => v === undefined || v === null || typeof v === 'object'
  if (missing(a) || missing(b))
    throw new Error('compareValues: missing values are handled by the caller')
  if (typeof a !== typeof b)
    throw new Error(`model: the contract does not order ${typeof a} against ${typeof b}`)
  if (typeof a === 'string') {
    const x = a.toLowerCase()
    const y = (b as string).toLowerCase()
    return x < y ? -1 : x > y ? 1 : 0
  }
  return Number(a) - Number(b)
}

/** A stable sort by `path`: strings case-insensitively, records lacking the field last. */
export function sortRecords(records: Obj[], path: string, order: 'asc' | 'desc'): Obj[] {
  const dir = order === 'asc' ? 1 : -1
  const keyed = records.map((rec) => {
    const v = readPath(rec, path)
    return { rec, v, missing: v === undefined || v === null || typeof v === 'object' }
  })
  keyed.sort((a, b) => {
    if (a.missing || b.missing) return a.missing === b.missing ? 0 : a.missing ? 1 : -1
    return compareValues(a.v, b.v) * dir
  })
  return keyed.map((k) => k.rec)
}

function paginate(all: Obj[], page: number, limit: number): ListBody {
  const total = all.length
  const totalPages = Math.ceil(total / limit)
  return {
    data: all.slice((page - 1) * limit, page * limit),
    pagination: {
      page,
      limit,
      total,
      totalPages,
      hasNextPage: page < totalPages,
      hasPrevPage: page > 1,
    },
  }
}

function pageOf(params: ListParams): Outcome<{ page: number; limit: number }> {
  const page = positive(params.page ?? params._page, 1)
  if (page === undefined) return BAD_QUERY(params.page !== undefined ? 'page' : '_page')
  const limit = positive(params.limit ?? params._limit, DEFAULT_LIMIT)
  if (limit === undefined) return BAD_QUERY(params.limit !== undefined ? 'limit' : '_limit')
  return ok({ page, limit: Math.min(limit, MAX_LIMIT) })
}

function orderOf(raw: string | undefined): 'asc' | 'desc' | undefined {
  if (raw === undefined) return 'asc'
  const lower = raw.toLowerCase()
  return lower === 'asc' || lower === 'desc' ? lower : undefined
}

// ---------------------------------------------------------------------------------------------
// One identity's sandbox

export type Kind = 'created' | 'updated' | 'deleted'
export interface Entry {
  kind: Kind
  /**
   * Order of the entry's first write in this sandbox; later writes keep it (the export order of
   * docs/contract/session.md#export).
   */
  seq: number
  item: Obj | null
}

export class Sandbox {
  private nextSeq = 0
  /** resource (`posts`, `custom/<name>`) → id as a path segment → entry. */
  readonly byResource = new Map<string, Map<string, Entry>>()

  entries(resource: string): Map<string, Entry> {
    let m = this.byResource.get(resource)
    if (!m) {
      m = new Map()
      this.byResource.set(resource, m)
    }
    return m
  }

  get(resource: string, id: string): Entry | undefined {
    return this.byResource.get(resource)?.get(id)
  }

  put(resource: string, id: string, kind: Kind, item: Obj | null) {
    const m = this.entries(resource)
    const existing = m.get(id)
    m.set(id, { kind, seq: existing ? existing.seq : this.nextSeq++, item: item && clone(item) })
  }

  drop(resource: string, id: string) {
    this.byResource.get(resource)?.delete(id)
  }

  clear(resource: string) {
    this.byResource.delete(resource)
  }

  /** Resources that hold at least one entry. */
  resources(): string[] {
    return [...this.byResource].filter(([, m]) => m.size > 0).map(([r]) => r)
  }

  /** Every entry, oldest first write first. */
  all(): Array<{ resource: string; id: string; entry: Entry }> {
    const out: Array<{ resource: string; id: string; entry: Entry }> = []
    for (const [resource, m] of this.byResource)
      for (const [id, entry] of m) out.push({ resource, id, entry })
    return out.sort((a, b) => a.entry.seq - b.entry.seq)
  }

  created(resource: string): number {
    let n = 0
    for (const e of this.byResource.get(resource)?.values() ?? []) if (e.kind === 'created') n++
    return n
  }

  collections(): string[] {
    return this.resources()
      .filter((r) => r.startsWith('custom/'))
      .map((r) => r.slice('custom/'.length))
  }

  reset() {
    this.byResource.clear()
  }

  copyFrom(other: Sandbox) {
    this.byResource.clear()
    for (const { resource, id, entry } of other.all())
      this.put(resource, id, entry.kind, entry.item)
  }
}

// ---------------------------------------------------------------------------------------------
// Snapshots (docs/contract/session.md#export)

export interface SnapshotEntry {
  resource: string
  op: string
  targetId?: Json
  data?: Json
  createdAt?: string
}

export interface ExportBody {
  version: string
  identityId: string
  targetResource: string
  stats: { totalRecords: number; creates: number; updates: number; deletes: number }
  records: SnapshotEntry[]
}

export type Write = { resource: string; id: string; kind: Kind; item: Obj | null }

export function exportFilter(raw: string | undefined): ((r: string) => boolean) | undefined {
  const name = raw ?? 'all'
  if (name === 'all') return () => true
  if (name === 'custom') return (r) => r.startsWith('custom/')
  if (isResource(name)) return (r) => r === name
  if (name.startsWith('custom/') && COLLECTION.test(name.slice('custom/'.length)))
    return (r) => r === name
  return undefined
}

// ---------------------------------------------------------------------------------------------
// The model

export interface CustomSummary {
  name: string
  endpoint: string
  count: number
  lastUpdated: string
}

export class Model {
  readonly baseline: Readonly<Record<Resource, readonly Obj[]>>
  private readonly sandboxes = new Map<string, Sandbox>()

  /** `baseline`: every baseline record of each resource, in id order (ids 1..n). */
  constructor(baseline: Record<Resource, Obj[]>) {
    for (const r of RESOURCES) {
      baseline[r].forEach((rec, i) => {
        if (rec.id !== i + 1) throw new Error(`baseline ${r}[${i}] has id ${String(rec.id)}`)
      })
    }
    this.baseline = clone(baseline)
  }

  sandbox(who: string): Sandbox {
    let s = this.sandboxes.get(who)
    if (!s) {
      s = new Sandbox()
      this.sandboxes.set(who, s)
    }
    return s
  }

  // --- the four resources ---------------------------------------------------------------------

  /** The merged view in default order: created newest first, then the baseline in id order. */
  view(who: string, resource: Resource): Obj[] {
    const m = this.sandbox(who).byResource.get(resource)
    const created: Array<{ seq: number; rec: Obj }> = []
    const patched = new Map<number, Entry>()
    for (const [id, e] of m ?? []) {
      if (e.kind === 'created')
        created.push({ seq: e.seq, rec: { ...(e.item as Obj), _sandbox: 'created' } })
      else patched.set(Number(id), e)
    }
    created.sort((a, b) => b.seq - a.seq)
    const out = created.map((c) => c.rec)
    for (const rec of this.baseline[resource]) {
      const e = patched.get(rec.id as number)
      if (!e) out.push(rec)
      else if (e.kind === 'updated') out.push({ ...(e.item as Obj), _sandbox: 'updated' })
    }
    return out
  }

  /** A path id as the service must read it: a global integer, a local id, or neither (400). */
  parseId(
    raw: string,
  ): { global: true; key: string; value: number } | { global: false; key: string } | undefined {
    if (GLOBAL_ID.test(raw)) return { global: true, key: String(Number(raw)), value: Number(raw) }
    if (LOCAL_ID.test(raw)) return { global: false, key: raw.toLowerCase() }
    return undefined
  }

  get(who: string, resource: Resource, rawId: string): Outcome<Obj> {
    const id = this.parseId(rawId)
    if (!id) return INVALID_ID
    const e = this.sandbox(who).get(resource, id.key)
    if (e) {
      if (e.kind === 'deleted') return NOT_FOUND
      return ok({ ...(e.item as Obj), _sandbox: e.kind })
    }
    if (!id.global) return NOT_FOUND
    const rec = this.baseline[resource][id.value - 1]
    return rec ? ok(clone(rec)) : NOT_FOUND
  }

  list(
    who: string,
    resource: Resource,
    params: ListParams,
    fixed: Record<string, Json> = {},
  ): Outcome<ListBody> {
    const paging = pageOf(params)
    if (!paging.ok) return paging
    const order = orderOf(params._order)
    if (!order) return BAD_QUERY('_order')
    const spec = SPEC[resource]
    if (params._sort !== undefined && !spec.sort.includes(params._sort)) return BAD_QUERY('_sort')
    const filters: Array<[string, Json]> = []
    for (const [field, type] of Object.entries(spec.filters)) {
      const raw = params[field as keyof ListParams]
      if (raw === undefined) continue
      if (type === 'int') {
        if (!/^[0-9]+$/.test(raw) || Number(raw) < 1) return BAD_QUERY(field)
        filters.push([field, Number(raw)])
      } else {
        if (raw !== 'true' && raw !== 'false') return BAD_QUERY(field)
        filters.push([field, raw === 'true'])
      }
    }
    for (const [field, value] of Object.entries(fixed)) filters.push([field, value])
    let all = this.view(who, resource).filter((rec) => filters.every(([f, v]) => rec[f] === v))
    if (params.q !== undefined && params.q !== '') {
      const needle = params.q.toLowerCase()
      all = all.filter((rec) =>
        spec.text.some((path) => {
          const v = path.endsWith('.*') ? rec[path.slice(0, -2)] : readPath(rec, path)
          const texts = path.endsWith('.*')
            ? isObj(v)
              ? stringsIn(v)
              : []
            : typeof v === 'string'
              ? [v]
              : []
          return texts.some((t) => t.toLowerCase().includes(needle))
        }),
      )
    }
    if (params._sort !== undefined) all = sortRecords(all, params._sort, order)
    return ok(paginate(all, paging.value.page, paging.value.limit))
  }

  /** The record a valid create stores, without its id (the service names it); or why it fails. */
  create(who: string, resource: Resource, body: unknown): Outcome<Obj> {
    const problem = bodyProblem(resource, body, 'create')
    if (problem) return problem
    if (this.sandbox(who).created(resource) >= CAP) return LIMIT_REACHED
    return ok(normalize(resource, body as Obj))
  }

  commitCreate(who: string, resource: Resource, id: string, fields: Obj) {
    this.sandbox(who).put(resource, id, 'created', { id, ...fields })
  }

  /** PUT: `{id, ...supplied fields}`; the marker stays `created` on created records. */
  replace(who: string, resource: Resource, rawId: string, body: unknown): Outcome<Obj> {
    const id = this.parseId(rawId)
    if (!id) return INVALID_ID
    const problem = bodyProblem(resource, body, 'create')
    if (problem) return problem
    const found = this.get(who, resource, rawId)
    if (!found.ok) return found
    const idValue = id.global ? id.value : id.key
    const kind: Kind = id.global ? 'updated' : 'created'
    const item = { id: idValue, ...normalize(resource, body as Obj) }
    this.sandbox(who).put(resource, id.key, kind, item)
    return ok({ ...item, _sandbox: kind })
  }

  patch(who: string, resource: Resource, rawId: string, body: unknown): Outcome<Obj> {
    const id = this.parseId(rawId)
    if (!id) return INVALID_ID
    const problem = bodyProblem(resource, body, 'patch')
    if (problem) return problem
    const found = this.get(who, resource, rawId)
    if (!found.ok) return found
    const { _sandbox, ...current } = found.value
    const next = mergePatch(current, normalize(resource, body as Obj)) as Obj
    const idValue = id.global ? id.value : id.key
    next.id = idValue
    const kind: Kind = id.global ? 'updated' : 'created'
    this.sandbox(who).put(resource, id.key, kind, next)
    return ok({ ...next, _sandbox: kind })
  }

  /** DELETE: `{message, id, resource}`; the message is free text, so it is not predicted. */
  remove(
    who: string,
    resource: Resource,
    rawId: string,
  ): Outcome<{ id: number | string; resource: Resource }> {
    const id = this.parseId(rawId)
    if (!id) return INVALID_ID
    const found = this.get(who, resource, rawId)
    if (!found.ok) return found
    if (id.global) this.sandbox(who).put(resource, id.key, 'deleted', null)
    else this.sandbox(who).drop(resource, id.key)
    return ok({ id: id.global ? id.value : id.key, resource })
  }

  // --- registration (docs/contract/auth.md#register) ---------------------------------------------

  /** Register: 409 when the username or e-mail is in the caller's users view, else a create. */
  register(who: string, body: { name?: string; username?: string; email?: string }): Outcome<Obj> {
    const { name, username, email } = body
    if (typeof name !== 'string' || typeof username !== 'string' || typeof email !== 'string') {
      return fail(400, 'VALIDATION_FAILED')
    }
    if (!email.includes('@')) return fail(400, 'VALIDATION_FAILED', 'email')
    const taken = new Set<string>()
    for (const u of this.view(who, 'users')) {
      if (typeof u.username === 'string') taken.add(u.username.toLowerCase())
      if (typeof u.email === 'string') taken.add(u.email.toLowerCase())
    }
    if (taken.has(username.toLowerCase()) || taken.has(email.toLowerCase()))
      return fail(409, 'CONFLICT')
    if (this.sandbox(who).created('users') >= CAP) return LIMIT_REACHED
    return ok({ name, username, email })
  }

  // --- custom collections (docs/contract/custom-collections.md) ----------------------------------

  customView(who: string, name: string): Obj[] {
    const m = this.sandbox(who).byResource.get(`custom/${name}`)
    return [...(m?.values() ?? [])]
      .sort((a, b) => b.seq - a.seq)
      .map((e) => ({ ...(e.item as Obj), _sandbox: 'created' }))
  }

  customList(who: string, name: string, params: ListParams): Outcome<ListBody> {
    if (!COLLECTION.test(name)) return fail(400, 'VALIDATION_FAILED')
    const paging = pageOf(params)
    if (!paging.ok) return paging
    const order = orderOf(params._order)
    if (!order) return BAD_QUERY('_order')
    let all = this.customView(who, name)
    if (params.q !== undefined && params.q !== '') {
      const needle = params.q.toLowerCase()
      all = all.filter((rec) => stringsIn(rec).some((s) => s.toLowerCase().includes(needle)))
    }
    if (params._sort !== undefined) all = sortRecords(all, params._sort, order)
    return ok(paginate(all, paging.value.page, paging.value.limit))
  }

  private customFields(body: Obj): Obj {
    const out = clone(body)
    for (const key of SERVER_OWNED_CUSTOM) delete out[key]
    return out
  }

  private tooLarge(fields: Obj): boolean {
    // Same length as the server's id and ISO timestamps, so the size is exact.
    const probe = {
      id: 'local-xxxxxxxxxxxxxxxxxxxxx',
      ...fields,
      createdAt: '2000-01-01T00:00:00.000Z',
      updatedAt: '2000-01-01T00:00:00.000Z',
    }
    return Buffer.byteLength(JSON.stringify(probe)) > MAX_CUSTOM_BYTES
  }

  /** The fields a custom create stores (besides id and timestamps), or why it fails. */
  customCreate(who: string, name: string, body: unknown): Outcome<Obj> {
    if (!COLLECTION.test(name)) return fail(400, 'VALIDATION_FAILED')
    if (!isObj(body as Json)) return fail(400, 'INVALID_BODY')
    const fields = this.customFields(body as Obj)
    if (this.tooLarge(fields)) return fail(413, 'PAYLOAD_TOO_LARGE')
    const s = this.sandbox(who)
    const held = s.entries(`custom/${name}`).size
    if (held === 0 && s.collections().length >= MAX_COLLECTIONS) return LIMIT_REACHED
    if (held >= MAX_COLLECTION_RECORDS) return LIMIT_REACHED
    return ok(fields)
  }

  commitCustom(who: string, name: string, record: Obj) {
    this.sandbox(who).put(`custom/${name}`, String(record.id), 'created', record)
  }

  customGet(who: string, name: string, id: string): Outcome<Obj> {
    if (!COLLECTION.test(name)) return fail(400, 'VALIDATION_FAILED')
    if (!CUSTOM_ID.test(id)) return INVALID_ID
    const e = this.sandbox(who).get(`custom/${name}`, id)
    return e?.item ? ok({ ...e.item, _sandbox: 'created' }) : NOT_FOUND
  }

  /**
   * PUT or PATCH of a custom record: the fields it will hold, and its current `createdAt` and
   * `updatedAt` (the service stamps a new `updatedAt`, which `commitCustom` then learns).
   */
  customUpdate(
    who: string,
    name: string,
    id: string,
    body: unknown,
    mode: 'put' | 'patch',
  ): Outcome<{ fields: Obj; createdAt: string; updatedAt: string }> {
    const found = this.customGet(who, name, id)
    if (!found.ok) return found
    if (!isObj(body as Json)) return fail(400, 'INVALID_BODY')
    const { id: _id, createdAt, updatedAt, _sandbox, ...current } = found.value
    const changes = this.customFields(body as Obj)
    const fields = mode === 'put' ? changes : (mergePatch(current, changes) as Obj)
    if (this.tooLarge(fields)) return fail(413, 'PAYLOAD_TOO_LARGE')
    return ok({ fields, createdAt: String(createdAt), updatedAt: String(updatedAt) })
  }

  customRemove(who: string, name: string, id: string): Outcome<{ id: string; collection: string }> {
    const found = this.customGet(who, name, id)
    if (!found.ok) return found
    this.sandbox(who).drop(`custom/${name}`, id)
    return ok({ id, collection: name })
  }

  customDrop(who: string, name: string): Outcome<{ collection: string; deletedRecords: number }> {
    if (!COLLECTION.test(name)) return fail(400, 'VALIDATION_FAILED')
    const s = this.sandbox(who)
    const count = s.entries(`custom/${name}`).size
    if (count === 0) return NOT_FOUND
    s.clear(`custom/${name}`)
    return ok({ collection: name, deletedRecords: count })
  }

  customSummaries(who: string): { totalCollections: number; collections: CustomSummary[] } {
    const collections = this.sandbox(who)
      .collections()
      .map((name) => {
        const records = this.customView(who, name)
        return {
          name,
          endpoint: `/custom/${name}`,
          count: records.length,
          // ISO 8601 timestamps of one format order as strings: the latest sorts last.
          lastUpdated:
            records
              .map((r) => String(r.updatedAt))
              .sort()
              .at(-1) ?? '',
        }
      })
      .sort((a, b) => (a.name < b.name ? -1 : 1))
    return { totalCollections: collections.length, collections }
  }

  // --- session (docs/contract/session.md) --------------------------------------------------------

  info(who: string, identityId: string) {
    const s = this.sandbox(who)
    const resources = Object.fromEntries(
      BUILTINS.map((r) => [r, isResource(r) ? s.created(r) : 0]),
    ) as Record<(typeof BUILTINS)[number], number>
    return {
      identityId,
      totalCreatedRecords: Object.values(resources).reduce((a, b) => a + b, 0),
      maxQuotaPerResource: CAP,
      resources,
      expiresInDays: EXPIRES_IN_DAYS,
    }
  }

  export(who: string, identityId: string, resource?: string): Outcome<ExportBody> {
    const match = exportFilter(resource)
    if (!match) return BAD_QUERY('resource')
    const records: SnapshotEntry[] = this.sandbox(who)
      .all()
      .filter((x) => match(x.resource))
      .map(({ resource: r, id, entry }) => {
        if (entry.kind === 'created')
          return { resource: r, op: 'create', targetId: null, data: clone(entry.item) }
        if (entry.kind === 'updated')
          return { resource: r, op: 'update', targetId: Number(id), data: clone(entry.item) }
        return { resource: r, op: 'delete', targetId: Number(id), data: {} }
      })
    const count = (op: string) => records.filter((e) => e.op === op).length
    return ok({
      version: SNAPSHOT_VERSION,
      identityId,
      targetResource: resource ?? 'all',
      stats: {
        totalRecords: records.length,
        creates: count('create'),
        updates: count('update'),
        deletes: count('delete'),
      },
      records,
    })
  }

  reset(who: string): { purgedRecords: number } {
    const s = this.sandbox(who)
    const purgedRecords = s.all().length
    s.reset()
    return { purgedRecords }
  }

  /** One snapshot entry as the write it stands for, or the 400 naming it. */
  private entryWrite(entry: unknown, at: string): Outcome<Write> {
    if (!isObj(entry as Json)) return fail(400, 'VALIDATION_FAILED', at)
    const { resource, op, targetId } = entry as Obj
    const data = (entry as Obj).data ?? {}
    if (typeof resource !== 'string') return fail(400, 'VALIDATION_FAILED', `${at}.resource`)
    if (op !== 'create' && op !== 'update' && op !== 'delete')
      return fail(400, 'VALIDATION_FAILED', `${at}.op`)
    if (!isObj(data)) return fail(400, 'VALIDATION_FAILED', `${at}.data`)
    if (resource.startsWith('custom/') && COLLECTION.test(resource.slice('custom/'.length))) {
      if (op !== 'create') return fail(400, 'VALIDATION_FAILED', `${at}.op`)
      if (typeof data.id !== 'string' || !CUSTOM_ID.test(data.id)) {
        // A custom create without an id gets one from the service: this model always sends one.
        return fail(400, 'VALIDATION_FAILED', `${at}.data.id`)
      }
      if (typeof data.createdAt !== 'string' || typeof data.updatedAt !== 'string') {
        throw new Error('model: generated custom entries always carry their timestamps')
      }
      const { _sandbox, ...item } = clone(data)
      if (this.tooLarge(this.customFields(item)))
        return fail(400, 'VALIDATION_FAILED', `${at}.data`)
      return ok({ resource, id: data.id, kind: 'created', item })
    }
    if (!isResource(resource)) return fail(400, 'VALIDATION_FAILED', `${at}.resource`)
    if (op !== 'delete') {
      const problem = bodyProblem(resource, data, 'create')
      if (problem) return fail(400, 'VALIDATION_FAILED', `${at}.data.${problem.field ?? ''}`)
    }
    if (op === 'create') {
      if (typeof data.id !== 'string' || !LOCAL_ID.test(data.id)) {
        return fail(400, 'VALIDATION_FAILED', `${at}.data.id`)
      }
      const id = data.id.toLowerCase()
      return ok({ resource, id, kind: 'created', item: { id, ...normalize(resource, data) } })
    }
    const target =
      typeof targetId === 'number' || typeof targetId === 'string' ? String(targetId) : ''
    if (!GLOBAL_ID.test(target) || !this.baseline[resource][Number(target) - 1]) {
      return fail(400, 'VALIDATION_FAILED', `${at}.targetId`)
    }
    const n = Number(target)
    if (op === 'delete') return ok({ resource, id: String(n), kind: 'deleted', item: null })
    return ok({
      resource,
      id: String(n),
      kind: 'updated',
      item: { id: n, ...normalize(resource, data) },
    })
  }

  /**
   * Import (docs/contract/session.md#import): every entry is checked first, and must be of the
   * resource the filter names, each created id once; `replace` clears what the filter covers, then
   * the writes apply in order; the caps must hold after. All or nothing.
   */
  import(
    who: string,
    body: unknown,
    options: { strategy?: string; resource?: string },
  ): Outcome<{ importedRecords: number; strategy: string; affectedResources: string[] }> {
    const strategy = options.strategy ?? 'replace'
    if (strategy !== 'replace' && strategy !== 'merge') return BAD_QUERY('strategy')
    const match = exportFilter(options.resource)
    if (!match) return BAD_QUERY('resource')
    if (!isObj(body as Json)) return fail(400, 'INVALID_BODY')
    const { version, records } = body as Obj
    if (version !== SNAPSHOT_VERSION) return fail(400, 'VALIDATION_FAILED', 'version')
    if (!Array.isArray(records)) return fail(400, 'VALIDATION_FAILED', 'records')
    if (records.length > MAX_IMPORT_ENTRIES) return fail(400, 'VALIDATION_FAILED', 'records')
    const writes: Write[] = []
    const createdBy = new Map<string, number>()
    for (let i = 0; i < records.length; i++) {
      const w = this.entryWrite(records[i], `records[${i}]`)
      if (!w.ok) return w
      // An entry the filter leaves out is refused, not dropped; an id is created once.
      if (!match(w.value.resource)) return fail(400, 'VALIDATION_FAILED', `records[${i}].resource`)
      if (w.value.kind === 'created') {
        const key = `${w.value.resource} ${w.value.id}`
        const first = createdBy.get(key)
        if (first !== undefined) return fail(400, 'CONFLICT', `records[${first}]`)
        createdBy.set(key, i)
      }
      writes.push(w.value)
    }
    const current = this.sandbox(who)
    const next = new Sandbox()
    next.copyFrom(current)
    const cleared = strategy === 'replace' ? current.resources().filter(match) : []
    for (const r of cleared) next.clear(r)
    for (const w of writes) next.put(w.resource, w.id, w.kind, w.item)
    for (const r of next.resources()) {
      const cap = r.startsWith('custom/') ? MAX_COLLECTION_RECORDS : CAP
      if (next.created(r) > cap) return LIMIT_REACHED
    }
    if (next.collections().length > MAX_COLLECTIONS) return LIMIT_REACHED
    current.copyFrom(next)
    return ok({
      importedRecords: writes.length,
      strategy,
      affectedResources: [...new Set([...cleared, ...writes.map((w) => w.resource)])].sort(),
    })
  }
}

// ---------------------------------------------------------------------------------------------
// GraphQL (docs/contract/graphql.md#queries): what a selection of a record reads

export const GQL_FIELDS: Readonly<Record<Resource, string>> = {
  users:
    'id name username email phone website address { street city zipcode } company { name catchPhrase } _sandbox',
  posts: 'id user_id title body _sandbox',
  comments: 'id post_id name email body _sandbox',
  todos: 'id user_id title completed _sandbox',
}

const str = (v: Json | undefined) => (typeof v === 'string' ? v : null)
const idStr = (v: Json | undefined) => (v === undefined || v === null ? null : String(v))
const sub = (v: Json | undefined, keys: string[]) =>
  isObj(v) ? Object.fromEntries(keys.map((k) => [k, str(v[k])])) : null

/** A record as `GQL_FIELDS` selects it: ids and references as strings, absent fields null. */
export function gqlRecord(resource: Resource, rec: Obj): Obj {
  const base = { id: String(rec.id) }
  const marker = { _sandbox: str(rec._sandbox) }
  switch (resource) {
    case 'users':
      return {
        ...base,
        name: str(rec.name),
        username: str(rec.username),
        email: str(rec.email),
        phone: str(rec.phone),
        website: str(rec.website),
        address: sub(rec.address, ['street', 'city', 'zipcode']),
        company: sub(rec.company, ['name', 'catchPhrase']),
        ...marker,
      }
    case 'posts':
      return {
        ...base,
        user_id: idStr(rec.user_id),
        title: str(rec.title),
        body: str(rec.body),
        ...marker,
      }
    case 'comments':
      return {
        ...base,
        post_id: idStr(rec.post_id),
        name: str(rec.name),
        email: str(rec.email),
        body: str(rec.body),
        ...marker,
      }
    case 'todos':
      return {
        ...base,
        user_id: idStr(rec.user_id),
        title: str(rec.title),
        completed: typeof rec.completed === 'boolean' ? rec.completed : null,
        ...marker,
      }
  }
}
