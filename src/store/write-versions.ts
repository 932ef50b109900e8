import type { Overlay, WriteVersions } from './port.ts'

// Declared with the port, which the domain may read; named here too, where it is built.
export type { WriteVersions }

type Stamp = { version: number; touched: number }

/**
 * Versions for a store whose process is its one writer (memory, SQLite): every write passes
 * through this decorator, which stamps its identity when the write starts and again when it
 * settles; its last successful write, by the store's clock, tells how long its sandbox lives.
 * `known` lists the identities the store already holds at start, with their last write: each
 * counts as holding something, even if what it holds has expired (an identity is never wrongly
 * taken for empty; one taken for holding something only misses the shared answers).
 */
export function withWriteVersions(
  inner: Overlay,
  known: Iterable<readonly [identity: string, touched: number]>,
  ttlMs: number,
  now: () => number = Date.now,
): { overlay: Overlay; versions: WriteVersions } {
  const stamps = new Map<string, Stamp>()
  let counter = 0
  for (const [identity, touched] of known) stamps.set(identity, { version: ++counter, touched })

  const stamp = (identity: string) => {
    const s = stamps.get(identity)
    // A write that has only started counts as not yet touching: expiry is reckoned from
    // successful writes alone, so it is never later than the store's own.
    if (s) s.version = ++counter
    else stamps.set(identity, { version: ++counter, touched: Number.NEGATIVE_INFINITY })
  }
  /** Stamps the identity when its write starts and when it settles, whatever the outcome. */
  const stamped = <R>(identity: string, write: () => Promise<R>): Promise<R> => {
    stamp(identity)
    // The store stamps its own time while the write runs, so this is never later than that.
    const started = now()
    const settle = (wrote: boolean) => {
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
  return {
    overlay,
    versions: {
      of: (identity) => stamps.get(identity)?.version ?? 0,
      live: (identity) =>
        now() < (stamps.get(identity)?.touched ?? Number.NEGATIVE_INFINITY) + ttlMs,
    },
  }
}
