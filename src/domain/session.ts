import type { EntryWrite, Overlay } from '../store/port.ts'
import type { Baseline } from './baseline.ts'
import { CUSTOM_LIMITS, CUSTOM_PREFIX, isCustomResource } from './custom.ts'
import type { DatasetSnapshot } from './dataset/snapshot.ts'
import { ProblemError, quoted, validationFailed } from './errors.ts'
import type { EventBus, EventInput } from './events/bus.ts'
import { INTERNAL, isInternal } from './internal.ts'
import { DEFAULT_LIMITS, type Limits } from './limits.ts'
import type { NetworkProfiles } from './network-profiles.ts'
import type { RecordValidator } from './record-validator.ts'
import { SINGULAR } from './records.ts'
import { isResourceName, RESOURCE_NAMES } from './resources.ts'
import {
  importLimitReached,
  importLimits,
  MAX_IMPORT_ENTRIES,
  PROFILES,
  resourceFilter,
  SNAPSHOT_VERSION,
  type SnapshotEntry,
  snapshotName,
  toCredentialWrite,
  toEntryWrite,
  toSnapshotEntry,
} from './snapshot.ts'

export interface ImportRequest {
  version: string
  records: SnapshotEntry[]
}

const outsideFilter = (at: string, resource: string, filter: string) =>
  validationFailed([
    {
      field: `${at}.resource`,
      message: `'${resource}' is outside the import filter resource=${filter}; import it without the filter or leave it out`,
    },
  ])

/** Two creates of one id would leave one record where the snapshot lists two. */
const duplicateCreate = (first: number, second: number, resource: string, id: string) =>
  new ProblemError({
    code: 'CONFLICT',
    status: 400,
    detail: `records[${first}] and records[${second}] both create ${resource} ${id}; an id may be created once per import`,
    errors: [
      {
        field: `records[${second}].data.id`,
        message: `repeats the id created by records[${first}]`,
      },
    ],
  })

