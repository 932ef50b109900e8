import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { CheckoutSession } from '../../../src/domain/payments/checkout.ts'
import { build, STORES } from '../../helper.ts'
import { inboxOf } from '../inbox/support.ts'
import { as, INTENTS, ok, problem } from './support.ts'

const SESSIONS = '/api/v1/checkout/sessions'
const SESSION = {
  line_items: [
    { name: 'T-shirt', amount: 2000, currency: 'usd', quantity: 2 },
    { name: 'Sticker <b>', amount: 500, currency: 'usd', quantity: 1 },
  ],
  mode: 'payment',
  customer_email: 'ada@example.com',
  success_url: 'http://shop.test/thanks?session={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://shop.test/cart',
}

/** The hosted page's form post, as a browser sends it. */
const pay = (c: ReturnType<typeof as>, url: string, form: Record<string, string>) =>
  c.send({
    method: 'POST',
    url: new URL(url).pathname + new URL(url).search,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  })

for (const store of STORES) {
  describe(`checkout sessions (${store})`, () => {
    test('a session opens with its total and a url of the hosted page; complete pays it', async (t) => {
      const app = await build(t, { store })
      const c = as(app, 'shop')
      const session = ok<CheckoutSession>(await c.post(SESSIONS, SESSION))
      assert.match(session.id, /^cs_test_[A-Za-z0-9]{24}$/)
      assert.equal(session.status, 'open')
      assert.equal(session.payment_status, 'unpaid')
      assert.equal(session.amount_total, 4500)
      assert.match(session.url, new RegExp(`/checkout/${session.id}\\?_sandbox=`))
      const declined = problem(
        await c.post(`${SESSIONS}/${session.id}/complete`, { card: '4000000000000002' }),
        402,
        'card_declined',
      )
      assert.equal(declined.decline_code, 'generic_decline')
      assert.equal(ok<CheckoutSession>(await c.get(`${SESSIONS}/${session.id}`)).status, 'open')
      const done = ok<CheckoutSession>(await c.post(`${SESSIONS}/${session.id}/complete`, {}))
      assert.equal(done.status, 'complete')
      assert.equal(done.payment_status, 'paid')
      const intent = ok(await c.get(`${INTENTS}/${done.payment_intent}`))
      assert.equal(intent.status, 'succeeded')
      assert.equal(intent.amount_received, 4500)
      assert.equal(intent.metadata.checkout_session, session.id)
      const [receipt] = await inboxOf(c)
      assert.equal(receipt?.to, 'ada@example.com')
      assert.match(receipt?.text ?? '', /45\.00 USD/)
      problem(await c.post(`${SESSIONS}/${session.id}/complete`, {}), 409, 'INVALID_STATE')
    })

    test('a 3-D Secure card waits for challenge_response', async (t) => {
      const app = await build(t, { store })
      const c = as(app, 'shop-3ds')
      const session = ok<CheckoutSession>(await c.post(SESSIONS, SESSION))
      const waiting = ok<CheckoutSession>(
        await c.post(`${SESSIONS}/${session.id}/complete`, { card: '4000000000000341' }),
      )
      assert.equal(waiting.status, 'open')
      assert.equal(
        ok(await c.get(`${INTENTS}/${waiting.payment_intent}`)).status,
        'requires_action',
      )
      const done = ok<CheckoutSession>(
        await c.post(`${SESSIONS}/${session.id}/complete`, { challenge_response: 'pass' }),
      )
      assert.equal(done.status, 'complete')
    })

    test('bad sessions are 400 naming each field: URLs must be http(s), one currency', async (t) => {
      const app = await build(t, { store })
      const c = as(app, 'shop-bad')
      const res = problem(
        await c.post(SESSIONS, {
          ...SESSION,
          line_items: [
            { name: 'A', amount: 100, currency: 'usd', quantity: 0 },
            { name: 'B', amount: 100, currency: 'eur' },
          ],
          success_url: 'javascript:alert(1)',
          cancel_url: '/relative',
          mode: 'subscription',
        }),
        400,
        'VALIDATION_FAILED',
      )
      const fields = (res.errors ?? []).map((e) => e.field).sort()
      assert.deepEqual(fields, [
        'cancel_url',
        'line_items',
        'line_items[0].quantity',
        'mode',
        'success_url',
      ])
      problem(await c.post(SESSIONS, { ...SESSION, line_items: [] }), 400, 'VALIDATION_FAILED')
    })

    test('the hosted page lists the test cards, pays, and redirects to success_url', async (t) => {
      const app = await build(t, { store })
      const c = as(app, 'hosted')
      const session = ok<CheckoutSession>(await c.post(SESSIONS, SESSION))
      const path = new URL(session.url).pathname + new URL(session.url).search
      // The page names its sandbox in the URL: no header or cookie is needed.
      const page = await app.inject({ method: 'GET', url: path })
      assert.equal(page.statusCode, 200)
      assert.match(String(page.headers['content-type']), /^text\/html/)
      const csp = String(page.headers['content-security-policy'])
      assert.match(csp, /default-src 'none'/)
      assert.match(csp, /form-action 'self' http:\/\/shop\.test/)
      assert.doesNotMatch(page.body, /<script/)
      assert.match(page.body, /4242424242424242/)
      assert.match(page.body, /4000000000000341/)
      assert.match(page.body, /Sticker &lt;b&gt;/)
      assert.match(page.body, /45\.00 USD/)
      const declined = await pay(c, session.url, { card: '4000000000000127' })
      assert.equal(declined.statusCode, 402)
      assert.match(declined.body, /insufficient funds/)
      const challenge = await pay(c, session.url, { card: '4000000000000341' })
      assert.equal(challenge.statusCode, 200)
      assert.match(challenge.body, /data-3ds="pass"/)
      const failed = await pay(c, session.url, { challenge_response: 'fail' })
      assert.equal(failed.statusCode, 402)
      assert.match(failed.body, /3ds_failed/)
      const paid = await pay(c, session.url, { card: '4242424242424242', number: '' })
      assert.equal(paid.statusCode, 303)
      assert.equal(paid.headers.location, `http://shop.test/thanks?session=${session.id}`)
      const again = await app.inject({ method: 'GET', url: path })
      assert.match(again.body, /This session is paid/)
      const unknown = await app.inject({
        method: 'GET',
        url: '/checkout/cs_test_nope?_sandbox=hosted',
      })
      assert.equal(unknown.statusCode, 404)
    })
  })
}
