import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Action } from '../../domain/auth/roles.ts'
import { rbacOf } from '../../domain/collections/collection.ts'
import { datasetCollection } from '../../domain/collections/dataset.ts'
import { collectionRoutes, nestedListRoutes, type RoutedOne } from '../collections/routes.ts'
import { API_V1 } from '../collections/surface.ts'
import type { SurfaceOptions } from '../resources/routes.ts'
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
 * `/api/v1/<name>` for each collection and singular resource of the user's db.json
 * (docs/contract/db-json.md), json-server's routes with a sandbox per caller: list, get, create,
 * replace, patch, delete, the nested lists its relations give (`/posts/1/comments`), and
 * GET/PUT/PATCH of `/profile`.
 */
const datasetRoutes: FastifyPluginAsyncTypebox<SurfaceOptions> = async (app, opts) => {
  const dataset = app.services.dataset
  if (!dataset) return
  const surface = opts.surface ?? API_V1
  const surfaceFor = (name: string) => opts.surfaceOf?.(name) ?? surface
  const serves = opts.serves ?? (() => true)
  const { collections, singulars } = app.catalog
  const rule = (name: string, action: Action) => ({
    rbac: { resource: rbacOf(name), action } as const,
  })

  const served = new Map<string, RoutedOne>()
  for (const c of collections.values()) {
    if (!serves(c.name)) continue
    served.set(c.name, {
      path: `/${c.name}`,
      collection: datasetCollection(dataset, c.name),
      tags: [c.name],
      rbac: rbacOf(c.name),
      keyedIds: 'uuid',
      keepsAnswers: true,
      schemas: {
        listQuery: datasetListQuery(c),
        itemParams: DatasetItemParams,
        itemQuery: DatasetRecordQuery,
        create: DatasetBody,
        replace: DatasetBody,
        patch: DatasetBody,
      },
      docs: datasetDocs(c),
    })
  }

  for (const c of collections.values()) {
    const parent = served.get(c.name)
    if (!parent) continue
    collectionRoutes(app, parent, surfaceFor(c.name))
    // json-server's nested list: `/posts/1/comments` is the comments whose postId is 1.
    for (const link of c.embeds) {
      const child = collections.get(link.child)
      const routed = served.get(link.child)
      if (!child || !routed) continue
      nestedListRoutes(
        app,
        {
          parent,
          child: routed,
          link,
          querystring: datasetListQuery(child),
          docs: {
            summary: `List the ${child.name} of a ${c.singular}`,
            description: `The ${child.name} whose \`${link.field}\` is the ${c.singular}'s id, as GET /${child.name}?${link.field}=… lists them.`,
          },
        },
        surfaceFor(child.name),
      )
    }
  }

  // In a plugin of their own: the CSV, XLSX and multipart parsers stay with the imports, which
  // are the service's own (under /api/v1 only).
  if (surface === API_V1)
    await app.register(datasetImportRoutes, { rule: (name) => rule(name, 'import').rbac })

  for (const name of singulars.keys()) {
    if (!serves(name)) continue
    const docs = singularDocs(name)
    const tags = surface.document?.tags ?? [name]
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

export default datasetRoutes
