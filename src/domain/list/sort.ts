import type { Item } from '../../store/port.ts'
import { readPath } from './read-path.ts'

/**
 * The sort stage (docs/contract/lists-and-query-language.md#sorting): stable, on one field or
 * several; strings case-insensitively; numbers and booleans before strings; records lacking the
 * field (or holding an object there) last whatever the order.
 */

export type SortOrder = 'asc' | 'desc'
/** 1 ascending, -1 descending. */
export type Direction = 1 | -1

export const directionOf = (order: SortOrder): Direction => (order === 'desc' ? -1 : 1)

/** One field of a sort: `_sort=a,-b` is `[{path: 'a', order: 'asc'}, {path: 'b', order: 'desc'}]`. */
export interface SortField {
  path: string
  order: SortOrder
}
export type SortSpec = readonly SortField[]

/** How a spec is named where one is kept or compared: `a,-b`. */
export const specName = (spec: SortSpec) =>
  spec.map((f) => (f.order === 'desc' ? `-${f.path}` : f.path)).join(',')

/** Where a record's value at a path falls in a sort. */
export interface SortKey {
  missing: boolean
  rank: number
  key: string | number
}

/**
 * Strings sort on their first SORT_KEY_LENGTH characters, lowercased (as MySQL's
 * `max_sort_length`): a cursor holds its boundary's keys, so they must fit in a URL whatever a
 * record holds (titles may be 10,000 characters). Strings equal that far tie, and keep the
 * merged order. No two baseline texts differ only past it, at any scale up to 1000.
 */
export const SORT_KEY_LENGTH = 256

const rank = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? 0 : 1)
// Lowercased whole, then cut: lowercasing may lengthen a string, and Σ depends on what follows.
const key = (v: unknown) =>
  typeof v === 'string' ? v.toLowerCase().slice(0, SORT_KEY_LENGTH) : Number(v)

export function sortKey(item: Item, path: string): SortKey {
  const v = readPath(item, path)
  const missing = v === undefined || v === null || typeof v === 'object'
  return { missing, rank: missing ? 0 : rank(v), key: missing ? 0 : key(v) }
}

/** The keys of a record under every field of a spec. */
export const sortKeys = (item: Item, spec: SortSpec): SortKey[] =>
  spec.map((f) => sortKey(item, f.path))

/** Orders two keys; missing values last in either direction. */
export function compareKeys(a: SortKey, b: SortKey, dir: Direction): number {
  if (a.missing || b.missing) return a.missing === b.missing ? 0 : a.missing ? 1 : -1
  if (a.rank !== b.rank) return (a.rank - b.rank) * dir
  return (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) * dir
}

/** Orders two records' keys under a spec: the first field that differs decides. */
export function compareKeyLists(a: readonly SortKey[], b: readonly SortKey[], spec: SortSpec) {
  for (let i = 0; i < spec.length; i++) {
    const c = compareKeys(
      a[i] as SortKey,
      b[i] as SortKey,
      directionOf((spec[i] as SortField).order),
    )
    if (c !== 0) return c
  }
  return 0
}

/**
 * Sorts `items` in place, stably, by the record each holds (`recordOf`, the item itself by
 * default), and returns it. Keys are read once per item, not once per comparison.
 */
export function sortBy<T>(
  items: T[],
  spec: SortSpec,
  recordOf: (item: T) => Item = (item) => item as Item,
): T[] {
  const keyed = items.map((item) => ({ item, keys: sortKeys(recordOf(item), spec) }))
  keyed.sort((a, b) => compareKeyLists(a.keys, b.keys, spec))
  for (let i = 0; i < keyed.length; i++) items[i] = (keyed[i] as { item: T }).item
  return items
}
