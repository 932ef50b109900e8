/**
 * The storage port: everything `domain/` knows about persistence.
 *
 * The baseline is not stored: it is generated deterministically in `domain/baseline.ts`, the
 * same in every process. A store holds only what identities wrote (their overlays) and a little
 * service-wide metadata, so every adapter stays small and the merge lives once, in the domain.
 */

/** A record as the API shows it. `id` is an integer for a global record, `local-…` otherwise. */
export type Item = { id: number | string } & Record<string, unknown>

/**
 * What an identity did to one record:
 * - `created`: a record the identity created (id `local-…`), for its whole life;
 * - `updated`: a replaced or patched global record (the full current record in `item`);
 * - `deleted`: a global record hidden for this identity (`item` is null).
 *
 * A created record that is deleted leaves no entry at all: its slot under the cap is free again.
 */
export type EntryKind = 'created' | 'updated' | 'deleted'

export interface OverlayEntry {
  /** The id as a path segment: `'17'` for a global record, `'local-…'` for a created one. */
  id: string
  kind: EntryKind
  /** Order of the entry's first write within its identity; later writes keep it. */
  seq: number
  /** Epoch milliseconds of the entry's first write. */
  at: number
  item: Item | null
}

/** One write of an import, applied in array order. */
export interface EntryWrite {
  resource: string
  id: string
  kind: EntryKind
  item: Item | null
}

/** A `created` entry a compare-and-set stores beside the one it changes, under `cap`. */
export interface SwapCreate {
  resource: string
  item: Item & { id: string }
  cap: number
}

/**
 * What a compare-and-set did: `done`; `changed` when the entry no longer holds what was expected
 * (another write came first, or it is gone); `full` when the create beside it met its cap.
 * Nothing is written unless `done`.
 */
export type SwapResult = 'done' | 'changed' | 'full'

/** A limit on how many resources under one prefix (`custom/`) an identity may hold. */
export interface GroupLimit {
  prefix: string
  max: number
}

/**
 * Values a create may not share with an entry already in the resource: a stored item holding one
 * of `values` in one of `fields` (strings, compared case-insensitively) refuses the create.
 */
export interface UniqueKeys {
  fields: readonly string[]
  values: readonly string[]
}

/** What an import may not break. */
export interface ReplayLimits {
  /**
   * Most created entries per resource, by name; a key ending in `/*` (`custom/*`) covers every
   * resource under that prefix. Resources not covered have no cap.
   */
  caps: Readonly<Record<string, number>>
  /** Most resources holding entries under a prefix. */
  groups?: readonly GroupLimit[]
}

/** Whether `item` holds one of `unique`'s values in one of its fields (case-insensitively). */
export function holdsUnique(item: Item | null, unique: UniqueKeys): boolean {
  if (!item) return false
  const wanted = new Set(unique.values.map((v) => v.toLowerCase()))
  return unique.fields.some((f) => {
    const v = item[f]
    return typeof v === 'string' && wanted.has(v.toLowerCase())
  })
}

/** The cap that `limits` sets for `resource`, if any. */
export function capOf(limits: ReplayLimits, resource: string): number | undefined {
  const exact = limits.caps[resource]
  if (exact !== undefined) return exact
  const slash = resource.indexOf('/')
  return slash === -1 ? undefined : limits.caps[`${resource.slice(0, slash)}/*`]
}

/**
 * An entry as a store hands it out: a copy, or frozen and shared with the store's cache, so it is
 * read, never changed (a changed record is written back with `update` or `put`).
 */
export type StoredEntry = Readonly<Omit<OverlayEntry, 'item'> & { item: Readonly<Item> | null }>

