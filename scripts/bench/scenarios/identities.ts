import { exited } from '../../support/built-cli.ts'
import {
  driveIdentities,
  liveHeapOf,
  mb,
  rssOf,
  startMeasuredCli,
} from '../../support/memory-probe.ts'
import type { Check, Figures, Session } from '../measure.ts'

/** Keep-alive connections the identities write over (the figures in BENCHMARKS.md used 32). */
const CONCURRENCY = 32
const MB = 1024 * 1024

/**
 * Memory of one instance (the built CLI, sqlite store) as `count` distinct identities each write
 * once: RSS and the live JavaScript heap (after two full collections) at start, after a warm-up
 * that fills every bounded in-process cache, every 10,000 identities, and at the end. The live
 * heap is taken only before the load and at its end, since a collection in between changes how
 * V8 sizes its heap, and so the RSS figures after it. Opt-in: `npm run bench -- --only identities`.
 */
export async function identities(
  session: Session,
  figures: Figures,
  count: number,
): Promise<Check[]> {
  const server = await startMeasuredCli(session.dir)
  const pid = server.child.pid as number
  const n = count.toLocaleString('en')
  try {
    const warmUp = Math.min(10_000, Math.floor(count / 5))
    console.log(
      `  ${n} identities, each one POST /api/v1/todos and one GET /api/v1/todos?limit=1 ` +
        `(${CONCURRENCY} keep-alive connections)`,
    )
    figures.add('identities: RSS at start', 'MB', rssOf(pid) / MB)
    figures.add('identities: live heap at start', 'MB', (await liveHeapOf(server)) / MB)
    const started = performance.now()
    await driveIdentities(server.url, {
      prefix: 'mem',
      from: 0,
      to: warmUp,
      concurrency: CONCURRENCY,
    })
    const warm = rssOf(pid)
    figures.add(`identities: RSS after ${warmUp.toLocaleString('en')} (warm-up)`, 'MB', warm / MB)
    let peak = warm
    let last = warm
    for (let from = warmUp; from < count; from += 10_000) {
      const to = Math.min(count, from + 10_000)
      await driveIdentities(server.url, { prefix: 'mem', from, to, concurrency: CONCURRENCY })
      last = rssOf(pid)
      peak = Math.max(peak, last)
      console.log(`  after ${to.toLocaleString('en')}: RSS ${mb(last)}`)
    }
    figures.add('identities: time to write once each', 'ms', performance.now() - started)
    figures.add(`identities: RSS after ${n}`, 'MB', last / MB)
    figures.add('identities: RSS peak sampled', 'MB', peak / MB)
    figures.add(`identities: live heap after ${n}`, 'MB', (await liveHeapOf(server)) / MB)
    const health = (await (await fetch(`${server.url}/health`)).json()) as {
      activeSessions?: number
    }
    if (health.activeSessions !== count)
      throw new Error(`${health.activeSessions} of ${n} identities were stored`)
    console.log(
      `  ${((last - warm) / Math.max(1, count - warmUp)).toFixed(0)} bytes of RSS per identity after the warm-up`,
    )
    return []
  } finally {
    server.child.kill('SIGTERM')
    await exited(server)
  }
}
