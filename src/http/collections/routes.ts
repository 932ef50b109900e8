import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TObject, TOptional, TSchema, TString, TUnsafe } from 'typebox'
import type { Action, RbacResource } from '../../domain/auth/roles.ts'
import { type Collection, rbacOf } from '../../domain/collections/collection.ts'
import { exportView } from '../../domain/collections/export.ts'
import { type ShapeQuery, shapeRecord, shapeRecords } from '../../domain/collections/shape.ts'
import type { Link } from '../../domain/links.ts'
import type { ListQuery } from '../../domain/list/query.ts'
import type { RecordBody } from '../../domain/records.ts'
import { relationsNamed } from '../../domain/shape/relations.ts'
import { type ExportFormat, exportFormatOf } from '../export/format.ts'
import { exportSchemas } from '../export/list-schemas.ts'
import { sendExport } from '../export/reply.ts'
import { keptOr } from '../kept-answers.ts'
import { keyedIdOf } from '../plugins/idempotency.ts'
import type { RelationQuery } from '../plugins/rbac.ts'
import { type RouteDocs, type RouteKind, recordSchemaOf, type Surface } from './surface.ts'

export type { RouteDocs }

type Names = TOptional<TUnsafe<string | string[]>>
/** A list's or a record's querystring: whatever else it declares, the shaping parameters. */
export type ShapedQuery = TObject<{ _embed: Names; _expand: Names; _fields: Names; select: Names }>
/** A record's path parameters: its id, and whatever else the path names. */
export type IdParams = TObject<{ id: TString }>
/** A write's body: an object of the collection's fields. */
export type BodySchema = TObject | TUnsafe<RecordBody>

/** A collection as its routes serve it: where, under which schemas and rules. */
export interface RoutedCollection {
  /** The list's path: `/posts`, or `/:collection` for a family; a record is at `${path}/:id`. */
  path: string
  /**
   * The collection, or a family of them (custom collections) whose member the path's
   * `:collection` names, found per request.
   */
  collection: Collection | ((name: string) => Collection)
  tags: string[]
  /** The row of the role matrix its routes are guarded by. */
  rbac: RbacResource
  /** The form of id an idempotency key gives a create (plugins/idempotency.ts). */
  keyedIds: 'uuid' | 'custom'
  /** Whether its reads are answered from kept bytes (kept-answers.ts). */
  keepsAnswers: boolean
  schemas: {
    /** The list's and the create's path parameters, when the path has any (`:collection`). */
    listParams?: TSchema
    listQuery: ShapedQuery
    itemParams: IdParams
    itemQuery: ShapedQuery
    create: BodySchema
    replace: BodySchema
    patch: BodySchema
  }
  docs: Record<RouteKind, RouteDocs>
  /** Run before a write's body is validated (the built-ins drop the fields the server owns). */
  preValidation?: (req: FastifyRequest) => Promise<void>
}

/** A routed collection that is one collection, not a family: what a nested list joins. */
export type RoutedOne = RoutedCollection & { collection: Collection }

/** The `:collection` a family's path names; the service refuses what is not a name. */
const nameIn = (params: unknown): string =>
  typeof params === 'object' &&
  params !== null &&
  'collection' in params &&
  typeof params.collection === 'string'
    ? params.collection
    : ''

const rule = (routed: RoutedCollection, action: Action) => ({
  rbac: { resource: routed.rbac, action },
})

/** A read's parameters with its relations named as the collection names them. */
const namedRelations = <P extends Readonly<Record<string, unknown>>>(
  surface: Surface,
  collection: Collection,
  params: P,
): P => (surface.relationParams?.(collection, params) as P | undefined) ?? params

/**
 * Each relation a read names is a read of the collection it reaches, under that one's row
 * (ADR 0014). A family's relations stay within it, under the row its routes already check.
 */
const relationReads = (collection: Collection, surface: Surface) => (query: RelationQuery) => {
  const named = namedRelations(surface, collection, query) as RelationQuery
  return relationsNamed(collection.relations(named)).map((r) => ({
    ...r,
    resource: rbacOf(r.reads),
  }))
}

