import { capOf, type EntryWrite, holdsUnique, type Overlay, type OverlayEntry } from '../port.ts'
import type { Sandbox, Sandboxes } from './sandboxes.ts'

const bySeq = (a: OverlayEntry, b: OverlayEntry) => a.seq - b.seq
// Entries are handed out as copies so a caller can never change stored state by mutation.
const copy = <T extends OverlayEntry>(e: T): T => ({
  ...e,
  item: e.item && structuredClone(e.item),
})
const countCreated = (entries: Map<string, OverlayEntry>) => {
  let n = 0
  for (const e of entries.values()) if (e.kind === 'created') n++
  return n
}
const groupSize = (box: Sandbox, prefix: string) => {
  let n = 0
  for (const [resource, entries] of box.resources)
    if (entries.size > 0 && resource.startsWith(prefix)) n++
  return n
}

/** The overlay of a memory store: every check and write runs in one turn, so it is atomic. */
export function createMemoryOverlay(boxes: Sandboxes): Overlay {
  return { ...reads(boxes), ...writes(boxes), replay: replay(boxes) }
}

function reads({
  live,
  byIdentity,
}: Sandboxes): Pick<Overlay, 'entries' | 'all' | 'get' | 'touchedAt' | 'holders'> {
  return {
    async entries(identity, resource) {
      const entries = live(identity)?.resources.get(resource)
      return entries ? [...entries.values()].sort(bySeq).map(copy) : []
    },
    async all(identity) {
      const box = live(identity)
      if (!box) return []
      const out: Array<OverlayEntry & { resource: string }> = []
      for (const [resource, entries] of box.resources) {
        for (const e of entries.values()) out.push({ ...copy(e), resource })
      }
      return out.sort(bySeq)
    },
    async get(identity, resource, id) {
      const e = live(identity)?.resources.get(resource)?.get(id)
      return e && copy(e)
    },
    async touchedAt(identity) {
      return live(identity)?.touched
    },
    async holders(resource) {
      return [...byIdentity].filter(([, box]) => box.resources.has(resource)).map(([id]) => id)
    },
  }
}

function writes(
  boxes: Sandboxes,
): Pick<Overlay, 'create' | 'swap' | 'update' | 'put' | 'drop' | 'reset'> {
  const { live, open, write, weightOf, byIdentity, now } = boxes
  return {
    async create(identity, resource, item, cap, group, unique) {
      const box = live(identity)
      const existing = box?.resources.get(resource)
      if (existing && countCreated(existing) >= cap) return false
      if (unique && existing && [...existing.values()].some((e) => holdsUnique(e.item, unique)))
        return false
      const joinsGroup = group && resource.startsWith(group.prefix) && !existing?.size
      if (joinsGroup && box && groupSize(box, group.prefix) >= group.max) return false
      write(open(identity), resource, item.id, 'created', item)
      return true
    },
    async swap(identity, resource, id, expected, item, also) {
      const box = live(identity)
      const old = box?.resources.get(resource)?.get(id)
      if (!box || old?.kind !== 'created' || JSON.stringify(old.item) !== JSON.stringify(expected))
        return 'changed'
      const beside = also && box.resources.get(also.resource)
      if (also && beside && countCreated(beside) >= also.cap) return 'full'
      const target = open(identity)
      if (also) write(target, also.resource, also.item.id, 'created', also.item)
      write(target, resource, id, 'created', item)
      return 'done'
    },
    async update(identity, resource, id, kind, item) {
      const old = live(identity)?.resources.get(resource)?.get(id)
      if (kind === 'created' ? old?.kind !== 'created' : old?.kind === 'deleted') return false
      write(open(identity), resource, id, kind, item)
      return true
    },
    async put(identity, resource, id, kind, item) {
      write(open(identity), resource, id, kind, item)
    },
    async drop(identity, resource, id) {
      const box = live(identity)
      const old = box?.resources.get(resource)?.get(id)
      if (!box || !old) return false
      box.resources.get(resource)?.delete(id)
      box.bytes -= weightOf(old)
      box.touched = now()
      return true
    },
    async reset(identity) {
      const box = live(identity)
      if (!box) return 0
      byIdentity.delete(identity)
      let n = 0
      for (const entries of box.resources.values()) n += entries.size
      return n
    },
  }
}

function replay({ live, write, weightOf, byIdentity, now }: Sandboxes): Overlay['replay'] {
  return async (identity, clear, writes: EntryWrite[], limits) => {
    // Work on a copy and swap it in only when the result is valid: all or nothing.
    const current = live(identity)
    const draft: Sandbox = {
      seq: current?.seq ?? 0,
      touched: now(),
      resources: new Map(
        [...(current?.resources ?? [])].map(([r, entries]) => [r, new Map(entries)]),
      ),
      // Files are not entries: an import keeps them as they are.
      blobs: current?.blobs ?? new Map(),
      bytes: 0,
    }
    for (const blob of draft.blobs.values()) draft.bytes += blob.length
    if (clear === 'all') draft.resources.clear()
    else for (const r of clear) draft.resources.delete(r)
    for (const entries of draft.resources.values()) {
      for (const e of entries.values()) draft.bytes += weightOf(e)
    }
    for (const w of writes) write(draft, w.resource, w.id, w.kind, w.item)
    for (const [resource, entries] of draft.resources) {
      const cap = capOf(limits, resource)
      if (cap !== undefined && countCreated(entries) > cap) return false
    }
    for (const group of limits.groups ?? []) {
      if (groupSize(draft, group.prefix) > group.max) return false
    }
    byIdentity.set(identity, draft)
    return true
  }
}
