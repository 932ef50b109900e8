import {
  holdsUnique,
  type Item,
  type Overlay,
  type OverlayEntry,
  type UniqueKeys,
} from '../store/port.ts'
import type { Baseline } from './baseline.ts'
import { notFound, ProblemError, sandboxLimitReached, validationFailed } from './errors.ts'
import type { EventBus } from './events/bus.ts'
import { DEFAULT_LIMITS, type Limits } from './limits.ts'
import { unknownFieldWarnings } from './list/filter.ts'
import { withLikeSlices } from './list/like-scan.ts'
import type { ListResult } from './list/paginate.ts'
import { compileQuery, type ListQuery } from './list/query.ts'
import { run } from './list/run.ts'
import { mergePatch } from './merge-patch.ts'
import { newLocalId, parseRecordId, type RecordId } from './record-id.ts'
import { aliasConflicts, fieldCount, withAliases } from './reference-aliases.ts'
import { RESOURCES, type ResourceName } from './resources.ts'
import { attachRelations, type Relations } from './shape/relations.ts'

/**
 * Fields a record may hold besides its id (docs/contract/baseline-and-overlay.md#validation); a
 * reference and its alias are one.
 */
export const MAX_FIELDS = 50

/** The 400's errors when a record holds more than MAX_FIELDS fields; `at` names the record. */
export function fieldLimitErrors(resource: ResourceName, record: RecordBody, at = '(body)') {
  return fieldCount(resource, record) > MAX_FIELDS
    ? [{ field: at, message: `a record may hold at most ${MAX_FIELDS} fields` }]
    : []
}

/** A create or replace body as stored, or the 400 when it holds too many fields. */
function storable(resource: ResourceName, body: RecordBody): RecordBody {
  const fields = normalizeBody(resource, body)
  const errors = fieldLimitErrors(resource, fields)
  if (errors.length > 0) throw validationFailed(errors)
  return fields
}

export interface DeleteResult {
  message: string
  id: number | string
  resource: ResourceName
}

/** A body after schema validation: known fields typed, anything else kept as supplied. */
export type RecordBody = Record<string, unknown>

/** The type name of a resource's record, as its events (`post.created`) and messages say it. */
export const SINGULAR = Object.fromEntries(
  Object.values(RESOURCES).map((def) => [
    def.name,
    def.singular.charAt(0).toUpperCase() + def.singular.slice(1),
  ]),
) as Record<ResourceName, string>

/** How an entry reads in a view: the stored record plus its `_sandbox` marker. */
function storedView(entry: OverlayEntry): Item | null {
  if (!entry.item) return null
  return { ...entry.item, _sandbox: entry.kind === 'created' ? 'created' : 'updated' }
}

/**
 * Drops server-owned fields, stores integer references as numbers (`"3"` → 3) and holds each
 * reference given under either name (`user_id`, `userId`) under both
 * (docs/contract/baseline-and-overlay.md#reference-aliases); a body giving both with different
 * values is a 400. In a merge patch this sets or removes both at once.
 */
export function normalizeBody(resource: ResourceName, body: RecordBody): RecordBody {
  const { id: _id, _sandbox, ...fields } = body
  const conflicts = aliasConflicts(resource, fields)
  if (conflicts.length > 0) throw validationFailed(conflicts)
  for (const ref of RESOURCES[resource].references) {
    const v = fields[ref]
    if (typeof v === 'string') fields[ref] = Number(v)
  }
  return withAliases(resource, fields)
}

/**
 * The records of the six resources as one identity sees them: the baseline merged with the
 * identity's overlay (docs/contract/baseline-and-overlay.md#the-overlay,
 * docs/contract/lists-and-query-language.md). REST routes and GraphQL resolvers both call this
 * service.
 */
