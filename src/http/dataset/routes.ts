import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Action } from '../../domain/auth/roles.ts'
import type { DataCollection } from '../../domain/dataset/catalog.ts'
import type { ListResult } from '../../domain/list/paginate.ts'
import { fromParams } from '../../domain/list/params.ts'
import type { ListQuery } from '../../domain/list/query.ts'
import { isResourceName } from '../../domain/resources.ts'
import { relationsNamed } from '../../domain/shape/relations.ts'
import { setListHeaders } from '../common/list-headers.ts'
import { type ShapeQuery, shapeRecords } from '../common/shape.ts'
import { asksForPage, type ExportFormat } from '../export/format.ts'
import { listRoutes } from '../export/list-routes.ts'
import { checkExportSize, sendExport } from '../export/reply.ts'
import { keptOr } from '../kept-answers.ts'
import { keyedIdOf } from '../plugins/idempotency.ts'
import type { RelationQuery } from '../plugins/rbac.ts'
import datasetImportRoutes from './import-routes.ts'
import {
  DatasetBody,
  DatasetItemParams,
  DatasetRecordQuery,
  datasetDocs,
  datasetListQuery,
  singularDocs,
} from './schemas.ts'

/**
 * `/api/v1/<name>` for each collection and singular resource of the user's db.json (SPEC §18),
 * json-server's routes with a sandbox per caller: list, get, create, replace, patch, delete, the
 * nested lists its relations give (`/posts/1/comments`), and GET/PUT/PATCH of `/profile`.
 */
const datasetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const dataset = app.services.dataset
  if (!dataset) return
  const { collections, singulars } = app.catalog

  const rule = (name: string, action: Action) => ({
    rbac: { resource: rbacOf(name), action } as const,
  })
  // A read also reads what its relations reach, each under its own row (ADR 0014).
  const read = (name: string) => ({
    ...rule(name, 'read'),
    rbacRelations: (query: RelationQuery) =>
      relationsNamed(dataset.relations(name, query)).map((r) => ({
        ...r,
        resource: rbacOf(r.reads),
      })),
  })

  const list = async (
    req: FastifyRequest,
    reply: FastifyReply,
    c: DataCollection,
    query: Record<string, unknown>,
    format: ExportFormat,
    filters?: ListQuery['filters'],
  ) => {
    const { query: listQuery, ignored } = fromParams(query, filters, Object.keys(filters ?? {}))
    const shaped = (result: ListResult) =>
      shapeRecords(
        app.services,
        req.identity,
        { dataset: c.name },
        query as ShapeQuery,
        result.data,
      )
    if (format !== 'json') {
      listQuery.whole = !asksForPage(query)
      const result = await dataset.list(req.identity, c.name, listQuery)
      checkExportSize(result)
      const records = await shaped(result)
      return sendExport(reply, { format, name: c.name, result, records, ignored })
    }
    const origin = app.originOf(req)
    return keptOr(app.keptAnswers, req, reply, origin, async () => {
      const result = await dataset.list(req.identity, c.name, listQuery)
      const data = await shaped(result)
      setListHeaders(req, reply, result, origin, ignored)
      return { data, pagination: result.pagination }
    })
  }

  for (const c of collections.values()) {
    const tags = [c.name]
    const docs = datasetDocs(c)
    const path = `/${c.name}`
    listRoutes(
      app,
      path,
      {
        schema: { tags, querystring: datasetListQuery(c), ...docs.list },
        config: read(c.name),
      },
      (req, reply, format) => list(req, reply, c, req.query as Record<string, unknown>, format),
    )
    app.post(
      path,
      {
        schema: { tags, body: DatasetBody, ...docs.create },
        config: { idempotent: true, ...rule(c.name, 'create') },
      },
      (req) => dataset.create(req.identity, c.name, req.body, keyedIdOf(req, 'uuid')),
    )
    app.get(
      `${path}/:id`,
      {
        schema: { tags, params: DatasetItemParams, querystring: DatasetRecordQuery, ...docs.get },
        config: read(c.name),
      },
      (req, reply) =>
        keptOr(app.keptAnswers, req, reply, app.originOf(req), async () => {
          const record = await dataset.get(req.identity, c.name, req.params.id)
          const [shaped] = await shapeRecords(
            app.services,
            req.identity,
            { dataset: c.name },
            req.query,
            [record],
          )
          return shaped
        }),
    )
    app.put(
      `${path}/:id`,
      {
        schema: { tags, params: DatasetItemParams, body: DatasetBody, ...docs.replace },
        config: rule(c.name, 'update'),
      },
      (req) => dataset.replace(req.identity, c.name, req.params.id, req.body),
    )
    app.patch(
      `${path}/:id`,
      {
        schema: { tags, params: DatasetItemParams, body: DatasetBody, ...docs.patch },
        config: rule(c.name, 'update'),
      },
      (req) => dataset.patch(req.identity, c.name, req.params.id, req.body),
    )
    app.delete(
      `${path}/:id`,
      {
        schema: { tags, params: DatasetItemParams, ...docs.remove },
        config: rule(c.name, 'delete'),
      },
      (req) => dataset.remove(req.identity, c.name, req.params.id),
    )
    // json-server's nested list: `/posts/1/comments` is the comments whose postId is 1.
    for (const relation of c.embeds) {
      const child = collections.get(relation.child) as DataCollection
      listRoutes(
        app,
        `${path}/:id/${relation.embedKey}`,
        {
          schema: {
            tags: [child.name],
            params: DatasetItemParams,
            querystring: datasetListQuery(child),
            summary: `List the ${child.name} of a ${c.singular}`,
            description: `The ${child.name} whose \`${relation.field}\` is the ${c.singular}'s id, as GET /${child.name}?${relation.field}=… lists them.`,
          },
          config: {
            rbac: [rule(c.name, 'read').rbac, rule(child.name, 'read').rbac],
            rbacRelations: read(child.name).rbacRelations,
          },
        },
        async (req, reply, format) => {
          const { id } = req.params as { id: string }
          // The parent must be in the caller's view; a deleted or unknown one is 404.
          const parent = await dataset.get(req.identity, c.name, id)
          return list(req, reply, child, req.query as Record<string, unknown>, format, {
            [relation.field]: parent.id,
          })
        },
      )
    }
  }

  // In a plugin of their own: the CSV, XLSX and multipart parsers stay with the imports.
  await app.register(datasetImportRoutes, { rule: (name) => rule(name, 'import').rbac })

  for (const name of singulars.keys()) {
    const docs = singularDocs(name)
    const tags = [name]
    app.get(`/${name}`, { schema: { tags, ...docs.get }, config: rule(name, 'read') }, (req) =>
      dataset.getSingular(req.identity, name),
    )
    app.put(
      `/${name}`,
      { schema: { tags, body: DatasetBody, ...docs.replace }, config: rule(name, 'update') },
      (req) => dataset.writeSingular(req.identity, name, req.body, false),
    )
    app.patch(
      `/${name}`,
      { schema: { tags, body: DatasetBody, ...docs.patch }, config: rule(name, 'update') },
      (req) => dataset.writeSingular(req.identity, name, req.body, true),
    )
  }
}

/**
 * A collection named like a built-in keeps that resource's row of the role matrix; any other is
 * guarded as the custom collections are, whose names are the user's own too.
 */
const rbacOf = (name: string) => (isResourceName(name) ? name : ('custom' as const))

export default datasetRoutes
