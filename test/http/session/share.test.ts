import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { appPerSuite, as, build, STORES, sandboxes } from '../../helper.ts'

const SESSION = '/api/v1/session'
type Share = {
  identityId: string
  signedToken: string
  shareUrl: string
  qrSvgUrl: string
  mode: string
  createdAt: string
}

const ok = (res: LightMyRequestResponse) => {
  assert.equal(res.statusCode, 200, res.body)
  return res.json()
}

async function share(app: FastifyInstance, owner: string, mode?: 'read' | 'write') {
  return ok(await as(app, owner).post(`${SESSION}/share`, mode ? { mode } : {})) as Share
}

const problem = (res: LightMyRequestResponse, status: number, code: string) => {
  assert.equal(res.statusCode, status, res.body)
  assert.match(String(res.headers['content-type']), /^application\/problem\+json/)
  const body = res.json()
  assert.equal(body.code, code, res.body)
  return body as { detail: string; errors?: { field: string }[] }
}

/** The token's sandbox, by the post titles a list through `_sandbox` shows. */
const titlesVia = async (app: FastifyInstance, token: string) =>
  (
    ok(
      await app.inject({
        method: 'GET',
        url: `/api/v1/posts?_sandbox=${encodeURIComponent(token)}&limit=3`,
      }),
    ).data as { title: string }[]
  ).map((p) => p.title)

