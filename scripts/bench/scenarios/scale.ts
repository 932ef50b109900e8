import { type Check, check, type Figures, latency, type Session } from '../measure.ts'
import { ours } from '../servers.ts'
import { rpsOf, runWrk } from '../wrk.ts'

const READER = { 'x-playground-identity': 'bench-scale-reader' }
const WRITER = { 'x-playground-identity': 'bench-scale-writer' }

/**
 * Issue 9 point 3: a baseline `scale` times the hosted one is ready quickly, pages as cheaply
 * as scale 1, and answers `q` and `_sort` over every comment in under 100 ms at p99; so do a
 * page of posts with their comments embedded, a filter, `_like` and cursor pages
 * (docs/contract/lists-and-query-language.md#cursor-pagination). Each p99 is of answers built
 * afresh, never of kept ones (issue 22 bounds the query's cost).
 */
export async function scale(session: Session, figures: Figures, factor: number): Promise<Check[]> {
  const { dir, runs, seconds, connections } = session
  const word = 'protocol'
  type Search = [string, string, Record<string, string>]
  // Issue 9's searches and sorts.
  const searchesAndSorts: Search[] = [
    [`q=${word} on comments, fresh identity`, `/api/v1/comments?q=${word}&page=3`, READER],
    [
      `q=${word} on comments, identity with an overlay`,
      `/api/v1/comments?q=${word}&page=3`,
      WRITER,
    ],
    [
      '_sort=email on comments, fresh identity',
      '/api/v1/comments?_sort=email&_order=desc&page=3',
      READER,
    ],
    [
      '_sort=email on comments, identity with an overlay',
      '/api/v1/comments?_sort=email&page=3',
      WRITER,
    ],
  ]
  // Issue 13's (docs/contract/lists-and-query-language.md#speed), whose bound issue 22 restates;
  // the cursor pages join them below.
  const issue13: Search[] = [
    // docs/contract/lists-and-query-language.md#speed: a page of 30 posts, each with its comments;
    // the writer's overlay comments are on posts 1 to 30, so the first page merges them.
    ['_embed=comments on posts, fresh identity', '/api/v1/posts?limit=30&_embed=comments', READER],
    [
      '_embed=comments on posts, identity with an overlay',
      '/api/v1/posts?limit=30&_embed=comments',
      WRITER,
    ],
    // docs/contract/lists-and-query-language.md#filters: a filter over every comment, `_like` over
    // every post title.
    ['post_id_gte filter on comments', '/api/v1/comments?post_id_gte=150000&page=3', WRITER],
    ['title_like=^(re|syn) on posts', '/api/v1/posts?title_like=%5E(re%7Csyn)&page=2', WRITER],
  ]
  const small = await ours(dir, 'scale-1')
  const big = await ours(dir, `scale-${factor}`, { BASELINE_SCALE: String(factor) })
  try {
    // An overlay that the searches and sorts must merge: 30 new comments and 10 changed ones.
    for (let i = 1; i <= 30; i++) {
      await fetch(`${big.url}/api/v1/comments`, {
        method: 'POST',
        headers: { ...WRITER, 'content-type': 'application/json' },
        body: JSON.stringify({
          post_id: i,
          name: `overlay ${i}`,
          email: `w${i}@example.com`,
          body: 'protocol',
        }),
      })
      if (i <= 10)
        await fetch(`${big.url}/api/v1/comments/${i * 997}`, {
          method: 'PATCH',
          headers: { ...WRITER, 'content-type': 'application/json' },
          body: JSON.stringify({ email: `changed${i}@example.com` }),
        })
    }
    // Cursor pages (docs/contract/lists-and-query-language.md#cursor-pagination): the second page
    // of a plain and of a sorted list, whose cursors the first pages hand out.
    for (const [name, first] of [
      ['cursor page of comments', '/api/v1/comments?limit=30&cursor='],
      ['cursor page of comments by email', '/api/v1/comments?limit=30&_sort=email&cursor='],
    ] as const) {
      const res = await fetch(`${big.url}${first}`, { headers: WRITER })
      const { pagination } = (await res.json()) as { pagination: { nextCursor: string } }
      issue13.push([name, `${first}${pagination.nextCursor}`, WRITER])
    }
    const searches = [...searchesAndSorts, ...issue13]
    // The first `q` or `_sort` of a field builds its kept order or texts (reported, not timed).
    for (const [name, path, headers] of searches) {
      const started = performance.now()
      const res = await fetch(`${big.url}${path}`, { headers })
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
      await res.arrayBuffer()
      console.log(`  first ${name}: ${(performance.now() - started).toFixed(0)} ms`)
    }
    for (let run = 1; run <= runs; run++) {
      console.log(`scale run ${run}/${runs}`)
      const fresh = await ours(dir, `scale-${factor}-start-${run}`, {
        BASELINE_SCALE: String(factor),
      })
      figures.add(`ready at scale ${factor}`, 'ms', fresh.readyMs)
      await fresh.stop()
      for (const [name, server] of [
        ['list at scale 1', small],
        [`list at scale ${factor}`, big],
      ] as const)
        figures.add(
          name,
          'req/s',
          ...rpsOf(
            await runWrk(
              server.url,
              { path: '/api/v1/posts', headers: READER },
              connections,
              seconds,
            ),
          ),
        )
      for (const [name, path, headers] of searches) {
        const { value, ...notes } = (
          await latency(`${big.url}${path}`, headers, seconds, { built: true })
        ).p99
        figures.add(`p99 ${name}`, 'ms', value, notes)
      }
    }
  } finally {
    await Promise.all([small.stop(), big.stop()])
  }
  const lists = [`list at scale ${factor}`, 'list at scale 1']
  const ratio = figures.median(lists[0] as string) / figures.median(lists[1] as string)
  const p99s = (of: Search[]) => of.map(([name]) => `p99 ${name}`)
  const worstOf = (names: string[]) => Math.max(...names.map((name) => figures.median(name)))
  return [
    {
      target: `ready in < 10 s at scale ${factor}`,
      measured: `${(figures.median(`ready at scale ${factor}`) / 1000).toFixed(1)} s`,
      pass: figures.median(`ready at scale ${factor}`) < 10_000,
    },
    check(
      figures,
      `list at scale ${factor} within 20 % of scale 1`,
      `${(100 * ratio).toFixed(0)} %`,
      ratio >= 0.8,
      lists,
    ),
    check(
      figures,
      `q and _sort on comments at scale ${factor}: p99 < 100 ms (1 connection)`,
      `${worstOf(p99s(searchesAndSorts)).toFixed(0)} ms`,
      worstOf(p99s(searchesAndSorts)) < 100,
      p99s(searchesAndSorts),
    ),
    check(
      figures,
      `issue 13's filter, _like, _embed=comments and cursor pages at scale ${factor}: p99 < 100 ms (1 connection; issue 22)`,
      `${worstOf(p99s(issue13)).toFixed(0)} ms`,
      worstOf(p99s(issue13)) < 100,
      p99s(issue13),
    ),
  ]
}
