import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { deepFreeze } from '../../lib/deep-freeze.ts'
import { createReadCache } from '../../lib/read-cache.ts'
import {
  capOf,
  type EntryKind,
  type EntryWrite,
  type GroupLimit,
  holdsUnique,
  type IdempotencyRecord,
  type Item,
  type OverlayEntry,
  type ReplayLimits,
  type Store,
  StoreUnavailableError,
  type UniqueKeys,
} from '../port.ts'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS sandboxes (
  identity TEXT PRIMARY KEY,
  seq INTEGER NOT NULL,
  touched INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS sandboxes_touched ON sandboxes (touched);
CREATE TABLE IF NOT EXISTS entries (
  identity TEXT NOT NULL,
  resource TEXT NOT NULL,
  id TEXT NOT NULL,
  kind TEXT NOT NULL,
  seq INTEGER NOT NULL,
  at INTEGER NOT NULL,
  item TEXT,
  PRIMARY KEY (identity, resource, id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS entries_by_seq ON entries (identity, seq);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS idempotency (
  identity TEXT NOT NULL,
  key TEXT NOT NULL,
  record TEXT NOT NULL,
  expires INTEGER NOT NULL,
  PRIMARY KEY (identity, key)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS idempotency_expires ON idempotency (expires);
`

const NONE: readonly OverlayEntry[] = Object.freeze([])

type Row = {
  resource: string
  id: string
  kind: EntryKind
  seq: number
  at: number
  item: string | null
}

/** Identities' overlay reads kept parsed in memory (see `cachedEntries`): at most this many, */
const CACHE_MAX = 10_000
/**
 * holding at most this much stored JSON in all. One read may be large (a custom collection is up
 * to 500 records of 16 KB, a resource's updates up to one 100 KB body per baseline record), so a
 * count alone would let a few sandboxes fill the heap; a read above an eighth of it is not kept.
 */
const CACHE_MAX_BYTES = 32 * 1024 * 1024

const toEntry = (row: Row): OverlayEntry => ({
  id: row.id,
  kind: row.kind,
  seq: row.seq,
  at: row.at,
  item: row.item === null ? null : (JSON.parse(row.item) as Item),
})

/**
 * The default adapter: one SQLite file in WAL mode. Every write is committed (in a group
 * commit with the writes of the same event-loop turn) before its promise resolves, so an acknowledged write survives the process being killed
 * (`synchronous=NORMAL` in WAL mode loses nothing on a process crash, only on power loss).
 */
export function createSqliteStore(
  path: string,
  now: () => number = Date.now,
  options: { ttlMs?: number } = {},
): Store {
  const ttl = options.ttlMs ?? Number.POSITIVE_INFINITY
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('busy_timeout = 5000')
  db.exec(SCHEMA)

  const q = {
    entries: db.prepare<[string, string], Row>(
      'SELECT resource, id, kind, seq, at, item FROM entries WHERE identity = ? AND resource = ? ORDER BY seq',
    ),
    all: db.prepare<[string], Row>(
      'SELECT resource, id, kind, seq, at, item FROM entries WHERE identity = ? ORDER BY seq',
    ),
    get: db.prepare<[string, string, string], Row>(
      'SELECT resource, id, kind, seq, at, item FROM entries WHERE identity = ? AND resource = ? AND id = ?',
    ),
    kindOf: db.prepare<[string, string, string], { kind: EntryKind }>(
      'SELECT kind FROM entries WHERE identity = ? AND resource = ? AND id = ?',
    ),
    countCreated: db.prepare<[string, string], { n: number }>(
      "SELECT count(*) AS n FROM entries WHERE identity = ? AND resource = ? AND kind = 'created'",
    ),
    groupSize: db.prepare<[string, number, string], { n: number }>(
      'SELECT count(DISTINCT resource) AS n FROM entries WHERE identity = ? AND substr(resource, 1, ?) = ?',
    ),
    resourceSize: db.prepare<[string, string], { n: number }>(
      'SELECT count(*) AS n FROM entries WHERE identity = ? AND resource = ?',
    ),
    createdPerResource: db.prepare<[string], { resource: string; n: number }>(
      "SELECT resource, count(*) AS n FROM entries WHERE identity = ? AND kind = 'created' GROUP BY resource",
    ),
    touch: db.prepare<[string, number], { seq: number }>(
      `INSERT INTO sandboxes (identity, seq, touched) VALUES (?, 1, ?)
       ON CONFLICT (identity) DO UPDATE SET seq = seq + 1, touched = excluded.touched
       RETURNING seq`,
    ),
    upsert: db.prepare<[string, string, string, EntryKind, number, number, string | null]>(
      `INSERT INTO entries (identity, resource, id, kind, seq, at, item) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (identity, resource, id) DO UPDATE SET kind = excluded.kind, item = excluded.item`,
    ),
    drop: db.prepare<[string, string, string]>(
      'DELETE FROM entries WHERE identity = ? AND resource = ? AND id = ?',
    ),
    clearAll: db.prepare<[string]>('DELETE FROM entries WHERE identity = ?'),
    clearResource: db.prepare<[string, string]>(
      'DELETE FROM entries WHERE identity = ? AND resource = ?',
    ),
    forget: db.prepare<[string]>('DELETE FROM sandboxes WHERE identity = ?'),
    expireEntries: db.prepare<[number]>(
      'DELETE FROM entries WHERE identity IN (SELECT identity FROM sandboxes WHERE touched < ?)',
    ),
    expireSandboxes: db.prepare<[number]>('DELETE FROM sandboxes WHERE touched < ?'),
    countSandboxes: db.prepare<[number], { n: number }>(
      'SELECT count(*) AS n FROM sandboxes WHERE touched > ?',
    ),
    touched: db.prepare<[string], { touched: number }>(
      'SELECT touched FROM sandboxes WHERE identity = ?',
    ),
    metaInsert: db.prepare<[string, string]>(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING',
    ),
    metaGet: db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?'),
    ping: db.prepare('SELECT 1'),
    keyGet: db.prepare<[string, string, number], { record: string }>(
      'SELECT record FROM idempotency WHERE identity = ? AND key = ? AND expires > ?',
    ),
    keySet: db.prepare<[string, string, string, number]>(
      `INSERT INTO idempotency (identity, key, record, expires) VALUES (?, ?, ?, ?)
       ON CONFLICT (identity, key) DO UPDATE SET record = excluded.record, expires = excluded.expires`,
    ),
    keysExpire: db.prepare<[number]>('DELETE FROM idempotency WHERE expires <= ?'),
    pages: db.prepare<[], { bytes: number }>(
      `SELECT (page_count - freelist_count) * page_size AS bytes
       FROM pragma_page_count(), pragma_freelist_count(), pragma_page_size()`,
    ),
  }

  /** When the identity's sandbox expires (its last write plus the TTL); undefined: none stored. */
  const expiresAt = (identity: string) => {
    const row = q.touched.get(identity)
    return row && row.touched + ttl
  }
  // A sandbox idle past the TTL is gone the moment it expires, not at the next sweep: every read
  // checks (see `cachedEntries`), and a write first removes what is left of it, so it starts afresh.
  const purgeIfExpired = (identity: string) => {
    const expires = expiresAt(identity)
    if (expires !== undefined && now() >= expires) {
      q.clearAll.run(identity)
      q.forget.run(identity)
    }
  }

  const write = (
    identity: string,
    resource: string,
    id: string,
    kind: EntryKind,
    item: Item | null,
  ) => {
    const at = now()
    const { seq } = q.touch.get(identity, at) as { seq: number }
    q.upsert.run(identity, resource, id, kind, seq, at, item === null ? null : JSON.stringify(item))
  }

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
      const { n } = q.countCreated.get(identity, resource) as { n: number }
      if (n >= cap) return false
      if (
        unique &&
        q.entries.all(identity, resource).some((row) => holdsUnique(toEntry(row).item, unique))
      )
        return false
      const joinsGroup = group && resource.startsWith(group.prefix)
      if (
        group &&
        joinsGroup &&
        (q.resourceSize.get(identity, resource) as { n: number }).n === 0
      ) {
        if (
          (q.groupSize.get(identity, group.prefix.length, group.prefix) as { n: number }).n >=
          group.max
        )
          return false
      }
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
  const drop = db.transaction((identity: string, resource: string, id: string) => {
    purgeIfExpired(identity)
    if (q.drop.run(identity, resource, id).changes === 0) return false
    q.touch.get(identity, now())
    return true
  })
  const reset = db.transaction((identity: string) => {
    purgeIfExpired(identity)
    const n = q.clearAll.run(identity).changes
    q.forget.run(identity)
    return n
  })
  class LimitBroken extends Error {}
  const replay = db.transaction(
    (identity: string, clear: 'all' | string[], writes: EntryWrite[], limits: ReplayLimits) => {
      purgeIfExpired(identity)
      if (clear === 'all') q.clearAll.run(identity)
      else for (const r of clear) q.clearResource.run(identity, r)
      for (const w of writes) write(identity, w.resource, w.id, w.kind, w.item)
      // Throwing inside db.transaction rolls the whole import back.
      for (const { resource, n } of q.createdPerResource.all(identity)) {
        const cap = capOf(limits, resource)
        if (cap !== undefined && n > cap) throw new LimitBroken()
      }
      for (const group of limits.groups ?? []) {
        if (
          (q.groupSize.get(identity, group.prefix.length, group.prefix) as { n: number }).n >
          group.max
        )
          throw new LimitBroken()
      }
      q.touch.get(identity, now())
    },
  )
  const expire = db.transaction((before: number) => {
    q.expireEntries.run(before)
    return q.expireSandboxes.run(before).changes
  })
  const claim = db.transaction(
    (identity: string, key: string, fingerprint: string, ttlMs: number) => {
      const held = q.keyGet.get(identity, key, now())
      if (held) return JSON.parse(held.record) as IdempotencyRecord
      q.keySet.run(identity, key, JSON.stringify({ fingerprint }), now() + ttlMs)
      return undefined
    },
  )
  const complete = db.transaction(
    (identity: string, key: string, record: Required<IdempotencyRecord>, ttlMs: number) => {
      q.keySet.run(identity, key, JSON.stringify(record), now() + ttlMs)
    },
  )
  const getOrSet = db.transaction((key: string, value: string) => {
    q.metaInsert.run(key, value)
    return (q.metaGet.get(key) as { value: string }).value
  })

  // A SQLite failure (disk full, file locked past busy_timeout, closed handle) is the store
  // being unavailable, not a bug in the request: the HTTP layer turns it into a 503.
  const guard =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    async (...args: A): Promise<Awaited<R>> => {
      try {
        // Awaited, so that a write failing in its group commit is translated too.
        return await fn(...args)
      } catch (err) {
        if (err instanceof LimitBroken) throw err
        if (err instanceof Database.SqliteError || (err as Error).message?.includes('database')) {
          throw new StoreUnavailableError((err as Error).message, { cause: err })
        }
        throw err
      }
    }

  // Parsed overlay reads, kept until the next write of that identity. This process is the
  // file's only writer (one instance per SQLite file), so the cache cannot go stale; entries are
  // frozen, so no caller can change it. Reading 30 rows and parsing their JSON per list request
  // was the main cost of a list for an identity with an overlay (BENCHMARKS.md).
  // Each read is kept with the moment its sandbox expires, so a hit past it is no hit.
  const cache = createReadCache<{ entries: readonly OverlayEntry[]; expires: number }>({
    maxEntries: CACHE_MAX,
    maxBytes: CACHE_MAX_BYTES,
    maxEntryBytes: CACHE_MAX_BYTES / 8,
  })
  const cacheKey = (identity: string, resource: string) => `${identity}\u0000${resource}`
  const evict = (k: string) => cache.delete(k)
  // Reads found too large to keep, until that identity's next write.
  const oversized = new Set<string>()
  const forget = (identity: string, resource?: string) => {
    if (resource !== undefined) {
      oversized.delete(cacheKey(identity, resource))
      return evict(cacheKey(identity, resource))
    }
    const prefix = `${identity}\u0000`
    for (const k of [...cache.keys()]) if (k.startsWith(prefix)) evict(k)
    for (const k of oversized) if (k.startsWith(prefix)) oversized.delete(k)
  }
  const cachedEntries = (identity: string, resource: string): readonly OverlayEntry[] => {
    const k = cacheKey(identity, resource)
    const hit = cache.get(k)
    if (hit && now() < hit.expires) return hit.entries
    const expires = expiresAt(identity) ?? Number.POSITIVE_INFINITY
    if (now() >= expires) {
      evict(k)
      return NONE
    }
    const rows = q.entries.all(identity, resource)
    const entries = deepFreeze(rows.map(toEntry))
    // The stored JSON, plus a little for each entry's own fields.
    const bytes = rows.reduce((n, row) => n + 64 + (row.item?.length ?? 0), k.length)
    if (!cache.set(k, { entries, expires }, bytes)) {
      if (oversized.size >= CACHE_MAX) oversized.clear()
      oversized.add(k)
    }
    return entries
  }
  // Group commit: the writes that arrive in one turn of the event loop share one transaction,
  // each in its own savepoint (a nested better-sqlite3 transaction), so a write that fails rolls
  // back alone. Every promise settles only after the shared COMMIT, so a 200 still means
  // committed; under load N commits (and their WAL page writes) become one (BENCHMARKS.md).
  type Pending = {
    run(): unknown
    after(): void
    resolve(v: unknown): void
    reject(e: unknown): void
  }
  let pending: Pending[] = []
  const runBatch = db.transaction((batch: Pending[]) =>
    batch.map((op) => {
      try {
        return { ok: true, value: op.run() }
      } catch (err) {
        return { ok: false, value: err }
      }
    }),
  )
  const flush = () => {
    const batch = pending
    pending = []
    if (batch.length === 0) return
    let results: Array<{ ok: boolean; value: unknown }>
    try {
      results = runBatch(batch)
    } catch (err) {
      // The COMMIT itself failed: nothing of the batch is stored.
      results = batch.map(() => ({ ok: false, value: err }))
    }
    for (const [i, op] of batch.entries()) {
      op.after()
      const result = results[i] as { ok: boolean; value: unknown }
      if (result.ok) op.resolve(result.value)
      else op.reject(result.value)
    }
  }
  /** `fn` (a transaction) queued for the next group commit; the identity's cache is forgotten after it. */
  const committed =
    <A extends [string, ...unknown[]], R>(
      fn: (...args: A) => R,
      scope: 'resource' | 'identity' | 'none',
    ) =>
    (...args: A): Promise<R> =>
      new Promise<R>((resolve, reject) => {
        if (pending.length === 0) setImmediate(flush)
        pending.push({
          run: () => fn(...args),
          after: () => {
            if (scope !== 'none')
              forget(args[0], scope === 'resource' ? (args[1] as string) : undefined)
          },
          resolve: resolve as (v: unknown) => void,
          reject,
        })
      })
  const put = db.transaction(
    (identity: string, resource: string, id: string, kind: EntryKind, item: Item | null) => {
      purgeIfExpired(identity)
      write(identity, resource, id, kind, item)
    },
  )

  return {
    kind: 'sqlite',
    overlay: {
      entries: guard((identity: string, resource: string) => [
        ...cachedEntries(identity, resource),
      ]),
      all: guard((identity: string) =>
        now() >= (expiresAt(identity) ?? Number.POSITIVE_INFINITY)
          ? []
          : q.all.all(identity).map((row) => ({ ...toEntry(row), resource: row.resource })),
      ),
      get: guard((identity: string, resource: string, id: string) => {
        const cached = cache.get(cacheKey(identity, resource))
        if (cached && now() < cached.expires) return cached.entries.find((e) => e.id === id)
        // A get primes the cache as a list does, so repeated gets cost no query; a read known to
        // be too large to keep is not repeated for every get: those read their one row.
        if (!oversized.has(cacheKey(identity, resource)))
          return cachedEntries(identity, resource).find((e) => e.id === id)
        if (now() >= (expiresAt(identity) ?? Number.POSITIVE_INFINITY)) return undefined
        const row = q.get.get(identity, resource, id)
        return row && toEntry(row)
      }),
      create: guard(committed(create, 'resource')),
      update: guard(committed(update, 'resource')),
      put: guard(committed(put, 'resource')),
      drop: guard(committed(drop, 'resource')),
      reset: guard(committed(reset, 'identity')),
      replay: guard(
        committed(
          (
            identity: string,
            clear: 'all' | string[],
            writes: EntryWrite[],
            limits: ReplayLimits,
          ) => {
            try {
              replay(identity, clear, writes, limits)
              return true
            } catch (err) {
              if (err instanceof LimitBroken) return false
              throw err
            }
          },
          'identity',
        ),
      ),
    },
    meta: { getOrSet: guard(getOrSet) },
    // Committed with the writes of the same turn: a claim is as durable as the record after it.
    idempotency: {
      claim: guard(committed(claim, 'none')),
      complete: guard(committed(complete, 'none')),
    },
    // The pages in use (free pages are reused before the file grows), the WAL's included.
    size: guard(() => (q.pages.get() as { bytes: number }).bytes),
    ping: guard(() => {
      q.ping.get()
    }),
    stats: guard(() => ({ identities: (q.countSandboxes.get(now() - ttl) as { n: number }).n })),
    expire: guard((before: number) => {
      cache.clear()
      oversized.clear()
      q.keysExpire.run(now())
      return expire(before)
    }),
    async close() {
      flush()
      if (db.open) db.close()
    },
  }
}
