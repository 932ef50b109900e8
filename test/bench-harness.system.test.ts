import assert from 'node:assert/strict'
import { once } from 'node:events'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type TestContext, test } from 'node:test'
import { check, Figures, type Session } from '../scripts/bench/measure.ts'
import { render } from '../scripts/bench/report.ts'
import { p99Of, rpsOf, runWrk } from '../scripts/bench/wrk.ts'

/** wrk's timeout for these runs (whole seconds, its unit); real runs keep the default of 2 s. */
const TIMEOUT_SECONDS = 1
/** A held answer comes this long after its request: past the timeout, well within the run. */
const HELD_MS = 1500
const RUN_SECONDS = 4
/** On /mixed, the first requests are answered 500, the next few are held, the rest are fine. */
const ERRORS = 5
const HELD = 2

/**
 * A node:http server that fails on purpose: /mixed answers its first requests with 500 and holds
 * the next ones past wrk's timeout, /slow holds every answer past it, /never answers nothing.
 */
async function failingServer(t: TestContext) {
  let mixed = 0
  const timers = new Set<NodeJS.Timeout>()
  const hold = (res: ServerResponse) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      res.end('{}')
    }, HELD_MS)
    timers.add(timer)
  }
  const server = createServer((req, res) => {
    req.resume()
    if (req.url === '/never') return
    if (req.url === '/slow') return hold(res)
    mixed++
    if (mixed <= ERRORS) {
      res.statusCode = 500
      return res.end('{}')
    }
    if (mixed <= ERRORS + HELD) return hold(res)
    res.end('{}')
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  t.after(() => {
    for (const timer of timers) clearTimeout(timer)
    server.closeAllConnections()
    server.close()
  })
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const pct = (n: number, of: number) => {
  const share = (100 * n) / of
  return share < 0.1 ? '< 0.1 %' : `${share.toFixed(1)} %`
}
test('the harness reports the timeouts, error answers and silence of a wrk run instead of throwing', {
  timeout: 60_000,
}, async (t) => {
  const base = await failingServer(t)
  const options = { timeoutSeconds: TIMEOUT_SECONDS }
  const mixed = await runWrk(base, { path: '/mixed' }, 4, RUN_SECONDS, options)
  const slow = await runWrk(base, { path: '/slow' }, 2, RUN_SECONDS, options)
  const never = await runWrk(base, { path: '/never' }, 2, 1, options)

  // wrk counts each 500 as an error answer and each late answer as a timeout, both among its
  // answers; the share is of those answers.
  assert.equal(mixed.failures.errorAnswers, ERRORS)
  assert.ok(mixed.failures.timeouts >= HELD, JSON.stringify(mixed.failures))
  assert.equal(mixed.failures.socketErrors, 0)
  assert.equal(mixed.failures.requests, mixed.requests)
  // Every answer of /slow is late: all of them are timeouts, and none is in wrk's percentiles.
  assert.ok(slow.requests > 0)
  assert.equal(slow.failures.timeouts, slow.requests)
  assert.equal(never.failures.requests, 0)

  const figures = new Figures()
  figures.add('mixed: throughput', 'req/s', ...rpsOf(mixed))
  const { value: slowP99, ...slowNotes } = p99Of(slow)
  figures.add('slow: p99', 'ms', slowP99, slowNotes)
  const { value: neverP99, ...neverNotes } = p99Of(never)
  figures.add('never: p99', 'ms', neverP99, neverNotes)
  // A p99 of a run whose answers all timed out is the timeout as a lower bound, not wrk's figure.
  assert.equal(slowNotes.atLeast, true)
  assert.ok(slowP99 >= TIMEOUT_SECONDS * 1000)
  assert.equal(neverNotes.atLeast, true)
  assert.equal(neverP99, TIMEOUT_SECONDS * 1000)

  // Each target says "no" with its reason, though its own comparison passed.
  const checks = [
    check(figures, 'mixed: at least 1 req/s', 'fine', true, ['mixed: throughput']),
    check(figures, 'slow: p99 < 10 s', 'fine', true, ['slow: p99']),
    check(figures, 'never: p99 < 10 s', 'fine', true, ['never: p99']),
  ]
  assert.deepEqual(
    checks.map((c) => c.pass),
    [false, false, false],
  )
  const errorAnswers = `${ERRORS} error answers (${pct(ERRORS, mixed.requests)})`
  const timeouts = `${mixed.failures.timeouts} timeouts (${pct(mixed.failures.timeouts, mixed.requests)})`
  assert.equal(
    checks[0]?.measured,
    `fine; requests lost: mixed: throughput: ${timeouts}, ${errorAnswers} in run 1 of 1`,
  )
  assert.equal(
    checks[1]?.measured,
    `fine; requests lost: slow: p99: ${slow.requests} timeout${slow.requests === 1 ? '' : 's'} (100.0 %) in run 1 of 1`,
  )
  assert.equal(
    checks[2]?.measured,
    'fine; requests lost: never: p99: no request answered in run 1 of 1',
  )

  // BENCHMARKS.md's table shows the same, beside each figure and as the target's verdict.
  const session: Session = { runs: 1, seconds: RUN_SECONDS, connections: 4, smoke: true, dir: '' }
  const table = render(session, figures, checks, 'test')
  const rps = Math.round(mixed.rps).toLocaleString('en')
  assert.ok(
    table.includes(
      `| mixed: throughput | ${rps} req/s; ${timeouts}, ${errorAnswers} | **${rps} req/s**, requests lost in 1 of 1 runs |`,
    ),
    table,
  )
  assert.match(
    table,
    /\| slow: p99 \| ≥ [\d,]+ ms; \d+ timeouts? \(100\.0 %\) \| \*\*≥ [\d,]+ ms\*\*/,
  )
  assert.match(table, /\| never: p99 \| ≥ 1,000 ms; no request answered \| \*\*≥ 1,000 ms\*\*/)
  assert.match(table, /\| mixed: at least 1 req\/s \| fine; requests lost: .* \| \*\*no\*\* \|/)
})

test('a wrk that cannot run still stops the harness', async () => {
  await assert.rejects(runWrk('not a url', { path: '/' }, 1, 1), /wrk exited with 1/)
})
