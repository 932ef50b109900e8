import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Pagination } from '../../../domain/records.ts'

/**
 * `X-Total-Count` and an RFC 8288 `Link` header (first, prev, next, last), for clients written
 * against json-server that page through headers rather than the body.
 */
export function setListHeaders(
  req: FastifyRequest,
  reply: FastifyReply,
  p: Pagination,
  publicUrl: string | undefined,
) {
  reply.header('x-total-count', String(p.total))
  const url = new URL(req.url, publicUrl ?? `${req.protocol}://${req.host}`)
  url.searchParams.delete('_page')
  url.searchParams.delete('_limit')
  url.searchParams.set('limit', String(p.limit))
  const link = (page: number, rel: string) => {
    url.searchParams.set('page', String(page))
    return `<${url.href}>; rel="${rel}"`
  }
  const last = Math.max(p.totalPages, 1)
  const links = [link(1, 'first')]
  if (p.hasPrevPage) links.push(link(Math.min(p.page - 1, last), 'prev'))
  if (p.hasNextPage) links.push(link(p.page + 1, 'next'))
  links.push(link(last, 'last'))
  reply.header('link', links.join(', '))
}
