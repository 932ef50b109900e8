import type { EntryWrite, Item, StoredEntry } from '../../store/port.ts'
import type { Baseline } from '../baseline.ts'
import { quoted, validationFailed } from '../errors.ts'
import { newLocalId, parseRecordId } from '../record-id.ts'
import { PROFILES, type SnapshotEntry } from '../snapshot.ts'
import type { DataCatalog } from './catalog.ts'
import { SINGULAR_ENTRY } from './records.ts'
import { storableErrors } from './storable.ts'

const fail = (field: string, message: string) => validationFailed([{ field, message }])
const shown = (v: unknown) => quoted(String(v).slice(0, 80))

/**
 * The db.json's collections and singular resources in session snapshots
 * (docs/contract/session.md#export, docs/contract/db-json.md#snapshots-and-imports), named as they
 * are served (`tags`, `profile`), as the built-ins are: a collection's entries are `create` (the
 * record with its `local-…` id), `update` (`targetId` the file's id, as the file types it; `data`
 * the full record) and `delete`; a singular resource's one entry is an `update` with `targetId`
 * null and `data` the whole value. Read through the catalog at each call, so a `--watch` reload is
 * followed.
 */
export function datasetSnapshot(catalog: DataCatalog, baseline: Baseline, createCap: number) {
  const isCollection = (name: string) => catalog.collections.has(name)
  const isSingular = (name: string) => catalog.singulars.has(name)
  /** The file's record of `id` (a path segment), unless `id` is a created one's. */
  const fileRecord = (name: string, id: unknown): Item | undefined => {
    if (typeof id !== 'string' && typeof id !== 'number') return undefined
    const key = String(id)
    return key.startsWith('local-') ? undefined : baseline.get(name, key)
  }

  function checkedFields(data: Record<string, unknown>, at: string) {
    const { id: _id, _sandbox, ...fields } = data
    const errors = storableErrors(fields)
    if (errors.length > 0)
      throw validationFailed(errors.map((e) => ({ ...e, field: `${at}.data.${e.field}` })))
    return fields
  }

  function singularWrite(entry: SnapshotEntry, at: string): EntryWrite {
    const { resource, op } = entry
    if (op !== 'update')
      throw fail(`${at}.op`, `${resource} is a singular resource: imported as update, got ${op}`)
    if (entry.targetId !== undefined && entry.targetId !== null)
      throw fail(`${at}.targetId`, `must be null for the singular resource ${resource}`)
    const fields = checkedFields(entry.data ?? {}, at)
    return {
      resource,
      id: SINGULAR_ENTRY,
      kind: 'updated',
      item: { id: SINGULAR_ENTRY, ...fields },
    }
  }

  return {
    /**
     * Whether a stored or snapshot resource name is one of the file's. `profiles` never is: it
     * names the session profiles in snapshots (the app refuses a file naming it).
     */
    owns: (name: string) => name !== PROFILES && (isCollection(name) || isSingular(name)),

    isSingular,

    /** The record's name of a collection (`tag` of `tags`), as its events say it. */
    singularOf: (name: string) => catalog.collections.get(name)?.singular,

    /** The file's names, for the messages that list what a snapshot may hold. */
    names: () => [...catalog.collections.keys(), ...catalog.singulars.keys()],

    /** The create cap of each collection, as an import's limits take them. */
    caps: (): Record<string, number> =>
      Object.fromEntries([...catalog.collections.keys()].map((name) => [name, createCap])),

    /**
     * One stored entry as a snapshot entry; undefined for what is not in the view: the update or
     * delete of a record the file no longer holds (a `--watch` reload dropped it), which an
     * import would refuse.
     */
    entry(e: StoredEntry & { resource: string }, passwordHash?: string): SnapshotEntry | undefined {
      const createdAt = new Date(e.at).toISOString()
      const { resource } = e
      if (isSingular(resource)) {
        const { id: _id, ...value } = e.item ?? {}
        return { resource, op: 'update', targetId: null, data: value, createdAt }
      }
      if (e.kind === 'created') {
        const entry = { resource, op: 'create', targetId: null, data: e.item ?? {}, createdAt }
        // A registered user of a file's `users` keeps its password, as a built-in one does.
        return (
          passwordHash === undefined ? entry : { ...entry, _passwordHash: passwordHash }
        ) as SnapshotEntry
      }
      const base = fileRecord(resource, e.id)
      if (!base) return undefined
      if (e.kind === 'updated')
        return { resource, op: 'update', targetId: base.id, data: e.item ?? {}, createdAt }
      return { resource, op: 'delete', targetId: base.id, data: {}, createdAt }
    },

    /** The overlay write of one snapshot entry, or a 400 naming the entry's field. */
    write(entry: SnapshotEntry, at: string): EntryWrite {
      const { resource, op } = entry
      if (isSingular(resource)) return singularWrite(entry, at)
      const data = entry.data ?? {}
      if (op === 'create') {
        let id = newLocalId()
        if (data.id !== undefined) {
          const given = data.id
          let local: string | undefined
          try {
            const parsed =
              typeof given === 'string' || typeof given === 'number'
                ? parseRecordId(given)
                : undefined
            local = parsed && !parsed.global ? parsed.value : undefined
          } catch {
            local = undefined
          }
          if (local === undefined)
            throw fail(
              `${at}.data.id`,
              `a created record's id is local-<uuid>, got ${shown(JSON.stringify(given))}`,
            )
          id = local
        }
        const fields = checkedFields(data, at)
        return { resource, id, kind: 'created', item: { id, ...fields } }
      }
      if (op !== 'update' && op !== 'delete')
        throw fail(`${at}.op`, `must be create, update or delete, got ${shown(op)}`)
      const base = fileRecord(resource, entry.targetId)
      if (!base)
        throw fail(
          `${at}.targetId`,
          `must be the id of a record of ${resource} in the db.json, got ${shown(entry.targetId)}`,
        )
      const id = String(base.id)
      if (op === 'delete') return { resource, id, kind: 'deleted', item: null }
      const fields = checkedFields(data, at)
      return { resource, id, kind: 'updated', item: { id: base.id, ...fields } }
    },
  }
}

export type DatasetSnapshot = ReturnType<typeof datasetSnapshot>
