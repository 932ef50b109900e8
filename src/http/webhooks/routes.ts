import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CreateBody, DeliveryParams, PatchBody, WEBHOOK_DOCS, WebhookParams } from './schemas.ts'

/**
 * Webhooks under /api/v1 (docs/contract/events-and-webhooks.md#webhooks): CRUD, test pings, the
 * delivery log and redelivery.
 */
const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { webhooks } = app
  const tags = ['webhooks']

  app.post('/webhooks', { schema: { tags, body: CreateBody, ...WEBHOOK_DOCS.create } }, (req) =>
    webhooks.create(req.identity, req.body),
  )
  app.get('/webhooks', { schema: { tags, ...WEBHOOK_DOCS.list } }, async (req) => ({
    data: await webhooks.list(req.identity),
  }))
  app.get(
    '/webhooks/deliveries',
    { schema: { tags, ...WEBHOOK_DOCS.deliveries } },
    async (req) => ({
      data: await webhooks.deliveries(req.identity),
    }),
  )
  app.post(
    '/webhooks/deliveries/:id/redeliver',
    { schema: { tags, params: DeliveryParams, ...WEBHOOK_DOCS.redeliver } },
    async (req) => {
      const delivery = await webhooks.redeliver(req.identity, req.params.id)
      return { message: 'Queued', delivery }
    },
  )
  app.get(
    '/webhooks/:id',
    { schema: { tags, params: WebhookParams, ...WEBHOOK_DOCS.get } },
    (req) => webhooks.get(req.identity, req.params.id),
  )
  app.patch(
    '/webhooks/:id',
    { schema: { tags, params: WebhookParams, body: PatchBody, ...WEBHOOK_DOCS.patch } },
    (req) => webhooks.update(req.identity, req.params.id, req.body),
  )
  app.delete(
    '/webhooks/:id',
    { schema: { tags, params: WebhookParams, ...WEBHOOK_DOCS.remove } },
    async (req) => {
      await webhooks.remove(req.identity, req.params.id)
      return { message: `Webhook ${req.params.id} deleted`, id: req.params.id }
    },
  )
  app.get(
    '/webhooks/:id/deliveries',
    { schema: { tags, params: WebhookParams, ...WEBHOOK_DOCS.webhookDeliveries } },
    async (req) => ({ data: await webhooks.deliveries(req.identity, req.params.id) }),
  )
  app.post(
    '/webhooks/:id/test',
    { schema: { tags, params: WebhookParams, ...WEBHOOK_DOCS.test } },
    async (req) => {
      const delivery = await webhooks.test(req.identity, req.params.id)
      return { message: 'Queued', delivery }
    },
  )
}

export default webhookRoutes
