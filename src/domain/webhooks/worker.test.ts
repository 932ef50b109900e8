import assert from 'node:assert/strict'
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, type TestContext, test } from 'node:test'
import { createMemoryStore } from '../../store/memory/memory-store.ts'
import type { SandboxEvent } from '../events/bus.ts'
import { checkedLookup } from './addresses.ts'
import { createWebhookService, type Delivery, type DeliveryJob } from './service.ts'
import {
  BATCH,
  createWebhookWorker,
  MAX_ATTEMPTS,
  RETRY_BASE_MS,
  SANDBOX_SHARE,
  type WorkerOptions,
} from './worker.ts'

const START = Date.parse('2030-06-15T12:00:00Z')

interface Received {
  headers: IncomingHttpHeaders
  body: string
}

/**
 * A receiver on loopback: `answer(n, res)` replies to the n-th request (from 1), or never when
 * it returns without ending `res`; `nth(n)` resolves once n requests have arrived.
 */
async function receiver(t: TestContext, answer: (n: number, res: ServerResponse) => void) {
  const received: Received[] = []
  const waiting = new Map<number, () => void>()
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
      answer(received.length, res)
      waiting.get(received.length)?.()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.after(() => {
    server.closeAllConnections()
    return new Promise<void>((resolve) => server.close(() => resolve()))
  })
  const { port } = server.address() as AddressInfo
  return {
    port,
    url: `http://127.0.0.1:${port}/hook`,
    received,
    nth: (n: number) =>
      received.length >= n
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.set(n, resolve)),
  }
}

const status = (s: number) => (res: ServerResponse) => {
  res.statusCode = s
  res.end()
}
const hang = () => {}

