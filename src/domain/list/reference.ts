import type { OverlayEntry } from '../../store/port.ts'
import { RESOURCES, type ResourceName } from '../resources.ts'
import { type ListBaseline, mergeAll, viewOf } from './merge.ts'
import { type ListResult, pageOf, paginate } from './paginate.ts'
import type { CompiledQuery } from './query.ts'
import { textMatcher } from './search.ts'
import { sortBy } from './sort.ts'

/**
 * The list as SPEC §5 defines it, the slow and obvious way: the whole merged view, filtered,
 * searched, sorted stably, then paged. O(n) per list and a copy of the baseline, so only an
 * oracle: `run` must give the same answer for every case (`cases.ts`).
 */
export function reference(
  baseline: ListBaseline,
  resource: ResourceName,
  query: CompiledQuery,
  overlay: readonly OverlayEntry[],
): ListResult {
  let list = mergeAll(baseline, resource, overlay)
  const { match, search, sort } = query
  if (match) list = list.filter((e) => match(e.record))
  if (search !== undefined) {
    const matchText = textMatcher(search, RESOURCES[resource].textFields)
    list = list.filter((e) => matchText(e.record))
  }
  if (sort) sortBy(list, sort.path, sort.order, (e) => e.record)
  return {
    data: pageOf(list, query).map(viewOf),
    pagination: paginate(query.page, query.limit, list.length),
  }
}
