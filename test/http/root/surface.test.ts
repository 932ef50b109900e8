import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { serveBuiltCli } from '../../../scripts/support/built-cli.ts'
import { readDataset } from '../../../src/domain/dataset/read.ts'
import { appPerSuite, as, build, STORES, sandboxes, tempDir } from '../../helper.ts'

/**
 * The root surface (docs/contract/root-surface.md): json-server 0.17's paths and wire format over
 * the same collections and sandboxes as /api/v1, as JSONPlaceholder's guide and json-server
 * front ends call it.
 */

type Rec = Record<string, unknown> & { id: unknown }
const DB = readDataset(
  JSON.stringify({
    books: [
      { id: 1, title: 'Dune', year: 1965 },
      { id: 2, title: 'Emma', year: 1815 },
    ],
    ready: [{ id: 1, name: 'kept under /api/v1' }],
    profile: { name: 'typicode' },
  }),
)

for (const store of STORES) {
  describe(`the root surface (${store})`, () => {
    const app = appPerSuite({ store })
    const name = sandboxes()

    test('a list is a bare array of every matching record, the query language unchanged', async () => {
      const me = as(await app(), name('lists'))
      const all = await me.get('/posts')
      assert.equal(all.statusCode, 200)
      const posts = all.json() as Rec[]
      assert.ok(Array.isArray(posts))
      assert.equal(posts.length, 100)
      assert.equal(all.headers['x-total-count'], '100')
      assert.equal(all.headers.link, undefined)
      const total = (url: string) => me.get(url).then((r) => Number(r.headers['x-total-count']))
      const mine = (await me.get('/posts?userId=2&_sort=title&_order=desc')).json() as Rec[]
      assert.equal(mine.length, await total('/api/v1/posts?userId=2'))
      assert.ok(mine.length > 1 && mine.every((p) => p.userId === 2))
      const titles = mine.map((p) => String(p.title).toLowerCase())
      assert.deepEqual(titles, [...titles].sort().reverse())
      // No page-size cap at the root: every comment in one answer.
      const comments = await total('/api/v1/comments')
      assert.ok(comments > 100)
      assert.equal(((await me.get('/comments?_limit=5000')).json() as Rec[]).length, comments)
      const nested = (await me.get('/posts/3/comments')).json() as Rec[]
      assert.equal(nested.length, await total('/api/v1/posts/3/comments'))
      assert.ok(nested.length > 0 && nested.every((c) => c.postId === 3))
      const embedded = (await me.get('/posts/3?_embed=comments')).json() as { comments: Rec[] }
      assert.equal(embedded.comments.length, nested.length)
      // JSONPlaceholder's albums and photos: an album's fifty photos, a user's ten albums.
      const photos = (await me.get('/albums/1/photos')).json() as Rec[]
      assert.equal(photos.length, 50)
      assert.ok(photos.every((p) => p.albumId === 1 && typeof p.thumbnailUrl === 'string'))
      assert.equal(((await me.get('/users/1/albums')).json() as Rec[]).length, 10)
    })

    test("relations as react-admin's providers name them: `embed=[...]`, and `_embed` of a parent", async () => {
      const me = as(await app(), name('embeds'))
      const q = (names: string[]) => encodeURIComponent(JSON.stringify(names))
      // ra-data-json-server's singular form: the post's author, as `_expand=user` gives it.
      const withUser = (await me.get('/posts/3?_embed=user')).json() as { user: Rec }
      const expanded = (await me.get('/posts/3?_expand=user')).json() as { user: Rec }
      assert.equal(withUser.user.id, expanded.user.id)
      assert.equal(typeof withUser.user.name, 'string')
      // ra-data-simple-rest's `meta.embed`, on a list and on a record, children and parent alike.
      const page = (
        await me.get(`/posts?_start=0&_end=2&embed=${q(['comments'])}`)
      ).json() as Array<{
        id: number
        comments: Rec[]
      }>
      assert.deepEqual(
        page.map((p) => p.id),
        [1, 2],
      )
      for (const post of page) {
        assert.ok(post.comments.length > 0)
        assert.ok(post.comments.every((c) => c.postId === post.id))
      }
      const both = (await me.get(`/posts/1?embed=${q(['comments', 'user'])}`)).json() as {
        comments: Rec[]
        user: Rec
      }
      assert.equal(both.user.id, 1)
      assert.ok(both.comments.length > 0)
      // A name neither takes is still a 400 naming what is valid; `embed` must be a JSON list.
      const unknown = await me.get('/posts/1?_embed=author')
      assert.equal(unknown.statusCode, 400)
      assert.match(unknown.json().detail, /comments/)
      const bad = await me.get('/posts?embed=comments')
      assert.equal(bad.statusCode, 400)
      assert.match(bad.json().detail, /embed/)
      // /api/v1 keeps its contract: `_embed` takes children only.
      assert.equal((await me.get('/api/v1/posts/3?_embed=user')).statusCode, 400)
      // A relation is a read of what it reaches, however it is named (ADR 0014).
      for (const url of ['/posts/3?_embed=user', `/posts/3?embed=${q(['user'])}`]) {
        const refused = await me.send({
          method: 'GET',
          url,
          headers: { 'x-simulate-scopes': 'posts:read' },
        })
        assert.equal(refused.statusCode, 403, url)
        assert.equal(refused.json().code, 'RBAC_SCOPE_FORBIDDEN', url)
      }
    })

    test('a page or a slice carries X-Total-Count and Link in json-server names', async () => {
      const me = as(await app(), name('pages'))
      const page = await me.get('/posts?_page=2&_limit=5')
      assert.deepEqual(
        (page.json() as Rec[]).map((p) => p.id),
        [6, 7, 8, 9, 10],
      )
      assert.equal(page.headers['x-total-count'], '100')
      const link = String(page.headers.link)
      assert.match(link, /[?&]_page=1&_limit=5>; rel="first"/)
      assert.match(link, /[?&]_page=1&_limit=5>; rel="prev"/)
      assert.match(link, /[?&]_page=3&_limit=5>; rel="next"/)
      assert.match(link, /[?&]_page=20&_limit=5>; rel="last"/)
      assert.equal(page.headers['x-page'], undefined)
      // `_page` alone pages by 10; `_limit` alone is the first records.
      assert.equal(((await me.get('/posts?_page=3')).json() as Rec[])[0]?.id, 21)
      assert.deepEqual(
        ((await me.get('/todos?_limit=2')).json() as Rec[]).map((t) => t.id),
        [1, 2],
      )
      const slice = await me.get('/posts?_start=10&_end=13')
      assert.deepEqual(
        (slice.json() as Rec[]).map((p) => p.id),
        [11, 12, 13],
      )
      assert.equal(slice.headers['x-total-count'], '100')
    })

    test('writes answer as json-server does, and are the same records as /api/v1', async () => {
      const me = as(await app(), name('writes'))
      const created = await me.post('/posts', { userId: 1, title: 'at the root', body: 'b' })
      assert.equal(created.statusCode, 201)
      const post = created.json() as Rec
      assert.equal(created.headers.location, `/posts/${post.id}`)
      assert.equal((await me.get(`/api/v1/posts/${post.id}`)).json().title, 'at the root')
      const patched = await me.patch(`/posts/${post.id}`, { title: 'patched' })
      assert.equal(patched.statusCode, 200)
      assert.equal(patched.json().title, 'patched')
      const replaced = await me.put('/posts/1', { userId: 1, title: 'replaced', body: 'x' })
      assert.equal(replaced.statusCode, 200)
      assert.equal((await me.get('/api/v1/posts/1')).json().title, 'replaced')
      const viaApi = (await me.post('/api/v1/todos', { userId: 1, title: 'from v1' })).json()
      assert.equal((await me.get(`/todos/${viaApi.id}`)).json().title, 'from v1')
      const removed = await me.delete(`/posts/${post.id}`)
      assert.equal(removed.statusCode, 200)
      assert.deepEqual(removed.json(), {})
      assert.equal((await me.get(`/api/v1/posts/${post.id}`)).statusCode, 404)
    })

    test('an id the view does not hold is 404 with {}, whatever its form', async () => {
      const me = as(await app(), name('missing'))
      for (const id of ['999999', 'abc', 'local-00000000-0000-4000-8000-000000000000']) {
        for (const res of [
          await me.get(`/posts/${id}`),
          await me.put(`/posts/${id}`, { userId: 1, title: 't', body: 'b' }),
          await me.patch(`/posts/${id}`, { title: 't' }),
          await me.delete(`/posts/${id}`),
        ]) {
          assert.equal(res.statusCode, 404, `${res.raw.req.method} /posts/${id}`)
          assert.deepEqual(res.json(), {})
        }
      }
      // Bad input is the same problem as on /api/v1.
      const bad = await me.get('/posts?_page=0')
      assert.equal(bad.statusCode, 400)
      assert.equal(bad.headers['content-type'], 'application/problem+json; charset=utf-8')
    })

    test("react-admin's sort, range and filter answer the slice with Content-Range", async () => {
      const me = as(await app(), name('react-admin'))
      const q = (s: string) => encodeURIComponent(s)
      const res = await me.get(
        `/posts?sort=${q('["id","DESC"]')}&range=${q('[0,4]')}&filter=${q('{"userId":[1,2]}')}`,
      )
      assert.equal(res.statusCode, 200)
      const v1 = (await me.get('/api/v1/posts?userId=1&userId=2&_sort=-id&limit=5')).json()
      assert.deepEqual(
        (res.json() as Rec[]).map((p) => p.id),
        v1.data.map((p: Rec) => p.id),
      )
      assert.equal(res.headers['content-range'], `posts 0-4/${v1.pagination.total}`)
      const search = await me.get(`/users?filter=${q('{"q":"bret"}')}&range=${q('[0,9]')}`)
      assert.equal(search.headers['content-range'], 'users 0-0/1')
      for (const [param, value] of [
        ['sort', '["id"'],
        ['range', '[5,1]'],
        ['filter', '[1,2]'],
      ] as const) {
        const refused = await me.get(`/posts?${param}=${q(value)}`)
        assert.equal(refused.statusCode, 400, param)
        assert.equal(refused.json().code, 'INVALID_QUERY')
        assert.equal(refused.json().errors[0].field, param)
      }
    })

    test('a caller naming no sandbox gets the sandbox of its address and Origin', async () => {
      const a = await app()
      const post = (origin?: string, remoteAddress = '127.0.0.1') =>
        a.inject({
          method: 'POST',
          url: '/todos',
          remoteAddress,
          headers: origin ? { origin } : {},
          payload: { userId: 1, title: `anonymous ${origin ?? 'none'}` },
        })
      const list = (origin?: string, remoteAddress = '127.0.0.1') =>
        a.inject({
          method: 'GET',
          url: '/todos?title_like=anonymous',
          remoteAddress,
          headers: origin ? { origin } : {},
        })
      const created = await post('http://localhost:5173')
      assert.equal(created.statusCode, 201)
      assert.equal(created.headers['set-cookie'], undefined)
      const again = await list('http://localhost:5173')
      assert.equal(again.headers['x-playground-identity'], created.headers['x-playground-identity'])
      assert.deepEqual(
        (again.json() as Rec[]).map((t) => t.title),
        ['anonymous http://localhost:5173'],
      )
      assert.deepEqual((await list('http://localhost:3000')).json(), [])
      assert.deepEqual((await list('http://localhost:5173', '127.0.0.2')).json(), [])
      // /api/v1 keeps its rule: a new sandbox and its cookie.
      const v1 = await a.inject({ method: 'GET', url: '/api/v1/todos?title_like=anonymous' })
      assert.match(String(v1.headers['set-cookie']), /^pg_identity=/)
      assert.deepEqual(v1.json().data, [])
    })

    test("GET /db is the caller's view of every collection", async () => {
      const me = as(await app(), name('db'))
      await me.post('/users', { name: 'New', username: 'new', email: 'n@example.com' })
      const db = (await me.get('/db')).json() as Record<string, Rec[]>
      for (const name of ['users', 'posts', 'comments', 'todos']) {
        const total = Number((await me.get(`/api/v1/${name}`)).headers['x-total-count'])
        assert.equal(db[name]?.length, total, name)
      }
      assert.equal(db.users?.at(0)?.username, 'new')
    })
  })
}

