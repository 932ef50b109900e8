import type { Overlay, WriteVersions } from './port.ts'

type Stamp = { version: number; touched: number }

/**
 * What the store can say of an identity this decorator does not remember: when it last wrote
 * (SQLite's `sandboxes` row), or undefined if the store holds nothing of it.
 */
export type LastWrite = (identity: string) => number | undefined

/** Identities remembered at most when the store can be asked (two generations of half each). */
const REMEMBERED = 100_000

/**
 * A map of at most `max` keys in two generations: a key read from the old one moves to the
 * young one, and when the young one is full the old one is dropped whole (as lib/read-cache.ts).
 */
function generations<V>(max: number) {
  const half = Math.max(1, Math.floor(max / 2))
  let young = new Map<string, V>()
  let old = new Map<string, V>()
  return {
    get(key: string): V | undefined {
      const hit = young.get(key)
      if (hit !== undefined) return hit
      const aging = old.get(key)
      if (aging === undefined) return undefined
      old.delete(key)
      this.set(key, aging)
      return aging
    },
    set(key: string, value: V) {
      if (young.size >= half && !young.has(key)) {
        old = young
        young = new Map()
      }
      young.set(key, value)
    },
    delete(key: string) {
      young.delete(key)
      old.delete(key)
    },
  }
}

/**
 * Versions for a store whose process is its one writer (memory, SQLite): every write passes
 * through this decorator, which stamps its identity when the write starts and again when it
 * settles; its last successful write, by the store's clock, tells how long its sandbox lives.
 *
 * Without `lastWrite` (memory, which holds every sandbox in this heap anyway) every identity that
 * wrote is remembered. With it (SQLite) at most 100,000 are, and one forgotten is asked of the
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
  const max = lastWrite ? REMEMBERED : Number.POSITIVE_INFINITY
  const stamps = generations<Stamp>(max)
  const empty = generations<true>(max)
  // Identities with a write under way are never forgotten: the store may not show it yet.
  const writing = new Map<string, number>()
  let counter = 0

  /** The identity's stamp, from memory or from the store; undefined while it holds nothing. */
  const stampOf = (identity: string): Stamp | undefined => {
    const s = stamps.get(identity)
    if (s || !lastWrite || empty.get(identity)) return s
    const touched = writing.has(identity) ? Number.NEGATIVE_INFINITY : lastWrite(identity)
    if (touched === undefined) {
      empty.set(identity, true)
      return undefined
    }
    const found = { version: ++counter, touched }
    stamps.set(identity, found)
    return found
  }

  const stamp = (identity: string) => {
    empty.delete(identity)
    const s = stamps.get(identity)
    // A write that has only started counts as not yet touching: expiry is reckoned from
    // successful writes alone, so it is never later than the store's own.
    if (s) s.version = ++counter
    else stamps.set(identity, { version: ++counter, touched: Number.NEGATIVE_INFINITY })
  }
  /** Stamps the identity when its write starts and when it settles, whatever the outcome. */
  const stamped = <R>(identity: string, write: () => Promise<R>): Promise<R> => {
    writing.set(identity, (writing.get(identity) ?? 0) + 1)
    stamp(identity)
    // The store stamps its own time while the write runs, so this is never later than that.
    const started = now()
    const settle = (wrote: boolean) => {
      const left = (writing.get(identity) ?? 1) - 1
      if (left === 0) writing.delete(identity)
      else writing.set(identity, left)
      stamp(identity)
      // A refused conditional write (false) may not have touched the sandbox.
      const s = stamps.get(identity) as Stamp
      if (wrote && started > s.touched) s.touched = started
    }
    return write().then(
      (value) => {
        settle(value !== false)
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
    put: (identity, resource, id, kind, item) =>
      stamped(identity, () => inner.put(identity, resource, id, kind, item)),
    drop: (identity, resource, id) => stamped(identity, () => inner.drop(identity, resource, id)),
    reset: (identity) => stamped(identity, () => inner.reset(identity)),
    replay: (identity, clear, writes, limits) =>
      stamped(identity, () => inner.replay(identity, clear, writes, limits)),
    ...(inner.holders && { holders: inner.holders }),
  }
  /** A store that cannot be asked (closed, or its disk away) gives NaN: nothing is kept. */
  const asked = <T>(fn: () => T, failed: T): T => {
    try {
      return fn()
    } catch {
      return failed
    }
  }
  return {
    overlay,
    versions: {
      of: (identity) => asked(() => stampOf(identity)?.version ?? 0, Number.NaN),
      live: (identity) =>
        asked(
          () => now() < (stampOf(identity)?.touched ?? Number.NEGATIVE_INFINITY) + ttlMs,
          false,
        ),
    },
  }
}
