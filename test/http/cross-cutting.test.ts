import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { LightMyRequestResponse } from 'fastify'
import { appPerSuite, as, build, sandboxes } from '../helper.ts'

const ORIGIN = 'http://localhost:5173'

/** A comma-separated header as a list of lowercase tokens. */
const tokens = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)

/** Asserts an RFC 9457 problem JSON answer with the given status and code. */
function assertProblem(res: LightMyRequestResponse, status: number, code?: string) {
  assert.equal(res.statusCode, status, res.body)
  assert.match(String(res.headers['content-type']), /^application\/problem\+json/)
  const body = res.json()
  assert.equal(body.status, status)
  assert.equal(typeof body.type, 'string')
  assert.equal(typeof body.title, 'string')
  assert.equal(typeof body.detail, 'string')
  assert.equal(typeof body.code, 'string')
  assert.equal(body.error, body.title)
  assert.equal(body.message, body.detail)
  if (code) assert.equal(body.code, code)
  assert.ok(!/\bat .+:\d+:\d+/.test(res.body), 'no stack trace')
  return body
}

describe('CORS', () => {
  const shared = appPerSuite()
  test('reflects the Origin with credentials and exposes the headers a front end reads', async (t) => {
    const app = await build(t)
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/posts',
      headers: { origin: ORIGIN },
    })
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['access-control-allow-origin'], ORIGIN)
    assert.equal(res.headers['access-control-allow-credentials'], 'true')
    const exposed = tokens(res.headers['access-control-expose-headers'])
    for (const h of [
      'X-Playground-Identity',
      'X-Total-Count',
      'Link',
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
      'Retry-After',
      'X-Simulated',
    ]) {
      assert.ok(exposed.includes(h.toLowerCase()), `exposes ${h}: ${exposed}`)
    }
    // A reflected origin varies by request, so shared caches must key on it.
    assert.ok(tokens(res.headers.vary).includes('origin'), `Vary: ${res.headers.vary}`)
  })

  test('reflects any origin, other ports included', async () => {
    const app = await shared()
    for (const origin of ['http://127.0.0.1:3001', 'https://app.example.com']) {
      const res = await app.inject({ method: 'GET', url: '/health', headers: { origin } })
      assert.equal(res.headers['access-control-allow-origin'], origin)
    }
  })

  test('adds CORS headers to error answers too', async (t) => {
    const app = await build(t)
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/posts/abc',
      headers: { origin: ORIGIN },
    })
    assert.equal(res.statusCode, 400)
    assert.equal(res.headers['access-control-allow-origin'], ORIGIN)
    assert.equal(res.headers['access-control-allow-credentials'], 'true')
  })

  test('answers a preflight with 204 and the allowed methods and headers', async (t) => {
    const app = await build(t)
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/posts/1',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'content-type, x-playground-identity',
      },
    })
    assert.equal(res.statusCode, 204)
    assert.equal(res.body, '')
    assert.equal(res.headers['access-control-allow-origin'], ORIGIN)
    assert.equal(res.headers['access-control-allow-credentials'], 'true')
    const methods = tokens(res.headers['access-control-allow-methods'])
    for (const m of ['get', 'put', 'patch', 'delete'])
      assert.ok(methods.includes(m), `allows ${m}: ${methods}`)
    const headers = tokens(res.headers['access-control-allow-headers'])
    for (const h of ['content-type', 'x-playground-identity'])
      assert.ok(headers.includes(h), `allows ${h}`)
  })

  test('a request without an Origin is not a CORS request: no CORS headers, Vary still names Origin', async () => {
    const app = await shared()
    for (const [method, url] of [
      ['GET', '/api/v1/posts'],
      ['GET', '/api/v1/posts/999999'],
      ['POST', '/api/v1/posts'],
    ] as const) {
      const res = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined })
      for (const name of Object.keys(res.headers))
        assert.ok(!name.startsWith('access-control-'), `${method} ${url} sent ${name}`)
      assert.match(String(res.headers.vary), /\bOrigin\b/, `${method} ${url} varies on Origin`)
    }
  })

  test('with CORS_ORIGINS another origin gets no Access-Control-Allow-Origin', async (t) => {
    const app = await build(t, { corsOrigins: ['http://a.test'] })
    const allowed = await app.inject({
      method: 'GET',
      url: '/api/v1/posts',
      headers: { origin: 'http://a.test' },
    })
    assert.equal(allowed.headers['access-control-allow-origin'], 'http://a.test')
    assert.equal(allowed.headers['access-control-allow-credentials'], 'true')
    const other = await app.inject({
      method: 'GET',
      url: '/api/v1/posts',
      headers: { origin: 'http://b.test' },
    })
    assert.equal(other.statusCode, 200)
    assert.equal(other.headers['access-control-allow-origin'], undefined)
    assert.equal(other.headers['access-control-allow-credentials'], undefined)
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/posts',
      headers: { origin: 'http://b.test', 'access-control-request-method': 'POST' },
    })
    assert.equal(preflight.headers['access-control-allow-origin'], undefined)
  })
})

