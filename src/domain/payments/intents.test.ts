import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createMemoryStore } from '../../store/memory/memory-store.ts'
import { ProblemError } from '../errors.ts'
import { createEventBus, type SandboxEvent } from '../events/bus.ts'
import { createInboxService } from '../inbox/service.ts'
import { INTERNAL } from '../internal.ts'
import { createKeyedLock } from './ids.ts'
import { createPaymentServices } from './service.ts'
import type { PaymentIntent } from './state.ts'
import { PAYMENT_CAPS } from './store.ts'

const NOW = Date.parse('2030-06-15T12:00:00Z')

/** The payment services of one instance over a memory store; `instance()` makes another. */
function setup() {
  const store = createMemoryStore(() => NOW)
  const events = createEventBus(undefined, () => NOW)
  const heard: Array<SandboxEvent & { identity: string }> = []
  events.onEmitted((identity, e) => heard.push({ identity, ...e }))
  const inbox = createInboxService({ overlay: store.overlay, now: () => NOW, events })
  const instance = () =>
    createPaymentServices({
      overlay: store.overlay,
      events,
      now: () => NOW,
      inbox,
      lock: createKeyedLock(),
    })
  const types = () => heard.map((e) => e.type)
  return { store, heard, types, inbox, instance, ...instance() }
}

const pm = (number: string, extra: Record<string, unknown> = {}) => ({
  payment_method: { type: 'card', number, exp_month: 12, exp_year: 2034, cvc: '123', ...extra },
})

const problem =
  (code: string, check: (err: ProblemError) => boolean = () => true) =>
  (err: unknown) => {
    assert.ok(err instanceof ProblemError, String(err))
    assert.equal(err.code, code, err.message)
    return check(err)
  }

const fieldsOf = (err: ProblemError) => err.errors?.map((e) => e.field).join()

describe('creating intents', () => {
  test('an intent starts in requires_payment_method, automatic, stored and announced', async () => {
    const { intents, heard } = setup()
    const made = await intents.create('a', {
      amount: 1999,
      currency: 'EUR',
      metadata: { order: 7 },
    })
    assert.match(made.id, /^pi_test_[A-Za-z0-9]{24}$/)
    assert.match(made.client_secret, new RegExp(`^${made.id}_secret_`))
    assert.equal(made.status, 'requires_payment_method')
    assert.equal(made.capture_method, 'automatic')
    assert.equal(made.currency, 'eur')
    assert.deepEqual(made.metadata, { order: '7' })
    assert.equal(made.created, NOW / 1000)
    assert.equal(made.livemode, false)
    assert.deepEqual(await intents.get('a', made.id), made)
    assert.deepEqual(
      heard.map((e) => [e.identity, e.type, e.resource, e.action, e.recordId, e.data]),
      [['a', 'payment_intent.created', 'payment_intents', 'created', made.id, made]],
    )
  })

  // [what, body, the fields refused]
  const refusals: Array<[string, unknown, string]> = [
    ['nothing', {}, 'amount,currency'],
    ['a typo', { amount: 100, currency: 'usd', ammount: 5 }, 'ammount'],
    ['a zero amount', { amount: 0, currency: 'usd' }, 'amount'],
    ['a made-up currency', { amount: 100, currency: 'abc' }, 'currency'],
    [
      'another capture method',
      { amount: 100, currency: 'usd', capture_method: 'later' },
      'capture_method',
    ],
    [
      'a bad receipt address',
      { amount: 100, currency: 'usd', receipt_email: 'nobody' },
      'receipt_email',
    ],
    [
      'a customer of no sandbox',
      { amount: 100, currency: 'usd', customer: 'cus_test_nope' },
      'customer',
    ],
  ]
  for (const [what, body, fields] of refusals) {
    test(`refuses ${what} (400 naming ${fields}) and stores nothing`, async () => {
      const { intents, store } = setup()
      await assert.rejects(
        intents.create('a', body),
        problem('VALIDATION_FAILED', (e) => fieldsOf(e) === fields),
      )
      assert.deepEqual(await store.overlay.entries('a', INTERNAL.paymentIntents), [])
    })
  }

  test('a body that is not an object is a 400', async () => {
    const { intents } = setup()
    await assert.rejects(intents.create('a', [1]), problem('VALIDATION_FAILED'))
  })

  test('a customer must be one of the same sandbox', async () => {
    const { intents, customers } = setup()
    const cus = await customers.create('a', { email: 'x@example.com' })
    const made = await intents.create('a', { amount: 100, currency: 'usd', customer: cus.id })
    assert.equal(made.customer, cus.id)
    await assert.rejects(
      intents.create('b', { amount: 100, currency: 'usd', customer: cus.id }),
      problem('VALIDATION_FAILED', (e) => fieldsOf(e) === 'customer'),
    )
  })
})

