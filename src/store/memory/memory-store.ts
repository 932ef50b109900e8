import type { Store } from '../port.ts'
import { withWriteVersions } from '../write-versions.ts'
import { createMemoryBlobs } from './blobs.ts'
import { expireSandboxes, sandboxBytes, sandboxStats } from './expiry.ts'
import { createMemoryIdempotency } from './idempotency.ts'
import { createMemoryMeta } from './meta.ts'
import { createMemoryOverlay } from './overlay.ts'
import { createMemoryQueue } from './queue.ts'
import { createSandboxes } from './sandboxes.ts'

/** Ephemeral adapter: everything lives in this process and is gone when it exits. */
export function createMemoryStore(
  now: () => number = Date.now,
  options: { ttlMs?: number } = {},
): Store {
  const ttl = options.ttlMs ?? Number.POSITIVE_INFINITY
  const boxes = createSandboxes(now, ttl)
  const keys = createMemoryIdempotency(now)
  const jobs = createMemoryQueue()
  const store: Store = {
    kind: 'memory',
    overlay: createMemoryOverlay(boxes),
    blobs: createMemoryBlobs(boxes),
    meta: createMemoryMeta(),
    idempotency: keys.idempotency,
    queue: jobs.queue,
    async size() {
      return sandboxBytes(boxes) + keys.bytes()
    },
    async ping() {},
    async stats() {
      return sandboxStats(boxes)
    },
    async expire(before) {
      keys.sweep()
      return expireSandboxes(boxes, before)
    },
    async close() {
      boxes.clear()
      keys.clear()
      jobs.clear()
    },
  }
  // Every write passes through this process, so its versions are exact (issue 22).
  const { overlay, versions } = withWriteVersions(store.overlay, undefined, ttl, now)
  return { ...store, overlay, versions }
}
