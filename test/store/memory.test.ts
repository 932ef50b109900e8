import { createMemoryStore } from '../../src/store/memory/memory-store.ts'
import { runStoreContract } from './contract.ts'

runStoreContract('memory', (now) => createMemoryStore(now))
