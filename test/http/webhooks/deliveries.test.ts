import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { defaultConfig } from '../../../src/config.ts'
import { systemResolve } from '../../../src/domain/webhooks/addresses.ts'
import { buildAppWithRuntime } from '../../../src/http/app.ts'
import { as, build, STORES, tempDir } from '../../helper.ts'
import { awaitDelivery, receiver, reply, verifies } from './support.ts'

/**
 * Webhook deliveries (docs/contract/events-and-webhooks.md#deliveries), to a real receiver on
 * loopback.
 */

// Retries after 5, 30 and 300 ms instead of 5 s, 30 s and 5 min.
const FAST = { webhookRetryBaseMs: 5 }

for (const store of STORES) {
  describe(`webhook deliveries (${store})`, () => {
    test('a post.created reaches the receiver signed, and the log shows the attempt', async (t) => {
      const hooked = await receiver(t, (_, res) => res.end('thanks'))
      const me = as(await build(t, { store }, FAST), 'signed')
      const hook = (
        await me.post('/api/v1/webhooks', { url: hooked.url, events: ['posts.created'] })
      ).json()
      const post = (await me.post('/api/v1/posts', { userId: 1, title: 'Hello hooks' })).json()

      const got = await hooked.nth(1)
      assert.ok(verifies(hook.secret, got.headers['x-playground-signature'] as string, got.body))
      assert.ok(!verifies('whsec_wrong', got.headers['x-playground-signature'] as string, got.body))
      const body = JSON.parse(got.body)
      assert.match(body.id, /^del_[0-9a-f-]{36}$/)
      assert.equal(body.event, 'post.created')
      assert.equal(body.data.id, post.id)
      assert.equal(body.data.title, 'Hello hooks')
      assert.ok(!Number.isNaN(Date.parse(body.timestamp)))
      assert.equal(got.headers['x-playground-event'], 'post.created')
      assert.equal(got.headers['x-playground-delivery'], body.id)
      assert.equal(got.headers['content-type'], 'application/json')
      assert.match(got.headers['user-agent'] ?? '', /^MockPlayground-Webhooks\/\d+\.\d+\.\d+/)

      const logged = await awaitDelivery(me, (d) => d.id === body.id && d.attempt === 1)
      assert.equal(logged.webhookId, hook.id)
      assert.equal(logged.webhookUrl, hooked.url)
      assert.equal(logged.event, 'post.created')
      assert.equal(logged.status, 200)
      assert.equal(logged.success, true)
      assert.equal(logged.responseBody, 'thanks')
      assert.equal(logged.error, null)
      assert.equal(logged.nextRetryAt, null)
      assert.equal(logged.requestBody, got.body)
      assert.equal(
        logged.requestHeaders['X-Playground-Signature'],
        got.headers['x-playground-signature'],
      )
      assert.ok(Number.isInteger(logged.durationMs) && logged.durationMs >= 0)
      const own = (await me.get(`/api/v1/webhooks/${hook.id}/deliveries`)).json().data
      assert.deepEqual(
        own.map((d: { id: string }) => d.id),
        [body.id],
      )
    })

    test('a receiver answering 500 twice, then 200, sees 3 attempts of one delivery', async (t) => {
      const hooked = await receiver(t, (n, res) => reply(n <= 2 ? 500 : 200, `answer ${n}`)(res))
      const me = as(await build(t, { store }, FAST), 'retried')
      await me.post('/api/v1/webhooks', { url: hooked.url, events: ['*'] })
      await me.post('/api/v1/todos', { userId: 1, title: 'again and again' })

      const third = await hooked.nth(3)
      const first = hooked.received[0]
      assert.equal(third.headers['x-playground-delivery'], first?.headers['x-playground-delivery'])
      assert.equal(third.body, first?.body, 'every attempt sends the same body')
      const logged = await awaitDelivery(me, (d) => d.attempt === 3)
      assert.equal(logged.success, true)
      assert.equal(logged.status, 200)
      assert.equal(logged.responseBody, 'answer 3')
      assert.equal(logged.nextRetryAt, null)
      assert.equal(hooked.received.length, 3, 'no attempt after the success')
      // The log keeps every attempt, not only the last.
      assert.deepEqual(
        logged.attempts.map((a) => [a.attempt, a.status, a.success, a.responseBody]),
        [
          [1, 500, false, 'answer 1'],
          [2, 500, false, 'answer 2'],
          [3, 200, true, 'answer 3'],
        ],
      )
      assert.match(logged.attempts[0]?.error ?? '', /500/)
      assert.equal(logged.attempts[2]?.timestamp, logged.timestamp)
      assert.ok(logged.attempts.every((a) => !Number.isNaN(Date.parse(a.timestamp))))
    })

    test('gives up after 4 attempts, and shows each failure with the next retry', async (t) => {
      const hooked = await receiver(t, (_, res) => reply(503, 'down')(res))
      const me = as(await build(t, { store }, FAST), 'gives-up')
      await me.post('/api/v1/webhooks', { url: hooked.url, events: ['todo.created'] })
      await me.post('/api/v1/todos', { userId: 1, title: 'never' })
      const pending = await awaitDelivery(me, (d) => d.attempt >= 1 && d.attempt < 4)
      assert.equal(pending.success, false)
      assert.equal(pending.status, 503)
      assert.match(pending.error ?? '', /503/)
      const last = await awaitDelivery(me, (d) => d.attempt === 4)
      assert.equal(last.nextRetryAt, null)
      assert.equal(last.success, false)
      assert.equal(hooked.received.length, 4)
    })

    test('a 4xx or a redirect is not retried, and a redirect is not followed', async (t) => {
      const hooked = await receiver(t, (n, res) => {
        if (n === 1) {
          res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' })
          return res.end()
        }
        reply(404, 'gone')(res)
      })
      const me = as(await build(t, { store }, FAST), 'no-follow')
      const { id } = (await me.post('/api/v1/webhooks', { url: hooked.url, events: ['*'] })).json()
      await me.post(`/api/v1/webhooks/${id}/test`, {})
      const redirected = await awaitDelivery(me, (d) => d.attempt === 1)
      assert.equal(redirected.status, 302)
      assert.equal(redirected.success, false)
      assert.equal(redirected.nextRetryAt, null)
      await me.post(`/api/v1/webhooks/${id}/test`, {})
      const missing = await awaitDelivery(me, (d) => d.status === 404)
      assert.equal(missing.nextRetryAt, null)
      assert.equal(hooked.received.length, 2, 'one request each, no retry, no redirect followed')
    })

    test('a test ping and a redelivery reach the receiver as new deliveries', async (t) => {
      const hooked = await receiver(t)
      const me = as(await build(t, { store }, FAST), 'pinged')
      const hook = (
        await me.post('/api/v1/webhooks', {
          url: hooked.url,
          events: ['comment.created'],
          isActive: false,
        })
      ).json()
      const queued = await me.post(`/api/v1/webhooks/${hook.id}/test`, {})
      assert.equal(queued.statusCode, 200)
      const ping = await hooked.nth(1)
      assert.equal(ping.headers['x-playground-event'], 'test.ping')
      assert.equal(JSON.parse(ping.body).id, queued.json().delivery.id)
      assert.equal(JSON.parse(ping.body).data.webhookId, hook.id)
      assert.ok(verifies(hook.secret, ping.headers['x-playground-signature'] as string, ping.body))
      await awaitDelivery(me, (d) => d.id === queued.json().delivery.id && d.success)

      const again = await me.post(
        `/api/v1/webhooks/deliveries/${queued.json().delivery.id}/redeliver`,
        {},
      )
      assert.equal(again.statusCode, 200)
      const redelivered = await hooked.nth(2)
      const body = JSON.parse(redelivered.body)
      assert.equal(body.id, again.json().delivery.id)
      assert.notEqual(body.id, queued.json().delivery.id)
      assert.equal(body.event, 'test.ping')
      assert.deepEqual(body.data, JSON.parse(ping.body).data)
      const log = (await me.get('/api/v1/webhooks/deliveries')).json().data
      assert.equal(log[0].id, body.id, 'newest first')
      assert.equal(
        (await me.post('/api/v1/webhooks/deliveries/del_nope/redeliver', {})).statusCode,
        404,
      )
    })

    test('only active webhooks subscribed to the event get it', async (t) => {
      const hooked = await receiver(t)
      const me = as(await build(t, { store }, FAST), 'filtered')
      await me.post('/api/v1/webhooks', {
        url: `${hooked.url}?off`,
        events: ['*'],
        isActive: false,
      })
      await me.post('/api/v1/webhooks', { url: hooked.url, events: ['comment.created'] })
      await me.post('/api/v1/posts', { userId: 1, title: 'not this one' })
      await me.post('/api/v1/comments', { postId: 1, name: 'n', email: 'a@b.c', body: 'this one' })
      const first = await hooked.nth(1)
      assert.equal(first.headers['x-playground-event'], 'comment.created')
      assert.equal(JSON.parse(first.body).data.body, 'this one')
      await awaitDelivery(me, (d) => d.success)
      assert.equal((await me.get('/api/v1/webhooks/deliveries')).json().data.length, 1)
    })

    test('keeps the first 1,000 characters of a long answer', async (t) => {
      const hooked = await receiver(t, (_, res) => res.end('x'.repeat(200_000)))
      const me = as(await build(t, { store }, FAST), 'long-answer')
      const { id } = (await me.post('/api/v1/webhooks', { url: hooked.url, events: ['*'] })).json()
      await me.post(`/api/v1/webhooks/${id}/test`, {})
      const logged = await awaitDelivery(me, (d) => d.attempt === 1)
      assert.equal(logged.success, true)
      assert.equal(logged.responseBody?.length, 1000)
    })

    test('a name resolving to the metadata address is refused at connect time, and not retried', async (t) => {
      const hooked = await receiver(t)
      // The test's resolver stands in for DNS: `metadata.test` resolves to 169.254.169.254.
      const app = await build(
        t,
        { store },
        {
          ...FAST,
          webhookResolve: async (host) =>
            host === 'metadata.test'
              ? [{ address: '169.254.169.254', family: 4 }]
              : systemResolve(host),
        },
      )
      const me = as(app, 'rebound')
      const { id } = (
        await me.post('/api/v1/webhooks', {
          url: `http://metadata.test:${hooked.port}/latest/meta-data/`,
          events: ['*'],
        })
      ).json()
      await me.post(`/api/v1/webhooks/${id}/test`, {})
      const logged = await awaitDelivery(me, (d) => d.attempt === 1)
      assert.equal(logged.status, 0)
      assert.equal(logged.success, false)
      assert.match(logged.error ?? '', /Refused: metadata\.test resolves to 169\.254\.169\.254/)
      assert.equal(logged.nextRetryAt, null)
      assert.equal(hooked.received.length, 0)
    })

    test('with WEBHOOK_ALLOW_PRIVATE=0, a name resolving to loopback is refused at connect time', async (t) => {
      const hooked = await receiver(t)
      const me = as(await build(t, { store, webhookAllowPrivate: false }, FAST), 'public-dns')
      const { id } = (
        await me.post('/api/v1/webhooks', {
          url: `http://localhost:${hooked.port}/`,
          events: ['*'],
        })
      ).json()
      await me.post(`/api/v1/webhooks/${id}/test`, {})
      const logged = await awaitDelivery(me, (d) => d.attempt === 1)
      assert.equal(logged.status, 0)
      assert.match(logged.error ?? '', /Refused: localhost resolves to .*loopback or private/)
      assert.equal(hooked.received.length, 0)
    })

    test('another sandbox sees none of my deliveries and cannot redeliver them', async (t) => {
      const hooked = await receiver(t)
      const app = await build(t, { store }, FAST)
      const mine = as(app, 'deliveries-owner')
      const { id } = (
        await mine.post('/api/v1/webhooks', { url: hooked.url, events: ['*'] })
      ).json()
      const queued = (await mine.post(`/api/v1/webhooks/${id}/test`, {})).json()
      await awaitDelivery(mine, (d) => d.success)
      const theirs = as(app, 'deliveries-intruder')
      assert.deepEqual((await theirs.get('/api/v1/webhooks/deliveries')).json(), { data: [] })
      const redeliver = await theirs.post(
        `/api/v1/webhooks/deliveries/${queued.delivery.id}/redeliver`,
        {},
      )
      assert.equal(redeliver.statusCode, 404)
      assert.equal(hooked.received.length, 1)
    })
  })
}

