import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { TEST_CARDS } from '../../../src/domain/payments/cards.ts'
import { build, STORES } from '../../helper.ts'
import { as, card, INTENTS, newIntent, ok, problem } from './support.ts'

const DECLINES: Record<string, [number, string, string]> = {
  '4000000000000002': [402, 'card_declined', 'generic_decline'],
  '4000000000000127': [402, 'card_declined', 'insufficient_funds'],
  '4000000000000069': [402, 'card_declined', 'expired_card'],
  '4000000000000119': [402, 'card_declined', 'incorrect_cvc'],
  '4000000000000128': [402, 'card_declined', 'postal_code_invalid'],
  '4000000000000005': [402, 'card_declined', 'fraudulent'],
  '4000000000000036': [402, 'card_declined', 'stolen_card'],
  '4000000000000013': [429, 'velocity_limit_exceeded', 'velocity_limit_exceeded'],
  '4000000000000110': [500, 'processing_error', 'processing_error'],
}

for (const store of STORES) {
  describe(`test cards (${store})`, () => {
    test('each card of the table answers as the contract (docs/contract/payments.md#test-cards) says', async (t) => {
      const app = await build(t, { store })
      const c = as(app, 'cards')
      for (const { number } of TEST_CARDS) {
        const intent = await newIntent(c)
        const res = await c.post(`${INTENTS}/${intent.id}/confirm`, card(number))
        const decline = DECLINES[number]
        if (decline) {
          const [status, code, declineCode] = decline
          const body = problem(res, status, code)
          assert.equal(body.decline_code, declineCode, number)
          assert.equal(body.payment_intent?.id, intent.id)
          assert.equal(body.payment_intent?.status, 'requires_payment_method')
          assert.equal(body.payment_intent?.last_payment_error?.decline_code, declineCode)
          const stored = ok(await c.get(`${INTENTS}/${intent.id}`))
          assert.deepEqual(stored, body.payment_intent)
        } else if (number === '4000000000000341') {
          const after = ok(res)
          assert.equal(after.status, 'requires_action')
          assert.equal(after.next_action?.type, 'three_d_secure')
        } else {
          const after = ok(res)
          assert.equal(after.status, 'succeeded', number)
          assert.equal(after.amount_received, 2000)
          assert.equal(after.payment_method?.card.last4, number.slice(-4))
          if (number === '4000000000000317') {
            assert.deepEqual(after.payment_method?.three_d_secure, {
              result: 'authenticated',
              flow: 'frictionless',
            })
          }
        }
      }
    })

    test('a past expiry, CVC 000 and postal code 99999 decline; camelCase fields are read', async (t) => {
      const app = await build(t, { store })
      const c = as(app, 'rules')
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ exp_year: 2001 }, 'expired_card'],
        [{ cvc: '000' }, 'incorrect_cvc'],
        [{ postal_code: '99999' }, 'postal_code_invalid'],
      ]
      for (const [extra, code] of cases) {
        const intent = await newIntent(c)
        const res = await c.post(`${INTENTS}/${intent.id}/confirm`, card('4242424242424242', extra))
        assert.equal(problem(res, 402, 'card_declined').decline_code, code)
      }
      const intent = await newIntent(c)
      const camel = {
        payment_method: { cardNumber: '5555 5555 5555 4444', expMonth: 1, expYear: 99, cvc: 321 },
      }
      const paid = ok(await c.post(`${INTENTS}/${intent.id}/confirm`, camel))
      assert.equal(paid.status, 'succeeded')
      assert.equal(paid.payment_method?.card.brand, 'mastercard')
      assert.equal(paid.payment_method?.card.exp_year, 2099)
    })

    test('a malformed card is 400 naming each field, the value and what is allowed', async (t) => {
      const app = await build(t, { store })
      const c = as(app, 'bad-card')
      const intent = await newIntent(c)
      const res = await c.post(`${INTENTS}/${intent.id}/confirm`, {
        payment_method: { number: '4242424242424241', exp_month: 13, exp_year: 'soon', cvc: '12' },
      })
      const body = problem(res, 400, 'VALIDATION_FAILED')
      const fields = Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]))
      assert.match(fields['payment_method.number'] ?? '', /Luhn.*got '4242424242424241'/)
      assert.match(fields['payment_method.exp_month'] ?? '', /1 to 12, got 13/)
      assert.match(fields['payment_method.exp_year'] ?? '', /got 'soon'/)
      assert.match(fields['payment_method.cvc'] ?? '', /3 or 4 digits, got '12'/)
      // Nothing changed: the intent still waits for a card.
      assert.equal(ok(await c.get(`${INTENTS}/${intent.id}`)).status, 'requires_payment_method')
      problem(await c.post(`${INTENTS}/${intent.id}/confirm`, {}), 400, 'VALIDATION_FAILED')
      problem(
        await c.post(`${INTENTS}/${intent.id}/confirm`, { ...card('4242424242424242'), extra: 1 }),
        400,
        'VALIDATION_FAILED',
      )
    })

    test('GET /payments/test-cards lists the table', async (t) => {
      const app = await build(t, { store })
      const body = ok<{ data: Array<{ number: string }> }>(
        await as(app, 'x').get('/api/v1/payments/test-cards'),
      )
      assert.deepEqual(
        body.data.map((c) => c.number),
        TEST_CARDS.map((c) => c.number),
      )
    })
  })
}
