import { invalidQuery, quoted } from '../errors.ts'
import { type Clause, isOperator, OPERATORS, type Operator } from './filter.ts'
import { MAX_LIKE_LENGTH } from './like.ts'
import { checkPath, type ListQuery, refuseForbiddenKeys } from './query.ts'

/**
 * REST list parameters as a ListQuery (docs/contract/lists-and-query-language.md): the reserved
 * names, and every other parameter a filter `field[op]=value`, in json-server 0.17's suffix form
 * (`views_gte=10`) or 1.0's (`views:gte=10`). Unknown `_`-prefixed parameters (jQuery's
 * cache-buster `_=…`) are not filters: they are returned to be reported, as is everything else the
 * list does not use.
 */

/** Names that are never filters: lists, shaping, formats, and the simulations
 * (docs/contract/network-simulation.md, docs/contract/auth.md#token-lifetimes,
 * docs/contract/roles-and-permissions.md#enforcement). */
export const RESERVED: ReadonlySet<string> = new Set([
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
  '_delay',
  '_status',
  '_ratelimit',
  '_flaky',
  '_jwt_expiry',
  '_refresh_expiry',
  '_clock_skew',
  '_role',
  '_scopes',
  '_chaos',
  '_chaos_errors',
])

/** json-server 0.17's suffixes, longest first so `_gte` is not read as `_gt` + `e`. */
const SUFFIXES: ReadonlyArray<[string, Operator]> = [
  ['_like', 'like'],
  ['_gte', 'gte'],
  ['_lte', 'lte'],
  ['_ne', 'ne'],
  ['_gt', 'gt'],
  ['_lt', 'lt'],
  ['_in', 'in'],
]

export const FILTER_LIMITS = {
  /** Distinct filter parameters in one request. */
  parameters: 20,
  /** Values across them, `_in` lists counted element by element. */
  values: 500,
  /** Characters of one value (an `_in` list counts whole). */
  valueLength: 2000,
} as const

/** The field and operator a filter parameter names; `op` is unchecked after a colon. */
function splitName(name: string): { path: string; op: string } {
  const colon = name.lastIndexOf(':')
  if (colon >= 0) return { path: name.slice(0, colon), op: name.slice(colon + 1) }
  for (const [suffix, op] of SUFFIXES) {
    if (name.length > suffix.length && name.endsWith(suffix))
      return { path: name.slice(0, -suffix.length), op }
  }
  return { path: name, op: 'eq' }
}

/** The field and operator a filter parameter names. */
function parseName(name: string): { path: string; op: Operator } {
  const { path, op } = splitName(name)
  if (!isOperator(op)) {
    throw invalidQuery(
      name,
      `has an unknown operator ${quoted(op)}: use one of ${OPERATORS.join(', ')} (field:op=value)`,
    )
  }
  return { path, op }
}

const strings = (raw: unknown): string[] =>
  (Array.isArray(raw) ? raw : [raw]).map((v) => (typeof v === 'string' ? v : String(v)))

/**
 * The filters of a REST list's parameters, and the names it ignores: unknown `_` names, and
 * filters on `owned` paths, which a nested route's path decides (`/users/1/posts?user_id=2`).
 */
