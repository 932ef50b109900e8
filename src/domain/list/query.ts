import { invalidQuery, quoted } from '../errors.ts'
import { FORBIDDEN_KEYS } from '../merge-patch.ts'
import {
  type FieldType,
  type FilterName,
  RESOURCE_NAMES,
  RESOURCES,
  type ResourceName,
} from '../resources.ts'
import { type Boundary, type Direction, decodeCursor, fingerprint } from './cursor.ts'
import {
  type Clause,
  type Condition,
  clausesOf,
  compileCondition,
  type FilterPlan,
  type Filters,
  isClause,
  matchAll,
  type Predicate,
} from './filter.ts'
import { createLikeScan, type LikeScan } from './like-scan.ts'
import { EXPORT_MAX_ROWS, type Page, pageParams } from './paginate.ts'
import { anyTextMatcher, textMatcher } from './search.ts'
import type { SortField, SortSpec } from './sort.ts'

/**
 * A list as the domain reads it (docs/contract/lists-and-query-language.md#sorting), from REST
 * parameters or GraphQL arguments.
 */
export interface ListQuery {
  page?: number
  limit?: number
  /** A slice (`_start`/`skip`, `_end`): 0-based start, exclusive end. */
  start?: number
  end?: number
  /** The parameters the slice was asked with, for messages and links. */
  sliceNames?: { start: string; end?: string }
  /** Cursor mode when defined; empty asks for the first page. */
  cursor?: string
  cursorName?: string
  q?: string
  /** `_sort` and `_order` as sent: `a,-b` and `asc,desc`. */
  sort?: string
  order?: string
  /** Exact matches on the resource's reference fields (GraphQL arguments, nested routes). */
  filters?: Partial<Record<FilterName, unknown>>
  /** Any other conditions: REST filter parameters, GraphQL `where`. */
  where?: Condition
  /**
   * The whole matching view for an export (docs/contract/data-in-and-out.md#export-formats) instead
   * of a page: the paging parameters are not read, and at most EXPORT_MAX_ROWS + 1 records come
   * back, so that one too many shows.
   */
  whole?: boolean
  /**
   * The root surface's bound (docs/contract/root-surface.md#lists) in place of the page-size
   * cap: pages and slices hold up to it, and a whole view reads one record more, so that one too
   * many shows.
   */
  cap?: number
}

/**
 * List arguments as GraphQL names them (`user_id`, `post_id` and `album_id` are IDs, so strings). REST
 * parameters are read by `fromParams` (params.ts), which also reads filters and slices.
 */
export interface ListArgs {
  page?: number
  limit?: number
  /** json-server's aliases of `page` and `limit`; the plain names win when both are sent. */
  _page?: number
  _limit?: number
  q?: string
  _sort?: string
  _order?: string
  cursor?: string
  user_id?: unknown
  userId?: unknown
  post_id?: unknown
  postId?: unknown
  album_id?: unknown
  albumId?: unknown
  completed?: unknown
  where?: Condition
}

/** A list argument that names a record (`user_id: "3"`): a positive integer, or 400. */
function reference(field: string, value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1) return value
  const s = String(value)
  if (!/^[1-9][0-9]*$/.test(s))
    throw invalidQuery(field, `must be a positive integer id, got ${quoted(s)}`)
  return Number(s)
}

/**
 * Translates GraphQL list arguments into a ListQuery. `resource` names whose reference filters
 * are read from `args` (none for a custom collection); `fixed` are the filters a nested list
 * imposes (`/users/1/posts`), which win over the arguments, unread.
 */
