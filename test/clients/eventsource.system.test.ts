import assert from 'node:assert/strict'
import { type TestContext, test } from 'node:test'
import { EventSource } from 'eventsource'
import { serveBuiltCli } from '../../scripts/support/built-cli.ts'

/**
 * The WHATWG EventSource of the `eventsource` package reads the built server's
 * `/api/v1/stream` (docs/contract/events-and-webhooks.md#server-sent-events). As in a browser it
 * sends no custom header: the sandbox is named by `?_sandbox=`, or, through the package's own
 * `fetch` option, by the `X-Playground-Identity` header.
 */

const TYPES = ['connected', 'post.created', 'post.updated', 'post.deleted', 'comment.created']

interface Heard {
  type: string
  lastEventId: string
  data: Record<string, unknown>
}

/** An EventSource whose events queue up in order, each taken by `next()`; closed when `t` ends. */
function open(t: TestContext, url: string, init?: ConstructorParameters<typeof EventSource>[1]) {
  const source = new EventSource(url, init)
  const queue: Heard[] = []
  const waiting: Array<{ resolve: (heard: Heard) => void; reject: (err: Error) => void }> = []
  let failure: Error | undefined
  for (const type of TYPES) {
    source.addEventListener(type, (event) => {
      const heard = {
        type: event.type,
        lastEventId: event.lastEventId,
        data: JSON.parse(event.data),
      }
      const taker = waiting.shift()
      if (taker) taker.resolve(heard)
      else queue.push(heard)
    })
  }
  source.addEventListener('error', (event) => {
    failure = new Error(`the stream failed: ${event.code ?? ''} ${event.message ?? ''}`)
    for (const taker of waiting.splice(0)) taker.reject(failure)
  })
  t.after(() => source.close())
  return {
    source,
    next(): Promise<Heard> {
      const heard = queue.shift()
      if (heard) return Promise.resolve(heard)
      if (failure) return Promise.reject(failure)
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }))
    },
  }
}

test('eventsource against /api/v1/stream', async (t) => {
  const server = await serveBuiltCli(t)
  const call = async (identity: string, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-playground-identity': identity },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    assert.ok(res.ok, `${method} ${path}: ${res.status}`)
    return {
      sandbox: res.headers.get('x-playground-identity'),
      record: (await res.json()) as Record<string, unknown>,
    }
  }

  await t.test('a create, an update and a delete arrive as their events, in order', async (t) => {
    const stream = open(t, `${server.url}/api/v1/stream?_sandbox=es-browser`)
    // The stream listens once `connected` is sent, so any write after it is heard.
    const connected = await stream.next()
    assert.equal(connected.type, 'connected')
    assert.equal(connected.data.types, '*')
    assert.equal(stream.source.readyState, EventSource.OPEN)

    const { sandbox, record } = await call('es-browser', 'POST', '/posts', {
      userId: 4,
      title: 'Streamed',
      body: 'To an EventSource',
    })
    assert.equal(connected.data.sandbox, sandbox)
    const id = record.id as string
    await call('es-browser', 'PATCH', `/posts/${id}`, { title: 'Streamed again' })
    await call('es-browser', 'DELETE', `/posts/${id}`)

    const created = await stream.next()
    assert.equal(created.type, 'post.created')
    assert.equal(created.lastEventId, created.data.id)
    assert.match(created.lastEventId, /^evt_/)
    assert.equal(created.data.type, 'post.created')
    assert.equal(created.data.resource, 'posts')
    assert.equal(created.data.action, 'created')
    assert.equal(created.data.recordId, id)
    assert.deepEqual(created.data.data, record)

    const updated = await stream.next()
    assert.equal(updated.type, 'post.updated')
    assert.equal(updated.data.recordId, id)
    assert.equal((updated.data.data as Record<string, unknown>).title, 'Streamed again')
    assert.equal((updated.data.data as Record<string, unknown>).body, 'To an EventSource')

    const deleted = await stream.next()
    assert.equal(deleted.type, 'post.deleted')
    assert.equal(deleted.data.recordId, id)

    stream.source.close()
    assert.equal(stream.source.readyState, EventSource.CLOSED)

    // `lastEventId` resumes a stream after the event it names, as a reconnect would.
    const resumed = open(
      t,
      `${server.url}/api/v1/stream?_sandbox=es-browser&lastEventId=${created.lastEventId}`,
    )
    assert.equal((await resumed.next()).type, 'connected')
    const replayed = [await resumed.next(), await resumed.next()]
    assert.deepEqual(
      replayed.map((e) => e.lastEventId),
      [updated.lastEventId, deleted.lastEventId],
    )
  })

  await t.test('types= keeps only the events asked for', async (t) => {
    const stream = open(t, `${server.url}/api/v1/stream?_sandbox=es-types&types=comment.created`)
    const connected = await stream.next()
    assert.equal(connected.data.types, 'comment.created')
    await call('es-types', 'POST', '/posts', { userId: 1, title: 'Not streamed' })
    const { record } = await call('es-types', 'POST', '/comments', {
      postId: 1,
      name: 'Streamed comment',
      email: 'sse@example.com',
      body: 'Only this one',
    })
    // Events keep their order, so a post.created sent would have come first.
    const first = await stream.next()
    assert.equal(first.type, 'comment.created')
    assert.equal(first.data.recordId, record.id)
    assert.equal((first.data.data as Record<string, unknown>).name, 'Streamed comment')
  })

  await t.test(
    "the fetch option names the sandbox by header; another sandbox's writes stay out",
    async (t) => {
      // eventsource's README: the `fetch` option is how its requests carry a header.
      const stream = open(t, `${server.url}/api/v1/stream`, {
        fetch: (input, init) =>
          fetch(input, {
            ...init,
            headers: { ...init?.headers, 'X-Playground-Identity': 'es-header' },
          }),
      })
      const connected = await stream.next()
      const other = await call('es-elsewhere', 'POST', '/posts', { userId: 2, title: 'Elsewhere' })
      const own = await call('es-header', 'POST', '/posts', { userId: 2, title: 'Here' })
      assert.equal(connected.data.sandbox, own.sandbox)
      assert.notEqual(other.sandbox, own.sandbox)
      const first = await stream.next()
      assert.equal(first.type, 'post.created')
      assert.equal(first.data.recordId, own.record.id)
      assert.equal((first.data.data as Record<string, unknown>).title, 'Here')
    },
  )
})
