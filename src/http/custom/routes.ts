import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Action } from '../../domain/auth/roles.ts'
import { fromParams } from '../../domain/list/params.ts'
import { setListHeaders } from '../common/list-headers.ts'
import { shapeRecord, shapeRecords } from '../common/shape.ts'
import { asksForPage } from '../export/format.ts'
import { listRoutes } from '../export/list-routes.ts'
import { checkExportSize, sendExport } from '../export/reply.ts'
import { keyedIdOf } from '../plugins/idempotency.ts'
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

/** `/api/v1/custom/*`: the caller's own collections of arbitrary records (SPEC §10). */
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

  listRoutes(
    app,
    '/:collection',
    {
      schema: { tags, params: CollectionParams, querystring: CustomListQuery, ...CUSTOM_DOCS.list },
      config: rule('read'),
    },
    async (req, reply, format) => {
      const { collection } = req.params as { collection: string }
      const params = req.query as Record<string, unknown>
      const { query, ignored } = fromParams(params)
      if (format !== 'json') query.whole = !asksForPage(params)
      const result = await custom.list(req.identity, collection, query)
      if (format !== 'json') checkExportSize(result)
      const data = await shapeRecords(
        app.services,
        req.identity,
        { collection },
        params,
        result.data,
      )
      if (format !== 'json')
        return sendExport(reply, { format, name: collection, result, records: data, ignored })
      setListHeaders(req, reply, result, app.originOf(req), ignored)
      return { data, pagination: result.pagination }
    },
  )
  app.post(
    '/:collection',
    {
      schema: { tags, params: CollectionParams, body: CustomBody, ...CUSTOM_DOCS.create },
      config: { idempotent: true, ...rule('create') },
    },
    (req) => custom.create(req.identity, req.params.collection, req.body, keyedIdOf(req, 'custom')),
  )
  app.delete(
    '/:collection',
    { schema: { tags, params: CollectionParams, ...CUSTOM_DOCS.drop }, config: rule('delete') },
    (req) => custom.drop(req.identity, req.params.collection),
  )
  app.get(
    '/:collection/:id',
    {
      schema: { tags, params: RecordParams, querystring: CustomRecordQuery, ...CUSTOM_DOCS.get },
      config: rule('read'),
    },
    async (req) => {
      const { collection, id } = req.params
      const record = await custom.get(req.identity, collection, id)
      return shapeRecord(app.services, req.identity, { collection }, req.query, record)
    },
  )
  app.put(
    '/:collection/:id',
    {
      schema: { tags, params: RecordParams, body: CustomBody, ...CUSTOM_DOCS.replace },
      config: rule('update'),
    },
    (req) => custom.replace(req.identity, req.params.collection, req.params.id, req.body),
  )
  app.patch(
    '/:collection/:id',
    {
      schema: { tags, params: RecordParams, body: CustomBody, ...CUSTOM_DOCS.patch },
      config: rule('update'),
    },
    (req) => custom.patch(req.identity, req.params.collection, req.params.id, req.body),
  )
  app.delete(
    '/:collection/:id',
    { schema: { tags, params: RecordParams, ...CUSTOM_DOCS.remove }, config: rule('delete') },
    (req) => custom.remove(req.identity, req.params.collection, req.params.id),
  )
}

export default customRoutes
