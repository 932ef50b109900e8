import { createReadCache } from '../lib/read-cache.ts'
import type { Overlay, WriteVersions } from './port.ts'

type Stamp = { version: number; touched: number }

/**
 * What the store can say of an identity this decorator does not remember: when it last wrote
 * (SQLite's `sandboxes` row), or undefined if the store holds nothing of it.
 */
export type LastWrite = (identity: string) => number | undefined

/**
 * Identities remembered at most when the store can be asked (two generations of half each): as
 * many as the other per-identity caches hold (the SQLite read cache, network profiles), since an
 * identity forgotten here has most likely lost its kept answers there too. Each costs about 220
 * bytes of heap (memory.system.test.ts): 100,000 held 22 MB of a 96 MB heap.
 */
export const REMEMBERED = 10_000
/** What an identity is when the store cannot be asked: version NaN (nothing kept), not live. */
const UNKNOWN: Readonly<Stamp> = { version: Number.NaN, touched: Number.NEGATIVE_INFINITY }

/**
 * Versions for a store whose process is its one writer (memory, SQLite): every write passes
 * through this decorator, which stamps its identity when the write starts and again when it
 * settles; its last successful write, by the store's clock, tells how long its sandbox lives.
 *
 * Without `lastWrite` (memory, which holds every sandbox in this heap anyway) every identity that
 * wrote is remembered. With it (SQLite) at most `REMEMBERED` are, and one forgotten is asked of the
 * store again: it comes back with a new version (an answer kept under the old one is only
 * missed) and counts as holding something even if what it holds has expired (an identity is
 * never wrongly taken for empty; one taken for holding something only misses the shared
 * answers). Identities the store answered "nothing" for are remembered the same way, until
 * their first write.
 */
export function withWriteVersions(
  inner: Overlay,
  lastWrite: LastWrite | undefined,
  ttlMs: number,
  now: () => number = Date.now,
): { overlay: Overlay; versions: WriteVersions } {
  // Counted in entries only (every entry is a few small objects): the bytes budget is unbounded.
  const limits = {
    maxEntries: lastWrite ? REMEMBERED : Number.POSITIVE_INFINITY,
    maxBytes: Number.POSITIVE_INFINITY,
  }
  const stamps = createReadCache<Stamp>(limits)
  const empty = createReadCache<true>(limits)
  // Identities with a write under way are never forgotten: the store may not show it yet.
  const writing = new Map<string, number>()
  let counter = 0

  /** The identity's stamp, from memory or from the store; undefined while it holds nothing. */
  const stampOf = (identity: string): Stamp | undefined => {
    const s = stamps.get(identity)
    if (s || !lastWrite || empty.get(identity)) return s
    let touched: number | undefined = Number.NEGATIVE_INFINITY
    if (!writing.has(identity)) {
      try {
        touched = lastWrite(identity)
      } catch {
        return UNKNOWN // the store cannot be asked (closed, or its disk away)
      }
    }
    if (touched === undefined) {
      empty.set(identity, true, 0)
      return undefined
    }
    const found = { version: ++counter, touched }
    stamps.set(identity, found, 0)
    return found
  }

  const stamp = (identity: string) => {
    empty.delete(identity)
    const s = stamps.get(identity)
    // A write that has only started counts as not yet touching: expiry is reckoned from
    // successful writes alone, so it is never later than the store's own.
    if (s) s.version = ++counter
    else stamps.set(identity, { version: ++counter, touched: Number.NEGATIVE_INFINITY }, 0)
  }
  /** Stamps the identity when its write starts and when it settles, whatever the outcome. */
  const stamped = <R>(
    identity: string,
    write: () => Promise<R>,
    /** Whether the write's result says it wrote: a refused conditional write may not have. */
    wrote: (value: R) => boolean = (value) => value !== false,
  ): Promise<R> => {
    writing.set(identity, (writing.get(identity) ?? 0) + 1)
    stamp(identity)
    // The store stamps its own time while the write runs, so this is never later than that.
    const started = now()
    const settle = (did: boolean) => {
      const left = (writing.get(identity) ?? 1) - 1
      if (left === 0) writing.delete(identity)
      else writing.set(identity, left)
      stamp(identity)
      // A refused conditional write may not have touched the sandbox.
      const s = stamps.get(identity) as Stamp
      if (did && started > s.touched) s.touched = started
    }
    return write().then(
      (value) => {
        settle(wrote(value))
        return value
      },
      (err: unknown) => {
        settle(false)
        throw err
      },
    )
  }

  const overlay: Overlay = {
    entries: (identity, resource) => inner.entries(identity, resource),
    all: (identity) => inner.all(identity),
    get: (identity, resource, id) => inner.get(identity, resource, id),
    touchedAt: (identity) => inner.touchedAt(identity),
    create: (identity, resource, item, cap, group, unique) =>
      stamped(identity, () => inner.create(identity, resource, item, cap, group, unique)),
    update: (identity, resource, id, kind, item) =>
      stamped(identity, () => inner.update(identity, resource, id, kind, item)),
    swap: (identity, resource, id, expected, item, also) =>
      stamped(
        identity,
        () => inner.swap(identity, resource, id, expected, item, also),
        (done) => done === 'done',
      ),
    put: (identity, resource, id, kind, item) =>
      stamped(identity, () => inner.put(identity, resource, id, kind, item)),
    drop: (identity, resource, id) => stamped(identity, () => inner.drop(identity, resource, id)),
    reset: (identity) => stamped(identity, () => inner.reset(identity)),
    replay: (identity, clear, writes, limits) =>
      stamped(identity, () => inner.replay(identity, clear, writes, limits)),
    ...(inner.holders && { holders: inner.holders }),
  }
  return {
    overlay,
    versions: {
      of: (identity) => stampOf(identity)?.version ?? 0,
      live: (identity) => now() < (stampOf(identity)?.touched ?? Number.NEGATIVE_INFINITY) + ttlMs,
    },
  }
}
