import type { EntryWrite, Item, Overlay, StoredEntry } from '../../store/port.ts'
import type { Baseline } from '../baseline.ts'
import type { DataCatalog } from '../dataset/catalog.ts'
import { storableErrors } from '../dataset/storable.ts'
import { notFound, ProblemError, quoted } from '../errors.ts'
import type { EventBus } from '../events/bus.ts'
import { DEFAULT_LIMITS, type Limits } from '../limits.ts'
import { newLocalId } from '../record-id.ts'
import type { RecordBody } from '../records.ts'
import { IMPORT_LIMITS, type RowError, rowsRejected, tooManyRows } from './rows.ts'
import { capRefused, type ImportResult, type ImportStrategy, importResult } from './service.ts'

/** A row's id as a path segment (a file's ids run from 0, or are strings), if it has one. */
function keyOf(row: RecordBody): string | undefined {
  const id = row.id
  if (typeof id === 'number' && Number.isSafeInteger(id) && id >= 0) return String(id)
  if (typeof id === 'string' && id !== '') return id
  return undefined
}

/**
 * Imports of rows into one collection of the db.json served
 * (docs/contract/data-in-and-out.md#file-import), under the rules of the built-in imports: a row
 * with the id of a record in the caller's view replaces it (PUT semantics), any other creates one,
 * up to the create cap; every row is checked first, as the collection's create checks a body (no
 * schema: prototype keys and the field count), and everything is written in one atomic replay. Each
 * record is announced as the collection's writes are (`tag.created`, `tag.updated`).
 */
export function createDatasetImport(deps: {
  catalog: DataCatalog
  baseline: Baseline
  overlay: Overlay
  events?: EventBus
  /** The create cap (`--create-cap`) applies to imports as to creates. */
  limits?: Limits
}) {
  const { catalog, baseline, overlay, events } = deps
  const cap = (deps.limits ?? DEFAULT_LIMITS).createCap

  return async function importRows(
    identity: string,
    name: string,
    rows: readonly RecordBody[],
    strategy: ImportStrategy,
  ): Promise<ImportResult> {
    const c = catalog.collections.get(name)
    if (!c) throw notFound(`Collection ${quoted(name)}`)
    if (rows.length > IMPORT_LIMITS.rows) throw tooManyRows(rows.length)
    const errors: RowError[] = []
    const firstRow = new Map<string, number>()
    const fields = rows.map((row, i) => {
      const { id: _id, _sandbox, ...rest } = row
      for (const e of storableErrors(rest)) errors.push({ row: i + 1, ...e })
      const key = keyOf(row)
      const earlier = key === undefined ? undefined : firstRow.get(key)
      if (earlier !== undefined)
        errors.push({ row: i + 1, field: 'id', message: `repeats the id of row ${earlier}` })
      else if (key !== undefined) firstRow.set(key, i + 1)
      return rest
    })
    if (errors.length > 0) throw rowsRejected(errors)

    const entries: readonly StoredEntry[] =
      strategy === 'replace' ? [] : await overlay.entries(identity, name)
    const byKey = new Map(entries.map((e) => [e.id, e]))
    const fileRecord = (key: string) =>
      key.startsWith('local-') ? undefined : baseline.get(name, key)
    /** The record of `key` in the view: how it is stored, and its id as the API shows it. */
    const inView = (key: string) => {
      const entry = byKey.get(key)
      const base = fileRecord(key)
      // An update of a record the file no longer holds (reloaded by --watch) is out of the view.
      if (entry && entry.kind !== 'created' && !base) return undefined
      if (entry?.kind === 'deleted') return undefined
      if (entry?.kind === 'created') return { kind: 'created' as const, id: entry.id }
      return base ? { kind: 'updated' as const, id: base.id } : undefined
    }
    let live = entries.filter((e) => e.kind === 'created').length
    const writes: EntryWrite[] = []
    const created = new Set<EntryWrite>()
    rows.forEach((row, i) => {
      const key = keyOf(row)
      const found = key === undefined ? undefined : inView(key)
      if (key !== undefined && found) {
        const item: Item = { id: found.id, ...fields[i] }
        writes.push({ resource: name, id: key, kind: found.kind, item })
        return
      }
      if (++live > cap)
        throw capRefused(
          i + 1,
          `created ${name} number ${live} in this sandbox, and at most ${cap} may live`,
        )
      const id = newLocalId()
      const write: EntryWrite = { resource: name, id, kind: 'created', item: { id, ...fields[i] } }
      writes.push(write)
      created.add(write)
    })
    const clear = strategy === 'replace' ? [name] : []
    // Created records list newest first: written last row first, they list in the file's order.
    if (!(await overlay.replay(identity, clear, writes.toReversed(), { caps: { [name]: cap } })))
      throw new ProblemError({
        code: 'SANDBOX_LIMIT_REACHED',
        detail: `Nothing was imported: it would hold more than ${cap} created ${name} in this sandbox`,
      })
    for (const w of writes) {
      const action = created.has(w) ? 'created' : 'updated'
      events?.emit(identity, {
        type: `${c.singular}.${action}`,
        resource: name,
        action,
        recordId: (w.item as Item).id,
        data: { ...w.item, _sandbox: w.kind },
      })
    }
    return importResult(name, strategy, writes.length, created.size)
  }
}

export type DatasetImport = ReturnType<typeof createDatasetImport>
