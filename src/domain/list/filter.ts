import type { Item } from '../../store/port.ts'
import { invalidQuery, quoted } from '../errors.ts'
import type { FieldType } from '../resources.ts'
import { createLikeScan, type LikeScan, likeTest } from './like-scan.ts'
import type { ListBaseline } from './merge.ts'
import { readPath } from './read-path.ts'

/**
 * The filter stage (docs/contract/lists-and-query-language.md#filters): conditions on any field,
 * typed by the resource's field table, compiled once per request into a predicate. The baseline
 * keeps an index on a few fields, so a list filtered on one of them starts from that index instead
 * of the whole resource.
 */

export type Predicate = (item: Item) => boolean
/** Exact matches on one field each, as nested routes impose them (`/users/1/posts`). */
export type Filters = ReadonlyArray<readonly [string, unknown]>

export const OPERATORS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'like', 'in'] as const
export type Operator = (typeof OPERATORS)[number]
export const isOperator = (s: string): s is Operator => (OPERATORS as readonly string[]).includes(s)

/**
 * One filter as asked: `views_gte=10` is `{param: 'views_gte', path: 'views', op: 'gte',
 * values: ['10']}`. Several values (a repeated parameter, an `_in` list) match when any does,
 * except for `ne`, which holds when none does (json-server 0.17 reads repeats so too).
 */
export interface Clause {
  /** The parameter as sent, for error messages. */
  param: string
  path: string
  op: Operator
  values: readonly unknown[]
}
export type Condition = Clause | { and: readonly Condition[] } | { or: readonly Condition[] }

export const isClause = (c: Condition): c is Clause => 'op' in c

/** A value as a clause compares it: typed by the field, or every reading of an untyped one. */
interface Operand {
  /** The value as the field's type holds it; undefined when it has no typed reading. */
  typed?: string | number | boolean
  /** An untyped field's value as sent, which a string field may hold. */
  text?: string
}

const NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/
const INTEGER = /^-?(0|[1-9][0-9]{0,15})$/
const GLOBAL_ID = /^[1-9][0-9]{0,15}$/
const LOCAL_ID = /^local-[A-Za-z0-9_-]{1,64}$/

function operand(clause: Clause, type: FieldType | undefined, raw: unknown): Operand {
  const refuse = (allowed: string) =>
    invalidQuery(clause.param, `must be ${allowed}, got ${quoted(String(raw))}`)
  // Only an exact match names a record; the other operators compare numbers.
  const exact = clause.op === 'eq' || clause.op === 'in'
  if (type === undefined) {
    if (typeof raw !== 'string') return { typed: raw as number | boolean }
    if (NUMBER.test(raw)) return { typed: Number(raw), text: raw }
    if (raw === 'true' || raw === 'false') return { typed: raw === 'true', text: raw }
    return { text: raw }
  }
  switch (type) {
    case 'string':
      return { typed: String(raw) }
    case 'boolean':
      if (raw === true || raw === 'true') return { typed: true }
      if (raw === false || raw === 'false') return { typed: false }
      throw refuse('true or false')
    case 'integer':
      if (typeof raw === 'number' && Number.isInteger(raw)) return { typed: raw }
      if (typeof raw === 'string' && INTEGER.test(raw)) return { typed: Number(raw) }
      throw refuse('an integer')
    case 'reference':
      if (typeof raw === 'number' && Number.isInteger(raw) && (raw >= 1 || !exact))
        return { typed: raw }
      if (typeof raw === 'string' && GLOBAL_ID.test(raw)) return { typed: Number(raw) }
      // Comparisons compare numbers: `user_id_gt=0` and `user_id_ne=-1` name no record.
      if (!exact && typeof raw === 'string' && INTEGER.test(raw)) return { typed: Number(raw) }
      throw refuse(exact ? 'a positive integer id' : 'an integer')
    case 'id': {
      if (typeof raw === 'number' && Number.isInteger(raw)) return { typed: raw }
      const s = String(raw)
      if (GLOBAL_ID.test(s) || (!exact && INTEGER.test(s))) return { typed: Number(s) }
      if (LOCAL_ID.test(s) && (exact || clause.op === 'ne')) return { typed: s }
      throw refuse(
        exact
          ? 'an integer id or local-<uuid>'
          : clause.op === 'ne'
            ? 'an integer or local-<uuid>'
            : 'an integer',
      )
    }
  }
}

const equals = (v: unknown, o: Operand) =>
  (o.typed !== undefined && v === o.typed) || (o.text !== undefined && v === o.text)

/** `v` against `o` for `gt` and the like: numbers numerically, strings by code unit. */
function order(v: unknown, o: Operand): number | undefined {
  if (typeof o.typed === 'number') {
    const n = typeof v === 'number' ? v : typeof v === 'string' && NUMBER.test(v) ? Number(v) : NaN
    return Number.isNaN(n) ? undefined : n - o.typed
  }
  const s = o.text ?? (typeof o.typed === 'string' ? o.typed : undefined)
  if (s === undefined || typeof v !== 'string') return undefined
  return v < s ? -1 : v > s ? 1 : 0
}

