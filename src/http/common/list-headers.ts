import type { FastifyReply, FastifyRequest } from 'fastify'
import { isCursorPagination, type ListResult } from '../../domain/list/paginate.ts'
import { queryOf } from './request-parts.ts'

/** Parameters the links set themselves; the caller's others are kept as sent. */
const PAGING = new Set([
  'page',
  'limit',
  '_page',
  '_limit',
  '_start',
  '_end',
  'skip',
  'cursor',
  '_cursor',
])

/** A caller's text in a header: anything but printable ASCII written as `\\uXXXX`. */
export const headerSafe = (s: string) =>
  s.replace(/[^\x20-\x7E]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

/** A query parameter's name as sent, decoded; as sent when it does not decode. */
function nameOf(pair: string): string {
  const raw = pair.split('=', 1)[0] as string
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '))
  } catch {
    return raw
  }
}

/**
 * The list headers (docs/contract/lists-and-query-language.md#list-headers): `X-Total-Count`, an
 * RFC 8288 `Link` header for clients that page through headers (first, prev, next, last; in the
 * slice parameters a slice was asked with; next and prev cursors in cursor mode), the original's
 * `X-Page`, `X-Limit`, `X-Total-Pages`, and what the list did not use: `X-Playground-Warning` for
 * filters on fields no record holds, `X-Playground-Ignored` for parameters that mean nothing here.
 */
export function setListHeaders(
  req: FastifyRequest,
  reply: FastifyReply,
  result: ListResult,
  origin: string,
  ignored: readonly string[] = [],
  /**
   * `root`: json-server's page links (`_page`, `_limit`) and no `X-Page`, `X-Limit`,
   * `X-Total-Pages` (docs/contract/root-surface.md#lists).
   */
  style: 'api' | 'root' = 'api',
) {
  const p = result.pagination
  reply.header('x-total-count', String(p.total))
  setUnusedHeaders(reply, result, ignored)

  const base = new URL(req.url, origin)
  // Built as a string: URLSearchParams re-serialised the query once per link.
  const kept = base.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !PAGING.has(nameOf(pair)))
  const prefix = `${base.origin}${base.pathname}?${kept.map((pair) => `${pair}&`).join('')}`
  const query = queryOf(req)

  if (isCursorPagination(p)) {
    const name = query.cursor === undefined && query._cursor !== undefined ? '_cursor' : 'cursor'
    const links: string[] = []
    const link = (cursor: string, rel: string) =>
      `<${prefix}limit=${p.limit}&${name}=${cursor}>; rel="${rel}"`
    if (p.prevCursor) links.push(link(p.prevCursor, 'prev'))
    if (p.nextCursor) links.push(link(p.nextCursor, 'next'))
    if (links.length > 0) reply.header('link', links.join(', '))
    return
  }

  if (style === 'api') {
    reply.header('x-page', String(p.page))
    reply.header('x-limit', String(p.limit))
    reply.header('x-total-pages', String(p.totalPages))
  }
  const last = Math.max(p.totalPages, 1)
  let link: (page: number, rel: string) => string
  if (query._start !== undefined || query.skip !== undefined || query._end !== undefined) {
    // A slice: links in the family asked with, starting at a multiple of the page size.
    const [start, size] = query.skip !== undefined ? ['skip', 'limit'] : ['_start', '_limit']
    link = (page, rel) =>
      `<${prefix}${start}=${(page - 1) * p.limit}&${size}=${p.limit}>; rel="${rel}"`
  } else if (style === 'root')
    link = (page, rel) => `<${prefix}_page=${page}&_limit=${p.limit}>; rel="${rel}"`
  else link = (page, rel) => `<${prefix}limit=${p.limit}&page=${page}>; rel="${rel}"`
  const links = [link(1, 'first')]
  if (p.hasPrevPage) links.push(link(Math.min(Math.max(p.page - 1, 1), last), 'prev'))
  if (p.hasNextPage) links.push(link(p.page + 1, 'next'))
  links.push(link(last, 'last'))
  reply.header('link', links.join(', '))
}

/** What a list did not use: filters on fields no record holds, parameters that mean nothing. */
export function setUnusedHeaders(
  reply: FastifyReply,
  result: ListResult,
  ignored: readonly string[],
) {
  if (result.warnings) reply.header('x-playground-warning', headerSafe(result.warnings.join(', ')))
  if (ignored.length > 0) reply.header('x-playground-ignored', headerSafe(ignored.join(', ')))
}

/** A list's answer as it is, its headers set: how a handler that only lists ends. */
export function listed<T extends ListResult>(
  req: FastifyRequest,
  reply: FastifyReply,
  origin: string,
  result: T,
): T {
  setListHeaders(req, reply, result, origin)
  return result
}
