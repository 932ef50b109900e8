import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { ProblemError } from '../errors.ts'
import type { Card } from './cards.ts'
import {
  ALLOWED_FROM,
  type Command,
  FAILURE_STATUS,
  INTENT_STATUSES,
  type IntentStatus,
  type PaymentIntent,
  type Step,
  transition,
  violations,
} from './state.ts'

const NOW = new Date('2030-06-15T12:00:00Z')

const card = (number: string, extra: Partial<Card> = {}): Card => ({
  number,
  exp_month: 12,
  exp_year: 2034,
  cvc: '123',
  ...extra,
})

function intent(over: Partial<PaymentIntent> = {}): PaymentIntent {
  return {
    id: 'pi_test_AAAAAAAAAAAAAAAAAAAAAAAA',
    object: 'payment_intent',
    amount: 1000,
    currency: 'usd',
    status: 'requires_payment_method',
    capture_method: 'automatic',
    client_secret: 'pi_test_AAAAAAAAAAAAAAAAAAAAAAAA_secret_x',
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
    ...over,
  }
}

/** Runs the commands from a fresh intent, checking what must hold after every step. */
function run(start: PaymentIntent, ...commands: Command[]): Step {
  let step: Step = { intent: start, events: [] }
  for (const command of commands) {
    step = transition(step.intent, command, NOW)
    assert.deepEqual(violations(step.intent), [], `after ${command.type}`)
  }
  return step
}

const confirm = (number: string, extra?: Partial<Card>): Command => ({
  type: 'confirm',
  card: card(number, extra),
})

/** An intent in each status the machine can reach, reached through the machine. */
const REACHED: Record<Exclude<IntentStatus, 'processing'>, () => PaymentIntent> = {
  requires_payment_method: () => intent(),
  requires_action: () => run(intent(), confirm('4000000000000341')).intent,
  requires_capture: () =>
    run(intent({ capture_method: 'manual' }), confirm('4242424242424242')).intent,
  succeeded: () => run(intent(), confirm('4242424242424242')).intent,
  canceled: () => run(intent(), { type: 'cancel' }).intent,
  refunded: () => run(intent(), confirm('4242424242424242'), { type: 'refund' }).intent,
  partially_refunded: () =>
    run(intent(), confirm('4242424242424242'), { type: 'refund', amount: 1 }).intent,
}

const COMMANDS: Command[] = [
  confirm('4242424242424242'),
  { type: 'confirm_3ds', result: 'pass' },
  { type: 'capture' },
  { type: 'cancel' },
  { type: 'refund' },
]

function problemOf(fn: () => unknown): ProblemError {
  try {
    fn()
  } catch (err) {
    assert.ok(err instanceof ProblemError, String(err))
    return err
  }
  assert.fail('no problem was thrown')
}

describe('which command may start from which status', () => {
  test('every status is reachable through the machine, as itself', () => {
    for (const [status, reach] of Object.entries(REACHED)) assert.equal(reach().status, status)
  })

  // The whole table: a 409 exactly where the contract forbids the move, naming it.
  for (const [status, reach] of Object.entries(REACHED)) {
    for (const command of COMMANDS) {
      const allowed = ALLOWED_FROM[command.type].includes(status as IntentStatus)
      test(`${command.type} from ${status}: ${allowed ? 'allowed' : '409 INVALID_STATE'}`, () => {
        const before = reach()
        if (allowed) {
          assert.deepEqual(violations(transition(before, command, NOW).intent), [])
          return
        }
        const err = problemOf(() => transition(before, command, NOW))
        assert.equal(err.code, 'INVALID_STATE')
        assert.equal(err.status, 409)
        assert.deepEqual(err.members, {
          current_status: status,
          allowed_statuses: ALLOWED_FROM[command.type],
        })
        assert.match(err.message, new RegExp(`in status ${status}: that needs status`))
      })
    }
  }

  test('the allowed moves are the contract’s: confirm, 3-D Secure, capture, cancel, refund', () => {
    assert.deepEqual(ALLOWED_FROM, {
      confirm: ['requires_payment_method', 'requires_action'],
      confirm_3ds: ['requires_action'],
      capture: ['requires_capture'],
      cancel: ['requires_payment_method', 'requires_action', 'requires_capture'],
      refund: ['succeeded', 'partially_refunded'],
    })
    assert.ok(INTENT_STATUSES.includes('processing'))
  })
})

