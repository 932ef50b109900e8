import type { Item, OverlayEntry } from '../../store/port.ts'
import { type Boundary, compareToBoundary } from './cursor.ts'
import { candidates } from './filter.ts'
import { type Entry, type ListBaseline, splitOverlay } from './merge.ts'
import type { ListResult } from './paginate.ts'
import type { CompiledQuery } from './query.ts'
import { listResult } from './result.ts'
import { searchHits } from './search.ts'
import { type Extra, idWindow, lowerBound, orderedWindow, type Window } from './window.ts'

/**
 * The fast list (docs/contract/lists-and-query-language.md#pages,
 * docs/contract/baseline-and-overlay.md#reference-aliases): one identity's page of a resource,
 * equal to `reference` (the whole merged view filtered, searched, sorted and paged) but without
 * copying the baseline. A plain list pages the baseline in id order around the overlay's changes;
 * `q` and `_sort` walk the baseline's kept sorted order and search texts, merging in the overlay's
 * records. A cursor becomes an offset by counting what lies before its place: a binary search of
 * the baseline's order, corrected by the overlay's few records.
 */
export function run(
  baseline: ListBaseline,
  resource: string,
  query: CompiledQuery,
  overlay: readonly OverlayEntry[],
): ListResult {
  const plan = planOf(baseline, resource, query, overlay)
  let { offset, limit } = query
  if (query.cursor) {
    const { direction, boundary } = query.cursor
    if (direction === 'next') offset = plan.countBefore(boundary, true)
    else {
      const end = plan.countBefore(boundary, false)
      offset = Math.max(0, end - limit)
      limit = end - offset
    }
  }
  const window = plan.window(offset, limit)
  return listResult(query, window.entries, window.total, offset)
}

interface Plan {
  window(offset: number, limit: number): Window
  /** How many records of the list lie before `boundary` (and at it, when `inclusive`). */
  countBefore(boundary: Boundary, inclusive: boolean): number
}

/** A list's records as the two walks read them: no page chosen yet. */
function planOf(
  baseline: ListBaseline,
  resource: string,
  query: CompiledQuery,
  overlay: readonly OverlayEntry[],
): Plan {
  const { match, search, textMatch, sort } = query
  const spec = sort ?? []
  // The overlay as stored: only the records that land on the page become views.
  const { created, changes } = splitOverlay(baseline, resource, overlay)
  const rankOf = baseline.rankOf(resource)
  const createdHere = created.filter(
    (e) => (!match || match(e.record)) && (!textMatch || textMatch(e.record)),
  )
  const before = (inclusive: boolean) => (c: number) => (inclusive ? c <= 0 : c < 0)

  if (search === undefined && sort === undefined) {
    // Created records come first, then the baseline in rank order: no walk, only the window.
    const base = candidates(baseline, resource, query)
    return {
      window(offset, limit) {
        const fromCreated = createdHere.slice(offset, offset + limit)
        const rest = idWindow(
          base,
          changes,
          match,
          Math.max(0, offset - createdHere.length),
          limit - fromCreated.length,
          rankOf,
        )
        const entries: Entry[] = [...fromCreated]
        for (const entry of rest.entries) entries.push(entry)
        return { total: createdHere.length + rest.total, entries }
      },
      countBefore(boundary, inclusive) {
        const isBefore = before(inclusive)
        if (boundary.created) {
          let n = 0
          for (const e of createdHere)
            if (isBefore(compareToBoundary(e.record, true, e.seq as number, boundary, spec))) n++
          return n
        }
        // Baseline records of a smaller rank (or this one), less those the overlay removed,
        // plus updated records that entered the filter there.
        const rank = boundary.rank
        let n = lowerBound(base, inclusive ? Math.floor(rank) + 1 : Math.ceil(rank), rankOf)
        for (const [changed, record] of changes) {
          if (!isBefore(changed - rank)) continue
          const pos = lowerBound(base, changed, rankOf)
          const at = base[pos]
          const present = at !== undefined && rankOf(at.id) === changed
          if (present && (record === null || (match && !match(record)))) n--
          else if (!present && record !== null && match?.(record)) n++
        }
        return createdHere.length + n
      },
    }
  }

  const hits = search === undefined ? undefined : searchHits(baseline.searchTexts(resource), search)
  const extras: Extra[] = createdHere.map((entry, i) => ({ entry, rank: i }))
  for (const [rank, record] of changes) {
    if (record === null || (match && !match(record)) || (textMatch && !textMatch(record))) continue
    extras.push({ entry: { record, origin: 'updated', rank }, rank })
  }
  const drop = (record: Item) => {
    if (changes.size === 0 && match === undefined && hits === undefined) return false
    const rank = rankOf(record.id) as number
    return (
      changes.has(rank) ||
      (match !== undefined && !match(record)) ||
      (hits !== undefined && hits[rank - 1] !== 1)
    )
  }
  const ordered = sort ? baseline.sortedBy(resource, sort) : candidates(baseline, resource, query)
  // Without a filter or a search the total needs no walk: the whole baseline, less what the
  // overlay changed, plus the overlay's records.
  const total =
    !match && !hits ? baseline.all(resource).length - changes.size + extras.length : undefined
  return {
    window: (offset, limit) =>
      orderedWindow({
        ordered,
        drop,
        extras,
        sort,
        offset,
        limit,
        total,
        rankOf,
      }),
    countBefore(boundary, inclusive) {
      const isBefore = before(inclusive)
      let n = 0
      for (const { entry } of extras) {
        if (
          isBefore(
            compareToBoundary(
              entry.record,
              entry.origin === 'created',
              (entry.origin === 'created' ? entry.seq : entry.rank) as number,
              boundary,
              spec,
            ),
          )
        )
          n++
      }
      const place = (record: Item) =>
        compareToBoundary(record, false, rankOf(record.id) as number, boundary, spec)
      // `ordered` is sorted as the list is: the records before the boundary are a prefix.
      let lo = 0
      let hi = ordered.length
      while (lo < hi) {
        const mid = (lo + hi) >>> 1
        if (isBefore(place(ordered[mid] as Item))) lo = mid + 1
        else hi = mid
      }
      if (hits !== undefined || (sort !== undefined && match !== undefined)) {
        for (let i = 0; i < lo; i++) if (!drop(ordered[i] as Item)) n++
        return n
      }
      // Only the overlay's changes leave the prefix: count those that were in it.
      n += lo
      const all = baseline.all(resource)
      for (const rank of changes.keys()) {
        const record = all[rank - 1] as Item
        if ((!match || match(record)) && isBefore(place(record))) n--
      }
      return n
    },
  }
}
