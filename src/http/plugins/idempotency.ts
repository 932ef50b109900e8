import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  IDEMPOTENCY_TTL_MS,
  keyedCustomId,
  keyedLocalId,
  keyReused,
  parseIdempotencyKey,
  requestFingerprint,
} from '../../domain/idempotency.ts'
import type { Store } from '../../store/port.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route honours an `Idempotency-Key` header (creates by POST). */
    idempotent?: boolean
  }
  interface FastifyRequest {
    /** The request's `Idempotency-Key` when it runs under one (not when it is a replay); '' otherwise. */
    idempotencyKey: string
  }
}

type Held = { key: string; fingerprint: string }
const kHeld = Symbol('idempotency')

/**
 * `Idempotency-Key` on creates (issue 14.18; SPEC §20 names): a retry with the same key and
 * request gets the stored answer again with `Idempotent-Replay: true`; the same key with another
 * request is 409 `IDEMPOTENCY_KEY_REUSED`. Keys live 24 h per identity, in the store.
 *
 * The key is claimed before the handler runs and its answer stored after. A write whose answer
 * was lost (a 503 from a Redis write that landed) leaves the claim without an answer: the retry
 * runs the handler again, and the id derived from the key (`keyedLocalId`) makes it find the
 * record the first attempt made rather than create a second one.
 */
async function idempotency(app: FastifyInstance, opts: { store: Store }) {
  const keys = opts.store.idempotency
  app.decorateRequest('idempotencyKey', '')

  // After validation: a request refused as malformed claims nothing.
  app.addHook('preHandler', async (req, reply) => {
    if (!req.routeOptions.config.idempotent) return
    const key = parseIdempotencyKey(req.headers['idempotency-key'])
    if (key === undefined) return
    const fingerprint = requestFingerprint(req.method, req.url, req.body)
    const held = await keys.claim(req.identity, key, fingerprint, IDEMPOTENCY_TTL_MS)
    if (held && held.fingerprint !== fingerprint) throw keyReused(key)
    if (held?.answer) {
      return reply
        .code(held.answer.status)
        .header('content-type', held.answer.contentType)
        .header('idempotent-replay', 'true')
        .send(held.answer.body)
    }
    req.idempotencyKey = key
    ;(req as unknown as Record<symbol, Held>)[kHeld] = { key, fingerprint }
  })

  // Only successes are kept: an error leaves the key to be retried (its fingerprint still holds).
  app.addHook('onSend', async (req, reply, payload) => {
    const held = (req as unknown as Record<symbol, Held | undefined>)[kHeld]
    if (!held || reply.statusCode >= 300 || typeof payload !== 'string') return payload
    const answer = {
      status: reply.statusCode,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      body: payload,
    }
    try {
      await keys.complete(
        req.identity,
        held.key,
        { fingerprint: held.fingerprint, answer },
        IDEMPOTENCY_TTL_MS,
      )
    } catch (err) {
      // The write is done and this answer is right; a retry finds the record by its derived id.
      req.log.warn({ err }, 'could not store the answer of an idempotency key')
    }
    return payload
  })
}

export default fp(idempotency, { name: 'idempotency', dependencies: ['identity'] })

/** The id a create under an idempotency key gets (see `keyedLocalId`); undefined without one. */
export function keyedIdOf(req: FastifyRequest, form: 'uuid' | 'custom'): string | undefined {
  if (!req.idempotencyKey) return undefined
  return (form === 'uuid' ? keyedLocalId : keyedCustomId)(req.identity, req.idempotencyKey)
}
