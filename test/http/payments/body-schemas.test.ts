import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { ProblemError } from '../../../src/domain/errors.ts'
import { readSession } from '../../../src/domain/payments/checkout.ts'
import { readCustomer } from '../../../src/domain/payments/customers.ts'
import {
  readCapture,
  readCharge,
  readConfirm,
  readIntent,
  readRefund,
} from '../../../src/domain/payments/intents.ts'
import { build } from '../../helper.ts'
import { as, type Client, card, INTENTS, newIntent, ok, PAY, post, problem } from './support.ts'

/**
 * Payment bodies go through their schemas (domain/payments/schemas.ts) at validation; a body a
 * schema refuses is answered in its reader's words, as before the schemas checked anything.
 */

const SESSIONS = '/api/v1/checkout/sessions'
const SESSION = {
  line_items: [{ name: 'T-shirt', amount: 2000, currency: 'usd' }],
  mode: 'payment',
  success_url: 'http://localhost:5173/thanks',
  cancel_url: 'http://localhost:5173/cart',
}

/** The reader's refusal of `body`: what the domain answers GraphQL and the hosted page. */
function refusal(read: (body: unknown) => unknown, body: unknown) {
  try {
    read(body)
  } catch (err) {
    if (err instanceof ProblemError)
      return { code: err.code, detail: err.message, errors: err.errors }
    throw err
  }
  assert.fail(`the reader takes ${JSON.stringify(body)}`)
}

const sameAs = (res: { json(): unknown; statusCode: number }, expected: object) => {
  assert.equal(res.statusCode, 400)
  const { code, detail, errors } = res.json() as Record<string, unknown>
  assert.deepEqual({ code, detail, errors }, expected)
}

describe('payment bodies and their schemas', () => {
  test('a body its schema refuses is answered as its reader refuses it', async (t) => {
    const app = await build(t)
    const c = as(app, 'refused')
    const intent = await newIntent(c)
    const cases: Array<[string, (body: unknown) => unknown, unknown]> = [
      [
        INTENTS,
        readIntent,
        { amount: 12.5, currency: 'usdx', capture_method: 'later', ammount: 1 },
      ],
      [INTENTS, readIntent, { currency: 5, metadata: { k: {} }, receipt_email: 'nope' }],
      [INTENTS, readIntent, [1, 2]],
      [`${PAY}/charge`, readCharge, { amount: 100, currency: 'usd' }],
      [`${PAY}/charge`, readCharge, { amount: 0, currency: 'usd', ...card('4242424242424242') }],
      [`${INTENTS}/${intent.id}/confirm`, readConfirm, { payment_method: { number: 'x' } }],
      [`${INTENTS}/${intent.id}/confirm`, readConfirm, { payment_method: [] }],
      [`${INTENTS}/${intent.id}/capture`, readCapture, { amount_to_capture: null }],
      [`${PAY}/refunds`, readRefund, { amount: 5, reason: 'bored' }],
      ['/api/v1/customers', readCustomer, { name: '', phone: 'x'.repeat(33), vip: true }],
      [SESSIONS, readSession, { ...SESSION, line_items: [{ name: 'A', amount: 1 }], mode: 'x' }],
      [SESSIONS, readSession, { ...SESSION, line_items: [], cancel_url: 5 }],
    ]
    for (const [url, read, body] of cases) sameAs(await c.post(url, body), refusal(read, body))
  })

  test('what the readers take, the schemas take: nulls, spellings, numbers as text', async (t) => {
    const app = await build(t)
    const c = as(app, 'taken')
    const intent = await newIntent(c, {
      capture_method: null,
      customer: null,
      receipt_email: null,
      description: null,
      metadata: { n: 1, b: false, s: 'x' },
    })
    assert.deepEqual(intent.metadata, { n: '1', b: 'false', s: 'x' })
    const camel = { cardNumber: 4242424242424242, expMonth: 1, expYear: 99, cvc: 321 }
    const paid = ok(
      await c.post(`${INTENTS}/${intent.id}/confirm`, {
        payment_method: { ...camel, postal_code: null, extra: 'kept out' },
      }),
    )
    assert.equal(paid.status, 'succeeded')
    ok(await c.post(`${PAY}/refunds`, { payment_intent: paid.id, reason: null, metadata: 7 }))
    const session = ok<{ line_items: Array<{ quantity: number }> }>(
      await c.post(SESSIONS, {
        ...SESSION,
        mode: null,
        customer_email: null,
        line_items: [{ name: 'A', amount: 100, currency: 'USD', quantity: null }],
      }),
    )
    assert.equal(session.line_items[0]?.quantity, 1)
    ok(await c.post('/api/v1/customers', { email: null, name: null, metadata: null }))
  })

  test('a refused body claims no Idempotency-Key: the corrected body may take it', async (t) => {
    const app = await build(t)
    const c = as(app, 'key')
    problem(
      await post(c, INTENTS, { amount: 12.5, currency: 'usd' }, 'k1'),
      400,
      'VALIDATION_FAILED',
    )
    // Before the schemas checked bodies, the refused body held the key: 409 IDEMPOTENCY_KEY_REUSED.
    ok(await post(c, INTENTS, { amount: 1250, currency: 'usd' }, 'k1'))
  })

  test('a refused body is answered before a simulated status', async (t) => {
    const app = await build(t)
    const res = await as(app, 'sim').post(`${INTENTS}?_status=503`, { amount: 'all' })
    // Before: the simulated 503, which ran before the handler read the body.
    problem(res, 400, 'VALIDATION_FAILED')
  })

  test('a refused body is answered before the customer or session is looked up', async (t) => {
    const app = await build(t)
    const c = as(app, 'order')
    // Before: 404, the customer looked up first.
    problem(
      await c.patch('/api/v1/customers/cus_test_none', { vip: true }),
      400,
      'VALIDATION_FAILED',
    )
    // Before: 404 and 409, the session looked up first.
    problem(
      await c.post(`${SESSIONS}/cs_test_none/complete`, { card: 5 }),
      400,
      'VALIDATION_FAILED',
    )
    const session = ok<{ id: string }>(await c.post(SESSIONS, SESSION))
    ok(await c.post(`${SESSIONS}/${session.id}/complete`, {}))
    const closed = `${SESSIONS}/${session.id}/complete`
    problem(await c.post(closed, { card: 5 }), 400, 'VALIDATION_FAILED')
    problem(await c.post(closed, { card: '4242424242424242' }), 409, 'INVALID_STATE')
  })

  test('a second spelling of the card number is typed too, though the first is the one read', async (t) => {
    const app = await build(t)
    const c: Client = as(app, 'spelling')
    const intent = await newIntent(c)
    const res = problem(
      await c.post(
        `${INTENTS}/${intent.id}/confirm`,
        card('4242424242424242', { cardNumber: true }),
      ),
      400,
      'VALIDATION_FAILED',
    )
    // Before: 200, `cardNumber` ignored beside `number`.
    assert.deepEqual(
      res.errors?.map((e) => e.field),
      ['payment_method.cardNumber'],
    )
  })
})
