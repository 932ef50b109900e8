import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { jsonServer } from '../scripts/bench/servers.ts'
import { serveBuiltCli } from '../scripts/support/built-cli.ts'
import { tempDir } from './helper.ts'

/**
 * docs/contract/db-json.md: json-server 0.17 and our CLI serve the same db.json, and every
 * query json-server's README documents answers the same records from both (ours inside the
 * `data` of a page), while two identities' writes stay apart.
 */

/** json-server 0.17's README example, word for word. */
const README_DB = {
  posts: [{ id: 1, title: 'json-server', author: 'typicode' }],
  comments: [{ id: 1, body: 'some comment', postId: 1 }],
  profile: { name: 'typicode' },
}

/** The same shape with enough records that sorting, slicing and operators choose among them. */
const RICHER_DB = {
  posts: Array.from({ length: 8 }, (_, i) => ({
    id: i + 1,
    title: ['json-server', 'internet fun', 'mock data', 'lowdb'][i % 4],
    author: i % 3 === 0 ? 'typicode' : 'someone',
    views: (i * 7) % 25,
    user: (i % 3) + 1,
  })),
  comments: Array.from({ length: 10 }, (_, i) => ({
    id: i + 1,
    body: `comment ${i + 1} on the internet`,
    postId: (i % 4) + 1,
    votes: (i * 5) % 9,
  })),
  profile: { name: 'typicode' },
}

/** The README's queries, as json-server documents them. */
const QUERIES = [
  '/posts',
  '/posts/1',
  '/comments',
  '/posts?title=json-server&author=typicode',
  '/posts?id=1&id=2',
  '/posts?_page=1&_limit=3',
  '/posts?_page=2&_limit=3',
  '/posts?_sort=views&_order=asc',
  '/posts?_sort=views&_order=desc',
  '/posts/1/comments?_sort=votes&_order=asc',
  '/posts?_sort=user,views&_order=desc,asc',
  '/posts?_start=2&_end=5',
  '/posts/1/comments?_start=0&_end=2',
  '/posts?_start=1&_limit=3',
  '/posts?views_gte=5&views_lte=20',
  '/posts?id_ne=1',
  '/posts?title_like=server',
  '/posts?title_like=^mock',
  '/posts?q=internet',
  '/posts?_embed=comments',
  '/posts/1?_embed=comments',
  '/comments?_expand=post',
  '/comments/1?_expand=post',
  '/posts/1/comments',
]

async function answers(base: string, path: string, prefix: string) {
  const res = await fetch(`${base}${prefix}${path}`)
  return { status: res.status, body: (await res.json()) as unknown }
}

for (const [name, db] of [
  ['README example', README_DB],
  ['richer example', RICHER_DB],
] as const) {
  describe(`json-server 0.17 and our CLI on the ${name}`, () => {
    test('every documented query answers the same records', async (t) => {
      const dir = tempDir(t)
      const file = join(dir, 'db.json')
      writeFileSync(file, JSON.stringify(db, null, 2))
      const theirs = await jsonServer(file, dir, 'json-server')
      t.after(() => theirs.stop())
      const ours = await serveBuiltCli(t, [file, '--store', 'memory'])

      for (const path of [...QUERIES, '/profile']) {
        const expected = await answers(theirs.url, path, '')
        const got = await answers(ours.url, path, '/api/v1')
        assert.equal(got.status, expected.status, path)
        // A list is a page for us: its records are the `data`.
        const records = Array.isArray(expected.body)
          ? (got.body as { data: unknown }).data
          : got.body
        assert.deepEqual(records, expected.body, path)
      }
    })
  })
}

test("two identities' writes over one db.json do not see each other", async (t) => {
  const dir = tempDir(t)
  const file = join(dir, 'db.json')
  writeFileSync(file, JSON.stringify(README_DB))
  const ours = await serveBuiltCli(t, [file, '--store', 'memory'])
  const call = (identity: string, method: string, path: string, body?: unknown) =>
    fetch(`${ours.url}/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-playground-identity': identity },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(async (res) => ({
      status: res.status,
      body: (await res.json()) as Record<string, unknown>,
    }))

  const made = await call('ana', 'POST', '/posts', { title: 'ana writes', author: 'ana' })
  assert.equal(made.status, 200)
  await call('ana', 'PATCH', '/profile', { name: 'ana' })
  await call('ana', 'DELETE', '/comments/1')
  type Page = { data: Array<{ title: string }> }
  const ana = (await call('ana', 'GET', '/posts')).body as Page
  const bo = (await call('bo', 'GET', '/posts')).body as Page
  assert.deepEqual(
    ana.data.map((p) => p.title),
    ['ana writes', 'json-server'],
  )
  assert.deepEqual(
    bo.data.map((p) => p.title),
    ['json-server'],
  )
  assert.deepEqual((await call('bo', 'GET', '/profile')).body, { name: 'typicode' })
  assert.equal((await call('ana', 'GET', '/profile')).body.name, 'ana')
  assert.equal((await call('bo', 'GET', '/comments/1')).status, 200)
  assert.equal((await call('ana', 'GET', '/comments/1')).status, 404)
})
