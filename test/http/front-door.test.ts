import assert from 'node:assert/strict'
import { once } from 'node:events'
import { request } from 'node:http'
import { connect } from 'node:net'
import { join } from 'node:path'
import { describe, type TestContext, test } from 'node:test'
import { type Config, defaultConfig, type StoreKind } from '../../src/config.ts'
import { readRewrites } from '../../src/domain/dataset/rewrites.ts'
import { type AppOptions, buildAppWithRuntime } from '../../src/http/app.ts'
import { STORES, tempDir } from '../helper.ts'

/**
 * The front door (issue 22): a GET whose answer is kept is sent before Fastify routes it, with
 * exactly the headers Fastify sent, and anything that could change the answer goes through
 * Fastify. Over real HTTP, since the front door sits in the server's request listener; a hook
 * counts the requests Fastify itself handled.
 */
async function serve(
  t: TestContext,
  store: StoreKind,
  config: Partial<Config> = {},
  options: AppOptions = {},
) {
  const dbPath = store === 'sqlite' ? join(tempDir(t), 'front.db') : ':memory:'
  const app = await buildAppWithRuntime(
    defaultConfig({ store, dbPath, port: 0, ...config }),
    options,
  )
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
    base,
    /** A GraphQL POST of `body` (an object is sent as JSON), with `headers` beside the JSON type. */
    graphql: (body: unknown, headers: Record<string, string> = {}, path = '/graphql') =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
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
const QUERY = { query: '{ posts(limit: 3) { id title } }' }
const titlesOf = async (res: Response) =>
  ((await res.json()) as { data: { posts: Array<{ title: string }> } }).data.posts.map(
    (p) => p.title,
  )

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
        ['a conditional request', LIST, { ...named, 'if-none-match': etag }],
        ['a simulated delay', LIST, { ...named, 'x-simulate-delay': '1' }],
        ['a role', LIST, { ...named, 'x-playground-role': 'viewer' }],
        ['a token', LIST, { ...named, authorization: 'Bearer nope' }],
        ['a malformed identity', LIST, { 'x-playground-identity': ' ' }],
        ['an unencoded answer refused', LIST, { ...named, 'x-no-compression': '1' }],
        ['a list asked for as CSV', LIST, { ...named, accept: 'text/csv' }],
        ['a Content-Encoding', LIST, { ...named, 'content-encoding': 'x-unknown' }],
      ]
      for (const [what, path, headers] of cases) {
        const { fastify } = await s.handledBy(() => s.get(path, headers))
        assert.equal(fastify, 1, what)
      }
      const csv = await s.get(LIST, { ...named, accept: 'text/csv' })
      assert.match(String(csv.headers.get('content-type')), /^text\/csv/)
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

    test('a kept GraphQL query is answered before Fastify, as Fastify sent it', async (t) => {
      const s = await serve(t, store)
      for (const path of ['/graphql', '/api/v1/graphql']) {
        const named = { 'x-playground-identity': 'gql-door' }
        const first = await s.graphql(QUERY, named, path)
        const firstBody = await first.text()
        await s.graphql(QUERY, named, path)
        const { result: third, fastify } = await s.handledBy(() => s.graphql(QUERY, named, path))
        assert.equal(fastify, 0, `the front door answered ${path}`)
        assert.equal(await third.text(), firstBody)
        assert.deepEqual(headersOf(third), headersOf(first))
        assert.equal(
          third.headers.get('x-playground-identity'),
          first.headers.get('x-playground-identity'),
        )
      }
      // A caller without an identity gets a new one and its cookie, as from Fastify.
      const first = await s.graphql(QUERY)
      await s.graphql(QUERY)
      const { result: second, fastify } = await s.handledBy(() => s.graphql(QUERY))
      assert.equal(fastify, 0)
      const identity = second.headers.get('x-playground-identity') as string
      assert.notEqual(identity, first.headers.get('x-playground-identity'))
      assert.equal(cookieOf(second), cookieOf(first).replace(/=[^;]+/, `=${identity}`))
      assert.deepEqual(headersOf(second), headersOf(first))
    })

    test('a GraphQL body is looked for as written, and one Fastify refuses never is', async (t) => {
      const s = await serve(t, store)
      const named = { 'x-playground-identity': 'gql-text' }
      await s.graphql(QUERY, named)
      await s.graphql(QUERY, named)
      // The same query written otherwise: Fastify answers it once, then the door knows the text.
      const spaced = `{ "query" : ${JSON.stringify(QUERY.query)} }`
      assert.equal((await s.handledBy(() => s.graphql(spaced, named))).fastify, 1)
      const again = await s.handledBy(() => s.graphql(spaced, named))
      assert.equal(again.fastify, 0, 'a text Fastify gave a kept answer for')
      assert.equal(again.result.status, 200)
      const refused: Array<[string, string, Record<string, string>, number]> = [
        [
          'a prototype key',
          `{"query":${JSON.stringify(QUERY.query)},"__proto__":{"a":1}}`,
          {},
          400,
        ],
        ['a text/plain body', JSON.stringify(QUERY), { 'content-type': 'text/plain' }, 415],
      ]
      for (const [what, body, headers, status] of refused) {
        for (let i = 0; i < 3; i++) {
          const { result, fastify } = await s.handledBy(() =>
            s.graphql(body, { ...named, ...headers }),
          )
          assert.equal(fastify, 1, what)
          assert.equal(result.status, status, what)
        }
      }
      const aside: Array<[string, string, Record<string, string>, number?]> = [
        ['an idempotency key', '/graphql', { 'idempotency-key': 'gql-1' }],
        ['a URL with a query string', '/graphql?_delay=0', {}],
        ['a simulation', '/graphql', { 'x-simulate-delay': '1' }],
        ['a token', '/graphql', { authorization: 'Bearer nope' }],
        // The compression plugin decodes a body by its Content-Encoding, and refuses this one.
        ['an encoded body', '/graphql', { 'content-encoding': 'gzip' }, 400],
      ]
      for (const [what, path, headers, status = 200] of aside) {
        const { result, fastify } = await s.handledBy(() =>
          s.graphql(QUERY, { ...named, ...headers }, path),
        )
        assert.equal(fastify, 1, what)
        assert.equal(result.status, status, what)
      }
      // The word `mutation` makes a POST a write to the write limits: never answered at the door.
      const aliased = { query: '{ mutation: posts(limit: 1) { id } }' }
      for (let i = 0; i < 3; i++)
        assert.equal((await s.handledBy(() => s.graphql(aliased, named))).fastify, 1)
      // Another Accept is another answer's headers: Fastify sends it first.
      const accept = { ...named, accept: 'application/graphql-response+json' }
      const viaFastify = await s.handledBy(() => s.graphql(QUERY, accept))
      assert.equal(viaFastify.fastify, 1)
      const viaDoor = await s.handledBy(() => s.graphql(QUERY, accept))
      assert.equal(viaDoor.fastify, 0)
      assert.deepEqual(headersOf(viaDoor.result), headersOf(viaFastify.result))
    })

    test('a GraphQL write reaches the writer next query, and no one else', async (t) => {
      const s = await serve(t, store)
      const me = { 'x-playground-identity': 'gql-writer' }
      const other = { 'x-playground-identity': 'gql-other' }
      for (let i = 0; i < 2; i++) {
        await s.graphql(QUERY, me)
        await s.graphql(QUERY, other)
      }
      const before = await titlesOf(await s.graphql(QUERY, other))
      const mutation = { query: 'mutation { updatePost(id: 1, title: "Door wrote") { id } }' }
      const wrote = await s.handledBy(() => s.graphql(mutation, me))
      assert.equal(wrote.fastify, 1, 'a mutation is never answered at the door')
      assert.equal(wrote.result.status, 200)
      assert.equal((await titlesOf(await s.graphql(QUERY, me)))[0], 'Door wrote')
      const { result, fastify } = await s.handledBy(() => s.graphql(QUERY, other))
      assert.equal(fastify, 0)
      assert.deepEqual(await titlesOf(result), before)
      assert.notEqual(before[0], 'Door wrote')
      // A REST write too: the next query is built afresh.
      await s.send('PATCH', '/api/v1/posts/1', 'gql-writer', { title: 'REST wrote' })
      assert.equal((await titlesOf(await s.graphql(QUERY, me)))[0], 'REST wrote')
    })

    test('a GraphQL body that is not all there goes to Fastify whole', async (t) => {
      const s = await serve(t, store)
      const named = { 'x-playground-identity': 'gql-late' }
      const kept = await (await s.graphql(QUERY, named)).text()
      await s.graphql(QUERY, named)
      const body = JSON.stringify(QUERY)
      const { port } = new URL(s.base)
      // The body, or its second half, is written only once the server has the headers, after
      // the door looked.
      for (const early of [0, Math.floor(body.length / 2)]) {
        const arrived = once(s.app.server, 'request')
        const socket = connect(Number(port), '127.0.0.1')
        t.after(() => socket.destroy())
        socket.write(
          `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
            `X-Playground-Identity: gql-late\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
            `Connection: close\r\n\r\n${body.slice(0, early)}`,
        )
        const { result: answer, fastify } = await s.handledBy(async () => {
          await arrived
          socket.end(body.slice(early))
          const chunks: Buffer[] = []
          for await (const chunk of socket) chunks.push(chunk as Buffer)
          return Buffer.concat(chunks).toString()
        })
        assert.equal(fastify, 1, `${early} bytes with the headers`)
        assert.match(answer, /^HTTP\/1\.1 200 /)
        assert.equal(answer.slice(answer.indexOf('\r\n\r\n') + 4), kept)
      }
      // A chunked body has no stated length: Fastify reads it.
      const chunked = await s.handledBy(
        () =>
          new Promise<string>((resolve, reject) => {
            const req = request(`${s.base}/graphql`, {
              method: 'POST',
              headers: {
                ...named,
                'content-type': 'application/json',
                'transfer-encoding': 'chunked',
              },
            })
            req.on('response', async (res) => {
              let text = ''
              for await (const chunk of res) text += chunk
              resolve(text)
            })
            req.on('error', reject)
            req.end(body)
          }),
      )
      assert.equal(chunked.fastify, 1)
      assert.equal(chunked.result, kept)
    })

    test('a GraphQL answer Fastify gave a rewritten URL is not given at the URL itself', async (t) => {
      // routes.json rules in file order: /graphql goes elsewhere, /gql becomes /graphql.
      const rewrites = readRewrites(
        JSON.stringify({ '/graphql': '/api/v1/todos', '/gql': '/graphql' }),
      )
      const s = await serve(t, store, {}, { rewrites })
      const named = { 'x-playground-identity': 'gql-rewritten' }
      for (let i = 0; i < 3; i++) assert.equal((await s.graphql(QUERY, named, '/gql')).status, 200)
      const { result, fastify } = await s.handledBy(() => s.graphql(QUERY, named, '/graphql'))
      assert.equal(fastify, 1)
      const body = (await result.json()) as { data?: unknown }
      assert.equal(body.data, undefined, 'POST /graphql is rewritten to the todos, not a query')
    })

    test('a cross-origin caller with an identity gets the door, with its own CORS headers', async (t) => {
      const s = await serve(t, store, { corsOrigins: ['http://localhost:5173', 'http://b.test'] })
      const page = { 'x-playground-identity': 'door-cors', origin: 'http://localhost:5173' }
      const thrice = async (headers: Record<string, string>) => {
        const first = await s.get(LIST, headers)
        await s.get(LIST, headers)
        const { result, fastify } = await s.handledBy(() => s.get(LIST, headers))
        assert.equal(fastify, 0, `the door answered ${JSON.stringify(headers)}`)
        assert.deepEqual(headersOf(result), headersOf(first))
        return result
      }
      const mine = await thrice(page)
      assert.equal(mine.headers.get('access-control-allow-origin'), 'http://localhost:5173')
      assert.equal(mine.headers.get('access-control-allow-credentials'), 'true')
      // Another page's origin is another answer's headers: Fastify sends it first.
      const other = { ...page, origin: 'http://b.test' }
      const viaFastify = await s.handledBy(() => s.get(LIST, other))
      assert.equal(viaFastify.fastify, 1)
      assert.equal(
        (await thrice(other)).headers.get('access-control-allow-origin'),
        'http://b.test',
      )
      // An origin CORS_ORIGINS refuses gets no CORS header, from the door as from Fastify.
      const refused = await thrice({ ...page, origin: 'http://evil.test' })
      assert.equal(refused.headers.get('access-control-allow-origin'), null)
      // The cookie a page's fetch sends with credentials names the sandbox as well.
      const uuid = mine.headers.get('x-playground-identity') as string
      const byCookie = await thrice({
        cookie: `pg_identity=${uuid}`,
        origin: 'http://localhost:5173',
      })
      assert.equal(byCookie.headers.get('x-playground-identity'), uuid)
      // A caller with no identity from another site may be told of the cookie: always Fastify.
      for (let i = 0; i < 3; i++) {
        const { result, fastify } = await s.handledBy(() =>
          s.get(LIST, { origin: 'http://localhost:5173' }),
        )
        assert.equal(fastify, 1)
        assert.match(cookieOf(result), /pg_identity=/)
      }
    })

    test('the records of how an answer was sent are bounded, the oldest making room', async (t) => {
      const s = await serve(t, store)
      const named = { 'x-playground-identity': 'door-origins' }
      const thrice = async (origin: string) => {
        for (let i = 0; i < 2; i++) await s.get('/api/v1/posts/2', { ...named, origin })
        return (await s.handledBy(() => s.get('/api/v1/posts/2', { ...named, origin }))).fastify
      }
      const origins = [1, 2, 3, 4, 5, 6].map((n) => `http://app-${n}.test`)
      for (const origin of origins) assert.equal(await thrice(origin), 0, origin)
      const again = async (origin: string) =>
        (await s.handledBy(() => s.get('/api/v1/posts/2', { ...named, origin }))).fastify
      assert.equal(await again(origins[5] as string), 0, 'the newest is at the door')
      assert.equal(await again(origins[0] as string), 1, 'the oldest made room')
      // An Origin too long for the records is always answered by Fastify.
      assert.equal(await thrice(`http://${'x'.repeat(1500)}.test`), 1)
    })

    test('front-door answers are counted in the metrics, GET and GraphQL POST', async (t) => {
      const s = await serve(t, store)
      const count = async (method: string, route: string) => {
        const text = await (await s.get('/metrics')).text()
        const line = `mock_playground_http_requests_total{method="${method}",route="${route}",status="200"} `
        const at = text.split('\n').find((l) => l.startsWith(line))
        return Number(at?.slice(line.length) ?? 0)
      }
      const cases: Array<[string, string, () => Promise<Response>]> = [
        ['GET', '/api/v1/posts/:id', () => s.get('/api/v1/posts/3')],
        ['POST', '/graphql', () => s.graphql(QUERY)],
        // The same query's answer, by its other URL: counted under that route.
        ['POST', '/api/v1/graphql', () => s.graphql(QUERY, {}, '/api/v1/graphql')],
      ]
      for (const [method, route, send] of cases) {
        await send()
        await send()
        const before = await count(method, route)
        assert.ok(before >= 2, `${method} ${route} counted`)
        const { fastify } = await s.handledBy(send)
        assert.equal(fastify, 0)
        assert.equal(await count(method, route), before + 1)
      }
    })
  })
}
