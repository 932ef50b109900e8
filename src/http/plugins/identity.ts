import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ProblemError, quoted } from '../../domain/errors.ts'
import { mintIdentity } from '../../domain/identity.ts'
import {
  type OpenedShare,
  SHARE_TOKEN_FORMAT,
  type ShareTokens,
} from '../../domain/share-tokens.ts'
import { queryOf } from '../common/request-parts.ts'
import {
  createRequestFacts,
  type FactsOf,
  IDENTITY_COOKIE,
  keptFacts,
  type RequestFacts,
  type RootSurface,
} from '../request-facts.ts'

const ONE_YEAR_S = 31_536_000

/**
 * What named the request's sandbox: the `X-Playground-Identity` (or `X-PG-Identity`) header, the
 * `_sandbox` query parameter, the `pg_identity` cookie, nothing (a new identity was minted), or
 * a share token in the header or `_sandbox`, or on the root surface the caller's address and
 * Origin (`client`).
 */
export type IdentityFrom = 'header' | 'query' | 'cookie' | 'minted' | 'share' | 'client'

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads a request's facts (request-facts.ts), with this app's memo of sandbox names. */
    requestFacts: FactsOf
  }
  interface FastifyRequest {
    /** What the request says of itself, read once (request-facts.ts): every plugin reads these. */
    facts: RequestFacts
    /**
     * The sandbox this request reads and writes
     * (docs/contract/addresses-and-identity.md#naming-a-sandbox).
     */
    identity: string
    /**
     * The share token that opened the sandbox (docs/contract/session.md#share-links); null when
     * none named it.
     */
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

/** A write in a sandbox opened by a `read` share token (docs/contract/session.md#share-links). */
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
 * route sets its own) and vary on what names the sandbox. Public routes (`isPublicUrl`, request-facts.ts) get
 * neither a cookie nor an identity header.
 */
async function identityPlugin(
  app: FastifyInstance,
  opts: { crossSite: boolean; shareTokens: ShareTokens; root?: RootSurface },
) {
  await app.register(cookie)
  app.decorateRequest('identity', '')
  app.decorateRequest('share', null)
  app.decorateRequest('identityFrom', 'minted')
  app.decorateRequest('identityName', undefined)
  app.decorateRequest('facts', null as unknown as RequestFacts)
  const cookieOptions = identityCookieOptions(opts.crossSite)
  const factsOf = createRequestFacts(opts.root)
  app.decorate('requestFacts', factsOf)
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
    req.share?.mode === 'read' && req.facts.write === 'write'
      ? sandboxReadOnly(`${req.method} ${req.url.split('?', 1)[0]}`)
      : undefined
  const opened = (req: FastifyRequest, reply: FastifyReply, share: OpenedShare) => {
    req.share = share
    req.identityFrom = 'share'
    answerAs(req, reply, share.identity)
    return refusedWrite(req)
  }

  app.addHook('onRequest', (req, reply, done) => {
    const facts =
      keptFacts(req.raw, req.url) ?? factsOf(req, { query: queryOf(req), cookies: req.cookies })
    req.facts = facts
    const { sandbox } = facts
    // A share token (docs/contract/session.md#share-links) takes the place of a name, with the same
    // precedence.
    if (sandbox.from === 'share') {
      const { token, given } = sandbox
      const known = shareTokens.known(token)
      if (known) return done(opened(req, reply, known))
      // The signature is checked once per token and process; whether the link still lives is
      // asked of the store unless no write reached the sandbox since (revocations are writes).
      shareTokens
        .open(token)
        .then(
          (share) => done(share ? opened(req, reply, share) : invalidSandboxToken(given, token)),
          done,
        )
      return
    }
    req.identityFrom = sandbox.from
    let identity: string | undefined
    if (sandbox.from === 'header' || sandbox.from === 'query') {
      identity = sandbox.identity
      req.identityName = sandbox.name
    } else if (sandbox.from === 'cookie' || sandbox.from === 'client') identity = sandbox.identity
    const publicUrl = facts.public
    if (publicUrl) {
      // Still one identity per anonymous caller, so per-identity limits do not pool them.
      req.identity = identity ?? mintIdentity()
      return done()
    }
    if (!identity) {
      identity = mintIdentity()
      reply.setCookie(IDENTITY_COOKIE, identity, cookieOptions)
      const { headers } = req
      const origin = typeof headers.origin === 'string' ? headers.origin : undefined
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
