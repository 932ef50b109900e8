import type { EntryKind, Item, OverlayEntry } from '../port.ts'

/** One identity's state: its entries by resource, its files, and when it last wrote. */
export type Sandbox = {
  seq: number
  touched: number
  resources: Map<string, Map<string, OverlayEntry>>
  /** Uploaded files' bytes, by id. */
  blobs: Map<string, Buffer>
  /** Estimated bytes of its entries (see `weigh`) and its blobs. */
  bytes: number
}

/** An entry's stored JSON plus a little for its own fields: what `size()` adds up. */
const weigh = (id: string, item: Item | null) =>
  64 + id.length + (item ? JSON.stringify(item).length : 0)

/**
 * The sandboxes of a memory store by identity, and what every facet shares of them: the
 * sliding expiry, and how an entry is written and weighed.
 */
export interface Sandboxes {
  readonly now: () => number
  /** How long an idle sandbox lives (+Infinity: for ever). */
  readonly ttl: number
  readonly byIdentity: Map<string, Sandbox>
  /** The identity's sandbox, or undefined when it has none or it has expired (it is removed). */
  live(identity: string): Sandbox | undefined
  /** The identity's live sandbox, or a new one, touched now: where a write goes. */
  open(identity: string): Sandbox
  /** Writes an entry into `box` (live, or an import's draft), a copy of `item`, and weighs it. */
  write(box: Sandbox, resource: string, id: string, kind: EntryKind, item: Item | null): void
  /** The weight `write` gave the entry. */
  weightOf(entry: OverlayEntry): number
  clear(): void
}

export function createSandboxes(now: () => number, ttl: number): Sandboxes {
  const byIdentity = new Map<string, Sandbox>()
  // The weight each stored entry was given, so an overwrite subtracts it without re-measuring.
  const weights = new WeakMap<OverlayEntry, number>()

  // A sandbox idle past the TTL is gone the moment it expires, not at the next sweep: reads see
  // nothing and the next write starts afresh.
  const live = (identity: string): Sandbox | undefined => {
    const box = byIdentity.get(identity)
    if (box && now() - box.touched >= ttl) {
      byIdentity.delete(identity)
      return undefined
    }
    return box
  }
  const table = (box: Sandbox, resource: string) => {
    let entries = box.resources.get(resource)
    if (!entries) {
      entries = new Map()
      box.resources.set(resource, entries)
    }
    return entries
  }

  return {
    now,
    ttl,
    byIdentity,
    live,
    open(identity) {
      let box = live(identity)
      if (!box) {
        box = { seq: 0, touched: now(), resources: new Map(), blobs: new Map(), bytes: 0 }
        byIdentity.set(identity, box)
      }
      box.touched = now()
      return box
    },
    write(box, resource, id, kind, item) {
      const entries = table(box, resource)
      const old = entries.get(id)
      const stored = item && structuredClone(item)
      const entry = old
        ? { ...old, kind, item: stored }
        : { id, kind, item: stored, seq: ++box.seq, at: now() }
      const weight = weigh(id, stored)
      weights.set(entry, weight)
      box.bytes += weight - (old ? (weights.get(old) ?? 0) : 0)
      entries.set(id, entry)
    },
    weightOf: (entry) => weights.get(entry) ?? 0,
    clear: () => byIdentity.clear(),
  }
}
