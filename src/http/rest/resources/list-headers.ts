import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Pagination } from '../../../domain/list/paginate.ts'

const PAGING = new Set(['page', 'limit', '_page', '_limit'])

/**
 * `X-Total-Count` and an RFC 8288 `Link` header (first, prev, next, last), for clients written
 * against json-server that page through headers rather than the body.
 */
export function setListHeaders(
  req: FastifyRequest,
  reply: FastifyReply,
  p: Pagination,
  origin: string,
) {
  reply.header('x-total-count', String(p.total))
  const base = new URL(req.url, origin)
  // The caller's other parameters are kept as sent; page and limit (and their aliases) are ours.
  // Built as a string: URLSearchParams re-serialised the query once per link.
  const kept = base.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !PAGING.has(pair.split('=', 1)[0] as string))
  const prefix = `${base.origin}${base.pathname}?${kept.map((pair) => `${pair}&`).join('')}limit=${p.limit}&page=`
  const link = (page: number, rel: string) => `<${prefix}${page}>; rel="${rel}"`
  const last = Math.max(p.totalPages, 1)
  const links = [link(1, 'first')]
  if (p.hasPrevPage) links.push(link(Math.min(p.page - 1, last), 'prev'))
  if (p.hasNextPage) links.push(link(p.page + 1, 'next'))
  links.push(link(last, 'last'))
  reply.header('link', links.join(', '))
}