export interface Overlay {
  /** Every entry of one identity and resource, ordered by `seq` ascending. */
  entries(identity: string, resource: string): Promise<StoredEntry[]>
  /** Every entry of one identity across resources, ordered by `seq` ascending. */
  all(identity: string): Promise<Array<StoredEntry & { readonly resource: string }>>
  get(identity: string, resource: string, id: string): Promise<StoredEntry | undefined>
  /**
   * Stores a new `created` entry atomically with the limit checks: returns false, storing
   * nothing, when `cap` created entries of that resource already live for the identity, when
   * the resource holds no entries yet and `group` already has `max` resources, or when an entry
   * of the resource already holds one of the `unique` values.
   */
  create(
    identity: string,
    resource: string,
    item: Item & { id: string },
    cap: number,
    group?: GroupLimit,
    unique?: UniqueKeys,
  ): Promise<boolean>
  /**
   * Writes over a record that must still exist, checked in the same atomic step as the write,
   * against what is stored (never a cache): a `created` write only while the record's `created`
   * entry lives, an `updated` write only while the global record has no `deleted` tombstone.
   * Returns false, writing nothing, when the record is gone, so a write racing a delete never
   * brings the record back. An existing entry keeps its `seq` and `at`.
   */
  update(
    identity: string,
    resource: string,
    id: string,
    kind: 'created' | 'updated',
    item: Item,
  ): Promise<boolean>
  /**
   * Compare-and-set of a `created` entry, in one atomic step against what is stored: while the
   * entry still holds `expected` (compared as JSON, so any write since it was read fails it),
   * writes `item` over it and creates `also` under its cap. A state machine over several
   * instances reads, computes the next state, and tries again on `changed` (ADR 0023).
   */
  swap(
    identity: string,
    resource: string,
    id: string,
    expected: Item,
    item: Item,
    also?: SwapCreate,
  ): Promise<SwapResult>
  /**
   * Writes an entry unconditionally (the tombstone of a global record, an internal entry).
   * An existing entry keeps its `seq` and `at`. Updates of records go through `update`.
   */
  put(
    identity: string,
    resource: string,
    id: string,
    kind: EntryKind,
    item: Item | null,
  ): Promise<void>
  /**
   * Epoch milliseconds of the identity's last write (the moment its inactivity TTL counts from),
   * or undefined when nothing is stored for it, or what was stored has expired.
   */
  touchedAt(identity: string): Promise<number | undefined>
  /** Removes an entry outright; returns whether there was one. */
  drop(identity: string, resource: string, id: string): Promise<boolean>
  /** Removes every entry of the identity; returns how many there were. */
  reset(identity: string): Promise<number>
  /**
   * Atomically: clears the identity's entries of `clear` (every resource for `'all'`), applies
   * `writes` in order, then checks `limits`. Either everything is applied or, when a limit
   * would be broken, nothing is and it returns false.
   */
  replay(
    identity: string,
    clear: 'all' | string[],
    writes: EntryWrite[],
    limits: ReplayLimits,
  ): Promise<boolean>
  /**
   * The identities holding entries of `resource`. Only adapters whose process is the store's one
   * writer (memory, SQLite) offer it: there a set kept from it, and added to on each write of
   * the resource, stays exact. A service uses it to skip reads it knows would find nothing.
   */
  holders?(resource: string): Promise<string[]>
}

/** Small service-wide values (the generated JWT secret, say). */
export interface Meta {
  /** Returns the stored value, or stores `value` and returns it when none is stored yet. */
  getOrSet(key: string, value: string): Promise<string>
}

/** The answer a POST sent with an `Idempotency-Key` gave, kept to be given again. */
export interface IdempotentAnswer {
  status: number
  contentType: string
  body: string
}

/**
 * What is held for one idempotency key: the request's fingerprint, and its answer once known.
 * Without an answer, `running` (epoch ms) is when the lease of the request running under the key
 * ends: until then any instance waits for its answer rather than run it again.
 */
export interface IdempotencyRecord {
  fingerprint: string
  answer?: IdempotentAnswer
  running?: number
}

/**
 * Whether a claim of `fingerprint` at `now` takes the key: nothing is held, or the same request
 * is held without an answer and no lease of a request running under it holds any more.
 */
