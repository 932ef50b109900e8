import type { Store } from '../port.ts'
import type { RedisContext } from './context.ts'

/**
 * Redis expires idle sandboxes by itself (the sliding PEXPIRE); the sweep forgets what the index
 * still lists as idle, which keeps both in step. The index's scores count the live ones.
 */
export function createRedisExpiry(c: RedisContext): Pick<Store, 'stats' | 'expire'> {
  const { client, scripts, guard, now, ttl, base, route, identities } = c
  return {
    stats: guard(async () => ({
      identities: await client.zcount(identities, now() - ttl, '+inf'),
    })),
    expire: guard(async (before: number) => {
      const idle = await client.zrangebyscore(identities, '-inf', `(${before}`)
      for (const identity of idle) await scripts.pgReset(route(identity), base(identity))
      if (idle.length > 0) await client.zrem(identities, ...idle)
      return idle.length
    }),
  }
}
