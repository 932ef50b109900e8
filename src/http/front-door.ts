import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { createNameReader, identityFromCookie, mintIdentity } from '../domain/identity.ts'
import { isEmpty, parseRequestSimulation } from '../domain/network.ts'
import { isShareTokenShaped } from '../domain/share-tokens.ts'
import type { WriteVersions } from '../store/port.ts'
import type { KeptAnswer } from './kept-answers.ts'
import type { Metrics } from './metrics/metrics.ts'
import { IDENTITY_COOKIE, identityCookieOptions } from './plugins/identity.ts'
import { callerNamed } from './plugins/rbac.ts'
import { genReqId } from './plugins/request-id.ts'
import { received, requestLine } from './request-log.ts'

/**
 * A kept answer as Fastify last sent it, per `Accept-Encoding` ('' for none): every header but
 * those each request has its own of (id, identity, cookie, length), and the bytes.
 */
type Sent = {
  headers: ReadonlyArray<readonly [string, string]>
  bytes: Buffer
  route: string
  /** Counts the answer in the request metrics; bound at its first answer at the door. */
  observe?: (seconds: number) => void
}
const sentOf = new WeakMap<KeptAnswer, Map<string, Sent>>()
/** Accept-Encoding values kept per answer, as the encoded bodies are (kept-answers.ts). */
const MAX_SENT = 3
const OWN_HEADERS = new Set([
  'x-request-id',
  'x-playground-identity',
  'set-cookie',
  'content-length',
])

/**
 * Request headers after which Fastify's answer could differ from a kept one: a cross-origin
 * caller (CORS, the cookie hint), a role, a token, a simulation, a conditional, a refusal of
 * compression or a body. A request sending any of them goes through Fastify.
 */
function plainHeaders(headers: IncomingMessage['headers']): boolean {
  if (
    headers.origin !== undefined ||
    headers.authorization !== undefined ||
    headers['if-none-match'] !== undefined ||
    headers['x-no-compression'] !== undefined ||
    headers['x-enforce-rbac'] !== undefined ||
    headers['x-playground-role'] !== undefined ||
    headers['content-length'] !== undefined ||
    headers['transfer-encoding'] !== undefined
  )
    return false
  for (const name in headers) if (name.startsWith('x-simulate-')) return false
  return true
}

/**
 * Whether what Fastify just sent for a kept answer may be given again at the front door: a plain
 * GET (plainHeaders) whose sandbox a name, the cookie or a new identity chose, with no role and
 * no simulation in its URL either, answered 200 with nothing simulated.
 */
function plainRequest(req: FastifyRequest, reply: FastifyReply): boolean {
  if (req.method !== 'GET' || reply.statusCode !== 200 || req.rbac !== null) return false
  if (
    req.identityFrom !== 'header' &&
    req.identityFrom !== 'cookie' &&
    req.identityFrom !== 'minted'
  )
    return false
  if (!plainHeaders(req.headers) || reply.getHeader('x-simulated') !== undefined) return false
  if (callerNamed(req)) return false
  const query = req.query as Record<string, unknown>
  return isEmpty(parseRequestSimulation({ query, headers: {} }))
}

/** Records a kept answer as it was sent (kept-answers.ts calls it from its last onSend hook). */
export function recordSent(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: KeptAnswer,
  bytes: Buffer,
) {
  if (!plainRequest(req, reply)) return
  let sent = sentOf.get(answer)
  if (!sent) {
    sent = new Map()
    sentOf.set(answer, sent)
  }
  const accept = req.headers['accept-encoding'] ?? ''
  if (sent.has(accept) || sent.size >= MAX_SENT || accept.length > 200) return
  const headers: Array<readonly [string, string]> = []
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (!OWN_HEADERS.has(name) && value !== undefined) headers.push([name, String(value)])
  sent.set(accept, { headers, bytes, route: req.routeOptions.url ?? '(no route)' })
}

