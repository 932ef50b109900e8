import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { appPerSuite, STORES, sandboxes } from '../../helper.ts'
import { inboxOf } from '../inbox/support.ts'
import {
  as,
  card,
  INTENTS,
  newIntent,
  nextEvent,
  ok,
  PAY,
  problem,
  recordEvents,
} from './support.ts'

type Refund = { id: string; amount: number; payment_intent: string }

for (const store of STORES) {
  describe(`payment flows (${store})`, () => {
    const shared = appPerSuite({ store })
    test('manual capture holds the amount, then captures part of it; a second capture is 409', async () => {
      const app = await shared()
      const id = sandboxes()
      const c = as(app, id('capture'))
      const intent = await newIntent(c, { amount: 5000, capture_method: 'manual' })
      assert.equal(intent.status, 'requires_payment_method')
      assert.match(intent.id, /^pi_test_[A-Za-z0-9]{24}$/)
      assert.match(intent.client_secret, new RegExp(`^${intent.id}_secret_`))
      const held = ok(await c.post(`${INTENTS}/${intent.id}/confirm`, card('4242424242424242')))
      assert.equal(held.status, 'requires_capture')
      assert.equal(held.amount_capturable, 5000)
      assert.equal(held.amount_received, 0)
      const over = problem(
        await c.post(`${INTENTS}/${intent.id}/capture`, { amount_to_capture: 5001 }),
        400,
        'VALIDATION_FAILED',
      )
      assert.match(over.detail, /amount_to_capture: must be an integer from 1 to 5000.*got '5001'/)
      const captured = ok(
        await c.post(`${INTENTS}/${intent.id}/capture`, { amount_to_capture: 3000 }),
      )
      assert.equal(captured.status, 'succeeded')
      assert.equal(captured.amount_received, 3000)
      const again = problem(
        await c.post(`${INTENTS}/${intent.id}/capture`, {}),
        409,
        'INVALID_STATE',
      )
      assert.match(
        again.detail,
        /Cannot capture payment intent .* in status succeeded: that needs status requires_capture/,
      )
    })

    test('cancel from requires_payment_method; canceled intents refuse confirm', async () => {
      const app = await shared()
      const id = sandboxes()
      const c = as(app, id('cancel'))
      const intent = await newIntent(c)
      problem(
        await c.post(`${INTENTS}/${intent.id}/cancel`, { cancellation_reason: 'bored' }),
        400,
        'VALIDATION_FAILED',
      )
      const canceled = ok(
        await c.post(`${INTENTS}/${intent.id}/cancel`, { cancellation_reason: 'abandoned' }),
      )
      assert.equal(canceled.status, 'canceled')
      assert.equal(canceled.cancellation_reason, 'abandoned')
      problem(
        await c.post(`${INTENTS}/${intent.id}/confirm`, card('4242424242424242')),
        409,
        'INVALID_STATE',
      )
    })

    test('3-D Secure: fail returns to requires_payment_method with 3ds_failed, pass succeeds', async () => {
      const app = await shared()
      const id = sandboxes()
      const c = as(app, id('3ds'))
      const intent = await newIntent(c)
      problem(await c.post(`${INTENTS}/${intent.id}/confirm-3ds`, {}), 409, 'INVALID_STATE')
      ok(await c.post(`${INTENTS}/${intent.id}/confirm`, card('4000000000000341')))
      const failed = problem(
        await c.post(`${INTENTS}/${intent.id}/confirm-3ds`, { challenge_response: 'fail' }),
        402,
        'card_declined',
      )
      assert.equal(failed.decline_code, '3ds_failed')
      assert.equal(failed.payment_intent?.status, 'requires_payment_method')
      ok(await c.post(`${INTENTS}/${intent.id}/confirm`, card('4000000000000341')))
      const passed = ok(
        await c.post(`${INTENTS}/${intent.id}/confirm-3ds`, { challenge_response: 'pass' }),
      )
      assert.equal(passed.status, 'succeeded')
      assert.deepEqual(passed.payment_method?.three_d_secure, {
        result: 'authenticated',
        flow: 'challenge',
      })
    })

    test('refunds: partial, then the rest; more than captured is 400; listed by intent', async () => {
      const app = await shared()
      const id = sandboxes()
      const c = as(app, id('refunds'))
      const paid = ok(
        await c.post(`${PAY}/charge`, {
          amount: 1000,
          currency: 'EUR',
          ...card('4242424242424242'),
        }),
      )
      assert.equal(paid.status, 'succeeded')
      assert.equal(paid.currency, 'eur')
      const part = ok<Refund>(
        await c.post(`${PAY}/refunds`, {
          payment_intent: paid.id,
          amount: 400,
          reason: 'duplicate',
        }),
      )
      assert.match(part.id, /^re_test_/)
      assert.equal(part.amount, 400)
      assert.equal(ok(await c.get(`${INTENTS}/${paid.id}`)).status, 'partially_refunded')
      const tooMuch = problem(
        await c.post(`${PAY}/refunds`, { payment_intent: paid.id, amount: 601 }),
        400,
        'VALIDATION_FAILED',
      )
      assert.match(
        tooMuch.detail,
        /amount: must be an integer from 1 to 600 \(captured 1000, already refunded 400\), got '601'/,
      )
      const rest = ok<Refund>(await c.post(`${PAY}/refunds`, { payment_intent: paid.id }))
      assert.equal(rest.amount, 600)
      const after = ok(await c.get(`${INTENTS}/${paid.id}`))
      assert.equal(after.status, 'refunded')
      assert.equal(after.amount_refunded, 1000)
      problem(
        await c.post(`${PAY}/refunds`, { payment_intent: paid.id, amount: 1 }),
        409,
        'INVALID_STATE',
      )
      const unknown = problem(
        await c.post(`${PAY}/refunds`, { payment_intent: 'pi_test_nope' }),
        400,
        'VALIDATION_FAILED',
      )
      assert.match(unknown.detail, /payment_intent: .*got 'pi_test_nope'/)
      const list = ok<{ data: Refund[] }>(await c.get(`${PAY}/refunds?payment_intent=${paid.id}`))
      assert.deepEqual(
        list.data.map((r) => r.id),
        [rest.id, part.id],
      )
      assert.deepEqual(ok<Refund>(await c.get(`${PAY}/refunds/${part.id}`)), part)
    })

    test('creates refuse bad amounts, currencies and unknown fields, naming each', async () => {
      const app = await shared()
      const id = sandboxes()
      const c = as(app, id('create'))
      const res = problem(
        await c.post(INTENTS, {
          amount: 12.5,
          currency: 'usdx',
          capture_method: 'later',
          ammount: 1,
        }),
        400,
        'VALIDATION_FAILED',
      )
      const fields = Object.fromEntries((res.errors ?? []).map((e) => [e.field, e.message]))
      assert.match(fields.amount ?? '', /integer amount in minor units.*got 12.5/)
      assert.match(fields.currency ?? '', /ISO 4217.*got 'usdx'/)
      assert.match(fields.capture_method ?? '', /automatic, manual, got 'later'/)
      assert.match(fields.ammount ?? '', /not a field/)
      problem(
        await c.post(INTENTS, { amount: 100, currency: 'usd', customer: 'cus_test_x' }),
        400,
        'VALIDATION_FAILED',
      )
      problem(await c.post(INTENTS, [1, 2]), 400, 'VALIDATION_FAILED')
      const list = ok<{ data: unknown[] }>(await c.get(INTENTS))
      assert.equal(list.data.length, 0)
      problem(await c.get(`${INTENTS}?status=paid`), 400, 'INVALID_QUERY')
      problem(await c.get(`${INTENTS}/pi_test_unknown`), 404, 'NOT_FOUND')
    })

    test('a succeeded intent with receipt_email puts an invoice-receipt e-mail in the inbox', async () => {
      const app = await shared()
      const id = sandboxes()
      const c = as(app, id('receipt'))
      const intent = await newIntent(c, {
        amount: 1234,
        receipt_email: 'ada@example.com',
        description: 'Order 42',
      })
      await c.post(`${INTENTS}/${intent.id}/confirm`, card('4000000000000002'))
      assert.equal((await inboxOf(c)).length, 0, 'a decline sends no receipt')
      ok(await c.post(`${INTENTS}/${intent.id}/confirm`, card('4242424242424242')))
      const [mail, ...rest] = await inboxOf(c)
      assert.equal(rest.length, 0)
      assert.equal(mail?.to, 'ada@example.com')
      assert.equal(mail?.template, 'invoice-receipt')
      assert.match(mail?.text ?? '', new RegExp(intent.id))
      assert.match(mail?.text ?? '', /12\.34 USD/)
      assert.match(mail?.text ?? '', /Order 42/)
    })

    test('events: created, payment_failed, succeeded, canceled, charge.refunded', async (t) => {
      const app = await shared()
      const sandbox = randomUUID()
      const c = as(app, sandbox)
      const events = recordEvents(app, sandbox, t)
      const intent = await newIntent(c)
      await c.post(`${INTENTS}/${intent.id}/confirm`, card('4000000000000127'))
      const succeeded = nextEvent(app, sandbox, 'payment_intent.succeeded')
      ok(await c.post(`${INTENTS}/${intent.id}/confirm`, card('4242424242424242')))
      assert.equal((await succeeded).recordId, intent.id)
      const refunded = nextEvent(app, sandbox, 'charge.refunded')
      const refund = ok<Refund>(await c.post(`${PAY}/refunds`, { payment_intent: intent.id }))
      const heard = await refunded
      assert.equal(heard.recordId, refund.id)
      const canceled = nextEvent(app, sandbox, 'payment_intent.canceled')
      const other = await newIntent(c)
      ok(await c.post(`${INTENTS}/${other.id}/cancel`, {}))
      await canceled
      assert.deepEqual(
        events.map((e) => e.type),
        [
          'payment_intent.created',
          'payment_intent.payment_failed',
          'payment_intent.succeeded',
          'charge.refunded',
          'payment_intent.created',
          'payment_intent.canceled',
        ],
      )
      const failed = events[1]?.data as { last_payment_error?: { decline_code: string } }
      assert.equal(failed.last_payment_error?.decline_code, 'insufficient_funds')
    })

    test('a sandbox reset forgets its payments; other sandboxes never see them', async () => {
      const app = await shared()
      const id = sandboxes()
      const c = as(app, id('mine'))
      const intent = await newIntent(c)
      problem(await as(app, id('theirs')).get(`${INTENTS}/${intent.id}`), 404, 'NOT_FOUND')
      ok(await c.delete('/api/v1/session/reset'))
      problem(await c.get(`${INTENTS}/${intent.id}`), 404, 'NOT_FOUND')
    })
  })
}
