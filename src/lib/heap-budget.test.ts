import assert from 'node:assert/strict'
import { test } from 'node:test'
import { getHeapStatistics } from 'node:v8'
import { heapBudget } from './heap-budget.ts'

const MB = 1024 * 1024

test('a cache gets its whole budget on a heap of 512 MB or more, and a share of it below', () => {
  assert.equal(heapBudget(32 * MB, 4144 * MB), 32 * MB)
  assert.equal(heapBudget(32 * MB, 512 * MB), 32 * MB)
  // `--max-old-space-size=96` gives a heap limit of 144 MB (the young generation is counted too).
  assert.equal(heapBudget(32 * MB, 144 * MB), 9 * MB)
  assert.equal(heapBudget(8 * MB, 64 * MB), 1 * MB)
})

test('without a limit given, the budget follows this process heap', () => {
  const limit = getHeapStatistics().heap_size_limit
  assert.equal(heapBudget(32 * MB), heapBudget(32 * MB, limit))
})
