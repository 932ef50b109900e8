import type { Config } from '../config.ts'
import { createMemoryStore } from './memory/memory-store.ts'
import type { Store } from './port.ts'
import type { RedisClient } from './redis/redis-store.ts'
import { createRedisStore } from './redis/redis-store.ts'
import { createSqliteStore } from './sqlite/sqlite-store.ts'

/**
 * A store and, on Redis, its client: the rate limits and write budgets share the client so that
 * N instances count together. The store closes the client.
 */
export interface CreatedStore {
  store: Store
  redis?: RedisClient
}

/** The adapter the configuration names. */
export function createStore(
  config: Pick<Config, 'store' | 'dbPath' | 'redisUrl' | 'redisCluster' | 'sandboxTtlMs'>,
): CreatedStore {
  switch (config.store) {
    case 'memory':
      return { store: createMemoryStore(Date.now, { ttlMs: config.sandboxTtlMs }) }
    case 'sqlite':
      return { store: createSqliteStore(config.dbPath, Date.now, { ttlMs: config.sandboxTtlMs }) }
    case 'redis': {
      const store = createRedisStore({
        url: config.redisUrl,
        cluster: config.redisCluster,
        ttlMs: config.sandboxTtlMs,
      })
      return { store, redis: store.client }
    }
  }
}