describe('compression', () => {
  const scaled = appPerSuite({ baselineScale: 2 })
  const decoders = { gzip: gunzipSync, br: brotliDecompressSync } as const
  for (const encoding of ['gzip', 'br'] as const) {
    test(`compresses a list of 30 users with ${encoding} to the same JSON`, async () => {
      const app = await scaled()
      const id = sandboxes()
      const client = as(app, id('compression'))
      const plain = await client.get('/api/v1/users?limit=30')
      assert.equal(plain.statusCode, 200)
      assert.equal(plain.headers['content-encoding'], undefined)
      assert.equal(plain.json().data.length, 30)
      const packed = await client.send({
        method: 'GET',
        url: '/api/v1/users?limit=30',
        headers: { 'accept-encoding': encoding },
      })
      assert.equal(packed.statusCode, 200)
      assert.equal(packed.headers['content-encoding'], encoding)
      assert.ok(
        tokens(packed.headers.vary).includes('accept-encoding'),
        `Vary: ${packed.headers.vary}`,
      )
      const decoded = decoders[encoding](packed.rawPayload)
      assert.ok(decoded.length > packed.rawPayload.length, 'the body shrank')
      assert.deepEqual(JSON.parse(decoded.toString('utf8')), plain.json())
    })
  }

  test('picks an encoding the client offers when it offers several', async (t) => {
    const app = await build(t)
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/posts?limit=30',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    assert.ok(['gzip', 'br', 'deflate'].includes(String(res.headers['content-encoding'])))
  })
})

