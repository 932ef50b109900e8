import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { type OverlayWrites, withReadCache } from '../caching-overlay.ts'
import {
  type ClaimShare,
  capOf,
  claimTakes,
  type EntryKind,
  type EntryWrite,
  type GroupLimit,
  holdsUnique,
  type IdempotencyRecord,
  type Item,
  type ReplayLimits,
  roomOf,
  type Store,
  StoreUnavailableError,
  type SwapCreate,
  takeInTurns,
  type UniqueKeys,
} from '../port.ts'
import { withWriteVersions } from '../write-versions.ts'
import { createCheckpoints } from './checkpoints.ts'
import { createGroupCommit } from './group-commit.ts'
import { createKeptReads } from './kept-reads.ts'
import { migrate } from './migrate.ts'
import { prepareStatements, toEntry } from './statements.ts'

/** The code of a SQLite failure (`SQLITE_FULL`, `SQLITE_BUSY`, `SQLITE_IOERR_WRITE` …), if it is one. */
function sqliteCode(err: unknown): string | undefined {
  return err instanceof Database.SqliteError ? err.code : undefined
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
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('busy_timeout = 5000')
  migrate(db)
  const q = prepareStatements(db)
  // A database in memory has no log to copy.
  const checkpoints =
    path === ':memory:' ? undefined : createCheckpoints(db, path, options.checkpointLogBytes)

  // Any SQLite failure (every one carries a `SQLITE_…` code: the disk full, the file locked past
  // busy_timeout, an I/O error) and any call on a closed handle is the store being unavailable,
  // not a bug in the request: the HTTP layer turns it into a 503.
  const failure = (err: unknown) =>
    sqliteCode(err) !== undefined || !db.open
      ? new StoreUnavailableError((err as Error).message, { cause: err })
      : err
  /** A synchronous call as the port's promise, its failure translated. */
  const guard =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): Promise<R> => {
      try {
        return Promise.resolve(fn(...args))
      } catch (err) {
        return Promise.reject(failure(err))
      }
    }

  /** When the identity's sandbox expires (its last write plus the TTL); +Infinity: none stored. */
  const expiresAt = (identity: string) => {
    const row = q.touched.get(identity)
    return row ? row.touched + ttl : Number.POSITIVE_INFINITY
  }
  // A sandbox idle past the TTL is gone the moment it expires, not at the next sweep: every read
  // checks, and a write first removes what is left of it, so it starts afresh.
  const purgeIfExpired = (identity: string) => {
    if (now() >= expiresAt(identity)) {
      q.clearAll.run(identity)
      q.blobsClear.run(identity)
      q.forget.run(identity)
    }
  }
  const count = (row: { n: number } | undefined) => (row as { n: number }).n

  const write = (
    identity: string,
    resource: string,
    id: string,
    kind: EntryKind,
    item: Item | null,
  ) => {
    const at = now()
    const { no, seq } = q.touch.get(identity, at) as { no: number; seq: number }
    q.upsert.run(no, resource, id, kind, seq, at, item === null ? null : JSON.stringify(item))
  }

  // Each write is a better-sqlite3 transaction; run inside the group commit's transaction it
  // nests as a savepoint, so a write that throws rolls back alone.
  const create = db.transaction(
    (
      identity: string,
      resource: string,
      item: Item & { id: string },
      cap: number,
      group?: GroupLimit,
      unique?: UniqueKeys,
    ) => {
      purgeIfExpired(identity)
      if (count(q.countCreated.get(identity, resource)) >= cap) return false
      if (
        unique &&
        q.entries.all(identity, resource).some((row) => holdsUnique(toEntry(row).item, unique))
      )
        return false
      // The first entry of a resource under the group's prefix adds a resource to the group.
      if (
        group &&
        resource.startsWith(group.prefix) &&
        count(q.resourceSize.get(identity, resource)) === 0 &&
        count(q.groupSize.get(identity, group.prefix.length, group.prefix)) >= group.max
      )
        return false
      write(identity, resource, item.id, 'created', item)
      return true
    },
  )
  // The row read here, inside the write's transaction, is the stored truth: the read cache may
  // still hold a record that a delete earlier in the same group commit removed.
  const update = db.transaction(
    (identity: string, resource: string, id: string, kind: 'created' | 'updated', item: Item) => {
      const old = q.kindOf.get(identity, resource, id)?.kind
      if (kind === 'created' ? old !== 'created' : old === 'deleted') return false
      write(identity, resource, id, kind, item)
      return true
    },
  )
  // The stored JSON is what this process wrote (`JSON.stringify`), and the expected item was
  // parsed from it, so equal states give equal text.
  const swap = db.transaction(
    (
      identity: string,
      resource: string,
      id: string,
      expected: Item,
      item: Item,
      also?: SwapCreate,
    ) => {
      purgeIfExpired(identity)
      const old = q.get.get(identity, resource, id)
      if (old?.kind !== 'created' || old.item !== JSON.stringify(expected)) return 'changed'
      if (also && count(q.countCreated.get(identity, also.resource)) >= also.cap) return 'full'
      if (also) write(identity, also.resource, also.item.id, 'created', also.item)
      write(identity, resource, id, 'created', item)
      return 'done'
    },
  )
  const put = db.transaction(
    (identity: string, resource: string, id: string, kind: EntryKind, item: Item | null) => {
      purgeIfExpired(identity)
      write(identity, resource, id, kind, item)
    },
  )
  const drop = db.transaction((identity: string, resource: string, id: string) => {
    purgeIfExpired(identity)
    if (q.drop.run(identity, resource, id).changes === 0) return false
    q.touch.get(identity, now())
    return true
  })
  const reset = db.transaction((identity: string) => {
    purgeIfExpired(identity)
    const n = q.clearAll.run(identity).changes
    q.blobsClear.run(identity)
    q.forget.run(identity)
    return n
  })
  const blobPut = db.transaction((identity: string, id: string, bytes: Buffer) => {
    purgeIfExpired(identity)
    q.blobPut.run(identity, id, bytes)
    q.touch.get(identity, now())
  })
  const blobDrop = db.transaction((identity: string, id: string) => {
    purgeIfExpired(identity)
    if (q.blobDrop.run(identity, id).changes === 0) return false
    q.touch.get(identity, now())
    return true
  })
  const withinLimits = (identity: string, limits: ReplayLimits) => {
    for (const { resource, n } of q.createdPerResource.all(identity)) {
      const cap = capOf(limits, resource)
      if (cap !== undefined && n > cap) return false
    }
    return (limits.groups ?? []).every(
      (group) => count(q.groupSize.get(identity, group.prefix.length, group.prefix)) <= group.max,
    )
  }
  const replay = db.transaction(
    (identity: string, clear: 'all' | string[], writes: EntryWrite[], limits: ReplayLimits) => {
      q.importBegin.run()
      purgeIfExpired(identity)
      if (clear === 'all') q.clearAll.run(identity)
      else for (const r of clear) q.clearResource.run(identity, r)
      for (const w of writes) write(identity, w.resource, w.id, w.kind, w.item)
      const ok = withinLimits(identity, limits)
      if (ok) q.touch.get(identity, now())
      else q.importUndo.run()
      q.importEnd.run()
      return ok
    },
  )
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
  const getOrSet = db.transaction((key: string, value: string) => {
    q.metaInsert.run(key, value)
    return (q.metaGet.get(key) as { value: string }).value
  })
  // Read and lease in one transaction (within the group commit's), which this process runs
  // one at a time: two claims never read the same free job.
  // A group's turn follows its jobs: recomputed whenever they change (`served` a claim's time).
  const retune = (group: string, served = 0) => {
    const first = q.groupFirst.get(group)?.first
    if (first === null || first === undefined) q.turnDrop.run(group)
    else q.turnSet.run(group, served, Math.max(served, first))
  }
  const claimDue = db.transaction(
    (at: number, leaseMs: number, limit: number, share?: ClaimShare) => {
      const lease = randomUUID()
      const groups = q.turnsDue.all(at).map(({ grp }) => {
        const room = roomOf(grp, limit, share)
        return room > 0 ? q.groupDue.all(grp, at, room) : []
      })
      const due = takeInTurns(groups, limit)
      for (const job of due) q.jobLease.run(at + leaseMs, lease, job.id)
      for (const group of new Set(due.map((job) => job.grp))) retune(group, at)
      return due.map((job) => ({ id: job.id, payload: job.payload, lease }))
    },
  )
  const expire = db.transaction((before: number) => {
    q.keysExpire.run(now())
    q.expireEntries.run(before)
    q.expireBlobs.run(before)
    return q.expireSandboxes.run(before).changes
  })

  const inTransaction = db.transaction((batch: () => void) => batch())
  const commits = createGroupCommit({
    transaction: (batch) => {
      try {
        inTransaction(batch)
      } catch (err) {
        throw failure(err)
      }
      checkpoints?.committed()
    },
    // Asked when the batch is due, not when it was queued: a pause begun since holds it too.
    schedule: (flush) => {
      const due = () => {
        const pause = checkpoints?.pause
        if (pause) void pause.then(due)
        else flush()
      }
      setImmediate(due)
    },
  })
  /** `fn` (a transaction) run in the next group commit. */
  const committed =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): Promise<R> =>
      commits.enqueue(() => {
        try {
          return fn(...args)
        } catch (err) {
          throw failure(err)
        }
      })

  const kept = createKeptReads({
    now,
    expiresAt,
    load(identity, resource) {
      const rows = q.entries.all(identity, resource)
      // The stored JSON, plus a little for each entry's own fields.
      const bytes = rows.reduce((n, row) => n + 64 + (row.item?.length ?? 0), 0)
      return { entries: rows.map(toEntry), bytes }
    },
    loadOne(identity, resource, id) {
      const row = q.get.get(identity, resource, id)
      return row && toEntry(row)
    },
  })

  // The writes and `all`; `entries` and `get` come from the kept reads, through the decorator.
  const writes: OverlayWrites = {
    all: guard((identity: string) =>
      now() >= expiresAt(identity)
        ? []
        : q.all.all(identity).map((row) => ({ ...toEntry(row), resource: row.resource })),
    ),
    touchedAt: guard((identity: string) =>
      now() >= expiresAt(identity) ? undefined : q.touched.get(identity)?.touched,
    ),
    create: committed(create),
    update: committed(update),
    swap: committed(swap),
    put: committed(put),
    drop: committed(drop),
    reset: committed(reset),
    replay: committed(replay),
    holders: guard((resource: string) => q.holders.all(resource).map((row) => row.identity)),
  }

  const store: Store = {
    kind: 'sqlite',
    overlay: withReadCache(writes, {
      // A fresh array of the kept, frozen entries: nothing a caller does changes the cache.
      entries: guard((identity: string, resource: string) => [...kept.entries(identity, resource)]),
      get: guard(kept.get),
      forget: kept.forget,
    }),
    blobs: {
      put: committed(blobPut),
      get: guard((identity: string, id: string) =>
        now() >= expiresAt(identity) ? undefined : q.blobGet.get(identity, id)?.data,
      ),
      drop: committed(blobDrop),
    },
    meta: { getOrSet: guard(getOrSet) },
    // Committed with the writes of the same turn: a claim is as durable as the record after it.
    idempotency: {
      claim: committed(claim),
      complete: committed(complete),
    },
    queue: {
      enqueue: committed((id: string, payload: string, due: number, group = '') => {
        const before = q.jobGroup.get(id)?.grp
        q.jobSet.run(id, payload, due, group)
        if (before !== undefined && before !== group) retune(before)
        retune(group)
      }),
      claimDue: committed(claimDue),
      complete: committed((id: string, lease: string) => {
        const done = q.jobDone.get(id, lease)
        if (done) retune(done.grp)
        return done !== undefined
      }),
      reschedule: committed((id: string, lease: string, payload: string, due: number) => {
        const again = q.jobAgain.get(payload, due, id, lease)
        if (again) retune(again.grp)
        return again !== undefined
      }),
    },
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
      commits.flush()
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
