import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createMemoryStore } from '../../store/memory/memory-store.ts'
import { ProblemError } from '../errors.ts'
import { createEventBus, type SandboxEvent } from '../events/bus.ts'
import { createInboxService } from '../inbox/service.ts'
import { INTERNAL } from '../internal.ts'
import { type CheckoutSession, redirectOf, SESSION_TTL_S } from './checkout.ts'
import { createKeyedLock } from './ids.ts'
import { PAYMENT_LIMITS } from './input.ts'
import { createPaymentServices } from './service.ts'

const START = Date.parse('2030-06-15T12:00:00Z')

/** Payment services over a memory store, on a clock the test moves; `instance()` makes another. */
function setup() {
  const clock = { now: START }
  const now = () => clock.now
  const store = createMemoryStore(now)
  const events = createEventBus(undefined, now)
  const heard: SandboxEvent[] = []
  events.onEmitted((_, e) => heard.push(e))
  const inbox = createInboxService({ overlay: store.overlay, now, events })
  const instance = () =>
    createPaymentServices({ overlay: store.overlay, events, now, inbox, lock: createKeyedLock() })
  const types = () => heard.map((e) => e.type)
  return { clock, store, heard, types, inbox, instance, ...instance() }
}

const urlOf = (id: string) => `http://pay.test/checkout/${id}`

const BODY = {
  line_items: [
    { name: 'Mug', amount: 1250, currency: 'EUR', quantity: 2 },
    { name: 'Tee', amount: 2000, currency: 'eur' },
  ],
  mode: 'payment',
  success_url: 'https://shop.test/thanks?session={CHECKOUT_SESSION_ID}',
  cancel_url: 'https://shop.test/cart',
}

const problem =
  (code: string, check: (err: ProblemError) => boolean = () => true) =>
  (err: unknown) => {
    assert.ok(err instanceof ProblemError, String(err))
    assert.equal(err.code, code, err.message)
    return check(err)
  }

const fieldsOf = (err: ProblemError) => err.errors?.map((e) => e.field).join()

describe('creating a session', () => {
  test('prices the cart, open and unpaid for 24 hours, at the URL given', async () => {
    const { checkout } = setup()
    const session = await checkout.create('a', { ...BODY, customer_email: 'b@shop.test' }, urlOf)
    assert.match(session.id, /^cs_test_[A-Za-z0-9]{24}$/)
    assert.deepEqual(session, {
      id: session.id,
      object: 'checkout.session',
      url: urlOf(session.id),
      status: 'open',
      payment_status: 'unpaid',
      mode: 'payment',
      currency: 'eur',
      amount_subtotal: 4500,
      amount_total: 4500,
      line_items: [
        { name: 'Mug', amount: 1250, currency: 'eur', quantity: 2, amount_total: 2500 },
        { name: 'Tee', amount: 2000, currency: 'eur', quantity: 1, amount_total: 2000 },
      ],
      customer_email: 'b@shop.test',
      success_url: BODY.success_url,
      cancel_url: BODY.cancel_url,
      metadata: {},
      payment_intent: null,
      created: START / 1000,
      expires_at: START / 1000 + SESSION_TTL_S,
    })
    assert.equal(SESSION_TTL_S, 86_400)
    assert.deepEqual(await checkout.get('a', session.id), session)
    await assert.rejects(checkout.get('b', session.id), problem('NOT_FOUND'))
  })

  const item = { name: 'Mug', amount: 100, currency: 'usd', quantity: 1 }
  // [what, the body's changes, the fields refused]
  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ['no items', { line_items: undefined }, 'line_items'],
    ['an empty cart', { line_items: [] }, 'line_items'],
    [
      `more than ${PAYMENT_LIMITS.lineItems} items`,
      { line_items: Array(PAYMENT_LIMITS.lineItems + 1).fill(item) },
      'line_items',
    ],
    ['two currencies', { line_items: [item, { ...item, currency: 'eur' }] }, 'line_items'],
    ['quantity 0', { line_items: [item, { ...item, quantity: 0 }] }, 'line_items[1].quantity'],
    ['quantity 10,001', { line_items: [{ ...item, quantity: 10_001 }] }, 'line_items[0].quantity'],
    [
      'a fractional quantity',
      { line_items: [{ ...item, quantity: 1.5 }] },
      'line_items[0].quantity',
    ],
    [
      'an item without a price',
      { line_items: [{ name: 'x', currency: 'usd' }] },
      'line_items[0].amount',
    ],
    ['an item field unknown', { line_items: [{ ...item, sku: 'x' }] }, 'line_items[0].sku'],
    ['an item that is no object', { line_items: ['mug'] }, 'line_items[0]'],
    [
      'a total past the largest amount',
      { line_items: [{ ...item, amount: PAYMENT_LIMITS.maxAmount, quantity: 2 }] },
      'line_items',
    ],
    ['no mode', { mode: undefined }, 'mode'],
    ['a subscription', { mode: 'subscription' }, 'mode'],
    ['a javascript: success URL', { success_url: 'javascript:alert(1)' }, 'success_url'],
    ['no cancel URL', { cancel_url: undefined }, 'cancel_url'],
    ['an unknown field', { shipping: true }, 'shipping'],
  ]
  for (const [what, changes, fields] of refusals) {
    test(`refuses ${what} (400 naming ${fields})`, async () => {
      const { checkout, store } = setup()
      await assert.rejects(
        checkout.create('a', { ...BODY, line_items: [item], ...changes }, urlOf),
        problem('VALIDATION_FAILED', (e) => fieldsOf(e) === fields),
      )
      assert.deepEqual(await store.overlay.entries('a', INTERNAL.checkoutSessions), [])
    })
  }
})

