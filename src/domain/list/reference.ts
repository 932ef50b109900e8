import type { OverlayEntry } from '../../store/port.ts'
import { compareToBoundary } from './cursor.ts'
import { type ListBaseline, mergeAll } from './merge.ts'
import type { ListResult } from './paginate.ts'
import type { CompiledQuery } from './query.ts'
import { listResult } from './result.ts'
import { sortBy } from './sort.ts'

/**
 * The list as docs/contract/lists-and-query-language.md defines it, the slow and obvious way: the
 * whole merged view, filtered, searched, sorted stably, then cut at the page, slice or cursor. O(n)
 * per list and a copy of the baseline, so only an oracle for the built-in resources (`run` must
 * give the same answer for every case of `cases.ts`), and the engine of custom collections, which
 * hold a few hundred records at most (`baseline` is then `NO_BASELINE`).
 */
export function reference(
  baseline: ListBaseline,
  resource: string,
  query: CompiledQuery,
  overlay: readonly OverlayEntry[],
): ListResult {
  let list = mergeAll(baseline, resource, overlay)
  const { match, textMatch, sort } = query
  if (match) list = list.filter((e) => match(e.record))
  if (textMatch) list = list.filter((e) => textMatch(e.record))
  if (sort) sortBy(list, sort, (e) => e.record)
  let { offset, limit } = query
  if (query.cursor) {
    const { direction, boundary } = query.cursor
    const place = list.map((e) =>
      compareToBoundary(
        e.record,
        e.origin === 'created',
        (e.origin === 'created' ? e.seq : e.rank) as number,
        boundary,
        sort ?? [],
      ),
    )
    if (direction === 'next') offset = place.filter((c) => c <= 0).length
    else {
      const end = place.filter((c) => c < 0).length
      offset = Math.max(0, end - limit)
      limit = end - offset
    }
  }
  return listResult(query, list.slice(offset, offset + limit), list.length, offset)
}
