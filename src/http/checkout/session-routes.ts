import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { readCompletion, readCompletionCard, readSession } from '../../domain/payments/checkout.ts'
import { listed } from '../common/list-headers.ts'
import { bodyReadBy } from '../payments/body-check.ts'
import { outcome } from '../payments/outcome.ts'
import {
  CompleteBody,
  PAYMENT_DOCS as DOCS,
  PageQuery,
  SessionBody,
  SessionParams,
} from '../payments/schemas.ts'
import { hostedPageUrl } from './url.ts'

/** Checkout sessions under /api/v1/checkout (docs/contract/payments.md#checkout-sessions). */
const checkoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { checkout } = app.services.payments
  const tags = ['payments']
  /** A completion's body as `complete` reads it, before it looks the session up. */
  const readCompletionBody = (body: unknown) =>
    readCompletionCard(readCompletion(body).card, new Date())

  app.post(
    '/checkout/sessions',
    {
      config: { idempotent: true },
      validatorCompiler: bodyReadBy(app, readSession),
      schema: { tags, body: SessionBody, ...DOCS.createSession },
    },
    (req) =>
      checkout.create(req.identity, req.body, (id) =>
        hostedPageUrl(app.originOf(req), req.share ? req.share.token : req.identity, id),
      ),
  )
  app.get(
    '/checkout/sessions',
    { schema: { tags, querystring: PageQuery, ...DOCS.listSessions } },
    async (req, reply) => {
      return listed(req, reply, app.originOf(req), await checkout.list(req.identity, req.query))
    },
  )
  app.get(
    '/checkout/sessions/:id',
    { schema: { tags, params: SessionParams, ...DOCS.getSession } },
    (req) => checkout.get(req.identity, req.params.id),
  )
  app.post(
    '/checkout/sessions/:id/complete',
    {
      config: { idempotent: true },
      validatorCompiler: bodyReadBy(app, readCompletionBody),
      schema: { tags, params: SessionParams, body: CompleteBody, ...DOCS.completeSession },
    },
    (req) => outcome(req, () => checkout.complete(req.identity, req.params.id, req.body)),
  )
}

export default checkoutRoutes