describe('reading intents', () => {
  test('another sandbox’s intent, and an id of the wrong shape, are 404', async () => {
    const { intents } = setup()
    const made = await intents.create('a', { amount: 100, currency: 'usd' })
    await assert.rejects(intents.get('b', made.id), problem('NOT_FOUND'))
    await assert.rejects(intents.get('a', made.id.replace('pi_', 'cs_')), problem('NOT_FOUND'))
  })

  test('lists newest first, filtered by status and customer; an unknown status is a 400', async () => {
    const { intents, customers } = setup()
    const cus = await customers.create('a', {})
    const one = await intents.create('a', { amount: 100, currency: 'usd', customer: cus.id })
    const two = await intents.create('a', { amount: 200, currency: 'usd' })
    const three = await intents.confirm(
      'a',
      (await intents.create('a', { amount: 300, currency: 'usd', customer: cus.id })).id,
      pm('4242424242424242'),
    )
    const ids = async (q: Parameters<typeof intents.list>[1]) =>
      (await intents.list('a', q)).data.map((i) => i.id)
    assert.deepEqual(await ids({}), [three.id, two.id, one.id])
    assert.deepEqual(await ids({ status: 'succeeded' }), [three.id])
    assert.deepEqual(await ids({ customer: cus.id }), [three.id, one.id])
    assert.deepEqual(await ids({ customer: cus.id, status: 'requires_payment_method' }), [one.id])
    assert.deepEqual(await ids({ limit: 1, page: 2 }), [two.id])
    assert.equal((await intents.list('b', {})).data.length, 0)
    await assert.rejects(
      async () => intents.list('a', { status: 'paid' }),
      problem('VALIDATION_FAILED', (e) => fieldsOf(e) === 'status'),
    )
  })
})

describe('confirming', () => {
  test('a good card: succeeded, announced after the create, and a receipt in the inbox', async () => {
    const { intents, types, inbox } = setup()
    const made = await intents.create('a', {
      amount: 1234,
      currency: 'usd',
      receipt_email: 'buyer@example.com',
    })
    const paid = await intents.confirm('a', made.id, pm('4242 4242 4242 4242'))
    assert.equal(paid.status, 'succeeded')
    assert.equal(paid.amount_received, 1234)
    assert.deepEqual(await intents.get('a', made.id), paid)
    assert.deepEqual(types(), [
      'payment_intent.created',
      'payment_intent.succeeded',
      'inbox.received',
    ])
    const mail = (await inbox.list('a')).data[0] as Record<string, unknown>
    assert.equal(mail.to, 'buyer@example.com')
    assert.match(String(mail.text), /Total paid: 12\.34 USD/)
  })

  test('a declined card: the intent is stored with its error, then the 402 carries it', async () => {
    const { intents, types, inbox } = setup()
    const made = await intents.create('a', {
      amount: 500,
      currency: 'usd',
      receipt_email: 'buyer@example.com',
    })
    let thrown: ProblemError | undefined
    await assert.rejects(intents.confirm('a', made.id, pm('4000000000000127')), (err) => {
      thrown = err as ProblemError
      return true
    })
    assert.equal(thrown?.code, 'card_declined')
    assert.equal(thrown?.status, 402)
    assert.equal(thrown?.message, 'Your card has insufficient funds.')
    assert.equal(thrown?.members?.decline_code, 'insufficient_funds')
    const stored = await intents.get('a', made.id)
    assert.deepEqual(thrown?.members?.payment_intent, stored)
    assert.equal(stored.status, 'requires_payment_method')
    assert.equal(stored.last_payment_error?.decline_code, 'insufficient_funds')
    assert.deepEqual(types(), ['payment_intent.created', 'payment_intent.payment_failed'])
    assert.equal((await inbox.list('a')).data.length, 0)
  })

  for (const [number, code, status] of [
    ['4000000000000013', 'velocity_limit_exceeded', 429],
    ['4000000000000110', 'processing_error', 500],
  ] as const) {
    test(`${number} answers ${status} ${code}`, async () => {
      const { intents } = setup()
      const made = await intents.create('a', { amount: 500, currency: 'usd' })
      await assert.rejects(
        intents.confirm('a', made.id, pm(number)),
        problem(code, (e) => e.status === status),
      )
    })
  }

  test('a card that does not read is a 400 and changes nothing', async () => {
    const { intents, types } = setup()
    const made = await intents.create('a', { amount: 500, currency: 'usd' })
    await assert.rejects(
      intents.confirm('a', made.id, pm('4242424242424241')),
      problem('VALIDATION_FAILED', (e) => fieldsOf(e) === 'payment_method.number'),
    )
    await assert.rejects(
      intents.confirm('a', made.id, { ...pm('4242424242424242'), extra: 1 }),
      problem('VALIDATION_FAILED', (e) => fieldsOf(e) === 'extra'),
    )
    await assert.rejects(
      intents.confirm('a', made.id, {}),
      problem('VALIDATION_FAILED', (e) => fieldsOf(e) === 'payment_method'),
    )
    assert.deepEqual(await intents.get('a', made.id), made)
    assert.deepEqual(types(), ['payment_intent.created'])
  })

  test('3-D Secure: requires_action, then confirm-3ds (pass by default)', async () => {
    const { intents } = setup()
    const made = await intents.create('a', { amount: 500, currency: 'usd' })
    const waiting = await intents.confirm('a', made.id, pm('4000000000000341'))
    assert.equal(waiting.status, 'requires_action')
    await assert.rejects(
      intents.confirm3ds('a', made.id, { challenge_response: 'maybe' }),
      problem('VALIDATION_FAILED'),
    )
    assert.equal((await intents.confirm3ds('a', made.id, {})).status, 'succeeded')
  })

  test('confirming a paid intent again is a 409 naming the move', async () => {
    const { intents } = setup()
    const made = await intents.create('a', { amount: 500, currency: 'usd' })
    await intents.confirm('a', made.id, pm('4242424242424242'))
    await assert.rejects(
      intents.confirm('a', made.id, pm('4242424242424242')),
      problem('INVALID_STATE', (e) => e.members?.current_status === 'succeeded'),
    )
  })
})

