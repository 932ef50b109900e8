import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Action } from '../../domain/auth/roles.ts'
import { customCollection } from '../../domain/collections/custom.ts'
import { collectionRoutes } from '../collections/routes.ts'
import { API_V1 } from '../collections/surface.ts'
import {
  CollectionParams,
  CUSTOM_DOCS,
  CustomBody,
  CustomListQuery,
  CustomRecordQuery,
  RecordParams,
  SeedBody,
  SeedQuery,
} from './schemas.ts'

/** Every collection is the one RBAC resource `custom` (roles.ts). */
const rule = (action: Action) => ({ rbac: { resource: 'custom', action } as const })

/**
 * `/api/v1/custom/*`: the caller's own collections of arbitrary records
 * (docs/contract/custom-collections.md).
 */
const customRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { custom } = app.services
  const tags = ['custom']

  app.get('/', { schema: { tags, ...CUSTOM_DOCS.summaries }, config: rule('read') }, (req) =>
    custom.summaries(req.identity),
  )

  app.post(
    '/seed',
    {
      schema: { tags, body: SeedBody, querystring: SeedQuery, ...CUSTOM_DOCS.seed },
      // Replaces the template's collections wholesale, as an import does.
      config: rule('import'),
      // The template may come as a query parameter alone, with no body at all.
      preValidation: async (req) => {
        req.body ??= {}
      },
    },
    (req) => custom.seed(req.identity, req.body.template ?? req.query.template ?? ''),
  )

  collectionRoutes(
    app,
    {
      path: '/:collection',
      collection: (name) => customCollection(custom, name),
      tags,
      rbac: 'custom',
      keyedIds: 'custom',
      keepsAnswers: false,
      schemas: {
        listParams: CollectionParams,
        listQuery: CustomListQuery,
        itemParams: RecordParams,
        itemQuery: CustomRecordQuery,
        create: CustomBody,
        replace: CustomBody,
        patch: CustomBody,
      },
      docs: CUSTOM_DOCS,
    },
    API_V1,
  )
  // After the collection's routes: the OpenAPI document lists a path's methods in the order
  // they were added, and has always listed `/{collection}`'s as get, post, delete.
  app.delete(
    '/:collection',
    { schema: { tags, params: CollectionParams, ...CUSTOM_DOCS.drop }, config: rule('delete') },
    (req) => custom.drop(req.identity, req.params.collection),
  )
}

export default customRoutes
