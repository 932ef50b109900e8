import type { Item, Overlay } from '../../store/port.ts'
import type { Baseline } from '../baseline.ts'
import { notFound, quoted, sandboxLimitReached } from '../errors.ts'
import type { EventBus } from '../events/bus.ts'
import { DEFAULT_LIMITS, type Limits } from '../limits.ts'
import { unknownFieldWarnings } from '../list/filter.ts'
import { withLikeSlices } from '../list/like-scan.ts'
import type { ListResult } from '../list/paginate.ts'
import { compileQuery, type ListQuery } from '../list/query.ts'
import { run } from '../list/run.ts'
import { mergePatch } from '../merge-patch.ts'
import { newLocalId } from '../record-id.ts'
import type { RecordBody } from '../records.ts'
import type { NameList } from '../shape/names.ts'
import {
  attachRelations,
  embedOf,
  expandOf,
  parseRelationsOf,
  type Relations,
} from '../shape/relations.ts'
import type { DataCatalog, DataCollection } from './catalog.ts'
import { storable } from './storable.ts'

/** The overlay entry that holds a sandbox's version of a singular resource. */
export const SINGULAR_ENTRY = 'singular'

const LOCAL = /^local-/

/**
 * The records of a user's db.json collections and singular resources as one identity sees them
 * (docs/contract/db-json.md): the file's baseline merged with the identity's overlay, under the
 * same rules as the built-in resources (created records `local-…` up to the cap, updates and
 * deletes of file records kept per sandbox), with fields as the file has them rather than a fixed
 * schema.
 */
