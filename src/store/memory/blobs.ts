import type { Blobs } from '../port.ts'
import type { Sandboxes } from './sandboxes.ts'

/** Files' bytes inside their sandbox: they count towards its size and go with it. */
export function createMemoryBlobs({ live, open, now }: Sandboxes): Blobs {
  return {
    async put(identity, id, bytes) {
      const box = open(identity)
      box.bytes += bytes.length - (box.blobs.get(id)?.length ?? 0)
      box.blobs.set(id, Buffer.from(bytes))
    },
    async get(identity, id) {
      const blob = live(identity)?.blobs.get(id)
      return blob && Buffer.from(blob)
    },
    async drop(identity, id) {
      const box = live(identity)
      const blob = box?.blobs.get(id)
      if (!box || !blob) return false
      box.blobs.delete(id)
      box.bytes -= blob.length
      box.touched = now()
      return true
    },
  }
}
