import { randomBytes } from 'node:crypto'
import type { Item, Overlay, OverlayEntry, ReplayLimits } from '../store/port.ts'
import { COLLECTION_NAME, isCollectionName } from './collection-name.ts'
import { notFound, ProblemError, validationFailed } from './errors.ts'
import type { EventBus } from './events/bus.ts'
import { DEFAULT_MAX_LIMIT } from './limits.ts'
import { unknownFieldWarnings } from './list/filter.ts'
import { withLikeSlices } from './list/like-scan.ts'
import { NO_BASELINE } from './list/merge.ts'
import type { ListResult } from './list/paginate.ts'
import { CUSTOM_LIST, compileQuery, type ListQuery } from './list/query.ts'
import { reference } from './list/reference.ts'
import { mergePatch } from './merge-patch.ts'
import type { RecordBody } from './records.ts'
import { attachCustomRelations, type CustomRelations } from './shape/custom-relations.ts'
import { isTemplateName, TEMPLATE_NAMES, TEMPLATES } from './templates/index.ts'

/** Limits (docs/contract/custom-collections.md#names-and-limits), per identity. */
export const CUSTOM_LIMITS = {
  maxCollections: 20,
  maxRecords: 500,
  maxRecordBytes: 16 * 1024,
} as const

export { COLLECTION_NAME, isCollectionName }
export const CUSTOM_PREFIX = 'custom/'
export const CUSTOM_ID = /^local-[A-Za-z0-9_-]{21}$/
export const isCustomResource = (resource: string) =>
  resource.startsWith(CUSTOM_PREFIX) && isCollectionName(resource.slice(CUSTOM_PREFIX.length))

/** `local-` and 21 URL-safe random characters. */
export const newCustomId = () => `local-${randomBytes(16).toString('base64url').slice(0, 21)}`

/** The limits every write to custom collections must keep, imports and seeds included. */
export const CUSTOM_REPLAY_LIMITS: ReplayLimits = {
  caps: { [`${CUSTOM_PREFIX}*`]: CUSTOM_LIMITS.maxRecords },
  groups: [{ prefix: CUSTOM_PREFIX, max: CUSTOM_LIMITS.maxCollections }],
}
const GROUP = { prefix: CUSTOM_PREFIX, max: CUSTOM_LIMITS.maxCollections }

/** Fields the server owns: a body's values for them are ignored. */
const SERVER_OWNED = ['id', 'createdAt', 'updatedAt', '_sandbox']

/** Custom collections have no reference filters; any field may be filtered and sorted on. */
export type CustomListQuery = Omit<ListQuery, 'filters'>

function collectionOf(name: string): string {
  if (!isCollectionName(name)) {
    throw validationFailed([
      { field: 'collection', message: `must match ${COLLECTION_NAME.source}` },
    ])
  }
  return `${CUSTOM_PREFIX}${name}`
}

function checkId(id: string) {
  if (!CUSTOM_ID.test(id)) {
    throw new ProblemError({
      code: 'INVALID_ID',
      detail: `'${id.slice(0, 80)}' is not a custom record id (local-<21 characters>)`,
    })
  }
}

/** A custom record refused for its size: 413, like any body too large. */
export function checkRecordSize(record: object) {
  if (Buffer.byteLength(JSON.stringify(record)) > CUSTOM_LIMITS.maxRecordBytes) {
    throw new ProblemError({
      code: 'PAYLOAD_TOO_LARGE',
      detail: `A custom record may hold at most ${CUSTOM_LIMITS.maxRecordBytes / 1024} KB`,
    })
  }
}

function fieldsOf(body: RecordBody): RecordBody {
  const fields = { ...body }
  for (const key of SERVER_OWNED) delete fields[key]
  return fields
}

const view = (entry: OverlayEntry): Item => ({ ...(entry.item as Item), _sandbox: 'created' })

/**
 * Per-identity collections of arbitrary JSON records (docs/contract/custom-collections.md), kept in
 * the identity's overlay as resources `custom/<name>`, so they share its storage, its reset and its
 * expiry.
 */
