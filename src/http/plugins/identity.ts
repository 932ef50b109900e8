import cookie from '@fastify/cookie'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createNameReader, identityFromCookie, mintIdentity } from '../../domain/identity.ts'

export const IDENTITY_COOKIE = 'pg_identity'
const ONE_YEAR_S = 31_536_000

declare module 'fastify' {
  interface FastifyRequest {
    /** The sandbox this request reads and writes (SPEC §2). */
    identity: string
  }
}

const single = (v: unknown) => (typeof v === 'string' ? v : undefined)

/** True when `url` is `path`, or `path` followed by `?` or a trailing slash (which routes the same). */
function isPath(url: string, path: string): boolean {
  if (!url.startsWith(path)) return false
  const next = url.charCodeAt(path.length)
  // End, '?', or '/' followed by the end or '?'.
  if (Number.isNaN(next) || next === 63) return true
  if (next !== 47) return false
  const after = url.charCodeAt(path.length + 1)
  return Number.isNaN(after) || after === 63
}

/**
 * Images, health, metrics, the API reference, spec downloads, llms.txt and static assets are the same for every caller,
 * and images and assets are cacheable by shared caches: such a response must carry no cookie
 * and no identity, or a cache would hand one caller's sandbox to everyone. On every request, so
 * it branches on single characters before comparing any string.
 */
export function isPublicUrl(url: string): boolean {
  switch (url.charCodeAt(1)) {
    case 97: // a
      if (url.startsWith('/api/v1/')) {
        switch (url.charCodeAt(8)) {
          case 97: // a
            return url.startsWith('/api/v1/avatars/')
          case 116: // t
            return url.startsWith('/api/v1/thumbnails/')
          case 104: // h
            return isPath(url, '/api/v1/health')
          case 111: // o
            return isPath(url, '/api/v1/openapi.json')
          case 100: // d
            return url.startsWith('/api/v1/downloads/')
          default:
            return false
        }
      }
      return url.startsWith('/assets/')
    case 100: // d
      return isPath(url, '/docs') || url.startsWith('/docs/')
    case 103: // g
      return url.startsWith('/graphiql/assets/')
    case 104: // h
      return isPath(url, '/health')
    case 108: // l
      return isPath(url, '/llms.txt') || isPath(url, '/llms-full.txt')
    case 109: // m
      return isPath(url, '/metrics')
    case 114: // r
      return isPath(url, '/ready')
    default:
      return false
  }
}

/** What a sandbox answer varies on, and the usual `Vary` before it (set by CORS). */
const SANDBOX_VARY = ['Origin', 'Cookie', 'X-Playground-Identity']
const SANDBOX_VARY_VALUE = SANDBOX_VARY.join(', ')

/** `existing` with the sandbox's fields added, each once (case-insensitively, as HTTP compares). */
export function mergeVary(existing: string | undefined): string {
  if (existing === undefined || existing === '' || existing === 'Origin') return SANDBOX_VARY_VALUE
  const have = existing.split(',').map((v) => v.trim())
  if (have.includes('*')) return '*'
  const lower = new Set(have.map((v) => v.toLowerCase()))
  const added = SANDBOX_VARY.filter((v) => !lower.has(v.toLowerCase()))
  return added.length === 0 ? existing : [...have.filter(Boolean), ...added].join(', ')
}

/**
 * Names every request's sandbox: the `X-Playground-Identity` (or `X-PG-Identity`) header, then
 * the `_sandbox` query parameter, then the `pg_identity` cookie; a request with none gets a new
 * identity and the cookie that keeps it. Minting stores nothing: reads never create state.
 *
 * Sandbox answers are private to the caller (`Cache-Control: private, no-store`, unless the
 * route sets its own) and vary on what names the sandbox. Public routes (`isPublicUrl`) get
 * neither a cookie nor an identity header.
 */
async function identityPlugin(app: FastifyInstance, opts: { crossSite: boolean }) {
  await app.register(cookie)
  app.decorateRequest('identity', '')
  const cookieOptions = {
    path: '/',
    maxAge: ONE_YEAR_S,
    httpOnly: true,
    sameSite: opts.crossSite ? ('none' as const) : ('lax' as const),
    secure: opts.crossSite,
    // Browsers that block third-party cookies still keep a partitioned one (CHIPS).
    partitioned: opts.crossSite,
  }
  const identityFromName = createNameReader()
  app.addHook('onRequest', (req, reply, done) => {
    const headers = req.headers
    const named =
      identityFromName(single(headers['x-playground-identity'] ?? headers['x-pg-identity'])) ??
      identityFromName(single((req.query as Record<string, unknown> | undefined)?._sandbox))
    let identity = named ?? identityFromCookie(req.cookies[IDENTITY_COOKIE])
    if (isPublicUrl(req.url)) {
      // Still one identity per anonymous caller, so per-identity limits do not pool them.
      req.identity = identity ?? mintIdentity()
      return done()
    }
    if (!identity) {
      identity = mintIdentity()
      reply.setCookie(IDENTITY_COOKIE, identity, cookieOptions)
    }
    req.identity = identity
    reply.header('x-playground-identity', identity)
    reply.header('cache-control', 'private, no-store')
    reply.header('vary', mergeVary(reply.getHeader('vary') as string | undefined))
    done()
  })
}

export default fp(identityPlugin, { name: 'identity' })
