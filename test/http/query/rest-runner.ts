import assert from 'node:assert/strict'
import type { TestContext } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { API, assertProblem, type Client } from '../resources/support.ts'
import { QUERY_CASES, type QueryCase, urlOf } from './cases.ts'
import { type Expected, expect, type Rec, type View } from './oracle.ts'
import { prepare, type Scenario } from './scenario.ts'

/**
 * The headers a list answer is compared on
 * (docs/contract/lists-and-query-language.md#list-headers).
 */
const HEADERS = [
  'x-total-count',
  'x-playground-warning',
  'x-playground-ignored',
  'x-page',
  'x-limit',
  'x-total-pages',
] as const

/** A case's URL with every name and value percent-encoded, as a client would send it. */
export function encoded(url: string): string {
  const [path, search] = url.split('?') as [string, string?]
  if (search === undefined) return `${API}/${path}`
  const pairs = [...new URLSearchParams(search)].map(
    ([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`,
  )
  return `${API}/${path}?${pairs.join('&')}`
}

/** The same list with `name` set to `value`, every other parameter as it was. */
function withParam(url: string, name: string, value: string): string {
  const [path, search = ''] = url.split('?') as [string, string?]
  const params = new URLSearchParams(search)
  params.set(name, value)
  return `${path}?${params.toString()}`
}

interface ListAnswer {
  data: Rec[]
  pagination: Record<string, unknown>
}

async function fetchList(client: Client, url: string) {
  const res = await client.get(encoded(url))
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`)
  return { res, body: res.json() as ListAnswer }
}

/**
 * A cursor list walked to its end through `nextCursor`, then back to its start through
 * `prevCursor`: both walks must be the oracle's whole list, each record once.
 */
async function walkCursors(client: Client, url: string, expected: Expected) {
  const name = /(^|[?&])_cursor=/.test(url) ? '_cursor' : 'cursor'
  const { limit, total } = expected.pagination as { limit: number; total: number }
  const most = Math.ceil(total / limit) + 1
  const forward: Rec[][] = []
  let page = await fetchList(client, url)
  assert.equal(page.body.pagination.prevCursor, null, 'the first page has no prevCursor')
  for (;;) {
    const p = page.body.pagination
    assert.deepEqual(
      { limit: p.limit, total: p.total },
      { limit, total },
      `page ${forward.length + 1}`,
    )
    assert.equal(p.hasMore, p.nextCursor !== null, 'hasMore says whether nextCursor is given')
    assert.equal(page.res.headers['x-page'], undefined, 'no X-Page in cursor mode')
    forward.push(page.body.data)
    if (p.nextCursor === null) break
    assert.ok(forward.length < most, `more than ${most} pages of ${total} records, ${limit} a page`)
    page = await fetchList(client, withParam(url, name, p.nextCursor as string))
  }
  assert.deepEqual(forward.flat(), expected.all, 'the forward walk is the whole list, in order')

  const back: Rec[][] = [page.body.data]
  while (page.body.pagination.prevCursor !== null) {
    assert.ok(back.length < most + 1, 'the backward walk ends')
    page = await fetchList(client, withParam(url, name, page.body.pagination.prevCursor as string))
    assert.notEqual(page.body.pagination.nextCursor, null, 'a page before the last has a next')
    back.unshift(page.body.data)
  }
  assert.deepEqual(back.flat(), expected.all, 'the backward walk is the whole list, in order')
}

/** One case against the app, with the oracle's answer over `view`. */
export async function checkCase(client: Client, view: View, c: QueryCase, s: Scenario) {
  const url = urlOf(c, s)
  if (c.refused) {
    const res = await client.get(encoded(url))
    const problem = assertProblem(res, 400, c.refused.code ?? 'INVALID_QUERY')
    assert.equal(problem.errors?.[0]?.field, c.refused.param, res.body)
    assert.ok(String(problem.detail).includes(c.refused.param), `detail names ${c.refused.param}`)
    return
  }
  if (c.missing) {
    assertProblem(await client.get(encoded(url)), 404, 'NOT_FOUND')
    return
  }
  const expected = expect(view, url)
  if (!c.empty) assert.ok(expected.data.length > 0, `${url} finds records in the oracle`)
  const { res, body } = await fetchList(client, url)
  for (const h of HEADERS) assert.equal(res.headers[h], expected.headers[h], `header ${h}`)
  if (expected.mode !== 'cursor') {
    assert.deepEqual(
      body.data.map((r) => r.id),
      expected.data.map((r) => r.id),
    )
    assert.deepEqual(body.data, expected.data)
    assert.deepEqual(body.pagination, expected.pagination)
    return
  }
  await walkCursors(client, url, expected)
}

/** The whole table over REST: the scenario made in a fresh sandbox of `app`, then every case. */
export async function runQueryCases(t: TestContext, app: FastifyInstance) {
  const { client, scenario, view } = await prepare(app)
  for (const c of QUERY_CASES) {
    await t.test(c.name, () => checkCase(client, view, c, scenario))
  }
}
