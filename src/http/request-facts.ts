import type { IncomingHttpHeaders } from 'node:http'
import { parse as parseQuery } from 'node:querystring'
import { fastifyCookie } from '@fastify/cookie'
import { createNameReader, identityFromCookie, uuidV5 } from '../domain/identity.ts'
import { isEmpty, parseRequestSimulation, type RequestSimulation } from '../domain/network.ts'
import { isShareTokenShaped } from '../domain/share-tokens.ts'
import { firstSegment } from './root/names.ts'

/** The cookie that keeps a caller's identity (identity.ts sets it). */
export const IDENTITY_COOKIE = 'pg_identity'

/** What a request is before anything reads it: what the server's request listener is given. */
export interface RawRequest {
  method?: string | undefined
  url?: string | undefined
  headers: IncomingHttpHeaders
  /** Where it came from: an anonymous caller of the root surface is known by its address. */
  socket?: { remoteAddress?: string | undefined } | undefined
}

/**
 * How the request named its sandbox, by precedence: the `X-Playground-Identity` (or
 * `X-PG-Identity`) header, the `_sandbox` query parameter, the `pg_identity` cookie, or nothing
 * (a new identity is minted). A share token in the header or `_sandbox` (outside public URLs)
 * opens the sandbox it was made for, once verified.
 */
export type SandboxNaming =
  | {
      from: 'header' | 'query'
      identity: string
      /** The name as given (`ci-worker-3`, or a UUID in any case). */
      name: string
    }
  | { from: 'cookie'; identity: string }
  | { from: 'minted' }
  /**
   * A root-surface caller that named none, under `--anonymous client`: the sandbox of its
   * address and Origin (docs/contract/root-surface.md#identity).
   */
  | { from: 'client'; identity: string }
  | {
      from: 'share'
      token: string
      /** Where the token was, as a refusal names it. */
      given: 'Header X-Playground-Identity' | 'Header X-PG-Identity' | 'Query parameter _sandbox'
    }

/** A value given under one of several names, the first one given: as errors name it, and as is. */
export interface Given {
  name: string
  value: unknown
}

/**
 * Everything the service decides about a request from its method, URL and headers alone, once:
 * the front door (front-door.ts) and the plugins (identity, network simulation, RBAC, write
 * limits, kept GraphQL answers) read these, and none of them decides them again.
 */
export interface RequestFacts {
  method: string
  /** The URL these facts were read from (the routes.json rules may give Fastify another). */
  url: string
  /** Same for every caller (images, health, docs, downloads, assets): no sandbox is shown there. */
  public: boolean
  /** On the root surface (`/posts`, a db.json's `/<name>`, `/db`): json-server's paths. */
  root: boolean
  sandbox: SandboxNaming
  /** A header or `_sandbox` was given and named no sandbox (too long, a bad character): unused. */
  unnamed: boolean
  /**
   * The network simulation shapes this request (the API, the root surface, GraphQL and auth;
   * not OPTIONS).
   */
  simulable: boolean
  /** What `_delay`, `_status`, `_ratelimit`, `_flaky`, `_chaos` or their headers ask, or why not. */
  simulation: RequestSimulation | Error
  /** Whether any simulation is asked (a malformed one counts: it is answered 400). */
  simulated: boolean
  /** A role to act as: `_role`, `X-Simulate-Role`, `X-Playground-Role`. */
  role: Given | undefined
  /** Scopes to act with: `_scopes`, `X-Simulate-Scopes`. */
  scopes: Given | undefined
  /** `X-Enforce-RBAC`, asking that roles be enforced for this request. */
  enforce: Given | undefined
  /** An `Authorization` header. */
  token: boolean
  /** The `Origin` header: a request from a page of this or another site. */
  origin: string | undefined
  /**
   * What the request may change: nothing (GET, HEAD, OPTIONS), its sandbox (any other method),
   * or what its GraphQL operation says (any other method at a GraphQL URL): a query reads.
   */
  write: 'read' | 'write' | 'operation'
  /**
   * Its headers ask for nothing a kept answer could not give: no conditional (`If-None-Match`),
   * no refusal of compression (`X-No-Compression`), no body encoding, and a body only on a POST,
   * of a stated length, without an `Idempotency-Key` or an `Expect`.
   */
  plain: boolean
  /**
   * The request headers a kept answer's own headers depend on (the front door keeps one record
   * per variant): the encodings and types it accepts (`Accept: text/csv` asks a list for CSV),
   * the Origin (whose CORS headers it carries) and, for a POST, the body's type and the URL (the
   * two GraphQL URLs share an answer but not a metrics route).
   */
  variant: string
}

