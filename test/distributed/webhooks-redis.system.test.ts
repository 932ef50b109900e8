import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { type RedisServer, startRedis } from '../../scripts/support/redis-server.ts'
import { defaultConfig } from '../../src/config.ts'
import { buildAppWithRuntime } from '../../src/http/app.ts'
import { createRedisStore } from '../../src/store/redis/redis-store.ts'
import { as } from '../helper.ts'
import { receiver } from '../http/webhooks/support.ts'

/**
 * docs/contract/events-and-webhooks.md#deliveries: on Redis exactly one instance sends each
 * delivery (issue 18, "Done when").
 */
let redis: RedisServer
before(async () => {
  redis = await startRedis()
})
after(() => redis.stop())

test('two instances on one Redis: 1,000 events, exactly 1,000 deliveries, none sent twice', async (t) => {
  const hook = await receiver(t)
  const apps: FastifyInstance[] = []
  for (let i = 0; i < 2; i++) {
    const store = createRedisStore({ url: redis.url, prefix: 'wh-once:' })
    const app = await buildAppWithRuntime(defaultConfig({ store: 'redis', redisUrl: redis.url }), {
      store,
      redis: store.client,
      webhookRetryBaseMs: 5,
    })
    await app.ready()
    apps.push(app)
  }
  const [a, b] = apps.map((app) => as(app, 'exactly-once'))
  if (!a || !b) throw new Error('two apps')
  const made = await a.post('/api/v1/webhooks', { url: hook.url, events: ['custom.*'] })
  assert.equal(made.statusCode, 200, made.body)
  // 1,000 creates, half through each instance, in two collections of 500.
  for (let i = 0; i < 500; i++) {
    const answers: Array<{ statusCode: number }> = await Promise.all([
      a.post('/api/v1/custom/alpha', { n: i }),
      b.post('/api/v1/custom/beta', { n: i }),
    ])
    for (const answer of answers) assert.equal(answer.statusCode, 200)
  }
  await hook.nth(1000)
  // Both workers stop (a graceful close hands back nothing left to send), then nothing more came.
  for (const app of apps) await app.close()
  const ids = hook.received.map((r) => String(r.headers['x-playground-delivery']))
  assert.equal(hook.received.length, 1000, 'no delivery was sent twice')
  assert.equal(new Set(ids).size, 1000)
  const events = hook.received.map((r) => JSON.parse(r.body).event)
  assert.equal(events.filter((e) => e === 'custom.alpha.created').length, 500)
  assert.equal(events.filter((e) => e === 'custom.beta.created').length, 500)
})
