import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { test } from 'node:test'
import { ROOT } from '../scripts/support/built-cli.ts'

/**
 * `npm run bench -- --smoke`: every scenario of the benchmark harness for a second at a small
 * scale, so the harness cannot rot. It checks that the harness runs and writes its table, not
 * the figures (a second of an unwarmed server says nothing about speed).
 */
test('the benchmark harness runs every scenario in smoke mode and writes its table', {
  // About a minute and a half on an idle machine; a generous bound, since wrk, the servers and
  // the harness share the machine with whatever else runs.
  timeout: 900_000,
}, async (t) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/main.ts', '--smoke'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // The harness stops its servers on SIGTERM (scripts/bench/main.ts), should the test end first.
  t.after(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  })
  let out = ''
  child.stdout.on('data', (d) => {
    out += d
  })
  child.stderr.on('data', (d) => {
    out += d
  })
  const [code] = await once(child, 'exit')
  assert.equal(code, 0, out)
  for (const figure of [
    'list: node:http ceiling',
    'list, no overlay: node:http ceiling',
    'list, no overlay: Mock Playground',
    'list, no identity: Mock Playground',
    'get, no overlay: Mock Playground',
    'list: json-server',
    'create (sqlite): Mock Playground',
    'graphql nested: Mock Playground',
    'ready at scale 10',
    'p99 _sort=email on comments',
    'RSS after 500 identities wrote once',
    'create (redis store), autocannon',
    'identities: live heap after 500',
    'events: p99 delivery latency',
    'events: memory per idle stream',
    'dataset: ready (db.json of',
    'dataset: p99 _embed=comments on posts (1 connection)',
    'dataset: RSS growth during a 100-row CSV export',
    'scale-out (redis store), 1 instance: Mock Playground',
    'scale-out (redis store), 2 instances',
    '2 instances on one Redis ≥ 1.8× one instance',
  ])
    assert.match(
      out,
      new RegExp(figure.replace(/[()]/g, '\\$&')),
      `the smoke run lacks "${figure}"`,
    )
  assert.match(out, /wrote \S+BENCHMARKS\.md/)
})
