import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import type { Store } from '../port.ts'
import { withWriteVersions } from '../write-versions.ts'
import { createSqliteBlobs } from './blobs.ts'
import { createCalls } from './calls.ts'
import { createCheckpoints } from './checkpoints.ts'
import { expireSandboxes } from './expiry.ts'
import { createSqliteIdempotency } from './idempotency.ts'
import { createSqliteMeta } from './meta.ts'
import { migrate } from './migrate.ts'
import { createSqliteOverlay } from './overlay.ts'
import { createSqliteQueue } from './queue.ts'
import { count, createSandboxes, type SqliteContext } from './sandboxes.ts'
import { prepareStatements } from './statements.ts'

/** The file at `path` (made with its folder when missing) in WAL mode, in the current layout. */
function open(path: string): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('busy_timeout = 5000')
  migrate(db)
  return db
}

/**
 * The default adapter: one SQLite file in WAL mode. Every write is committed (in a group
 * commit with the writes of the same event-loop turn) before its promise resolves, so an
 * acknowledged write survives the process being killed (`synchronous=NORMAL` in WAL mode loses
 * nothing on a process crash, only on power loss). Overlay reads are kept parsed in memory
 * (`kept-reads.ts`) behind the shared read-cache decorator.
 */
export function createSqliteStore(
  path: string,
  now: () => number = Date.now,
  options: {
    ttlMs?: number
    /** The write-ahead log's size that starts a checkpoint (`checkpoints.ts`). */
    checkpointLogBytes?: number
  } = {},
): Store {
  const ttl = options.ttlMs ?? Number.POSITIVE_INFINITY
  const db = open(path)
  const q = prepareStatements(db)
  // A database in memory has no log to copy.
  const checkpoints =
    path === ':memory:' ? undefined : createCheckpoints(db, path, options.checkpointLogBytes)
  const c: SqliteContext = {
    db,
    q,
    ...createSandboxes(q, now, ttl),
    ...createCalls(db, checkpoints),
  }
  const { guard } = c
  const { overlay: cached, kept } = createSqliteOverlay(c)
  const expire = expireSandboxes(c)

  const store: Store = {
    kind: 'sqlite',
    overlay: cached,
    blobs: createSqliteBlobs(c),
    meta: createSqliteMeta(c),
    idempotency: createSqliteIdempotency(c),
    queue: createSqliteQueue(c),
    // The pages in use (free pages are reused before the file grows), the WAL's included.
    size: guard(() => (q.pages.get() as { bytes: number }).bytes),
    ping: guard(() => {
      q.ping.get()
    }),
    stats: guard(() => ({ identities: count(q.countSandboxes.get(now() - ttl)) })),
    expire: guard((before: number) => {
      kept.clear()
      return expire(before)
    }),
    async close() {
      // The thread first, then what is queued, then the file: nothing can queue in between.
      await checkpoints?.close()
      c.flush()
      if (db.open) db.close()
    },
  }
  // Every write passes through this process, so its versions are exact (issue 22); an identity
  // not remembered is asked of `sandboxes`, which every write touches.
  const { overlay, versions } = withWriteVersions(
    store.overlay,
    (identity) => q.touched.get(identity)?.touched,
    ttl,
    now,
  )
  return { ...store, overlay, versions }
}