const COMPARE: Partial<Record<Operator, (d: number) => boolean>> = {
  gt: (d) => d > 0,
  gte: (d) => d >= 0,
  lt: (d) => d < 0,
  lte: (d) => d <= 0,
}

/** A value test for one clause; arrays in a record match when any element does. */
function valueTest(
  clause: Clause,
  type: FieldType | undefined,
  scan: LikeScan,
): (v: unknown) => boolean {
  const { op } = clause
  if (op === 'like') {
    // The patterns of one parameter are one automaton: each text is read once.
    const test = likeTest(clause.param, clause.path, clause.values.map(String), scan)
    return (v) =>
      (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') && test(String(v))
  }
  if (type === 'boolean' && COMPARE[op]) {
    throw invalidQuery(clause.param, 'is a true/false field: use it with eq, ne or in')
  }
  const operands = clause.values.map((raw) => operand(clause, type, raw))
  const compare = COMPARE[op]
  if (compare) {
    return (v) =>
      operands.some((o) => {
        const d = order(v, o)
        return d !== undefined && compare(d)
      })
  }
  return (v) => operands.some((o) => equals(v, o))
}

function clausePredicate(clause: Clause, type: FieldType | undefined, scan: LikeScan): Predicate {
  const test = valueTest(clause, type, scan)
  const any = (v: unknown) => (Array.isArray(v) ? v.some(test) : test(v))
  const { path } = clause
  if (clause.op === 'ne') {
    // A record without the field is different from every value.
    return (item) => {
      const v = readPath(item, path)
      return v === undefined || !any(v)
    }
  }
  return (item) => {
    const v = readPath(item, path)
    return v !== undefined && any(v)
  }
}

/**
 * Compiles a condition into one predicate, typing each value by `types` (a path without an
 * entry is untyped); 400 INVALID_QUERY names the clause whose value does not fit its field.
 * `scan` times the request's `_like` tests against their budget (like-scan.ts).
 */
export function compileCondition(
  condition: Condition,
  types: Readonly<Record<string, FieldType>>,
  scan: LikeScan = createLikeScan(),
): Predicate {
  // Own keys only: a field named `toString` is untyped, not Object.prototype's method.
  if (isClause(condition))
    return clausePredicate(
      condition,
      Object.hasOwn(types, condition.path) ? types[condition.path] : undefined,
      scan,
    )
  if ('and' in condition) {
    // Patterns last: the cheap conditions dismiss records before a text is matched.
    const ordered = [...condition.and.filter((c) => !hasLike(c)), ...condition.and.filter(hasLike)]
    const parts = ordered.map((c) => compileCondition(c, types, scan))
    if (parts.length === 1) return parts[0] as Predicate
    return (item) => parts.every((p) => p(item))
  }
  const parts = condition.or.map((c) => compileCondition(c, types, scan))
  return (item) => parts.some((p) => p(item))
}

const hasLike = (c: Condition): boolean => clausesOf(c).some((x) => x.op === 'like')

/** Every clause of a condition, in order. */
export function clausesOf(condition: Condition | undefined): Clause[] {
  if (!condition) return []
  if (isClause(condition)) return [condition]
  return ('and' in condition ? condition.and : condition.or).flatMap(clausesOf)
}

/** A record matches when it holds every filter's value; undefined when there is no filter. */
export function matchAll(filters: Filters): Predicate | undefined {
  if (filters.length === 0) return undefined
  return (item) => filters.every(([f, v]) => item[f] === v)
}

/** What the filter stage needs of a compiled query to pick the baseline records to walk. */
export interface FilterPlan {
  /** Exact matches every record of the list satisfies: indexes may answer them. */
  indexed: Filters
  /** Every condition of the list; undefined when there is none. */
  match: Predicate | undefined
  /** True when `indexed` alone is the whole of `match`. */
  exact: boolean
}

/**
 * The baseline records a filtered list starts from, in id order, every one of them matching:
 * the smallest index of an exactly matched field, narrowed further by `match` unless that one
 * index is the whole condition. Not a copy when one index suffices.
 */
export function candidates(
  baseline: ListBaseline,
  resource: string,
  plan: FilterPlan,
): readonly Item[] {
  let base = baseline.all(resource)
  let narrowed = false
  for (const [field, value] of plan.indexed) {
    const indexed = baseline.where(resource, field, value)
    if (indexed && (!narrowed || indexed.length < base.length)) {
      base = indexed
      narrowed = true
    }
  }
  if (plan.match && !(narrowed && plan.exact && plan.indexed.length === 1))
    base = base.filter(plan.match)
  return base
}

/**
 * `unknown field <path>` for each of `paths` that no record of `records` holds: a filter on
 * them still applies (and matches nothing), but the answer says so
 * (docs/contract/lists-and-query-language.md#filters, `X-Playground-Warning`); undefined when every
 * path is held.
 */
export function unknownFieldWarnings(
  paths: readonly string[],
  records: Iterable<Item | null>,
): string[] | undefined {
  const missing = new Set(paths)
  for (const record of records) {
    if (missing.size === 0) break
    if (!record) continue
    for (const p of missing) if (readPath(record, p) !== undefined) missing.delete(p)
  }
  return missing.size === 0 ? undefined : [...missing].map((p) => `unknown field ${p}`)
}
