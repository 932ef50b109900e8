import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { createReadCache } from '../lib/read-cache.ts'
import type { WriteVersions } from '../store/port.ts'
import { etagOf } from './plugins/etag.ts'

/** An answer as it was sent: its bytes, their ETag, and the headers the route set for it. */
export interface KeptAnswer {
  body: Buffer
  etag: string
  headers: ReadonlyArray<readonly [string, string]>
  /**
   * The body as the compression plugin encoded it, by the `Accept-Encoding` header that asked
   * (browsers send the same one every time): compressing took four fifths of a kept answer's time.
   */
  encoded?: Map<string, { encoding: string; bytes: Buffer }>
  /**
   * How Fastify sent the answer, by the request's variant (RequestFacts.variant), for the front
   * door to send it again (front-door.ts): at most DOOR_RECORD_BYTES in all.
   */
  sent?: { byVariant: Map<string, SentAnswer>; bytes: number }
}

/**
 * A kept answer as Fastify last sent it for one variant of the request: every header but those
 * each request has its own of (id, identity, cookie, length), and the bytes.
 */
export interface SentAnswer {
  headers: ReadonlyArray<readonly [string, string]>
  bytes: Buffer
  /** What the record counts against DOOR_RECORD_BYTES. */
  cost: number
  method: 'GET' | 'POST'
  route: string
  /** Counts the answer in the request metrics; bound at its first answer at the door. */
  observe?: (seconds: number) => void
}

/** A kept answer being sent, the key it is kept under, and whether it was kept before. */
export interface Sending {
  answer: KeptAnswer
  key: string
  kept: boolean
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The kept answer this request is being sent (sendKept), for keepSent's hook; else null. */
    sending: Sending | null
  }
}

/**
 * What the front door may hold per answer in records of how it was sent (front-door.ts), counted
 * in the answer's weight: two or three records of the usual size (a few hundred bytes of
 * headers each, more with CORS), whatever Origin or Accept a caller sends.
 */
export const DOOR_RECORD_BYTES = 2048

/** Encodings kept per answer: a browser or two's `Accept-Encoding`; the rest compress afresh. */
const MAX_ENCODED = 2

/** The headers a read route sets beside its body (list-headers.ts): kept with the bytes. */
const ANSWER_HEADERS = [
  'x-total-count',
  'x-playground-warning',
  'x-playground-ignored',
  'link',
  'x-page',
  'x-limit',
  'x-total-pages',
  'content-range',
] as const

const JSON_TYPE = 'application/json; charset=utf-8'

/** Answers shared by every identity that holds nothing: the baseline's, for everyone. */
const SHARED = { maxEntries: 2_000, maxBytes: 8 * 1024 * 1024 }
/** Answers of identities with an overlay, each good until the identity's next write. */
const OWN = { maxEntries: 10_000, maxBytes: 8 * 1024 * 1024 }

type Own = { answer: KeptAnswer; version: number }

/** A version as the store gives it: at once (memory, SQLite) or after a round trip (Redis). */
export type Version = number | Promise<number> | undefined

/**
 * Read answers kept as bytes across requests (issue 22). Most callers hold nothing (every curl
 * without an identity, every fresh browser): for them an answer depends only on the request, so
 * it is built once and shared. An identity with an overlay keeps its own last answers, each
 * valid while the identity's write version (`store/write-versions.ts`) is the one read before
 * the answer was built, and while its sandbox is live. A store without versions keeps nothing.
 */
export function createKeptAnswers(versions: WriteVersions | undefined) {
  const shared = createReadCache<KeptAnswer>(SHARED)
  const own = createReadCache<Own>(OWN)
  const ownKey = (identity: string, key: string) => `${identity}\u0000${key}`
  // What an answer holds on the heap, measured under a capped heap (memory.system.test.ts): its
  // key and headers as strings, the body and room for its encoded forms (which come later and
  // are smaller), about 1.5 KB of objects, and what the front door may record of how it was sent.
  const weight = (key: string, answer: KeptAnswer) => {
    let headers = 0
    for (const [name, value] of answer.headers) headers += name.length + value.length
    return 2 * (key.length + headers) + 2 * answer.body.length + 1536 + DOOR_RECORD_BYTES
  }

  const store = (identity: string, key: string, version: number, answer: KeptAnswer) => {
    if (version === 0) {
      shared.set(key, answer, weight(key, answer))
      return
    }
    if (!versions?.live(identity)) return
    const k = ownKey(identity, key)
    own.set(k, { answer, version }, weight(k, answer))
  }

  return {
    /** The identity's version now: read before a lookup, and before an answer is built. */
    version: (identity: string): Version => versions?.of(identity),
    /** The answer `identity`, at `version`, may be given for `key`, if one is kept. */
    get(identity: string, key: string, version: number | undefined): KeptAnswer | undefined {
      // NaN (a state the store cannot version) never matches: nothing is given or kept.
      if (version === undefined || Number.isNaN(version)) return undefined
      if (version === 0) return shared.get(key)
      const kept = own.get(ownKey(identity, key))
      if (kept && kept.version === version && versions?.live(identity)) return kept.answer
      return undefined
    },
    /** Keeps an answer built at `version`, unless the identity's version has moved since. */
    keep(identity: string, key: string, version: number | undefined, answer: KeptAnswer) {
      if (!versions || version === undefined || Number.isNaN(version)) return
      const now = versions.of(identity)
      if (typeof now === 'number') {
        if (now === version) store(identity, key, version, answer)
        return
      }
      // Checked after the answer is sent: a version read later only finds more writes.
      now.then(
        (later) => later === version && store(identity, key, version, answer),
        () => undefined,
      )
    },
    /** Forgets every answer: the baseline itself changed (a db.json reloaded). */
    clear() {
      shared.clear()
      own.clear()
    },
  }
}

