import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { as, build, STORES, storeReads } from '../helper.ts'

/** Overlay reads the store has answered so far. */
const reads = (app: FastifyInstance) => storeReads(app, ['entries', 'get'])

const LIST = '/api/v1/posts?_sort=title&_limit=5&_embed=comments'
const NESTED = `query Nested($limit: Int) {
  users(limit: $limit) { id name avatar posts(limit: 2) { id title comments(limit: 2) { id body } } }
}`

/** A GraphQL request of `identity` (none: no header, no cookie). */
function graphql(
  app: FastifyInstance,
  identity: string | undefined,
  query: string,
  variables = {},
) {
  return app.inject({
    method: 'POST',
    url: '/graphql',
    headers: identity === undefined ? {} : { 'x-playground-identity': identity },
    payload: { query, variables },
  })
}

/**
 * Answers kept as bytes (issue 22): shared by identities that hold nothing, kept per identity
 * otherwise, and never given to anyone a write has made them wrong for.
 */
for (const store of STORES) {
  describe(`kept answers (${store})`, () => {
    test('identities that hold nothing share one answer, built once', async (t) => {
      const app = await build(t, { store })
      const first = await as(app, 'fresh-1').get(LIST)
      assert.equal(first.statusCode, 200)
      const before = await reads(app)
      const second = await as(app, 'fresh-2').get(LIST)
      const anonymous = await app.inject({ method: 'GET', url: LIST })
      assert.equal(await reads(app), before, 'no overlay was read for the shared answer')
      for (const res of [second, anonymous]) {
        assert.equal(res.body, first.body)
        assert.equal(res.headers.etag, first.headers.etag)
        assert.equal(res.headers.link, first.headers.link)
        assert.equal(res.headers['x-total-count'], first.headers['x-total-count'])
        assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
      }
      const identities = new Set(
        [first, second, anonymous].map((r) => r.headers['x-playground-identity']),
      )
      assert.equal(identities.size, 3, 'each answer names its own sandbox')
      assert.match(String(anonymous.headers['set-cookie']), /^pg_identity=/)
      const conditional = await as(app, 'fresh-3').send({
        method: 'GET',
        url: LIST,
        headers: { 'if-none-match': String(first.headers.etag) },
      })
      assert.equal(conditional.statusCode, 304)
    })

    test("a write shows in the writer's very next read, and in no one else's", async (t) => {
      const app = await build(t, { store })
      const writer = as(app, 'writer')
      const other = as(app, 'other')
      const urls = ['/api/v1/posts/1', '/api/v1/posts/1/comments', LIST, '/api/v1/posts?id=1']
      const seen = new Map<string, string>()
      for (const url of urls) {
        seen.set(url, (await writer.get(url)).body)
        await other.get(url)
      }
      const patched = await writer.patch('/api/v1/posts/1', { title: 'a title of my own' })
      assert.equal(patched.statusCode, 200)
      const comment = await writer.post('/api/v1/comments', {
        post_id: 1,
        name: 'mine',
        email: 'me@example.com',
        body: 'my comment',
      })
      assert.equal(comment.statusCode, 200)
      for (const url of urls) {
        const mine = await writer.get(url)
        assert.notEqual(mine.body, seen.get(url), `${url} changed for the writer`)
        const theirs = await other.get(url)
        assert.equal(theirs.body, seen.get(url), `${url} did not change for anyone else`)
        assert.doesNotMatch(theirs.body, /a title of my own|my comment/)
      }
      assert.equal((await writer.get('/api/v1/posts/1')).json().title, 'a title of my own')
      const comments = (await writer.get('/api/v1/posts/1/comments')).json().data as unknown[]
      assert.ok(comments.some((c) => (c as { body: string }).body === 'my comment'))
    })

    test('an identity with an overlay keeps its own answers until its next write', async (t) => {
      const app = await build(t, { store })
      const me = as(app, 'holder')
      assert.equal((await me.delete('/api/v1/posts/2')).statusCode, 200)
      const first = await me.get(LIST)
      const before = await reads(app)
      const again = await me.get(LIST)
      assert.equal(await reads(app), before, 'the second read was answered from kept bytes')
      assert.equal(again.body, first.body)
      assert.equal(again.headers.etag, first.headers.etag)
      // Another identity's write leaves this one's answer kept.
      await as(app, 'someone-else').delete('/api/v1/posts/3')
      const unrelated = await reads(app)
      assert.equal((await me.get(LIST)).body, first.body)
      assert.equal(await reads(app), unrelated)
      // Its own write does not.
      assert.equal((await me.delete('/api/v1/posts/1')).statusCode, 200)
      const after = await me.get(LIST)
      assert.notEqual(after.headers.etag, first.headers.etag)
      assert.ok(!(after.json().data as Array<{ id: number }>).some((p) => p.id === 1))
      const stale = await me.send({
        method: 'GET',
        url: LIST,
        headers: { 'if-none-match': String(first.headers.etag) },
      })
      assert.equal(stale.statusCode, 200)
    })

    test('a reset and an import reach the next read', async (t) => {
      const app = await build(t, { store })
      const me = as(app, 'resetter')
      await me.patch('/api/v1/users/1', { name: 'Renamed' })
      assert.equal((await me.get('/api/v1/users/1')).json().name, 'Renamed')
      assert.equal((await me.delete('/api/v1/session/reset')).statusCode, 200)
      assert.equal((await me.get('/api/v1/users/1')).json().name, 'Leanne Graham')
      const exported = await as(app, 'source').send({
        method: 'GET',
        url: '/api/v1/session/export',
      })
      await as(app, 'source').patch('/api/v1/users/1', { name: 'Imported' })
      const withName = (await as(app, 'source').get('/api/v1/session/export')).json()
      assert.equal(exported.statusCode, 200)
      assert.equal((await me.post('/api/v1/session/import', withName)).statusCode, 200)
      assert.equal((await me.get('/api/v1/users/1')).json().name, 'Imported')
    })

    test('GraphQL queries of records are kept like REST answers, and writes reach them', async (t) => {
      const app = await build(t, { store })
      const first = await graphql(app, 'gql-1', NESTED, { limit: 3 })
      assert.equal(first.statusCode, 200)
      assert.equal(first.json().errors, undefined)
      const before = await reads(app)
      const shared = await graphql(app, undefined, NESTED, { limit: 3 })
      assert.equal(await reads(app), before, 'no overlay was read for the shared answer')
      assert.equal(shared.body, first.body)
      // Other variables are another answer.
      const two = (await graphql(app, 'gql-1', NESTED, { limit: 2 })).json()
      assert.equal(two.data.users.length, 2)

      const writer = as(app, 'gql-writer')
      await graphql(app, 'gql-writer', NESTED, { limit: 3 })
      assert.equal((await writer.patch('/api/v1/users/1', { name: 'Renamed' })).statusCode, 200)
      const mine = (await graphql(app, 'gql-writer', NESTED, { limit: 3 })).json()
      assert.equal(mine.data.users[0].name, 'Renamed')
      const search = '{ posts(q: "from a mutation") { title } }'
      assert.deepEqual((await graphql(app, 'gql-writer', search)).json().data.posts, [])
      const created = await graphql(
        app,
        'gql-writer',
        'mutation { createPost(user_id: 1, title: "from a mutation") { id } }',
      )
      assert.equal(created.json().errors, undefined)
      const posts = (await graphql(app, 'gql-writer', search)).json()
      assert.equal(posts.data.posts[0].title, 'from a mutation')
      const theirs = (await graphql(app, 'gql-1', NESTED, { limit: 3 })).json()
      assert.equal(theirs.data.users[0].name, 'Leanne Graham')
      assert.equal((await graphql(app, undefined, NESTED, { limit: 3 })).body, first.body)
    })

    test('a query that reads more than records, or fails, is answered afresh', async (t) => {
      const app = await build(t, { store })
      const mixed = '{ users(limit: 1) { id } paymentIntents { id } }'
      await graphql(app, 'mixed', mixed)
      const before = await reads(app)
      await graphql(app, 'mixed-2', mixed)
      assert.ok((await reads(app)) > before, 'a mixed query reads the store again')
      const failing = '{ user(id: "local-nope") { id } users(limit: 1) { id } }'
      const answer = (await graphql(app, 'fails', failing)).json()
      assert.notEqual(answer.errors, undefined)
      const again = await reads(app)
      await graphql(app, 'fails-2', failing)
      assert.ok((await reads(app)) > again, 'an answer with errors was not kept')
    })

    test('an encoded answer is kept per Accept-Encoding, and a write reaches it', async (t) => {
      const app = await build(t, { store })
      const list = '/api/v1/comments?_limit=30'
      const read = (identity: string, accept: string) =>
        as(app, identity).send({ method: 'GET', url: list, headers: { 'accept-encoding': accept } })
      const decode = (res: Awaited<ReturnType<typeof read>>) =>
        (res.headers['content-encoding'] === 'br' ? brotliDecompressSync : gunzipSync)(
          res.rawPayload,
        ).toString()
      const plain = (await as(app, 'enc-0').get(list)).body
      for (const accept of ['gzip, deflate, br, zstd', 'gzip']) {
        const first = await read('enc-1', accept)
        const second = await read('enc-2', accept)
        assert.equal(first.headers['content-encoding'], accept === 'gzip' ? 'gzip' : 'br')
        assert.equal(second.headers['content-encoding'], first.headers['content-encoding'])
        assert.deepEqual(second.rawPayload, first.rawPayload)
        assert.equal(decode(second), plain)
        assert.match(String(second.headers.vary), /accept-encoding/)
        assert.doesNotMatch(String(second.headers.vary), /accept-encoding.*accept-encoding/)
        assert.equal(second.headers['content-length'], String(second.rawPayload.length))
        assert.equal(second.headers.etag, first.headers.etag)
      }
      const refused = await as(app, 'enc-3').send({
        method: 'GET',
        url: list,
        headers: { 'accept-encoding': 'gzip', 'x-no-compression': '1' },
      })
      assert.equal(refused.headers['content-encoding'], undefined)
      assert.equal(refused.body, plain)
      // The writer's encoded answer changes with its write; everyone else's stays.
      await read('enc-writer', 'gzip')
      await as(app, 'enc-writer').patch('/api/v1/comments/1', { body: 'mine now' })
      assert.match(decode(await read('enc-writer', 'gzip')), /mine now/)
      assert.equal(decode(await read('enc-4', 'gzip')), plain)
    })
  })
}
