import type { Guard, RedisClient } from './client.ts'
import type { Scripts } from './commands.ts'

/** What every facet of the Redis adapter is built from: the client, its scripts, the keys. */
export interface RedisContext {
  client: RedisClient
  scripts: Scripts
  guard: Guard
  now: () => number
  /** Sliding expiry of an identity's keys. */
  ttl: number
  /** Prepended to every key. */
  prefix: string
  /** What every key of the identity starts with; the hash tag puts them all in one slot. */
  base(identity: string): string
  /** The key a script of the identity is routed by (its write counter, `n`). */
  route(identity: string): string
  /** The sorted set of identities scored by their last write: the sweep's and stats' index. */
  identities: string
  /** Scores the identity's last write now in `identities`. */
  seen(identity: string): Promise<unknown>
}

export function createRedisContext(
  fields: Pick<RedisContext, 'client' | 'scripts' | 'guard' | 'now' | 'ttl' | 'prefix'>,
): RedisContext {
  const { client, now, prefix } = fields
  const base = (identity: string) => `${prefix}{${identity}}:`
  const identities = `${prefix}identities`
  return {
    ...fields,
    base,
    route: (identity) => `${base(identity)}n`,
    identities,
    seen: (identity) => client.zadd(identities, now(), identity),
  }
}