export function claimTakes(
  held: Readonly<IdempotencyRecord> | undefined,
  fingerprint: string,
  now: number,
): boolean {
  if (!held) return true
  return !held.answer && held.fingerprint === fingerprint && !((held.running ?? 0) > now)
}

/**
 * Keys a client sends so that it can retry a POST safely (an `Idempotency-Key` header), per
 * identity. A key is claimed before the request runs and completed with its answer after.
 */
export interface Idempotency {
  /**
   * Atomically: when nothing is held for the key (or it has expired), or `fingerprint` is held
   * without an answer and its lease has run out, holds `fingerprint` for `ttlMs`, leased to this
   * call until `now + leaseMs` (`running`), and returns undefined: the caller runs the request.
   * Otherwise returns what is held: an answer, another fingerprint, or a request still running.
   * Two calls never both get undefined while a lease holds.
   */
  claim(
    identity: string,
    key: string,
    fingerprint: string,
    ttlMs: number,
    leaseMs: number,
  ): Promise<Readonly<IdempotencyRecord> | undefined>
  /**
   * Holds the key for `ttlMs` from now with `record`: its answer, or, without one (a request that
   * failed in a way a retry may mend), only its fingerprint, so the next claim runs at once.
   */
  complete(
    identity: string,
    key: string,
    record: Omit<IdempotencyRecord, 'running'>,
    ttlMs: number,
  ): Promise<void>
}

/** A job of the store-wide queue, as the claimer that holds its lease sees it. */
export interface ClaimedJob {
  id: string
  payload: string
  /** The claim's token: only its holder may complete or reschedule the job. */
  lease: string
}

/** How many jobs of one group a claimer may hold at once, and how many it holds now. */
export interface ClaimShare {
  max: number
  held: ReadonlyMap<string, number>
}

/**
 * One store-wide queue of due jobs (the webhook deliveries,
 * docs/contract/events-and-webhooks.md#deliveries): what is enqueued is in the store, so it
 * outlives the process, and a claim is a lease, so that of several instances exactly one holds a
 * job at a time. A claimer that dies holding a job lets its lease run out, and the job is due again
 * to everyone (ADR 0017).
 *
 * Jobs belong to a group (the sandbox), and groups take turns: one group's thousand due jobs
 * never hold back another group's one. A group's turn is the later of its earliest job's due
 * time (a leased job's is its lease's end) and the last claim that took one of its jobs, so
 * a group just served waits behind every group due before that claim.
 */
export interface Queue {
  /** Adds a job due at `due` (epoch ms); a job with the same id is replaced, lease and all. */
  enqueue(id: string, payload: string, due: number, group?: string): Promise<void>
  /**
   * Atomically: takes up to `limit` jobs due at `now` whose lease is free or has run out, and
   * leases each to this call until `now + leaseMs`. Groups are taken in turn order, one job of
   * each per round (each group's earliest first), a group at most `share.max` minus what the
   * caller `held` of it. Two calls never get the same job while its lease holds.
   */
  claimDue(now: number, leaseMs: number, limit: number, share?: ClaimShare): Promise<ClaimedJob[]>
  /** Removes a job whose lease the caller still holds; false (nothing removed) otherwise. */
  complete(id: string, lease: string): Promise<boolean>
  /**
   * Gives the job a new payload and due time, ending the caller's lease; false (nothing
   * changed) when the caller no longer holds it.
   */
  reschedule(id: string, lease: string, payload: string, due: number): Promise<boolean>
}

/** How many jobs of `group` a claim may take: its share left, within the claim's limit. */
export const roomOf = (group: string, limit: number, share?: ClaimShare) =>
  share ? Math.min(limit, share.max - (share.held.get(group) ?? 0)) : limit

/**
 * One job of each group per round, groups in turn order, until `limit`: what a claim takes from
 * each group's due jobs (already cut to its room), in the order it takes them.
 */
