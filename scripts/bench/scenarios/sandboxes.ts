import autocannon from 'autocannon'
import {
  autocannonFailures,
  type Check,
  check,
  type Failures,
  type Figures,
  type Session,
} from '../measure.ts'
import { ours } from '../servers.ts'
import { rpsOf, runWrk } from '../wrk.ts'

const READER = { 'x-playground-identity': 'bench-sandboxes-reader' }

/**
 * `count` distinct identities each create one todo (autocannon, `connections` at a time); what
 * failed is counted for the figure, so a slow machine's timeouts mark it rather than stop the run.
 */
async function crowd(url: string, count: number, connections: number): Promise<Failures> {
  let n = 0
  const result = await autocannon({
    url: `${url}/api/v1/todos`,
    connections,
    amount: count,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: 1, title: 'one write' }),
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'x-playground-identity': `crowd-${++n}` },
        }),
      },
    ],
  })
  const failures = autocannonFailures(result)
  // Every request is answered or failed: fewer means the harness, not the service, is wrong.
  if (failures.requests < count)
    throw new Error(`crowd: autocannon accounts for ${failures.requests} of ${count} requests`)
  return failures
}

/**
 * Issue 9 point 4: `count` identities that each wrote once cost bounded memory and leave a
 * fresh identity's reads as fast as on an empty store.
 */
export async function sandboxes(
  session: Session,
  figures: Figures,
  count: number,
): Promise<Check[]> {
  const { dir, runs, seconds, connections } = session
  const empty = await ours(dir, 'sandboxes-empty')
  const crowded = await ours(dir, 'sandboxes-crowded')
  try {
    const load = { path: '/api/v1/posts', headers: READER }
    // Both warmed by the same reads before the crowd arrives, so the RSS figures compare.
    await runWrk(empty.url, load, connections, session.smoke ? 1 : 3)
    await runWrk(crowded.url, load, connections, session.smoke ? 1 : 3)
    figures.add('RSS, empty store', 'MB', empty.rssMb())
    const started = performance.now()
    const failures = await crowd(crowded.url, count, connections)
    console.log(
      `  ${count} identities wrote once in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    figures.add(
      `RSS after ${count.toLocaleString('en')} identities wrote once`,
      'MB',
      crowded.rssMb(),
      { failures },
    )
    for (let run = 1; run <= runs; run++) {
      console.log(`sandboxes run ${run}/${runs}`)
      figures.add(
        'fresh identity list, empty store',
        'req/s',
        ...rpsOf(await runWrk(empty.url, load, connections, seconds)),
      )
      figures.add(
        `fresh identity list, ${count.toLocaleString('en')} sandboxes`,
        'req/s',
        ...rpsOf(await runWrk(crowded.url, load, connections, seconds)),
      )
    }
    figures.add(
      `RSS after the reads, ${count.toLocaleString('en')} sandboxes`,
      'MB',
      crowded.rssMb(),
    )
  } finally {
    await Promise.all([empty.stop(), crowded.stop()])
  }
  const n = count.toLocaleString('en')
  const rss = Math.max(
    figures.median(`RSS after ${n} identities wrote once`),
    figures.median(`RSS after the reads, ${n} sandboxes`),
  )
  const lists = [`fresh identity list, ${n} sandboxes`, 'fresh identity list, empty store']
  const ratio = figures.median(lists[0] as string) / figures.median(lists[1] as string)
  return [
    check(figures, `RSS < 500 MB with ${n} sandboxes`, `${rss.toFixed(0)} MB`, rss < 500, [
      `RSS after ${n} identities wrote once`,
    ]),
    check(
      figures,
      `fresh identity's list with ${n} sandboxes within 20 % of an empty store`,
      `${(100 * ratio).toFixed(0)} %`,
      ratio >= 0.8,
      lists,
    ),
  ]
}
