import type { EntryWrite, Item, Overlay, StoredEntry } from '../../store/port.ts'
import type { Baseline } from '../baseline.ts'
import { COLLECTION_NAME } from '../collection-name.ts'
import {
  CUSTOM_LIMITS,
  CUSTOM_PREFIX,
  CUSTOM_REPLAY_LIMITS,
  isCollectionName,
  newCustomId,
} from '../custom.ts'
import { ProblemError, validationFailed } from '../errors.ts'
import type { EventBus } from '../events/bus.ts'
import { INTERNAL } from '../internal.ts'
import { DEFAULT_LIMITS, type Limits } from '../limits.ts'
import { newLocalId } from '../record-id.ts'
import type { RecordValidator } from '../record-validator.ts'
import { fieldLimitErrors, normalizeBody, type RecordBody } from '../records.ts'
import { aliasConflicts } from '../reference-aliases.ts'
import { RESOURCES, type ResourceName } from '../resources.ts'
import { IMPORT_LIMITS, type RowError, rowsRejected, tooManyRows } from './rows.ts'

export type ImportStrategy = 'merge' | 'replace'

export interface ImportResult {
  message: string
  resource: string
  totalImported: number
  created: number
  updated: number
}

/** A row's id as a path segment, or undefined when it has none a record could have. */
function idOf(row: RecordBody): string | undefined {
  const id = row.id
  if (typeof id === 'number' && Number.isSafeInteger(id) && id >= 1) return String(id)
  if (typeof id === 'string' && id !== '') return id
  return undefined
}

/** Two rows naming one record would leave one of them unapplied: refused, naming both. */
function duplicateIds(rows: readonly RecordBody[]): RowError[] {
  const first = new Map<string, number>()
  const errors: RowError[] = []
  rows.forEach((row, i) => {
    const id = idOf(row)
    if (id === undefined) return
    const earlier = first.get(id)
    if (earlier !== undefined)
      errors.push({ row: i + 1, field: 'id', message: `repeats the id of row ${earlier}` })
    else first.set(id, i + 1)
  })
  return errors
}

/** The 403 of an import whose row `row` would break a cap; nothing is stored. */
export const capRefused = (row: number, what: string) =>
  new ProblemError({
    code: 'SANDBOX_LIMIT_REACHED',
    detail: `Nothing was imported: row ${row} would be ${what}`,
    members: { row },
  })

/**
 * Imports of rows into one resource or custom collection
 * (docs/contract/data-in-and-out.md#file-import): a row with the id of a record in the caller's
 * view replaces it (PUT semantics), any other creates one. Every row is checked first, as a request
 * body is; then everything is written in one atomic replay with the caps, so a bad row or a broken
 * cap leaves the sandbox as it was. Each created or replaced record is announced as a write through
 * the API would be (`post.created`, `post.updated`).
 */
