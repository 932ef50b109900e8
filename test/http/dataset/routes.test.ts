import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { readDataset } from '../../../src/domain/dataset/read.ts'
import { readRewrites } from '../../../src/domain/dataset/rewrites.ts'
import { as, build, STORES } from '../../helper.ts'
import { receiver } from '../webhooks/support.ts'

/** json-server 0.17's README example, plus a collection of string ids. */
const DB = readDataset(
  JSON.stringify({
    posts: [{ id: 1, title: 'json-server', author: 'typicode' }],
    comments: [
      { id: 1, body: 'some comment', postId: 1 },
      { id: 2, body: 'more', postId: 1 },
    ],
    tags: [
      { id: 'red', label: 'Red' },
      { id: 'blue', label: 'Blue' },
    ],
    profile: { name: 'typicode' },
  }),
)

const ids = (res: { json(): { data: Array<{ id: unknown }> } }) => res.json().data.map((r) => r.id)

for (const store of STORES) {
  describe(`a db.json's collections over REST (${store})`, () => {
    test("serves the file's records with json-server's relations and routes", async (t) => {
      const me = as(await build(t, { store }, { dataset: DB }), 'reader')
      const posts = await me.get('/api/v1/posts')
      assert.equal(posts.statusCode, 200)
      assert.deepEqual(posts.json().data, [{ id: 1, title: 'json-server', author: 'typicode' }])
      assert.equal(posts.headers['x-total-count'], '1')

      const embedded = (await me.get('/api/v1/posts/1?_embed=comments')).json()
      assert.deepEqual(
        embedded.comments.map((c: { id: number }) => c.id),
        [1, 2],
      )
      const expanded = (await me.get('/api/v1/comments?_expand=post')).json().data
      assert.equal(expanded[0].post.title, 'json-server')
      assert.deepEqual(ids(await me.get('/api/v1/posts/1/comments')), [1, 2])
      assert.deepEqual(ids(await me.get('/api/v1/comments?postId=1&_sort=-id')), [2, 1])
      assert.deepEqual(ids(await me.get('/api/v1/tags?label_like=^B')), ['blue'])
      assert.equal((await me.get('/api/v1/tags/blue')).json().label, 'Blue')
      assert.deepEqual((await me.get('/api/v1/profile')).json(), { name: 'typicode' })

      const unknown = await me.get('/api/v1/posts?_embed=likes')
      assert.equal(unknown.statusCode, 400)
      assert.match(unknown.json().detail, /_embed.*comments.*likes/)
      assert.equal((await me.get('/api/v1/tags/green')).statusCode, 404)
      // The built-ins the file does not name are still served.
      assert.equal((await me.get('/api/v1/users/1')).json().username, 'Bret')
      assert.equal((await me.get('/api/v1/users/1/posts')).statusCode, 404)
    })

    test('each identity writes over the file in its own sandbox', async (t) => {
      const app = await build(t, { store }, { dataset: DB })
      const a = as(app, 'writer-a')
      const b = as(app, 'writer-b')
      const made = await a.post('/api/v1/comments', { body: 'mine', postId: 1 })
      assert.equal(made.statusCode, 200)
      assert.match(made.json().id, /^local-/)
      assert.equal(
        (await a.patch('/api/v1/tags/red', { label: 'Crimson' })).json().label,
        'Crimson',
      )
      assert.equal((await a.delete('/api/v1/comments/2')).statusCode, 200)
      assert.equal((await a.patch('/api/v1/profile', { email: 'a@x.io' })).statusCode, 200)

      assert.deepEqual(ids(await a.get('/api/v1/posts/1/comments')), [made.json().id, 1])
      assert.equal((await a.get('/api/v1/tags/red')).json()._sandbox, 'updated')
      assert.deepEqual((await a.get('/api/v1/profile')).json(), {
        name: 'typicode',
        email: 'a@x.io',
      })
      // The other identity sees the file untouched.
      assert.deepEqual(ids(await b.get('/api/v1/posts/1/comments')), [1, 2])
      assert.equal((await b.get('/api/v1/tags/red')).json().label, 'Red')
      assert.deepEqual((await b.get('/api/v1/profile')).json(), { name: 'typicode' })
    })
  })
}

test('without the built-ins, only the file is served; a name our routes take is refused', async (t) => {
  const me = as(await build(t, { store: 'memory' }, { dataset: DB, builtin: false }), 'x')
  assert.equal((await me.get('/api/v1/tags')).statusCode, 200)
  assert.equal((await me.get('/api/v1/users')).statusCode, 404)
  await assert.rejects(
    build(t, { store: 'memory' }, { dataset: readDataset('{"webhooks": []}') }),
    /the name webhooks is taken by the service's own routes/,
  )
})

test("json-server's routes.json rewrites reach the file's collections at the root, as json-server answers; /api/v1 is never rewritten", async (t) => {
  const rewrites = readRewrites(
    JSON.stringify({
      '/api/*': '/$1',
      '/articles\\?id=:id': '/posts/:id',
      '/blog/:id/show': '/posts/:id',
    }),
  )
  const app = await build(t, { store: 'memory' }, { dataset: DB, rewrites })
  const get = (url: string) => app.inject({ method: 'GET', url })
  // The root surface answers a bare array, as json-server does.
  const bare = (res: { json(): Array<{ id: unknown }> }) => res.json().map((r) => r.id)
  assert.deepEqual(bare(await get('/api/posts')), [1])
  assert.deepEqual(bare(await get('/api/comments?postId=1&_sort=-id')), [2, 1])
  assert.equal((await get('/articles?id=1')).json().title, 'json-server')
  assert.equal((await get('/blog/1/show')).json().title, 'json-server')
  assert.equal((await get('/api/v1/posts/1')).json().title, 'json-server')
  assert.equal((await get('/api/v1/users/1')).json().username, 'Bret')
})

test("webhooks subscribe to a file's collections by their names, and hear their writes", async (t) => {
  const hooked = await receiver(t)
  const me = as(await build(t, { store: 'memory' }, { dataset: DB }), 'hooked')
  const made = await me.post('/api/v1/webhooks', {
    url: hooked.url,
    events: ['tags.*', 'profile.updated'],
  })
  assert.equal(made.statusCode, 200)
  assert.deepEqual(made.json().events, ['tag.*', 'profile.updated'])
  const refused = await me.post('/api/v1/webhooks', { url: hooked.url, events: ['gadget.*'] })
  assert.equal(refused.statusCode, 400)
  assert.match(refused.json().detail, /families: .*tag, profile/)

  await me.patch('/api/v1/tags/red', { label: 'Crimson' })
  const got = JSON.parse((await hooked.nth(1)).body)
  assert.equal(got.event, 'tag.updated')
  assert.equal(got.data.label, 'Crimson')
})
