import assert from 'node:assert/strict'
import { test } from 'node:test'
import { MAX_DELAY_MS } from '../../../src/domain/network.ts'
import { build } from '../../helper.ts'

const COUNT = 200

test(`${COUNT} concurrent requests with _delay hold up no other caller`, async (t) => {
  const app = await build(t)
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  // The delay must outlast the time this machine takes to take in the burst, or the plain request
  // could finish after the first delayed one for want of CPU alone. So it is at least 500 ms and
  // three times a burst of as many plain requests, measured now (a busy machine is slower), up to
  // the longest delay there is.
  const burstStarted = performance.now()
  await Promise.all(
    Array.from({ length: COUNT }, async (_, i) => {
      const res = await fetch(`${base}/api/v1/posts/${(i % 100) + 1}`, {
        headers: { 'x-playground-identity': `delayed-${i % 10}` },
      })
      await res.arrayBuffer()
    }),
  )
  const DELAY_MS = Math.min(
    MAX_DELAY_MS,
    Math.max(500, Math.ceil(3 * (performance.now() - burstStarted))),
  )

  const started = performance.now()
  const delayed = Array.from({ length: COUNT }, async (_, i) => {
    const res = await fetch(`${base}/api/v1/posts/${(i % 100) + 1}?_delay=${DELAY_MS}`, {
      headers: { 'x-playground-identity': `delayed-${i % 10}` },
    })
    await res.arrayBuffer()
    return {
      status: res.status,
      simulated: res.headers.get('x-simulated'),
      doneAt: performance.now() - started,
    }
  })

  const quickStarted = performance.now()
  const quick = await fetch(`${base}/api/v1/posts/1`)
  await quick.arrayBuffer()
  const quickDoneAt = performance.now() - started
  const quickTook = performance.now() - quickStarted

  const results = await Promise.all(delayed)
  assert.equal(quick.status, 200)
  assert.equal(quick.headers.get('x-simulated'), null)
  for (const r of results) {
    assert.equal(r.status, 200)
    assert.equal(r.simulated, `delay=${DELAY_MS}`)
    assert.ok(r.doneAt >= DELAY_MS - 5, `a delayed request answered after ${r.doneAt} ms`)
  }
  // Measured against the delay, not the wall clock: the plain request did not wait for timers.
  const firstDelayed = Math.min(...results.map((r) => r.doneAt))
  assert.ok(
    quickDoneAt < firstDelayed,
    `plain answered at ${quickDoneAt} ms, first delayed at ${firstDelayed} ms`,
  )
  assert.ok(quickTook < DELAY_MS, `plain request took ${quickTook} ms, as long as a delayed one`)
})