describe('ETag', () => {
  const shared = appPerSuite()
  test('a GET 200 carries an ETag and the same tag in If-None-Match answers 304 without body', async () => {
    const app = await shared()
    const id = sandboxes()
    const client = as(app, id('etag-304'))
    const first = await client.get('/api/v1/posts/1')
    assert.equal(first.statusCode, 200)
    const etag = first.headers.etag as string
    assert.match(etag, /^(W\/)?"[^"]+"$/)
    const again = await client.get('/api/v1/posts/1')
    assert.equal(again.headers.etag, etag, 'the same representation has the same tag')
    const cached = await client.send({
      method: 'GET',
      url: '/api/v1/posts/1',
      headers: { 'if-none-match': etag },
    })
    assert.equal(cached.statusCode, 304)
    assert.equal(cached.rawPayload.length, 0)
    assert.equal(cached.headers.etag, etag)
  })

  test('a 304 sends no Content-Length other than the length of the 200 body (RFC 9110 §8.6)', async () => {
    const app = await shared()
    const id = sandboxes()
    const client = as(app, id('etag-length'))
    const first = await client.get('/api/v1/posts/1')
    const cached = await client.send({
      method: 'GET',
      url: '/api/v1/posts/1',
      headers: { 'if-none-match': first.headers.etag as string },
    })
    assert.equal(cached.statusCode, 304)
    const length = cached.headers['content-length']
    assert.ok(
      length === undefined || length === first.headers['content-length'],
      `304 Content-Length ${length}, 200 body is ${first.headers['content-length']} bytes`,
    )
  })

  test('a list answers 304 too, also when the client accepts compression', async () => {
    const app = await shared()
    const id = sandboxes()
    const client = as(app, id('etag-list'))
    const first = await client.send({
      method: 'GET',
      url: '/api/v1/posts',
      headers: { 'accept-encoding': 'gzip' },
    })
    const etag = first.headers.etag as string
    assert.ok(etag)
    const cached = await client.send({
      method: 'GET',
      url: '/api/v1/posts',
      headers: { 'if-none-match': etag, 'accept-encoding': 'gzip' },
    })
    assert.equal(cached.statusCode, 304)
    assert.equal(cached.rawPayload.length, 0)
  })

  test('If-None-Match matches within a list of tags, in weak and strong form, and *', async () => {
    const app = await shared()
    const id = sandboxes()
    const client = as(app, id('etag-forms'))
    const etag = (await client.get('/api/v1/users/1')).headers.etag as string
    const opaque = etag.replace(/^W\//, '')
    for (const header of [
      `"nope", ${etag}`,
      `"nope",${etag},"other"`,
      `W/${opaque}`,
      opaque,
      `"a", W/"b", ${opaque}`,
      '*',
    ]) {
      const res = await client.send({
        method: 'GET',
        url: '/api/v1/users/1',
        headers: { 'if-none-match': header },
      })
      assert.equal(res.statusCode, 304, `If-None-Match: ${header}`)
    }
  })

  test('a different tag in If-None-Match gets the full answer', async () => {
    const app = await shared()
    const id = sandboxes()
    const client = as(app, id('etag-miss'))
    for (const header of ['"nope"', 'W/"nope"', '"a", "b"']) {
      const res = await client.send({
        method: 'GET',
        url: '/api/v1/users/1',
        headers: { 'if-none-match': header },
      })
      assert.equal(res.statusCode, 200)
      assert.equal(res.json().id, 1)
    }
  })

  test('a change in the sandbox gives a different ETag, and the old tag no longer matches', async () => {
    const app = await shared()
    const id = sandboxes()
    const client = as(app, id('etag-change'))
    const record = await client.get('/api/v1/posts/1')
    const list = await client.get('/api/v1/posts')
    assert.equal(
      (await client.patch('/api/v1/posts/1', { title: 'changed title' })).statusCode,
      200,
    )
    const recordAfter = await client.get('/api/v1/posts/1')
    assert.notEqual(recordAfter.headers.etag, record.headers.etag)
    const listAfter = await client.get('/api/v1/posts')
    assert.notEqual(listAfter.headers.etag, list.headers.etag)
    const stale = await client.send({
      method: 'GET',
      url: '/api/v1/posts/1',
      headers: { 'if-none-match': record.headers.etag as string },
    })
    assert.equal(stale.statusCode, 200)
    assert.equal(stale.json().title, 'changed title')
    // Another sandbox still sees the baseline, under the baseline's tag.
    assert.equal(
      (await as(app, id('etag-other')).get('/api/v1/posts/1')).headers.etag,
      record.headers.etag,
    )
  })

  test('write answers and errors carry no ETag', async () => {
    const app = await shared()
    const id = sandboxes()
    const client = as(app, id('etag-writes'))
    const created = await client.post('/api/v1/posts', { user_id: 1, title: 'x' })
    assert.equal(created.statusCode, 200)
    assert.equal(created.headers.etag, undefined)
    assert.equal((await client.patch('/api/v1/posts/2', { title: 'y' })).headers.etag, undefined)
    assert.equal((await client.delete('/api/v1/posts/3')).headers.etag, undefined)
    const missing = await client.get('/api/v1/posts/99999')
    assert.equal(missing.statusCode, 404)
    assert.equal(missing.headers.etag, undefined)
  })

  test('If-None-Match never turns a write into a 304', async () => {
    const app = await shared()
    const id = sandboxes()
    const client = as(app, id('etag-post'))
    const res = await client.send({
      method: 'POST',
      url: '/api/v1/posts',
      headers: { 'if-none-match': '*' },
      payload: { user_id: 1, title: 'x' },
    })
    assert.equal(res.statusCode, 200)
    assert.equal(res.json().title, 'x')
  })
})

describe('X-Request-Id', () => {
  const shared = appPerSuite()
  test('is on every response, errors included, and differs between requests', async () => {
    const app = await shared()
    const seen = new Set<string>()
    const requests = [
      { method: 'GET', url: '/api/v1/posts' },
      { method: 'GET', url: '/health' },
      { method: 'GET', url: '/nope' },
      { method: 'GET', url: '/api/v1/posts/abc' },
      { method: 'GET', url: '/api/v1/posts/99999' },
      { method: 'DELETE', url: '/api/v1/posts' },
      { method: 'OPTIONS', url: '/api/v1/posts' },
      { method: 'HEAD', url: '/api/v1/posts' },
      {
        method: 'POST',
        url: '/api/v1/posts',
        payload: 'not json',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST',
        url: '/api/v1/posts',
        payload: 'x',
        headers: { 'content-type': 'text/plain' },
      },
    ] as const
    for (const r of requests) {
      const res = await app.inject(r)
      const id = res.headers['x-request-id']
      assert.equal(typeof id, 'string', `${r.method} ${r.url} (${res.statusCode})`)
      assert.ok((id as string).length > 0)
      seen.add(id as string)
    }
    assert.equal(seen.size, requests.length)
  })

  test("echoes a caller's safe id", async () => {
    const app = await shared()
    for (const id of [
      'abc-123',
      'trace.42:span_7',
      'x'.repeat(128),
      '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
    ]) {
      const ok = await app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-request-id': id },
      })
      assert.equal(ok.headers['x-request-id'], id)
      const error = await app.inject({
        method: 'GET',
        url: '/nope',
        headers: { 'x-request-id': id },
      })
      assert.equal(error.headers['x-request-id'], id)
    }
  })

  test('replaces an unsafe id with one of its own', async () => {
    const app = await shared()
    for (const id of ['has spaces in it', 'x'.repeat(129), '<script>', 'a;b', 'ünïcode']) {
      const res = await app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-request-id': id },
      })
      const given = res.headers['x-request-id'] as string
      assert.ok(given, `an id replaces ${JSON.stringify(id)}`)
      assert.notEqual(given, id)
      assert.match(given, /^[A-Za-z0-9._:-]{1,128}$/)
    }
  })
})

