import type { Item } from '../store/port.ts'

export type Predicate = (item: Item) => boolean

/** Position of the record with `id` in `base` (ordered by id), or of the first larger id. */
function lowerBound(base: readonly Item[], id: number): number {
  let lo = 0
  let hi = base.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((base[mid]?.id as number) < id) lo = mid + 1
    else hi = mid
  }
  return lo
}

type Event = { pos: number; insert?: Item }

/**
 * A window of the baseline as one identity sees it, without copying the baseline.
 *
 * `base` is the baseline (or an index of it for a filter), ordered by id; `patches` maps global
 * ids the identity changed to the current record, or to null when it deleted them; `match` is
 * the list's filter when `base` is an index. The overlay is small (a sandbox holds at most a few
 * hundred entries), so the work is O(patches · log n + offset-free window) rather than O(n).
 */
export function baselineWindow(
  base: readonly Item[],
  patches: ReadonlyMap<number, Item | null>,
  match: Predicate | undefined,
  offset: number,
  limit: number,
  exists: (id: number) => boolean,
): { total: number; items: Item[] } {
  if (patches.size === 0) {
    return { total: base.length, items: base.slice(offset, offset + limit) }
  }
  // What the overlay changes about this view, as events at positions of `base`: a record that
  // leaves it (deleted, or no longer matching the filter) and one that enters it (an updated
  // global record that now matches the filter although its baseline version does not).
  const events: Event[] = []
  for (const [id, item] of patches) {
    const pos = lowerBound(base, id)
    const present = base[pos]?.id === id
    if (present && (item === null || (match && !match(item)))) events.push({ pos })
    else if (!present && item !== null && match?.(item) && exists(id))
      events.push({ pos, insert: item })
  }
  // At one position insertions (smaller ids, in id order) come before the removal of base[pos].
  events.sort((a, b) => {
    if (a.pos !== b.pos) return a.pos - b.pos
    if (a.insert && b.insert) return (a.insert.id as number) - (b.insert.id as number)
    return a.insert ? -1 : 1
  })
  let removed = 0
  for (const e of events) if (!e.insert) removed++
  const total = base.length - removed + (events.length - removed)

  const items: Item[] = []
  let skip = offset
  let cursor = 0
  const emit = (item: Item) => {
    if (skip > 0) skip--
    else items.push(item)
  }
  const segment = (end: number) => {
    const length = end - cursor
    if (skip >= length) {
      skip -= length
    } else {
      const start = cursor + skip
      skip = 0
      for (let i = start; i < end && items.length < limit; i++) {
        const record = base[i] as Item
        items.push(patches.get(record.id as number) ?? record)
      }
    }
    cursor = end
  }
  for (const e of events) {
    if (items.length >= limit) break
    segment(e.pos)
    if (items.length >= limit) break
    if (e.insert) emit(e.insert)
    else cursor = e.pos + 1
  }
  if (items.length < limit) segment(base.length)
  return { total, items: items.slice(0, limit) }
}

/** Reads a dotted path (`address.city`) of a record. */
export function readPath(item: Item, path: string): unknown {
  if (!path.includes('.')) return item[path]
  let value: unknown = item
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

const searchTexts = new WeakMap<Item, string>()

/** Case-insensitive substring search over `fields` (never a regular expression). */
export function textMatcher(q: string, fields: readonly string[]): Predicate {
  const needle = q.toLowerCase()
  return (item) => {
    let text = searchTexts.get(item)
    if (text === undefined) {
      text = fields
        .map((f) => readPath(item, f))
        .filter((v) => typeof v === 'string')
        .join('\u0000')
        .toLowerCase()
      // Only frozen (baseline) records are immutable, so only theirs are worth caching.
      if (Object.isFrozen(item)) searchTexts.set(item, text)
    }
    return text.includes(needle)
  }
}

const rank = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? 0 : 1)
const key = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : Number(v))

/** Where a record's value at `path` falls in a sort: see `sortBy`. */
export interface SortKey {
  missing: boolean
  rank: number
  key: string | number
}

export function sortKey(item: Item, path: string): SortKey {
  const v = readPath(item, path)
  const missing = v === undefined || v === null || typeof v === 'object'
  return { missing, rank: missing ? 0 : rank(v), key: missing ? 0 : key(v) }
}

/** Orders two keys; `dir` is 1 ascending, -1 descending. Missing values last either way. */
export function compareKeys(a: SortKey, b: SortKey, dir: 1 | -1): number {
  if (a.missing || b.missing) return a.missing === b.missing ? 0 : a.missing ? 1 : -1
  if (a.rank !== b.rank) return (a.rank - b.rank) * dir
  return (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) * dir
}

/**
 * Sorts in place, stably: strings case-insensitively, numbers and booleans before strings,
 * records lacking the field (or holding an object there) last whatever the order.
 */
export function sortBy(items: Item[], path: string, order: 'asc' | 'desc'): Item[] {
  const dir = order === 'asc' ? 1 : -1
  const keyed = items.map((item) => ({ item, key: sortKey(item, path) }))
  keyed.sort((a, b) => compareKeys(a.key, b.key, dir))
  for (let i = 0; i < keyed.length; i++) items[i] = (keyed[i] as { item: Item }).item
  return items
}
