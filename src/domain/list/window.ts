import type { Item } from '../../store/port.ts'
import type { Predicate } from './filter.ts'
import type { Entry, RankOf } from './merge.ts'
import { compareKeyLists, type SortKey, type SortSpec, sortKeys } from './sort.ts'

/**
 * The two walks that page the merged view without building it (550,000 records at scale 1000):
 * each reads the window [offset, offset + limit) and the total from baseline records in output
 * order and the overlay's records, and makes an entry only for what lands in the window.
 */

export interface Window {
  total: number
  entries: Entry[]
}

/** Position of the record of `rank` in `base` (in rank order), or of the first larger rank. */
export function lowerBound(base: readonly Item[], rank: number, rankOf: RankOf): number {
  let lo = 0
  let hi = base.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((rankOf((base[mid] as Item).id) as number) < rank) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** What the overlay changes at a position of `base`: a record leaves, or `insert` enters. */
type Event = { pos: number; rank: number; insert?: Item }

/**
 * A window of the baseline in rank order as one identity sees it, for lists without `q` or
 * `_sort`. `base` holds the baseline records that match the list's filter (`match`), in rank
 * order; `changes` are the identity's changes to baseline records (see `splitOverlay`). The
 * overlay is small (a sandbox holds at most a few hundred entries), so the work is
 * O(changes · log n + window) rather than O(n).
 */
export function idWindow(
  base: readonly Item[],
  changes: ReadonlyMap<number, Item | null>,
  match: Predicate | undefined,
  offset: number,
  limit: number,
  rankOf: RankOf,
): Window {
  const entries: Entry[] = []
  if (changes.size === 0) {
    const end = Math.min(base.length, offset + limit)
    for (let i = offset; i < end; i++) {
      const record = base[i] as Item
      entries.push({ record, origin: 'baseline', rank: rankOf(record.id) as number })
    }
    return { total: base.length, entries }
  }
  // A record leaves the view when deleted or no longer matching the filter; an updated record
  // enters it when it now matches the filter although its baseline version does not.
  const events: Event[] = []
  for (const [rank, item] of changes) {
    const pos = lowerBound(base, rank, rankOf)
    const at = base[pos]
    const present = at !== undefined && rankOf(at.id) === rank
    if (present && (item === null || (match && !match(item)))) events.push({ pos, rank })
    else if (!present && item !== null && match?.(item)) events.push({ pos, rank, insert: item })
  }
  // At one position insertions (smaller ranks, in order) come before the removal of base[pos].
  events.sort((a, b) => {
    if (a.pos !== b.pos) return a.pos - b.pos
    if (a.insert && b.insert) return a.rank - b.rank
    return a.insert ? -1 : 1
  })
  let removed = 0
  for (const e of events) if (!e.insert) removed++
  const total = base.length - removed + (events.length - removed)

  let skip = offset
  let cursor = 0
  const segment = (end: number) => {
    const length = end - cursor
    if (skip >= length) {
      skip -= length
    } else {
      const start = cursor + skip
      skip = 0
      for (let i = start; i < end && entries.length < limit; i++) {
        const record = base[i] as Item
        const rank = rankOf(record.id) as number
        const updated = changes.get(rank)
        entries.push(
          updated
            ? { record: updated, origin: 'updated', rank }
            : { record, origin: 'baseline', rank },
        )
      }
    }
    cursor = end
  }
  for (const e of events) {
    if (entries.length >= limit) break
    segment(e.pos)
    if (entries.length >= limit) break
    if (!e.insert) cursor = e.pos + 1
    else if (skip > 0) skip--
    else entries.push({ record: e.insert, origin: 'updated', rank: e.rank })
  }
  if (entries.length < limit) segment(base.length)
  return { total, entries }
}

/** An overlay record to merge into a sorted walk. */
export interface Extra {
  entry: Entry
  /** For a created record its place among them (0 = newest); for an updated one its rank. */
  rank: number
}

/** Equal sort keys keep the merged view's order: created records first, newest first, then rank. */
function beforeInMerge(a: Extra, b: Extra): number {
  const ca = a.entry.origin === 'created'
  if (ca !== (b.entry.origin === 'created')) return ca ? -1 : 1
  return a.rank - b.rank
}

/**
 * The window of `ordered` (baseline records in output order) without the records `drop`
 * rejects, merged with `extras` (overlay records, in any order), for lists with `q` or `_sort`.
 * Equal keys keep the merged view's order, as a stable sort of the whole merged view would.
 * `total` may be given when it is known without walking everything; the walk then stops at the
 * window's end.
 */
export function orderedWindow(opts: {
  ordered: readonly Item[]
  drop: (record: Item) => boolean
  extras: readonly Extra[]
  sort?: SortSpec
  offset: number
  limit: number
  total?: number
  rankOf: RankOf
}): Window {
  const { ordered, drop, sort, offset, limit, rankOf } = opts
  const keyed = opts.extras.map((extra) => ({
    extra,
    key: sort && sortKeys(extra.entry.record, sort),
  }))
  keyed.sort((a, b) => {
    const byKey = sort ? compareKeyLists(a.key as SortKey[], b.key as SortKey[], sort) : 0
    return byKey !== 0 ? byKey : beforeInMerge(a.extra, b.extra)
  })
  const entries: Entry[] = []
  let n = 0
  const take = (entry: Entry) => {
    if (n >= offset && entries.length < limit) entries.push(entry)
    n++
  }
  let e = 0
  for (const record of ordered) {
    if (drop(record)) continue
    const rank = rankOf(record.id) as number
    if (e < keyed.length) {
      // An extra goes first when its key is smaller or, keys equal, when it is created or
      // updated with a smaller rank.
      const key = sort && sortKeys(record, sort)
      while (e < keyed.length) {
        const next = keyed[e] as (typeof keyed)[number]
        const byKey = sort ? compareKeyLists(next.key as SortKey[], key as SortKey[], sort) : 0
        if (
          byKey > 0 ||
          (byKey === 0 && next.extra.entry.origin !== 'created' && next.extra.rank > rank)
        )
          break
        take(next.extra.entry)
        e++
      }
    }
    if (n >= offset && entries.length < limit) entries.push({ record, origin: 'baseline', rank })
    n++
    if (opts.total !== undefined && entries.length >= limit) return { total: opts.total, entries }
  }
  while (e < keyed.length) take((keyed[e++] as (typeof keyed)[number]).extra.entry)
  return { total: opts.total ?? n, entries }
}
