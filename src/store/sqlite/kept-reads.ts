import { deepFreeze } from '../../lib/deep-freeze.ts'
import { createReadCache } from '../../lib/read-cache.ts'
import type { OverlayEntry, StoredEntry } from '../port.ts'

/** Identities' overlay reads kept parsed in memory: at most this many, */
const CACHE_MAX = 10_000
/**
 * holding at most this much stored JSON in all (less on a capped heap: read-cache.ts). One read
 * may be large (a custom collection is up to 500 records of 16 KB, a resource's updates up to one
 * 100 KB body per baseline record), so a count alone would let a few sandboxes fill the heap;
 */
const CACHE_MAX_BYTES = 32 * 1024 * 1024
/** and a read above this (or above half the budget) is not kept. */
const READ_MAX_BYTES = CACHE_MAX_BYTES / 8

const NONE: readonly StoredEntry[] = Object.freeze([])

/**
 * One kept read, valid until `expires` (its sandbox's expiry when it was read). `entries` is
 * undefined when the read was too large to keep: a `get` then reads its one row instead of the
 * whole resource again, until a write forgets this slot like any other.
 */
type Slot = { entries: readonly StoredEntry[] | undefined; expires: number }

/** What the kept reads load from: the adapter's own statements, without any caching. */
export interface ReadSource {
  now(): number
  /** When the identity's sandbox expires; +Infinity when nothing is stored for it. */
  expiresAt(identity: string): number
  /** The identity's entries of a resource, by `seq`, and the bytes of their stored JSON. */
  load(identity: string, resource: string): { entries: OverlayEntry[]; bytes: number }
  loadOne(identity: string, resource: string, id: string): OverlayEntry | undefined
}

/**
 * Parsed overlay reads, kept across requests until a write of theirs (`forget`). Reading 30 rows
 * and parsing their JSON per list request was the main cost of a list for an identity with an
 * overlay (BENCHMARKS.md). This process is the file's only writer (one instance per SQLite file),
 * so a kept read cannot go stale; its entries are frozen, so no caller can change it. Calls are
 * synchronous, like better-sqlite3; the adapter turns them into the port's promises.
 */
export function createKeptReads(source: ReadSource) {
  const { now } = source
  const cache = createReadCache<Slot>({
    maxEntries: CACHE_MAX,
    maxBytes: CACHE_MAX_BYTES,
    maxEntryBytes: READ_MAX_BYTES,
  })
  const keyOf = (identity: string, resource: string) => `${identity}\u0000${resource}`

  const load = (k: string, identity: string, resource: string): readonly StoredEntry[] => {
    const expires = source.expiresAt(identity)
    // A sandbox idle past its TTL reads as empty at once, not at the next sweep.
    if (now() >= expires) {
      cache.delete(k)
      return NONE
    }
    const read = source.load(identity, resource)
    const entries = deepFreeze(read.entries)
    if (!cache.set(k, { entries, expires }, k.length + read.bytes))
      cache.set(k, { entries: undefined, expires }, k.length + 64)
    return entries
  }

  const entries = (identity: string, resource: string): readonly StoredEntry[] => {
    const k = keyOf(identity, resource)
    const hit = cache.get(k)
    if (hit?.entries && now() < hit.expires) return hit.entries
    return load(k, identity, resource)
  }

  return {
    entries,
    get(identity: string, resource: string, id: string): StoredEntry | undefined {
      const k = keyOf(identity, resource)
      const hit = cache.get(k)
      if (hit && now() < hit.expires) {
        return hit.entries
          ? hit.entries.find((e) => e.id === id)
          : source.loadOne(identity, resource, id)
      }
      // A get keeps the whole read as a list does, so repeated gets cost no query.
      return load(k, identity, resource).find((e) => e.id === id)
    },
    forget(identity: string, resource?: string) {
      if (resource !== undefined) {
        cache.delete(keyOf(identity, resource))
        return
      }
      const prefix = `${identity}\u0000`
      for (const k of [...cache.keys()]) if (k.startsWith(prefix)) cache.delete(k)
    },
    clear() {
      cache.clear()
    },
  }
}
