import type { SqliteContext } from './sandboxes.ts'

/**
 * The sweep: in one transaction, forgets expired idempotency keys, and sandboxes whose last write
 * is older than `before` with their entries and files; returns how many sandboxes.
 */
export function expireSandboxes({ db, q, now }: SqliteContext): (before: number) => number {
  return db.transaction((before: number) => {
    q.keysExpire.run(now())
    q.expireEntries.run(before)
    q.expireBlobs.run(before)
    return q.expireSandboxes.run(before).changes
  })
}
