import { type Check, check, type Figures, format, type Session } from '../measure.ts'
import type { Launched } from '../processes.ts'
import { ceiling, jsonServer, ours, writeJsonServerDb } from '../servers.ts'
import { type Load, rpsOf, runWrk } from '../wrk.ts'

const OVERLAY = { 'x-playground-identity': 'bench-overlay-30' }
const GQL_LIST = '{ posts(limit: 10) { id title } }'
const GQL_NESTED = `{
  users(limit: 10) {
    id name username avatar
    posts { id user_id userId title thumbnail
      comments { id post_id postId name email }
    }
  }
}`
const NEW_POST = JSON.stringify({ user_id: 1, title: 'benchmark post', body: 'x'.repeat(200) })
const gql = (query: string): Load => ({
  method: 'POST',
  path: '/graphql',
  headers: { ...OVERLAY, accept: 'application/json' },
  body: JSON.stringify({ query }),
})

/**
 * Issue 9 point 2: our service against json-server 0.17.4 and a bare node:http server, the
 * same loads alternating in every run so that each ratio compares figures taken side by side.
 */
export async function throughput(session: Session, figures: Figures): Promise<Check[]> {
  const { dir, runs, seconds, connections } = session
  const db = writeJsonServerDb(dir)
  const service = await ours(dir, 'reads')
  const json = await jsonServer(db, dir, 'json-server-reads')
  // The identity of the list figure holds 30 overlay entries (issue 9).
  for (let i = 1; i <= 30; i++) {
    const res = await fetch(`${service.url}/api/v1/posts`, {
      method: 'POST',
      headers: { ...OVERLAY, 'content-type': 'application/json' },
      body: JSON.stringify({
        user_id: 1 + (i % 10),
        title: `overlay post ${i}`,
        body: `body ${i}`,
      }),
    })
    if (res.status !== 200) throw new Error(`setup create answered ${res.status}`)
  }
  const body = async (path: string) =>
    (await fetch(`${service.url}${path}`, { headers: OVERLAY })).text()
  const top = await ceiling(
    {
      '/api/v1/posts': await body('/api/v1/posts'),
      '/api/v1/posts/1': await body('/api/v1/posts/1'),
    },
    dir,
  )

  const loads: Array<[string, string, Load]> = [
    ['list: node:http ceiling', top.url, { path: '/api/v1/posts' }],
    ['list: Mock Playground', service.url, { path: '/api/v1/posts', headers: OVERLAY }],
    ['list: json-server', json.url, { path: '/posts?_page=1&_limit=10' }],
    ['get: node:http ceiling', top.url, { path: '/api/v1/posts/1' }],
    ['get: Mock Playground', service.url, { path: '/api/v1/posts/1', headers: OVERLAY }],
    ['graphql list: Mock Playground', service.url, gql(GQL_LIST)],
    ['graphql nested: Mock Playground', service.url, gql(GQL_NESTED)],
  ]
  try {
    if (!session.smoke) {
      console.log('warming up')
      for (const [, url, load] of loads) await runWrk(url, load, connections, 2)
    }
    for (let run = 1; run <= runs; run++) {
      console.log(`throughput run ${run}/${runs}`)
      for (const [name, url, load] of loads)
        figures.add(name, 'req/s', ...rpsOf(await runWrk(url, load, connections, seconds)))
      // Writes start from a new database each run, so no run inherits a grown file.
      const writes: Array<[string, () => Promise<Launched>, Load]> = [
        [
          'create (sqlite): Mock Playground',
          () => ours(dir, `writes-${run}`),
          { method: 'POST', path: '/api/v1/posts', body: NEW_POST, uniqueIdentity: true },
        ],
        [
          'create: json-server',
          () => jsonServer(db, dir, `json-server-writes-${run}`),
          { method: 'POST', path: '/posts', body: NEW_POST },
        ],
      ]
      for (const [name, start, load] of writes) {
        const writer = await start()
        try {
          figures.add(name, 'req/s', ...rpsOf(await runWrk(writer.url, load, connections, seconds)))
        } finally {
          await writer.stop()
        }
      }
    }
  } finally {
    await Promise.all([service.stop(), json.stop(), top.stop()])
  }

  const m = (name: string) => figures.median(name)
  const pct = (r: number) => `${(100 * r).toFixed(0)} %`
  const times = (r: number) => `${r.toFixed(1)}×`
  // The ceiling in absolute terms beside its ratio, so that runs on different machines compare.
  const ofCeiling = (r: number, a: string, b: string) =>
    `${pct(r)} (${format(m(a), 'req/s')} of the ceiling's ${format(m(b), 'req/s')})`
  const list = 'list: Mock Playground'
  type Show = (ratio: number, a: string, b: string) => string
  const targets: Array<[string, string, string, number, Show]> = [
    ['list ≥ 50 % of the node:http ceiling', list, 'list: node:http ceiling', 0.5, ofCeiling],
    ['list ≥ 5× json-server', list, 'list: json-server', 5, times],
    [
      'get ≥ 60 % of the node:http ceiling',
      'get: Mock Playground',
      'get: node:http ceiling',
      0.6,
      ofCeiling,
    ],
    [
      'create (sqlite) ≥ 10× json-server',
      'create (sqlite): Mock Playground',
      'create: json-server',
      10,
      times,
    ],
    ['GraphQL list ≥ 50 % of the REST list', 'graphql list: Mock Playground', list, 0.5, pct],
    ['GraphQL nested ≥ 25 % of the REST list', 'graphql nested: Mock Playground', list, 0.25, pct],
  ]
  return targets.map(([target, a, b, min, show]) => {
    const ratio = m(a) / m(b)
    return check(figures, target, show(ratio, a, b), ratio >= min, [a, b])
  })
}
