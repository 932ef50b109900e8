import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { mintIdentity } from '../domain/identity.ts'
import { createReadCache } from '../lib/read-cache.ts'
import type { Metrics } from '../runtime/metrics.ts'
import type { WriteVersions } from '../store/port.ts'
import { DOOR_RECORD_BYTES, type Sending } from './kept-answers.ts'
import { identityCookieOptions } from './plugins/identity.ts'
import { GRAPHQL_URLS } from './plugins/json-body.ts'
import { genReqId } from './plugins/request-id.ts'
import { isWrite } from './plugins/write-limits.ts'
import { IDENTITY_COOKIE, keepFacts, type RequestFacts } from './request-facts.ts'
import { received, requestLine } from './request-log.ts'

/** Variants kept per answer: a browser's, curl's and a load generator's, and one more. */
const MAX_SENT = 4
const OWN_HEADERS = new Set([
  'x-request-id',
  'x-playground-identity',
  'set-cookie',
  'content-length',
])
/** A GraphQL body longer than this is not looked for at the front door. */
const MAX_QUERY_BODY = 16 * 1024

/**
 * Whether a kept answer may be given again, by its facts (request-facts.ts), at the door as in
 * what Fastify records of it: a request that asks for nothing an answer could differ by (a
 * conditional, a refusal of compression, an encoded body, a role, scopes, enforcement, a token,
 * a simulation), whose sandbox a header, the cookie or a new identity chose (a new one only for
 * a request without an Origin, which may be given the cookie hint), every name it gave naming one.
 */
function plainFacts(facts: RequestFacts): boolean {
  if (
    !facts.plain ||
    facts.simulated ||
    facts.token ||
    facts.role !== undefined ||
    facts.scopes !== undefined ||
    facts.enforce !== undefined ||
    facts.unnamed
  )
    return false
  const { from } = facts.sandbox
  return (
    from === 'header' ||
    from === 'cookie' ||
    from === 'client' ||
    (from === 'minted' && facts.origin === undefined)
  )
}

/**
 * Whether what Fastify just sent for a kept answer may be given again at the front door: a plain
 * GET, or a plain POST of a GraphQL query, answered 200 with nothing simulated or checked by RBAC.
 */
function plainRequest(req: FastifyRequest, reply: FastifyReply): boolean {
  // A URL a routes.json rule rewrote reached Fastify as another: the door sees it as sent.
  if (req.originalUrl !== req.url) return false
  const post = req.method === 'POST'
  if (post ? !GRAPHQL_URLS.has(req.url) : req.method !== 'GET') return false
  // A text naming `mutation` anywhere counts as a write against the write limits (write-limits.ts).
  if (post && isWrite(req)) return false
  if (reply.statusCode !== 200 || req.rbac !== null) return false
  return plainFacts(req.facts) && reply.getHeader('x-simulated') === undefined
}

/**
 * The front door (issue 22): a GET whose answer is kept, or a POST of a GraphQL query whose
 * answer is kept, sent exactly as Fastify sent it last, before Fastify parses, routes and runs
 * its hooks for it. Only what the answer does not depend on differs: the request id, the
 * identity and, for a caller without one, the new identity's cookie. Anything else goes through
 * Fastify: a request naming its sandbox by `_sandbox` or a share token, a cross-origin one
 * without an identity, a conditional one, one with a role, token or simulation, one of an
 * identity whose network profile is not known to be empty, and every request on a store whose
 * versions need a round trip (Redis, where the door stays shut) or while the server closes,
 * enforces roles or limits rates, or trusts a proxy. Unless it stays shut (or `open` is false),
 * it takes the place of Fastify's request listener once the app is ready, and hands Fastify
 * what it does not answer.
 */
