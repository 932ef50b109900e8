import { randomUUID } from 'node:crypto'
import {
  type ClaimedJob,
  capOf,
  claimTakes,
  type EntryKind,
  type EntryWrite,
  holdsUnique,
  type IdempotencyRecord,
  type Item,
  type OverlayEntry,
  roomOf,
  type Store,
  type StoreStats,
  takeInTurns,
} from '../port.ts'
import { withWriteVersions } from '../write-versions.ts'

type Sandbox = {
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

type Job = { payload: string; due: number; lease: string; group: string }

/** Ephemeral adapter: everything lives in this process and is gone when it exits. */
export function createMemoryStore(
  now: () => number = Date.now,
  options: { ttlMs?: number } = {},
): Store {
  const sandboxes = new Map<string, Sandbox>()
  const meta = new Map<string, string>()
  const keys = new Map<string, IdempotencyRecord & { expires: number }>()
  // The weight each stored entry was given, so an overwrite subtracts it without re-measuring.
  const weights = new WeakMap<OverlayEntry, number>()
  const ttl = options.ttlMs ?? Number.POSITIVE_INFINITY
  // The queue: a job is due at `due`; a claim moves `due` to the lease's end, so a claimer that
  // never answers gives the job back when its lease runs out.
  const jobs = new Map<string, Job>()
  // When a claim last took a job of each group: its turn comes after the groups due before.
  const served = new Map<string, number>()

  // A sandbox idle past the TTL is gone the moment it expires, not at the next sweep: reads see
  // nothing and the next write starts afresh.
  const live = (identity: string): Sandbox | undefined => {
    const box = sandboxes.get(identity)
    if (box && now() - box.touched >= ttl) {
      sandboxes.delete(identity)
      return undefined
    }
    return box
  }
  const sandbox = (identity: string): Sandbox => {
    let box = live(identity)
    if (!box) {
      box = { seq: 0, touched: now(), resources: new Map(), blobs: new Map(), bytes: 0 }
      sandboxes.set(identity, box)
    }
    box.touched = now()
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
  const write = (
    box: Sandbox,
    resource: string,
    id: string,
    kind: EntryKind,
    item: Item | null,
  ) => {
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
  }

  const store: Store = {
    kind: 'memory',
    overlay: {
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
        return [...sandboxes].filter(([, box]) => box.resources.has(resource)).map(([id]) => id)
      },
      async create(identity, resource, item, cap, group, unique) {
        const box = live(identity)
        const existing = box?.resources.get(resource)
        if (existing && countCreated(existing) >= cap) return false
        if (unique && existing && [...existing.values()].some((e) => holdsUnique(e.item, unique)))
          return false
        const joinsGroup = group && resource.startsWith(group.prefix) && !existing?.size
        if (joinsGroup && box && groupSize(box, group.prefix) >= group.max) return false
        write(sandbox(identity), resource, item.id, 'created', item)
        return true
      },
      async swap(identity, resource, id, expected, item, also) {
        const box = live(identity)
        const old = box?.resources.get(resource)?.get(id)
        if (
          !box ||
          old?.kind !== 'created' ||
          JSON.stringify(old.item) !== JSON.stringify(expected)
        )
          return 'changed'
        const beside = also && box.resources.get(also.resource)
        if (also && beside && countCreated(beside) >= also.cap) return 'full'
        const target = sandbox(identity)
        if (also) write(target, also.resource, also.item.id, 'created', also.item)
        write(target, resource, id, 'created', item)
        return 'done'
      },
      async update(identity, resource, id, kind, item) {
        const old = live(identity)?.resources.get(resource)?.get(id)
        if (kind === 'created' ? old?.kind !== 'created' : old?.kind === 'deleted') return false
        write(sandbox(identity), resource, id, kind, item)
        return true
      },
      async put(identity, resource, id, kind, item) {
        write(sandbox(identity), resource, id, kind, item)
      },
      async drop(identity, resource, id) {
        const box = live(identity)
        const old = box?.resources.get(resource)?.get(id)
        if (!box || !old) return false
        box.resources.get(resource)?.delete(id)
        box.bytes -= weights.get(old) ?? 0
        box.touched = now()
        return true
      },
      async reset(identity) {
        const box = live(identity)
        if (!box) return 0
        sandboxes.delete(identity)
        let n = 0
        for (const entries of box.resources.values()) n += entries.size
        return n
      },
      async replay(identity, clear, writes: EntryWrite[], limits) {
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
          for (const e of entries.values()) draft.bytes += weights.get(e) ?? 0
        }
        for (const w of writes) write(draft, w.resource, w.id, w.kind, w.item)
        for (const [resource, entries] of draft.resources) {
          const cap = capOf(limits, resource)
          if (cap !== undefined && countCreated(entries) > cap) return false
        }
        for (const group of limits.groups ?? []) {
          if (groupSize(draft, group.prefix) > group.max) return false
        }
        sandboxes.set(identity, draft)
        return true
      },
    },
    blobs: {
      async put(identity, id, bytes) {
        const box = sandbox(identity)
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
    },
    meta: {
      async getOrSet(key, value) {
        const stored = meta.get(key)
        if (stored !== undefined) return stored
        meta.set(key, value)
        return value
      },
    },
    idempotency: {
      async claim(identity, key, fingerprint, ttlMs, leaseMs) {
        const k = `${identity}\u0000${key}`
        const found = keys.get(k)
        const held = found && found.expires > now() ? found : undefined
        if (held && !claimTakes(held, fingerprint, now())) {
          const { expires: _, ...record } = held
          return structuredClone(record)
        }
        keys.set(k, { fingerprint, running: now() + leaseMs, expires: now() + ttlMs })
        return undefined
      },
      async complete(identity, key, record, ttlMs) {
        keys.set(`${identity}\u0000${key}`, { ...structuredClone(record), expires: now() + ttlMs })
      },
    },
    queue: {
      async enqueue(id, payload, due, group = '') {
        jobs.set(id, { payload, due, lease: '', group })
      },
      async claimDue(at, leaseMs, limit, share) {
        // Each group's earliest due time (leased jobs' too) and its due jobs, earliest first.
        const groups = new Map<string, { first: number; due: Array<[string, Job]> }>()
        for (const [id, job] of jobs) {
          let g = groups.get(job.group)
          if (!g) {
            g = { first: job.due, due: [] }
            groups.set(job.group, g)
          }
          g.first = Math.min(g.first, job.due)
          if (job.due <= at) g.due.push([id, job])
        }
        for (const g of served.keys()) if (!groups.has(g)) served.delete(g)
        const turns = [...groups]
          .filter(([, g]) => g.due.length > 0)
          .map(([name, g]) => ({
            name,
            turn: Math.max(g.first, served.get(name) ?? Number.NEGATIVE_INFINITY),
            due: g.due
              .sort(([, a], [, b]) => a.due - b.due)
              .slice(0, Math.max(0, roomOf(name, limit, share))),
          }))
          .sort((a, b) => a.turn - b.turn)
        const lease = randomUUID()
        const out: ClaimedJob[] = []
        for (const [id, job] of takeInTurns(
          turns.map((t) => t.due),
          limit,
        )) {
          job.due = at + leaseMs
          job.lease = lease
          served.set(job.group, at)
          out.push({ id, payload: job.payload, lease })
        }
        return out
      },
      async complete(id, lease) {
        if (!lease || jobs.get(id)?.lease !== lease) return false
        jobs.delete(id)
        return true
      },
      async reschedule(id, lease, payload, due) {
        const job = jobs.get(id)
        if (!lease || job?.lease !== lease) return false
        jobs.set(id, { payload, due, lease: '', group: job.group })
        return true
      },
    },
    async size() {
      let bytes = 0
      for (const box of sandboxes.values()) bytes += box.bytes
      for (const [k, held] of keys)
        bytes += 64 + k.length + held.fingerprint.length + (held.answer?.body.length ?? 0)
      return bytes
    },
    async ping() {},
    async stats(): Promise<StoreStats> {
      let identities = 0
      const cutoff = now() - ttl
      for (const box of sandboxes.values()) if (box.touched > cutoff) identities++
      return { identities }
    },
    async expire(before) {
      for (const [k, held] of keys) if (held.expires <= now()) keys.delete(k)
      let n = 0
      for (const [identity, box] of sandboxes) {
        if (box.touched < before) {
          sandboxes.delete(identity)
          n++
        }
      }
      return n
    },
    async close() {
      sandboxes.clear()
      keys.clear()
      jobs.clear()
    },
  }
  // Every write passes through this process, so its versions are exact (issue 22).
  const { overlay, versions } = withWriteVersions(store.overlay, undefined, ttl, now)
  return { ...store, overlay, versions }
}
