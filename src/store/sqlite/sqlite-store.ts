import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { deepFreeze } from '../../lib/deep-freeze.ts'
import {
  capOf,
  type EntryKind,
  type EntryWrite,
  type GroupLimit,
  type Item,
  type OverlayEntry,
  type ReplayLimits,
  type Store,
  StoreUnavailableError,
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
`

type Row = { resource: string; id: string; kind: EntryKind; seq: number; at: number; item: string | null }

/** Identities' overlay reads kept parsed in memory (see `cachedEntries`). */
const CACHE_MAX = 10_000

const toEntry = (row: Row): OverlayEntry => ({
  id: row.id,
  kind: row.kind,
  seq: row.seq,
  at: row.at,
  item: row.item === null ? null : (JSON.parse(row.item) as Item),
})

/**
 * The default adapter: one SQLite file in WAL mode. Every write is one transaction, committed
 * before the promise resolves, so an acknowledged write survives the process being killed
 * (`synchronous=NORMAL` in WAL mode loses nothing on a process crash, only on power loss).
 */
export function createSqliteStore(path: string, now: () => number = Date.now): Store {
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
    clearResource: db.prepare<[string, string]>('DELETE FROM entries WHERE identity = ? AND resource = ?'),
    forget: db.prepare<[string]>('DELETE FROM sandboxes WHERE identity = ?'),
    expireEntries: db.prepare<[number]>(
      'DELETE FROM entries WHERE identity IN (SELECT identity FROM sandboxes WHERE touched < ?)',
    ),
    expireSandboxes: db.prepare<[number]>('DELETE FROM sandboxes WHERE touched < ?'),
    countSandboxes: db.prepare<[], { n: number }>('SELECT count(*) AS n FROM sandboxes'),
    metaInsert: db.prepare<[string, string]>(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING',
    ),
    metaGet: db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?'),
    ping: db.prepare('SELECT 1'),
  }

  const write = (identity: string, resource: string, id: string, kind: EntryKind, item: Item | null) => {
    const at = now()
    const { seq } = q.touch.get(identity, at) as { seq: number }
    q.upsert.run(identity, resource, id, kind, seq, at, item === null ? null : JSON.stringify(item))
  }

  const create = db.transaction(
    (identity: string, resource: string, item: Item & { id: string }, cap: number, group?: GroupLimit) => {
      const { n } = q.countCreated.get(identity, resource) as { n: number }
      if (n >= cap) return false
      const joinsGroup = group && resource.startsWith(group.prefix)
      if (group && joinsGroup && (q.resourceSize.get(identity, resource) as { n: number }).n === 0) {
        if ((q.groupSize.get(identity, group.prefix.length, group.prefix) as { n: number }).n >= group.max)
          return false
      }
      write(identity, resource, item.id, 'created', item)
      return true
    },
  )
  const drop = db.transaction((identity: string, resource: string, id: string) => {
    if (q.drop.run(identity, resource, id).changes === 0) return false
    q.touch.get(identity, now())
    return true
  })
  const reset = db.transaction((identity: string) => {
    const n = q.clearAll.run(identity).changes
    q.forget.run(identity)
    return n
  })
  class LimitBroken extends Error {}
  const replay = db.transaction(
    (identity: string, clear: 'all' | string[], writes: EntryWrite[], limits: ReplayLimits) => {
      if (clear === 'all') q.clearAll.run(identity)
      else for (const r of clear) q.clearResource.run(identity, r)
      for (const w of writes) write(identity, w.resource, w.id, w.kind, w.item)
      // Throwing inside db.transaction rolls the whole import back.
      for (const { resource, n } of q.createdPerResource.all(identity)) {
        const cap = capOf(limits, resource)
        if (cap !== undefined && n > cap) throw new LimitBroken()
      }
      for (const group of limits.groups ?? []) {
        if ((q.groupSize.get(identity, group.prefix.length, group.prefix) as { n: number }).n > group.max)
          throw new LimitBroken()
      }
      q.touch.get(identity, now())
    },
  )
  const expire = db.transaction((before: number) => {
    q.expireEntries.run(before)
    return q.expireSandboxes.run(before).changes
  })
  const getOrSet = db.transaction((key: string, value: string) => {
    q.metaInsert.run(key, value)
    return (q.metaGet.get(key) as { value: string }).value
  })

  // A SQLite failure (disk full, file locked past busy_timeout, closed handle) is the store
  // being unavailable, not a bug in the request: the HTTP layer turns it into a 503.
  const guard =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    async (...args: A): Promise<R> => {
      try {
        return fn(...args)
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
  const cache = new Map<string, readonly OverlayEntry[]>()
  const cacheKey = (identity: string, resource: string) => `${identity}\u0000${resource}`
  const forget = (identity: string, resource?: string) => {
    if (resource !== undefined) return void cache.delete(cacheKey(identity, resource))
    const prefix = `${identity}\u0000`
    for (const k of cache.keys()) if (k.startsWith(prefix)) cache.delete(k)
  }
  const cachedEntries = (identity: string, resource: string): readonly OverlayEntry[] => {
    const k = cacheKey(identity, resource)
    let entries = cache.get(k)
    if (entries) {
      // Most recently used last, so the oldest is the first to go.
      cache.delete(k)
    } else {
      entries = deepFreeze(q.entries.all(identity, resource).map(toEntry))
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string)
    }
    cache.set(k, entries)
    return entries
  }
  const forgetting =
    <A extends [string, ...unknown[]], R>(fn: (...args: A) => R, scope: 'resource' | 'identity') =>
    (...args: A): R => {
      try {
        return fn(...args)
      } finally {
        forget(args[0], scope === 'resource' ? (args[1] as string) : undefined)
      }
    }

  return {
    kind: 'sqlite',
    overlay: {
      entries: guard((identity: string, resource: string) => [...cachedEntries(identity, resource)]),
      all: guard((identity: string) =>
        q.all.all(identity).map((row) => ({ ...toEntry(row), resource: row.resource })),
      ),
      get: guard((identity: string, resource: string, id: string) => {
        const cached = cache.get(cacheKey(identity, resource))
        if (cached) return cached.find((e) => e.id === id)
        const row = q.get.get(identity, resource, id)
        return row && toEntry(row)
      }),
      create: guard(forgetting(create, 'resource')),
      put: guard(forgetting(write, 'resource')),
      drop: guard(forgetting(drop, 'resource')),
      reset: guard(forgetting(reset, 'identity')),
      replay: guard(
        forgetting(
          (identity: string, clear: 'all' | string[], writes: EntryWrite[], limits: ReplayLimits) => {
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
    ping: guard(() => {
      q.ping.get()
    }),
    stats: guard(() => ({ identities: (q.countSandboxes.get() as { n: number }).n })),
    expire: guard((before: number) => {
      cache.clear()
      return expire(before)
    }),
    async close() {
      if (db.open) db.close()
    },
  }
}