describe('the root surface, configured', () => {
  test('--anonymous new: a new sandbox per request for a caller naming none', async (t) => {
    const app = await build(t, { anonymous: 'new' })
    const created = await app.inject({
      method: 'POST',
      url: '/todos',
      payload: { userId: 1, title: 'forgotten' },
    })
    assert.equal(created.statusCode, 201)
    const listed = await app.inject({ method: 'GET', url: '/todos?title=forgotten' })
    assert.deepEqual(listed.json(), [])
    assert.notEqual(
      listed.headers['x-playground-identity'],
      created.headers['x-playground-identity'],
    )
  })

  test('--max-bare-list: a longer whole list is a 400 naming _limit; pages and slices hold at most it', async (t) => {
    const me = as(await build(t, { maxBareList: 50 }), 'capped')
    const refused = await me.get('/comments')
    assert.equal(refused.statusCode, 400)
    assert.equal(refused.json().errors[0].field, '_limit')
    assert.match(refused.json().detail, /holds \d+ records, more than the 50 /)
    const few = Number((await me.get('/api/v1/posts?userId=1')).headers['x-total-count'])
    assert.equal(((await me.get('/posts?userId=1')).json() as Rec[]).length, few)
    assert.equal(((await me.get('/comments?_limit=80')).json() as Rec[]).length, 50)
  })

  test("a db.json's collections and singulars at the root; a name the service keeps stays under /api/v1", async (t) => {
    const me = as(await build(t, {}, { dataset: DB }), 'file')
    assert.deepEqual(
      ((await me.get('/books?year_gte=1900')).json() as Rec[]).map((b) => b.title),
      ['Dune'],
    )
    assert.equal((await me.post('/books', { title: 'Kim', year: 1901 })).statusCode, 201)
    assert.equal(((await me.get('/api/v1/books')).json().data as Rec[]).length, 3)
    assert.deepEqual((await me.get('/profile')).json(), { name: 'typicode' })
    assert.equal((await me.patch('/profile', { name: 'me' })).json().name, 'me')
    assert.equal((await me.get('/api/v1/profile')).json().name, 'me')
    assert.equal((await me.get('/api/v1/ready/1')).json().name, 'kept under /api/v1')
    const db = (await me.get('/db')).json() as Record<string, unknown>
    assert.equal((db.books as Rec[]).length, 3)
    assert.deepEqual(db.profile, { name: 'me' })
    assert.equal(db.ready, undefined)
    // `/ready` stays the service's readiness, not the file's collection.
    assert.equal(Array.isArray((await me.get('/ready')).json()), false)
  })
})

test('the banner names the root, and the db.json names it leaves to /api/v1', async (t) => {
  const dir = tempDir(t)
  const path = join(dir, 'db.json')
  writeFileSync(
    path,
    JSON.stringify({ ready: [{ id: 1 }], books: [{ id: 1, title: 'Dune' }], db: [{ id: 1 }] }),
  )
  const server = await serveBuiltCli(t, ['--store', 'memory', path])
  const banner = server.stdout()
  assert.match(
    banner,
    /Root {5}http:\/\/localhost:\d+\/books \(JSONPlaceholder and json-server paths\)/,
  )
  assert.match(banner, /Note {5}ready, db are served under \/api\/v1 only/)
  // What the note says, the server does.
  assert.equal((await fetch(`${server.url}/api/v1/db`)).status, 200)
  assert.equal((await fetch(`${server.url}/books`)).status, 200)
})