export function createDatasetRecords(deps: {
  catalog: DataCatalog
  baseline: Baseline
  overlay: Overlay
  events?: EventBus
  /** The page-size and create caps (`--max-limit`, `--create-cap`); the defaults in unit uses. */
  limits?: Limits
}) {
  const { catalog, baseline, overlay, events } = deps
  const { createCap: cap, maxLimit } = deps.limits ?? DEFAULT_LIMITS

  const collection = (name: string): DataCollection => {
    const c = catalog.collections.get(name)
    if (!c) throw notFound(`Collection ${quoted(name)}`)
    return c
  }

  function changed(
    identity: string,
    c: { name: string; singular: string },
    action: 'created' | 'updated' | 'deleted',
    recordId: string | number | null,
    data: unknown,
  ) {
    events?.emit(identity, {
      type: `${c.singular}.${action}`,
      resource: c.name,
      action,
      recordId,
      data,
    })
  }

  /** The record with `id` in the identity's view, with where it comes from. */
  async function visible(identity: string, c: DataCollection, rawId: string | number) {
    const key = String(rawId)
    const entry = await overlay.get(identity, c.name, key)
    const label = `${c.singular} ${key}`
    // An update of a record the file no longer holds (reloaded by --watch) is out of the view.
    if (entry && entry.kind !== 'created' && !baseline.get(c.name, key)) throw notFound(label)
    if (entry) {
      if (!entry.item) throw notFound(label)
      return {
        key,
        created: entry.kind === 'created',
        record: { ...entry.item, _sandbox: entry.kind } as Item,
      }
    }
    const base = LOCAL.test(key) ? undefined : baseline.get(c.name, key)
    if (!base) throw notFound(label)
    return { key, created: false, record: base }
  }

  async function write(identity: string, c: DataCollection, found: Found, next: RecordBody) {
    // The id goes first, as in every record of the API, and is never the body's.
    const { id: _ignored, ...fields } = next
    const ordered: Item = { id: found.record.id, ...fields }
    const kind = found.created ? 'created' : 'updated'
    if (!(await overlay.update(identity, c.name, found.key, kind, ordered))) {
      throw notFound(`${c.singular} ${found.key}`)
    }
    const record = { ...ordered, _sandbox: kind }
    changed(identity, c, 'updated', ordered.id, record)
    return record
  }
  type Found = Awaited<ReturnType<typeof visible>>

  const singular = (name: string) => {
    const value = catalog.singulars.get(name)
    if (!value) throw notFound(`Resource ${quoted(name)}`)
    return value
  }

  /** The collection's json-server relations as the shape stage takes them. */
  const tablesOf = (c: DataCollection): Relations => ({
    embed: c.embeds.map((l) => embedOf(l, collection(l.child).list)),
    expand: c.expands.map((l) => expandOf(l, collection(l.parent).list)),
  })

  async function getSingular(identity: string, name: string): Promise<Record<string, unknown>> {
    const base = singular(name)
    const entry = await overlay.get(identity, name, SINGULAR_ENTRY)
    if (!entry?.item) return base
    const { id: _id, ...value } = entry.item
    return value
  }

  return {
    collection,

    /** `_embed=comments` / `_expand=post` on a collection; 400 naming the valid ones. */
    relations(name: string, query: { _embed?: NameList; _expand?: NameList }) {
      return parseRelationsOf(name, tablesOf(collection(name)), query)
    },

    /** Copies of `records` with the relations added as this identity sees them. */
    attach(identity: string, records: readonly Item[], relations: Relations): Promise<Item[]> {
      return attachRelations(records, relations, {
        baseline,
        entries: (child) => overlay.entries(identity, child),
      })
    },

    async list(identity: string, name: string, query: ListQuery = {}): Promise<ListResult> {
      const c = collection(name)
      const compiled = compileQuery(c.list, query, maxLimit)
      const entries = await overlay.entries(identity, name)
      const result = await withLikeSlices(
        compiled.likes,
        () => [baseline.all(name), entries.map((e) => e.item)],
        () => run(baseline, name, compiled, entries),
      )
      if (compiled.untyped.length > 0) {
        // A file's records need not share one shape: every record is asked, not the first.
        const warnings = unknownFieldWarnings(compiled.untyped, [
          ...baseline.all(name),
          ...entries.map((e) => e.item),
        ])
        if (warnings) result.warnings = warnings
      }
      return result
    },

    async get(identity: string, name: string, id: string | number): Promise<Item> {
      return (await visible(identity, collection(name), id)).record
    },

    async create(identity: string, name: string, body: RecordBody, id?: string): Promise<Item> {
      const c = collection(name)
      if (id !== undefined) {
        // An earlier attempt with the same idempotency key made it: that one is the answer.
        const earlier = await overlay.get(identity, name, id)
        if (earlier?.kind === 'created' && earlier.item)
          return { ...earlier.item, _sandbox: 'created' }
      }
      const item = { id: id ?? newLocalId(), ...storable(body) } as Item & { id: string }
      if (!(await overlay.create(identity, name, item, cap))) {
        const raced = id === undefined ? undefined : await overlay.get(identity, name, id)
        if (raced?.kind === 'created' && raced.item) return { ...raced.item, _sandbox: 'created' }
        throw sandboxLimitReached(name, cap)
      }
      const record = { ...item, _sandbox: 'created' }
      changed(identity, c, 'created', item.id, record)
      return record
    },

    async replace(identity: string, name: string, id: string | number, body: RecordBody) {
      const c = collection(name)
      const fields = storable(body)
      return write(identity, c, await visible(identity, c, id), fields)
    },

    async patch(identity: string, name: string, id: string | number, body: RecordBody) {
      const c = collection(name)
      const changes = storable(body)
      const found = await visible(identity, c, id)
      const { _sandbox, ...current } = found.record
      return write(identity, c, found, storable(mergePatch(current, changes) as RecordBody))
    },

    async remove(identity: string, name: string, id: string | number) {
      const c = collection(name)
      const found = await visible(identity, c, id)
      if (!found.created) await overlay.put(identity, name, found.key, 'deleted', null)
      else if (!(await overlay.drop(identity, name, found.key))) {
        throw notFound(`${c.singular} ${found.key}`)
      }
      changed(identity, c, 'deleted', found.record.id, { id: found.record.id })
      return { message: `${c.singular} ${found.key} deleted`, id: found.record.id, resource: name }
    },

    /** A singular resource (json-server's `profile`) as the identity sees it. */
    getSingular,

    /** PUT (`patch` false) or PATCH of a singular resource, kept in the identity's overlay. */
    async writeSingular(
      identity: string,
      name: string,
      body: RecordBody,
      patch: boolean,
    ): Promise<Record<string, unknown>> {
      singular(name)
      const changes = storable(body)
      const current = patch ? await getSingular(identity, name) : {}
      const next = patch ? storable(mergePatch(current, changes) as RecordBody) : changes
      await overlay.put(identity, name, SINGULAR_ENTRY, 'updated', { id: SINGULAR_ENTRY, ...next })
      changed(identity, { name, singular: name }, 'updated', null, next)
      return next
    },
  }
}

export type DatasetRecords = ReturnType<typeof createDatasetRecords>