/** A store, the webhook service and a worker on a clock the test moves (or the real one). */
function setup(t: TestContext, options: Partial<WorkerOptions> & { realClock?: boolean } = {}) {
  const clock = { now: START }
  const now = options.realClock ? Date.now : () => clock.now
  const store = createMemoryStore()
  const webhooks = createWebhookService({
    overlay: store.overlay,
    queue: store.queue,
    allowPrivate: true,
    now,
  })
  const worker = createWebhookWorker({
    queue: store.queue,
    webhooks,
    lookup: checkedLookup(true),
    allowPrivate: true,
    userAgent: 'MockPlayground-Webhooks/test',
    now,
    // Only the worker's own wake-ups and nudges move it, never the poll.
    pollMs: 3_600_000,
    ...options,
  })
  webhooks.onQueued(() => worker.nudge())
  t.after(() => worker.stop())

  /** Reads the log until a delivery satisfies `done`: it is written right after each attempt. */
  async function delivery(identity: string, done: (d: Delivery) => boolean): Promise<Delivery> {
    for (;;) {
      const found = (await webhooks.deliveries(identity)).find(done)
      if (found) return found
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
  /** The jobs due at `at` that no one holds, taken from the queue (leased to the test). */
  const free = async (at = clock.now) =>
    (await store.queue.claimDue(at, 60_000, 1000)).map((j) => JSON.parse(j.payload) as DeliveryJob)

  return { clock, store, webhooks, worker, delivery, free }
}

const event = (type: string, data: unknown = { id: 1 }): SandboxEvent => ({
  id: 'evt_1',
  type,
  resource: 'posts',
  action: 'created',
  recordId: 1,
  data,
  timestamp: new Date(START).toISOString(),
})

const iso = (ms: number) => new Date(ms).toISOString()

describe('retries', () => {
  test(`a receiver failing with 500 is tried ${MAX_ATTEMPTS} times: after 5 s, 30 s and 5 min`, async (t) => {
    const r = await receiver(t, (_, res) => status(500)(res))
    const { clock, webhooks, worker, delivery, free } = setup(t)
    await webhooks.create('a', { url: r.url, events: ['*'] })
    await webhooks.dispatch('a', event('post.created'))
    worker.start()

    assert.equal(RETRY_BASE_MS, 5000)
    const waits = [5000, 30_000, 300_000]
    const times = [START, START + 5000, START + 35_000, START + 335_000]
    let at = START
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const d = await delivery('a', (x) => x.attempt === attempt)
      const wait = waits[attempt - 1]
      assert.equal(d.status, 500)
      assert.equal(d.success, false)
      assert.equal(d.timestamp, iso(at))
      assert.equal(d.nextRetryAt, wait === undefined ? null : iso(at + wait))
      // Every attempt stays in the log, oldest first.
      assert.deepEqual(
        d.attempts.map((a) => [a.attempt, a.status, a.timestamp]),
        times.slice(0, attempt).map((ms, i) => [i + 1, 500, iso(ms)]),
      )
      if (wait === undefined) break
      // Not a moment early.
      assert.deepEqual(await free(at + wait - 1), [])
      at += wait
      clock.now = at
      worker.nudge()
    }
    await worker.stop()
    // Given up: nothing is left in the queue, however late.
    assert.deepEqual(await free(START + 86_400_000), [])
    // One delivery, the same body every time, signed anew at each attempt.
    assert.equal(r.received.length, MAX_ATTEMPTS)
    const ids = new Set(r.received.map((x) => x.headers['x-playground-delivery']))
    assert.equal(ids.size, 1)
    assert.equal(new Set(r.received.map((x) => x.body)).size, 1)
    assert.deepEqual(
      r.received.map((x) => String(x.headers['x-playground-signature']).split(',')[0]),
      times.map((ms) => `t=${ms / 1000}`),
    )
  })

  test('a receiver back on the second attempt: delivered, and the log keeps both', async (t) => {
    const r = await receiver(t, (n, res) => status(n === 1 ? 503 : 200)(res))
    const { clock, webhooks, worker, delivery, free } = setup(t)
    await webhooks.create('a', { url: r.url, events: ['*'] })
    await webhooks.dispatch('a', event('post.created'))
    worker.start()
    await delivery('a', (d) => d.attempt === 1)
    clock.now += 5000
    worker.nudge()
    const d = await delivery('a', (x) => x.attempt === 2)
    assert.equal(d.success, true)
    assert.equal(d.nextRetryAt, null)
    assert.deepEqual(
      d.attempts.map((a) => [a.status, a.success]),
      [
        [503, false],
        [200, true],
      ],
    )
    await worker.stop()
    assert.deepEqual(await free(START + 86_400_000), [])
  })

  test('a 4xx answer is not tried again', async (t) => {
    const r = await receiver(t, (_, res) => status(410)(res))
    const { webhooks, worker, delivery, free } = setup(t)
    await webhooks.create('a', { url: r.url, events: ['*'] })
    await webhooks.dispatch('a', event('post.created'))
    worker.start()
    const d = await delivery('a', (x) => x.attempt === 1)
    assert.deepEqual([d.status, d.success, d.nextRetryAt], [410, false, null])
    await worker.stop()
    assert.deepEqual(await free(START + 86_400_000), [])
  })

  test('an address refused at connect time is not tried again', async (t) => {
    const r = await receiver(t, (_, res) => status(200)(res))
    const { webhooks, worker, delivery, free } = setup(t, {
      lookup: checkedLookup(true, async () => [{ address: '169.254.169.254', family: 4 }]),
    })
    await webhooks.create('a', { url: `http://hooks.test:${r.port}/`, events: ['*'] })
    await webhooks.dispatch('a', event('post.created'))
    worker.start()
    const d = await delivery('a', (x) => x.attempt === 1)
    assert.equal(d.status, 0)
    assert.equal(d.nextRetryAt, null)
    assert.match(String(d.error), /^Refused: hooks\.test resolves to 169\.254\.169\.254/)
    await worker.stop()
    assert.deepEqual(await free(START + 86_400_000), [])
    assert.equal(r.received.length, 0)
  })

  test('on the real clock the retries come by themselves', async (t) => {
    const r = await receiver(t, (n, res) => status(n < MAX_ATTEMPTS ? 500 : 200)(res))
    // A base of 1 ms: the waits are 1, 6 and 60 ms. A timer may fire a millisecond before
    // Date.now() reaches the due time; the poll then takes the delivery, as it would in service.
    const { webhooks, worker, delivery } = setup(t, {
      realClock: true,
      retryBaseMs: 1,
      pollMs: 20,
    })
    await webhooks.create('a', { url: r.url, events: ['*'] })
    await webhooks.dispatch('a', event('post.created'))
    worker.start()
    const d = await delivery('a', (x) => x.success)
    assert.equal(d.attempt, MAX_ATTEMPTS)
    assert.equal(r.received.length, MAX_ATTEMPTS)
  })
})

describe('what the worker skips', () => {
  test('a delivery whose webhook was deleted is dropped unsent', async (t) => {
    const r = await receiver(t, (_, res) => status(200)(res))
    const { webhooks, worker, delivery, free } = setup(t)
    const gone = await webhooks.create('a', { url: `${r.url}?gone`, events: ['post.created'] })
    await webhooks.create('a', { url: `${r.url}?kept`, events: ['post.updated'] })
    await webhooks.dispatch('a', event('post.created'))
    await webhooks.dispatch('a', event('post.updated'))
    await webhooks.remove('a', gone.id)
    worker.start()
    await delivery('a', (d) => d.event === 'post.updated' && d.success)
    await worker.stop()
    assert.deepEqual(
      r.received.map((x) => x.headers['x-playground-event']),
      ['post.updated'],
    )
    assert.deepEqual(await free(START + 86_400_000), [])
  })
})

describe('fairness', () => {
  test(`one sandbox holds at most ${SANDBOX_SHARE} places; its other deliveries wait in the queue`, async (t) => {
    const r = await receiver(t, hang)
    const { webhooks, worker, free } = setup(t)
    await webhooks.create('flood', { url: r.url, events: ['*'] })
    for (let i = 0; i < 10; i++) await webhooks.dispatch('flood', event('post.created', { i }))
    worker.start()
    await r.nth(SANDBOX_SHARE)
    // What the worker did not take is still free to take: the share, not the batch, held it back.
    assert.equal((await free()).length, 10 - SANDBOX_SHARE)
    assert.equal(r.received.length, SANDBOX_SHARE)
  })

  test('a sandbox whose receiver never answers does not hold back another', {
    timeout: 10_000,
  }, async (t) => {
    const hanging = await receiver(t, hang)
    const answering = await receiver(t, (_, res) => status(200)(res))
    const { webhooks, worker, delivery } = setup(t)
    await webhooks.create('flood', { url: hanging.url, events: ['*'] })
    await webhooks.create('quiet', { url: answering.url, events: ['*'] })
    for (let i = 0; i < 30; i++) await webhooks.dispatch('flood', event('post.created', { i }))
    worker.start()
    await hanging.nth(SANDBOX_SHARE)
    await webhooks.dispatch('quiet', event('post.created', { mine: true }))
    await answering.nth(1)
    assert.deepEqual(JSON.parse(answering.received[0]?.body ?? '').data, { mine: true })
    assert.equal((await delivery('quiet', (d) => d.success)).attempt, 1)
    assert.equal(hanging.received.length, SANDBOX_SHARE)
  })

  test(`${BATCH} places in all, shared out in turns among the sandboxes`, async (t) => {
    const r = await receiver(t, hang)
    const { webhooks, worker, free } = setup(t)
    const sandboxes = ['s1', 's2', 's3', 's4', 's5']
    const owner = new Map<string, string>()
    for (const s of sandboxes) {
      await webhooks.create(s, { url: r.url, events: ['*'] })
      for (let i = 0; i < 5; i++) await webhooks.dispatch(s, event('post.created'))
      for (const d of await webhooks.deliveries(s)) owner.set(d.id, s)
    }
    worker.start()
    await r.nth(BATCH)
    const held = new Map<string, number>()
    for (const x of r.received) {
      const s = owner.get(String(x.headers['x-playground-delivery'])) as string
      held.set(s, (held.get(s) ?? 0) + 1)
    }
    // 16 of 25, no sandbox more than its 4, and every sandbox served.
    assert.equal((await free()).length, 25 - BATCH)
    assert.deepEqual([...held.keys()].sort(), sandboxes)
    for (const [s, n] of held) assert.ok(n >= 3 && n <= SANDBOX_SHARE, `${s} holds ${n}`)
  })
})

describe('stopping', () => {
  test('attempts under way are handed back at once, not counted as attempts', async (t) => {
    const r = await receiver(t, hang)
    const { webhooks, worker, free } = setup(t)
    await webhooks.create('a', { url: r.url, events: ['*'] })
    for (let i = 0; i < 3; i++) await webhooks.dispatch('a', event('post.created', { i }))
    worker.start()
    await r.nth(3)
    await worker.stop()
    // Due now, for whoever claims next, without waiting out the 30 s lease.
    const back = await free()
    assert.equal(back.length, 3)
    assert.deepEqual(
      back.map((j) => j.attempt),
      [0, 0, 0],
    )
    for (const d of await webhooks.deliveries('a')) {
      assert.deepEqual([d.attempt, d.attempts], [0, []])
    }
    // A stopped worker claims nothing more.
    await webhooks.dispatch('a', event('post.created'))
    worker.nudge()
    worker.start()
    assert.equal((await free()).length, 1)
  })
})
