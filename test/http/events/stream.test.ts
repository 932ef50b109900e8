import assert from 'node:assert/strict'
import { describe, type TestContext, test } from 'node:test'
import type { StoreKind } from '../../../src/config.ts'
import { build, STORES } from '../../helper.ts'
import { open } from './sse-client.ts'

/**
 * Server-Sent Events (docs/contract/events-and-webhooks.md#server-sent-events), read through a real
 * socket as a browser's EventSource would.
 */

async function serve(t: TestContext, store: StoreKind, streamPingMs?: number) {
  const app = await build(t, { store }, { streamPingMs })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { app, base: `http://127.0.0.1:${port}` }
}

const call = (base: string, method: string, path: string, identity: string, body?: unknown) =>
  fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-playground-identity': identity },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

for (const store of STORES) {
  describe(`SSE /api/v1/stream (${store})`, () => {
    test('hears REST and GraphQL writes of its sandbox, in order; another sandbox hears none', async (t) => {
      const { base } = await serve(t, store)
      const mine = await open(base, '/api/v1/stream?_sandbox=sse-a')
      const theirs = await open(base, '/api/v1/stream/notifications?_sandbox=sse-b')
      t.after(() => {
        mine.close()
        theirs.close()
      })
      assert.equal(mine.res.status, 200)
      assert.match(String(mine.res.headers.get('content-type')), /^text\/event-stream/)
      const hello = await mine.next()
      assert.equal(hello.event, 'connected')
      assert.equal(hello.retry, '3000')
      assert.equal(
        JSON.parse(hello.data ?? '{}').sandbox,
        mine.res.headers.get('x-playground-identity'),
      )
      assert.equal((await theirs.next()).event, 'connected')

      const created = await call(base, 'POST', '/api/v1/posts', 'sse-a', {
        user_id: 1,
        title: 'Live',
      })
      const post = (await created.json()) as { id: string }
      await call(base, 'PATCH', `/api/v1/posts/${post.id}`, 'sse-a', { title: 'Live!' })
      await call(base, 'POST', '/graphql', 'sse-a', {
        query: 'mutation { createTodo(user_id: "1", title: "From GraphQL") { id } }',
      })
      await call(base, 'DELETE', '/api/v1/posts/3', 'sse-a')
      const types = []
      for (let i = 0; i < 4; i++) {
        const frame = await mine.next()
        const event = JSON.parse(frame.data ?? '{}')
        assert.equal(frame.event, event.type)
        assert.equal(frame.id, event.id)
        assert.equal(event.resource.length > 0, true)
        types.push([event.type, event.recordId])
      }
      assert.deepEqual(types.slice(0, 2), [
        ['post.created', post.id],
        ['post.updated', post.id],
      ])
      assert.equal(types[2]?.[0], 'todo.created')
      assert.deepEqual(types[3], ['post.deleted', 3])
      // The other sandbox's stream got nothing but its greeting: prove it with an event of its own.
      await call(base, 'DELETE', '/api/v1/todos/1', 'sse-b')
      const own = JSON.parse((await theirs.next()).data ?? '{}')
      assert.deepEqual([own.type, own.recordId], ['todo.deleted', 1])
    })

    test('types filters, Last-Event-ID replays, and pings keep the line open', async (t) => {
      const { base } = await serve(t, store, 50)
      const all = await open(base, '/api/v1/stream?_sandbox=sse-f')
      const comments = await open(
        base,
        '/api/v1/stream?_sandbox=sse-f&types=comment.*,session.reset',
      )
      t.after(() => {
        all.close()
        comments.close()
      })
      await all.next()
      await comments.next()
      await call(base, 'POST', '/api/v1/posts', 'sse-f', { user_id: 1, title: 'x' })
      await call(base, 'POST', '/api/v1/comments', 'sse-f', {
        post_id: 1,
        name: 'n',
        email: 'e@x.io',
        body: 'b',
      })
      await call(base, 'DELETE', '/api/v1/session/reset', 'sse-f')
      const seen: string[] = []
      while (seen.length < 3) {
        const frame = await all.next()
        if (frame.event) seen.push(frame.event)
      }
      assert.deepEqual(seen, ['post.created', 'comment.created', 'session.reset'])
      const filtered: string[] = []
      while (filtered.length < 2) {
        const frame = await comments.next()
        if (frame.event) filtered.push(frame.event)
      }
      assert.deepEqual(filtered, ['comment.created', 'session.reset'])
      // A ping arrives as a comment line.
      let frame = await all.next()
      while (frame.comment === undefined) frame = await all.next()
      assert.equal(frame.comment, 'ping')

      // Reconnecting after the first event replays the two that followed it.
      const first = await open(base, '/api/v1/stream?_sandbox=sse-f&types=post.*')
      t.after(() => first.close())
      await first.next()
      await call(base, 'POST', '/api/v1/posts', 'sse-f', { user_id: 1, title: 'y' })
      const lastId = (await first.nextEvent()).id ?? ''
      await call(base, 'POST', '/api/v1/posts', 'sse-f', { user_id: 1, title: 'z' })
      await call(base, 'DELETE', '/api/v1/posts/1', 'sse-f')
      const again = await open(base, '/api/v1/stream?_sandbox=sse-f', { 'last-event-id': lastId })
      t.after(() => again.close())
      assert.equal((await again.next()).event, 'connected')
      const replayed = [(await again.nextEvent()).event, (await again.nextEvent()).event]
      assert.deepEqual(replayed, ['post.created', 'post.deleted'])
    })

    test('at most 10 streams per sandbox; bad types are 400s naming the value', async (t) => {
      const { base } = await serve(t, store)
      const streams: Array<Awaited<ReturnType<typeof open>>> = []
      for (let i = 0; i < 10; i++) {
        const s = await open(base, '/api/v1/stream?_sandbox=sse-cap')
        streams.push(s)
        await s.next()
      }
      t.after(() => {
        for (const s of streams) s.close()
      })
      const eleventh = await fetch(`${base}/api/v1/stream?_sandbox=sse-cap`)
      assert.equal(eleventh.status, 429)
      assert.equal(((await eleventh.json()) as { code: string }).code, 'RATE_LIMITED')
      // Another sandbox is not held back by this one's streams.
      const elsewhere = await open(base, '/api/v1/stream?_sandbox=sse-free')
      t.after(() => elsewhere.close())
      assert.equal(elsewhere.res.status, 200)
      const bad = await fetch(`${base}/api/v1/stream?types=${encodeURIComponent('post.<script>')}`)
      assert.equal(bad.status, 400)
      assert.match(((await bad.json()) as { detail: string }).detail, /types .*post\.<script>/)
    })
  })
}
