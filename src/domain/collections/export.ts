import { ProblemError } from '../errors.ts'
import { EXPORT_MAX_ROWS, type ListResult } from '../list/paginate.ts'
import type { ListQuery } from '../list/query.ts'
import type { Collection } from './collection.ts'

/** Parameters that ask for a page: with one of them an export is that page, not the whole view. */
const PAGING = ['page', 'limit', '_page', '_limit', 'skip', '_start', '_end', 'cursor', '_cursor']
const asksForPage = (params: Readonly<Record<string, unknown>>) =>
  PAGING.some((name) => params[name] !== undefined)

/** A whole view past EXPORT_MAX_ROWS: 413, said before any row is shaped or written. */
export function checkExportSize(result: ListResult) {
  const total = result.pagination.total
  if (total > EXPORT_MAX_ROWS)
    throw new ProblemError({
      code: 'EXPORT_TOO_LARGE',
      detail: `An export may hold at most ${EXPORT_MAX_ROWS} rows; this view holds ${total}. Narrow it with filters or q, or export it page by page (page, limit)`,
      members: { total, maxRows: EXPORT_MAX_ROWS },
    })
}

/**
 * The records an export file of a list holds (docs/contract/data-in-and-out.md#export-formats),
 * for any collection: the page the parameters ask for, or without one the whole matching view
 * (413 past EXPORT_MAX_ROWS).
 */
export async function exportView(
  collection: Collection,
  identity: string,
  params: Readonly<Record<string, unknown>>,
  query: ListQuery,
): Promise<ListResult> {
  query.whole = !asksForPage(params)
  const result = await collection.list(identity, query)
  checkExportSize(result)
  return result
}