export function createFrontDoor(
  app: FastifyInstance,
  metrics: Pick<Metrics, 'requestObserver'>,
  { open = true }: { open?: boolean } = {},
) {
  const { config, keptAnswers, services } = app
  const versions = app.store.versions
  // A version that costs a round trip (Redis) spares nothing here; it is never asked for.
  const off =
    !open ||
    !versions ||
    versions.remote === true ||
    config.enforceRbac ||
    (config.rateLimit ?? 0) > 0 ||
    config.trustProxy !== false
  const factsOf = app.requestFacts
  // A new identity's cookie differs from any other only in its value (a UUID, which the cookie
  // serialiser leaves as it is): serialised once, the value spliced in (serialising took 12 %
  // of a request with no identity).
  const placeholder = '00000000-0000-4000-8000-000000000000'
  const [cookieBefore, cookieAfter] = app
    .serializeCookie(IDENTITY_COOKIE, placeholder, identityCookieOptions(config.cookieCrossSite))
    .split(placeholder) as [string, string]
  /**
   * The key each GraphQL body, as written, was kept under (kept-queries.ts), by URL and Host:
   * found only once Fastify took that very text and gave a kept answer for it, so that the
   * door never answers a body Fastify would refuse.
   */
  const queryKeys = createReadCache<string>({ maxEntries: 2_000, maxBytes: 4 * 1024 * 1024 })
  const bodyKey = (req: IncomingMessage, text: string) =>
    `${req.url}\u0000${req.headers.host ?? ''}\u0000${text}`
  let answered = 0
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  // Fastify's own handler is the server's one request listener; the front door goes before it.
  if (!off)
    app.addHook('onReady', async () => {
      const [fastify, ...others] = app.server.listeners('request') as RequestListener[]
      if (!fastify || others.length > 0) return
      app.server.removeListener('request', fastify)
      app.server.on('request', (req: IncomingMessage, res: ServerResponse) =>
        take(req, res, fastify),
      )
    })

  /**
   * Answers `req` and returns true, or returns false and leaves it to Fastify: a GET by its URL,
   * a GraphQL POST by its body's text.
   */
  const answer = (
    req: IncomingMessage,
    res: ServerResponse,
    facts: RequestFacts,
    text?: string,
  ): boolean => {
    const { sandbox } = facts
    // plainFacts let through a sandbox named by a header, the cookie or the caller's address, or
    // none.
    const named =
      sandbox.from === 'header' || sandbox.from === 'cookie' || sandbox.from === 'client'
        ? sandbox.identity
        : null
    // A new identity holds nothing (version 0); it is minted only once there is an answer to give.
    const version = named === null ? 0 : (versions as WriteVersions).of(named)
    if (typeof version !== 'number') return false
    if (version !== 0 && services.networkProfiles.peek(named as string) !== null) return false
    const url = req.url as string
    let key: string | undefined
    if (text === undefined) {
      const origin = app.originOf({ host: req.headers.host, protocol: 'http' } as FastifyRequest)
      key = `${origin}${url}`
    } else key = queryKeys.get(bodyKey(req, text))
    const kept = key === undefined ? undefined : keptAnswers.get(named ?? '', key, version)
    const sent = kept?.sent?.byVariant.get(facts.variant)
    if (!sent) return false
    const minted = named === null
    const identity = named ?? mintIdentity()

    const started = performance.now()
    const id = genReqId(req)
    received(app.log, id, sent.method, url)
    const head: string[] = ['x-request-id', id]
    for (const [name, value] of sent.headers) head.push(name, value)
    head.push('x-playground-identity', identity)
    if (minted) head.push('set-cookie', `${cookieBefore}${identity}${cookieAfter}`)
    head.push('content-length', String(sent.bytes.length))
    res.writeHead(200, head)
    res.end(sent.bytes)
    answered++
    const seconds = (performance.now() - started) / 1000
    sent.observe ??= metrics.requestObserver(sent.method, sent.route, 200)
    sent.observe(seconds)
    requestLine(app.log, id, sent.method, url, 200, seconds * 1000, identity)
    return true
  }

  /**
   * A GraphQL POST, once its body is here: a small request's body comes with its headers, or
   * just after, and is parsed before the next tick. Its stated length is all of it, whether or
   * not the end is parsed yet. A body not all here, or not a kept query, is put back, unread,
   * for Fastify.
   */
  const answerPost = (
    req: IncomingMessage,
    res: ServerResponse,
    facts: RequestFacts,
    fastify: RequestListener,
  ) => {
    const length = Number(req.headers['content-length'])
    if (req.readableLength === length && !req.destroyed) {
      const body = req.read() as Buffer | null
      if (body !== null) {
        if (answer(req, res, facts, body.toString('utf8'))) return
        req.unshift(body)
      }
    }
    fastify(req, res)
  }

  /** Answers a request, or hands it to `fastify`, Fastify's own listener. */
  const take = (req: IncomingMessage, res: ServerResponse, fastify: RequestListener) => {
    if (closing) return fastify(req, res)
    const { method } = req
    const url = req.url as string
    const get = method === 'GET'
    if (!get && (method !== 'POST' || !GRAPHQL_URLS.has(url))) return fastify(req, res)
    // Read once, here, and kept with the request: the plugins read them rather than decide again.
    const facts = factsOf(req)
    keepFacts(req, facts)
    // The API's reads, at /api/v1 and on the root surface; pages and files go to Fastify.
    if (get && !facts.root && !url.startsWith('/api/v1/')) return fastify(req, res)
    if (!plainFacts(facts)) return fastify(req, res)
    if (get) {
      if (!answer(req, res, facts)) fastify(req, res)
      return
    }
    const length = Number(req.headers['content-length'])
    if (length > 0 && length <= MAX_QUERY_BODY) {
      process.nextTick(answerPost, req, res, facts, fastify)
      return
    }
    fastify(req, res)
  }

  return {
    /** How many answers the door gave. */
    get answered() {
      return answered
    },

    /**
     * Records a kept answer as it was sent (kept-answers.ts calls it from its last onSend hook)
     * and, for a GraphQL query, the key its body's text found it under.
     */
    record(
      req: FastifyRequest,
      reply: FastifyReply,
      { answer: kept, key }: Sending,
      sentBytes: Buffer,
    ) {
      if (off || !plainRequest(req, reply)) return
      const post = req.method === 'POST'
      if (post) {
        const text = req.graphqlText
        // plainHeaders saw the stated length, which is the body's.
        if (text === undefined || Number(req.headers['content-length']) > MAX_QUERY_BODY) return
        const at = bodyKey(req.raw, text)
        if (queryKeys.get(at) !== key) queryKeys.set(at, key, 2 * (at.length + key.length) + 64)
      }
      kept.sent ??= { byVariant: new Map(), bytes: 0 }
      const records = kept.sent
      const { byVariant } = records
      const { variant } = req.facts
      if (byVariant.has(variant)) return
      const headers: Array<readonly [string, string]> = []
      let bytes = variant.length + 200
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (OWN_HEADERS.has(name) || value === undefined) continue
        const text = String(value)
        headers.push([name, text])
        bytes += name.length + text.length
      }
      if (bytes > DOOR_RECORD_BYTES) return
      // The oldest records make room: callers change, and what was sent for them can be again.
      for (const [old, sent] of byVariant) {
        if (byVariant.size < MAX_SENT && records.bytes + bytes <= DOOR_RECORD_BYTES) break
        byVariant.delete(old)
        records.bytes -= sent.cost
      }
      byVariant.set(variant, {
        headers,
        bytes: sentBytes,
        cost: bytes,
        method: post ? 'POST' : 'GET',
        route: req.routeOptions.url ?? '(no route)',
      })
      records.bytes += bytes
    },
  }
}

export type FrontDoor = ReturnType<typeof createFrontDoor>
