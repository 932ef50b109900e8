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
import type { IdempotencyRecord, Store } from '../../store/port.ts'

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

type Held = { key: string; fingerprint: string; release: () => void }
const kHeld = Symbol('idempotency')
const kFinal = Symbol('idempotency-final')

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

  // In this process, one request at a time runs under a key: the others wait for its answer and
  // replay it, so 20 parallel confirms of one intent under one key answer one body, byte for
  // byte (issue 20). Across instances a retry racing the first may still run (ADR 0023).
  const running = new Map<string, Promise<void>>()

  // After validation: a request refused as malformed claims nothing.
  app.addHook('preHandler', async (req, reply) => {
    if (!req.routeOptions.config.idempotent) return
    const key = parseIdempotencyKey(req.headers['idempotency-key'])
    if (key === undefined) return
    const fingerprint = requestFingerprint(req.method, req.url, req.body)
    const slot = `${req.identity}\u0000${key}`
    for (let ahead = running.get(slot); ahead; ahead = running.get(slot)) await ahead
    let release = () => {}
    const turn = new Promise<void>((resolve) => {
      release = () => {
        if (running.get(slot) === turn) running.delete(slot)
        resolve()
      }
    })
    running.set(slot, turn)
    let held: Readonly<IdempotencyRecord> | undefined
    try {
      held = await keys.claim(req.identity, key, fingerprint, IDEMPOTENCY_TTL_MS)
    } catch (err) {
      release()
      throw err
    }
    if (held && held.fingerprint !== fingerprint) {
      release()
      throw keyReused(key)
    }
    if (held?.answer) {
      release()
      return reply
        .code(held.answer.status)
        .header('content-type', held.answer.contentType)
        .header('idempotent-replay', 'true')
        .send(held.answer.body)
    }
    req.idempotencyKey = key
    ;(req as unknown as Record<symbol, Held>)[kHeld] = { key, fingerprint, release }
  })

  const releaseOf = (req: FastifyRequest) =>
    (req as unknown as Record<symbol, Held | undefined>)[kHeld]?.release()

  // Successes are kept, and the errors a route marks final (a declined card): any other error
  // leaves the key to be retried (its fingerprint still holds).
  app.addHook('onSend', async (req, reply, payload) => {
    const held = (req as unknown as Record<symbol, Held | undefined>)[kHeld]
    if (!held || typeof payload !== 'string') return payload
    if (reply.statusCode >= 300 && !(req as unknown as Record<symbol, boolean>)[kFinal]) {
      held.release()
      return payload
    }
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
    } finally {
      held.release()
    }
    return payload
  })
  // Whatever way the request ended, the next one under its key may go.
  app.addHook('onResponse', async (req) => releaseOf(req))
  app.addHook('onTimeout', async (req) => releaseOf(req))
}

export default fp(idempotency, { name: 'idempotency', dependencies: ['identity'] })

/** The id a create under an idempotency key gets (see `keyedLocalId`); undefined without one. */
export function keyedIdOf(req: FastifyRequest, form: 'uuid' | 'custom'): string | undefined {
  if (!req.idempotencyKey) return undefined
  return (form === 'uuid' ? keyedLocalId : keyedCustomId)(req.identity, req.idempotencyKey)
}

/**
 * Marks the error this request is about to answer as its final answer, kept and replayed under
 * its key like a success: a declined card declines again on a retry, byte for byte.
 */
export function keepErrorAnswer(req: FastifyRequest) {
  ;(req as unknown as Record<symbol, boolean>)[kFinal] = true
}