for (const store of STORES) {
  describe(`share links (${store})`, () => {
    const shared = appPerSuite({ store })
    test('a link opens the sandbox through _sandbox and through the header, without revealing it', async () => {
      const app = await shared()
      const owner = randomUUID()
      ok(await as(app, owner).post('/api/v1/posts', { user_id: 1, title: 'shared post' }))
      for (const mode of ['read', 'write'] as const) {
        const link = await share(app, owner, mode)
        assert.equal(link.mode, mode)
        assert.equal(link.identityId, owner)
        assert.match(link.signedToken, /^[0-9a-f-]{36}\.[rw][A-Za-z0-9_-]{43}$/)
        assert.ok(!link.signedToken.includes(owner), 'the token does not carry the identity')
        assert.equal(link.shareUrl, `http://127.0.0.1:3000/?_sandbox=${link.signedToken}`)
        assert.equal(
          link.qrSvgUrl,
          `http://127.0.0.1:3000/api/v1/session/share/qr.svg?token=${link.signedToken}`,
        )
        assert.ok(!Number.isNaN(Date.parse(link.createdAt)))

        assert.deepEqual((await titlesVia(app, link.signedToken)).slice(0, 1), ['shared post'])
        const viaHeader = await as(app, link.signedToken).get('/api/v1/posts?limit=1')
        assert.equal(ok(viaHeader).data[0].title, 'shared post')
        // The holder is shown the token's share id, never the identity that opens it for writing.
        const shown = viaHeader.headers['x-playground-identity']
        assert.equal(shown, link.signedToken.slice(0, 36))
        assert.notEqual(shown, owner)
        assert.equal(ok(await as(app, link.signedToken).get(SESSION)).identityId, shown)
        assert.equal(ok(await as(app, link.signedToken).get(`${SESSION}/export`)).identityId, shown)
        assert.equal(ok(await as(app, link.signedToken).get(`${SESSION}/stats`)).identity.id, shown)
        // The share id alone is just another, empty sandbox.
        assert.deepEqual(
          (ok(await as(app, shown as string).get('/api/v1/posts?limit=1')).data as unknown[])
            .length,
          1,
        )
        assert.notEqual(
          ok(await as(app, shown as string).get('/api/v1/posts?limit=1')).data[0].title,
          'shared post',
        )
      }
    })

    test('the mode defaults to read', async () => {
      const app = await shared()
      assert.equal((await share(app, randomUUID())).mode, 'read')
      const res = await as(app, randomUUID()).post(`${SESSION}/share`, { mode: 'admin' })
      assert.equal(res.statusCode, 400, res.body)
    })

    test('a read link answers every write with 403 SANDBOX_READ_ONLY and changes nothing', async () => {
      const app = await shared()
      const owner = randomUUID()
      ok(await as(app, owner).post('/api/v1/custom/notes', { text: 'kept' }))
      const { signedToken } = await share(app, owner, 'read')
      const reader = as(app, signedToken)
      const writes: [string, Promise<LightMyRequestResponse>][] = [
        ['REST create', reader.post('/api/v1/posts', { user_id: 1, title: 'no' })],
        ['REST put', reader.put('/api/v1/posts/1', { user_id: 1, title: 'no', body: 'no' })],
        ['REST patch', reader.patch('/api/v1/todos/1', { completed: true })],
        ['REST delete', reader.delete('/api/v1/users/1')],
        ['custom create', reader.post('/api/v1/custom/notes', { text: 'no' })],
        ['custom drop', reader.delete('/api/v1/custom/notes')],
        ['session reset', reader.delete(`${SESSION}/reset`)],
        ['session import', reader.post(`${SESSION}/import`, { version: '1.0', records: [] })],
        ['new link', reader.post(`${SESSION}/share`, { mode: 'write' })],
        ['network profile', reader.put(`${SESSION}/network`, { preset: 'offline' })],
        ['login', reader.post('/api/v1/auth/login', { username: 'Bret' })],
        ['chat', reader.post('/api/v1/messages', { text: 'no' })],
        ['webhook', reader.post('/api/v1/webhooks', { url: 'https://example.com/h' })],
        [
          'GraphQL mutation',
          reader.post('/graphql', {
            query: 'mutation { createPost(user_id: "1", title: "no") { id } }',
          }),
        ],
        [
          'GraphQL mutation picked by name',
          reader.post('/graphql', {
            query: 'query A { posts { id } } mutation B { deletePost(id: "1") }',
            operationName: 'B',
          }),
        ],
      ]
      for (const [name, pending] of writes) {
        const res = await pending
        if (name.startsWith('GraphQL')) {
          // GraphQL answers in its own error format, with the code in `extensions`
          // (docs/contract/graphql.md#errors).
          assert.equal(res.statusCode, 403, res.body)
          const [error] = res.json().errors
          assert.equal(error.extensions.code, 'SANDBOX_READ_ONLY', name)
          assert.match(error.message, /read-only share link/, name)
          continue
        }
        const body = problem(res, 403, 'SANDBOX_READ_ONLY')
        assert.match(body.detail, /read-only share link/, name)
      }
      // Reads work, GraphQL queries over POST included.
      const query = await reader.post('/graphql', {
        query: 'query A { posts(limit: 1) { id } } mutation B { deletePost(id: "1") }',
        operationName: 'A',
      })
      assert.equal(ok(query).data.posts.length, 1)
      assert.equal(ok(await reader.get('/api/v1/custom/notes')).data[0].text, 'kept')
      // Nothing was written.
      const stats = ok(await as(app, owner).get(`${SESSION}/stats`))
      assert.deepEqual(stats.summary, { totalOverlays: 1, creates: 1, updates: 0, deletes: 0 })
      assert.equal(ok(await as(app, owner).get('/api/v1/users/1')).id, 1)
    })

    test('a write link writes into the shared sandbox', async () => {
      const app = await shared()
      const owner = randomUUID()
      const { signedToken } = await share(app, owner, 'write')
      const writer = as(app, signedToken)
      const post = ok(await writer.post('/api/v1/posts', { user_id: 1, title: 'from a link' }))
      ok(await writer.post('/api/v1/custom/notes', { text: 'also' }))
      const mutation = await writer.post('/graphql', {
        query: 'mutation { updateTodo(id: "1", completed: true) { id completed } }',
      })
      assert.equal(ok(mutation).data.updateTodo.completed, true)
      assert.equal(ok(await as(app, owner).get(`/api/v1/posts/${post.id}`)).title, 'from a link')
      assert.equal(ok(await as(app, owner).get('/api/v1/custom/notes')).data.length, 1)
      ok(await writer.delete(`${SESSION}/reset`))
      assert.equal(ok(await as(app, owner).get('/api/v1/custom/notes')).data.length, 0)
    })

    test('a token with a changed uuid, mode or signature is 400 INVALID_SANDBOX_TOKEN', async () => {
      const app = await shared()
      const id = sandboxes()
      const { signedToken: token } = await share(app, randomUUID(), 'read')
      const swap = (at: number) =>
        token.slice(0, at) + (token[at] === 'a' ? 'b' : 'a') + token.slice(at + 1)
      const forged = [
        swap(3), // the uuid
        `${token.slice(0, 37)}w${token.slice(38)}`, // read made write
        swap(token.length - 2), // the signature
        `${randomUUID()}.not-a-signature`,
      ]
      for (const bad of forged) {
        const viaQuery = await app.inject({
          method: 'GET',
          url: `/api/v1/posts?_sandbox=${encodeURIComponent(bad)}`,
        })
        const q = problem(viaQuery, 400, 'INVALID_SANDBOX_TOKEN')
        assert.match(q.detail, /^Query parameter _sandbox /)
        assert.match(q.detail, /expected <uuid>\.<r\|w>/)
        assert.deepEqual(
          q.errors?.map((e) => e.field),
          ['Query parameter _sandbox'],
        )
        const h = problem(await as(app, bad).get('/api/v1/posts'), 400, 'INVALID_SANDBOX_TOKEN')
        assert.match(h.detail, /^Header X-Playground-Identity /)
        // A write with a forged token is refused as forged, before anything else.
        problem(
          await as(app, bad).post('/api/v1/posts', { user_id: 1, title: 'x' }),
          400,
          'INVALID_SANDBOX_TOKEN',
        )
      }
      // A name that does not start with a UUID and a dot is still a name.
      assert.equal((await as(app, id('ci-worker-3.a')).get('/api/v1/posts')).statusCode, 200)
    })

    test('the QR code is a safe SVG of the share URL', async () => {
      const app = await shared()
      const link = await share(app, randomUUID(), 'read')
      const res = await app.inject({
        method: 'GET',
        url: new URL(link.qrSvgUrl).pathname + new URL(link.qrSvgUrl).search,
      })
      assert.equal(res.statusCode, 200, res.body)
      assert.equal(res.headers['content-type'], 'image/svg+xml; charset=utf-8')
      assert.equal(res.headers['x-content-type-options'], 'nosniff')
      assert.equal(
        res.headers['content-security-policy'],
        "default-src 'none'; style-src 'unsafe-inline'",
      )
      assert.equal(res.headers['cache-control'], 'private, no-store')
      assert.ok(res.body.startsWith('<svg'), res.body.slice(0, 40))
      assert.equal(XMLValidator.validate(res.body), true)
      const svg = new XMLParser({ ignoreAttributes: false }).parse(res.body).svg
      assert.ok(svg.path, 'draws paths')

      const bad = await app.inject({
        method: 'GET',
        url: `${SESSION}/share/qr.svg?token=${randomUUID()}.rnope`,
      })
      const body = problem(bad, 400, 'INVALID_SANDBOX_TOKEN')
      assert.match(body.detail, /^Query parameter token /)
      const missing = await app.inject({ method: 'GET', url: `${SESSION}/share/qr.svg` })
      assert.equal(missing.statusCode, 400, missing.body)
      assert.match(missing.body, /token/)
    })

    test('links use PUBLIC_URL when it is set', async (t) => {
      const app = await build(t, { store, publicUrl: 'https://play.example' })
      const link = await share(app, randomUUID(), 'write')
      assert.equal(link.shareUrl, `https://play.example/?_sandbox=${link.signedToken}`)
      assert.match(
        link.qrSvgUrl,
        /^https:\/\/play\.example\/api\/v1\/session\/share\/qr\.svg\?token=/,
      )
    })
  })

  describe(`session stats (${store})`, () => {
    test("counts the sandbox's changes in the original's shape", async (t) => {
      const app = await build(t, { store })
      const client = as(app, randomUUID())
      const empty = ok(await client.get(`${SESSION}/stats`))
      assert.deepEqual(empty.identity.createdAt, null)
      assert.deepEqual(empty.identity.lastSeenAt, null)
      assert.equal(empty.identity.inactivityTtlDays, 10)
      assert.deepEqual(empty.summary, { totalOverlays: 0, creates: 0, updates: 0, deletes: 0 })
      assert.deepEqual(Object.keys(empty.byResource), [
        'users',
        'posts',
        'comments',
        'todos',
        'albums',
        'photos',
      ])

      const before = Date.now()
      ok(await client.post('/api/v1/posts', { user_id: 1, title: 'a' }))
      ok(await client.post('/api/v1/posts', { user_id: 1, title: 'b' }))
      ok(await client.patch('/api/v1/todos/1', { completed: true }))
      ok(await client.delete('/api/v1/comments/2'))
      ok(await client.post('/api/v1/custom/products', { name: 'p' }))
      const stats = ok(await client.get(`${SESSION}/stats`))
      assert.deepEqual(Object.keys(stats), ['identity', 'summary', 'byResource'])
      const after = Date.now()
      // The first write and the last, as the store's clock saw them.
      const created = Date.parse(stats.identity.createdAt)
      const seen = Date.parse(stats.identity.lastSeenAt)
      assert.ok(
        before <= created && created <= seen && seen <= after,
        JSON.stringify(stats.identity),
      )
      assert.deepEqual(stats.summary, { totalOverlays: 5, creates: 3, updates: 1, deletes: 1 })
      assert.deepEqual(stats.byResource, {
        users: { created: 0, updated: 0, deleted: 0, total: 0, quotaUsed: '0 / 30' },
        posts: { created: 2, updated: 0, deleted: 0, total: 2, quotaUsed: '2 / 30' },
        comments: { created: 0, updated: 0, deleted: 1, total: 1, quotaUsed: '0 / 30' },
        todos: { created: 0, updated: 1, deleted: 0, total: 1, quotaUsed: '0 / 30' },
        albums: { created: 0, updated: 0, deleted: 0, total: 0, quotaUsed: '0 / 30' },
        photos: { created: 0, updated: 0, deleted: 0, total: 0, quotaUsed: '0 / 30' },
        'custom/products': { created: 1, updated: 0, deleted: 0, total: 1, quotaUsed: '1 / 500' },
      })
    })
  })
}
