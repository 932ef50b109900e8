import type { Overlay, StoredEntry } from './port.ts'

/**
 * Where a read-caching overlay answers reads from, and how it forgets them. Two kinds exist,
 * and they stay two because they keep different things:
 * - per GraphQL request (`createCachingOverlay` below): the promise of each read, so that
 *   resolvers running side by side share one store read; unbounded, and gone with the request;
 * - across requests in the SQLite adapter (`sqlite/kept-reads.ts`): parsed, frozen entries in a
 *   bounded two-generation cache, each carrying its sandbox's expiry. Only SQLite keeps reads
 *   this long, because only there is this process the store's one writer.
 */
export interface OverlayReads extends Pick<Overlay, 'entries' | 'get'> {
  /** Forgets the reads of `resource` for the identity, or of all its resources when absent. */
  forget(identity: string, resource?: string): void
}

/** What the decorator takes from the overlay it wraps: everything but the reads it answers. */
export type OverlayWrites = Omit<Overlay, 'entries' | 'get'>

/**
 * The read cache as a decorator: reads come from `reads`, writes go to `inner`, and one rule
 * keeps the two in step. When a write settles (committed or failed, as a failure may have
 * happened after the store applied it), the reads it could have changed are forgotten: its own
 * resource for a write of one record, every resource of the identity for a reset or an import.
 * Forgetting only once the write has settled means no read made while it was in flight can
 * outlive it.
 */
export function withReadCache(inner: OverlayWrites, reads: OverlayReads): Overlay {
  const settled = <R>(write: Promise<R>, identity: string, resource?: string): Promise<R> =>
    write.then(
      (value) => {
        reads.forget(identity, resource)
        return value
      },
      (err: unknown) => {
        reads.forget(identity, resource)
        throw err
      },
    )

  return {
    entries: reads.entries,
    get: reads.get,
    all: (identity) => inner.all(identity),
    touchedAt: (identity) => inner.touchedAt(identity),
    create: (identity, resource, item, cap, group, unique) =>
      settled(inner.create(identity, resource, item, cap, group, unique), identity, resource),
    update: (identity, resource, id, kind, item) =>
      settled(inner.update(identity, resource, id, kind, item), identity, resource),
    // Two resources when it creates beside the entry: the whole identity is forgotten then.
    swap: (identity, resource, id, expected, item, also) =>
      settled(
        inner.swap(identity, resource, id, expected, item, also),
        identity,
        also ? undefined : resource,
      ),
    put: (identity, resource, id, kind, item) =>
      settled(inner.put(identity, resource, id, kind, item), identity, resource),
    drop: (identity, resource, id) =>
      settled(inner.drop(identity, resource, id), identity, resource),
    reset: (identity) => settled(inner.reset(identity), identity),
    replay: (identity, clear, writes, limits) =>
      settled(inner.replay(identity, clear, writes, limits), identity),
    ...(inner.holders && { holders: inner.holders }),
  }
}

/**
 * An overlay that reads each (identity, resource) once and answers `get` from that read. Made per
 * GraphQL request, so that resolving 10 users with their posts and comments costs a bounded
 * number of store reads. (It used to forget the whole identity before and after every write;
 * a write of one record changes only its resource, so the shared rule gives the same answers.)
 */
export function createCachingOverlay(inner: Overlay): Overlay {
  const kept = new Map<string, Promise<StoredEntry[]>>()
  const key = (identity: string, resource: string) => `${identity}\u0000${resource}`
  const entries = (identity: string, resource: string) => {
    const k = key(identity, resource)
    let read = kept.get(k)
    if (!read) {
      read = inner.entries(identity, resource)
      kept.set(k, read)
      // A failed read is not remembered: the next resolver tries the store again.
      read.catch(() => kept.delete(k))
    }
    return read
  }
  return withReadCache(inner, {
    entries,
    async get(identity, resource, id) {
      return (await entries(identity, resource)).find((e) => e.id === id)
    },
    forget(identity, resource) {
      if (resource !== undefined) {
        kept.delete(key(identity, resource))
        return
      }
      for (const k of kept.keys()) if (k.startsWith(`${identity}\u0000`)) kept.delete(k)
    },
  })
}
