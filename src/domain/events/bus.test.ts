import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createEventBus, REPLAY_EVENTS, REPLAY_MS, type SandboxEvent } from './bus.ts'

const input = (n: number) => ({
  type: 'post.created',
  resource: 'posts',
  action: 'created',
  recordId: n,
  data: { n },
})

/** Resolves once the microtask that delivers in-process events has run. */
const delivered = () => new Promise((resolve) => setImmediate(resolve))

describe('event bus', () => {
  test("a sandbox's subscribers hear its events, in order, and nobody else's", async () => {
    const bus = createEventBus()
    const heard: SandboxEvent[] = []
    const other: SandboxEvent[] = []
    bus.subscribe('a', (e) => heard.push(e))
    bus.subscribe('b', (e) => other.push(e))
    const sent = [bus.emit('a', input(1)), bus.emit('a', input(2))]
    await delivered()
    assert.deepEqual(heard, sent)
    assert.deepEqual(other, [])
    assert.match(sent[0]?.id ?? '', /^evt_[0-9a-f-]{36}$/)
    assert.equal(sent[0]?.recordId, 1)
  })

  test('unsubscribe stops delivery; a throwing listener does not stop the others', async () => {
    const bus = createEventBus()
    const heard: string[] = []
    bus.subscribe('a', () => {
      throw new Error('socket gone')
    })
    const stop = bus.subscribe('a', (e) => heard.push(e.id))
    bus.emit('a', input(1))
    await delivered()
    stop()
    bus.emit('a', input(2))
    await delivered()
    assert.equal(heard.length, 1)
    assert.equal(bus.listenerCount('a'), 1)
  })

  test('since() replays what followed an id, from the last 100 of the last 10 minutes', async () => {
    let now = Date.now()
    const bus = createEventBus(undefined, () => now)
    const stop = bus.subscribe('a', () => {})
    stop() // a sandbox listened to lately keeps its events for a reconnect
    const sent = Array.from({ length: REPLAY_EVENTS + 5 }, (_, i) => bus.emit('a', input(i)))
    await delivered()
    assert.equal(bus.since('a', sent[0]?.id ?? ''), undefined, 'the oldest fell out')
    const at = sent[REPLAY_EVENTS]?.id ?? ''
    assert.deepEqual(bus.since('a', at), sent.slice(REPLAY_EVENTS + 1))
    assert.equal(bus.since('b', at), undefined, "another sandbox's buffer")
    now += REPLAY_MS + 1
    const late = bus.emit('a', input(999))
    await delivered()
    assert.equal(bus.since('a', at), undefined, 'older than 10 minutes')
    assert.equal(bus.since('a', late.id), undefined, 'nobody listened for 10 minutes')
  })

  test('a sandbox nobody listened to keeps no events', async () => {
    const bus = createEventBus()
    const first = bus.emit('quiet', input(1))
    bus.emit('quiet', input(2))
    await delivered()
    assert.equal(bus.since('quiet', first.id), undefined)
  })

  test('onEmitted hears what this instance caused, at once', () => {
    const bus = createEventBus()
    const heard: Array<[string, string]> = []
    bus.onEmitted((identity, e) => heard.push([identity, e.type]))
    bus.emit('a', input(1))
    assert.deepEqual(heard, [['a', 'post.created']])
  })
})