const readConfig = (routed: RoutedCollection, surface: Surface) =>
  typeof routed.collection === 'function'
    ? rule(routed, 'read')
    : { ...rule(routed, 'read'), rbacRelations: relationReads(routed.collection, surface) }

/** A list route's parameters, as its schema validated them. */
type ListParams = Readonly<Record<string, unknown>> & ShapeQuery

/**
 * The one list handler of a routed collection's lists and of the nested lists of its records:
 * the parameters read as the collection's query (a 400 before anything is read), then an
 * export file, or the page shaped and put in the surface's words, from kept bytes when the
 * collection keeps them.
 */
const lister =
  (app: FastifyInstance, routed: RoutedCollection, surface: Surface) =>
  async (
    collection: Collection,
    req: FastifyRequest,
    reply: FastifyReply,
    params: ListParams,
    format: ExportFormat,
    fixed?: ListQuery['filters'],
  ) => {
    params = namedRelations(surface, collection, params)
    const { query, ignored } = surface.query(collection, params, fixed)
    if (format !== 'json') {
      const result = await exportView(collection, req.identity, params, query)
      const records = await shapeRecords(collection, req.identity, params, result.data)
      return sendExport(reply, { format, name: collection.name, result, records, ignored })
    }
    const origin = app.originOf(req)
    const build = async () => {
      const result = await collection.list(req.identity, query)
      surface.checked?.({ params, result })
      const records = await shapeRecords(collection, req.identity, params, result.data)
      return surface.list({ req, reply, collection, params, result, records, origin, ignored })
    }
    return routed.keepsAnswers ? keptOr(app.keptAnswers, req, reply, origin, build) : build()
  }

/** A collection's tags, words and list query as its surface documents them. */
function documented(routed: RoutedCollection, surface: Surface) {
  const words = surface.document
  if (!words) return { tags: routed.tags, docs: routed.docs, listQuery: routed.schemas.listQuery }
  const record = recordSchemaOf(routed.docs)
  const docs = Object.fromEntries(
    Object.entries(routed.docs).map(([kind, d]) => [
      kind,
      words.route(kind as RouteKind, d, record),
    ]),
  ) as Record<RouteKind, RouteDocs>
  const listQuery = words.listQuery(routed.schemas.listQuery) as ShapedQuery
  return { tags: words.tags, docs, listQuery }
}

/**
 * Every route of one collection on one surface: the list (with its CSV and XLSX twins), create,
 * get, replace, patch and delete, each under the collection's schemas, role-matrix row and
 * idempotency, answering in the surface's words.
 */
