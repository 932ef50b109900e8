import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ProblemError } from '../../domain/errors.ts'
import { type Forced, isEmpty, parseRequestSimulation, plan, simulatedError } from '../../domain/network.ts'
import { sendProblem } from '../problem-json.ts'

/** What the simulation shapes: the API and GraphQL, never health, docs or the profile itself. */
const SIMULATED = /^\/(api\/v1\/|graphql|auth\/)/
const EXEMPT = /^\/api\/v1\/(health|openapi\.json|session\/network)(\/|\?|$)/
/** Delayed requests one identity may have waiting at once. */
export const MAX_DELAYED_PER_IDENTITY = 100
const isGraphQL = (url: string) => /^\/(api\/v1\/)?graphql(\?|$)/.test(url)

function rateHeaders(reply: FastifyReply, limit: number, remaining: number, resetSeconds: number) {
  reply.headers({
    'ratelimit-limit': String(limit),
    'ratelimit-remaining': String(Math.max(remaining, 0)),
    'ratelimit-reset': String(resetSeconds),
    'x-ratelimit-limit': String(limit),
    'x-ratelimit-remaining': String(Math.max(remaining, 0)),
    'x-ratelimit-reset': String(resetSeconds),
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
  }
  if (!isGraphQL(req.url)) return sendProblem(req, reply, problem)
  // GraphQL clients read errors, not problem documents.
  if (problem.headers) reply.headers(problem.headers)
  return reply
    .code(problem.status)
    .type('application/json; charset=utf-8')
    .send({
      errors: [{ message: problem.message, extensions: { code: problem.code, status: problem.status } }],
    })
}

/**
 * Network simulation (SPEC §11): per-request `_delay`, `_status`, `_ratelimit`, `_flaky` (or
 * `X-Simulate-*` headers) and the identity's profile. Delays are timers: they hold only the
 * request that asked for them.
 */
async function networkSimulation(app: FastifyInstance, opts: { random: () => number }) {
  const windows = new Map<string, { count: number; resetAt: number }>()
  const delayed = new Map<string, number>()
  const rateWindow = (identity: string) => (limit: number, windowSeconds: number) => {
    const now = Date.now()
    const key = `${identity}\u0000${limit}/${windowSeconds}`
    let window = windows.get(key)
    if (!window || window.resetAt <= now) {
      if (windows.size > 50_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k)
      window = { count: 0, resetAt: now + windowSeconds * 1000 }
      windows.set(key, window)
    }
    window.count++
    return { remaining: limit - window.count, resetSeconds: Math.ceil((window.resetAt - now) / 1000) }
  }

  // preHandler, not onRequest: an enforced rate limit (a route onRequest hook) refuses a request
  // before a simulated delay could hold it.
  app.addHook('preHandler', async (req, reply) => {
    if (req.method === 'OPTIONS' || !SIMULATED.test(req.url) || EXEMPT.test(req.url)) return
    const sim = parseRequestSimulation({ query: req.query as Record<string, unknown>, headers: req.headers })
    const profile = await app.networkProfiles.get(req.identity)
    if (isEmpty(sim) && !profile) return
    const decided = plan(sim, profile, opts.random, rateWindow(req.identity))
    if (decided.applied.length > 0) reply.header('x-simulated', decided.applied.join(', '))
    if (typeof sim.rateLimit === 'object' && !decided.forced) {
      const { limit, windowSeconds } = sim.rateLimit
      const key = windows.get(`${req.identity}\u0000${limit}/${windowSeconds}`)
      if (key) rateHeaders(reply, limit, limit - key.count, Math.ceil((key.resetAt - Date.now()) / 1000))
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
  })
}

export default fp(networkSimulation, { name: 'network-simulation', dependencies: ['identity'] })