export type KeptAnswers = ReturnType<typeof createKeptAnswers>

/** An answer as bytes: `data` serialised, its ETag, and the headers to send again with it. */
export function keptAnswer(
  data: unknown,
  headers: ReadonlyArray<readonly [string, string]>,
): KeptAnswer {
  const body = Buffer.from(JSON.stringify(data))
  return { body, etag: etagOf(body), headers }
}

/**
 * Sets an answer's headers on the reply and returns its bytes, for `reply.send`; `key` is the
 * one it is kept under, and `kept` says it came from the cache rather than was just built.
 */
export function sendKept(
  reply: FastifyReply,
  answer: KeptAnswer,
  key: string,
  kept = true,
): Buffer {
  reply.header('content-type', JSON_TYPE)
  // The ETag plugin uses this one instead of hashing the bytes again; it gives none to a POST.
  const { method, headers } = reply.request
  if (method === 'GET' || method === 'HEAD') reply.header('etag', answer.etag)
  for (const [name, value] of answer.headers) reply.header(name, value)
  reply.request.sending = { answer, key, kept }
  const accept = headers['accept-encoding']
  if (accept === undefined || headers['x-no-compression'] !== undefined) return answer.body
  const encoded = answer.encoded?.get(accept)
  if (!encoded) return answer.body
  // What the compression plugin does for an answer it compressed; it leaves an encoded one be.
  const vary = reply.getHeader('vary')
  if (vary === undefined) reply.header('vary', 'accept-encoding')
  else if (!String(vary).includes('accept-encoding'))
    reply.header('vary', `${vary}, accept-encoding`)
  reply.header('content-encoding', encoded.encoding)
  return encoded.bytes
}

/** What is told of each kept answer as it leaves: its key and bytes as sent (front-door.ts). */
export type OnSent = (
  req: FastifyRequest,
  reply: FastifyReply,
  sent: Sending,
  bytes: Buffer,
) => void

/**
 * Keeps what the compression plugin made of a kept answer, and tells `onSent` how it was sent.
 * Registered after that plugin, so that its hook, which it adds to every route, runs first and
 * this one sees the bytes as they leave.
 */
export function keepSent(app: FastifyInstance, onSent: OnSent) {
  app.decorateRequest('sending', null)
  const onSend = (
    req: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (err: null, payload: unknown) => void,
  ) => {
    const sent = req.sending
    if (!sent || !Buffer.isBuffer(payload)) return done(null, payload)
    const { answer } = sent
    const encoding = reply.getHeader('content-encoding')
    const accept = req.headers['accept-encoding']
    if (typeof encoding === 'string' && accept !== undefined && !answer.encoded?.has(accept)) {
      answer.encoded ??= new Map()
      if (answer.encoded.size < MAX_ENCODED && accept.length <= 200)
        answer.encoded.set(accept, { encoding, bytes: payload })
    }
    // Told only of an answer given again: one built for a single request (an identity that
    // writes once and reads once) is not worth recording.
    if (sent.kept) onSent(req, reply, sent, payload)
    done(null, payload)
  }
  app.addHook('onRoute', (route) => {
    route.onSend = [...(route.onSend === undefined ? [] : [route.onSend].flat()), onSend]
  })
}

/**
 * A JSON read answered from kept bytes when it can be, else built by `build` and kept. The key
 * is everything besides the identity the answer depends on: the origin (for links) and the URL
 * as sent. A route uses it only where the answer is a function of those, the baseline and the
 * identity's overlay; an error thrown by `build` is answered as always and kept nowhere.
 */
export async function keptOr(
  answers: KeptAnswers,
  req: FastifyRequest,
  reply: FastifyReply,
  origin: string,
  build: () => Promise<unknown>,
): Promise<Buffer> {
  const key = `${origin}${req.url}`
  const read = answers.version(req.identity)
  const version = typeof read === 'object' ? await read : read
  const hit = answers.get(req.identity, key, version)
  if (hit) return sendKept(reply, hit, key)
  const data = await build()
  const headers: Array<readonly [string, string]> = []
  for (const name of ANSWER_HEADERS) {
    const value = reply.getHeader(name)
    if (value !== undefined) headers.push([name, String(value)])
  }
  const answer = keptAnswer(data, headers)
  answers.keep(req.identity, key, version, answer)
  return sendKept(reply, answer, key, false)
}
