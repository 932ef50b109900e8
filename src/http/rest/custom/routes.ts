import type { FastifyInstance } from 'fastify'
import { toListQuery } from '../../../domain/list/query.ts'
import type { RecordBody } from '../../../domain/records.ts'
import { keyedIdOf } from '../../plugins/idempotency.ts'
import { setListHeaders } from '../resources/list-headers.ts'
import type { ListQueryString } from '../resources/schemas.ts'
import {
  CollectionParams,
  CUSTOM_DOCS,
  CustomBody,
  CustomListQuery,
  RecordParams,
  SeedBody,
  SeedQuery,
} from './schemas.ts'

type Collection = { Params: { collection: string } }
type Record = { Params: { collection: string; id: string } }

/** `/api/v1/custom/*`: the caller's own collections of arbitrary records (SPEC §10). */
export default async function customRoutes(app: FastifyInstance) {
  const { custom } = app.services
  const tags = ['custom']

  app.get('/', { schema: { tags, ...CUSTOM_DOCS.summaries } }, (req) =>
    custom.summaries(req.identity),
  )

  app.post<{ Body: { template?: string }; Querystring: { template?: string } }>(
    '/seed',
    {
      schema: { tags, body: SeedBody, querystring: SeedQuery, ...CUSTOM_DOCS.seed },
      // The template may come as a query parameter alone, with no body at all.
      preValidation: async (req) => {
        req.body ??= {}
      },
    },
    (req) => custom.seed(req.identity, req.body.template ?? req.query.template ?? ''),
  )

  app.get<Collection & { Querystring: ListQueryString }>(
    '/:collection',
    {
      schema: { tags, params: CollectionParams, querystring: CustomListQuery, ...CUSTOM_DOCS.list },
    },
    async (req, reply) => {
      const result = await custom.list(req.identity, req.params.collection, toListQuery(req.query))
      setListHeaders(req, reply, result.pagination, app.originOf(req))
      return result
    },
  )
  app.post<Collection & { Body: RecordBody }>(
    '/:collection',
    {
      schema: { tags, params: CollectionParams, body: CustomBody, ...CUSTOM_DOCS.create },
      config: { idempotent: true },
    },
    (req) => custom.create(req.identity, req.params.collection, req.body, keyedIdOf(req, 'custom')),
  )
  app.delete<Collection>(
    '/:collection',
    { schema: { tags, params: CollectionParams, ...CUSTOM_DOCS.drop } },
    (req) => custom.drop(req.identity, req.params.collection),
  )
  app.get<Record>(
    '/:collection/:id',
    { schema: { tags, params: RecordParams, ...CUSTOM_DOCS.get } },
    (req) => custom.get(req.identity, req.params.collection, req.params.id),
  )
  app.put<Record & { Body: RecordBody }>(
    '/:collection/:id',
    { schema: { tags, params: RecordParams, body: CustomBody, ...CUSTOM_DOCS.replace } },
    (req) => custom.replace(req.identity, req.params.collection, req.params.id, req.body),
  )
  app.patch<Record & { Body: RecordBody }>(
    '/:collection/:id',
    { schema: { tags, params: RecordParams, body: CustomBody, ...CUSTOM_DOCS.patch } },
    (req) => custom.patch(req.identity, req.params.collection, req.params.id, req.body),
  )
  app.delete<Record>(
    '/:collection/:id',
    { schema: { tags, params: RecordParams, ...CUSTOM_DOCS.remove } },
    (req) => custom.remove(req.identity, req.params.collection, req.params.id),
  )
}
