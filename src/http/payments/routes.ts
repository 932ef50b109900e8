import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { TEST_CARDS } from '../../domain/payments/cards.ts'
import {
  readCancel,
  readCapture,
  readChallenge,
  readCharge,
  readConfirm,
  readIntent,
  readRefund,
} from '../../domain/payments/intents.ts'
import { listed } from '../common/list-headers.ts'
import { bodyReadBy } from './body-check.ts'
import { outcome } from './outcome.ts'
import {
  CancelBody,
  CaptureBody,
  ChargeBody,
  Confirm3dsBody,
  ConfirmBody,
  CreateIntentBody,
  PAYMENT_DOCS as DOCS,
  IntentListQuery,
  IntentParams,
  RefundBody,
  RefundListQuery,
  RefundParams,
} from './schemas.ts'

/**
 * Payment intents, one-step charges and refunds under /api/v1/payments
 * (docs/contract/payments.md#charges-and-refunds).
 */
const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { intents } = app.services.payments
  const tags = ['payments']
  const write = { idempotent: true }

  app.post(
    '/payments/intents',
    {
      config: write,
      validatorCompiler: bodyReadBy(app, readIntent),
      schema: { tags, body: CreateIntentBody, ...DOCS.createIntent },
    },
    (req) => intents.create(req.identity, req.body),
  )
  app.get(
    '/payments/intents',
    { schema: { tags, querystring: IntentListQuery, ...DOCS.listIntents } },
    async (req, reply) => {
      return listed(req, reply, app.originOf(req), await intents.list(req.identity, req.query))
    },
  )
  app.get(
    '/payments/intents/:id',
    { schema: { tags, params: IntentParams, ...DOCS.getIntent } },
    (req) => intents.get(req.identity, req.params.id),
  )
  const steps = [
    ['confirm', ConfirmBody, readConfirm, DOCS.confirm, intents.confirm],
    ['confirm-3ds', Confirm3dsBody, readChallenge, DOCS.confirm3ds, intents.confirm3ds],
    ['capture', CaptureBody, readCapture, DOCS.capture, intents.capture],
    ['cancel', CancelBody, readCancel, DOCS.cancel, intents.cancel],
  ] as const
  for (const [step, body, read, docs, run] of steps) {
    app.post(
      `/payments/intents/:id/${step}`,
      {
        config: write,
        validatorCompiler: bodyReadBy(app, read),
        schema: { tags, params: IntentParams, body, ...docs },
      },
      (req) => outcome(req, () => run(req.identity, req.params.id, req.body)),
    )
  }
  app.post(
    '/payments/charge',
    {
      config: write,
      validatorCompiler: bodyReadBy(app, readCharge),
      schema: { tags, body: ChargeBody, ...DOCS.charge },
    },
    (req) => outcome(req, () => intents.charge(req.identity, req.body)),
  )
  app.post(
    '/payments/refunds',
    {
      config: write,
      validatorCompiler: bodyReadBy(app, readRefund),
      schema: { tags, body: RefundBody, ...DOCS.refund },
    },
    (req) => outcome(req, () => intents.refund(req.identity, req.body)),
  )
  app.get(
    '/payments/refunds',
    { schema: { tags, querystring: RefundListQuery, ...DOCS.listRefunds } },
    async (req, reply) => {
      return listed(
        req,
        reply,
        app.originOf(req),
        await intents.listRefunds(req.identity, req.query),
      )
    },
  )
  app.get(
    '/payments/refunds/:id',
    { schema: { tags, params: RefundParams, ...DOCS.getRefund } },
    (req) => intents.getRefund(req.identity, req.params.id),
  )
  app.get('/payments/test-cards', { schema: { tags, ...DOCS.testCards } }, async () => ({
    data: TEST_CARDS.map(({ number, brand, description }) => ({ number, brand, description })),
  }))
}

export default paymentRoutes
