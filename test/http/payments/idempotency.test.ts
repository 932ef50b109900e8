import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { build, STORES } from '../../helper.ts'
import { as, card, INTENTS, newIntent, ok, PAY, post, problem } from './support.ts'

for (const store of STORES) {
  describe(`Idempotency-Key on payments (${store})`, () => {
    test('a replay answers the stored body byte for byte, and creates nothing', async (t) => {
      const app = await build(t, { store })
      const c = as(app, 'replay')
      const body = { amount: 700, currency: 'usd', metadata: { order: 7 } }
      const first = await post(c, INTENTS, body, 'create-1')
      assert.equal(first.statusCode, 200)
      const again = await post(c, INTENTS, body, 'create-1')
      assert.equal(again.headers['idempotent-replay'], 'true')
      assert.equal(again.body, first.body)
      assert.equal(ok<{ data: unknown[] }>(await c.get(INTENTS)).data.length, 1)
      problem(
        await post(c, INTENTS, { ...body, amount: 701 }, 'create-1'),
        409,
        'IDEMPOTENCY_KEY_REUSED',
      )
    })

    test('a declined confirm is replayed as it was, not run again', async (t) => {
      const app = await build(t, { store })
      const c = as(app, 'decline')
      const intent = await newIntent(c)
      const url = `${INTENTS}/${intent.id}/confirm`
      const first = await post(c, url, card('4000000000000002'), 'confirm-1')
      problem(first, 402, 'card_declined')
      const again = await post(c, url, card('4000000000000002'), 'confirm-1')
      assert.equal(again.statusCode, 402)
      assert.equal(again.headers['idempotent-replay'], 'true')
      assert.equal(again.body, first.body)
      // A new key runs a new confirm.
      assert.equal((await post(c, url, card('4242424242424242'), 'confirm-2')).statusCode, 200)
    })

    test('20 parallel confirms of one intent under one key charge once and answer one body', async (t) => {
      const app = await build(t, { store })
      const c = as(app, 'parallel')
      const intent = await newIntent(c, { receipt_email: 'ada@example.com' })
      const url = `${INTENTS}/${intent.id}/confirm`
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => post(c, url, card('4242424242424242'), 'same')),
      )
      for (const a of answers) assert.equal(a.statusCode, 200, a.body.slice(0, 300))
      assert.equal(new Set(answers.map((a) => a.body)).size, 1)
      assert.equal(answers.filter((a) => a.headers['idempotent-replay'] === 'true').length, 19)
      const inbox = ok<{ data: unknown[] }>(await c.get('/api/v1/inbox'))
      assert.equal(inbox.data.length, 1, 'one receipt: the confirm ran once')
    })

    test('20 parallel refunds under one key refund once', async (t) => {
      const app = await build(t, { store })
      const c = as(app, 'parallel-refund')
      const paid = ok(
        await post(c, `${PAY}/charge`, {
          amount: 900,
          currency: 'usd',
          ...card('4242424242424242'),
        }),
      )
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          post(c, `${PAY}/refunds`, { payment_intent: paid.id, amount: 100 }, 'refund-once'),
        ),
      )
      assert.equal(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size, 1)
      assert.equal(ok(await c.get(`${INTENTS}/${paid.id}`)).amount_refunded, 100)
    })

    test('parallel confirms without a key run one at a time: one succeeds, the rest are 409', async (t) => {
      const app = await build(t, { store })
      const c = as(app, 'no-key')
      const intent = await newIntent(c)
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          post(c, `${INTENTS}/${intent.id}/confirm`, card('4242424242424242')),
        ),
      )
      assert.deepEqual(
        answers.map((a) => a.statusCode).sort(),
        [200, 409, 409, 409, 409, 409, 409, 409],
      )
    })
  })
}
