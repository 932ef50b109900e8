import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { RESOURCES, type ResourceName } from '../../domain/resources.ts'
import { CollectionParams } from '../custom/schemas.ts'
import { acceptImportBodies, IMPORT_BODY_LIMIT, readRows, rowsIn, strategyOf } from './read-body.ts'
import { ImportBody, ImportQuery, importDocs } from './schemas.ts'

/**
 * `POST /api/v1/{users,posts,comments,todos,albums,photos}/import` and `/api/v1/custom/{c}/import`
 * (docs/contract/data-in-and-out.md#file-import). The CSV and XLSX parsers and multipart live in
 * this plugin only: every other route still takes JSON alone, and its 100 KB limit. An
 * `Idempotency-Key` is honoured as on creates: the rows are read before it is looked at
 * (`readRows`), so a retry is the same import when it holds the same rows, whatever form they came
 * in.
 */
const importRoutes: FastifyPluginAsyncTypebox<{ builtins: readonly ResourceName[] }> = async (
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
        config: { idempotent: true, rbac: { resource, action: 'import' } },
        preValidation: readRows(() => RESOURCES[resource].fields),
      },
      async (req) => imports.records(req.identity, resource, rowsIn(req), strategyOf(req)),
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
      config: { idempotent: true, rbac: { resource: 'custom', action: 'import' } },
      preValidation: readRows(),
    },
    async (req) =>
      imports.custom(req.identity, req.params.collection, rowsIn(req), strategyOf(req)),
  )
}

export default importRoutes
