import type { Item } from '../../store/port.ts'
import { invalidQuery } from '../errors.ts'

/**
 * The paginate stage (docs/contract/lists-and-query-language.md#pages): `page` and `limit` read,
 * checked, and reported.
 */

export const DEFAULT_LIMIT = 10
/**
 * Rows one export may hold (docs/contract/data-in-and-out.md#export-formats); a larger view is a
 * 413 EXPORT_TOO_LARGE.
 */
export const EXPORT_MAX_ROWS = 10_000

export interface Pagination {
  page: number
  limit: number
  total: number
  totalPages: number
  hasNextPage: boolean
  hasPrevPage: boolean
}

/**
 * What a list in cursor mode reports (docs/contract/lists-and-query-language.md#cursor-pagination):
 * the original's names.
 */
export interface CursorPagination {
  limit: number
  total: number
  nextCursor: string | null
  prevCursor: string | null
  hasMore: boolean
}

export interface ListResult {
  data: Item[]
  pagination: Pagination | CursorPagination
  /** `unknown field <path>` for each filter on a field no record of the view holds. */
  warnings?: string[]
}

export const isCursorPagination = (p: Pagination | CursorPagination): p is CursorPagination =>
  'nextCursor' in p

export interface Page {
  page: number
  /** Clamped to the page-size cap, and reported so. */
  limit: number
  /** How many records of the whole list come before the page. */
  offset: number
}

/**
 * `page` and `limit` as asked, or 400 INVALID_QUERY: integers ≥ 1; a limit above `maxLimit`
 * (the page-size cap, `--max-limit`) is clamped.
 */
export function pageParams(query: { page?: number; limit?: number }, maxLimit: number): Page {
  const page = query.page ?? 1
  const limit = Math.min(query.limit ?? DEFAULT_LIMIT, maxLimit)
  if (!Number.isInteger(page) || page < 1) throw invalidQuery('page', 'must be an integer ≥ 1')
  if (!Number.isInteger(limit) || limit < 1) throw invalidQuery('limit', 'must be an integer ≥ 1')
  return { page, limit, offset: (page - 1) * limit }
}

/** What a list reports of its pages. */
export function paginate(page: number, limit: number, total: number): Pagination {
  const totalPages = Math.ceil(total / limit)
  return { page, limit, total, totalPages, hasNextPage: page < totalPages, hasPrevPage: page > 1 }
}

/** What a slice (`_start`, `skip`) reports: its page, and whether records lie either side. */
export function paginateSlice(start: number, limit: number, total: number): Pagination {
  return {
    page: Math.floor(start / limit) + 1,
    limit,
    total,
    totalPages: Math.ceil(total / limit),
    hasNextPage: start + limit < total,
    hasPrevPage: start > 0,
  }
}

/** The page of a list held whole. */
export const pageOf = <T>(list: readonly T[], { offset, limit }: Page): T[] =>
  list.slice(offset, offset + limit)