describe('capture, cancel and charge', () => {
  test('a manual intent is captured in part; the body is checked first', async () => {
    const { intents, types } = setup()
    const made = await intents.create('a', {
      amount: 1000,
      currency: 'usd',
      capture_method: 'manual',
    })
    const held = await intents.confirm('a', made.id, pm('4242424242424242'))
    assert.equal(held.status, 'requires_capture')
    await assert.rejects(
      intents.capture('a', made.id, { amount_to_capture: 0 }),
      problem('VALIDATION_FAILED', (e) => fieldsOf(e) === 'amount_to_capture'),
    )
    await assert.rejects(
      intents.capture('a', made.id, { amount_to_capture: 1001 }),
      problem('VALIDATION_FAILED', (e) => fieldsOf(e) === 'amount_to_capture'),
    )
    const captured = await intents.capture('a', made.id, { amount_to_capture: 750 })
    assert.equal(captured.status, 'succeeded')
    assert.equal(captured.amount_received, 750)
    assert.deepEqual(types(), ['payment_intent.created', 'payment_intent.succeeded'])
  })

  test('cancel takes one of the known reasons', async () => {
    const { intents } = setup()
    const made = await intents.create('a', { amount: 1000, currency: 'usd' })
    await assert.rejects(
      intents.cancel('a', made.id, { cancellation_reason: 'bored' }),
      problem('VALIDATION_FAILED', (e) => fieldsOf(e) === 'cancellation_reason'),
    )
    const canceled = await intents.cancel('a', made.id, {
      cancellation_reason: 'requested_by_customer',
    })
    assert.equal(canceled.status, 'canceled')
    assert.equal(canceled.cancellation_reason, 'requested_by_customer')
    assert.equal(canceled.canceled_at, NOW / 1000)
  })

  test('charge checks the card before storing anything, then creates and confirms', async () => {
    const { intents, store } = setup()
    await assert.rejects(
      intents.charge('a', { amount: 100, currency: 'usd' }),
      problem('VALIDATION_FAILED', (e) => fieldsOf(e) === 'payment_method'),
    )
    await assert.rejects(
      intents.charge('a', { amount: 100, currency: 'usd', ...pm('1234') }),
      problem('VALIDATION_FAILED'),
    )
    assert.deepEqual(await store.overlay.entries('a', INTERNAL.paymentIntents), [])
    const paid = await intents.charge('a', {
      amount: 100,
      currency: 'usd',
      ...pm('4242424242424242'),
    })
    assert.equal(paid.status, 'succeeded')
    // A declined charge leaves its intent, as a declined confirm does.
    await assert.rejects(
      intents.charge('a', { amount: 100, currency: 'usd', ...pm('4000000000000002') }),
      problem('card_declined'),
    )
    assert.equal((await intents.list('a', {})).data.length, 2)
  })
})

