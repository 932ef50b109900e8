import { invalidQuery } from '../errors.ts'
import { type FilterName, RESOURCES, type ResourceName } from '../resources.ts'
import { type Filters, matchAll, type Predicate } from './filter.ts'
import { type Page, pageParams } from './paginate.ts'
import type { SortOrder } from './sort.ts'

/** A list as the domain reads it (SPEC §5). */
export interface ListQuery {
  page?: number
  limit?: number
  q?: string
  sort?: string
  order?: SortOrder
  filters?: Partial<Record<FilterName, unknown>>
}

/**
 * List arguments as both APIs name them: REST query parameters after schema validation, and
 * GraphQL field arguments (where `user_id` and `post_id` are IDs, so strings).
 */
export interface ListArgs {
  page?: number
  limit?: number
  /** json-server's aliases of `page` and `limit`; the plain names win when both are sent. */
  _page?: number
  _limit?: number
  q?: string
  _sort?: string
  _order?: string
  user_id?: unknown
  post_id?: unknown
  completed?: unknown
}

/** A list argument that names a record (`user_id: "3"`): a positive integer, or 400. */
function reference(field: string, value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1) return value
  const s = String(value)
  if (!/^[1-9][0-9]*$/.test(s)) throw invalidQuery(field, 'must be a positive integer id')
  return Number(s)
}

/**
 * Translates REST and GraphQL list arguments into a ListQuery: one translation, so both APIs
 * accept and refuse the same lists. `resource` names whose filters are read from `args` (none
 * for a custom collection); `fixed` are the filters a nested list imposes (`/users/1/posts`),
 * which win over the arguments, unread.
 */
export function toListQuery(
  args: ListArgs,
  resource?: ResourceName,
  fixed?: ListQuery['filters'],
): ListQuery {
  const order = args._order?.toLowerCase()
  if (order !== undefined && order !== 'asc' && order !== 'desc')
    throw invalidQuery('_order', 'must be asc or desc')
  const filters: Partial<Record<FilterName, unknown>> = {}
  if (resource !== undefined) {
    for (const field of RESOURCES[resource].filters) {
      if (fixed?.[field] !== undefined) continue
      filters[field] = field === 'completed' ? args.completed : reference(field, args[field])
    }
  }
  return {
    page: args.page ?? args._page,
    limit: args.limit ?? args._limit,
    q: args.q,
    sort: args._sort,
    order: order as SortOrder | undefined,
    filters: fixed ? { ...filters, ...fixed } : filters,
  }
}

/** A ListQuery checked against its resource, with everything the stages need worked out. */
export interface CompiledQuery extends Page {
  /** The resource's own filters that were given; any other is ignored, not matched. */
  filters: Filters
  match: Predicate | undefined
  /** The text `q` searches for; undefined when there is none (an empty `q` matches all). */
  search: string | undefined
  sort: { path: string; order: SortOrder } | undefined
}

/** Checks a list query (400 INVALID_QUERY for a bad page, limit or sort field) and compiles it. */
export function compileQuery(resource: ResourceName, query: ListQuery): CompiledQuery {
  const def = RESOURCES[resource]
  const page = pageParams(query)
  if (query.sort !== undefined && !def.sortFields.includes(query.sort)) {
    throw invalidQuery('_sort', `must be one of ${def.sortFields.join(', ')}`)
  }
  const filters = Object.entries(query.filters ?? {}).filter(
    ([f, v]) => v !== undefined && def.filters.includes(f as FilterName),
  ) as Array<[FilterName, unknown]>
  return {
    page: page.page,
    limit: page.limit,
    offset: page.offset,
    filters,
    match: matchAll(filters),
    search: query.q === '' ? undefined : query.q,
    sort: query.sort === undefined ? undefined : { path: query.sort, order: query.order ?? 'asc' },
  }
}