export function createRecordService(deps: {
  baseline: Baseline
  overlay: Overlay
  /** The page-size and create caps (`--max-limit`, `--create-cap`); the defaults in unit uses. */
  limits?: Limits
  /**
   * Where each stored change is announced (docs/contract/events-and-webhooks.md#event-types); none
   * in unit uses.
   */
  events?: EventBus
}) {
  const { baseline, overlay, events } = deps
  const { createCap: cap, maxLimit } = deps.limits ?? DEFAULT_LIMITS

  /** `post.created` and the like, after the change is stored. */
  function changed(
    identity: string,
    resource: ResourceName,
    action: 'created' | 'updated' | 'deleted',
    recordId: string | number,
    data: unknown,
  ) {
    events?.emit(identity, {
      type: `${SINGULAR[resource].toLowerCase()}.${action}`,
      resource,
      action,
      recordId,
      data,
    })
  }

  async function find(identity: string, resource: ResourceName, id: RecordId) {
    const entry = await overlay.get(identity, resource, String(id.value))
    if (entry) return { entry, record: storedView(entry) }
    if (!id.global) return { entry, record: null }
    return { entry, record: baseline.get(resource, id.value) ?? null }
  }

  async function visible(identity: string, resource: ResourceName, rawId: string | number) {
    const id = parseRecordId(rawId)
    const found = await find(identity, resource, id)
    if (!found.record) throw notFound(`${SINGULAR[resource]} ${id.value}`)
    return { id, ...found, record: found.record }
  }

  async function write(
    identity: string,
    resource: ResourceName,
    id: RecordId,
    next: RecordBody,
    created: boolean,
  ) {
    // The id goes first, as in every other record of the API, and is never the body's.
    const item: Item = { id: id.value, ...next }
    item.id = id.value
    // Conditional in the store: a delete that landed since the read wins, and the record stays gone.
    if (
      !(await overlay.update(
        identity,
        resource,
        String(id.value),
        created ? 'created' : 'updated',
        item,
      ))
    ) {
      throw notFound(`${SINGULAR[resource]} ${id.value}`)
    }
    const record = { ...item, _sandbox: created ? 'created' : 'updated' }
    changed(identity, resource, 'updated', id.value, record)
    return record
  }

  return {
    async list(
      identity: string,
      resource: ResourceName,
      query: ListQuery = {},
    ): Promise<ListResult> {
      // Checked before the overlay is read: a bad query costs no store round trip.
      const compiled = compileQuery(resource, query, maxLimit)
      const entries = await overlay.entries(identity, resource)
      const result = await withLikeSlices(
        compiled.likes,
        () => [baseline.all(resource), entries.map((e) => e.item)],
        () => run(baseline, resource, compiled, entries),
      )
      if (compiled.untyped.length > 0) {
        // Baseline records all have the shape of the first; only the overlay adds fields.
        const warnings = unknownFieldWarnings(compiled.untyped, [
          baseline.all(resource)[0] ?? null,
          ...entries.map((e) => e.item),
        ])
        if (warnings) result.warnings = warnings
      }
      return result
    },

    async get(identity: string, resource: ResourceName, id: string | number): Promise<Item> {
      return (await visible(identity, resource, id)).record
    },

    /**
     * How many records of `resource` the identity created or changed (deleted ones not): the
     * most its sandbox can have added under any one parent, since each could point anywhere.
     * One read of the overlay, the one `list` makes: over a per-request caching overlay, the
     * records a request counts are the records it then lists.
     */
    async written(identity: string, resource: ResourceName): Promise<number> {
      let n = 0
      for (const entry of await overlay.entries(identity, resource)) if (entry.item) n++
      return n
    },

    /**
     * Copies of `records` (a page of a list, or one record) with the relations added as this
     * identity sees them (docs/contract/lists-and-query-language.md#relations): embedded children,
     * expanded parents.
     */
    attach(identity: string, records: readonly Item[], relations: Relations): Promise<Item[]> {
      return attachRelations(records, relations, {
        baseline,
        entries: (child) => overlay.entries(identity, child),
      })
    },

    /**
     * `unique`: values no record of the overlay may hold already (registration's username and
     * e-mail), checked by the store in the same atomic step as the create: 409 CONFLICT.
     * `id` is given for a create sent with an idempotency key: when a record with it already
     * exists, an earlier attempt made it, and it is answered instead of a second one.
     */
    async create(
      identity: string,
      resource: ResourceName,
      body: RecordBody,
      unique?: UniqueKeys,
      id?: string,
    ): Promise<Item> {
      const made = async () => {
        const entry = id === undefined ? undefined : await overlay.get(identity, resource, id)
        return entry?.kind === 'created' && entry.item
          ? { ...entry.item, _sandbox: 'created' }
          : undefined
      }
      const earlier = await made()
      if (earlier) return earlier
      const item = { id: id ?? newLocalId(), ...storable(resource, body) } as Item & {
        id: string
      }
      if (!(await overlay.create(identity, resource, item, cap, undefined, unique))) {
        // A concurrent attempt with the same key may have taken the last slot with this very id.
        const raced = await made()
        if (raced) return raced
        // Refused for the cap or for a taken value: the stored entries tell which.
        const holder =
          unique &&
          (await overlay.entries(identity, resource)).find((e) => holdsUnique(e.item, unique))
        if (unique && holder) {
          const taken = unique.values.find((v) =>
            holdsUnique(holder.item, { fields: unique.fields, values: [v] }),
          )
          throw new ProblemError({
            code: 'CONFLICT',
            detail: `'${taken}' is already taken in this sandbox`,
          })
        }
        throw sandboxLimitReached(resource, cap)
      }
      const record = { ...item, _sandbox: 'created' }
      changed(identity, resource, 'created', item.id, record)
      return record
    },

    async replace(identity: string, resource: ResourceName, id: string | number, body: RecordBody) {
      // The body is checked first: a bad one is a 400 whatever the id.
      const fields = storable(resource, body)
      const found = await visible(identity, resource, id)
      return write(identity, resource, found.id, fields, !found.id.global)
    },

    async patch(identity: string, resource: ResourceName, id: string | number, body: RecordBody) {
      const changes = normalizeBody(resource, body)
      const found = await visible(identity, resource, id)
      const { _sandbox, ...current } = found.record
      const next = mergePatch(current, changes) as RecordBody
      // A patch may not grow a record past what a create or replace may hold.
      const errors = fieldLimitErrors(resource, next)
      if (errors.length > 0) throw validationFailed(errors)
      return write(identity, resource, found.id, next, !found.id.global)
    },

    async remove(
      identity: string,
      resource: ResourceName,
      id: string | number,
    ): Promise<DeleteResult> {
      const found = await visible(identity, resource, id)
      const key = String(found.id.value)
      if (found.id.global) await overlay.put(identity, resource, key, 'deleted', null)
      else if (!(await overlay.drop(identity, resource, key))) {
        throw notFound(`${SINGULAR[resource]} ${found.id.value}`)
      }
      changed(identity, resource, 'deleted', found.id.value, { id: found.id.value })
      return {
        message: `${SINGULAR[resource]} ${found.id.value} deleted`,
        id: found.id.value,
        resource,
      }
    },
  }
}

export type RecordService = ReturnType<typeof createRecordService>
