import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ProblemError, quoted } from '../../domain/errors.ts'
import { createNameReader, identityFromCookie, mintIdentity } from '../../domain/identity.ts'
import {
  isShareTokenShaped,
  type OpenedShare,
  SHARE_TOKEN_FORMAT,
  type ShareTokens,
} from '../../domain/share-tokens.ts'
import { queryOf } from '../common/request-parts.ts'

export const IDENTITY_COOKIE = 'pg_identity'
const ONE_YEAR_S = 31_536_000

/**
 * What named the request's sandbox: the `X-Playground-Identity` (or `X-PG-Identity`) header, the
 * `_sandbox` query parameter, the `pg_identity` cookie, nothing (a new identity was minted), or
 * a share token in the header or `_sandbox`.
 */
export type IdentityFrom = 'header' | 'query' | 'cookie' | 'minted' | 'share'

declare module 'fastify' {
  interface FastifyRequest {
    /** The sandbox this request reads and writes (SPEC §2). */
    identity: string
    /** The share token that opened the sandbox (SPEC §18); null when none named it. */
    share: OpenedShare | null
    /** How the identity plugin found `identity`. */
    identityFrom: IdentityFrom
    /**
     * The header's or `_sandbox`'s value as given (`ci-worker-3`, or a UUID in any case) when
     * `identityFrom` is 'header' or 'query'; undefined otherwise. Two primitives rather than one
     * object, so the hook allocates nothing for them on every request.
     */
    identityName: string | undefined
  }
}

/**
 * The identity a response may show: a request opened by a share token sees the token's share id,
 * never the identity, which would open the sandbox for writing without any token.
 */
export const shownIdentity = (req: { identity: string; share: OpenedShare | null }) =>
  req.share ? req.share.shareId : req.identity

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** GraphQL decides by the operation (a query over POST reads), in its own hook (graphql/plugin.ts). */
const GRAPHQL_PATHS = ['/graphql', '/api/v1/graphql']

/** A write in a sandbox opened by a `read` share token (SPEC §18). */
export const sandboxReadOnly = (what: string) =>
  new ProblemError({
    code: 'SANDBOX_READ_ONLY',
    detail: `This sandbox was opened with a read-only share link, so ${what} is refused; ask its owner for a write link (POST /api/v1/session/share {"mode":"write"})`,
  })

/** A token-shaped sandbox name whose signature does not verify, or whose link was revoked. */
export const invalidSandboxToken = (parameter: string, value: string) =>
  new ProblemError({
    code: 'INVALID_SANDBOX_TOKEN',
    detail: `${parameter} ${quoted(value)} starts with a UUID and a dot, so it is read as a share token, and it is not a live link: its signature does not verify, or the link was revoked (DELETE /api/v1/session/share/{id}, or a reset of its sandbox); expected ${SHARE_TOKEN_FORMAT}, or a sandbox name that does not start with a UUID and a dot`,
    errors: [{ field: parameter, message: 'is not a live share link (bad signature, or revoked)' }],
  })

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

