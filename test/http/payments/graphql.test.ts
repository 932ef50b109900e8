import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { build, STORES } from '../../helper.ts'
import { as, INTENTS, ok } from './support.ts'

type Gql = {
  data?: Record<string, unknown> | null
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>
}

const gql = async (
  c: ReturnType<typeof as>,
  query: string,
  variables: Record<string, unknown> = {},
) => (await c.post('/graphql', { query, variables })).json() as Gql

const INTENT_FIELDS =
  'id status amount currency amount_received amount_refunded metadata payment_method { brand last4 three_d_secure_result } last_payment_error { code decline_code }'

for (const store of STORES) {
  describe(`payments over GraphQL (${store})`, () => {
    test('create, confirm (success and decline), refund and read back, over the REST services', async (t) => {
      const app = await build(t, { store })
      const c = as(app, 'gql-pay')
      const created = await gql(
        c,
        `mutation { createPaymentIntent(amount: 1500, currency: "usd", metadata: "{\\"order\\":\\"9\\"}") { ${INTENT_FIELDS} } }`,
      )
      assert.equal(created.errors, undefined, JSON.stringify(created.errors))
      const intent = created.data?.createPaymentIntent as {
        id: string
        status: string
        metadata: string
      }
      assert.equal(intent.status, 'requires_payment_method')
      assert.deepEqual(JSON.parse(intent.metadata), { order: '9' })
      const CONFIRM = `mutation($id: ID!, $pm: CardInput!) { confirmPaymentIntent(id: $id, payment_method: $pm) { ${INTENT_FIELDS} } }`
      const declined = await gql(c, CONFIRM, {
        id: intent.id,
        pm: { number: '4000000000000069', exp_month: 1, exp_year: 2099, cvc: '123' },
      })
      const error = declined.errors?.[0]
      assert.equal(error?.extensions?.code, 'card_declined')
      assert.equal(error?.extensions?.decline_code, 'expired_card')
      assert.equal(
        (error?.extensions?.payment_intent as { id?: string } | undefined)?.id,
        intent.id,
      )
      const paid = await gql(c, CONFIRM, {
        id: intent.id,
        pm: { cardNumber: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '123' },
      })
      assert.equal(paid.errors, undefined, JSON.stringify(paid.errors))
      assert.equal(
        (paid.data?.confirmPaymentIntent as { status?: string } | undefined)?.status,
        'succeeded',
      )
      const refund = await gql(
        c,
        `mutation { refundPayment(payment_intent: "${intent.id}", amount: 500) { id amount payment_intent } }`,
      )
      assert.equal((refund.data?.refundPayment as { amount?: number } | undefined)?.amount, 500)
      const viaRest = ok(await c.get(`${INTENTS}/${intent.id}`))
      assert.equal(viaRest.status, 'partially_refunded')
      const read = await gql(
        c,
        `{ paymentIntent(id: "${intent.id}") { status amount_refunded payment_method { last4 } } paymentIntents(status: "partially_refunded") { id } missing: paymentIntent(id: "pi_test_x") { id } }`,
      )
      assert.deepEqual(read.data, {
        paymentIntent: {
          status: 'partially_refunded',
          amount_refunded: 500,
          payment_method: { last4: '4242' },
        },
        paymentIntents: [{ id: intent.id }],
        missing: null,
      })
      const tooMuch = await gql(
        c,
        `mutation { refundPayment(payment_intent: "${intent.id}", amount: 1001) { id } }`,
      )
      assert.equal(tooMuch.errors?.[0]?.extensions?.code, 'VALIDATION_FAILED')
    })

    test('createCheckoutSession answers a session whose url opens the hosted page', async (t) => {
      const app = await build(t, { store })
      const c = as(app, 'gql-checkout')
      const res = await gql(
        c,
        `mutation { createCheckoutSession(mode: "payment", success_url: "http://shop.test/ok", cancel_url: "http://shop.test/cart", line_items: [{ name: "Mug", amount: 1200, currency: "usd", quantity: 2 }]) { id url status payment_status amount_total line_items { name amount_total } } }`,
      )
      assert.equal(res.errors, undefined, JSON.stringify(res.errors))
      const session = res.data?.createCheckoutSession as {
        url: string
        amount_total: number
        status: string
      }
      assert.equal(session.amount_total, 2400)
      assert.equal(session.status, 'open')
      const url = new URL(session.url)
      const page = await app.inject({ method: 'GET', url: url.pathname + url.search })
      assert.equal(page.statusCode, 200)
      assert.match(page.body, /24\.00 USD/)
    })
  })
}
