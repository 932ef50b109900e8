import type { Item, OverlayEntry } from '../../store/port.ts'
import type { ResourceName } from '../resources.ts'
import type { SortSpec } from './sort.ts'

/**
 * The merge stage: the baseline with one identity's overlay applied (SPEC §4, §5). The whole
 * merged view, in list order, is the created records newest first, then the baseline in id
 * order with updated records in place of theirs and deleted ones left out.
 */

/** What the list pipeline reads of the baseline: its records and the indexes it keeps. */
export interface ListBaseline {
  /** Every record of the resource, ordered by id (ids run from 1 without gaps). */
  all(resource: ResourceName): readonly Item[]
  get(resource: ResourceName, id: number): Item | undefined
  /** The records whose `field` equals `value`, in id order; undefined when not indexed. */
  where(resource: ResourceName, field: string, value: unknown): readonly Item[] | undefined
  /** Every record of the resource sorted (stably, ties in id order) by `spec`, kept. */
  sortedBy(resource: ResourceName, spec: SortSpec): readonly Item[]
  /** The search text of every record of the resource, by position (id − 1), built once. */
  searchTexts(resource: ResourceName): readonly string[]
}

/** Where a record of a list comes from; `updated` and `created` are shown as `_sandbox`. */
export type Origin = 'baseline' | 'updated' | 'created'

export interface Entry {
  readonly record: Item
  readonly origin: Origin
  /** A created record's overlay sequence number: its place among them, for cursors. */
  readonly seq?: number
}

/** The overlay of one resource split for merging. */
export interface Overlaid {
  /** The identity's own records, newest first. */
  created: Entry[]
  /**
   * Baseline ids the identity changed: the updated record, or null where it deleted it. Entries
   * for ids the baseline does not hold (written at a larger scale) are left out.
   */
  changes: Map<number, Item | null>
}

/** Splits an overlay's entries (in write order) without copying a record. */
export function splitOverlay(
  baseline: ListBaseline,
  resource: ResourceName,
  entries: readonly OverlayEntry[],
): Overlaid {
  const created: Entry[] = []
  const changes = new Map<number, Item | null>()
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i] as OverlayEntry
    if (entry.kind === 'created')
      created.push({ record: entry.item as Item, origin: 'created', seq: entry.seq })
    else {
      const id = Number(entry.id)
      if (baseline.get(resource, id) !== undefined) changes.set(id, entry.item)
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
  resource: ResourceName,
  entries: readonly OverlayEntry[],
): Entry[] {
  const merged: Entry[] = []
  const changed = new Map<string, Item | null>()
  for (const entry of entries) {
    if (entry.kind === 'created')
      merged.unshift({ record: entry.item as Item, origin: 'created', seq: entry.seq })
    else changed.set(entry.id, entry.item)
  }
  for (const record of baseline.all(resource)) {
    const key = String(record.id)
    if (!changed.has(key)) merged.push({ record, origin: 'baseline' })
    else {
      const current = changed.get(key)
      if (current) merged.push({ record: current, origin: 'updated' })
    }
  }
  return merged
}

/** How an entry reads in a list: the record, with `_sandbox` when the overlay holds it. */
export const viewOf = (entry: Entry): Item =>
  entry.origin === 'baseline' ? entry.record : { ...entry.record, _sandbox: entry.origin }

/** The baseline of lists that have none (custom collections): every record is created. */
export const NO_BASELINE: ListBaseline = {
  all: () => [],
  get: () => undefined,
  where: () => undefined,
  sortedBy: () => [],
  searchTexts: () => [],
}
