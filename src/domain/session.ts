import type { EntryWrite, Overlay } from '../store/port.ts'
import { MAX_PROFILES } from './auth/service.ts'
import type { Baseline } from './baseline.ts'
import { CUSTOM_LIMITS, CUSTOM_PREFIX } from './custom.ts'
import { ProblemError, validationFailed } from './errors.ts'
import type { EventBus } from './events/bus.ts'
import { INTERNAL, isInternal } from './internal.ts'
import type { NetworkProfiles } from './network-profiles.ts'
import type { RecordValidator } from './record-validator.ts'
import { CREATE_CAP, RESOURCE_NAMES } from './resources.ts'
import {
  IMPORT_LIMITS,
  importLimitReached,
  MAX_IMPORT_ENTRIES,
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

/** Whole-sandbox operations (SPEC §9): what it holds, export, import, reset. */
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
}) {
  const { overlay, baseline, networkProfiles, validate, events } = deps
  const now = deps.now ?? Date.now
  const ttlDays = Math.round(((deps.sandboxTtlMs ?? 10 * 86_400_000) / 86_400_000) * 100) / 100

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
        maxQuotaPerResource: CREATE_CAP,
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
          maxProfiles: MAX_PROFILES,
        },
      }
    },

    /** The identity's overlay as a snapshot, oldest entry first. */
    async export(identity: string, resource?: string) {
      const filter = resourceFilter(resource)
      const all = await overlay.all(identity)
      const hashes = new Map<string, string>()
      for (const e of all) {
        if (e.resource === INTERNAL.credentials && typeof e.item?.hash === 'string')
          hashes.set(e.id, e.item.hash)
      }
      const records = all
        .filter((e) => filter.match(e.resource))
        .map((e) => toSnapshotEntry(e, e.resource === 'users' ? hashes.get(e.id) : undefined))
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
      const filter = resourceFilter(options.resource)
      const writes: EntryWrite[] = []
      const credentials: EntryWrite[] = []
      const createdBy = new Map<string, number>()
      for (const [i, entry] of snapshot.records.entries()) {
        const at = `records[${i}]`
        const write = toEntryWrite(entry, at, { baseline, validate, now })
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
      const applied = await overlay.replay(
        identity,
        [...clear, ...clearCredentials],
        [...writes, ...credentials],
        IMPORT_LIMITS,
      )
      if (!applied) throw importLimitReached()
      const result = {
        message: `Imported ${writes.length} records (${strategy})`,
        importedRecords: writes.length,
        strategy,
        affectedResources: [
          ...new Set([...clear, ...writes.map((w) => w.resource)].map(snapshotName)),
        ],
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
      const exported = resourceFilter('all')
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
