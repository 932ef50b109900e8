import type { StoreStats } from '../port.ts'
import type { Sandboxes } from './sandboxes.ts'

/** Estimated bytes of every sandbox's entries and files. */
export function sandboxBytes(boxes: Sandboxes): number {
  let bytes = 0
  for (const box of boxes.byIdentity.values()) bytes += box.bytes
  return bytes
}

/** Sandboxes written within the TTL. */
export function sandboxStats(boxes: Sandboxes): StoreStats {
  let identities = 0
  const cutoff = boxes.now() - boxes.ttl
  for (const box of boxes.byIdentity.values()) if (box.touched > cutoff) identities++
  return { identities }
}

/** Forgets sandboxes whose last write is older than `before`; returns how many. */
export function expireSandboxes(boxes: Sandboxes, before: number): number {
  let n = 0
  for (const [identity, box] of boxes.byIdentity) {
    if (box.touched < before) {
      boxes.byIdentity.delete(identity)
      n++
    }
  }
  return n
}
