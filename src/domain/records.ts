import {
  holdsUnique,
  type Item,
  type Overlay,
  type OverlayEntry,
  type UniqueKeys,
} from '../store/port.ts'
import type { Baseline } from './baseline.ts'
import {
  invalidQuery,
  notFound,
  ProblemError,
  sandboxLimitReached,
  validationFailed,
} from './errors.ts'
import { baselineWindow, type Predicate, textMatcher } from './list-view.ts'
import { mergePatch } from './merge-patch.ts'
import { baselineSearch, orderedWindow, sortedBaseline } from './ordered-view.ts'
import { newLocalId, parseRecordId, type RecordId } from './record-id.ts'
import { CREATE_CAP, type FilterName, RESOURCES, type ResourceName } from './resources.ts'

export const DEFAULT_LIMIT = 10
export const MAX_LIMIT = 30
/** Fields a record may hold besides its id (SPEC §4). */
export const MAX_FIELDS = 50

export interface ListQuery {
  page?: number
  limit?: number
  q?: string
  sort?: string
  order?: 'asc' | 'desc'
  filters?: Partial<Record<FilterName, unknown>>
}

export interface Pagination {
  page: number
  limit: number
  total: number
  totalPages: number
  hasNextPage: boolean
  hasPrevPage: boolean
}

export interface ListResult {
  data: Item[]
  pagination: Pagination
}

export interface DeleteResult {
  message: string
  id: number | string
  resource: ResourceName
}

/** A body after schema validation: known fields typed, anything else kept as supplied. */
export type RecordBody = Record<string, unknown>

const SINGULAR: Record<ResourceName, string> = {
  users: 'User',
  posts: 'Post',
  comments: 'Comment',
  todos: 'Todo',
}

/** How an entry reads in a view: the stored record plus its `_sandbox` marker. */
function viewOf(entry: OverlayEntry): Item | null {
  if (!entry.item) return null
  return { ...entry.item, _sandbox: entry.kind === 'created' ? 'created' : 'updated' }
}

/** Drops server-owned fields and stores integer references as numbers (`"3"` → 3). */
export function normalizeBody(resource: ResourceName, body: RecordBody): RecordBody {
  const { id: _id, _sandbox, ...fields } = body
  for (const ref of RESOURCES[resource].references) {
    const v = fields[ref]
    if (typeof v === 'string') fields[ref] = Number(v)
  }
  return fields
}

export function pageParams(query: Pick<ListQuery, 'page' | 'limit'>) {
  const page = query.page ?? 1
  const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)
  if (!Number.isInteger(page) || page < 1) throw invalidQuery('page', 'must be an integer ≥ 1')
  if (!Number.isInteger(limit) || limit < 1) throw invalidQuery('limit', 'must be an integer ≥ 1')
  return { page, limit, offset: (page - 1) * limit }
}

export function paginate(page: number, limit: number, total: number): Pagination {
  const totalPages = Math.ceil(total / limit)
  return { page, limit, total, totalPages, hasNextPage: page < totalPages, hasPrevPage: page > 1 }
}

/**
 * The records of the four resources as one identity sees them: the baseline merged with the
 * identity's overlay (SPEC §4, §5). REST routes and GraphQL resolvers both call this service.
 */