describe('completing a session', () => {
  test('with the default card: its intent is paid, the session complete and announced', async () => {
    const { checkout, intents, types, heard, inbox } = setup()
    const open = await checkout.create(
      'a',
      { ...BODY, customer_email: 'b@shop.test', metadata: { cart: 9 } },
      urlOf,
    )
    const done = await checkout.complete('a', open.id, {})
    assert.equal(done.status, 'complete')
    assert.equal(done.payment_status, 'paid')
    assert.deepEqual(await checkout.get('a', open.id), done)
    const intent = await intents.get('a', done.payment_intent as string)
    assert.equal(intent.status, 'succeeded')
    assert.equal(intent.amount_received, 4500)
    assert.equal(intent.currency, 'eur')
    assert.equal(intent.description, '2 × Mug, 1 × Tee')
    assert.deepEqual(intent.metadata, { checkout_session: open.id })
    assert.equal(intent.receipt_email, 'b@shop.test')
    assert.equal(intent.payment_method?.card.last4, '4242')
    assert.deepEqual(types(), [
      'payment_intent.created',
      'payment_intent.succeeded',
      'inbox.received',
      'checkout.session.completed',
    ])
    const completed = heard.at(-1)
    assert.equal(completed?.recordId, open.id)
    assert.deepEqual(completed?.data, done)
    assert.match(String(((await inbox.list('a')).data[0] as { text?: string }).text), /45\.00 EUR/)
  })

  test('a declined card answers its problem and leaves the session open; the next card pays the same intent', async () => {
    const { checkout, intents } = setup()
    const open = await checkout.create('a', BODY, urlOf)
    await assert.rejects(
      checkout.complete('a', open.id, { card: '4000 0000 0000 0002' }),
      problem('card_declined', (e) => e.members?.decline_code === 'generic_decline'),
    )
    const still = await checkout.get('a', open.id)
    assert.equal(still.status, 'open')
    assert.match(String(still.payment_intent), /^pi_test_/)
    const done = await checkout.complete('a', open.id, {
      card: { number: '5555555555554444', exp_month: 1, exp_year: 2040, cvc: '321' },
    })
    assert.equal(done.status, 'complete')
    assert.equal(done.payment_intent, still.payment_intent)
    assert.equal((await intents.list('a', {})).data.length, 1)
  })

  test('3-D Secure: the session waits for the challenge, then the answer completes it', async () => {
    const { checkout, intents } = setup()
    const open = await checkout.create('a', BODY, urlOf)
    const waiting = await checkout.complete('a', open.id, { card: '4000000000000341' })
    assert.equal(waiting.status, 'open')
    const intent = await intents.get('a', waiting.payment_intent as string)
    assert.equal(intent.status, 'requires_action')
    const done = await checkout.complete('a', open.id, { challenge_response: 'pass' })
    assert.equal(done.status, 'complete')
    assert.equal(
      (await intents.get('a', intent.id)).payment_method?.three_d_secure?.flow,
      'challenge',
    )
  })

  test('3-D Secure in one step: the card and its answer together', async () => {
    const { checkout } = setup()
    const open = await checkout.create('a', BODY, urlOf)
    await assert.rejects(
      checkout.complete('a', open.id, { card: '4000000000000341', challenge_response: 'fail' }),
      problem('card_declined', (e) => e.members?.decline_code === '3ds_failed'),
    )
    assert.equal((await checkout.get('a', open.id)).status, 'open')
    const done = await checkout.complete('a', open.id, {
      card: '4000000000000341',
      challenge_response: 'pass',
    })
    assert.equal(done.status, 'complete')
  })

  test('a complete session cannot be completed again (409)', async () => {
    const { checkout, types } = setup()
    const open = await checkout.create('a', BODY, urlOf)
    await checkout.complete('a', open.id, {})
    await assert.rejects(
      checkout.complete('a', open.id, {}),
      problem('INVALID_STATE', (e) => e.members?.current_status === 'complete' && e.status === 409),
    )
    assert.equal(types().filter((t) => t === 'checkout.session.completed').length, 1)
  })

  test('a body or card that does not read is a 400, before anything is stored', async () => {
    const { checkout, store } = setup()
    const open = await checkout.create('a', BODY, urlOf)
    for (const [body, fields] of [
      [{ coupon: 'X' }, /^coupon$/],
      [{ challenge_response: 'maybe' }, /^challenge_response$/],
      [{ card: '1234' }, /^card\.number$/],
      // A missing month or year is named in the camelCase spelling: either is the field.
      [{ card: { number: '4242424242424242' } }, /^card\.exp_?month,card\.exp_?year,card\.cvc$/i],
    ] as const) {
      await assert.rejects(
        checkout.complete('a', open.id, body),
        problem('VALIDATION_FAILED', (e) => fields.test(fieldsOf(e) ?? '')),
      )
    }
    assert.deepEqual(await store.overlay.entries('a', INTERNAL.paymentIntents), [])
  })
})

