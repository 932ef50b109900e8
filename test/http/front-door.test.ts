import assert from 'node:assert/strict'
import { join } from 'node:path'
import { describe, type TestContext, test } from 'node:test'
import { type Config, defaultConfig, type StoreKind } from '../../src/config.ts'
import { buildApp } from '../../src/http/app.ts'
import { STORES, tempDir } from '../helper.ts'

/**
 * The front door (issue 22): a GET whose answer is kept is sent before Fastify routes it, with
 * exactly the headers Fastify sent, and anything that could change the answer goes through
 * Fastify. Over real HTTP, since the front door sits in the server's request listener; a hook
 * counts the requests Fastify itself handled.
 */
async function serve(t: TestContext, store: StoreKind, config: Partial<Config> = {}) {
  const dbPath = store === 'sqlite' ? join(tempDir(t), 'front.db') : ':memory:'
  const app = await buildApp(defaultConfig({ store, dbPath, port: 0, ...config }))
  let handled = 0
  app.addHook('onRequest', (_req, _reply, done) => {
    handled++
    done()
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  t.after(() => app.close())
  const address = app.server.address() as { port: number }
  const base = `http://127.0.0.1:${address.port}`
  return {
    app,
    get: (path: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } }),
    send: (method: string, path: string, identity: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: { 'x-playground-identity': identity, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    /** How many requests Fastify handled while `fn` ran. */
    async handledBy<T>(fn: () => Promise<T>): Promise<{ result: T; fastify: number }> {
      const before = handled
      const result = await fn()
      return { result, fastify: handled - before }
    },
  }
}

const PER_REQUEST = new Set(['x-request-id', 'x-playground-identity', 'set-cookie', 'date'])
const headersOf = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => !PER_REQUEST.has(name)))
const LIST = '/api/v1/posts?_limit=5&_sort=title'
const cookieOf = (res: Response) => String(res.headers.get('set-cookie'))