export function createRecordService(deps: { baseline: Baseline; overlay: Overlay; cap?: number }) {
  const { baseline, overlay } = deps
  const cap = deps.cap ?? CREATE_CAP

  async function find(identity: string, resource: ResourceName, id: RecordId) {
    const entry = await overlay.get(identity, resource, String(id.value))
    if (entry) return { entry, record: viewOf(entry) }
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
    return { ...item, _sandbox: created ? 'created' : 'updated' }
  }

  return {
    async list(
      identity: string,
      resource: ResourceName,
      query: ListQuery = {},
    ): Promise<ListResult> {
      const def = RESOURCES[resource]
      const { page, limit, offset } = pageParams(query)
      if (query.sort !== undefined && !def.sortFields.includes(query.sort)) {
        throw invalidQuery('_sort', `must be one of ${def.sortFields.join(', ')}`)
      }
      // Only the resource's own filters: any other parameter is ignored (SPEC §5), not matched.
      const filters = Object.entries(query.filters ?? {}).filter(
        ([f, v]) => v !== undefined && def.filters.includes(f as FilterName),
      )
      const match: Predicate | undefined =
        filters.length === 0 ? undefined : (item) => filters.every(([f, v]) => item[f] === v)

      // The overlay's records as stored: only those on the page become views (with `_sandbox`),
      // which saves a copy of every other record of the overlay on every list.
      const entries = await overlay.entries(identity, resource)
      const created: Item[] = []
      const patches = new Map<number, Item | null>()
      for (let i = entries.length - 1; i >= 0; i--) {
        const entry = entries[i] as OverlayEntry
        if (entry.kind === 'created') created.push(entry.item as Item)
        else patches.set(Number(entry.id), entry.item)
      }
      const asViews = (items: Item[]): Item[] =>
        items.map((item) => {
          if (patches.get(item.id as number) === item) return { ...item, _sandbox: 'updated' }
          if (baseline.get(resource, item.id as number) === item) return item
          return { ...item, _sandbox: 'created' }
        })
      const createdHere = match ? created.filter(match) : created

      // The smallest index narrows the baseline; with several filters it is narrowed further,
      // because baselineWindow takes every record of `base` to match.
      let base = baseline.all(resource)
      let narrowed = false
      for (const [field, value] of filters) {
        const indexed = baseline.where(resource, field, value)
        if (indexed && (!narrowed || indexed.length < base.length)) {
          base = indexed
          narrowed = true
        }
      }
      if (match && (filters.length > 1 || !narrowed)) base = base.filter(match)
      const exists = (id: number) => baseline.get(resource, id) !== undefined

      if (query.q === undefined && query.sort === undefined) {
        // The common path: no copy of the baseline, only the requested window.
        const fromCreated = createdHere.slice(offset, offset + limit)
        const window = baselineWindow(
          base,
          patches,
          match,
          Math.max(0, offset - createdHere.length),
          limit - fromCreated.length,
          exists,
        )
        const total = createdHere.length + window.total
        return {
          data: asViews([...fromCreated, ...window.items]),
          pagination: paginate(page, limit, total),
        }
      }

      // `q` or `_sort`: walk the baseline (in its kept sorted order) and merge in the overlay.
      const all = baseline.all(resource)
      const search =
        query.q !== undefined && query.q !== ''
          ? baselineSearch(all, def.textFields, query.q, textMatcher(query.q, def.textFields))
          : undefined
      const extras: Array<{ item: Item; position: number }> = createdHere.map((item, i) => ({
        item,
        position: i - createdHere.length,
      }))
      let patchedHere = 0
      for (const [id, item] of patches) {
        if (!exists(id)) continue
        patchedHere++
        if (item !== null && (!match || match(item))) extras.push({ item, position: id })
      }
      const shown = search ? extras.filter((e) => search(e.item)) : extras
      const skip = (item: Item) =>
        patches.has(item.id as number) ||
        (match !== undefined && !match(item)) ||
        (search !== undefined && !search(item))
      const window = orderedWindow({
        ordered:
          query.sort !== undefined ? sortedBaseline(all, query.sort, query.order ?? 'asc') : base,
        drop: skip,
        extras: shown,
        sort:
          query.sort !== undefined
            ? { path: query.sort, dir: query.order === 'desc' ? -1 : 1 }
            : undefined,
        offset,
        limit,
        // Without a filter or a search the total needs no walk: the whole baseline, less what the
        // overlay changed, plus the overlay's records.
        total: !match && !search ? all.length - patchedHere + shown.length : undefined,
      })
      return { data: asViews(window.items), pagination: paginate(page, limit, window.total) }
    },

    async get(identity: string, resource: ResourceName, id: string | number): Promise<Item> {
      return (await visible(identity, resource, id)).record
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
      const item = { id: id ?? newLocalId(), ...normalizeBody(resource, body) } as Item & {
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
      return { ...item, _sandbox: 'created' }
    },

    async replace(identity: string, resource: ResourceName, id: string | number, body: RecordBody) {
      const found = await visible(identity, resource, id)
      return write(identity, resource, found.id, normalizeBody(resource, body), !found.id.global)
    },

    async patch(identity: string, resource: ResourceName, id: string | number, body: RecordBody) {
      const found = await visible(identity, resource, id)
      const { _sandbox, ...current } = found.record
      const next = mergePatch(current, normalizeBody(resource, body)) as RecordBody
      // A patch may not grow a record past what a create or replace may hold.
      if (Object.keys(next).length - 1 > MAX_FIELDS) {
        throw validationFailed([
          { field: '(body)', message: `a record may hold at most ${MAX_FIELDS} fields` },
        ])
      }
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
      return {
        message: `${SINGULAR[resource]} ${found.id.value} deleted`,
        id: found.id.value,
        resource,
      }
    },
  }
}

export type RecordService = ReturnType<typeof createRecordService>
