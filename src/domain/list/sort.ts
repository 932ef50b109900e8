import type { Item } from '../../store/port.ts'
import { readPath } from './read-path.ts'

/**
 * The sort stage (SPEC §5): stable; strings case-insensitively; numbers and booleans before
 * strings; records lacking the field (or holding an object there) last whatever the order.
 */

export type SortOrder = 'asc' | 'desc'
/** 1 ascending, -1 descending. */
export type Direction = 1 | -1

export const directionOf = (order: SortOrder): Direction => (order === 'desc' ? -1 : 1)

/** Where a record's value at a path falls in a sort. */
export interface SortKey {
  missing: boolean
  rank: number
  key: string | number
}

const rank = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? 0 : 1)
const key = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : Number(v))

export function sortKey(item: Item, path: string): SortKey {
  const v = readPath(item, path)
  const missing = v === undefined || v === null || typeof v === 'object'
  return { missing, rank: missing ? 0 : rank(v), key: missing ? 0 : key(v) }
}

/** Orders two keys; missing values last in either direction. */
export function compareKeys(a: SortKey, b: SortKey, dir: Direction): number {
  if (a.missing || b.missing) return a.missing === b.missing ? 0 : a.missing ? 1 : -1
  if (a.rank !== b.rank) return (a.rank - b.rank) * dir
  return (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) * dir
}

/**
 * Sorts `items` in place, stably, by the record each holds (`recordOf`, the item itself by
 * default), and returns it. Keys are read once per item, not once per comparison.
 */
export function sortBy<T>(
  items: T[],
  path: string,
  order: SortOrder,
  recordOf: (item: T) => Item = (item) => item as Item,
): T[] {
  const dir = directionOf(order)
  const keyed = items.map((item) => ({ item, key: sortKey(recordOf(item), path) }))
  keyed.sort((a, b) => compareKeys(a.key, b.key, dir))
  for (let i = 0; i < keyed.length; i++) items[i] = (keyed[i] as { item: T }).item
  return items
}
