import type { Item } from '../store/port.ts'
import {
  compareKeys,
  type Predicate,
  readPath,
  type SortKey,
  sortBy,
  sortKey,
} from './list-view.ts'

/**
 * Lists with `q` or `_sort` over a large baseline (550,000 records at scale 1000) without
 * copying or sorting it per request: the baseline's sorted orders and lowercased search texts
 * are built once per field and kept (the baseline never changes), and each request walks them,
 * skipping the records its overlay changed and merging in the overlay's own records.
 */

const sorted = new WeakMap<readonly Item[], Map<string, readonly Item[]>>()

/** `all` (a baseline resource, in id order) sorted by `path`, built on first use. */
export function sortedBaseline(
  all: readonly Item[],
  path: string,
  order: 'asc' | 'desc',
): readonly Item[] {
  let byField = sorted.get(all)
  if (!byField) {
    byField = new Map()
    sorted.set(all, byField)
  }
  const k = `${path}\u0000${order}`
  let result = byField.get(k)
  if (!result) {
    result = Object.freeze(sortBy([...all], path, order))
    byField.set(k, result)
  }
  return result
}

const searchTexts = new WeakMap<readonly Item[], Map<string, readonly string[]>>()

/**
 * A `q` matcher for records of `all`, whose ids run 1..n: their texts are lowercased once and
 * kept by position. Records outside `all` (the overlay's) are matched by `fallback`.
 */
export function baselineSearch(
  all: readonly Item[],
  fields: readonly string[],
  q: string,
  fallback: Predicate,
) {
  let byFields = searchTexts.get(all)
  if (!byFields) {
    byFields = new Map()
    searchTexts.set(all, byFields)
  }
  const k = fields.join('\u0000')
  let texts = byFields.get(k)
  if (!texts) {
    texts = all.map((item) =>
      fields
        .map((f) => readPath(item, f))
        .filter((v) => typeof v === 'string')
        .join('\u0000')
        .toLowerCase(),
    )
    byFields.set(k, texts)
  }
  // One tight pass over the kept texts, then a byte per record: the walk that follows tests
  // records in sorted order, where a lookup is cheaper than a substring search.
  const needle = q.toLowerCase()
  const hits = new Uint8Array(texts.length)
  for (let i = 0; i < texts.length; i++) if ((texts[i] as string).includes(needle)) hits[i] = 1
  return (item: Item): boolean => {
    const at = (item.id as number) - 1
    return all[at] === item ? hits[at] === 1 : fallback(item)
  }
}

interface Extra {
  item: Item
  /** Its place before sorting: created records first (newest first), then by id. */
  position: number
  key?: SortKey
}

/**
 * The window [offset, offset + limit) of `ordered` (baseline records, already in output order)
 * without those `drop` rejects, merged with `extras` (overlay records, unsorted), and the total.
 * Equal keys keep the unsorted order (created first, then id), as a stable sort of the whole
 * merged list would. `total` may be given when it is known without walking everything.
 */
export function orderedWindow(opts: {
  ordered: readonly Item[]
  drop: (item: Item) => boolean
  extras: ReadonlyArray<Omit<Extra, 'key'>>
  sort?: { path: string; dir: 1 | -1 }
  offset: number
  limit: number
  total?: number
}): { total: number; items: Item[] } {
  const { ordered, drop, sort, offset, limit } = opts
  const extras: Extra[] = opts.extras.map((e) => ({
    ...e,
    key: sort && sortKey(e.item, sort.path),
  }))
  const before = (a: Extra, b: Extra) => {
    const byKey = sort ? compareKeys(a.key as SortKey, b.key as SortKey, sort.dir) : 0
    return byKey !== 0 ? byKey : a.position - b.position
  }
  extras.sort(before)
  const items: Item[] = []
  let n = 0
  const take = (item: Item) => {
    if (n >= offset && items.length < limit) items.push(item)
    n++
  }
  let e = 0
  for (const item of ordered) {
    if (drop(item)) continue
    if (e < extras.length) {
      const here: Extra = {
        item,
        position: item.id as number,
        key: sort && sortKey(item, sort.path),
      }
      while (e < extras.length && before(extras[e] as Extra, here) < 0)
        take((extras[e++] as Extra).item)
    }
    take(item)
    if (opts.total !== undefined && items.length >= limit) return { total: opts.total, items }
  }
  while (e < extras.length) take((extras[e++] as Extra).item)
  return { total: opts.total ?? n, items }
}