export function createImportService(deps: {
  baseline: Baseline
  overlay: Overlay
  validate: RecordValidator
  events?: EventBus
  now?: () => number
  /** The create cap (`--create-cap`) applies to imports as to creates. */
  limits?: Limits
}) {
  const { baseline, overlay, validate, events } = deps
  const cap = (deps.limits ?? DEFAULT_LIMITS).createCap
  const now = deps.now ?? Date.now

  function checkCount(rows: readonly unknown[]) {
    if (rows.length > IMPORT_LIMITS.rows) throw tooManyRows(rows.length)
  }

  function announce(
    identity: string,
    type: string,
    resource: string,
    writes: EntryWrite[],
    created: Set<EntryWrite>,
  ) {
    for (const w of writes) {
      const action = created.has(w) ? 'created' : 'updated'
      events?.emit(identity, {
        type: `${type}.${action}`,
        resource,
        action,
        recordId: (w.item as Item).id,
        data: { ...w.item, _sandbox: w.kind },
      })
    }
  }

  return {
    async records(
      identity: string,
      resource: ResourceName,
      rows: readonly RecordBody[],
      strategy: ImportStrategy,
    ): Promise<ImportResult> {
      checkCount(rows)
      const errors: RowError[] = duplicateIds(rows)
      rows.forEach((row, i) => {
        const { id: _id, _sandbox, ...fields } = row
        const problems = validate(resource, fields)
        const all = problems.length > 0 ? problems : aliasConflicts(resource, fields)
        for (const e of [...all, ...fieldLimitErrors(resource, fields, '(row)')])
          errors.push({ row: i + 1, field: e.field, message: e.message })
      })
      if (errors.length > 0) throw rowsRejected(errors)

      const entries: readonly StoredEntry[] =
        strategy === 'replace' ? [] : await overlay.entries(identity, resource)
      const byId = new Map(entries.map((e) => [e.id, e]))
      const inView = (id: string) => {
        const entry = byId.get(id)
        if (entry) return entry.kind === 'deleted' ? undefined : entry.kind
        return /^[0-9]+$/.test(id) && baseline.get(resource, Number(id)) ? 'updated' : undefined
      }
      let live = entries.filter((e) => e.kind === 'created').length
      const writes: EntryWrite[] = []
      const created = new Set<EntryWrite>()
      rows.forEach((row, i) => {
        const given = idOf(row)
        const kind = given === undefined ? undefined : inView(given)
        const fields = normalizeBody(resource, row)
        if (given !== undefined && kind !== undefined) {
          const id = kind === 'created' ? given : Number(given)
          writes.push({ resource, id: given, kind, item: { id, ...fields } })
          return
        }
        if (++live > cap)
          throw capRefused(
            i + 1,
            `created ${resource} number ${live} in this sandbox, and at most ${cap} may live`,
          )
        const id = newLocalId()
        const write: EntryWrite = { resource, id, kind: 'created', item: { id, ...fields } }
        writes.push(write)
        created.add(write)
      })
      // Replaced users take their passwords with them, as a session import's do.
      const clear =
        strategy === 'replace'
          ? [resource, ...(resource === 'users' ? [INTERNAL.credentials] : [])]
          : []
      // Created records list newest first: written last row first, they list in the file's order.
      if (
        !(await overlay.replay(identity, clear, writes.toReversed(), {
          caps: { [resource]: cap },
        }))
      )
        throw new ProblemError({
          code: 'SANDBOX_LIMIT_REACHED',
          detail: `Nothing was imported: it would hold more than ${cap} created ${resource} in this sandbox`,
        })
      announce(identity, RESOURCES[resource].singular, resource, writes, created)
      return importResult(resource, strategy, writes.length, created.size)
    },

    async custom(
      identity: string,
      name: string,
      rows: readonly RecordBody[],
      strategy: ImportStrategy,
    ): Promise<ImportResult> {
      if (!isCollectionName(name))
        throw validationFailed([
          { field: 'collection', message: `must match ${COLLECTION_NAME.source}` },
        ])
      checkCount(rows)
      const resource = `${CUSTOM_PREFIX}${name}`
      const entries: readonly StoredEntry[] =
        strategy === 'replace' ? [] : await overlay.entries(identity, resource)
      const byId = new Map(entries.map((e) => [e.id, e]))
      const stamp = new Date(now()).toISOString()
      const errors: RowError[] = duplicateIds(rows)
      let live = entries.length
      const writes: EntryWrite[] = []
      const created = new Set<EntryWrite>()
      rows.forEach((row, i) => {
        const { id: _id, createdAt: _c, updatedAt: _u, _sandbox, ...fields } = row
        const given = idOf(row)
        const current = given === undefined ? undefined : byId.get(given)?.item
        const id = current ? (given as string) : newCustomId()
        const item: Item = {
          id,
          ...fields,
          createdAt: current?.createdAt ?? stamp,
          updatedAt: stamp,
        }
        if (Buffer.byteLength(JSON.stringify(item)) > CUSTOM_LIMITS.maxRecordBytes)
          errors.push({
            row: i + 1,
            field: '(row)',
            message: `a custom record may hold at most ${CUSTOM_LIMITS.maxRecordBytes / 1024} KB`,
          })
        const write: EntryWrite = { resource, id, kind: 'created', item }
        writes.push(write)
        if (!current) {
          created.add(write)
          if (++live > CUSTOM_LIMITS.maxRecords && errors.length === 0)
            throw capRefused(
              i + 1,
              `record number ${live} of collection ${name}, and it may hold at most ${CUSTOM_LIMITS.maxRecords}`,
            )
        }
      })
      if (errors.length > 0) throw rowsRejected(errors)
      const clear = strategy === 'replace' ? [resource] : []
      if (!(await overlay.replay(identity, clear, writes.toReversed(), CUSTOM_REPLAY_LIMITS)))
        throw new ProblemError({
          code: 'SANDBOX_LIMIT_REACHED',
          detail: `Nothing was imported: this sandbox already holds ${CUSTOM_LIMITS.maxCollections} collections`,
        })
      announce(identity, `custom.${name}`, resource, writes, created)
      return importResult(name, strategy, writes.length, created.size)
    },
  }
}

/** The answer of an import (docs/contract/data-in-and-out.md#file-import). */
export function importResult(
  resource: string,
  strategy: ImportStrategy,
  total: number,
  created: number,
): ImportResult {
  return {
    message: `Imported ${total} records into ${resource} (${strategy})`,
    resource,
    totalImported: total,
    created,
    updated: total - created,
  }
}

export type ImportService = ReturnType<typeof createImportService>
