import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { test } from 'node:test'
import { heapBudget } from './heap-budget.ts'

const MB = 1024 * 1024

test('a cache gets its whole budget on a heap of 512 MB or more, and a share of it below', () => {
  assert.equal(heapBudget(32 * MB, 4144 * MB), 32 * MB)
  assert.equal(heapBudget(32 * MB, 512 * MB), 32 * MB)
  // `--max-old-space-size=96` gives a heap limit of 144 MB (the young generation is counted too).
  assert.equal(heapBudget(32 * MB, 144 * MB), 9 * MB)
  assert.equal(heapBudget(8 * MB, 64 * MB), 1 * MB)
})

test('a process started with --max-old-space-size=96, as the memory test starts the CLI, gets 9 MB of 32', () => {
  const limit = Number(
    execFileSync(process.execPath, [
      '--max-old-space-size=96',
      '-p',
      'require("node:v8").getHeapStatistics().heap_size_limit',
    ]).toString(),
  )
  assert.equal(heapBudget(32 * MB, limit), 9 * MB)
  assert.ok(heapBudget(32 * MB) >= heapBudget(32 * MB, limit), 'this process has the larger heap')
})
