import type { Overlay, OverlayEntry } from './port.ts'

/**
 * An overlay that reads each (identity, resource) once and answers `get` from that read; any
 * write through it forgets what it read of that identity. Made per GraphQL request, so that
 * resolving 10 users with their posts and comments costs a bounded number of store reads.
 */
export function createCachingOverlay(inner: Overlay): Overlay {
  const reads = new Map<string, Promise<OverlayEntry[]>>()
  const key = (identity: string, resource: string) => `${identity}\u0000${resource}`
  const forget = (identity: string) => {
    for (const k of reads.keys()) if (k.startsWith(`${identity}\u0000`)) reads.delete(k)
  }
  const entries = (identity: string, resource: string) => {
    const k = key(identity, resource)
    let read = reads.get(k)
    if (!read) {
      read = inner.entries(identity, resource)
      reads.set(k, read)
      // A failed read is not remembered: the next resolver tries the store again.
      read.catch(() => reads.delete(k))
    }
    return read
  }
  const writing =
    <A extends [string, ...unknown[]], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      forget(args[0])
      try {
        return await fn(...args)
      } finally {
        forget(args[0])
      }
    }

  return {
    entries,
    all: (identity) => inner.all(identity),
    async get(identity, resource, id) {
      return (await entries(identity, resource)).find((e) => e.id === id)
    },
    create: writing(inner.create),
    update: writing(inner.update),
    put: writing(inner.put),
    drop: writing(inner.drop),
    reset: writing(inner.reset),
    replay: writing(inner.replay),
  }
}
