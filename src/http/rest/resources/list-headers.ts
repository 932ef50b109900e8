import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Pagination } from '../../../domain/records.ts'

const PAGING = new Set(['page', 'limit', '_page', '_limit'])

// Whether an origin parses, per origin: a deployment sees few Host values, so this stays small.
const origins = new Map<string, string>()
function usableOrigin(origin: string): string {
  let usable = origins.get(origin)
  if (usable === undefined) {
    usable = URL.canParse(origin) ? origin : 'http://localhost'
    if (origins.size >= 1000) origins.clear()
    origins.set(origin, usable)
  }
  return usable
}

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
  // A Host header is whatever the client sent (`a b`, `x:99999`, none at all over HTTP/1.0).
  const base = new URL(req.url, publicUrl ?? usableOrigin(`${req.protocol}://${req.host}`))
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
