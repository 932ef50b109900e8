import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { builtinCollection } from '../../domain/collections/builtin.ts'
import { RESOURCE_LINKS, type ResourceName } from '../../domain/resources.ts'
import { collectionRoutes, nestedListRoutes, type RoutedOne } from '../collections/routes.ts'
import { API_V1, type Surface } from '../collections/surface.ts'
import { dropRecordOwned } from '../common/server-owned.ts'
import { recordQuery } from '../common/shape-schemas.ts'
import { bodySchemas, ItemParams, listQuery, nestedListDocs, resourceDocs } from './schemas.ts'

/** Where the routes answer: `/api/v1` (the default) or the root, and which names they take. */
export interface SurfaceOptions {
  surface?: Surface
  /** Whether a collection of this name is served here (the root leaves the service's own). */
  serves?: (name: string) => boolean
  /** A collection's own surface here, when it has one (an OpenAPI document's resource). */
  surfaceOf?: (name: string) => Surface | undefined
}

/**
 * `/api/v1/{users,posts,comments,todos,albums,photos}`: list, get, create, replace, patch, delete, and the
 * nested lists of their links that JSONPlaceholder users expect, such as `/users/1/posts`
 * (docs/contract/baseline-and-overlay.md); the same at the root in json-server's words
 * (docs/contract/root-surface.md).
 */
const resourceRoutes: FastifyPluginAsyncTypebox<SurfaceOptions> = async (app, opts) => {
  const surface = opts.surface ?? API_V1
  const served = new Map<ResourceName, RoutedOne>()
  for (const resource of app.builtins) {
    if (opts.serves && !opts.serves(resource)) continue
    const body = bodySchemas(resource)
    const routed: RoutedOne = {
      path: `/${resource}`,
      collection: builtinCollection(app.services.records, resource),
      tags: [resource],
      rbac: resource,
      keyedIds: 'uuid',
      keepsAnswers: true,
      schemas: {
        listQuery: listQuery(resource),
        itemParams: ItemParams,
        itemQuery: recordQuery(resource),
        create: body.create,
        replace: body.replace,
        patch: body.patch,
      },
      docs: resourceDocs(resource),
      preValidation: dropRecordOwned,
    }
    collectionRoutes(app, routed, surface)
    served.set(resource, routed)
  }

  for (const link of RESOURCE_LINKS) {
    const parent = served.get(link.parent)
    const child = served.get(link.child)
    if (!parent || !child) continue
    nestedListRoutes(
      app,
      {
        parent,
        child,
        link,
        querystring: listQuery(link.child, link.field),
        docs: nestedListDocs(link.parent, link.child),
      },
      surface,
    )
  }
}

export default resourceRoutes
