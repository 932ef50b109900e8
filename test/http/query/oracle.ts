/**
 * The query language of docs/contract/lists-and-query-language.md, written out plainly over arrays:
 * the brute-force oracle of the case table. It shares nothing with `src/domain/list` or
 * `src/domain/shape` (only the baseline's records and the session export feed it), so a slip in the
 * engine cannot hide in its oracle. Where the contract is silent the choices are written down
 * beside the code that makes them.
 */

export type Rec = Record<string, unknown> & { id: number | string; _sandbox?: string }

/**
 * One identity's merged view: each resource's records in list order
 * (docs/contract/baseline-and-overlay.md#the-overlay).
 */
export type View = ReadonlyMap<string, readonly Rec[]>

/** What a session export holds of an entry (docs/contract/session.md#export). */
export interface ExportEntry {
  resource: string
  op: 'create' | 'update' | 'delete'
  targetId: number | null
  data: Record<string, unknown>
}

export const RESOURCE_NAMES = ['users', 'posts', 'comments', 'todos'] as const
export type ResourceName = (typeof RESOURCE_NAMES)[number]
const isResource = (s: string): s is ResourceName =>
  (RESOURCE_NAMES as readonly string[]).includes(s)

/**
 * The merged view (docs/contract/baseline-and-overlay.md#the-overlay): created records first,
 * newest first (the export lists entries oldest first, and a later write keeps an entry's place),
 * then the baseline in id order with updated records in their place and deleted ones gone. Custom
 * collections are all created records.
 */
export function mergedView(
  baseline: (resource: ResourceName) => readonly Rec[],
  entries: readonly ExportEntry[],
): View {
  const view = new Map<string, Rec[]>()
  const created = new Map<string, Rec[]>()
  const changed = new Map<string, Map<number, Rec | null>>()
  for (const e of entries) {
    if (e.op === 'create') {
      const list = created.get(e.resource) ?? []
      list.unshift({ ...(e.data as Rec), _sandbox: 'created' })
      created.set(e.resource, list)
    } else {
      const changes = changed.get(e.resource) ?? new Map()
      changes.set(
        e.targetId as number,
        e.op === 'delete' ? null : { ...(e.data as Rec), _sandbox: 'updated' },
      )
      changed.set(e.resource, changes)
    }
  }
  for (const resource of RESOURCE_NAMES) {
    const changes = changed.get(resource) ?? new Map<number, Rec | null>()
    const rest: Rec[] = []
    for (const record of baseline(resource)) {
      const change = changes.get(record.id as number)
      if (change === undefined) rest.push(record)
      else if (change !== null) rest.push(change)
    }
    view.set(resource, [...(created.get(resource) ?? []), ...rest])
  }
  for (const [resource, list] of created) if (!isResource(resource)) view.set(resource, list)
  return view
}

// ---------------------------------------------------------------------------------------------
// What the four resources are, as docs/contract/baseline-and-overlay.md#resources-and-fields
// and docs/contract/lists-and-query-language.md#search name them.

type FieldType = 'id' | 'integer' | 'string' | 'boolean'

