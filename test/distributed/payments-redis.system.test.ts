import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { exited, type Server, startBuiltCli } from '../../scripts/support/built-cli.ts'
import { type RedisCluster, startRedisCluster } from '../../scripts/support/redis-cluster.ts'
import { type RedisServer, startRedis } from '../../scripts/support/redis-server.ts'

/**
 * Payments across two instances (issue 35 point 12, ADR 0023): the races a single instance
 * settles with its in-process locks, run on two real instances sharing one Redis, and a 3-master
 * Cluster. Each instance answers as one would alone: one capture-or-cancel wins, refunds stop at
 * the amount, and one Idempotency-Key makes one intent, answered with one body.
 */

const PAY = '/api/v1/payments'
const INTENTS = `${PAY}/intents`
const VISA = {
  payment_method: {
    type: 'card',
    number: '4242424242424242',
    exp_month: 12,
    exp_year: 2099,
    cvc: '123',
  },
}

type Answer = { status: number; text: string; replay: boolean; body: any }

async function call(server: Server, path: string, identity: string, body?: unknown, key?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      'x-playground-identity': identity,
      ...(key !== undefined && { 'idempotency-key': key }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return {
    status: res.status,
    text,
    replay: res.headers.get('idempotent-replay') === 'true',
    body: JSON.parse(text),
  } as Answer
}

const ok = (a: Answer) => {
  assert.equal(a.status, 200, a.text.slice(0, 500))
  return a.body
}

/** The same races on each topology: `args` starts an instance on it. */
function races(topology: string, args: () => string[]) {
  const slug = topology.replaceAll(/\W+/g, '-')
  describe(`payments on two instances on ${topology}`, () => {
    let a: Server
    let b: Server
    before(async () => {
      ;[a, b] = await Promise.all([startBuiltCli(args()), startBuiltCli(args())])
    })
    after(async () => {
      for (const s of [a, b]) {
        if (!s) continue
        s.child.kill('SIGTERM')
        await exited(s)
      }
    })
    const on = (i: number) => (i % 2 === 0 ? a : b)

    test('capture and cancel racing on both: exactly one wins, the others are 409 INVALID_STATE', async () => {
      const who = `${slug}-capture`
      for (let round = 0; round < 8; round++) {
        const intent = ok(
          await call(a, INTENTS, who, { amount: 2000, currency: 'usd', capture_method: 'manual' }),
        )
        assert.equal(
          ok(await call(b, `${INTENTS}/${intent.id}/confirm`, who, VISA)).status,
          'requires_capture',
        )
        const steps = ['capture', 'cancel', 'cancel', 'capture']
        const answers = await Promise.all(
          steps.map((step, i) => call(on(i), `${INTENTS}/${intent.id}/${step}`, who, {})),
        )
        const won = answers.filter((x) => x.status === 200)
        assert.equal(won.length, 1, `round ${round}: ${answers.map((x) => x.status)}`)
        for (const lost of answers.filter((x) => x.status !== 200)) {
          assert.equal(lost.status, 409, lost.text)
          assert.equal(lost.body.code, 'INVALID_STATE')
        }
        const stored = ok(await call(b, `${INTENTS}/${intent.id}`, who))
        assert.equal(stored.status, won[0]?.body.status)
        assert.ok(['succeeded', 'canceled'].includes(stored.status))
      }
    })

    test('20 partial refunds of 300 on a 2,000 charge: 6 succeed, 1,800 refunded, the rest 400', async () => {
      const who = `${slug}-refunds`
      const paid = ok(
        await call(a, `${PAY}/charge`, who, { amount: 2000, currency: 'usd', ...VISA }),
      )
      assert.equal(paid.status, 'succeeded')
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(on(i), `${PAY}/refunds`, who, { payment_intent: paid.id, amount: 300 }),
        ),
      )
      assert.equal(
        answers.filter((x) => x.status === 200).length,
        6,
        `${answers.map((x) => x.status)}`,
      )
      for (const refused of answers.filter((x) => x.status !== 200)) {
        assert.equal(refused.status, 400, refused.text)
        assert.equal(refused.body.code, 'VALIDATION_FAILED')
        assert.match(
          refused.body.detail,
          /amount: must be an integer from 1 to \d+ \(captured 2000, already refunded \d+\), got '300'/,
        )
      }
      const intent = ok(await call(b, `${INTENTS}/${paid.id}`, who))
      assert.equal(intent.amount_refunded, 1800)
      assert.equal(intent.status, 'partially_refunded')
      const listed = ok(await call(a, `${PAY}/refunds?payment_intent=${paid.id}&limit=100`, who))
      assert.equal(listed.pagination.total, 6)
      assert.equal(
        listed.data.reduce((sum: number, r: { amount: number }) => sum + r.amount, 0),
        1800,
      )
    })

    test('one checkout session completed on both at once: one intent, paid once', async () => {
      const who = `${slug}-checkout`
      for (let round = 0; round < 4; round++) {
        const session = ok(
          await call(a, '/api/v1/checkout/sessions', who, {
            line_items: [{ name: 'T-shirt', amount: 2000, currency: 'usd', quantity: 1 }],
            mode: 'payment',
            success_url: 'http://shop.test/thanks',
            cancel_url: 'http://shop.test/cart',
          }),
        )
        const answers = await Promise.all(
          [0, 1, 2, 3].map((i) =>
            call(on(i), `/api/v1/checkout/sessions/${session.id}/complete`, who, {}),
          ),
        )
        const won = answers.filter((x) => x.status === 200)
        assert.equal(won.length, 1, `round ${round}: ${answers.map((x) => x.status)}`)
        for (const lost of answers.filter((x) => x.status !== 200)) {
          assert.equal(lost.status, 409, lost.text)
          assert.equal(lost.body.code, 'INVALID_STATE')
        }
        assert.equal(won[0]?.body.status, 'complete')
      }
      const paid = ok(await call(b, `${INTENTS}?limit=100`, who))
      assert.equal(paid.pagination.total, 4, 'one intent a session')
      for (const intent of paid.data) assert.equal(intent.status, 'succeeded')
    })

    test('one Idempotency-Key sent to both at once: one intent, one body, the rest replays', async () => {
      const who = `${slug}-key`
      const body = { amount: 1500, currency: 'eur', description: 'once' }
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => call(on(i), INTENTS, who, body, 'order-1')),
      )
      for (const x of answers) assert.equal(x.status, 200, x.text)
      assert.equal(new Set(answers.map((x) => x.text)).size, 1, 'one body, byte for byte')
      assert.equal(answers.filter((x) => !x.replay).length, 1, 'one ran, the others replayed it')
      assert.equal(ok(await call(b, `${INTENTS}?limit=100`, who)).pagination.total, 1)
      // The key with another request stays refused, on either instance.
      const reused = await call(b, INTENTS, who, { ...body, amount: 1501 }, 'order-1')
      assert.equal(reused.status, 409, reused.text)
      assert.equal(reused.body.code, 'IDEMPOTENCY_KEY_REUSED')
      // A one-step charge under one key: one intent, charged once.
      const charges = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          call(on(i), `${PAY}/charge`, who, { amount: 700, currency: 'eur', ...VISA }, 'charge-1'),
        ),
      )
      assert.equal(new Set(charges.map((x) => `${x.status} ${x.text}`)).size, 1)
      assert.equal(ok(await call(a, `${INTENTS}?limit=100`, who)).pagination.total, 2)
    })
  })
}

let redis: RedisServer
let cluster: RedisCluster
before(async () => {
  ;[redis, cluster] = await Promise.all([startRedis(), startRedisCluster()])
})
after(async () => {
  await redis?.stop()
  await cluster?.stop()
})

races('one Redis', () => ['--store', 'redis', '--redis-url', redis.url])
races('a 3-master Cluster', () => ['--redis-cluster', cluster.spec])
