import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_TTL_MS,
  keyedCustomId,
  keyedFileId,
  keyedLocalId,
  keyReused,
  parseIdempotencyKey,
  requestFingerprint,
} from '../../domain/idempotency.ts'
import type { IdempotencyRecord, IdempotentAnswer, Store } from '../../store/port.ts'

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

type Held = {
  key: string
  fingerprint: string
  release: () => void
  /** Whether the store has heard how the request ended (its answer, or the lease given back). */
  settled?: boolean
}
const kHeld = Symbol('idempotency')
const kFinal = Symbol('idempotency-final')
const kContent = Symbol('idempotency-content')

/**
 * `Idempotency-Key` on creates (issue 14.18; names as in
 * docs/contract/payments.md#idempotency-and-events): a retry with the same key and request gets the
 * stored answer again with `Idempotent-Replay: true`; the same key with another request is 409
 * `IDEMPOTENCY_KEY_REUSED`. Keys live 24 h per identity, in the store.
 *
 * The key is claimed before the handler runs, with a lease (`IDEMPOTENCY_LEASE_MS`), and its
 * answer stored after: a retry on any instance finds the claim and waits for that answer. A
 * write whose answer was lost (a 503 from a Redis write that landed) gives the lease back
 * without an answer: the retry runs the handler again, and the id derived from the key
 * (`keyedLocalId`) makes it find the record the first attempt made rather than create a second.
 */
async function idempotency(app: FastifyInstance, opts: { store: Store }) {
  const keys = opts.store.idempotency
  app.decorateRequest('idempotencyKey', '')

  // In this process, one request at a time runs under a key: the others wait for its answer and
  // replay it, so 20 parallel confirms of one intent under one key answer one body, byte for
  // byte (issue 20). Across instances the claim's lease does the same (ADR 0023).
  const running = new Map<string, Promise<void>>()

  /**
   * The claim, once it takes the key or finds an answer or another request under it; while a
   * request runs under the key on another instance, asked again, more slowly each time (never
   * past its lease: a claim then takes the key).
   */
  const claim = async (identity: string, key: string, fingerprint: string) => {
    for (let pause = 5; ; pause = Math.min(2 * pause, 100)) {
      const held = await keys.claim(
        identity,
        key,
        fingerprint,
        IDEMPOTENCY_TTL_MS,
        IDEMPOTENCY_LEASE_MS,
      )
      if (!held || held.answer || held.fingerprint !== fingerprint) return held
      await sleep(pause)
    }
  }

  /** Tells the store how the request ended: its answer, or, without one, the lease given back. */
  const settle = async (req: FastifyRequest, held: Held, answer?: IdempotentAnswer) => {
    if (held.settled) return
    held.settled = true
    try {
      await keys.complete(
        req.identity,
        held.key,
        { fingerprint: held.fingerprint, ...(answer && { answer }) },
        IDEMPOTENCY_TTL_MS,
      )
    } catch (err) {
      // With an answer: the write is done and this answer is right; a retry finds the record by
      // its derived id. Without: the lease runs out by itself.
      req.log.warn({ err }, 'could not store how a request under an idempotency key ended')
    }
  }

  // After validation: a request refused as malformed claims nothing.
  app.addHook('preHandler', async (req, reply) => {
    if (!req.routeOptions.config.idempotent) return
    const key = parseIdempotencyKey(req.headers['idempotency-key'])
    if (key === undefined) return
    const content = kContent in req ? req[kContent] : req.body
    const fingerprint = requestFingerprint(req.method, req.url, content)
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
      held = await claim(req.identity, key, fingerprint)
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

  const heldOf = (req: FastifyRequest) =>
    (req as unknown as Record<symbol, Held | undefined>)[kHeld]
  /** Whatever way the request ended, the next one under its key may go, here and elsewhere. */
  const release = async (req: FastifyRequest) => {
    const held = heldOf(req)
    if (!held) return
    await settle(req, held)
    held.release()
  }

  // Successes are kept, and the errors a route marks final (a declined card): any other error
  // leaves the key to be retried (its fingerprint still holds).
  app.addHook('onSend', async (req, reply, payload) => {
    const held = heldOf(req)
    if (!held || typeof payload !== 'string') return payload
    if (reply.statusCode >= 300 && !(req as unknown as Record<symbol, boolean>)[kFinal]) {
      await release(req)
      return payload
    }
    await settle(req, held, {
      status: reply.statusCode,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      body: payload,
    })
    held.release()
    return payload
  })
  app.addHook('onResponse', release)
  app.addHook('onTimeout', release)
}

export default fp(idempotency, { name: 'idempotency', dependencies: ['identity'] })

/** The id a create under an idempotency key gets (see `keyedLocalId`); undefined without one. */
export function keyedIdOf(req: FastifyRequest, form: 'uuid' | 'custom'): string | undefined {
  if (!req.idempotencyKey) return undefined
  return (form === 'uuid' ? keyedLocalId : keyedCustomId)(req.identity, req.idempotencyKey)
}

/**
 * The ids of the `count` files an upload under an idempotency key stores (see `keyedFileId`);
 * undefined without one.
 */
export function keyedFileIdsOf(req: FastifyRequest, count: number): string[] | undefined {
  if (!req.idempotencyKey) return undefined
  return Array.from({ length: count }, (_, i) => keyedFileId(req.identity, req.idempotencyKey, i))
}

/**
 * What the request's key is fingerprinted by, in place of its body: for a request whose body is
 * no value (a multipart upload, read by its route in preValidation), a value standing for all of
 * it (its files' names, types and hashes, and its fields). Set before the key is claimed.
 */
export function fingerprintAs(req: FastifyRequest, content: unknown) {
  ;(req as unknown as Record<symbol, unknown>)[kContent] = content
}

/**
 * Marks the error this request is about to answer as its final answer, kept and replayed under
 * its key like a success: a declined card declines again on a retry, byte for byte.
 */
export function keepErrorAnswer(req: FastifyRequest) {
  ;(req as unknown as Record<symbol, boolean>)[kFinal] = true
}
