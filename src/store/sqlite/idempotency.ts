import { claimTakes, type Idempotency, type IdempotencyRecord } from '../port.ts'
import type { SqliteContext } from './sandboxes.ts'

/**
 * Idempotency keys in the `idempotency` table, committed with the writes of the same turn: a
 * claim is as durable as the record after it.
 */
export function createSqliteIdempotency({ db, q, now, committed }: SqliteContext): Idempotency {
  const claim = db.transaction(
    (identity: string, key: string, fingerprint: string, ttlMs: number, leaseMs: number) => {
      const row = q.keyGet.get(identity, key, now())
      const held = row && (JSON.parse(row.record) as IdempotencyRecord)
      if (!claimTakes(held, fingerprint, now())) return held
      const record = { fingerprint, running: now() + leaseMs }
      q.keySet.run(identity, key, JSON.stringify(record), now() + ttlMs)
      return undefined
    },
  )
  const complete = db.transaction(
    (identity: string, key: string, record: Omit<IdempotencyRecord, 'running'>, ttlMs: number) => {
      q.keySet.run(identity, key, JSON.stringify(record), now() + ttlMs)
    },
  )
  return { claim: committed(claim), complete: committed(complete) }
}
