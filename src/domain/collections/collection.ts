import type { Item } from '../../store/port.ts'
import type { RbacResource } from '../auth/roles.ts'
import type { ListResult } from '../list/paginate.ts'
import { fromParams } from '../list/params.ts'
import type { ListQuery } from '../list/query.ts'
import type { RecordBody } from '../records.ts'
import { isResourceName } from '../resources.ts'
import type { NameList } from '../shape/names.ts'
import type { Relations } from '../shape/relations.ts'

/** The parameters that name relations: `_embed` and `_expand`, as the query parser gives them. */
export interface RelationParams {
  _embed?: NameList
  _expand?: NameList
}

/**
 * A collection of records as each identity sees them, whoever holds them: the built-in
 * resources, a db.json's collections, a caller's custom collections (builtin.ts, dataset.ts,
 * custom.ts). Every surface that serves records (`/api/v1` today) reads and writes through this,
 * so a list, a record or a relation means the same on each; export and shaping are written once
 * over it (export.ts, shape.ts).
 */
export interface Collection {
  /** Its name in paths, events' resources and export files: `posts`, `books`, `products`. */
  readonly name: string
  /**
   * Reference fields the collection's records hold under a second name too (`user_id` →
   * `userId`): a nested list's fixed filter decides both.
   */
  readonly aliases: Readonly<Partial<Record<string, string>>>
  /** A list with the whole query language (docs/contract/lists-and-query-language.md). */
  list(identity: string, query: ListQuery): Promise<ListResult>
  /** One record, or 404. */
  get(identity: string, id: string): Promise<Item>
  /** `id`: the id an idempotency key gives the record, when the create has one. */
  create(identity: string, body: RecordBody, id?: string): Promise<Item>
  replace(identity: string, id: string, body: RecordBody): Promise<Item>
  /** A JSON merge patch (RFC 7386). */
  patch(identity: string, id: string, body: RecordBody): Promise<Item>
  /** What was deleted, as the answer says it. */
  remove(identity: string, id: string): Promise<object>
  /** The relations `_embed` and `_expand` name, or undefined; an unknown one is a 400. */
  relations(query: RelationParams): Relations | undefined
  /** Copies of `records` with `relations` added as the identity sees them. */
  attach(identity: string, records: readonly Item[], relations: Relations): Promise<Item[]>
}

/**
 * A list's parameters (validated by the route's schema) as the collection's query, with the
 * names it ignores. `fixed`: a nested list's filters, which decide their fields under either
 * of their names (`/users/1/posts?userId=2` asks nothing of `userId`).
 */
export function listQueryOf(
  collection: Collection,
  params: Readonly<Record<string, unknown>>,
  fixed?: ListQuery['filters'],
) {
  const owned = Object.keys(fixed ?? {}).flatMap((f) => {
    const alias = collection.aliases[f]
    return alias ? [f, alias] : [f]
  })
  return fromParams(params, fixed, owned)
}

/**
 * The row of the role matrix a collection named `name` is guarded by: a built-in's own; any
 * other (a db.json's, a custom one) is guarded as the custom collections are, whose names are
 * the user's own too.
 */
export const rbacOf = (name: string): RbacResource => (isResourceName(name) ? name : 'custom')
