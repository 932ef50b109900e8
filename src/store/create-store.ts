import { type Config, ConfigError } from '../config.ts'
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
      try {
        return { store: createSqliteStore(config.dbPath, Date.now, { ttlMs: config.sandboxTtlMs }) }
      } catch (err) {
        throw nativeModuleMissing(err) ?? err
      }
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

/**
 * better-sqlite3's native module failing to load (no build for this Node or platform, a missing
 * shared library) as one line naming the cause and the ways out, instead of the eleven paths
 * `bindings` lists; undefined for any other error.
 */
function nativeModuleMissing(err: unknown): ConfigError | undefined {
  const { code, message = '' } = (err ?? {}) as { code?: string; message?: string }
  const missing = /Could not locate the bindings file/.test(message)
  const unloadable =
    code === 'ERR_DLOPEN_FAILED' || /NODE_MODULE_VERSION|invalid ELF header/.test(message)
  if (!missing && !unloadable) return undefined
  const cause = missing
    ? 'it was never built for this machine'
    : (message.split('\n')[0] ?? '').slice(0, 160)
  return new ConfigError(
    `the sqlite store cannot load better-sqlite3's native module (${cause}); start with --store memory (nothing is kept after a restart), or install build tools (python3, make, g++) and run npm rebuild better-sqlite3`,
  )
}
