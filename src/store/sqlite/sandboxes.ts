import type Database from 'better-sqlite3'
import type { EntryKind, Item } from '../port.ts'
import type { Calls } from './calls.ts'
import type { Statements } from './statements.ts'

/** A `count(*) AS n` row's count. */
export const count = (row: { n: number } | undefined) => (row as { n: number }).n

/** What every facet shares of the `sandboxes` table: its expiry, and how a write stamps it. */
export interface Sandboxes {
  readonly now: () => number
  /** How long an idle sandbox lives (+Infinity: for ever). */
  readonly ttl: number
  /** When the identity's sandbox expires (its last write plus the TTL); +Infinity: none stored. */
  expiresAt(identity: string): number
  /** Removes what is left of the identity's sandbox once it has expired, so a write starts afresh. */
  purgeIfExpired(identity: string): void
  /** Writes an entry, stamping the sandbox: its next `seq`, and its last write now. */
  write(identity: string, resource: string, id: string, kind: EntryKind, item: Item | null): void
  /** Stamps the sandbox's last write now. */
  touch(identity: string): void
}

/** What every facet of the SQLite adapter is built from. */
export type SqliteContext = {
  db: Database.Database
  /** @internal (its type names better-sqlite3's, which a declaration file cannot) */
  q: Statements
} & Sandboxes &
  Calls

/** @internal (takes the statements, whose type a declaration file cannot name) */
export function createSandboxes(q: Statements, now: () => number, ttl: number): Sandboxes {
  const expiresAt = (identity: string) => {
    const row = q.touched.get(identity)
    return row ? row.touched + ttl : Number.POSITIVE_INFINITY
  }
  return {
    now,
    ttl,
    expiresAt,
    // A sandbox idle past the TTL is gone the moment it expires, not at the next sweep: every
    // read checks, and a write first removes what is left of it, so it starts afresh.
    purgeIfExpired(identity) {
      if (now() >= expiresAt(identity)) {
        q.clearAll.run(identity)
        q.blobsClear.run(identity)
        q.forget.run(identity)
      }
    },
    write(identity, resource, id, kind, item) {
      const at = now()
      const { no, seq } = q.touch.get(identity, at) as { no: number; seq: number }
      q.upsert.run(no, resource, id, kind, seq, at, item === null ? null : JSON.stringify(item))
    },
    touch(identity) {
      q.touch.get(identity, now())
    },
  }
}
