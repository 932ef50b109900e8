import type { Config } from '../config.ts'
import { createMemoryStore } from './memory/memory-store.ts'
import type { Store } from './port.ts'
import { createRedisStore } from './redis/redis-store.ts'
import { createSqliteStore } from './sqlite/sqlite-store.ts'

/** The adapter the configuration names. */
export function createStore(
  config: Pick<Config, 'store' | 'dbPath' | 'redisUrl' | 'sandboxTtlMs'>,
): Store {
  switch (config.store) {
    case 'memory':
      return createMemoryStore(Date.now, { ttlMs: config.sandboxTtlMs })
    case 'sqlite':
      return createSqliteStore(config.dbPath, Date.now, { ttlMs: config.sandboxTtlMs })
    case 'redis':
      return createRedisStore({ url: config.redisUrl, ttlMs: config.sandboxTtlMs })
  }
}
