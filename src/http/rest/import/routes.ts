import type { FastifyPluginAsync } from 'fastify'
import { RESOURCES, type ResourceName } from '../../../domain/resources.ts'
import { CollectionParams } from '../custom/schemas.ts'
import { acceptImportBodies, IMPORT_BODY_LIMIT, rowsOf, strategyOf } from './read-body.ts'
import { ImportBody, ImportQuery, importDocs } from './schemas.ts'

/**
 * `POST /api/v1/{users,posts,comments,todos}/import` and `/api/v1/custom/{c}/import` (SPEC §18).
 * The CSV and XLSX parsers and multipart live in this plugin only: every other route still
 * takes JSON alone, and its 100 KB limit.
 */
const importRoutes: FastifyPluginAsync<{ builtins: readonly ResourceName[] }> = async (
  app,
  opts,
) => {
  const { imports } = app.services
  await acceptImportBodies(app)
  const bodyLimit = IMPORT_BODY_LIMIT

  for (const resource of opts.builtins) {
    app.post(
      `/${resource}/import`,
      {
        bodyLimit,
        schema: {
          tags: [resource],
          querystring: ImportQuery,
          body: ImportBody,
          ...importDocs(resource, `${resource.slice(0, -1)}`),
        },
        config: { rbac: { resource, action: 'import' } },
      },
      async (req) =>
        imports.records(
          req.identity,
          resource,
          await rowsOf(req, RESOURCES[resource].fields),
          strategyOf(req),
        ),
    )
  }
  app.post(
    '/custom/:collection/import',
    {
      bodyLimit,
      schema: {
        tags: ['custom'],
        params: CollectionParams,
        querystring: ImportQuery,
        body: ImportBody,
        ...importDocs('the collection', "the collection's"),
      },
      config: { rbac: { resource: 'custom', action: 'import' } },
    },
    async (req) => {
      const { collection } = req.params as { collection: string }
      return imports.custom(req.identity, collection, await rowsOf(req), strategyOf(req))
    },
  )
}

export default importRoutes
