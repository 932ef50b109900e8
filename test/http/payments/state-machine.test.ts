import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { ProblemError } from '../../../src/domain/errors.ts'
import { TEST_CARDS } from '../../../src/domain/payments/cards.ts'
import {
  type Command,
  type IntentStatus,
  type PaymentIntent,
  transition,
  violations,
} from '../../../src/domain/payments/state.ts'
import { mulberry32 } from '../../../src/lib/mulberry32.ts'
import { build, STORES } from '../../helper.ts'
import { as, card, INTENTS, newIntent, ok, PAY, post } from './support.ts'

/**
 * The moves the contract (docs/contract/payments.md#statuses) allows; anything else reached is a
 * bug. Same-status moves are listed.
 */
const MOVES: Record<IntentStatus, readonly IntentStatus[]> = {
  requires_payment_method: [
    'requires_payment_method',
    'requires_action',
    'requires_capture',
    'succeeded',
    'canceled',
  ],
  requires_action: [
    'requires_payment_method',
    'requires_action',
    'requires_capture',
    'succeeded',
    'canceled',
  ],
  requires_capture: ['requires_capture', 'succeeded', 'canceled'],
  processing: [],
  succeeded: ['succeeded', 'partially_refunded', 'refunded'],
  partially_refunded: ['partially_refunded', 'refunded'],
  canceled: ['canceled'],
  refunded: ['refunded'],
}

const NUMBERS = [...TEST_CARDS.map((c) => c.number), '6011111111111117']

type Move =
  | { kind: 'confirm'; number: string; extra: Record<string, unknown> }
  | { kind: 'confirm-3ds'; result: 'pass' | 'fail' }
  | { kind: 'capture'; amount?: number }
  | { kind: 'cancel' }
  | { kind: 'refund'; amount?: number }

function draw(random: () => number, amount: number): Move {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)] as T
  // Amounts: sometimes none (all), sometimes in range, sometimes past it.
  const some = () => (random() < 0.3 ? undefined : 1 + Math.floor(random() * amount * 1.3))
  switch (pick(['confirm', 'confirm', 'confirm-3ds', 'capture', 'cancel', 'refund', 'refund'])) {
    case 'confirm':
      return {
        kind: 'confirm',
        number: pick(NUMBERS),
        extra: pick([{}, {}, {}, { cvc: '000' }, { exp_year: 2001 }, { postal_code: '99999' }]),
      }
    case 'confirm-3ds':
      return { kind: 'confirm-3ds', result: random() < 0.5 ? 'pass' : 'fail' }
    case 'capture':
      return { kind: 'capture', amount: some() }
    case 'cancel':
      return { kind: 'cancel' }
    default:
      return { kind: 'refund', amount: some() }
  }
}

const commandOf = (move: Move): Command => {
  switch (move.kind) {
    case 'confirm':
      return {
        type: 'confirm',
        card: {
          number: move.number,
          exp_month: 12,
          exp_year: (move.extra.exp_year as number) ?? 2099,
          cvc: (move.extra.cvc as string) ?? '123',
          ...(move.extra.postal_code !== undefined && {
            postal_code: move.extra.postal_code as string,
          }),
        },
      }
    case 'confirm-3ds':
      return { type: 'confirm_3ds', result: move.result }
    case 'capture':
      return { type: 'capture', amount: move.amount }
    case 'cancel':
      return { type: 'cancel' }
    case 'refund':
      return { type: 'refund', amount: move.amount }
  }
}

function checkStep(before: PaymentIntent, after: PaymentIntent, label: string) {
  assert.deepEqual(violations(after), [], `${label}: ${JSON.stringify(after)}`)
  assert.ok(
    MOVES[before.status].includes(after.status),
    `${label}: ${before.status} → ${after.status} is not a move the contract allows`,
  )
  assert.ok(after.amount_refunded >= before.amount_refunded, `${label}: refunds shrank`)
}

test('the pure state machine: 2,000 seeded random sequences keep every invariant', () => {
  const now = new Date('2026-01-01T00:00:00Z')
  for (let seed = 1; seed <= 2000; seed++) {
    const random = mulberry32(seed)
    const amount = 1 + Math.floor(random() * 10_000)
    let intent: PaymentIntent = {
      id: 'pi_test_000000000000000000000000',
      object: 'payment_intent',
      amount,
      currency: 'usd',
      status: 'requires_payment_method',
      capture_method: random() < 0.5 ? 'manual' : 'automatic',
      client_secret: 's',
      customer: null,
      receipt_email: null,
      description: null,
      metadata: {},
      amount_capturable: 0,
      amount_received: 0,
      amount_refunded: 0,
      payment_method: null,
      last_payment_error: null,
      next_action: null,
      cancellation_reason: null,
      canceled_at: null,
      created: 0,
      livemode: false,
    }
    let refundedSum = 0
    for (let step = 0; step < 12; step++) {
      const move = draw(random, amount)
      try {
        const next = transition(intent, commandOf(move), now)
        checkStep(intent, next.intent, `seed ${seed} step ${step} ${move.kind}`)
        refundedSum += next.refunded ?? 0
        intent = next.intent
      } catch (err) {
        assert.ok(err instanceof ProblemError, String(err))
        assert.ok(
          ['INVALID_STATE', 'VALIDATION_FAILED'].includes(err.code),
          `seed ${seed}: ${err.code}`,
        )
      }
      assert.equal(refundedSum, intent.amount_refunded)
    }
  }
})

for (const store of STORES) {
  describe(`payment state machine over HTTP (${store})`, () => {
    test('seeded random sequences of confirm / 3ds / capture / cancel / refund never reach a forbidden state', async (t) => {
      const app = await build(t, { store })
      const c = as(app, `machine-${store}`)
      for (let seed = 1; seed <= 25; seed++) {
        const random = mulberry32(seed * 7919)
        const amount = 1 + Math.floor(random() * 5000)
        const manual = random() < 0.5
        let intent = await newIntent(c, {
          amount,
          ...(manual && { capture_method: 'manual' }),
        })
        for (let step = 0; step < 10; step++) {
          const move = draw(random, amount)
          const url =
            move.kind === 'refund' ? `${PAY}/refunds` : `${INTENTS}/${intent.id}/${move.kind}`
          const body =
            move.kind === 'confirm'
              ? card(move.number, move.extra)
              : move.kind === 'confirm-3ds'
                ? { challenge_response: move.result }
                : move.kind === 'capture'
                  ? move.amount === undefined
                    ? {}
                    : { amount_to_capture: move.amount }
                  : move.kind === 'refund'
                    ? {
                        payment_intent: intent.id,
                        ...(move.amount !== undefined && { amount: move.amount }),
                      }
                    : {}
          const res = await post(c, url, body)
          const label = `seed ${seed} step ${step} ${move.kind} → ${res.statusCode}`
          assert.ok([200, 400, 402, 409, 429, 500].includes(res.statusCode), label)
          const after = ok(await c.get(`${INTENTS}/${intent.id}`))
          checkStep(intent, after, label)
          if (res.statusCode === 400 || res.statusCode === 409) {
            assert.deepEqual(after, intent, `${label}: a refused step changed the intent`)
          }
          const refunds = ok<{ data: Array<{ amount: number }> }>(
            await c.get(`${PAY}/refunds?payment_intent=${intent.id}&limit=30`),
          )
          const sum = refunds.data.reduce((s, r) => s + r.amount, 0)
          assert.equal(sum, after.amount_refunded, `${label}: refunds add up`)
          assert.ok(sum <= after.amount_received, `${label}: refunded more than captured`)
          intent = after
        }
      }
    })
  })
}