export function takeInTurns<T>(groups: ReadonlyArray<readonly T[]>, limit: number): T[] {
  const out: T[] = []
  for (let round = 0; out.length < limit; round++) {
    let more = false
    for (const jobs of groups) {
      const job = jobs[round]
      if (job === undefined) continue
      more = true
      out.push(job)
      if (out.length === limit) break
    }
    if (!more) break
  }
  return out
}

/**
 * Bytes an identity keeps beside its overlay: the content of uploaded files
 * (docs/contract/uploads.md). They stay out of the overlay, so listing, counting or exporting a
 * sandbox never reads them. They live and die with the sandbox: a reset or its expiry removes them;
 * a put counts as a write of it.
 */
export interface Blobs {
  /** Stores `bytes` under `id`, replacing what was there. */
  put(identity: string, id: string, bytes: Buffer): Promise<void>
  /** A copy of the stored bytes, or undefined when none are stored (or the sandbox expired). */
  get(identity: string, id: string): Promise<Buffer | undefined>
  /** Removes the bytes; returns whether there were any. */
  drop(identity: string, id: string): Promise<boolean>
}

export interface StoreStats {
  /** Identities with stored state. */
  identities: number
}

export interface Store {
  readonly kind: 'memory' | 'sqlite' | 'redis'
  overlay: Overlay
  blobs: Blobs
  meta: Meta
  idempotency: Idempotency
  queue: Queue
  /**
   * Each identity's write version, for answers kept across requests (issue 22): kept by this
   * process for memory and SQLite (its one writer), in the server itself for Redis (whose
   * scripts move it with every write). A store without it keeps no answers.
   */
  versions?: WriteVersions
  /**
   * What the store occupies, in bytes, as cheaply as the adapter can tell: the database file's
   * pages (sqlite), the server's used memory (redis), an estimate of the stored JSON (memory).
   */
  size(): Promise<number>
  /** Resolves when the store answers; rejects otherwise. */
  ping(): Promise<void>
  stats(): Promise<StoreStats>
  /** Forgets identities whose last write is older than `before` (epoch ms); returns how many. */
  expire(before: number): Promise<number>
  close(): Promise<void>
}

/**
 * How a sandbox's events travel between instances: in-process, or through the Redis adapter's
 * pub/sub. The transport carries each event as JSON and never reads it: what an event holds is
 * the domain's (`domain/events/bus.ts`), which is why the type is a parameter here.
 */
export interface EventTransport<E> {
  publish(identity: string, event: E): void
  /**
   * Starts delivering. Resolves once events published anywhere reach `deliver` (or the transport
   * could not listen yet: it goes on trying by itself, and this never rejects).
   */
  start(deliver: (identity: string, event: E) => void): Promise<void>
  close(): Promise<void>
}

/** Thrown by adapters when the backing store cannot be reached; becomes 503 STORE_UNAVAILABLE. */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError'
}

/**
 * What an answer built from an identity's overlay may be kept against (issue 22): a version read
 * before the answer is built, and again after it, tells whether a write could have changed it.
 */
export interface WriteVersions {
  /**
   * 0 while the identity holds nothing, so that its answers are the baseline's and may be
   * shared; otherwise a number that changes with every write of the identity, or NaN for a state
   * the store cannot version (nothing is kept for it). The memory and SQLite adapters, whose
   * process is the store's one writer, know it at once; Redis answers in a round trip.
   */
  of(identity: string): number | Promise<number>
  /**
   * Whether the identity's sandbox is surely still live. An answer kept for the identity is good
   * only while this holds. (A store whose version changes when a sandbox expires may say true.)
   */
  live(identity: string): boolean
  /**
   * Set when `of` costs a round trip (Redis): a caller that asks only to spare itself a read,
   * rather than to keep an answer, gains nothing by asking, and must not ask on every request.
   */
  readonly remote?: boolean
}