/** How the identity cookie is set: the identity plugin and the front door (front-door.ts) alike. */
export function identityCookieOptions(crossSite: boolean) {
  return {
    path: '/',
    maxAge: ONE_YEAR_S,
    httpOnly: true,
    sameSite: crossSite ? ('none' as const) : ('lax' as const),
    secure: crossSite,
    // Browsers that block third-party cookies still keep a partitioned one (CHIPS).
    partitioned: crossSite,
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

/** How long after an origin was given a cookie its coming back without one is the trap. */
const HINT_WINDOW_MS = 60_000
/** Origins remembered at once; the oldest is forgotten first. */
const HINT_ORIGINS = 1000
/** One warning per origin this often, however many requests fall into the trap. */
const HINT_LOG_EVERY_MS = 10 * 60_000

export const COOKIE_HINT =
  'This request came without the pg_identity cookie given to its origin a moment ago, so it got a new, empty sandbox. ' +
  'Browsers do not send a SameSite=Lax cookie across sites, and localhost and 127.0.0.1 are different sites: ' +
  "use the same host name for your app and the API, and fetch with credentials: 'include'; " +
  'or start the service with COOKIE_CROSS_SITE=1 and CORS_ORIGINS, or send X-Playground-Identity.'

/** Whether an Origin names the host the request was sent to. */
function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}

/**
 * The SameSite trap (issue 21): an app on http://localhost:5173 calling http://127.0.0.1:3000
 * with credentials gets a cookie it never sends back, so every request lands in a new sandbox.
 * An origin that was given a cookie and comes back without one within a minute is told why.
 */
function cookieTrap(now: () => number = Date.now) {
  const cookied = new Map<string, number>()
  const warned = new Map<string, number>()
  return {
    /** Notes an identity minted for `origin`; true when that origin was given one just before. */
    minted(origin: string): { trapped: boolean; warn: boolean } {
      const at = now()
      const before = cookied.get(origin)
      cookied.delete(origin)
      cookied.set(origin, at)
      if (cookied.size > HINT_ORIGINS) cookied.delete(cookied.keys().next().value as string)
      const trapped = before !== undefined && at - before <= HINT_WINDOW_MS
      const last = warned.get(origin)
      const warn = trapped && (last === undefined || at - last > HINT_LOG_EVERY_MS)
      if (warn) {
        warned.delete(origin)
        warned.set(origin, at)
        if (warned.size > HINT_ORIGINS) warned.delete(warned.keys().next().value as string)
      }
      return { trapped, warn }
    },
  }
}

/**
 * Names every request's sandbox: the `X-Playground-Identity` (or `X-PG-Identity`) header, then
 * the `_sandbox` query parameter, then the `pg_identity` cookie; a request with none gets a new
 * identity and the cookie that keeps it. Minting stores nothing: reads never create state.
 * It records which of these it took (`req.identityFrom`, `req.identityName`), so that a route
 * saying how the sandbox was named (the landing page) need not repeat this precedence.
 *
 * Sandbox answers are private to the caller (`Cache-Control: private, no-store`, unless the
 * route sets its own) and vary on what names the sandbox. Public routes (`isPublicUrl`) get
 * neither a cookie nor an identity header.
 */
async function identityPlugin(
  app: FastifyInstance,
  opts: { crossSite: boolean; shareTokens: ShareTokens },
) {
  await app.register(cookie)
  app.decorateRequest('identity', '')
  app.decorateRequest('share', null)
  app.decorateRequest('identityFrom', 'minted')
  app.decorateRequest('identityName', undefined)
  const cookieOptions = identityCookieOptions(opts.crossSite)
  const identityFromName = createNameReader()
  const { shareTokens } = opts
  const trap = cookieTrap()
  const answerAs = (req: FastifyRequest, reply: FastifyReply, identity: string) => {
    req.identity = identity
    reply.header('x-playground-identity', req.share ? req.share.shareId : identity)
    reply.header('cache-control', 'private, no-store')
    reply.header('vary', mergeVary(reply.getHeader('vary') as string | undefined))
  }
  // Reads (and GraphQL, which decides by operation) go on; everything else would change the sandbox.
  const refusedWrite = (req: FastifyRequest) =>
    req.share?.mode === 'read' &&
    !SAFE_METHODS.has(req.method) &&
    !GRAPHQL_PATHS.some((path) => isPath(req.url, path))
      ? sandboxReadOnly(`${req.method} ${req.url.split('?', 1)[0]}`)
      : undefined
  const opened = (req: FastifyRequest, reply: FastifyReply, share: OpenedShare) => {
    req.share = share
    req.identityFrom = 'share'
    answerAs(req, reply, share.identity)
    return refusedWrite(req)
  }

  app.addHook('onRequest', (req, reply, done) => {
    const headers = req.headers
    const header = single(headers['x-playground-identity'] ?? headers['x-pg-identity'])
    const param = () => single(queryOf(req)._sandbox)
    const publicUrl = isPublicUrl(req.url)
    // A share token (SPEC §18) takes the place of a name, with the same precedence. Public routes
    // show nothing of a sandbox, so there it is only a name, as their per-identity limits need.
    let token: { value: string; from: string } | undefined
    let named: string | undefined
    if (!publicUrl && header !== undefined && isShareTokenShaped(header)) {
      const from =
        headers['x-playground-identity'] === undefined ? 'X-PG-Identity' : 'X-Playground-Identity'
      token = { value: header, from: `Header ${from}` }
    } else {
      named = identityFromName(header)
      if (named !== undefined) {
        req.identityFrom = 'header'
        req.identityName = header
      } else {
        const value = param()
        if (!publicUrl && value !== undefined && isShareTokenShaped(value)) {
          token = { value, from: 'Query parameter _sandbox' }
        } else {
          named = identityFromName(value)
          if (named !== undefined) {
            req.identityFrom = 'query'
            req.identityName = value
          }
        }
      }
    }
    if (token) {
      const { value, from } = token
      const known = shareTokens.known(value)
      if (known) return done(opened(req, reply, known))
      // The signature is checked once per token and process; whether the link still lives is
      // asked of the store unless no write reached the sandbox since (revocations are writes).
      shareTokens
        .open(value)
        .then(
          (share) => done(share ? opened(req, reply, share) : invalidSandboxToken(from, value)),
          done,
        )
      return
    }
    let identity = named
    if (identity === undefined) {
      identity = identityFromCookie(req.cookies[IDENTITY_COOKIE])
      req.identityFrom = identity === undefined ? 'minted' : 'cookie'
    }
    if (publicUrl) {
      // Still one identity per anonymous caller, so per-identity limits do not pool them.
      req.identity = identity ?? mintIdentity()
      return done()
    }
    if (!identity) {
      identity = mintIdentity()
      reply.setCookie(IDENTITY_COOKIE, identity, cookieOptions)
      const origin = single(headers.origin)
      // Same-origin requests send the cookie whenever the browser has one: no trap there.
      if (origin !== undefined && origin !== 'null' && !sameHost(origin, headers.host)) {
        const { trapped, warn } = trap.minted(origin.slice(0, 200))
        if (trapped) reply.header('x-playground-hint', COOKIE_HINT)
        if (warn) req.log.warn({ origin: origin.slice(0, 200) }, COOKIE_HINT)
      }
    }
    answerAs(req, reply, identity)
    done()
  })
}

export default fp(identityPlugin, { name: 'identity' })
