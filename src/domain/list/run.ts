import type { Item, OverlayEntry } from '../../store/port.ts'
import { RESOURCES, type ResourceName } from '../resources.ts'
import { candidates } from './filter.ts'
import { type Entry, type ListBaseline, splitOverlay, viewOf } from './merge.ts'
import { type ListResult, paginate } from './paginate.ts'
import type { CompiledQuery } from './query.ts'
import { searchHits, textMatcher } from './search.ts'
import { directionOf } from './sort.ts'
import { type Extra, idWindow, orderedWindow, type Window } from './window.ts'

/**
 * The fast list (SPEC §5): one identity's page of a resource, equal to `reference` (the whole
 * merged view filtered, searched, sorted and paged) but without copying the baseline. A plain
 * list pages the baseline in id order around the overlay's changes; `q` and `_sort` walk the
 * baseline's kept sorted order and search texts, merging in the overlay's records.
 */
export function run(
  baseline: ListBaseline,
  resource: ResourceName,
  query: CompiledQuery,
  overlay: readonly OverlayEntry[],
): ListResult {
  const { match, search, sort, offset, limit } = query
  // The overlay as stored: only the records that land on the page become views.
  const { created, changes } = splitOverlay(baseline, resource, overlay)
  const createdHere = match ? created.filter(match) : created

  let window: Window
  if (search === undefined && sort === undefined) {
    // Created records come first, then the baseline in id order: no walk, only the window.
    const fromCreated = createdHere.slice(offset, offset + limit)
    const rest = idWindow(
      candidates(baseline, resource, query.filters, match),
      changes,
      match,
      Math.max(0, offset - createdHere.length),
      limit - fromCreated.length,
    )
    const entries: Entry[] = fromCreated.map((record) => ({ record, origin: 'created' }))
    for (const entry of rest.entries) entries.push(entry)
    window = { total: createdHere.length + rest.total, entries }
  } else {
    const hits =
      search === undefined ? undefined : searchHits(baseline.searchTexts(resource), search)
    const matchText =
      search === undefined ? undefined : textMatcher(search, RESOURCES[resource].textFields)
    const extras: Extra[] = []
    for (let i = 0; i < createdHere.length; i++) {
      const record = createdHere[i] as Item
      if (!matchText || matchText(record))
        extras.push({ entry: { record, origin: 'created' }, rank: i })
    }
    for (const [id, record] of changes) {
      if (record === null || (match && !match(record)) || (matchText && !matchText(record)))
        continue
      extras.push({ entry: { record, origin: 'updated' }, rank: id })
    }
    const drop = (record: Item) =>
      changes.has(record.id as number) ||
      (match !== undefined && !match(record)) ||
      (hits !== undefined && hits[(record.id as number) - 1] !== 1)
    window = orderedWindow({
      ordered: sort
        ? baseline.sortedBy(resource, sort.path, sort.order)
        : candidates(baseline, resource, query.filters, match),
      drop,
      extras,
      sort: sort && { path: sort.path, dir: directionOf(sort.order) },
      offset,
      limit,
      // Without a filter or a search the total needs no walk: the whole baseline, less what the
      // overlay changed, plus the overlay's records.
      total:
        !match && !hits ? baseline.all(resource).length - changes.size + extras.length : undefined,
    })
  }
  return { data: window.entries.map(viewOf), pagination: paginate(query.page, limit, window.total) }
}
