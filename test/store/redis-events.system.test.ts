import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { type RedisServer, startRedis } from '../../scripts/support/redis-server.ts'
import { connect } from '../../src/store/redis/client.ts'
import { redisEventTransport } from '../../src/store/redis/event-transport.ts'

/** Events across instances through Redis pub/sub (docs/contract/events-and-webhooks.md). */

let redis: RedisServer
before(async () => {
  redis = await startRedis()
})
after(() => redis.stop())

/** Holds the event loop, as building a second app beside the first does on a busy machine. */
function busy(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until) {}
}

test('an instance whose event loop was busy past the command timeout as it subscribed still hears every event', {
  timeout: 60_000,
}, async (t) => {
  const { client } = connect(redis.url)
  t.after(() => client.disconnect())
  const transport = redisEventTransport<{ n: number }>(client, 'mp:test-busy')
  t.after(() => transport.close())
  const heard: Array<{ n: number }> = []
  let arrived: (() => void) | undefined
  const started = transport.start((_identity, event) => {
    heard.push(event)
    arrived?.()
  })
  // Past the client's 2 s command timeout before the subscribe's reply can be read.
  busy(2500)
  await started
  const both = new Promise<void>((resolve) => {
    arrived = () => heard.length === 2 && resolve()
  })
  transport.publish('who', { n: 1 })
  transport.publish('who', { n: 2 })
  await both
  assert.deepEqual(heard, [{ n: 1 }, { n: 2 }])
})