export function collectionRoutes(
  fastify: FastifyInstance,
  routed: RoutedCollection,
  surface: Surface,
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { path, schemas, keyedIds, preValidation } = routed
  const { collection } = routed
  const { tags, docs, listQuery } = documented(routed, surface)
  const collectionOf =
    typeof collection === 'function'
      ? (params: unknown) => collection(nameIn(params))
      : () => collection
  const pathParams = schemas.listParams && { params: schemas.listParams }
  const itemParams = (surface.itemParams ?? schemas.itemParams) as IdParams
  const beforeWrite = preValidation && { preValidation }
  const read = readConfig(routed, surface)

  const lists = exportSchemas({
    tags,
    ...pathParams,
    querystring: listQuery,
    ...docs.list,
  })
  const list = lister(app, routed, surface)
  app.get(path, { schema: lists.json, config: read }, (req, reply) =>
    list(collectionOf(req.params), req, reply, req.query, exportFormatOf(req)),
  )
  app.get(`${path}.csv`, { schema: lists.csv, config: read }, (req, reply) =>
    list(collectionOf(req.params), req, reply, req.query, 'csv'),
  )
  app.get(`${path}.xlsx`, { schema: lists.xlsx, config: read }, (req, reply) =>
    list(collectionOf(req.params), req, reply, req.query, 'xlsx'),
  )
  app.post(
    path,
    {
      schema: { tags, ...pathParams, body: schemas.create, ...docs.create },
      config: { idempotent: true, ...rule(routed, 'create') },
      ...beforeWrite,
    },
    async (req, reply) =>
      surface.created(
        req,
        reply,
        await collectionOf(req.params).create(req.identity, req.body, keyedIdOf(req, keyedIds)),
      ),
  )
  app.get(
    `${path}/:id`,
    {
      schema: { tags, params: itemParams, querystring: schemas.itemQuery, ...docs.get },
      config: read,
    },
    (req, reply) => {
      const c = collectionOf(req.params)
      const query = namedRelations(surface, c, req.query)
      const build = async () =>
        shapeRecord(c, req.identity, query, await c.get(req.identity, req.params.id))
      return routed.keepsAnswers
        ? keptOr(app.keptAnswers, req, reply, app.originOf(req), build)
        : build()
    },
  )
  app.put(
    `${path}/:id`,
    {
      schema: { tags, params: itemParams, body: schemas.replace, ...docs.replace },
      config: rule(routed, 'update'),
      ...beforeWrite,
    },
    (req) => collectionOf(req.params).replace(req.identity, req.params.id, req.body),
  )
  app.patch(
    `${path}/:id`,
    {
      schema: { tags, params: itemParams, body: schemas.patch, ...docs.patch },
      config: rule(routed, 'update'),
      ...beforeWrite,
    },
    (req) => collectionOf(req.params).patch(req.identity, req.params.id, req.body),
  )
  app.delete(
    `${path}/:id`,
    {
      schema: { tags, params: itemParams, ...docs.remove },
      config: rule(routed, 'delete'),
    },
    async (req, reply) =>
      surface.removed(reply, await collectionOf(req.params).remove(req.identity, req.params.id)),
  )
}

/** The parent's and the child's schemas of a nested list, and its words. */
export interface NestedList {
  parent: RoutedOne
  child: RoutedOne
  link: Link
  /** The child's list query, less what the path decides. */
  querystring: ShapedQuery
  docs: RouteDocs
}

/**
 * `/<parent>/:id/<embedKey>` (json-server's `/posts/1/comments`): the child's list filtered on
 * the parent, which must be in the caller's view (a deleted or unknown one is 404). It reads the
 * parent, then lists the child, and is guarded as both reads.
 */
export function nestedListRoutes(fastify: FastifyInstance, nested: NestedList, surface: Surface) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { parent, child, link } = nested
  const words = surface.document
  const lists = exportSchemas({
    tags: words?.tags ?? child.tags,
    params: (surface.itemParams ?? parent.schemas.itemParams) as IdParams,
    querystring: (words?.listQuery(nested.querystring) ?? nested.querystring) as ShapedQuery,
    ...(words?.route('list', nested.docs, recordSchemaOf(child.docs)) ?? nested.docs),
  })
  const config = {
    rbac: [rule(parent, 'read').rbac, rule(child, 'read').rbac],
    rbacRelations: relationReads(child.collection, surface),
  }
  const listChild = lister(app, child, surface)
  const list = async (
    req: FastifyRequest,
    reply: FastifyReply,
    id: string,
    params: ListParams,
    format: ExportFormat,
  ) => {
    const found = await parent.collection.get(req.identity, id)
    return listChild(child.collection, req, reply, params, format, { [link.field]: found.id })
  }
  const path = `${parent.path}/:id/${link.embedKey}`
  app.get(path, { schema: lists.json, config }, (req, reply) =>
    list(req, reply, req.params.id, req.query, exportFormatOf(req)),
  )
  app.get(`${path}.csv`, { schema: lists.csv, config }, (req, reply) =>
    list(req, reply, req.params.id, req.query, 'csv'),
  )
  app.get(`${path}.xlsx`, { schema: lists.xlsx, config }, (req, reply) =>
    list(req, reply, req.params.id, req.query, 'xlsx'),
  )
}
