import type { Item, OverlayEntry } from '../../store/port.ts'
import type { SortSpec } from './sort.ts'

/**
 * The merge stage: the baseline with one identity's overlay applied
 * (docs/contract/baseline-and-overlay.md#the-overlay, docs/contract/lists-and-query-language.md).
 * The whole merged view, in list order, is the created records newest first, then the baseline in
 * its order with updated records in place of theirs and deleted ones left out.
 *
 * A baseline record's *rank* is its place in the baseline's order, from 1. For the built-in
 * resources it is the id (ids run from 1 without gaps); a db.json collection keeps the file's
 * order and any ids, numbers or strings (docs/contract/db-json.md), so the walks compare ranks,
 * never ids.
 */

/** The rank of the baseline record with this id (a record's `id`, or an overlay entry's). */
export type RankOf = (id: unknown) => number | undefined

/** What the list pipeline reads of the baseline: its records and the indexes it keeps. */
export interface ListBaseline {
  /** Every record of the resource, in rank order. */
  all(resource: string): readonly Item[]
  /** How ids map to ranks in the resource; undefined for an id the baseline does not hold. */
  rankOf(resource: string): RankOf
  /** The records whose `field` equals `value`, in rank order; undefined when not indexed. */
  where(resource: string, field: string, value: unknown): readonly Item[] | undefined
  /** Every record of the resource sorted (stably, ties in rank order) by `spec`, kept. */
  sortedBy(resource: string, spec: SortSpec): readonly Item[]
  /** The search text of every record of the resource, by position (rank − 1), built once. */
  searchTexts(resource: string): readonly string[]
}

/** Ranks where the id is the rank: the built-in resources' `count` records, ids 1 to count. */
export function idRanks(count: number): RankOf {
  return (id) => {
    const n =
      typeof id === 'number' ? id : typeof id === 'string' && /^[1-9]\d*$/.test(id) ? Number(id) : 0
    return Number.isInteger(n) && n >= 1 && n <= count ? n : undefined
  }
}

/** Where a record of a list comes from; `updated` and `created` are shown as `_sandbox`. */
export type Origin = 'baseline' | 'updated' | 'created'

export interface Entry {
  readonly record: Item
  readonly origin: Origin
  /** A created record's overlay sequence number: its place among them, for cursors. */
  readonly seq?: number
  /** A baseline or updated record's rank, for cursors. */
  readonly rank?: number
}

/** The overlay of one resource split for merging. */
export interface Overlaid {
  /** The identity's own records, newest first. */
  created: Entry[]
  /**
   * Ranks of the baseline records the identity changed: the updated record, or null where it
   * deleted it. Entries for ids the baseline does not hold (written at a larger scale, or
   * before a db.json lost the record) are left out.
   */
  changes: Map<number, Item | null>
}

/** Splits an overlay's entries (in write order) without copying a record. */
export function splitOverlay(
  baseline: ListBaseline,
  resource: string,
  entries: readonly OverlayEntry[],
): Overlaid {
  const created: Entry[] = []
  const changes = new Map<number, Item | null>()
  const rankOf = baseline.rankOf(resource)
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i] as OverlayEntry
    if (entry.kind === 'created')
      created.push({ record: entry.item as Item, origin: 'created', seq: entry.seq })
    else {
      const rank = rankOf(entry.id)
      if (rank !== undefined) changes.set(rank, entry.item)
    }
  }
  return { created, changes }
}

/**
 * The whole merged view as entries, the slow and obvious way: what the reference oracle lists.
 * The fast path never builds it; its windows walk the baseline and the split overlay instead.
 */
export function mergeAll(
  baseline: ListBaseline,
  resource: string,
  entries: readonly OverlayEntry[],
): Entry[] {
  const merged: Entry[] = []
  const changed = new Map<string, Item | null>()
  for (const entry of entries) {
    if (entry.kind === 'created')
      merged.unshift({ record: entry.item as Item, origin: 'created', seq: entry.seq })
    else changed.set(entry.id, entry.item)
  }
  baseline.all(resource).forEach((record, i) => {
    const key = String(record.id)
    if (!changed.has(key)) merged.push({ record, origin: 'baseline', rank: i + 1 })
    else {
      const current = changed.get(key)
      if (current) merged.push({ record: current, origin: 'updated', rank: i + 1 })
    }
  })
  return merged
}

/** How an entry reads in a list: the record, with `_sandbox` when the overlay holds it. */
export const viewOf = (entry: Entry): Item =>
  entry.origin === 'baseline' ? entry.record : { ...entry.record, _sandbox: entry.origin }

/** The baseline of lists that have none (custom collections): every record is created. */
export const NO_BASELINE: ListBaseline = {
  all: () => [],
  rankOf: () => () => undefined,
  where: () => undefined,
  sortedBy: () => [],
  searchTexts: () => [],
}
