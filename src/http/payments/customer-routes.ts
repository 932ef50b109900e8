import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { readCustomer } from '../../domain/payments/customers.ts'
import { listed } from '../common/list-headers.ts'
import { bodyReadBy } from './body-check.ts'
import { CustomerBody, CustomerListQuery, CustomerParams, PAYMENT_DOCS as DOCS } from './schemas.ts'

/**
 * Payment customers (docs/contract/payments.md#customers), at the prefix they are registered under.
 */
const customerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { customers } = app.services.payments
  const tags = ['payments']
  const validatorCompiler = bodyReadBy(app, readCustomer)

  app.post(
    '/',
    {
      config: { idempotent: true },
      validatorCompiler,
      schema: { tags, body: CustomerBody, ...DOCS.createCustomer },
    },
    (req) => customers.create(req.identity, req.body),
  )
  app.get(
    '/',
    { schema: { tags, querystring: CustomerListQuery, ...DOCS.listCustomers } },
    async (req, reply) => {
      return listed(req, reply, app.originOf(req), await customers.list(req.identity, req.query))
    },
  )
  app.get('/:id', { schema: { tags, params: CustomerParams, ...DOCS.getCustomer } }, (req) =>
    customers.get(req.identity, req.params.id),
  )
  app.patch(
    '/:id',
    {
      validatorCompiler,
      schema: { tags, params: CustomerParams, body: CustomerBody, ...DOCS.updateCustomer },
    },
    (req) => customers.update(req.identity, req.params.id, req.body),
  )
  app.delete('/:id', { schema: { tags, params: CustomerParams, ...DOCS.deleteCustomer } }, (req) =>
    customers.remove(req.identity, req.params.id),
  )
}

export default customerRoutes