for (const store of STORES) {
  describe(`the front door (${store})`, () => {
    test('a kept answer is sent again before Fastify, as Fastify sent it', async (t) => {
      const s = await serve(t, store)
      const first = await s.get(LIST, { 'x-playground-identity': 'door-1' })
      // Built, then given again by Fastify (which records how it sent it), then the front door.
      await s.get(LIST, { 'x-playground-identity': 'door-0' })
      const firstBody = await first.text()
      const { result: second, fastify } = await s.handledBy(() =>
        s.get(LIST, { 'x-playground-identity': 'door-2' }),
      )
      assert.equal(fastify, 0, 'the front door answered')
      assert.equal(await second.text(), firstBody)
      assert.deepEqual(headersOf(second), headersOf(first))
      assert.notEqual(
        second.headers.get('x-playground-identity'),
        first.headers.get('x-playground-identity'),
      )
      assert.match(String(second.headers.get('x-request-id')), /^[0-9a-f-]{36}$/)
      assert.notEqual(second.headers.get('x-request-id'), first.headers.get('x-request-id'))
      // A caller's own safe request id is echoed, as Fastify does.
      const echoed = await s.get(LIST, { 'x-request-id': 'trace-me-1' })
      assert.equal(echoed.headers.get('x-request-id'), 'trace-me-1')
    })

    test('a caller without an identity gets a new one and its cookie, as from Fastify', async (t) => {
      const s = await serve(t, store)
      const first = await s.get(LIST)
      await s.get(LIST)
      const { result: second, fastify } = await s.handledBy(() => s.get(LIST))
      assert.equal(fastify, 0)
      const identity = second.headers.get('x-playground-identity') as string
      assert.equal(cookieOf(second), cookieOf(first).replace(/=[^;]+/, `=${identity}`))
      assert.notEqual(identity, first.headers.get('x-playground-identity'))
      // The cookie names the sandbox the answer came from: with it, the caller is known.
      const { result: third, fastify: again } = await s.handledBy(() =>
        s.get(LIST, { cookie: `pg_identity=${identity}` }),
      )
      assert.equal(again, 0)
      assert.equal(third.headers.get('x-playground-identity'), identity)
      assert.equal(third.headers.get('set-cookie'), null)
    })

    test('a cross-site cookie is sent by the front door with its own attributes', async (t) => {
      const s = await serve(t, store, { cookieCrossSite: true })
      const first = await s.get(LIST)
      await s.get(LIST)
      const { result: second, fastify } = await s.handledBy(() => s.get(LIST))
      assert.equal(fastify, 0)
      const identity = second.headers.get('x-playground-identity') as string
      assert.match(cookieOf(first), /SameSite=None/i)
      assert.match(cookieOf(first), /Partitioned/i)
      assert.equal(cookieOf(second), cookieOf(first).replace(/=[^;]+/, `=${identity}`))
    })

    test('an answer beyond ASCII is sent again byte for byte', async (t) => {
      const s = await serve(t, store)
      const title = 'Crème brûlée ✓ 東京 🚀'
      const created = await s.send('POST', '/api/v1/posts', 'utf', { user_id: 1, title, body: 'é' })
      const { id } = (await created.json()) as { id: number }
      const path = `/api/v1/posts/${id}`
      const first = await s.get(path, { 'x-playground-identity': 'utf' })
      const firstBytes = Buffer.from(await first.arrayBuffer())
      await s.get(path, { 'x-playground-identity': 'utf' })
      const { result: third, fastify } = await s.handledBy(() =>
        s.get(path, { 'x-playground-identity': 'utf' }),
      )
      assert.equal(fastify, 0)
      const thirdBytes = Buffer.from(await third.arrayBuffer())
      assert.deepEqual(thirdBytes, firstBytes)
      assert.equal(third.headers.get('content-length'), String(firstBytes.length))
      assert.equal((JSON.parse(thirdBytes.toString('utf8')) as { title: string }).title, title)
    })

    test('an encoded answer is sent again per Accept-Encoding', async (t) => {
      const s = await serve(t, store)
      const gzip = { 'accept-encoding': 'gzip', 'x-playground-identity': 'enc' }
      const plain = await (await s.get('/api/v1/comments')).text()
      await s.get('/api/v1/comments', gzip)
      const first = await s.get('/api/v1/comments', gzip)
      const firstBytes = Buffer.from(await first.arrayBuffer())
      const { result: second, fastify } = await s.handledBy(() => s.get('/api/v1/comments', gzip))
      assert.equal(fastify, 0)
      assert.equal(second.headers.get('content-encoding'), 'gzip')
      assert.deepEqual(headersOf(second), headersOf(first))
      // fetch decodes; the bytes on the wire are the same as Fastify sent.
      assert.deepEqual(Buffer.from(await second.arrayBuffer()), firstBytes)
      assert.equal(firstBytes.toString(), plain)
    })

    test("a write reaches the writer's next read; its profile sends it through Fastify", async (t) => {
      const s = await serve(t, store)
      const me = { 'x-playground-identity': 'door-writer' }
      await s.get(LIST, me)
      await s.get(LIST, me)
      assert.equal(
        (await s.send('PATCH', '/api/v1/posts/1', 'door-writer', { title: 'A first' })).status,
        200,
      )
      const mine = await s.get(LIST, me)
      await s.get(LIST, me)
      assert.equal(
        ((await mine.json()) as { data: Array<{ title: string }> }).data[0]?.title,
        'A first',
      )
      const { result: again, fastify } = await s.handledBy(() => s.get(LIST, me))
      assert.equal(fastify, 0, 'its own kept answer comes through the front door')
      assert.equal(
        ((await again.json()) as { data: Array<{ title: string }> }).data[0]?.title,
        'A first',
      )
      const offline = await s.send('PUT', '/api/v1/session/network', 'door-writer', {
        offline: true,
      })
      assert.equal(offline.status, 200)
      const refused = await s.get(LIST, me)
      assert.equal(refused.status, 503)
    })

    test('what could change the answer goes through Fastify', async (t) => {
      const s = await serve(t, store)
      const named = { 'x-playground-identity': 'door-plain' }
      const kept = await s.get(LIST, named)
      await s.get(LIST, named)
      const etag = kept.headers.get('etag') as string
      const cases: Array<[string, string, Record<string, string>]> = [
        ['a cross-origin caller', LIST, { ...named, origin: 'http://localhost:5173' }],
        ['a conditional request', LIST, { ...named, 'if-none-match': etag }],
        ['a simulated delay', LIST, { ...named, 'x-simulate-delay': '1' }],
        ['a role', LIST, { ...named, 'x-playground-role': 'viewer' }],
        ['a token', LIST, { ...named, authorization: 'Bearer nope' }],
        ['a malformed identity', LIST, { 'x-playground-identity': ' ' }],
        ['an unencoded answer refused', LIST, { ...named, 'x-no-compression': '1' }],
      ]
      for (const [what, path, headers] of cases) {
        const { fastify } = await s.handledBy(() => s.get(path, headers))
        assert.equal(fastify, 1, what)
      }
      const conditional = await s.get(LIST, { ...named, 'if-none-match': etag })
      assert.equal(conditional.status, 304)
      // A URL with a simulation is answered afresh each time (its delay must happen).
      const delayed = `${LIST}&_delay=1`
      await s.get(delayed, named)
      await s.get(delayed, named)
      const { fastify } = await s.handledBy(() => s.get(delayed, named))
      assert.equal(fastify, 1, 'a URL asking for a delay')
      const bySandbox = `${LIST}&_sandbox=door-param`
      await s.get(bySandbox)
      await s.get(bySandbox)
      const viaParam = await s.handledBy(() => s.get(bySandbox))
      assert.equal(viaParam.fastify, 1, 'a sandbox named by _sandbox')
    })

    test('front-door answers are counted in the metrics', async (t) => {
      const s = await serve(t, store)
      const count = async () => {
        const text = await (await s.get('/metrics')).text()
        const m =
          /^mock_playground_http_requests_total\{method="GET",route="\/api\/v1\/posts\/:id",status="200"\} (\d+)$/m.exec(
            text,
          )
        return Number(m?.[1] ?? 0)
      }
      await s.get('/api/v1/posts/3')
      await s.get('/api/v1/posts/3')
      const before = await count()
      const { fastify } = await s.handledBy(() => s.get('/api/v1/posts/3'))
      assert.equal(fastify, 0)
      assert.equal(await count(), before + 1)
    })
  })
}
