import assert from 'node:assert/strict'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, type TestContext, test } from 'node:test'
import { WEBHOOK_LIMITS } from '../../../src/domain/webhooks/service.ts'
import { SANDBOX_SHARE } from '../../../src/domain/webhooks/worker.ts'
import { as, build, STORES } from '../../helper.ts'
import { receiver } from './support.ts'

/** One sandbox's deliveries cannot starve another's; test pings are bounded per minute. */

/** A receiver that reads each request and never answers; its sockets are cut at the end. */
async function hangingReceiver(t: TestContext) {
  let received = 0
  const server = createServer((req) => {
    req.resume()
    req.on('end', () => {
      received++
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.after(() => {
    server.closeAllConnections()
    return new Promise<void>((resolve) => server.close(() => resolve()))
  })
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/hang`, received: () => received }
}

for (const store of STORES) {
  describe(`webhook fairness (${store})`, () => {
    test('30 deliveries to a receiver that never answers do not hold back another sandbox', async (t) => {
      const hanging = await hangingReceiver(t)
      const answering = await receiver(t)
      // A timeout far beyond the test: the old worker gave all 16 places to the flood until then.
      const app = await build(t, { store }, { webhookTimeoutMs: 30_000 })
      const flood = as(app, 'flooding')
      const quiet = as(app, 'quiet')
      for (let i = 0; i < 2; i++) {
        await flood.post('/api/v1/webhooks', { url: hanging.url, events: ['*'] })
      }
      await quiet.post('/api/v1/webhooks', { url: answering.url, events: ['post.created'] })
      for (let i = 0; i < 15; i++) {
        assert.equal(
          (await flood.post('/api/v1/posts', { userId: 1, title: `f${i}` })).statusCode,
          200,
        )
      }
      await quiet.post('/api/v1/posts', { userId: 1, title: 'mine' })

      const got = await answering.nth(1)
      assert.equal(JSON.parse(got.body).data.title, 'mine')
      assert.ok(
        hanging.received() <= SANDBOX_SHARE,
        `the flood held ${hanging.received()} places when the quiet sandbox was served (at most ${SANDBOX_SHARE})`,
      )
    })

    test(`a sandbox may ask for ${WEBHOOK_LIMITS.manualPerMinute} test pings and redeliveries a minute, then 429`, async (t) => {
      const hanging = await hangingReceiver(t)
      const app = await build(t, { store }, { webhookTimeoutMs: 30_000 })
      const me = as(app, 'pinging')
      const { id } = (await me.post('/api/v1/webhooks', { url: hanging.url, events: ['*'] })).json()
      const answers = await Promise.all(
        Array.from({ length: WEBHOOK_LIMITS.manualPerMinute + 5 }, () =>
          me.post(`/api/v1/webhooks/${id}/test`, {}),
        ),
      )
      const statuses = answers.map((r) => r.statusCode)
      assert.equal(statuses.filter((s) => s === 200).length, WEBHOOK_LIMITS.manualPerMinute)
      const refused = answers.find((r) => r.statusCode === 429)
      assert.ok(refused)
      assert.equal(refused.headers['content-type'], 'application/problem+json; charset=utf-8')
      const problem = refused.json()
      assert.equal(problem.code, 'RATE_LIMITED')
      assert.match(problem.detail, /10 test pings and redeliveries in the last minute/)
      assert.match(problem.detail, new RegExp(`test ping of '${id}'`))
      const wait = Number(refused.headers['retry-after'])
      assert.ok(wait >= 1 && wait <= 60, `Retry-After ${wait}`)
      // A redelivery counts against the same minute.
      const [logged] = (await me.get('/api/v1/webhooks/deliveries')).json().data
      const again = await me.post(`/api/v1/webhooks/deliveries/${logged.id}/redeliver`, {})
      assert.equal(again.statusCode, 429)
      // Another sandbox has its own minute.
      const other = as(app, 'pinging-too')
      const theirs = (
        await other.post('/api/v1/webhooks', { url: hanging.url, events: ['*'] })
      ).json()
      assert.equal((await other.post(`/api/v1/webhooks/${theirs.id}/test`, {})).statusCode, 200)
    })
  })
}
