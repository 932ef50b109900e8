import assert from 'node:assert/strict'
import { test } from 'node:test'
import { as, build } from '../../helper.ts'
import { receiver } from '../webhooks/support.ts'
import { open } from './sse-client.ts'

/**
 * The envelope (docs/contract/events-and-webhooks.md#envelope): one write, heard by a real
 * webhook receiver on loopback and by a real SSE stream, carries `object`, `type` and `created`
 * in both, beside the fields each already had.
 */

test('a delivery and an SSE event of one write both carry object, type and created', async (t) => {
  const hooked = await receiver(t)
  const app = await build(t)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }
  const me = as(app, 'envelope')
  await me.post('/api/v1/webhooks', { url: hooked.url, events: ['post.created'] })
  const stream = await open(`http://127.0.0.1:${port}`, '/api/v1/stream?_sandbox=envelope')
  t.after(() => stream.close())
  assert.equal((await stream.nextEvent()).event, 'connected')

  const post = (await me.post('/api/v1/posts', { userId: 1, title: 'Enveloped' })).json()

  const delivery = JSON.parse((await hooked.nth(1)).body)
  assert.deepEqual(Object.keys(delivery).sort(), [
    'created',
    'data',
    'event',
    'id',
    'object',
    'timestamp',
    'type',
  ])
  assert.equal(delivery.object, 'event')
  assert.equal(delivery.type, 'post.created')
  assert.equal(delivery.type, delivery.event)
  assert.ok(Number.isInteger(delivery.created))
  assert.equal(delivery.created, Math.floor(Date.parse(delivery.timestamp) / 1000))
  assert.equal(delivery.data.id, post.id)

  const frame = await stream.nextEvent()
  const event = JSON.parse(frame.data ?? '{}')
  assert.equal(frame.event, 'post.created')
  assert.deepEqual(Object.keys(event).sort(), [
    'action',
    'created',
    'data',
    'id',
    'object',
    'recordId',
    'resource',
    'timestamp',
    'type',
  ])
  assert.equal(event.object, 'event')
  assert.equal(event.type, 'post.created')
  assert.equal(event.recordId, post.id)
  assert.equal(event.created, Math.floor(Date.parse(event.timestamp) / 1000))
  // The delivery's time is the event's own, so both say the same instant.
  assert.equal(delivery.timestamp, event.timestamp)
  assert.equal(delivery.created, event.created)
})
