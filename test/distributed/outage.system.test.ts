import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { startRedis } from '../../scripts/support/redis-server.ts'
import { build } from '../helper.ts'

const clientOf = (app: FastifyInstance) => (app.store as unknown as { client: Redis }).client

/** Resolves once the client's reconnection attempts are `ms` apart: it has known Redis down a while. */
function backedOff(client: Redis, ms: number) {
  // A listener, not events.once: that would reject on the client's connection 'error' events.
  return new Promise<void>((resolve) => {
    const onReconnecting = (delay: number) => {
      if (delay < ms) return
      client.off('reconnecting', onReconnecting)
      resolve()
    }
    client.on('reconnecting', onReconnecting)
  })
}

test('Redis known down: each write answers 503 at once; back up, a retry with the same key creates once', async (t) => {
  const redis = await startRedis()
  t.after(() => redis.stop())
  // The enforced rate limit keeps its counters in Redis too: it must not wait either.
  const app = await build(t, { store: 'redis', redisUrl: redis.url, rateLimit: 1000 })
  const client = clientOf(app)
  const post = (key?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/todos',
      headers: { 'x-playground-identity': 'outage', ...(key && { 'idempotency-key': key }) },
      payload: { title: 'during the outage' },
    })
  assert.equal((await post()).statusCode, 200)

  await redis.kill()
  // Until the reconnection delay reaches a second, a queued command would wait about as long.
  await backedOff(client, 1000)
  const started = performance.now()
  // A request that needs no store: what an answer costs here without waiting for anything.
  assert.equal((await app.inject({ method: 'GET', url: '/' })).statusCode, 200)
  const baseline = performance.now() - started
  for (const key of [undefined, 'retry-me', 'retry-me']) {
    const began = performance.now()
    const res = await post(key)
    const took = performance.now() - began
    assert.equal(res.statusCode, 503)
    assert.equal(res.json().code, 'STORE_UNAVAILABLE')
    // Generous: a request that waits for a reconnection attempt takes a second or more here.
    assert.ok(
      took < baseline + 750,
      `a 503 took ${Math.round(took)} ms (a page without the store: ${Math.round(baseline)} ms)`,
    )
  }

  await redis.start()
  if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve))
  const first = await post('retry-me')
  assert.equal(first.statusCode, 200)
  const again = await post('retry-me')
  assert.equal(again.headers['idempotent-replay'], 'true')
  assert.equal(again.json().id, first.json().id)
  const list = await app.inject({
    method: 'GET',
    url: '/api/v1/todos?limit=30',
    headers: { 'x-playground-identity': 'outage' },
  })
  assert.equal(
    list.json().data.filter((r: { _sandbox?: string }) => r._sandbox === 'created').length,
    2,
  )
})
