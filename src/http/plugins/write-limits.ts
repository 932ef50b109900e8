import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ProblemError } from '../../domain/errors.ts'
import type { Store } from '../../store/port.ts'
import type { RedisClient } from '../../store/redis/redis-store.ts'
import { isBag } from '../common/request-parts.ts'
import { sendRefusal } from '../problem/problem-json.ts'

const WINDOW_MS = 60_000
/** The store's size is measured at most this often, or after this many writes, whichever first. */
const SAMPLE_MS = 1000
const SAMPLE_WRITES = 50
/** Remembered client IPs of the in-process budget before expired windows are swept. */
const SWEEP_AT = 10_000

/**
 * Whether a request may store something (its facts' `write`, request-facts.ts). A GraphQL POST is
 * a write only when it holds a mutation: queries go by POST too and must keep working when the
 * store is full.
 */
export function isWrite(req: FastifyRequest): boolean {
  const { write } = req.facts
  if (write !== 'operation') return write === 'write'
  const body = req.body
  const query = typeof body === 'string' ? body : isBag(body) ? body.query : undefined
  return typeof query === 'string' && /\bmutation\b/.test(query)
}

/** Bytes of the request body as sent (as parsed again when it came chunked). */
function bodyBytes(req: FastifyRequest): number {
  const declared = Number(req.headers['content-length'])
  if (Number.isSafeInteger(declared) && declared >= 0) return declared
  if (req.body === undefined) return 0
  return Buffer.byteLength(typeof req.body === 'string' ? req.body : JSON.stringify(req.body))
}

/** INCRBY with a fixed window: returns the window's total and the ms it has left. */
const SPEND = `
local n = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return { n, ttl }
`

type Spend = (ip: string, bytes: number) => Promise<{ total: number; ttl: number } | undefined>

/** Per-IP byte counters in a fixed one-minute window, in Redis when one is shared. */
function createBudget(redis: RedisClient | undefined): Spend {
  if (redis) {
    let connected = redis.status === 'ready'
    redis.on('ready', () => {
      connected = true
    })
    return async (ip, bytes) => {
      // Like the rate limiter: when the shared counters are unreachable, serve rather than refuse
      // (and, once connected, do not wait for a reconnection to find that out).
      if (connected && redis.status !== 'ready') return undefined
      try {
        const [total, ttl] = (await redis.eval(
          SPEND,
          1,
          `pg-writebudget:${ip}`,
          bytes,
          WINDOW_MS,
        )) as [number, number]
        return { total, ttl }
      } catch {
        return undefined
      }
    }
  }
  const windows = new Map<string, { total: number; ends: number }>()
  return async (ip, bytes) => {
    const now = Date.now()
    if (windows.size >= SWEEP_AT) for (const [k, w] of windows) if (w.ends <= now) windows.delete(k)
    let w = windows.get(ip)
    if (!w || w.ends <= now) {
      w = { total: 0, ends: now + WINDOW_MS }
      windows.set(ip, w)
    }
    w.total += bytes
    return { total: w.total, ttl: w.ends - now }
  }
}

/** The store's size, measured again only every SAMPLE_MS or SAMPLE_WRITES writes. */
function createSizeSampler(store: Store) {
  let size = 0
  let sampledAt = Number.NEGATIVE_INFINITY
  let writes = 0
  let sampling: Promise<void> | undefined
  return async () => {
    writes++
    if (writes < SAMPLE_WRITES && Date.now() - sampledAt < SAMPLE_MS) return size
    sampling ??= store
      .size()
      .then((bytes) => {
        size = bytes
        writes = 0
        sampledAt = Date.now()
      })
      // A store that cannot say is a store that the write itself will find unavailable.
      .catch(() => {})
      .finally(() => {
        sampling = undefined
      })
    await sampling
    return size
  }
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)

/**
 * Bounds what clients can store (issue 14.7): a budget of request body bytes of writes per client
 * IP per minute (WRITE_BUDGET; identities are free, IPs are not), and a cap on the whole store
 * (MAX_STORE_MB) past which writes answer 507 while reads and deletes keep working.
 */
async function writeLimits(
  app: FastifyInstance,
  opts: { store: Store; budget?: number; maxStoreBytes?: number; redis?: RedisClient },
) {
  const { budget, maxStoreBytes } = opts
  const spend = budget === undefined ? undefined : createBudget(opts.redis)
  const storeSize = maxStoreBytes === undefined ? undefined : createSizeSampler(opts.store)
  // Both off (the local default): no hook at all on the request path.
  if (!spend && !storeSize) return

  // After parsing, so that a GraphQL body can be told a query or a mutation.
  app.addHook('preValidation', async (req, reply) => {
    if (!isWrite(req)) return
    if (spend && budget !== undefined) {
      const bytes = bodyBytes(req)
      const spent = await spend(req.ip, bytes)
      // The request that crosses the budget still passes; once it is spent, writes wait.
      if (spent && spent.total - bytes >= budget) {
        const retryAfter = Math.max(1, Math.ceil(spent.ttl / 1000))
        return sendRefusal(
          req,
          reply,
          new ProblemError({
            code: 'RATE_LIMITED',
            detail: `This client wrote ${spent.total - bytes} bytes this minute, past its write budget of ${budget} bytes (WRITE_BUDGET); try again in ${retryAfter} s`,
            headers: { 'retry-after': String(retryAfter) },
          }),
        )
      }
    }
    // Deletes free space, so they stay allowed when the store is full.
    if (storeSize && maxStoreBytes !== undefined && req.method !== 'DELETE') {
      const size = await storeSize()
      if (size >= maxStoreBytes) {
        return sendRefusal(
          req,
          reply,
          new ProblemError({
            code: 'STORAGE_FULL',
            detail: `The store holds ${mb(size)} MB, at or past its limit of ${mb(maxStoreBytes)} MB (MAX_STORE_MB); reads and deletes still work`,
          }),
        )
      }
    }
  })
}

export default fp(writeLimits, { name: 'write-limits' })