const USER_TEXT = [
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

const TYPES: Record<ResourceName, Record<string, FieldType>> = {
  users: { id: 'id', ...Object.fromEntries(USER_TEXT.map((f) => [f, 'string' as const])) },
  posts: { id: 'id', user_id: 'integer', userId: 'integer', title: 'string', body: 'string' },
  comments: {
    id: 'id',
    post_id: 'integer',
    postId: 'integer',
    name: 'string',
    email: 'string',
    body: 'string',
  },
  todos: { id: 'id', user_id: 'integer', userId: 'integer', title: 'string', completed: 'boolean' },
}

/**
 * The fields `q` searches (docs/contract/lists-and-query-language.md#search); custom collections:
 * every string value.
 */
const TEXT: Record<ResourceName, string[]> = {
  users: USER_TEXT,
  posts: ['title', 'body'],
  comments: ['name', 'email', 'body'],
  todos: ['title'],
}

/** Nested routes: the parent decides this field of its children, under either name. */
const NESTED: Record<string, { child: ResourceName; fields: [string, string] }> = {
  'users/posts': { child: 'posts', fields: ['user_id', 'userId'] },
  'users/todos': { child: 'todos', fields: ['user_id', 'userId'] },
  'posts/comments': { child: 'comments', fields: ['post_id', 'postId'] },
}

/**
 * Relations (docs/contract/lists-and-query-language.md#relations): embedded children and expanded
 * parents of the four resources.
 */
const EMBEDS: Record<ResourceName, Record<string, { resource: ResourceName; field: string }>> = {
  users: {
    posts: { resource: 'posts', field: 'user_id' },
    todos: { resource: 'todos', field: 'user_id' },
  },
  posts: { comments: { resource: 'comments', field: 'post_id' } },
  comments: {},
  todos: {},
}
const EXPANDS: Record<ResourceName, Record<string, { resource: ResourceName; field: string }>> = {
  users: {},
  posts: { user: { resource: 'users', field: 'user_id' } },
  comments: { post: { resource: 'posts', field: 'post_id' } },
  todos: { user: { resource: 'users', field: 'user_id' } },
}

const RESERVED = new Set([
  'page',
  'limit',
  '_page',
  '_limit',
  'skip',
  '_start',
  '_end',
  'cursor',
  '_cursor',
  'q',
  '_sort',
  '_order',
  '_embed',
  '_expand',
  '_fields',
  'select',
  '_format',
  'format',
  '_sandbox',
])

// ---------------------------------------------------------------------------------------------
// The answer of a list request.

/** What a list answers, as the oracle works it out; `all` is the whole list before the window. */
export interface Expected {
  data: Rec[]
  pagination: Record<string, unknown>
  all: Rec[]
  mode: 'pages' | 'slice' | 'cursor'
  headers: {
    'x-total-count': string
    'x-playground-warning'?: string
    'x-playground-ignored'?: string
    'x-page'?: string
    'x-limit'?: string
    'x-total-pages'?: string
  }
}

/** A query string's parameters, each with every value it was given, in order. */
function paramsOf(search: string): Map<string, string[]> {
  const params = new Map<string, string[]>()
  for (const [name, value] of new URLSearchParams(search)) {
    const values = params.get(name) ?? []
    values.push(value)
    params.set(name, values)
  }
  return params
}

export function read(record: unknown, path: string): unknown {
  let value = record
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

interface Filter {
  path: string
  op: string
  values: string[]
}

const SUFFIXES = ['_like', '_gte', '_lte', '_ne', '_gt', '_lt', '_in']

function filterOf(name: string, values: string[]): Filter {
  const colon = name.lastIndexOf(':')
  if (colon >= 0) return { path: name.slice(0, colon), op: name.slice(colon + 1), values }
  const suffix = SUFFIXES.find((s) => name.length > s.length && name.endsWith(s))
  if (suffix) return { path: name.slice(0, -suffix.length), op: suffix.slice(1), values }
  return { path: name, op: 'eq', values }
}

const DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/

/**
 * Whether a record's value equals a parameter's text, as docs/contract/lists-and-query-language.md
 * types it: numeric fields numerically, booleans as true|false, strings exactly; an untyped field
 * matches the number or boolean the text spells, or the text itself.
 */
function equal(v: unknown, text: string, type: FieldType | undefined): boolean {
  if (type === 'string') return v === text
  if (type === 'boolean') return v === (text === 'true')
  if (type === 'integer') return v === Number(text)
  if (type === 'id') return /^[0-9]+$/.test(text) ? v === Number(text) : v === text
  if (v === text) return true
  if (DECIMAL.test(text)) return v === Number(text)
  if (text === 'true' || text === 'false') return v === (text === 'true')
  return false
}

/**
 * `gt` and the like. A number compares numerically, with numbers and, on an untyped field, the
 * strings that spell one (they are "the same" value,
 * docs/contract/lists-and-query-language.md#filters); any other text compares with strings by code
 * unit (the contract: strings exactly). Nothing else is ordered, so it never matches.
 */
function ordered(v: unknown, text: string, type: FieldType | undefined): number | undefined {
  const numeric = type === 'integer' || type === 'id' || (type === undefined && DECIMAL.test(text))
  if (numeric) {
    const n =
      typeof v === 'number'
        ? v
        : type === undefined && typeof v === 'string' && DECIMAL.test(v)
          ? Number(v)
          : undefined
    return n === undefined ? undefined : n - Number(text)
  }
  if (typeof v !== 'string') return undefined
  return v < text ? -1 : v > text ? 1 : 0
}

function holds(record: Rec, f: Filter, type: FieldType | undefined): boolean {
  const v = read(record, f.path)
  if (f.op === 'ne') return v === undefined || f.values.every((x) => !equal(v, x, type))
  if (v === undefined) return false
  switch (f.op) {
    case 'eq':
      return f.values.some((x) => equal(v, x, type))
    case 'in':
      return f.values.flatMap((x) => x.split(',')).some((x) => equal(v, x, type))
    case 'like':
      // Case-insensitive; the table's patterns mean the same in RE2 and in JavaScript.
      return (
        (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') &&
        f.values.some((p) => new RegExp(p, 'i').test(String(v)))
      )
    default: {
      const test = {
        gt: (d: number) => d > 0,
        gte: (d: number) => d >= 0,
        lt: (d: number) => d < 0,
        lte: (d: number) => d <= 0,
      }[f.op as 'gt']
      return f.values.some((x) => {
        const d = ordered(v, x, type)
        return d !== undefined && test(d)
      })
    }
  }
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

/**
 * Sort keys (docs/contract/lists-and-query-language.md#sorting): strings case-insensitively; a
 * missing value, null or an object sorts last in either order. Where the contract is silent:
 * numbers and booleans (false < true) come before strings ascending, after them descending; strings
 * compare on their first 256 characters (decision 12: a cursor carries the keys, and must fit in a
 * URL).
 */
function compareValues(a: unknown, b: unknown, desc: boolean): number {
  const missing = (v: unknown) => v === undefined || v === null || typeof v === 'object'
  if (missing(a) || missing(b)) return missing(a) === missing(b) ? 0 : missing(a) ? 1 : -1
  const rank = (v: unknown) => (typeof v === 'string' ? 1 : 0)
  const key = (v: unknown) => (typeof v === 'string' ? v.toLowerCase().slice(0, 256) : Number(v))
  let c = rank(a) - rank(b)
  if (c === 0) {
    const [x, y] = [key(a), key(b)]
    c = x < y ? -1 : x > y ? 1 : 0
  }
  return desc ? -c : c
}

function sortSpec(params: Map<string, string[]>): Array<{ path: string; desc: boolean }> {
  const sort = params.get('_sort')?.[0]
  if (sort === undefined) return []
  const orders = (params.get('_order')?.[0] ?? '').split(',').map((o) => o.trim().toLowerCase())
  return sort.split(',').map((name, i) => {
    const s = name.trim()
    return s.startsWith('-')
      ? { path: s.slice(1), desc: true }
      : { path: s, desc: orders[i] === 'desc' }
  })
}

const count = (params: Map<string, string[]>, ...names: string[]) => {
  for (const n of names) {
    const v = params.get(n)?.[0]
    if (v !== undefined) return Number(v)
  }
  return undefined
}

/** Where a list request lands: the resource or collection, and a nested route's parent. */
export function target(path: string): {
  list: string
  custom: boolean
  parent?: { field: [string, string]; id: number }
} {
  const parts = path.replace(/^\/api\/v1\//, '').split('/')
  if (parts[0] === 'custom') return { list: `custom/${parts[1]}`, custom: true }
  if (parts.length === 3) {
    const nested = NESTED[`${parts[0]}/${parts[2]}`]
    if (!nested) throw new Error(`no nested route ${path}`)
    return {
      list: nested.child,
      custom: false,
      parent: { field: nested.fields, id: Number(parts[1]) },
    }
  }
  return { list: parts[0] as string, custom: false }
}

/**
 * The answer the contract (docs/contract/lists-and-query-language.md) gives to `GET <url>` (a list,
 * relative to the API) over `view`.
 */
export function expect(view: View, url: string): Expected {
  const [path, search = ''] = url.split('?') as [string, string?]
  const { list, custom, parent } = target(path)
  const resource = isResource(list) ? list : undefined
  const types: Record<string, FieldType> = resource ? TYPES[resource] : {}
  const params = paramsOf(search)
  const records = view.get(list) ?? []

  // Every parameter that is not reserved is a filter; unknown `_` names are reported instead,
  // and so are filters on the field a nested route's parent decides.
  const filters: Filter[] = []
  const ignored: string[] = []
  for (const [name, values] of params) {
    if (RESERVED.has(name)) continue
    if (name.startsWith('_')) {
      ignored.push(name)
      continue
    }
    const f = filterOf(name, values)
    if (parent?.field.includes(f.path)) ignored.push(name)
    else filters.push(f)
  }

  let all = records.filter((r) => {
    if (parent && r[parent.field[0]] !== parent.id) return false
    return filters.every((f) =>
      holds(r, f, Object.hasOwn(types, f.path) ? types[f.path] : undefined),
    )
  })
  const q = params.get('q')?.[0]
  if (q) {
    const needle = q.toLowerCase()
    all = all.filter((r) =>
      (resource ? TEXT[resource].map((f) => read(r, f)) : strings(r)).some(
        (v) => typeof v === 'string' && v.toLowerCase().includes(needle),
      ),
    )
  }
  const spec = sortSpec(params)
  if (spec.length > 0) {
    // Array.prototype.sort is stable: ties keep the merged order.
    all = [...all].sort((a, b) => {
      for (const { path: p, desc } of spec) {
        const c = compareValues(read(a, p), read(b, p), desc)
        if (c !== 0) return c
      }
      return 0
    })
  }

  const warnings = [...new Set(filters.map((f) => f.path))]
    .filter((p) => !Object.hasOwn(types, p) && !records.some((r) => read(r, p) !== undefined))
    .map((p) => `unknown field ${p}`)
  const total = all.length
  const limitOf = () => Math.min(count(params, 'limit', '_limit') ?? 10, 30)

  let mode: Expected['mode']
  let data: Rec[]
  let pagination: Record<string, unknown>
  if (params.has('cursor') || params.has('_cursor')) {
    // The first page; the runner walks the rest through the answer's cursors.
    mode = 'cursor'
    const limit = limitOf()
    data = all.slice(0, limit)
    pagination = { limit, total, hasMore: limit < total }
  } else if (params.has('_start') || params.has('skip') || params.has('_end')) {
    mode = 'slice'
    const start = count(params, '_start', 'skip') ?? 0
    const end = count(params, '_end')
    const limit = end === undefined ? limitOf() : Math.min(end - start, 30)
    data = all.slice(start, start + limit)
    pagination = {
      page: Math.floor(start / limit) + 1,
      limit,
      total,
      totalPages: Math.ceil(total / limit),
      hasNextPage: start + limit < total,
      hasPrevPage: start > 0,
    }
  } else {
    mode = 'pages'
    const page = count(params, 'page', '_page') ?? 1
    const limit = limitOf()
    data = all.slice((page - 1) * limit, page * limit)
    const totalPages = Math.ceil(total / limit)
    pagination = {
      page,
      limit,
      total,
      totalPages,
      hasNextPage: page < totalPages,
      hasPrevPage: page > 1,
    }
  }
  const headers: Expected['headers'] = { 'x-total-count': String(total) }
  if (warnings.length > 0) headers['x-playground-warning'] = warnings.join(', ')
  if (ignored.length > 0) headers['x-playground-ignored'] = ignored.join(', ')
  if (mode !== 'cursor') {
    headers['x-page'] = String(pagination.page)
    headers['x-limit'] = String(pagination.limit)
    headers['x-total-pages'] = String(pagination.totalPages)
  }
  const shape = (rs: Rec[]) => shaped(view, list, custom, params, rs)
  return { data: shape(data), pagination, all: shape(all), mode, headers }
}

// ---------------------------------------------------------------------------------------------
// Relations and field selection.

const names = (params: Map<string, string[]>, name: string) =>
  (params.get(name) ?? [])
    .flatMap((v) => v.split(','))
    .map((s) => s.trim())
    .filter(Boolean)

/**
 * `_embed`, `_expand`, then `_fields`/`select`
 * (docs/contract/lists-and-query-language.md#relations), on copies of `records`.
 */
function shaped(
  view: View,
  list: string,
  custom: boolean,
  params: Map<string, string[]>,
  records: Rec[],
): Rec[] {
  const added: Array<{ key: string; value: (r: Rec) => unknown }> = []
  for (const name of new Set(names(params, '_embed'))) {
    if (custom) {
      const [collection, field] = name.split(':') as [string, string]
      const children = view.get(`custom/${collection}`) ?? []
      added.push({
        key: collection,
        value: (r) => children.filter((c) => c[field] === r.id).slice(0, 100),
      })
    } else {
      const rel = EMBEDS[list as ResourceName][name] as { resource: ResourceName; field: string }
      const children = view.get(rel.resource) ?? []
      added.push({
        key: name,
        value: (r) => children.filter((c) => c[rel.field] === r.id).slice(0, 100),
      })
    }
  }
  for (const name of new Set(names(params, '_expand'))) {
    if (custom) {
      const [field, collection] = name.split(':') as [string, string]
      const parents = view.get(`custom/${collection}`) ?? []
      added.push({
        key: field.replace(/(Id|_id)$/, ''),
        value: (r) => parents.find((p) => p.id === r[field]) ?? null,
      })
    } else {
      const rel = EXPANDS[list as ResourceName][name] as { resource: ResourceName; field: string }
      const parents = view.get(rel.resource) ?? []
      added.push({ key: name, value: (r) => parents.find((p) => p.id === r[rel.field]) ?? null })
    }
  }
  const selection = tree([...names(params, '_fields'), ...names(params, 'select')])
  return records.map((record) => {
    const out: Rec = { ...record }
    for (const { key, value } of added) out[key] = value(record)
    if (!selection) return out
    // `id`, `_sandbox` and what the relations added are kept whole, whatever is selected.
    const kept = (narrow(out, selection) ?? {}) as Rec
    kept.id = out.id
    for (const key of ['_sandbox', ...added.map((a) => a.key)])
      if (Object.hasOwn(out, key)) kept[key] = out[key]
    return kept
  })
}

/** Selected paths as a tree; `true` keeps the whole value. Undefined when none is selected. */
type Tree = Map<string, Tree | true>
function tree(paths: string[]): Tree | undefined {
  if (paths.length === 0) return undefined
  const root: Tree = new Map()
  for (const path of paths) {
    const keys = path.split('.')
    let node = root
    for (const [i, key] of keys.entries()) {
      const held = node.get(key)
      if (held === true) break // a shorter path keeps all of it already
      if (i === keys.length - 1) node.set(key, true)
      else {
        const next = held ?? new Map()
        node.set(key, next)
        node = next
      }
    }
  }
  return root
}

/** The selected part of an object (copies), or undefined when nothing in it is selected. */
function narrow(value: unknown, selection: Tree): Record<string, unknown> | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined
  let out: Record<string, unknown> | undefined
  for (const [key, wanted] of selection) {
    if (!Object.hasOwn(value, key)) continue
    const v = (value as Record<string, unknown>)[key]
    const kept = wanted === true ? v : narrow(v, wanted)
    if (kept === undefined) continue
    out ??= {}
    out[key] = kept
  }
  return out
}