export function toListQuery(
  args: ListArgs,
  resource?: ResourceName,
  fixed?: ListQuery['filters'],
): ListQuery {
  const filters: Partial<Record<FilterName, unknown>> = {}
  if (resource !== undefined) {
    const def = RESOURCES[resource]
    for (const field of def.filters) {
      if (fixed?.[field] !== undefined) continue
      if (field === 'completed') {
        filters.completed = args.completed ?? undefined
        continue
      }
      const alias = def.aliases[field] as 'userId' | 'postId' | 'albumId' | undefined
      const canonical = reference(field, args[field])
      const aliased = alias && reference(alias, args[alias])
      if (canonical !== undefined && aliased !== undefined && canonical !== aliased)
        throw invalidQuery(
          alias as string,
          `must equal ${field} when both are given, got ${aliased} and ${canonical}`,
        )
      filters[field] = canonical ?? aliased
    }
  }
  return {
    page: args.page ?? args._page,
    limit: args.limit ?? args._limit,
    cursor: args.cursor,
    cursorName: 'cursor',
    q: args.q,
    sort: args._sort,
    order: args._order,
    filters: fixed ? Object.assign(filters, fixed) : filters,
    where: args.where,
  }
}

/** What a list is over: a resource's field table, or any field (custom collections). */
export interface ListDef {
  name: string
  fields: Readonly<Record<string, FieldType>>
  /** Paths `q` searches; undefined: every string value, nested ones too. */
  textFields?: readonly string[]
  /** Paths `_sort` accepts; undefined: any. */
  sortFields?: readonly string[]
  aliases: Readonly<Record<string, string | undefined>>
  /** Fields the baseline keeps an index of. */
  indexed?: readonly string[]
}

/**
 * Custom collections: untyped, searched and sorted on any field
 * (docs/contract/custom-collections.md#lists, docs/contract/lists-and-query-language.md#sorting).
 */
export const CUSTOM_LIST: ListDef = { name: 'custom', fields: {}, aliases: {} }

export type ListMode = 'pages' | 'slice' | 'cursor'

/** A ListQuery checked against its resource, with everything the stages need worked out. */
export interface CompiledQuery extends Page, FilterPlan {
  mode: ListMode
  /** The text `q` searches for; undefined when there is none (an empty `q` matches all). */
  search: string | undefined
  textMatch: Predicate | undefined
  sort: SortSpec | undefined
  /** Cursor mode: the place asked for; undefined for the first page. */
  cursor: { name: string; direction: Direction; boundary: Boundary } | undefined
  /** What a cursor of this query is bound to (cursor lists only; empty otherwise). */
  print: string
  /** Filtered paths no field table types: reported when no record holds them. */
  untyped: string[]
  /** The `_like` tests' budget; a list runs with `withLikeSlices` (like-scan.ts). */
  likes: LikeScan | undefined
}

/** Paths callers name (filters, `_sort`, `_fields`): bounded, and never a prototype key. */
export function checkPath(param: string, path: string) {
  const segments = path.split('.')
  if (path.length > 100 || segments.length > 8 || segments.some((s) => s === ''))
    throw invalidQuery(
      param,
      `must name a field (a dotted path of at most 8 names, 100 characters), got ${quoted(path)}`,
    )
  refuseForbiddenKeys(param, path)
}

/** A path holding `__proto__`, `constructor` or `prototype` as one of its names: 400. */
export function refuseForbiddenKeys(param: string, path: string) {
  const bad = path.split('.').find((s) => FORBIDDEN_KEYS.has(s))
  if (bad) throw invalidQuery(param, `may not name ${quoted(bad)}, got ${quoted(path)}`)
}

const MAX_SORT_FIELDS = 5

