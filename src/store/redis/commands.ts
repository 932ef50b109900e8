import type { SwapResult } from '../port.ts'
import type { RedisClient } from './client.ts'
import { CLAIM_DUE, COMPLETE, ENQUEUE, RESCHEDULE } from './queue-scripts.ts'
import {
  ALL,
  BLOB_DROP,
  BLOB_PUT,
  CLAIM,
  CREATE,
  DROP,
  PUT,
  REPLAY,
  RESET,
  SWAP,
  UPDATE,
  VERSION,
} from './scripts.ts'

/** The scripts of `scripts.ts` and `queue-scripts.ts` as commands of the client. */
export type Scripts = {
  pgCreate(key: string, ...argv: (string | number)[]): Promise<number>
  pgUpdate(key: string, ...argv: (string | number)[]): Promise<number>
  pgSwap(key: string, ...argv: (string | number)[]): Promise<SwapResult>
  pgPut(key: string, ...argv: (string | number)[]): Promise<number>
  pgDrop(key: string, ...argv: (string | number)[]): Promise<number>
  pgReset(key: string, ...argv: (string | number)[]): Promise<number>
  pgAll(key: string, ...argv: (string | number)[]): Promise<Array<[string, string[]]>>
  pgReplay(key: string, ...argv: (string | number)[]): Promise<number>
  pgClaim(key: string, ...argv: (string | number)[]): Promise<string | null>
  pgBlobPut(key: string, ...argv: (string | number | Buffer)[]): Promise<number>
  pgBlobDrop(key: string, ...argv: (string | number)[]): Promise<number>
  pgEnqueue(...keysAndArgv: (string | number)[]): Promise<number>
  pgClaimDue(...keysAndArgv: (string | number)[]): Promise<string[]>
  pgComplete(...keysAndArgv: (string | number)[]): Promise<number>
  pgReschedule(...keysAndArgv: (string | number)[]): Promise<number>
  pgVersion(key: string, base: string): Promise<string>
}

/** Defines the scripts on `client` (ioredis runs each by its hash, loading it when missing). */
export function defineScripts(client: RedisClient): Scripts {
  client.defineCommand('pgCreate', { numberOfKeys: 1, lua: CREATE })
  client.defineCommand('pgUpdate', { numberOfKeys: 1, lua: UPDATE })
  client.defineCommand('pgSwap', { numberOfKeys: 1, lua: SWAP })
  client.defineCommand('pgPut', { numberOfKeys: 1, lua: PUT })
  client.defineCommand('pgDrop', { numberOfKeys: 1, lua: DROP })
  client.defineCommand('pgReset', { numberOfKeys: 1, lua: RESET })
  client.defineCommand('pgAll', { numberOfKeys: 1, lua: ALL })
  client.defineCommand('pgReplay', { numberOfKeys: 1, lua: REPLAY })
  client.defineCommand('pgClaim', { numberOfKeys: 1, lua: CLAIM })
  client.defineCommand('pgBlobPut', { numberOfKeys: 1, lua: BLOB_PUT })
  client.defineCommand('pgBlobDrop', { numberOfKeys: 1, lua: BLOB_DROP })
  client.defineCommand('pgVersion', { numberOfKeys: 1, lua: VERSION })
  client.defineCommand('pgEnqueue', { numberOfKeys: 3, lua: ENQUEUE })
  client.defineCommand('pgClaimDue', { numberOfKeys: 3, lua: CLAIM_DUE })
  client.defineCommand('pgComplete', { numberOfKeys: 3, lua: COMPLETE })
  client.defineCommand('pgReschedule', { numberOfKeys: 3, lua: RESCHEDULE })
  return client as unknown as Scripts
}
