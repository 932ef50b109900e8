import type { FastifyReply, FastifyRequest } from 'fastify'
import type { TSchema } from 'typebox'
import { type Collection, listQueryOf } from '../../domain/collections/collection.ts'
import type { ListResult } from '../../domain/list/paginate.ts'
import type { ListQuery } from '../../domain/list/query.ts'
import type { Item } from '../../store/port.ts'
import { setListHeaders } from '../common/list-headers.ts'

/** A list as every surface gets it: the page, its records shaped, and what it did not use. */
export interface ListAnswer {
  req: FastifyRequest
  reply: FastifyReply
  /** The collection listed (its name heads a `Content-Range`). */
  collection: Collection
  /** The list's parameters, as the route's schema validated them. */
  params: Readonly<Record<string, unknown>>
  result: ListResult
  /** The page's records after `_embed`, `_expand` and `_fields`. */
  records: Item[]
  /** Where the answer's links point (`app.originOf`). */
  origin: string
  /** Parameters that meant nothing to the list. */
  ignored: readonly string[]
}

/** What a list asks of its collection, and the names it ignores. */
export interface SurfaceQuery {
  query: ListQuery
  ignored: string[]
}

/**
 * How one wire format answers the collection routes (collectionRoutes in routes.ts): how a
 * list's parameters read, what a list sends and which headers it sets, and how a create and a
 * delete answer. The handlers are the same for every surface; only these words differ.
 */
export interface Surface {
  /** The list query a list's parameters ask (`fixed`: a nested list's filters). */
  query(
    collection: Collection,
    params: Readonly<Record<string, unknown>>,
    fixed?: ListQuery['filters'],
  ): SurfaceQuery
  /** Refuses a list before its records are shaped (the root's bare list past its bound). */
  checked?(answer: Pick<ListAnswer, 'params' | 'result'>): void
  /** A list's body; its headers set on `answer.reply`. */
  list(answer: ListAnswer): unknown
  /** A create's answer: the record as stored (the status is set here). */
  created(req: FastifyRequest, reply: FastifyReply, record: Item): unknown
  /** A delete's answer: what was deleted, as the collection tells it. */
  removed(reply: FastifyReply, removed: object): unknown
  /**
   * A read's parameters with the relations named as the collection names them (`_embed`,
   * `_expand`), when the surface's clients name them otherwise; applied before anything reads
   * them, the role checks included.
   */
  relationParams?(
    collection: Collection,
    params: Readonly<Record<string, unknown>>,
  ): Readonly<Record<string, unknown>>
  /** The path parameters of a record's routes, when the surface takes others than the collection. */
  itemParams?: TSchema
  /** How the surface's routes read in the OpenAPI document, when not as /api/v1's do. */
  document?: SurfaceDocument
}

/** The routes of a collection, by what they do. */
export type RouteKind = 'list' | 'create' | 'get' | 'replace' | 'patch' | 'remove'

/** The OpenAPI words of one route, spread into its schema. */
export interface RouteDocs {
  summary?: string
  description?: string
  response?: Record<string | number, unknown>
  consumes?: string[]
}

/** A surface's own words in the document, made from /api/v1's for the same route. */
export interface SurfaceDocument {
  /** The tags its routes are listed under. */
  tags: string[]
  /** A route's words, given /api/v1's and the schema of one record of the collection. */
  route(kind: RouteKind, docs: RouteDocs, record: TSchema | undefined): RouteDocs
  /** A list's query string as documented and validated here, given /api/v1's. */
  listQuery(schema: TSchema): TSchema
}

/** The schema of one record of a collection: what its `get` answers. */
export function recordSchemaOf(docs: Partial<Record<RouteKind, RouteDocs>>): TSchema | undefined {
  const ok = docs.get?.response?.[200] as
    | { content?: { 'application/json'?: { schema?: TSchema } } }
    | undefined
  return ok?.content?.['application/json']?.schema
}

/**
 * `/api/v1`: a page in `{data, pagination}` with the list headers (`X-Total-Count`, `Link`,
 * `X-Page`…; docs/contract/lists-and-query-language.md#list-headers); a create answers 200 with
 * the record, a delete what it deleted (docs/contract/baseline-and-overlay.md#writes).
 */
export const API_V1: Surface = {
  query: listQueryOf,
  list({ req, reply, result, records, origin, ignored }) {
    setListHeaders(req, reply, result, origin, ignored)
    return { data: records, pagination: result.pagination }
  },
  created: (_req, _reply, record) => record,
  removed: (_reply, removed) => removed,
}