describe('expiry', () => {
  test('an open session expires after 24 hours, and can no longer be paid', async () => {
    const { checkout, clock } = setup()
    const open = await checkout.create('a', BODY, urlOf)
    clock.now = START + SESSION_TTL_S * 1000 - 1000
    assert.equal((await checkout.get('a', open.id)).status, 'open')
    clock.now = START + SESSION_TTL_S * 1000
    assert.equal((await checkout.get('a', open.id)).status, 'expired')
    assert.deepEqual(
      (await checkout.list('a', {})).data.map((s) => (s as unknown as CheckoutSession).status),
      ['expired'],
    )
    await assert.rejects(
      checkout.complete('a', open.id, {}),
      problem('INVALID_STATE', (e) => e.members?.current_status === 'expired'),
    )
  })

  test('a complete session does not expire', async () => {
    const { checkout, clock } = setup()
    const open = await checkout.create('a', BODY, urlOf)
    await checkout.complete('a', open.id, {})
    clock.now = START + SESSION_TTL_S * 2000
    assert.equal((await checkout.get('a', open.id)).status, 'complete')
  })
})

test('two instances completing one session at once pay one intent, once', async () => {
  const { checkout, instance, store, types } = setup()
  const open = await checkout.create('a', BODY, urlOf)
  const results = await Promise.allSettled([
    checkout.complete('a', open.id, {}),
    instance().checkout.complete('a', open.id, {}),
  ])
  assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1, JSON.stringify(results))
  const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
  assert.equal((refused.reason as ProblemError).code, 'INVALID_STATE')
  const stored = await store.overlay.entries('a', INTERNAL.paymentIntents)
  assert.equal(stored.length, 1)
  const session = await checkout.get('a', open.id)
  assert.equal(session.status, 'complete')
  assert.equal(session.payment_intent, stored[0]?.id)
  assert.equal(types().filter((t) => t === 'payment_intent.succeeded').length, 1)
  assert.equal(types().filter((t) => t === 'checkout.session.completed').length, 1)
})

test('redirectOf puts the session id wherever the URL asks for it', () => {
  assert.equal(
    redirectOf('https://s.test/{CHECKOUT_SESSION_ID}?id={CHECKOUT_SESSION_ID}', 'cs_test_1'),
    'https://s.test/cs_test_1?id=cs_test_1',
  )
  assert.equal(redirectOf('https://s.test/done', 'cs_test_1'), 'https://s.test/done')
})
