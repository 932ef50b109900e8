import type { Store } from '../port.ts'
import { createRedisBlobs } from './blobs.ts'
import { type ClusterNode, connect, type RedisClient, usedMemory } from './client.ts'
import { defineScripts } from './commands.ts'
import { createRedisContext } from './context.ts'
import { createRedisExpiry } from './expiry.ts'
import { createRedisIdempotency } from './idempotency.ts'
import { createRedisMeta } from './meta.ts'
import { createRedisOverlay } from './overlay.ts'
import { createRedisQueue } from './queue.ts'
import { createRedisVersions } from './versions.ts'

export type { ClusterNode, RedisClient } from './client.ts'

export interface RedisStoreOptions {
  url: string
  /** Nodes of a Redis Cluster to start from (REDIS_CLUSTER); `url` is then not used. */
  cluster?: ClusterNode[]
  /** Prepended to every key; tests give each store its own. */
  prefix?: string
  /** Sliding expiry of an identity's keys: SANDBOX_TTL. */
  ttlMs?: number
  now?: () => number
}

/**
 * The distributed adapter: many stateless instances share one Redis
 * (docs/contract/storage.md#distributed-mode). Checks and writes run in Lua scripts, so caps and
 * limits hold when instances race; expiry is Redis's. When Redis is unreachable every call fails at
 * once with `StoreUnavailableError` (a 503), and the client reconnects by itself when Redis
 * returns.
 */
export function createRedisStore(options: RedisStoreOptions): Store & { client: RedisClient } {
  const { client, guard } = connect(options.url, options.cluster)
  const c = createRedisContext({
    client,
    scripts: defineScripts(client),
    guard,
    now: options.now ?? Date.now,
    ttl: options.ttlMs ?? 10 * 86_400_000,
    prefix: options.prefix ?? 'pg:',
  })
  return {
    kind: 'redis',
    client,
    overlay: createRedisOverlay(c),
    versions: createRedisVersions(c),
    blobs: createRedisBlobs(c),
    meta: createRedisMeta(c),
    idempotency: createRedisIdempotency(c),
    queue: createRedisQueue(c),
    // The server's own figure (sampled by the caller): what a maxmemory policy would act on too.
    // On a cluster the data is spread over the masters: what the store occupies is their sum.
    size: guard(async () => usedMemory(client)),
    ping: guard(async () => {
      await client.ping()
    }),
    ...createRedisExpiry(c),
    async close() {
      client.disconnect()
    },
  }
}