/**
 * The front door (issue 22): a GET whose answer is kept, sent exactly as Fastify sent it last,
 * before Fastify parses, routes and runs its hooks for it. Only what the answer does not depend
 * on differs: the request id, the identity and, for a caller without one, the new identity's
 * cookie. Anything else goes through Fastify: a request naming its sandbox by `_sandbox` or a
 * share token, cross-origin, conditional, with a role, token or simulation, an identity whose
 * network profile is not known to be empty, and every request on a store whose versions need a
 * round trip (Redis, where the door stays shut) or while the server closes, enforces roles or
 * limits rates, or trusts a proxy.
 */
export function createFrontDoor(app: FastifyInstance, metrics: Pick<Metrics, 'requestObserver'>) {
  const { config, keptAnswers, services } = app
  const versions = app.store.versions
  // A version that costs a round trip (Redis) spares nothing here; it is never asked for.
  const off =
    !versions ||
    versions.remote === true ||
    config.enforceRbac ||
    (config.rateLimit ?? 0) > 0 ||
    config.trustProxy !== false
  const nameOf = createNameReader()
  // A new identity's cookie differs from any other only in its value (a UUID, which the cookie
  // serialiser leaves as it is): serialised once, the value spliced in (serialising took 12 %
  // of a request with no identity).
  const placeholder = '00000000-0000-4000-8000-000000000000'
  const [cookieBefore, cookieAfter] = app
    .serializeCookie(IDENTITY_COOKIE, placeholder, identityCookieOptions(config.cookieCrossSite))
    .split(placeholder) as [string, string]
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })

  /** The sandbox the request names; null for a caller with none; undefined: Fastify decides. */
  const identityOf = (req: IncomingMessage): string | null | undefined => {
    const headers = req.headers
    const header = headers['x-playground-identity'] ?? headers['x-pg-identity']
    if (header !== undefined) {
      // A share token there opens another sandbox, checked by the identity plugin.
      if (typeof header !== 'string' || isShareTokenShaped(header)) return undefined
      return nameOf(header)
    }
    if ((req.url as string).includes('_sandbox')) return undefined
    const cookie = headers.cookie
    if (cookie === undefined) return null
    return identityFromCookie(app.parseCookie(cookie)[IDENTITY_COOKIE]) ?? null
  }

  /** Answers `req` and returns true, or returns false and leaves it to Fastify. */
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (off || closing || req.method !== 'GET' || !plainHeaders(req.headers)) return false
    const url = req.url as string
    if (!url.startsWith('/api/v1/')) return false
    const named = identityOf(req)
    if (named === undefined) return false
    // A new identity holds nothing (version 0); it is minted only once there is an answer to give.
    const version = named === null ? 0 : (versions as WriteVersions).of(named)
    if (typeof version !== 'number') return false
    if (version !== 0 && services.networkProfiles.peek(named as string) !== null) return false
    const origin = app.originOf({ host: req.headers.host, protocol: 'http' } as FastifyRequest)
    const answer = keptAnswers.get(named ?? '', `${origin}${url}`, version)
    const sent = answer && sentOf.get(answer)?.get(req.headers['accept-encoding'] ?? '')
    if (!sent) return false
    const minted = named === null
    const identity = named ?? mintIdentity()

    const started = performance.now()
    const id = genReqId(req)
    received(app.log, id, 'GET', url)
    const head: string[] = ['x-request-id', id]
    for (const [name, value] of sent.headers) head.push(name, value)
    head.push('x-playground-identity', identity)
    if (minted) head.push('set-cookie', `${cookieBefore}${identity}${cookieAfter}`)
    head.push('content-length', String(sent.bytes.length))
    res.writeHead(200, head)
    res.end(sent.bytes)
    const seconds = (performance.now() - started) / 1000
    sent.observe ??= metrics.requestObserver('GET', sent.route, 200)
    sent.observe(seconds)
    requestLine(app.log, id, 'GET', url, 200, seconds * 1000, identity)
    return true
  }
}