/** `_sort=a,-b` with `_order=asc,desc` (pairwise, missing = asc; a minus = descending). */
export function parseSort(def: ListDef, sort?: string, order?: string): SortSpec | undefined {
  const orders = order === undefined ? [] : order.split(',').map((o) => o.trim().toLowerCase())
  for (const o of orders) {
    if (o !== 'asc' && o !== 'desc')
      throw invalidQuery(
        '_order',
        `must be asc or desc (comma-separated, one per _sort field), got ${quoted(order as string)}`,
      )
  }
  if (sort === undefined) return undefined
  const names = sort.split(',').map((s) => s.trim())
  if (names.length > MAX_SORT_FIELDS)
    throw invalidQuery('_sort', `takes at most ${MAX_SORT_FIELDS} fields, got ${names.length}`)
  const spec: SortField[] = names.map((name, i) => {
    const desc = name.startsWith('-')
    const given = desc ? name.slice(1) : name
    const path = canonical(def, given)
    if (def.sortFields) {
      if (!def.sortFields.includes(given))
        throw invalidQuery(
          '_sort',
          `must be one of ${def.sortFields.join(', ')}, got ${quoted(given)}`,
        )
    } else checkPath('_sort', given)
    return { path, order: desc || orders[i] === 'desc' ? 'desc' : 'asc' }
  })
  return spec
}

/** The canonical name of an alias (`userId` → `user_id`): both always hold the same value. */
function canonical(def: ListDef, path: string): string {
  for (const [name, alias] of Object.entries(def.aliases)) if (alias === path) return name
  return path
}

function canonicalCondition(def: ListDef, c: Condition): Condition {
  if (isClause(c)) return { ...c, path: canonical(def, c.path) }
  if ('and' in c) return { and: c.and.map((x) => canonicalCondition(def, x)) }
  return { or: c.or.map((x) => canonicalCondition(def, x)) }
}

/** How a slice or a page reads as a window of the list, checked. */
function windowOf(query: ListQuery, pageCap: number): Page & { mode: ListMode } {
  if (query.whole)
    return { mode: 'pages', page: 1, limit: (query.cap ?? EXPORT_MAX_ROWS) + 1, offset: 0 }
  const maxLimit = query.cap ?? pageCap
  const slicing = query.start !== undefined || query.end !== undefined
  const names = query.sliceNames ?? { start: '_start', end: '_end' }
  if (query.cursor !== undefined) {
    const name = query.cursorName ?? 'cursor'
    if (query.page !== undefined) throw invalidQuery(name, 'cannot be combined with page')
    if (slicing) throw invalidQuery(name, `cannot be combined with ${names.start} or _end`)
    const { limit } = pageParams({ limit: query.limit }, maxLimit)
    return { mode: 'cursor', page: 1, limit, offset: 0 }
  }
  if (!slicing) {
    const { page, limit, offset } = pageParams(query, maxLimit)
    return { mode: 'pages', page, limit, offset }
  }
  if (query.page !== undefined)
    throw invalidQuery(names.start, 'cannot be combined with page or _page: use one or the other')
  const start = query.start ?? 0
  for (const [name, v] of [
    [names.start, query.start],
    [names.end ?? '_end', query.end],
  ] as const) {
    if (v !== undefined && (!Number.isInteger(v) || v < 0))
      throw invalidQuery(name, `must be an integer ≥ 0, got ${quoted(String(v))}`)
  }
  let limit: number
  if (query.end !== undefined) {
    if (query.end <= start)
      throw invalidQuery(
        names.end ?? '_end',
        `must be greater than ${names.start} (${start}), got ${quoted(String(query.end))}`,
      )
    limit = Math.min(query.end - start, maxLimit)
  } else limit = pageParams({ limit: query.limit }, maxLimit).limit
  return { mode: 'slice', page: Math.floor(start / limit) + 1, limit, offset: start }
}

/**
 * Checks a list query (400 INVALID_QUERY for a bad page, slice, sort field or filter value;
 * INVALID_CURSOR for a cursor of another query) and compiles it; pages and slices hold at most
 * `maxLimit` records (the page-size cap).
 */
