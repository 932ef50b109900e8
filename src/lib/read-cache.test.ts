import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createReadCache } from './read-cache.ts'

test('the read cache stays within its entry and byte budgets', () => {
  const cache = createReadCache<number>({ maxEntries: 100, maxBytes: 10_000 })
  for (let i = 0; i < 5_000; i++) {
    cache.set(`k${i}`, i, 1 + (i % 90))
    assert.ok(cache.size <= 100, `size ${cache.size} after ${i}`)
    assert.ok(cache.bytes <= 10_000, `bytes ${cache.bytes} after ${i}`)
  }
  assert.equal(cache.get('k4999'), 4999)
  assert.equal(cache.get('k0'), undefined)
})

test('entries read since the last swap survive the next one; the others go', () => {
  const cache = createReadCache<string>({ maxEntries: 4, maxBytes: 1_000 })
  cache.set('a', 'A', 1)
  cache.set('b', 'B', 1)
  cache.set('c', 'C', 1) // young was full (2): a and b age
  assert.equal(cache.get('a'), 'A') // read while old: kept
  cache.set('d', 'D', 1) // young full again: b (never read) is dropped
  cache.set('e', 'E', 1)
  assert.equal(cache.get('b'), undefined)
  assert.equal(cache.get('d'), 'D')
})

test('a value over half the byte budget is not kept; delete and clear forget', () => {
  const cache = createReadCache<string>({ maxEntries: 10, maxBytes: 100 })
  assert.equal(cache.set('big', 'x', 51), false)
  assert.equal(cache.get('big'), undefined)
  cache.set('a', 'A', 10)
  cache.set('a', 'A2', 20)
  assert.equal(cache.bytes, 20)
  assert.equal(cache.get('a'), 'A2')
  cache.delete('a')
  assert.equal(cache.get('a'), undefined)
  assert.equal(cache.bytes, 0)
  cache.set('b', 'B', 5)
  cache.clear()
  assert.equal(cache.size, 0)
  assert.deepEqual([...cache.keys()], [])
})
