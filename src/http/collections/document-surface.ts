import type { Pagination } from '../../domain/list/paginate.ts'
import type { InferredResource } from '../../domain/openapi/infer.ts'
import type { ListAnswer, Surface } from './surface.ts'

/**
 * A resource of the user's OpenAPI document answering in the document's shapes
 * (docs/contract/openapi-mock.md#answers), over the root surface's reading of a list: a list
 * wrapped as the document wraps it (`{items, total}`, `{data, meta: {total}}`, `{results,
 * next}`), its members filled in; a create and a delete with the statuses the document declares
 * (201; 204 with no body).
 */

/** Members a wrapper may declare, by what they say of the list. */
const TOTAL = new Set(['total', 'count', 'totalCount', 'total_count', 'totalItems', 'total_items'])
const PAGE = new Set(['page', 'currentPage', 'current_page', 'pageNumber'])
const SIZE = new Set(['limit', 'per_page', 'perPage', 'pageSize', 'page_size', 'size'])
const PAGES = new Set(['totalPages', 'total_pages', 'pages', 'pageCount'])
const NEXT = new Set(['next', 'nextPage', 'next_page', 'nextUrl'])
const PREV = new Set(['previous', 'prev', 'prevPage', 'previous_page', 'prevUrl'])

/** The URL of the page `page` of this list, as the root reads a page. */
function pageUrl(answer: ListAnswer, page: number, limit: number): string {
  const url = new URL(answer.req.url, answer.origin)
  url.searchParams.set('_page', String(page))
  url.searchParams.set('_limit', String(limit))
  url.searchParams.delete('page')
  url.searchParams.delete('limit')
  return url.href
}

/** A member's value, when its name says what of the list it holds. */
function memberValue(name: string, answer: ListAnswer): unknown {
  const p = answer.result.pagination as Partial<Pagination> & { total: number; limit: number }
  const page = p.page ?? 1
  const pages = p.totalPages ?? 1
  if (TOTAL.has(name)) return p.total
  if (PAGE.has(name)) return page
  if (SIZE.has(name)) return p.limit
  if (PAGES.has(name)) return pages
  if (NEXT.has(name)) return page < pages ? pageUrl(answer, page + 1, p.limit) : null
  if (PREV.has(name)) return page > 1 ? pageUrl(answer, page - 1, p.limit) : null
  return undefined
}

function filled(members: Record<string, string[]>, answer: ListAnswer): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, inner] of Object.entries(members)) {
    const own = memberValue(name, answer)
    if (own !== undefined) out[name] = own
    else if (inner.length > 0) {
      // One level down: `meta: {total, page}`.
      const nested = Object.fromEntries(
        inner.flatMap((k) => {
          const v = memberValue(k, answer)
          return v === undefined ? [] : [[k, v]]
        }),
      )
      if (Object.keys(nested).length > 0) out[name] = nested
    }
  }
  return out
}

export function documentSurface(base: Surface, resource: InferredResource): Surface {
  const { wrapper, wrapperMembers = {}, operations } = resource
  return {
    ...base,
    list(answer) {
      const records = base.list(answer)
      return wrapper ? { [wrapper]: records, ...filled(wrapperMembers, answer) } : records
    },
    created(req, reply, record) {
      const out = base.created(req, reply, record)
      reply.code(operations.create?.status ?? 201)
      return out
    },
    removed(reply, removed) {
      const status = operations.remove?.status ?? 200
      reply.code(status)
      // A 204 has no body; another status the document's answer to a delete, `{}` for now.
      return status === 204 ? '' : base.removed(reply, removed)
    },
  }
}