test('a delivery pending when the server stops is sent after a restart on the same file', async (t) => {
  const hooked = await receiver(t, (n, res) => reply(n === 1 ? 500 : 200, `answer ${n}`)(res))
  const config = defaultConfig({ store: 'sqlite', dbPath: `${tempDir(t)}/restart.db` })
  // Long enough that the retry is still waiting in the store when the first server stops.
  const first = await buildAppWithRuntime(config, { webhookRetryBaseMs: 400 })
  await first.ready()
  const me = as(first, 'restarted')
  await me.post('/api/v1/webhooks', { url: hooked.url, events: ['post.*'] })
  await me.post('/api/v1/posts', { userId: 1, title: 'survives' })
  const failed = await hooked.nth(1)
  // The failure is logged, so the retry is stored (or about to be: closing waits for it).
  await awaitDelivery(me, (d) => d.attempt === 1 && d.status === 500)
  await first.close()

  const second = await buildAppWithRuntime(config, { webhookRetryBaseMs: 400 })
  t.after(() => second.close())
  await second.ready()
  const delivered = await hooked.nth(2)
  assert.equal(delivered.headers['x-playground-delivery'], failed.headers['x-playground-delivery'])
  const logged = await awaitDelivery(as(second, 'restarted'), (d) => d.attempt === 2)
  assert.equal(logged.success, true)
  assert.equal(logged.responseBody, 'answer 2')
})

test('after a restart on the same file, a webhook made before it still gets new events', async (t) => {
  // The service skips the store read for sandboxes it knows hold no webhook; that knowledge
  // must come from the file at start, not only from creates seen by this process.
  const hooked = await receiver(t)
  const config = defaultConfig({ store: 'sqlite', dbPath: `${tempDir(t)}/known.db` })
  const first = await buildAppWithRuntime(config)
  await first.ready()
  await as(first, 'before').post('/api/v1/webhooks', { url: hooked.url, events: ['post.*'] })
  await first.close()

  const second = await buildAppWithRuntime(config)
  t.after(() => second.close())
  await second.ready()
  await as(second, 'never-hooked').post('/api/v1/posts', { userId: 1, title: 'no webhook here' })
  const post = (
    await as(second, 'before').post('/api/v1/posts', { userId: 1, title: 'after restart' })
  ).json()
  const got = JSON.parse((await hooked.nth(1)).body)
  assert.equal(got.event, 'post.created')
  assert.equal(got.data.id, post.id)
  assert.equal(hooked.received.length, 1)
})