describe('methods', () => {
  const shared = appPerSuite()
  test('HEAD on a GET route answers 200 with the GET headers and no body', async () => {
    const app = await shared()
    const id = sandboxes()
    const client = as(app, id('head'))
    for (const url of ['/api/v1/posts', '/api/v1/posts/1', '/health', '/api/v1/users/1/todos']) {
      const got = await client.get(url)
      const head = await client.send({ method: 'HEAD', url })
      assert.equal(head.statusCode, 200, url)
      assert.equal(head.rawPayload.length, 0, url)
      assert.equal(head.headers['content-type'], got.headers['content-type'], url)
      assert.equal(head.headers['x-total-count'], got.headers['x-total-count'], url)
    }
  })

  test('OPTIONS on a route answers 204 with exactly the methods it supports', async () => {
    const app = await shared()
    const cases: Array<[string, string[]]> = [
      ['/api/v1/posts', ['GET', 'HEAD', 'POST', 'OPTIONS']],
      ['/api/v1/users', ['GET', 'HEAD', 'POST', 'OPTIONS']],
      ['/api/v1/posts/1', ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']],
      [
        '/api/v1/todos/local-00000000-0000-4000-8000-000000000000',
        ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      ],
      ['/api/v1/users/1/posts', ['GET', 'HEAD', 'OPTIONS']],
      ['/api/v1/posts/1/comments', ['GET', 'HEAD', 'OPTIONS']],
      ['/health', ['GET', 'HEAD', 'OPTIONS']],
      ['/ready', ['GET', 'HEAD', 'OPTIONS']],
    ]
    for (const [url, methods] of cases) {
      const res = await app.inject({ method: 'OPTIONS', url })
      assert.equal(res.statusCode, 204, url)
      assert.equal(res.rawPayload.length, 0, url)
      assert.deepEqual(
        tokens(res.headers.allow).sort(),
        methods.map((m) => m.toLowerCase()).sort(),
        `${url}: Allow ${res.headers.allow}`,
      )
    }
  })

  test('an unsupported method answers 405 problem JSON with Allow', async () => {
    const app = await shared()
    const cases: Array<[string, string, string[]]> = [
      ['DELETE', '/api/v1/posts', ['GET', 'HEAD', 'POST', 'OPTIONS']],
      ['PUT', '/api/v1/users', ['GET', 'HEAD', 'POST', 'OPTIONS']],
      ['PATCH', '/api/v1/comments', ['GET', 'HEAD', 'POST', 'OPTIONS']],
      ['POST', '/api/v1/posts/1', ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']],
      ['POST', '/health', ['GET', 'HEAD', 'OPTIONS']],
      ['DELETE', '/api/v1/users/1/posts', ['GET', 'HEAD', 'OPTIONS']],
    ]
    for (const [method, url, allowed] of cases) {
      const res = await app.inject({ method: method as 'GET', url })
      const body = assertProblem(res, 405)
      assert.ok(body.detail.includes(method), body.detail)
      assert.deepEqual(
        tokens(res.headers.allow).sort(),
        allowed.map((m) => m.toLowerCase()).sort(),
        `${method} ${url}: Allow ${res.headers.allow}`,
      )
    }
  })

  test('an unknown route answers 404 NOT_FOUND problem JSON', async () => {
    const app = await shared()
    for (const [method, url] of [
      ['GET', '/api/v1/nothing-here'],
      ['GET', '/nope'],
      ['POST', '/api/v2/posts'],
      ['GET', '/api/v1/posts/1/nope'],
    ] as const) {
      const res = await app.inject({ method, url })
      const body = assertProblem(res, 404, 'NOT_FOUND')
      assert.equal(body.type, '/problems/not-found')
    }
  })
})

describe('health and readiness', () => {
  /** Checks the documented body of /health and returns it. */
  function assertHealth(res: LightMyRequestResponse) {
    assert.equal(res.statusCode, 200)
    const body = res.json()
    assert.deepEqual(Object.keys(body).sort(), [
      'activeSessions',
      'database',
      'status',
      'timestamp',
      'uptimeSeconds',
    ])
    assert.equal(body.status, 'ok')
    const at = Date.parse(body.timestamp)
    assert.ok(Number.isFinite(at), `timestamp ${body.timestamp}`)
    assert.ok(Math.abs(Date.now() - at) < 60_000, 'timestamp is now')
    assert.equal(typeof body.uptimeSeconds, 'number')
    assert.ok(body.uptimeSeconds >= 0)
    assert.deepEqual(Object.keys(body.database).sort(), ['connected', 'latencyMs'])
    assert.equal(typeof body.database.connected, 'boolean')
    assert.equal(typeof body.database.latencyMs, 'number')
    assert.ok(body.database.latencyMs >= 0)
    return body
  }

  for (const url of ['/health', '/api/v1/health']) {
    test(`${url} reports status, uptime, the store and active sessions`, async (t) => {
      const app = await build(t, { store: 'sqlite' })
      const before = assertHealth(await app.inject({ method: 'GET', url }))
      assert.equal(before.database.connected, true)
      assert.equal(before.activeSessions, (await app.store.stats()).identities)
      await as(app, 'health-writer').post('/api/v1/todos', { user_id: 1, title: 'x' })
      const after = assertHealth(await app.inject({ method: 'GET', url }))
      assert.equal(after.activeSessions, before.activeSessions + 1)
    })
  }

  test('/ready answers 200 while the store answers', async (t) => {
    const app = await build(t, { store: 'sqlite' })
    const res = await app.inject({ method: 'GET', url: '/ready' })
    assert.equal(res.statusCode, 200)
  })

  test('a closed store makes /ready and data routes 503 STORE_UNAVAILABLE, and /health still answers', async (t) => {
    const app = await build(t, { store: 'sqlite' })
    assert.equal((await app.inject({ method: 'GET', url: '/ready' })).statusCode, 200)
    await app.store.close()
    assertProblem(await app.inject({ method: 'GET', url: '/ready' }), 503, 'STORE_UNAVAILABLE')
    assertProblem(await as(app, 'down').get('/api/v1/posts'), 503, 'STORE_UNAVAILABLE')
    assertProblem(
      await as(app, 'down').post('/api/v1/posts', { title: 'x' }),
      503,
      'STORE_UNAVAILABLE',
    )
    const health = assertHealth(await app.inject({ method: 'GET', url: '/health' }))
    assert.equal(health.database.connected, false)
    // Still serving: the process did not crash.
    assert.equal((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode, 200)
  })
})

describe('OpenAPI', () => {
  test('serves an OpenAPI 3.1 document listing the resource paths', async (t) => {
    const app = await build(t)
    const res = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
    assert.equal(res.statusCode, 200)
    assert.match(String(res.headers['content-type']), /^application\/json/)
    const doc = res.json()
    assert.match(doc.openapi, /^3\.1\./)
    assert.equal(typeof doc.info?.title, 'string')
    const paths = Object.keys(doc.paths ?? {})
    assert.ok(paths.includes('/api/v1/posts'), `paths: ${paths.join(', ')}`)
    assert.ok(doc.paths['/api/v1/posts'].get, 'GET /api/v1/posts')
    assert.ok(doc.paths['/api/v1/posts'].post, 'POST /api/v1/posts')
    for (const r of ['users', 'comments', 'todos']) assert.ok(paths.includes(`/api/v1/${r}`), r)
    assert.ok(
      paths.some((p) => /^\/api\/v1\/posts\/\{id\}$/.test(p)),
      'the item path',
    )
  })
})

test('slow clients are bounded: headers within 10 s, the whole request within 30 s', async (t) => {
  const app = await build(t)
  assert.equal(app.server.headersTimeout, 10_000)
  assert.equal(app.server.requestTimeout, 30_000)
})
