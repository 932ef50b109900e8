import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { fromParams } from '../../domain/list/params.ts'
import type { ListQuery } from '../../domain/list/query.ts'
import { parseRecordId } from '../../domain/record-id.ts'
import {
  type FilterName,
  RESOURCES,
  type ReferenceField,
  type ResourceName,
} from '../../domain/resources.ts'
import { parseRelations, relationsNamed } from '../../domain/shape/relations.ts'
import { setListHeaders } from '../common/list-headers.ts'
import { dropRecordOwned } from '../common/server-owned.ts'
import { shapeRecord, shapeRecords } from '../common/shape.ts'
import { recordQuery } from '../common/shape-schemas.ts'
import { asksForPage, type ExportFormat } from '../export/format.ts'
import { listRoutes } from '../export/list-routes.ts'
import { checkExportSize, sendExport } from '../export/reply.ts'
import { keptOr } from '../kept-answers.ts'
import { keyedIdOf } from '../plugins/idempotency.ts'
import type { RelationQuery } from '../plugins/rbac.ts'
import { bodySchemas, ItemParams, listQuery, nestedListDocs, resourceDocs } from './schemas.ts'

/** Parent → child lists that JSONPlaceholder users expect, such as `/users/1/posts`. */
const NESTED: ReadonlyArray<[ResourceName, ResourceName, FilterName]> = [
  ['users', 'posts', 'user_id'],
  ['users', 'todos', 'user_id'],
  ['posts', 'comments', 'post_id'],
]

type Query = Record<string, unknown>

/** Each relation a request on `resource` names is a read of the resource it reaches (ADR 0014). */
const relationRules = (resource: ResourceName) => (query: RelationQuery) =>
  relationsNamed(parseRelations(resource, query)).map((r) => ({
    ...r,
    resource: r.reads as ResourceName,
  }))

/** `/api/v1/{users,posts,comments,todos}`: list, get, create, replace, patch, delete (SPEC §4). */
const resourceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { records } = app.services

  const list = async (
    req: FastifyRequest,
    reply: FastifyReply,
    resource: ResourceName,
    query: Record<string, unknown>,
    format: ExportFormat,
    filters?: ListQuery['filters'],
  ) => {
    // A nested route's parent decides its field, under either name.
    const owned = Object.keys(filters ?? {}).flatMap((f) => {
      const alias = RESOURCES[resource].aliases[f as ReferenceField]
      return alias ? [f, alias] : [f]
    })
    const { query: listQuery, ignored } = fromParams(query, filters, owned)
    if (format !== 'json') {
      listQuery.whole = !asksForPage(query)
      const result = await records.list(req.identity, resource, listQuery)
      checkExportSize(result)
      const data = await shapeRecords(app.services, req.identity, resource, query, result.data)
      return sendExport(reply, { format, name: resource, result, records: data, ignored })
    }
    const origin = app.originOf(req)
    return keptOr(app.keptAnswers, req, reply, origin, async () => {
      const result = await records.list(req.identity, resource, listQuery)
      const data = await shapeRecords(app.services, req.identity, resource, query, result.data)
      setListHeaders(req, reply, result, origin, ignored)
      return { data, pagination: result.pagination }
    })
  }

  const served = new Set<ResourceName>(app.builtins)
  for (const resource of app.builtins) {
    const body = bodySchemas(resource)
    const tags = [resource]
    const docs = resourceDocs(resource)

    listRoutes(
      app,
      `/${resource}`,
      {
        schema: { tags, querystring: listQuery(resource), ...docs.list },
        config: { rbac: { resource, action: 'read' }, rbacRelations: relationRules(resource) },
      },
      (req, reply, format) => list(req, reply, resource, req.query as Query, format),
    )
    app.post(
      `/${resource}`,
      {
        schema: { tags, body: body.create, ...docs.create },
        config: { idempotent: true, rbac: { resource, action: 'create' } },
        preValidation: dropRecordOwned,
      },
      (req) => records.create(req.identity, resource, req.body, undefined, keyedIdOf(req, 'uuid')),
    )
    app.get(
      `/${resource}/:id`,
      {
        schema: { tags, params: ItemParams, querystring: recordQuery(resource), ...docs.get },
        config: { rbac: { resource, action: 'read' }, rbacRelations: relationRules(resource) },
      },
      (req, reply) =>
        keptOr(app.keptAnswers, req, reply, app.originOf(req), async () =>
          shapeRecord(
            app.services,
            req.identity,
            resource,
            req.query,
            await records.get(req.identity, resource, req.params.id),
          ),
        ),
    )
    app.put(
      `/${resource}/:id`,
      {
        schema: { tags, params: ItemParams, body: body.replace, ...docs.replace },
        config: { rbac: { resource, action: 'update' } },
        preValidation: dropRecordOwned,
      },
      (req) => records.replace(req.identity, resource, req.params.id, req.body),
    )
    app.patch(
      `/${resource}/:id`,
      {
        schema: { tags, params: ItemParams, body: body.patch, ...docs.patch },
        config: { rbac: { resource, action: 'update' } },
        preValidation: dropRecordOwned,
      },
      (req) => records.patch(req.identity, resource, req.params.id, req.body),
    )
    app.delete(
      `/${resource}/:id`,
      {
        schema: { tags, params: ItemParams, ...docs.remove },
        config: { rbac: { resource, action: 'delete' } },
      },
      (req) => records.remove(req.identity, resource, req.params.id),
    )
  }

  for (const [parent, child, field] of NESTED) {
    if (!served.has(parent) || !served.has(child)) continue
    listRoutes(
      app,
      `/${parent}/:id/${child}`,
      {
        schema: {
          tags: [child],
          params: ItemParams,
          querystring: listQuery(child, field),
          ...nestedListDocs(parent, child),
        },
        // Reads the parent, then lists the child.
        config: {
          rbac: [
            { resource: parent, action: 'read' },
            { resource: child, action: 'read' },
          ],
          rbacRelations: relationRules(child),
        },
      },
      async (req, reply, format) => {
        const { id } = req.params as { id: string }
        // The parent must be in the caller's view; a deleted or unknown one is 404.
        await records.get(req.identity, parent, id)
        return list(req, reply, child, req.query as Query, format, {
          [field]: parseRecordId(id).value,
        })
      },
    )
  }
}

export default resourceRoutes