export function filtersFromParams(
  params: Readonly<Record<string, unknown>>,
  owned: readonly string[] = [],
): {
  clauses: Clause[]
  ignored: string[]
} {
  const clauses: Clause[] = []
  const ignored: string[] = []
  let values = 0
  for (const [name, raw] of Object.entries(params)) {
    if (RESERVED.has(name) || raw === undefined) continue
    if (name.startsWith('_')) {
      // Ignored, unless it names a prototype key (`__proto__.x`): that is refused as a filter
      // on `a.__proto__` is, not passed over in silence.
      refuseForbiddenKeys(name, splitName(name).path)
      ignored.push(name)
      continue
    }
    if (clauses.length >= FILTER_LIMITS.parameters) {
      throw invalidQuery(
        name,
        `is one filter too many: at most ${FILTER_LIMITS.parameters} filter parameters, got ${Object.keys(params).length} parameters`,
      )
    }
    const { path, op } = parseName(name)
    checkPath(name, path)
    if (owned.includes(path)) {
      ignored.push(name)
      continue
    }
    const given = strings(raw)
    for (const v of given) {
      if (v.length > FILTER_LIMITS.valueLength)
        throw invalidQuery(
          name,
          `takes values of at most ${FILTER_LIMITS.valueLength} characters, got ${v.length}`,
        )
      if (op === 'like' && v.length > MAX_LIKE_LENGTH)
        throw invalidQuery(
          name,
          `must be a pattern of at most ${MAX_LIKE_LENGTH} characters, got ${v.length}`,
        )
    }
    const list = op === 'in' ? given.flatMap((v) => v.split(',')) : given
    values += list.length
    if (values > FILTER_LIMITS.values)
      throw invalidQuery(name, `brings the filter values past ${FILTER_LIMITS.values} in all`)
    clauses.push({ param: name, path, op, values: list })
  }
  return { clauses, ignored }
}

/** A list parameter as one value: a repeated one (`page=1&page=2`) is a 400. */
function single(params: Readonly<Record<string, unknown>>, name: string): unknown {
  const v = params[name]
  if (Array.isArray(v)) throw invalidQuery(name, `must be given once, got ${v.length} values`)
  return v
}

/**
 * A slice bound: an integer from 0 to 2^53 − 1, or a 400 naming it. Past 2^53 numbers are no
 * longer exact (9007199254740993 reads as …992), so neither the slice nor its page could be told.
 */
function bound(params: Readonly<Record<string, unknown>>, name: string): number | undefined {
  const v = single(params, name)
  if (v === undefined) return undefined
  const n = typeof v === 'number' ? v : /^[0-9]{1,15}$/.test(String(v)) ? Number(v) : Number.NaN
  if (!Number.isSafeInteger(n) || n < 0)
    throw invalidQuery(
      name,
      `must be an integer from 0 to ${Number.MAX_SAFE_INTEGER}, got ${quoted(String(v))}`,
    )
  return n
}

/** `page` or `_page` as the schema read it: an exact integer, so a page the answer can name. */
function pageNumber(params: Readonly<Record<string, unknown>>, name: string): number | undefined {
  const v = params[name]
  if (typeof v === 'number' && !Number.isSafeInteger(v))
    throw invalidQuery(
      name,
      `must be an integer from 1 to ${Number.MAX_SAFE_INTEGER}, got ${quoted(String(v))}`,
    )
  return v as number | undefined
}

/**
 * A REST list's parameters (after schema validation: `page`, `limit`, `_page`, `_limit` are
 * integers) as a ListQuery, with the names it ignores. `fixed` are a nested route's filters,
 * `owned` the fields they decide (aliases included).
 */
export function fromParams(
  params: Readonly<Record<string, unknown>>,
  fixed?: ListQuery['filters'],
  owned?: readonly string[],
): { query: ListQuery; ignored: string[] } {
  const { clauses, ignored } = filtersFromParams(params, owned)
  const start = bound(params, '_start')
  const skip = bound(params, 'skip')
  if (start !== undefined && skip !== undefined)
    throw invalidQuery('skip', 'cannot be combined with _start: use one or the other')
  const cursorName = params.cursor !== undefined ? 'cursor' : '_cursor'
  const cursor = single(params, cursorName)
  const q = single(params, 'q')
  const sort = single(params, '_sort')
  const order = single(params, '_order')
  const query: ListQuery = {
    page: pageNumber(params, 'page') ?? pageNumber(params, '_page'),
    limit: (params.limit ?? params._limit) as number | undefined,
    start: start ?? skip,
    end: bound(params, '_end'),
    sliceNames: { start: skip !== undefined ? 'skip' : '_start', end: '_end' },
    cursor: cursor === undefined ? undefined : String(cursor),
    cursorName,
    q: q === undefined ? undefined : String(q),
    sort: sort === undefined ? undefined : String(sort),
    order: order === undefined ? undefined : String(order),
    filters: fixed,
    where: clauses.length > 0 ? { and: clauses } : undefined,
  }
  return { query, ignored }
}