export function compileQuery(
  resource: ResourceName | ListDef,
  query: ListQuery,
  maxLimit: number,
): CompiledQuery {
  const def = typeof resource === 'string' ? listDefOf(resource) : resource
  const window = windowOf(query, maxLimit)
  const sort = parseSort(def, query.sort, query.order)

  // Exact matches from arguments and nested routes, then every other condition.
  const indexed: Array<[string, unknown]> = []
  // Only the resource's own reference filters; a custom collection has none.
  const given = Object.entries(query.filters ?? {}).filter(
    ([f, v]) => v !== undefined && v !== null && def.indexed?.includes(f),
  )
  for (const [f, v] of given) indexed.push([f, v])
  const where = query.where && canonicalCondition(def, query.where)
  const parts: Predicate[] = []
  const likes = where ? createLikeScan() : undefined
  const fixed = matchAll(given)
  if (fixed) parts.push(fixed)
  let exact = true
  if (where) {
    parts.push(compileCondition(where, def.fields, likes))
    exact = false
    // A top-level exact match on an indexed field may pick the records to walk.
    const top = isClause(where) ? [where] : 'and' in where ? where.and : []
    for (const c of top) {
      if (
        isClause(c) &&
        (c.op === 'eq' || c.op === 'in') &&
        c.values.length === 1 &&
        def.indexed?.includes(c.path)
      ) {
        const value = typedIndexKey(def.fields[c.path], c.values[0])
        if (value !== undefined) indexed.push([c.path, value])
      }
    }
  }
  const match: Predicate | undefined =
    parts.length === 0
      ? undefined
      : parts.length === 1
        ? parts[0]
        : (item) => parts.every((p) => p(item))

  const search = query.q === '' || query.q === undefined ? undefined : query.q
  const textMatch =
    search === undefined
      ? undefined
      : def.textFields
        ? textMatcher(search, def.textFields)
        : anyTextMatcher(search)

  // Only a cursor list needs the digest: offset lists never pay for it.
  const print =
    window.mode === 'cursor'
      ? fingerprint([def.name, given, where ?? null, search ?? null, sort ?? []])
      : ''
  let cursor: CompiledQuery['cursor']
  if (window.mode === 'cursor' && query.cursor !== '') {
    const name = query.cursorName ?? 'cursor'
    cursor = { name, ...decodeCursor(name, query.cursor as string, print, sort?.length ?? 0) }
  }
  const untyped = [
    ...new Set(
      clausesOf(where)
        .map((c: Clause) => c.path)
        .filter((p) => !Object.hasOwn(def.fields, p)),
    ),
  ]
  // Spelled out: spreading `window` into this literal took V8's slow path, 8 µs a list.
  return {
    mode: window.mode,
    page: window.page,
    limit: window.limit,
    offset: window.offset,
    indexed: indexed as Filters,
    match,
    exact: exact && indexed.length === 1,
    search,
    textMatch,
    sort,
    cursor,
    print,
    untyped,
    likes,
  }
}

/** An index key of a typed value (`"3"` → 3), or undefined when it does not type. */
function typedIndexKey(type: FieldType | undefined, raw: unknown): unknown {
  if (type === 'reference' && typeof raw === 'number') return raw
  if (type === 'reference' && typeof raw === 'string' && /^[1-9][0-9]{0,14}$/.test(raw))
    return Number(raw)
  if (type === 'boolean' && (raw === true || raw === 'true')) return true
  if (type === 'boolean' && (raw === false || raw === 'false')) return false
  // db.json relation fields (`postId`) are typed by their values (docs/contract/db-json.md).
  if (type === 'integer' && typeof raw === 'number') return raw
  if (type === 'integer' && typeof raw === 'string' && /^-?(0|[1-9][0-9]{0,14})$/.test(raw))
    return Number(raw)
  if (type === 'string' && typeof raw === 'string') return raw
  return undefined
}

const DEFS = Object.fromEntries(
  RESOURCE_NAMES.map((r) => [r, { ...RESOURCES[r], indexed: RESOURCES[r].filters }]),
) as unknown as Readonly<Record<ResourceName, ListDef>>

/** The list definition of a built-in resource: its field table; the baseline indexes its filters. */
export const listDefOf = (resource: ResourceName): ListDef => DEFS[resource]
