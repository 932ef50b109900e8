import { type Config, ConfigError } from '../config.ts'
import { createMemoryStore } from './memory/memory-store.ts'
import type { Store } from './port.ts'
import { createSqliteStore } from './sqlite/sqlite-store.ts'

/** The adapter the configuration names. */
export function createStore(config: Pick<Config, 'store' | 'dbPath'>): Store {
  switch (config.store) {
    case 'memory':
      return createMemoryStore()
    case 'sqlite':
      return createSqliteStore(config.dbPath)
    case 'redis':
      throw new ConfigError('the redis store is not available in this version yet; use sqlite or memory')
  }
}
