import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createEventBus } from './bus.ts'
import { eventIterator } from './iterator.ts'

const input = (type: string, n: number) => ({
  type,
  resource: 'posts',
  action: 'created',
  recordId: n,
})

/** Resolves once the microtask that delivers in-process events has run. */
const delivered = () => new Promise((resolve) => setImmediate(resolve))

describe('event iterator', () => {
  test("yields the accepted events of its sandbox, in order, and no one else's", async () => {
    const bus = createEventBus()
    const it = eventIterator(bus, 'a', {
      accept: (e) => e.type === 'post.created',
      onOverflow: () => assert.fail('no overflow expected'),
    })
    const first = it.next()
    bus.emit('a', input('post.created', 1))
    bus.emit('b', input('post.created', 2))
    bus.emit('a', input('comment.created', 3))
    bus.emit('a', input('post.created', 4))
    assert.equal((await first).value?.recordId, 1)
    assert.equal((await it.next()).value?.recordId, 4)
  })

  test('return() unsubscribes and ends a pending next()', async () => {
    const bus = createEventBus()
    const it = eventIterator(bus, 'a', { accept: () => true, onOverflow: () => {} })
    assert.equal(bus.listenerCount('a'), 1)
    const pending = it.next()
    await it.return?.()
    assert.deepEqual(await pending, { value: undefined, done: true })
    assert.equal(bus.listenerCount('a'), 0)
    assert.equal((await it.next()).done, true)
  })

  test('a reader that falls more than max events behind is dropped once, and unsubscribed', async () => {
    const bus = createEventBus()
    let overflows = 0
    const it = eventIterator(bus, 'a', {
      accept: () => true,
      onOverflow: () => overflows++,
      max: 3,
    })
    for (let n = 0; n < 6; n++) bus.emit('a', input('post.created', n))
    await delivered()
    assert.equal(overflows, 1)
    assert.equal(bus.listenerCount('a'), 0)
    assert.equal((await it.next()).done, true, 'the queued events are dropped with the reader')
  })
})