describe('confirm', () => {
  test('a good card captures at once: succeeded, the amount received, one event', () => {
    const step = run(intent(), confirm('4242424242424242'))
    assert.equal(step.intent.status, 'succeeded')
    assert.equal(step.intent.amount_received, 1000)
    assert.equal(step.intent.amount_capturable, 0)
    assert.deepEqual(step.events, ['payment_intent.succeeded'])
    assert.equal(step.failure, undefined)
    assert.deepEqual(step.intent.payment_method, {
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, country: 'US' },
      three_d_secure: null,
    })
  })

  test('a manual capture holds the amount, with no event until the capture', () => {
    const step = run(intent({ capture_method: 'manual' }), confirm('5555555555554444'))
    assert.equal(step.intent.status, 'requires_capture')
    assert.equal(step.intent.amount_capturable, 1000)
    assert.equal(step.intent.amount_received, 0)
    assert.deepEqual(step.events, [])
  })

  test('the frictionless 3-D Secure card succeeds, and says it was authenticated', () => {
    const step = run(intent(), confirm('4000000000000317'))
    assert.equal(step.intent.status, 'succeeded')
    assert.deepEqual(step.intent.payment_method?.three_d_secure, {
      result: 'authenticated',
      flow: 'frictionless',
    })
  })

  // [card, extra, HTTP status, code, decline_code]
  const failures: Array<[string, Partial<Card>, number, string, string]> = [
    ['4000000000000002', {}, 402, 'card_declined', 'generic_decline'],
    ['4000000000000127', {}, 402, 'card_declined', 'insufficient_funds'],
    ['4000000000000069', {}, 402, 'card_declined', 'expired_card'],
    ['4000000000000119', {}, 402, 'card_declined', 'incorrect_cvc'],
    ['4000000000000128', {}, 402, 'card_declined', 'postal_code_invalid'],
    ['4000000000000005', {}, 402, 'card_declined', 'fraudulent'],
    ['4000000000000036', {}, 402, 'card_declined', 'stolen_card'],
    ['4000000000000013', {}, 429, 'velocity_limit_exceeded', 'velocity_limit_exceeded'],
    ['4000000000000110', {}, 500, 'processing_error', 'processing_error'],
    ['4242424242424242', { cvc: '000' }, 402, 'card_declined', 'incorrect_cvc'],
    ['4242424242424242', { exp_year: 2030, exp_month: 5 }, 402, 'card_declined', 'expired_card'],
    ['4242424242424242', { postal_code: '99999' }, 402, 'card_declined', 'postal_code_invalid'],
  ]
  for (const [number, extra, status, code, decline] of failures) {
    test(`${number} ${JSON.stringify(extra)}: ${status} ${code} (${decline})`, () => {
      const step = run(intent(), confirm(number, extra))
      assert.equal(step.intent.status, 'requires_payment_method')
      assert.deepEqual(step.events, ['payment_intent.payment_failed'])
      assert.equal(step.failure?.code, code)
      assert.equal(step.failure?.decline_code, decline)
      assert.equal(FAILURE_STATUS[step.failure?.code as keyof typeof FAILURE_STATUS], status)
      assert.deepEqual(step.intent.last_payment_error, step.failure)
      assert.equal(step.intent.amount_received, 0)
      // The card tried is shown, so a client can tell which one failed.
      assert.equal(step.intent.payment_method?.card.last4, number.slice(-4))
    })
  }

  test('a failed card may be followed by a good one, which clears the error', () => {
    const step = run(intent(), confirm('4000000000000002'), confirm('4242424242424242'))
    assert.equal(step.intent.status, 'succeeded')
    assert.equal(step.intent.last_payment_error, null)
  })
})

describe('3-D Secure', () => {
  test('the challenge card waits in requires_action with the challenge to answer', () => {
    const step = run(intent(), confirm('4000000000000341'))
    assert.equal(step.intent.status, 'requires_action')
    assert.deepEqual(step.intent.next_action, {
      type: 'three_d_secure',
      challenge_responses: ['pass', 'fail'],
    })
    assert.deepEqual(step.events, [])
  })

  test('pass authorises (captured, or held for a manual capture)', () => {
    const auto = run(intent(), confirm('4000000000000341'), { type: 'confirm_3ds', result: 'pass' })
    assert.equal(auto.intent.status, 'succeeded')
    assert.deepEqual(auto.events, ['payment_intent.succeeded'])
    assert.deepEqual(auto.intent.payment_method?.three_d_secure, {
      result: 'authenticated',
      flow: 'challenge',
    })
    const manual = run(intent({ capture_method: 'manual' }), confirm('4000000000000341'), {
      type: 'confirm_3ds',
      result: 'pass',
    })
    assert.equal(manual.intent.status, 'requires_capture')
    assert.equal(manual.intent.amount_capturable, 1000)
  })

  test('fail returns to requires_payment_method with 3ds_failed', () => {
    const step = run(intent(), confirm('4000000000000341'), {
      type: 'confirm_3ds',
      result: 'fail',
    })
    assert.equal(step.intent.status, 'requires_payment_method')
    assert.equal(step.intent.next_action, null)
    assert.equal(step.failure?.code, 'card_declined')
    assert.equal(step.failure?.decline_code, '3ds_failed')
    assert.deepEqual(step.events, ['payment_intent.payment_failed'])
    assert.equal(step.intent.payment_method?.three_d_secure?.result, 'failed')
  })

  test('a confirm in requires_action starts again with the new card', () => {
    const step = run(intent(), confirm('4000000000000341'), confirm('4242424242424242'))
    assert.equal(step.intent.status, 'succeeded')
    assert.equal(step.intent.next_action, null)
  })
})

