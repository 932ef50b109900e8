import { type OverlayWrites, withReadCache } from '../caching-overlay.ts'
import { createKeptReads } from './kept-reads.ts'
import {
  createEntry,
  dropEntry,
  putEntry,
  replaySandbox,
  resetSandbox,
  swapEntry,
  updateEntry,
} from './overlay-writes.ts'
import type { SqliteContext } from './sandboxes.ts'
import { toEntry } from './statements.ts'

/**
 * The overlay of a SQLite store: writes committed in group commits, `entries` and `get` kept
 * parsed in memory (`kept-reads.ts`) behind the shared read-cache decorator. `kept` is handed
 * out too, for the sweep to clear.
 */
export function createSqliteOverlay(c: SqliteContext) {
  const { q, now, expiresAt, guard } = c
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
    create: createEntry(c),
    update: updateEntry(c),
    swap: swapEntry(c),
    put: putEntry(c),
    drop: dropEntry(c),
    reset: resetSandbox(c),
    replay: replaySandbox(c),
    holders: guard((resource: string) => q.holders.all(resource).map((row) => row.identity)),
  }
  const overlay = withReadCache(writes, {
    // A fresh array of the kept, frozen entries: nothing a caller does changes the cache.
    entries: guard((identity: string, resource: string) => [...kept.entries(identity, resource)]),
    get: guard(kept.get),
    forget: kept.forget,
  })
  return { overlay, kept }
}