export function createCustomService(deps: {
  overlay: Overlay
  now?: () => number
  events?: EventBus
  /** The page-size cap (`--max-limit`); custom collections keep their own record limits. */
  maxLimit?: number
}) {
  const { overlay, events } = deps
  const maxLimit = deps.maxLimit ?? DEFAULT_MAX_LIMIT
  const now = deps.now ?? Date.now
  const stamp = () => new Date(now()).toISOString()

  /**
   * `custom.<collection>.created` and the like (docs/contract/events-and-webhooks.md#event-types),
   * after the change is stored.
   */
  function changed(
    identity: string,
    name: string,
    action: 'created' | 'updated' | 'deleted',
    recordId: string | null,
    data: unknown,
  ) {
    events?.emit(identity, {
      type: `custom.${name}.${action}`,
      resource: `${CUSTOM_PREFIX}${name}`,
      action,
      recordId,
      data,
    })
  }

  async function find(identity: string, name: string, id: string) {
    const resource = collectionOf(name)
    checkId(id)
    const entry = await overlay.get(identity, resource, id)
    if (!entry?.item) throw notFound(`Record ${id} of collection ${name}`)
    return { resource, entry, item: entry.item }
  }

  async function rewrite(identity: string, resource: string, current: Item, fields: RecordBody) {
    const next: Item = {
      id: current.id,
      ...fields,
      createdAt: current.createdAt,
      updatedAt: stamp(),
    }
    checkRecordSize(next)
    // Conditional in the store: a record (or its collection) deleted since the read stays gone.
    if (!(await overlay.update(identity, resource, String(current.id), 'created', next))) {
      throw notFound(`Record ${current.id} of collection ${resource.slice(CUSTOM_PREFIX.length)}`)
    }
    const record = { ...next, _sandbox: 'created' }
    changed(identity, resource.slice(CUSTOM_PREFIX.length), 'updated', String(current.id), record)
    return record
  }

  return {
    async summaries(identity: string) {
      const byName = new Map<string, { count: number; lastUpdated: string }>()
      for (const e of await overlay.all(identity)) {
        if (!e.resource.startsWith(CUSTOM_PREFIX) || !e.item) continue
        const name = e.resource.slice(CUSTOM_PREFIX.length)
        const summary = byName.get(name) ?? { count: 0, lastUpdated: '' }
        summary.count++
        const updated = String(e.item.updatedAt ?? '')
        if (updated > summary.lastUpdated) summary.lastUpdated = updated
        byName.set(name, summary)
      }
      const collections = [...byName].map(([name, s]) => ({
        name,
        endpoint: `/custom/${name}`,
        count: s.count,
        lastUpdated: s.lastUpdated,
      }))
      return { totalCollections: collections.length, collections }
    },

    async list(identity: string, name: string, query: CustomListQuery = {}): Promise<ListResult> {
      // A collection holds at most a few hundred records: the plain pipeline, whole lists.
      const resource = collectionOf(name)
      const compiled = compileQuery(CUSTOM_LIST, query, maxLimit)
      const entries = await overlay.entries(identity, resource)
      const result = await withLikeSlices(
        compiled.likes,
        () => [entries.map((e) => e.item)],
        () => reference(NO_BASELINE, resource, compiled, entries),
      )
      const warnings = unknownFieldWarnings(
        compiled.untyped,
        entries.map((e) => e.item),
      )
      if (warnings) result.warnings = warnings
      return result
    },

    /**
     * Copies of `records` with the relations added
     * (docs/contract/lists-and-query-language.md#relations), each collection read once.
     */
    attach(identity: string, records: readonly Item[], relations: CustomRelations) {
      return attachCustomRelations(records, relations, (name) =>
        overlay.entries(identity, collectionOf(name)),
      )
    },

    /** `id`: as in `records.create`, for a create sent with an idempotency key. */
    async create(identity: string, name: string, body: RecordBody, id?: string) {
      const resource = collectionOf(name)
      const made = async () => {
        const entry = id === undefined ? undefined : await overlay.get(identity, resource, id)
        return entry?.item ? view(entry) : undefined
      }
      const earlier = await made()
      if (earlier) return earlier
      const at = stamp()
      const item = { id: id ?? newCustomId(), ...fieldsOf(body), createdAt: at, updatedAt: at }
      checkRecordSize(item)
      if (!(await overlay.create(identity, resource, item, CUSTOM_LIMITS.maxRecords, GROUP))) {
        const raced = await made()
        if (raced) return raced
        const held = (await this.summaries(identity)).collections
        const full = held.some((c) => c.name === name)
        throw new ProblemError({
          code: 'SANDBOX_LIMIT_REACHED',
          detail: full
            ? `Collection ${name} already holds ${CUSTOM_LIMITS.maxRecords} records`
            : `This sandbox already holds ${CUSTOM_LIMITS.maxCollections} collections`,
        })
      }
      const record = { ...item, _sandbox: 'created' }
      changed(identity, name, 'created', item.id, record)
      return record
    },

    async get(identity: string, name: string, id: string) {
      return { ...(await find(identity, name, id)).item, _sandbox: 'created' }
    },

    async replace(identity: string, name: string, id: string, body: RecordBody) {
      const found = await find(identity, name, id)
      return rewrite(identity, found.resource, found.item, fieldsOf(body))
    },

    async patch(identity: string, name: string, id: string, body: RecordBody) {
      const found = await find(identity, name, id)
      const { id: _id, createdAt: _c, updatedAt: _u, ...current } = found.item
      return rewrite(
        identity,
        found.resource,
        found.item,
        mergePatch(current, fieldsOf(body)) as RecordBody,
      )
    },

    async remove(identity: string, name: string, id: string) {
      const found = await find(identity, name, id)
      if (!(await overlay.drop(identity, found.resource, id)))
        throw notFound(`Record ${id} of collection ${name}`)
      changed(identity, name, 'deleted', id, { id })
      return { message: `Record ${id} removed from collection ${name}`, id, collection: name }
    },

    async drop(identity: string, name: string) {
      const resource = collectionOf(name)
      const count = (await overlay.entries(identity, resource)).length
      if (count === 0) throw notFound(`Collection ${name}`)
      await overlay.replay(identity, [resource], [], CUSTOM_REPLAY_LIMITS)
      // The whole collection went: one event, without a record id.
      changed(identity, name, 'deleted', null, { collection: name, deletedRecords: count })
      return { message: `Collection ${name} deleted`, collection: name, deletedRecords: count }
    },

    /** Fills the template's collections, replacing them if they exist; all or nothing. */
    async seed(identity: string, template: string) {
      if (!isTemplateName(template)) {
        throw validationFailed([
          { field: 'template', message: `must be one of ${TEMPLATE_NAMES.join(', ')}` },
        ])
      }
      const collections = TEMPLATES[template]({ newId: newCustomId })
      const at = stamp()
      const names = Object.keys(collections)
      const writes = names.flatMap((name) =>
        (collections[name] ?? []).map((record) => ({
          resource: `${CUSTOM_PREFIX}${name}`,
          id: record.id,
          kind: 'created' as const,
          item: { ...record, createdAt: at, updatedAt: at },
        })),
      )
      const clear = names.map((n) => `${CUSTOM_PREFIX}${n}`)
      if (!(await overlay.replay(identity, clear, writes, CUSTOM_REPLAY_LIMITS))) {
        throw new ProblemError({
          code: 'SANDBOX_LIMIT_REACHED',
          detail: `Seeding ${template} would exceed ${CUSTOM_LIMITS.maxCollections} collections in this sandbox`,
        })
      }
      for (const name of names) {
        const records = writes.filter((w) => w.resource === `${CUSTOM_PREFIX}${name}`).length
        changed(identity, name, 'created', null, { collection: name, template, records })
      }
      return {
        message: `Seeded the ${template} template`,
        template,
        collections: names,
        totalSeeded: writes.length,
      }
    },
  }
}

export type CustomService = ReturnType<typeof createCustomService>