/** True when `url` is `path`, or `path` followed by `?` or a trailing slash (which routes the same). */
export function isPath(url: string, path: string): boolean {
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

/** `/graphql` and `/api/v1/graphql`, as routed (a trailing slash too). */
export const isGraphQLPath = (url: string) =>
  isPath(url, '/graphql') || isPath(url, '/api/v1/graphql')

/** What the simulation shapes: the API and GraphQL, never health, docs or the profile itself. */
const EXEMPT = /^\/api\/v1\/(health|openapi\.json|session\/network)(\/|\?|$)/
function isSimulated(url: string): boolean {
  if (!url.startsWith('/api/v1/')) return url.startsWith('/graphql') || url.startsWith('/auth/')
  const first = url.charCodeAt(8)
  // h, o, s: the exempt paths' first letters.
  return (first !== 104 && first !== 111 && first !== 115) || !EXEMPT.test(url)
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Who the caller says it is, the first given of each: a role (`_role`, `X-Simulate-Role`,
 * `X-Playground-Role`), scopes (`_scopes`, `X-Simulate-Scopes`) and `X-Enforce-RBAC`. Each name
 * is read as a constant: a property read by a variable name costs more than all of them.
 */
function roleOf(query: Record<string, unknown>, headers: IncomingHttpHeaders): Given | undefined {
  if (query._role !== undefined) return { name: '_role', value: query._role }
  const simulated = headers['x-simulate-role']
  if (simulated !== undefined) return { name: 'X-Simulate-Role', value: simulated }
  const playground = headers['x-playground-role']
  if (playground !== undefined) return { name: 'X-Playground-Role', value: playground }
  return undefined
}

function scopesOf(query: Record<string, unknown>, headers: IncomingHttpHeaders) {
  if (query._scopes !== undefined) return { name: '_scopes', value: query._scopes }
  const simulated = headers['x-simulate-scopes']
  return simulated === undefined ? undefined : { name: 'X-Simulate-Scopes', value: simulated }
}

function enforceOf(headers: IncomingHttpHeaders): Given | undefined {
  const value = headers['x-enforce-rbac']
  return value === undefined ? undefined : { name: 'X-Enforce-RBAC', value }
}

/** A query string holding no parameter read here (see queryOf). */
const NO_QUERY: Record<string, unknown> = Object.freeze({})
const NO_SIMULATION: RequestSimulation = Object.freeze({})

/** The cookie plugin's own parser (what it gives `req.cookies` by), without the plugin. */
const parseCookie = fastifyCookie.parse

const single = (v: unknown) => (typeof v === 'string' ? v : undefined)

/** Turns a sandbox's name into its identity (a UUID), or undefined for a name not allowed. */
export type NameReader = (value: string | undefined) => string | undefined

/**
 * The sandbox a request names, by precedence (SandboxNaming). On a public URL a share token is
 * only a name: those answers show nothing of a sandbox, and per-identity limits still need one.
 */
function sandboxOf(
  headers: IncomingHttpHeaders,
  query: Record<string, unknown>,
  cookies: Parsed['cookies'],
  publicUrl: boolean,
  nameOf: NameReader,
): { sandbox: SandboxNaming; unnamed: boolean } {
  const full = headers['x-playground-identity']
  const header = single(full ?? headers['x-pg-identity'])
  let unnamed = false
  if (header !== undefined) {
    if (!publicUrl && isShareTokenShaped(header)) {
      const given = full === undefined ? 'Header X-PG-Identity' : 'Header X-Playground-Identity'
      return { sandbox: { from: 'share', token: header, given }, unnamed }
    }
    const identity = nameOf(header)
    if (identity !== undefined)
      return { sandbox: { from: 'header', identity, name: header }, unnamed }
    unnamed = true
  }
  const param = single(query._sandbox)
  if (param !== undefined) {
    if (!publicUrl && isShareTokenShaped(param))
      return {
        sandbox: { from: 'share', token: param, given: 'Query parameter _sandbox' },
        unnamed,
      }
    const identity = nameOf(param)
    if (identity !== undefined)
      return { sandbox: { from: 'query', identity, name: param }, unnamed }
    unnamed = true
  }
  const cookie = headers.cookie
  const jar = cookies ?? (cookie === undefined ? undefined : parseCookie(cookie))
  const identity = identityFromCookie(jar?.[IDENTITY_COOKIE])
  return {
    sandbox: identity === undefined ? { from: 'minted' } : { from: 'cookie', identity },
    unnamed,
  }
}

/** A parameter read here (`_chaos_errors` matters only with `_chaos`), at a name's start. */
const READ_PARAMETER = /(?:^|&)_(?:sandbox|delay|status|ratelimit|flaky|chaos|role|scopes)/

/** The parameters of a URL's query string that facts are read from. */
function queryOf(url: string): Record<string, unknown> {
  const at = url.indexOf('?')
  if (at === -1) return NO_QUERY
  const text = url.slice(at + 1)
  // Parsing costs more than the rest of the facts: a query string that names none of these
  // parameters, even percent-encoded, is not parsed (`_limit=5&_sort=title` is not).
  if (!text.includes('%') && !READ_PARAMETER.test(text)) return NO_QUERY
  return parseQuery(text, '&', '=', { maxKeys: 0 }) as Record<string, unknown>
}

/** Whether a header names a simulation (`_chaos_errors`' header matters only with `_chaos`'s). */
const simulationHeaders = (headers: IncomingHttpHeaders) =>
  headers['x-simulate-delay'] !== undefined ||
  headers['x-simulate-status'] !== undefined ||
  headers['x-simulate-ratelimit'] !== undefined ||
  headers['x-simulate-flaky'] !== undefined ||
  headers['x-simulate-chaos'] !== undefined

/** See RequestFacts.plain. */
function plainHeaders(headers: IncomingHttpHeaders, post: boolean): boolean {
  if (
    headers['if-none-match'] !== undefined ||
    headers['x-no-compression'] !== undefined ||
    headers['content-encoding'] !== undefined ||
    headers['transfer-encoding'] !== undefined
  )
    return false
  if (!post) return headers['content-length'] === undefined
  return (
    headers['content-length'] !== undefined &&
    headers['idempotency-key'] === undefined &&
    headers.expect === undefined
  )
}

/**
 * Parts of a request already parsed, by the same parsers (Fastify's `req.query`, and the cookie
 * plugin's `req.cookies`): read again otherwise.
 */
export interface Parsed {
  query?: Record<string, unknown> | undefined
  cookies?: Record<string, string | undefined> | null | undefined
}

/** How the root surface is served: its names, and what an anonymous caller of it gets. */
export interface RootSurface {
  names: ReadonlySet<string>
  anonymous: 'client' | 'new'
}

/** Turns an anonymous caller's address and Origin into its sandbox's identity. */
export type ClientReader = (address: string, origin: string) => string

/** The sandbox of an address and Origin: one SHA-1 per pair, remembered (bounded). */
export function createClientReader(max = 10_000): ClientReader {
  const known = new Map<string, string>()
  return (address, origin) => {
    const key = `${address}\u0000${origin}`
    const hit = known.get(key)
    if (hit !== undefined) return hit
    const identity = uuidV5(`client\u0000${key}`)
    if (known.size >= max) known.clear()
    known.set(key, identity)
    return identity
  }
}

/**
 * The facts of a request (RequestFacts), from its method, URL, headers and address alone;
 * `nameOf` reads sandbox names (createRequestFacts gives a memoised one), `root` says which
 * names the root surface serves.
 */
export function requestFacts(
  raw: RawRequest,
  nameOf: NameReader = createNameReader(),
  parsed: Parsed = {},
  root?: RootSurface & { clientOf: ClientReader },
): RequestFacts {
  const method = raw.method ?? 'GET'
  const url = raw.url ?? '/'
  const headers = raw.headers
  const query = parsed.query ?? queryOf(url)
  const publicUrl = isPublicUrl(url)
  const atRoot = root !== undefined && root.names.has(firstSegment(url))
  const named = sandboxOf(headers, query, parsed.cookies ?? undefined, publicUrl, nameOf)
  const { unnamed } = named
  let { sandbox } = named
  if (
    atRoot &&
    sandbox.from === 'minted' &&
    root.anonymous === 'client' &&
    headers.authorization === undefined
  ) {
    const origin = typeof headers.origin === 'string' ? headers.origin : ''
    sandbox = { from: 'client', identity: root.clientOf(raw.socket?.remoteAddress ?? '', origin) }
  }
  let simulation: RequestSimulation | Error = NO_SIMULATION
  // Most requests name no simulation at all: parsing is for those that do.
  if (query !== NO_QUERY || simulationHeaders(headers)) {
    try {
      simulation = parseRequestSimulation({ query, headers })
    } catch (err) {
      simulation = err as Error
    }
  }
  const post = method === 'POST'
  const accepted = `${headers['accept-encoding'] ?? ''}\u0000${headers.accept ?? ''}\u0000${headers.origin ?? ''}`
  return {
    method,
    url,
    public: publicUrl,
    root: atRoot,
    sandbox,
    unnamed,
    simulable: method !== 'OPTIONS' && (atRoot || isSimulated(url)),
    simulation,
    simulated:
      simulation !== NO_SIMULATION && (simulation instanceof Error || !isEmpty(simulation)),
    role: roleOf(query, headers),
    scopes: scopesOf(query, headers),
    enforce: enforceOf(headers),
    token: headers.authorization !== undefined,
    origin: headers.origin,
    write: SAFE_METHODS.has(method) ? 'read' : isGraphQLPath(url) ? 'operation' : 'write',
    plain: plainHeaders(headers, post),
    variant: post ? `${accepted}\u0000${headers['content-type']}\u0000${url}` : accepted,
  }
}

/**
 * requestFacts with one memo of sandbox names and of anonymous callers (one per app: nothing
 * outlives its app).
 */
export function createRequestFacts(root?: RootSurface) {
  const nameOf = createNameReader()
  const served = root && { ...root, clientOf: createClientReader() }
  return (raw: RawRequest, parsed?: Parsed) => requestFacts(raw, nameOf, parsed, served)
}

export type FactsOf = ReturnType<typeof createRequestFacts>

const kFacts = Symbol('requestFacts')

/** Keeps the facts read from a request with it (the front door reads them before Fastify). */
export function keepFacts(raw: object, facts: RequestFacts) {
  ;(raw as Record<symbol, RequestFacts>)[kFacts] = facts
}

/** The facts kept with a request, if they were read from `url`: the routes.json rules may rewrite it. */
export function keptFacts(raw: object, url: string): RequestFacts | undefined {
  const facts = (raw as Record<symbol, RequestFacts | undefined>)[kFacts]
  return facts?.url === url ? facts : undefined
}