describe('capture', () => {
  const held = () => REACHED.requires_capture()

  test('all that was authorised, by default', () => {
    const step = run(held(), { type: 'capture' })
    assert.equal(step.intent.status, 'succeeded')
    assert.equal(step.intent.amount_received, 1000)
    assert.equal(step.intent.amount_capturable, 0)
    assert.deepEqual(step.events, ['payment_intent.succeeded'])
  })

  test('part of it: the rest is released', () => {
    const step = run(held(), { type: 'capture', amount: 400 })
    assert.equal(step.intent.amount_received, 400)
    assert.equal(step.intent.amount_capturable, 0)
    // A refund then takes from what was captured, not from the amount.
    const refund = problemOf(() => transition(step.intent, { type: 'refund', amount: 401 }, NOW))
    assert.equal(refund.code, 'VALIDATION_FAILED')
  })

  for (const amount of [0, -1, 1001, 1.5, Number.NaN]) {
    test(`refuses ${amount} with 400, naming amount_to_capture, and changes nothing`, () => {
      const before = held()
      const err = problemOf(() => transition(before, { type: 'capture', amount }, NOW))
      assert.equal(err.code, 'VALIDATION_FAILED')
      assert.equal(err.errors?.[0]?.field, 'amount_to_capture')
      assert.equal(before.status, 'requires_capture')
    })
  }
})

describe('cancel', () => {
  for (const from of ['requires_payment_method', 'requires_action', 'requires_capture'] as const) {
    test(`from ${from}: canceled, with its reason and time, nothing capturable`, () => {
      const step = run(REACHED[from](), { type: 'cancel', reason: 'abandoned' })
      assert.equal(step.intent.status, 'canceled')
      assert.equal(step.intent.cancellation_reason, 'abandoned')
      assert.equal(step.intent.canceled_at, Math.floor(NOW.getTime() / 1000))
      assert.equal(step.intent.amount_capturable, 0)
      assert.equal(step.intent.next_action, null)
      assert.deepEqual(step.events, ['payment_intent.canceled'])
    })
  }

  test('without a reason the reason is null', () => {
    assert.equal(run(intent(), { type: 'cancel' }).intent.cancellation_reason, null)
  })
})

describe('refund', () => {
  const paid = () => REACHED.succeeded()

  test('in parts, then the rest: partially_refunded, then refunded', () => {
    const first = run(paid(), { type: 'refund', amount: 300 })
    assert.equal(first.intent.status, 'partially_refunded')
    assert.equal(first.intent.amount_refunded, 300)
    assert.equal(first.refunded, 300)
    assert.deepEqual(first.events, ['charge.refunded'])
    const rest = run(first.intent, { type: 'refund' })
    assert.equal(rest.refunded, 700)
    assert.equal(rest.intent.status, 'refunded')
    assert.equal(rest.intent.amount_refunded, 1000)
  })

  test('exactly what is left refunds in full', () => {
    const step = run(paid(), { type: 'refund', amount: 999 }, { type: 'refund', amount: 1 })
    assert.equal(step.intent.status, 'refunded')
  })

  for (const [already, amount] of [
    [0, 1001],
    [600, 401],
    [0, 0],
    [0, -5],
    [0, 2.5],
  ] as const) {
    test(`after ${already} refunded, ${amount} is refused with 400 naming amount`, () => {
      const before =
        already === 0 ? paid() : run(paid(), { type: 'refund', amount: already }).intent
      const err = problemOf(() => transition(before, { type: 'refund', amount }, NOW))
      assert.equal(err.code, 'VALIDATION_FAILED')
      assert.equal(err.errors?.[0]?.field, 'amount')
      assert.match(err.errors?.[0]?.message ?? '', new RegExp(`already refunded ${already}`))
    })
  }

  test('the machine never writes over what it is given', () => {
    const before = paid()
    const copy = structuredClone(before)
    transition(before, { type: 'refund', amount: 10 }, NOW)
    assert.deepEqual(before, copy)
  })
})

describe('violations', () => {
  test('names what breaks the invariants, and nothing for a sound intent', () => {
    assert.deepEqual(violations(intent()), [])
    const cases: Array<[Partial<PaymentIntent>, string]> = [
      [{ amount_received: 1001, status: 'succeeded' }, 'received 1001 > amount 1000'],
      [
        { status: 'succeeded', amount_received: 10, amount_refunded: 11 },
        'refunded 11 > received 10',
      ],
      [{ amount_capturable: 5 }, 'capturable 5 in requires_payment_method'],
      [{ status: 'succeeded' }, 'received 0 in succeeded'],
      [{ status: 'refunded', amount_received: 10, amount_refunded: 5 }, 'refunded but not in full'],
      [{ status: 'requires_action' }, 'next_action unset in requires_action'],
      [{ status: 'canceled' }, 'canceled_at in canceled'],
      [{ status: 'processing' }, 'processing is never stored: confirms finish at once'],
      [{ amount: -1 }, 'amount is -1'],
    ]
    for (const [over, message] of cases) {
      assert.ok(violations(intent(over)).includes(message), `${JSON.stringify(over)}: ${message}`)
    }
  })
})
