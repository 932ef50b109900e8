import { type Check, check, type Figures, format, type Session } from '../measure.ts'
import type { Launched } from '../processes.ts'
import { ceiling, jsonServer, ours, writeJsonServerDb } from '../servers.ts'
import { type Load, rpsOf, runWrk } from '../wrk.ts'

const OVERLAY = { 'x-playground-identity': 'bench-overlay-30' }
/** A named identity that never writes: its answers are the baseline's (issue 22). */
const EMPTY = { 'x-playground-identity': 'bench-empty' }
/**
 * The ceiling answers by URL, and the list of an identity without an overlay is other bytes
 * than the overlay's list: it gets a path of its own there (the query costs the ceiling nothing).
 */
const CEILING_LIST_EMPTY = '/api/v1/posts?no-overlay'
const GQL_LIST = '{ posts(limit: 10) { id title } }'
/** The root surface's page, as JSONPlaceholder's and json-server's clients ask it. */
const ROOT_PAGE = '/posts?_page=1&_limit=10'
/** Fifty photos, a bare array at the root. */
const ALBUM_PHOTOS = '/albums/1/photos'
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
 * Issue 22 adds the list and get of an identity without an overlay and the list of a request
 * with no identity at all, each against a ceiling serving its very bytes.
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
  const body = async (path: string, headers: Record<string, string>) =>
    (await fetch(`${service.url}${path}`, { headers })).text()
  const lists = {
    overlay: await body('/api/v1/posts', OVERLAY),
    empty: await body('/api/v1/posts', EMPTY),
    anonymous: await body('/api/v1/posts', {}),
  }
  // The root surface (json-server's paths): a page, the bare list of every post, an album's photos.
  const root = {
    page: await body(ROOT_PAGE, OVERLAY),
    all: await body('/posts', OVERLAY),
    photos: await body(ALBUM_PHOTOS, OVERLAY),
  }
  const gets = {
    overlay: await body('/api/v1/posts/1', OVERLAY),
    empty: await body('/api/v1/posts/1', EMPTY),
  }
  // The ceiling serves one body per path; these are what lets one serve two figures.
  if (lists.anonymous !== lists.empty)
    throw new Error('a fresh identity and a named one without an overlay listed different posts')
  if (gets.overlay !== gets.empty)
    throw new Error('post 1 differs with and without an overlay that never touched it')
  const top = await ceiling(
    {
      '/api/v1/posts': lists.overlay,
      [CEILING_LIST_EMPTY]: lists.empty,
      '/api/v1/posts/1': gets.overlay,
      [ROOT_PAGE]: root.page,
      '/posts': root.all,
      [ALBUM_PHOTOS]: root.photos,
    },
    dir,
  )

  // Figure names without a qualifier are issue 9's (30 overlay entries), kept so that runs in
  // BENCHMARKS.md compare. "No identity": no header and no cookie, so every request mints an
  // identity and is answered with its Set-Cookie; its body is the list without an overlay.
  const loads: Array<[string, string, Load]> = [
    ['list: node:http ceiling', top.url, { path: '/api/v1/posts' }],
    ['list, no overlay: node:http ceiling', top.url, { path: CEILING_LIST_EMPTY }],
    ['list: Mock Playground', service.url, { path: '/api/v1/posts', headers: OVERLAY }],
    ['list, no overlay: Mock Playground', service.url, { path: '/api/v1/posts', headers: EMPTY }],
    ['list, no identity: Mock Playground', service.url, { path: '/api/v1/posts' }],
    ['list: json-server', json.url, { path: '/posts?_page=1&_limit=10' }],
    ['get: node:http ceiling', top.url, { path: '/api/v1/posts/1' }],
    ['get: Mock Playground', service.url, { path: '/api/v1/posts/1', headers: OVERLAY }],
    ['get, no overlay: Mock Playground', service.url, { path: '/api/v1/posts/1', headers: EMPTY }],
    ['root page: node:http ceiling', top.url, { path: ROOT_PAGE }],
    ['root page: Mock Playground', service.url, { path: ROOT_PAGE, headers: OVERLAY }],
    ['root, all posts: node:http ceiling', top.url, { path: '/posts' }],
    ['root, all posts: Mock Playground', service.url, { path: '/posts', headers: OVERLAY }],
    ["root, an album's photos: node:http ceiling", top.url, { path: ALBUM_PHOTOS }],
    [
      "root, an album's photos: Mock Playground",
      service.url,
      { path: ALBUM_PHOTOS, headers: OVERLAY },
    ],
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
  const rps = (name: string) => format(m(name), 'req/s')
  const pct = (r: number) => `${(100 * r).toFixed(0)} %`
  const times = (r: number) => `${r.toFixed(1)}×`
  // The ceiling in absolute terms beside every ratio, so that runs on different machines compare.
  const ofCeiling = (r: number, a: string, b: string) =>
    `${pct(r)} (${rps(a)} of the ceiling's ${rps(b)})`
  const besideCeiling = (shown: string, a: string, b: string) =>
    `${shown} (${rps(a)} against ${rps(b)}; the list's ceiling ${rps('list: node:http ceiling')})`
  const list = 'list: Mock Playground'
  const nested = 'graphql nested: Mock Playground'
  const timeouts = (name: string) =>
    figures.get(name).failures.reduce((sum, f) => sum + (f?.timeouts ?? 0), 0)
  type Show = (ratio: number, a: string, b: string) => string
  const targets: Array<[string, string, string, number, Show]> = [
    [
      'list, no overlay ≥ 80 % of the node:http ceiling (issue 22)',
      'list, no overlay: Mock Playground',
      'list, no overlay: node:http ceiling',
      0.8,
      ofCeiling,
    ],
    [
      'list, 30 overlay entries ≥ 50 % of the node:http ceiling (issue 22)',
      list,
      'list: node:http ceiling',
      0.5,
      ofCeiling,
    ],
    [
      'get, no overlay ≥ 80 % of the node:http ceiling (issue 22)',
      'get, no overlay: Mock Playground',
      'get: node:http ceiling',
      0.8,
      ofCeiling,
    ],
    [
      'get, 30 overlay entries ≥ 60 % of the node:http ceiling (issue 22)',
      'get: Mock Playground',
      'get: node:http ceiling',
      0.6,
      ofCeiling,
    ],
    // The same answer but for the identity: what minting one and its Set-Cookie cost.
    [
      'list, no identity ≥ 0.9× the list of a named identity without an overlay (issue 22)',
      'list, no identity: Mock Playground',
      'list, no overlay: Mock Playground',
      0.9,
      (r, a, b) => besideCeiling(`${r.toFixed(2)}×`, a, b),
    ],
    [
      'list, 30 overlay entries ≥ 10× json-server (issue 22)',
      list,
      'list: json-server',
      10,
      (r, a, b) => besideCeiling(times(r), a, b),
    ],
    [
      'durable create (sqlite) ≥ 20× json-server (issue 22)',
      'create (sqlite): Mock Playground',
      'create: json-server',
      20,
      (r, a, b) => besideCeiling(times(r), a, b),
    ],
    // The same page in json-server's words: the door answers both.
    [
      'root page (/posts?_page=1&_limit=10) ≥ 0.9× the /api/v1 list (issue 37)',
      'root page: Mock Playground',
      list,
      0.9,
      (r, a, b) => besideCeiling(`${r.toFixed(2)}×`, a, b),
    ],
    [
      'root, all posts ≥ 50 % of the node:http ceiling serving its bytes (issue 37)',
      'root, all posts: Mock Playground',
      'root, all posts: node:http ceiling',
      0.5,
      ofCeiling,
    ],
    [
      "root, an album's 50 photos ≥ 50 % of the node:http ceiling serving its bytes (issue 37)",
      "root, an album's photos: Mock Playground",
      "root, an album's photos: node:http ceiling",
      0.5,
      ofCeiling,
    ],
    [
      'GraphQL list ≥ 50 % of the REST list',
      'graphql list: Mock Playground',
      list,
      0.5,
      (r, a, b) => besideCeiling(pct(r), a, b),
    ],
    // check() says no on any timeout; the count is shown even when it is none, as issue 22 asks.
    [
      'GraphQL nested ≥ 25 % of the REST list (30 overlay entries), 0 timeouts (issue 22)',
      nested,
      list,
      0.25,
      (r, a, b) =>
        besideCeiling(`${pct(r)}, ${timeouts(nested).toLocaleString('en')} timeouts`, a, b),
    ],
  ]
  return targets.map(([target, a, b, min, show]) => {
    const ratio = m(a) / m(b)
    return check(figures, target, show(ratio, a, b), ratio >= min, [a, b])
  })
}
