import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { ProblemError } from '../../domain/errors.ts'
import {
  type Forced,
  isEmpty,
  plan,
  type RequestSimulation,
  simulatedError,
} from '../../domain/network.ts'
import { sendRefusal } from '../problem/problem-json.ts'

/** Delayed requests one identity may have waiting at once. */
export const MAX_DELAYED_PER_IDENTITY = 100
/**
 * `_ratelimit=N/W` windows kept at once, over all identities. A window may last 11 days and every
 * identity and N/W makes its own, so past this the oldest is forgotten (its caller starts a fresh
 * window: a simulated limit, nothing to protect).
 */
export const MAX_RATE_WINDOWS = 50_000

/**
 * Both header families: `RateLimit-Reset` is a delta in seconds (the IETF draft), while
 * `X-RateLimit-Reset` is the Unix time of the reset, as the hosted original and GitHub send it
 * (docs/contract/auth.md#refresh-families).
 */
function rateHeaders(reply: FastifyReply, limit: number, remaining: number, resetSeconds: number) {
  reply.headers({
    'ratelimit-limit': String(limit),
    'ratelimit-remaining': String(Math.max(remaining, 0)),
    'ratelimit-reset': String(resetSeconds),
    'x-ratelimit-limit': String(limit),
    'x-ratelimit-remaining': String(Math.max(remaining, 0)),
    'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + resetSeconds),
  })
}

function sendForced(req: FastifyRequest, reply: FastifyReply, forced: Forced) {
  let problem: ProblemError
  if (forced.kind === 'rate-limited') {
    rateHeaders(reply, forced.limit, 0, forced.resetSeconds)
    problem = new ProblemError({
      code: 'RATE_LIMITED',
      detail: 'Simulated rate limit: the operation did not run',
      headers: { 'retry-after': String(forced.resetSeconds) },
    })
  } else {
    problem = simulatedError(forced.status)
    // docs/contract/network-simulation.md#chaos: a chaos failure says it was injected, as the
    // hosted original's does.
    if (forced.chaos) reply.header('x-playground-chaos', 'injected')
  }
  return sendRefusal(req, reply, problem)
}

/**
 * The `_ratelimit=N/W` windows of every identity, at most `max` at once: past it the window that
 * began first is forgotten.
 */
export function createRateWindows(max = MAX_RATE_WINDOWS, now: () => number = Date.now) {
  const windows = new Map<string, { count: number; resetAt: number }>()
  const keyOf = (identity: string, limit: number, windowSeconds: number) =>
    `${identity}\u0000${limit}/${windowSeconds}`
  return {
    get size() {
      return windows.size
    },
    /** Counts one request in the identity's N/W window. */
    hit(identity: string, limit: number, windowSeconds: number) {
      const at = now()
      const key = keyOf(identity, limit, windowSeconds)
      let window = windows.get(key)
      if (!window || window.resetAt <= at) {
        // Deleted first so that the map stays in the order windows began: the oldest goes first.
        windows.delete(key)
        if (windows.size >= max) windows.delete(windows.keys().next().value as string)
        window = { count: 0, resetAt: at + windowSeconds * 1000 }
        windows.set(key, window)
      }
      window.count++
      return {
        remaining: limit - window.count,
        resetSeconds: Math.ceil((window.resetAt - at) / 1000),
      }
    },
    /** The window as it stands, without counting a request. */
    peek(identity: string, limit: number, windowSeconds: number) {
      const window = windows.get(keyOf(identity, limit, windowSeconds))
      return (
        window && {
          remaining: limit - window.count,
          resetSeconds: Math.ceil((window.resetAt - now()) / 1000),
        }
      )
    },
  }
}

/**
 * Network simulation (docs/contract/network-simulation.md): per-request `_delay`, `_status`,
 * `_ratelimit`, `_flaky` (or `X-Simulate-*` headers) and the identity's profile. Delays are timers:
 * they hold only the request that asked for them.
 */
async function networkSimulation(app: FastifyInstance, opts: { random: () => number }) {
  const { networkProfiles } = app.services
  const windows = createRateWindows()
  const delayed = new Map<string, number>()
  const rateWindow = (identity: string) => (limit: number, windowSeconds: number) =>
    windows.hit(identity, limit, windowSeconds)

  const simulate = async (req: FastifyRequest, reply: FastifyReply, sim: RequestSimulation) => {
    const profile = await networkProfiles.get(req.identity)
    if (isEmpty(sim) && !profile) return
    const decided = plan(sim, profile, opts.random, rateWindow(req.identity))
    if (decided.applied.length > 0) reply.header('x-simulated', decided.applied.join(', '))
    if (typeof sim.rateLimit === 'object' && !decided.forced) {
      const { limit, windowSeconds } = sim.rateLimit
      const window = windows.peek(req.identity, limit, windowSeconds)
      if (window) rateHeaders(reply, limit, window.remaining, window.resetSeconds)
    }
    if (decided.delayMs > 0) {
      // Timers are cheap, not free: one identity may hold only so many delayed requests at once.
      const held = delayed.get(req.identity) ?? 0
      if (held >= MAX_DELAYED_PER_IDENTITY) {
        throw new ProblemError({
          code: 'RATE_LIMITED',
          detail: `At most ${MAX_DELAYED_PER_IDENTITY} delayed requests per sandbox may wait at once`,
          headers: { 'retry-after': String(Math.ceil(decided.delayMs / 1000)) },
        })
      }
      delayed.set(req.identity, held + 1)
      try {
        await sleep(decided.delayMs)
      } finally {
        const left = (delayed.get(req.identity) ?? 1) - 1
        if (left > 0) delayed.set(req.identity, left)
        else delayed.delete(req.identity)
      }
    }
    if (decided.forced) return sendForced(req, reply, decided.forced)
  }

  // preHandler, not onRequest: an enforced rate limit (a route onRequest hook) refuses a request
  // before a simulated delay could hold it. What is asked was read with the request's facts
  // (request-facts.ts); a malformed value is answered 400 here. Most requests ask for nothing
  // and their identity has no profile (known from the cache): those continue at once, without a
  // promise; the others return simulate's promise, which Fastify awaits as it would an async
  // hook's.
  const hook = (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    const { simulable, simulation } = req.facts
    if (!simulable) return done()
    if (simulation instanceof Error) return done(simulation)
    if (isEmpty(simulation) && networkProfiles.peek(req.identity) === null) return done()
    return simulate(req, reply, simulation)
  }
  app.addHook('preHandler', hook as preHandlerHookHandler)
}

export default fp(networkSimulation, { name: 'network-simulation', dependencies: ['identity'] })
