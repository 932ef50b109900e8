import type { FastifyPluginAsync } from 'fastify'
import { builtinCollection } from '../../domain/collections/builtin.ts'
import { type Collection, rbacOf } from '../../domain/collections/collection.ts'
import { datasetCollection } from '../../domain/collections/dataset.ts'
import { ProblemError } from '../../domain/errors.ts'
import type { InferredResource } from '../../domain/openapi/infer.ts'
import { documentSurface } from '../collections/document-surface.ts'
import { rootSurface } from '../collections/root-surface.ts'
import datasetRoutes from '../dataset/routes.ts'
import resourceRoutes from '../resources/routes.ts'
import { rootNames } from './names.ts'

/**
 * The root surface (docs/contract/root-surface.md): JSONPlaceholder's and json-server 0.17's
 * paths and wire format over the same collections and sandboxes as /api/v1 — `/posts`,
 * `/posts/1`, `/posts/1/comments`, a db.json's collections and singulars at `/<name>`, and
 * `GET /db`. A record, or a nested list's parent, that the caller's view does not hold is a
 * 404 with `{}`, as json-server answers; every other refusal is the same problem as on /api/v1.
 */
const hasId = (params: unknown) => typeof params === 'object' && params !== null && 'id' in params

export interface RootOptions {
  /** The resources of the user's OpenAPI document, answered in its shapes here. */
  documentResources?: readonly InferredResource[]
}

const rootRoutes: FastifyPluginAsync<RootOptions> = async (app, opts) => {
  const { config, catalog } = app
  const names = rootNames([
    ...app.builtins,
    ...catalog.collections.keys(),
    ...catalog.singulars.keys(),
  ])
  const surface = rootSurface(config.maxBareList)
  const serves = (name: string) => names.has(name)

  app.setErrorHandler((err, req, reply) => {
    // json-server's 404 for any id its data does not hold, `abc` included.
    const missing =
      err instanceof ProblemError &&
      (err.code === 'NOT_FOUND' || (err.code === 'INVALID_ID' && hasId(req.params)))
    if (missing) return reply.code(404).send({})
    // The service's problem answer (problem/plugin.ts), as on /api/v1.
    throw err
  })
  await app.register(resourceRoutes, { surface, serves })
  const documented = new Map(
    (opts.documentResources ?? []).map((r) => [r.name, documentSurface(surface, r)]),
  )
  await app.register(datasetRoutes, { surface, serves, surfaceOf: (name) => documented.get(name) })

  const collections: Collection[] = []
  for (const name of app.builtins)
    if (serves(name)) collections.push(builtinCollection(app.services.records, name))
  const dataset = app.services.dataset
  if (dataset)
    for (const name of catalog.collections.keys())
      if (serves(name)) collections.push(datasetCollection(dataset, name))
  const singulars = [...catalog.singulars.keys()].filter(serves)

  app.get(
    '/db',
    {
      schema: {
        tags: ['root'],
        summary: "Every collection of the caller's view, as json-server's /db",
        description: `Each collection at the root under its name, every record (at most ${config.maxBareList} each, --max-bare-list), and each singular object of a db.json.`,
        response: {
          200: {
            description: 'Collection names to their records; singular names to their object',
            type: 'object',
            additionalProperties: true,
          },
        },
      },
      // A read of every collection it holds, each under its own row.
      config: {
        rbac: collections.map((c) => ({ resource: rbacOf(c.name), action: 'read' as const })),
      },
    },
    async (req) => {
      const db: Record<string, unknown> = {}
      for (const c of collections) {
        const result = await c.list(req.identity, { whole: true, cap: config.maxBareList })
        db[c.name] = result.data.slice(0, config.maxBareList)
      }
      if (dataset)
        for (const name of singulars) db[name] = await dataset.getSingular(req.identity, name)
      return db
    },
  )
}

export default rootRoutes