/** Whole-sandbox operations (docs/contract/session.md): what it holds, export, import, reset. */
export function createSessionService(deps: {
  overlay: Overlay
  baseline: Baseline
  /** Reset forgets the cached profile with the stored one. */
  networkProfiles: NetworkProfiles
  /** Checks each imported entry against its resource's schema. */
  validate: RecordValidator
  sandboxTtlMs?: number
  now?: () => number
  events?: EventBus
  /**
   * The db.json's collections and singular resources, when one is served
   * (docs/contract/db-json.md).
   */
  dataset?: DatasetSnapshot
  /** The create cap (`--create-cap`), reported and applied to imports. */
  limits?: Limits
}) {
  const { overlay, baseline, networkProfiles, validate, events, dataset } = deps

  /**
   * The event a REST write of the same record would have announced (`post.created`,
   * `custom.products.updated`, `tag.deleted`); none for session profiles and passwords.
   */
  function eventOf(w: EntryWrite): EventInput | undefined {
    const action = w.kind
    const type = isResourceName(w.resource)
      ? SINGULAR[w.resource].toLowerCase()
      : isCustomResource(w.resource)
        ? `custom.${w.resource.slice(CUSTOM_PREFIX.length)}`
        : dataset?.isSingular(w.resource)
          ? w.resource
          : dataset?.singularOf(w.resource)
    if (type === undefined) return undefined
    // A built-in's global id is a number, as its REST events carry it.
    const id =
      w.item?.id ?? (isResourceName(w.resource) && /^\d+$/.test(w.id) ? Number(w.id) : w.id)
    return {
      type: `${type}.${action}`,
      resource: w.resource,
      action,
      recordId: dataset?.isSingular(w.resource) ? null : id,
      data: w.item ? { ...w.item, _sandbox: w.kind } : { id },
    }
  }
  const { createCap } = deps.limits ?? DEFAULT_LIMITS
  const replayLimits = importLimits(createCap)
  const now = deps.now ?? Date.now
  const ttlDays = Math.round(((deps.sandboxTtlMs ?? 10 * 86_400_000) / 86_400_000) * 100) / 100

  /** The overlay write of one snapshot entry, the db.json's entries by the file's rules. */
  function entryWrite(entry: SnapshotEntry, at: string) {
    const { resource } = entry
    if (dataset?.owns(resource)) return dataset.write(entry, at)
    if (
      dataset &&
      !isResourceName(resource) &&
      !isCustomResource(resource) &&
      resource !== PROFILES
    )
      throw validationFailed([
        {
          field: `${at}.resource`,
          message: `${quoted(resource.slice(0, 80))} is not served here: use ${RESOURCE_NAMES.join(', ')}, custom/<name>, profiles or one of the db.json's ${dataset.names().join(', ')}`,
        },
      ])
    return toEntryWrite(entry, at, { baseline, validate, now })
  }

  return {
    async info(identity: string) {
      const stored = await overlay.all(identity)
      const profiles = stored.filter((e) => e.resource === INTERNAL.profiles).length
      const entries = stored.filter((e) => !isInternal(e.resource))
      const resources = Object.fromEntries(RESOURCE_NAMES.map((r) => [r, 0])) as Record<
        string,
        number
      >
      const changes = Object.fromEntries(
        RESOURCE_NAMES.map((r) => [r, { created: 0, updated: 0, deleted: 0 }]),
      ) as Record<string, { created: number; updated: number; deleted: number }>
      const collections = new Set<string>()
      for (const e of entries) {
        if (e.resource.startsWith(CUSTOM_PREFIX)) collections.add(e.resource)
        const counts = changes[e.resource]
        if (!counts) continue
        counts[e.kind]++
        if (e.kind === 'created') resources[e.resource] = (resources[e.resource] ?? 0) + 1
      }
      return {
        identityId: identity,
        totalCreatedRecords: Object.values(resources).reduce((a, b) => a + b, 0),
        maxQuotaPerResource: createCap,
        resources,
        changes,
        customCollections: collections.size,
        profiles,
        expiresInDays: ttlDays,
        limits: {
          maxCustomCollections: CUSTOM_LIMITS.maxCollections,
          maxRecordsPerCollection: CUSTOM_LIMITS.maxRecords,
          maxCustomRecordBytes: CUSTOM_LIMITS.maxRecordBytes,
          maxImportEntries: MAX_IMPORT_ENTRIES,
          maxProfiles: createCap,
        },
      }
    },

    /**
     * The hosted original's `/session/stats` (docs/contract/session.md#stats): who the sandbox is,
     * what it changed, and how much of each resource's create quota it uses. The six resources
     * always appear, custom collections (`custom/<name>`, as export and import name them) when they
     * hold records. `createdAt` is the first write among what the sandbox still holds (no store
     * keeps a birth date) and `lastSeenAt` its last write, from which the inactivity TTL counts
     * (reads are not stored); both are null while nothing is stored.
     */
    async stats(identity: string) {
      const [stored, touched] = await Promise.all([
        overlay.all(identity),
        overlay.touchedAt(identity),
      ])
      const byResource: Record<
        string,
        { created: number; updated: number; deleted: number; total: number; quotaUsed: string }
      > = {}
      const counts = (resource: string) => {
        let c = byResource[resource]
        if (!c) {
          c = { created: 0, updated: 0, deleted: 0, total: 0, quotaUsed: '' }
          byResource[resource] = c
        }
        return c
      }
      for (const r of RESOURCE_NAMES) counts(r)
      // The file's collections and singular resources are served as the built-ins are.
      for (const r of dataset?.names() ?? []) if (dataset?.owns(r)) counts(r)
      let first = Number.POSITIVE_INFINITY
      const summary = { totalOverlays: 0, creates: 0, updates: 0, deletes: 0 }
      for (const e of stored) {
        first = Math.min(first, e.at)
        const builtin = (RESOURCE_NAMES as readonly string[]).includes(e.resource)
        if (!builtin && !e.resource.startsWith(CUSTOM_PREFIX) && !dataset?.owns(e.resource))
          continue
        const c = counts(e.resource)
        c[e.kind]++
        c.total++
        summary.totalOverlays++
        if (e.kind === 'created') summary.creates++
        else if (e.kind === 'updated') summary.updates++
        else summary.deletes++
      }
      for (const [resource, c] of Object.entries(byResource)) {
        // Nothing is created in a singular resource of the db.json: it has no quota to use.
        const cap = resource.startsWith(CUSTOM_PREFIX)
          ? CUSTOM_LIMITS.maxRecords
          : dataset?.isSingular(resource)
            ? 0
            : createCap
        c.quotaUsed = `${c.created} / ${cap}`
      }
      const iso = (ms: number | undefined) =>
        ms === undefined || !Number.isFinite(ms) ? null : new Date(ms).toISOString()
      return {
        identity: {
          id: identity,
          createdAt: iso(first),
          lastSeenAt: iso(touched),
          inactivityTtlDays: ttlDays,
        },
        summary,
        byResource,
      }
    },

    /** The identity's overlay as a snapshot, oldest entry first. */
    async export(identity: string, resource?: string) {
      const filter = resourceFilter(resource, dataset)
      const all = await overlay.all(identity)
      const hashes = new Map<string, string>()
      for (const e of all) {
        if (e.resource === INTERNAL.credentials && typeof e.item?.hash === 'string')
          hashes.set(e.id, e.item.hash)
      }
      const records = all
        .filter((e) => filter.match(e.resource))
        .flatMap((e): Array<ReturnType<typeof toSnapshotEntry> | SnapshotEntry> => {
          const hash = e.resource === 'users' ? hashes.get(e.id) : undefined
          if (!dataset?.owns(e.resource)) return [toSnapshotEntry(e, hash)]
          const entry = dataset.entry(e, hash)
          return entry ? [entry] : []
        })
      const count = (op: string) => records.filter((r) => r.op === op).length
      return {
        version: SNAPSHOT_VERSION,
        exportedAt: new Date(now()).toISOString(),
        identityId: identity,
        targetResource: filter.name,
        stats: {
          totalRecords: records.length,
          creates: count('create'),
          updates: count('update'),
          deletes: count('delete'),
        },
        records,
      }
    },

    /**
     * Validates every entry first, then applies them in one transaction: a bad 500th entry or a
     * broken limit leaves the sandbox exactly as it was.
     */
    async import(
      identity: string,
      snapshot: ImportRequest,
      options: { strategy?: 'replace' | 'merge'; resource?: string },
    ) {
      const strategy = options.strategy ?? 'replace'
      if (snapshot.version !== SNAPSHOT_VERSION) {
        throw validationFailed([{ field: 'version', message: `must be "${SNAPSHOT_VERSION}"` }])
      }
      if (snapshot.records.length > MAX_IMPORT_ENTRIES) {
        throw validationFailed([
          { field: 'records', message: `may hold at most ${MAX_IMPORT_ENTRIES} entries` },
        ])
      }
      const filter = resourceFilter(options.resource, dataset)
      const writes: EntryWrite[] = []
      const credentials: EntryWrite[] = []
      const createdBy = new Map<string, number>()
      for (const [i, entry] of snapshot.records.entries()) {
        const at = `records[${i}]`
        const write = entryWrite(entry, at)
        // An entry the filter leaves out would be dropped while its resource is cleared: refused.
        if (!filter.match(write.resource)) throw outsideFilter(at, entry.resource, filter.name)
        if (write.kind === 'created') {
          const key = `${write.resource}\u0000${write.id}`
          const first = createdBy.get(key)
          if (first !== undefined) throw duplicateCreate(first, i, write.resource, write.id)
          createdBy.set(key, i)
        }
        writes.push(write)
        const credential = toCredentialWrite(entry, at, write)
        if (credential) credentials.push(credential)
      }
      const clear =
        strategy === 'replace'
          ? [...new Set((await overlay.all(identity)).map((e) => e.resource))].filter((r) =>
              filter.match(r),
            )
          : []
      // Replaced users take their passwords with them; the snapshot's hashes come back below.
      const clearCredentials = clear.includes('users') ? [INTERNAL.credentials] : []
      const limits = dataset
        ? { ...replayLimits, caps: { ...replayLimits.caps, ...dataset.caps() } }
        : replayLimits
      const applied = await overlay.replay(
        identity,
        [...clear, ...clearCredentials],
        [...writes, ...credentials],
        limits,
      )
      if (!applied) throw importLimitReached(createCap)
      const result = {
        message: `Imported ${writes.length} records (${strategy})`,
        importedRecords: writes.length,
        strategy,
        affectedResources: [
          ...new Set([...clear, ...writes.map((w) => w.resource)].map(snapshotName)),
        ],
      }
      // Each record as its own write would announce it, then the import as a whole.
      if (events) {
        for (const w of writes) {
          const event = eventOf(w)
          if (event) events.emit(identity, event)
        }
      }
      events?.emit(identity, {
        type: 'session.imported',
        resource: 'session',
        action: 'imported',
        data: {
          importedRecords: result.importedRecords,
          strategy,
          affectedResources: result.affectedResources,
        },
      })
      return result
    },

    /**
     * Forgets everything the identity wrote: creates, updates, deletes, custom collections,
     * registered users, session profiles, and with them its refresh tokens. `purgedRecords`
     * counts what an export would have held.
     */
    async reset(identity: string) {
      const entries = await overlay.all(identity)
      await overlay.reset(identity)
      networkProfiles.forget(identity)
      const exported = resourceFilter('all', dataset)
      const purgedRecords = entries.filter((e) => exported.match(e.resource)).length
      events?.emit(identity, {
        type: 'session.reset',
        resource: 'session',
        action: 'reset',
        data: { purgedRecords },
      })
      return { message: 'The sandbox is reset to the shared baseline', purgedRecords }
    },
  }
}

export type SessionService = ReturnType<typeof createSessionService>
