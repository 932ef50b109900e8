import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ProblemError } from '../../domain/errors.ts'
import type { RedisClient } from '../../store/redis/redis-store.ts'

const EXEMPT = /^\/(health|ready|metrics|api\/v1\/health)(\/|\?|$)/

/**
 * The enforced limit for public hosting (docs/contract/cross-cutting.md#enforced-rate-limit):
 * `perSecond` requests a second per identity and, separately, per client IP, with bursts of twice
 * that (a two-second window of 2n). Off unless RATE_LIMIT is set, so a local test suite never meets
 * it.
 */
async function enforcedRateLimit(
  app: FastifyInstance,
  opts: { perSecond: number; redis?: RedisClient },
) {
  const { redis } = opts
  let connected = redis?.status === 'ready'
  redis?.on('ready', () => {
    connected = true
  })
  // Redis known down: skip the limit at once (as skipOnError would after a reconnection attempt,
  // up to 2 s later), so an outage answers fast.
  const redisDown = () => redis !== undefined && connected && redis.status !== 'ready'
  const common = {
    max: opts.perSecond * 2,
    timeWindow: 2000,
    enableDraftSpec: true,
    ...(opts.redis && { redis: opts.redis, nameSpace: 'pg-ratelimit-' }),
    // If the shared counters are unreachable, serve rather than refuse everyone.
    skipOnError: true,
    allowList: (req: FastifyRequest) => EXEMPT.test(req.url) || redisDown(),
    errorResponseBuilder: (_req: FastifyRequest, ctx: { after: string; ttl: number }) =>
      new ProblemError({
        code: 'RATE_LIMITED',
        detail: `Too many requests; try again in ${ctx.after}`,
        headers: { 'retry-after': String(Math.max(1, Math.ceil(ctx.ttl / 1000))) },
      }),
  }
  await app.register(rateLimit, { ...common, keyGenerator: (req) => `ip:${req.ip}` })
  await app.register(rateLimit, { ...common, keyGenerator: (req) => `identity:${req.identity}` })
}

export default fp(enforcedRateLimit, { name: 'enforced-rate-limit', dependencies: ['identity'] })
