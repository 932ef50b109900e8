import type { Item } from '../../store/port.ts'
import type { FilterName, ResourceName } from '../resources.ts'
import type { ListBaseline } from './merge.ts'

/**
 * The filter stage (SPEC §5): `user_id`, `post_id`, `completed`, each an exact match. The
 * baseline keeps an index per filter field, so a filtered list starts from the smallest one.
 */

export type Predicate = (item: Item) => boolean
export type Filters = ReadonlyArray<readonly [FilterName, unknown]>

/** A record matches when it holds every filter's value; undefined when there is no filter. */
export function matchAll(filters: Filters): Predicate | undefined {
  if (filters.length === 0) return undefined
  return (item) => filters.every(([f, v]) => item[f] === v)
}

/**
 * The baseline records a filtered list starts from, in id order, every one of them matching:
 * the smallest index of a filtered field, narrowed further by `match` when one index is not
 * enough (several filters, or a field without an index). Not a copy when one index suffices.
 */
export function candidates(
  baseline: ListBaseline,
  resource: ResourceName,
  filters: Filters,
  match: Predicate | undefined,
): readonly Item[] {
  let base = baseline.all(resource)
  let narrowed = false
  for (const [field, value] of filters) {
    const indexed = baseline.where(resource, field, value)
    if (indexed && (!narrowed || indexed.length < base.length)) {
      base = indexed
      narrowed = true
    }
  }
  if (match && (filters.length > 1 || !narrowed)) base = base.filter(match)
  return base
}