describe('refunds', () => {
  async function paid(amount = 1000) {
    const s = setup()
    const made = await s.intents.create('a', { amount, currency: 'gbp' })
    await s.intents.confirm('a', made.id, pm('4242424242424242'))
    return { ...s, id: made.id }
  }

  test('in parts: each a refund object, the intent counting them', async () => {
    const { intents, id, heard } = await paid()
    const first = await intents.refund('a', {
      payment_intent: id,
      amount: 300,
      reason: 'duplicate',
    })
    assert.match(first.id, /^re_test_/)
    assert.deepEqual(first, {
      id: first.id,
      object: 'refund',
      amount: 300,
      currency: 'gbp',
      payment_intent: id,
      reason: 'duplicate',
      status: 'succeeded',
      created: NOW / 1000,
    })
    assert.equal((await intents.get('a', id)).status, 'partially_refunded')
    const rest = await intents.refund('a', { payment_intent: id })
    assert.equal(rest.amount, 700)
    assert.equal(rest.reason, null)
    const after = await intents.get('a', id)
    assert.equal(after.status, 'refunded')
    assert.equal(after.amount_refunded, 1000)
    assert.deepEqual(
      (await intents.listRefunds('a', { payment_intent: id })).data.map((r) => r.id),
      [rest.id, first.id],
    )
    assert.deepEqual(await intents.getRefund('a', first.id), first)
    // charge.refunded names the refund and carries it.
    const refunded = heard.filter((e) => e.type === 'charge.refunded')
    assert.deepEqual(
      refunded.map((e) => [e.recordId, e.data]),
      [
        [first.id, first],
        [rest.id, rest],
      ],
    )
  })

  test('more than is left is a 400; an intent that is not one is a 400 naming it', async () => {
    const { intents, id } = await paid()
    await intents.refund('a', { payment_intent: id, amount: 600 })
    await assert.rejects(
      intents.refund('a', { payment_intent: id, amount: 401 }),
      problem('VALIDATION_FAILED', (e) => fieldsOf(e) === 'amount'),
    )
    await assert.rejects(
      intents.refund('a', { payment_intent: 'pi_test_AAAAAAAAAAAAAAAAAAAAAAAA' }),
      problem('VALIDATION_FAILED', (e) => fieldsOf(e) === 'payment_intent'),
    )
    await assert.rejects(intents.refund('b', { payment_intent: id }), problem('VALIDATION_FAILED'))
    await assert.rejects(
      intents.refund('a', { payment_intent: id, reason: 'abandoned' }),
      problem('VALIDATION_FAILED', (e) => fieldsOf(e) === 'reason'),
    )
    assert.equal((await intents.listRefunds('a', {})).data.length, 1)
  })

  test(`a sandbox holding ${PAYMENT_CAPS.refunds} refunds refuses the next and the intent stays`, async () => {
    const { intents, id } = await paid(PAYMENT_CAPS.refunds + 10)
    for (let i = 0; i < PAYMENT_CAPS.refunds; i++)
      await intents.refund('a', { payment_intent: id, amount: 1 })
    const before = await intents.get('a', id)
    await assert.rejects(
      intents.refund('a', { payment_intent: id, amount: 1 }),
      problem('SANDBOX_LIMIT_REACHED'),
    )
    assert.deepEqual(await intents.get('a', id), before)
    assert.equal(before.amount_refunded, PAYMENT_CAPS.refunds)
  })
})

describe('two instances on one store (compare-and-set)', () => {
  test('refunds racing each other cannot take more than was received', async () => {
    const { intents, id, instance } = await (async () => {
      const s = setup()
      const made = await s.intents.create('a', { amount: 1000, currency: 'usd' })
      await s.intents.confirm('a', made.id, pm('4242424242424242'))
      return { ...s, id: made.id }
    })()
    const other = instance().intents
    const results = await Promise.allSettled([
      intents.refund('a', { payment_intent: id, amount: 600 }),
      other.refund('a', { payment_intent: id, amount: 600 }),
    ])
    assert.deepEqual(results.map((r) => r.status).sort(), ['fulfilled', 'rejected'])
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    assert.equal((refused.reason as ProblemError).code, 'VALIDATION_FAILED')
    const after = await intents.get('a', id)
    assert.equal(after.amount_refunded, 600)
    assert.equal((await intents.listRefunds('a', {})).data.length, 1)
  })

  test('confirms racing each other charge once', async () => {
    const { intents, instance, types } = setup()
    const made = await intents.create('a', { amount: 1000, currency: 'usd' })
    const other = instance().intents
    const results = await Promise.allSettled([
      intents.confirm('a', made.id, pm('4242424242424242')),
      other.confirm('a', made.id, pm('5555555555554444')),
    ])
    assert.deepEqual(results.map((r) => r.status).sort(), ['fulfilled', 'rejected'])
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    assert.equal((refused.reason as ProblemError).code, 'INVALID_STATE')
    const won = (
      results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<PaymentIntent>
    ).value
    assert.deepEqual(await intents.get('a', made.id), won)
    assert.equal(types().filter((t) => t === 'payment_intent.succeeded').length, 1)
  })
})
