import { boundaryOf, encodeCursor } from './cursor.ts'
import { type Entry, viewOf } from './merge.ts'
import { type ListResult, paginate, paginateSlice } from './paginate.ts'
import type { CompiledQuery } from './query.ts'

/**
 * The answer of a list from its window: entries `[offset, offset + entries.length)` of a list
 * of `total` records, reported as the query's mode asks (pages, a slice, or cursors).
 */
export function listResult(
  query: CompiledQuery,
  entries: readonly Entry[],
  total: number,
  offset: number,
): ListResult {
  const data = entries.map(viewOf)
  if (query.mode === 'pages') return { data, pagination: paginate(query.page, query.limit, total) }
  if (query.mode === 'slice') return { data, pagination: paginateSlice(offset, query.limit, total) }
  const spec = query.sort ?? []
  const first = entries[0]
  const last = entries[entries.length - 1]
  const hasMore = last !== undefined && offset + entries.length < total
  return {
    data,
    pagination: {
      limit: query.limit,
      total,
      nextCursor: hasMore ? encodeCursor(query.print, 'next', boundaryOf(last, spec)) : null,
      prevCursor:
        first !== undefined && offset > 0
          ? encodeCursor(query.print, 'prev', boundaryOf(first, spec))
          : null,
      hasMore,
    },
  }
}
