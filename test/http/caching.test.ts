import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { mergeVary } from '../../src/http/plugins/identity.ts'
import { isPublicUrl } from '../../src/http/request-facts.ts'
import { build, STORES } from '../helper.ts'

/** Routes that answer every caller alike: images, health, metrics, docs, downloads, assets. */
const PUBLIC: string[] = [
  '/api/v1/avatars/Bret.svg',
  '/api/v1/avatars/Bret.svg?size=64',
  '/api/v1/thumbnails/post-1.svg',
  '/health',
  '/health/',
  '/api/v1/health',
  '/ready',
  '/metrics',
  '/api/v1/openapi.json',
  '/docs',
  '/docs/',
  '/docs/json',
  '/docs/static/index.html',
  '/assets/landing.css',
  '/graphiql/assets/init.js',
  '/api/v1/downloads/postman.json',
  '/api/v1/downloads/openapi.json?version=3.0',
  '/llms.txt',
  '/llms-full.txt',
]

/** Requests served from a sandbox, reads and writes, successes and errors. */
const SANDBOX: InjectOptions[] = [
  { method: 'GET', url: '/api/v1/posts' },
  { method: 'GET', url: '/api/v1/posts/1' },
  { method: 'GET', url: '/api/v1/posts/99999' },
  { method: 'POST', url: '/api/v1/posts', payload: { user_id: 1, title: 't' } },
  { method: 'PATCH', url: '/api/v1/users/1', payload: { name: 'n' } },
  { method: 'GET', url: '/api/v1/session' },
  { method: 'GET', url: '/api/v1/custom/products' },
  { method: 'POST', url: '/api/v1/custom/products', payload: { name: 'p' } },
  { method: 'POST', url: '/api/v1/auth/login', payload: { username: 'Bret', password: 'x' } },
  { method: 'POST', url: '/graphql', payload: { query: '{ posts(limit: 1) { id } }' } },
  { method: 'GET', url: '/graphql?query=%7B%20users(limit%3A%201)%20%7B%20id%20%7D%20%7D' },
  { method: 'GET', url: '/api/v1/nowhere' },
]

const cookies = (res: LightMyRequestResponse) => [res.headers['set-cookie'] ?? []].flat()
const varyOf = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean)

function assertSandboxHeaders(res: LightMyRequestResponse, what: string) {
  assert.equal(res.headers['cache-control'], 'private, no-store', what)
  const vary = varyOf(res)
  for (const field of ['origin', 'cookie', 'x-playground-identity']) {
    assert.equal(
      vary.filter((v) => v === field).length,
      1,
      `${what}: Vary names ${field} once (${vary})`,
    )
  }
}

const send = (app: FastifyInstance, opts: InjectOptions, headers: Record<string, string> = {}) =>
  app.inject({ ...opts, headers: { ...opts.headers, ...headers } })

for (const store of STORES) {
  describe(`cookies and caching (${store})`, () => {
    test('public routes never mint a cookie nor name an identity', async (t) => {
      const app = await build(t, { store })
      for (const url of PUBLIC) {
        const callers: Array<Record<string, string>> = [
          {},
          { cookie: `pg_identity=${randomUUID()}` },
          { 'x-playground-identity': 'ci' },
        ]
        for (const headers of callers) {
          const res = await send(app, { method: 'GET', url }, headers)
          assert.ok(res.statusCode < 400, `${url}: ${res.statusCode}`)
          assert.deepEqual(cookies(res), [], `${url} ${JSON.stringify(headers)} sets no cookie`)
          assert.equal(res.headers['x-playground-identity'], undefined, `${url} names no identity`)
        }
      }
    })

    test('an avatar without identity is public and immutable, with no cookie', async (t) => {
      const app = await build(t, { store })
      const res = await send(app, { method: 'GET', url: '/api/v1/avatars/Bret.svg' })
      assert.equal(res.statusCode, 200)
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable')
      assert.equal(res.headers['set-cookie'], undefined)
    })

    test('sandbox answers are private, no-store and vary on Origin, Cookie and the identity', async (t) => {
      const app = await build(t, { store })
      for (const opts of SANDBOX) {
        const what = `${opts.method} ${opts.url}`
        const minted = await send(app, opts)
        assert.equal(cookies(minted).length, 1, `${what} mints the cookie`)
        assertSandboxHeaders(minted, what)
        const named = await send(app, opts, {
          'x-playground-identity': 'cache-test',
          origin: 'http://localhost:5173',
          'accept-encoding': 'gzip',
        })
        assertSandboxHeaders(named, `${what} (named, from an origin)`)
      }
    })

    test('compression adds Accept-Encoding to the sandbox Vary, each field once', async (t) => {
      const app = await build(t, { store })
      const res = await send(
        app,
        { method: 'GET', url: '/api/v1/comments' },
        {
          'x-playground-identity': 'gz',
          'accept-encoding': 'gzip',
          origin: 'http://localhost:5173',
        },
      )
      assert.equal(res.headers['content-encoding'], 'gzip')
      assert.deepEqual(varyOf(res).sort(), [
        'accept-encoding',
        'cookie',
        'origin',
        'x-playground-identity',
      ])
    })

    test('ETag and 304 keep working on sandbox answers', async (t) => {
      const app = await build(t, { store })
      const headers = { 'x-playground-identity': 'etag' }
      const first = await send(app, { method: 'GET', url: '/api/v1/posts/1' }, headers)
      const etag = first.headers.etag as string
      assert.ok(etag)
      const again = await send(
        app,
        { method: 'GET', url: '/api/v1/posts/1' },
        { ...headers, 'if-none-match': etag },
      )
      assert.equal(again.statusCode, 304)
      assertSandboxHeaders(again, '304')
    })
  })
}

describe('mergeVary', () => {
  for (const [existing, expected] of [
    [undefined, 'Origin, Cookie, X-Playground-Identity'],
    ['Origin', 'Origin, Cookie, X-Playground-Identity'],
    ['accept-encoding', 'accept-encoding, Origin, Cookie, X-Playground-Identity'],
    ['origin, cookie', 'origin, cookie, X-Playground-Identity'],
    ['Origin, Cookie, X-Playground-Identity', 'Origin, Cookie, X-Playground-Identity'],
    ['*', '*'],
  ] as const) {
    test(`${existing} → ${expected}`, () => assert.equal(mergeVary(existing), expected))
  }
})

describe('isPublicUrl', () => {
  test('names exactly the public routes', () => {
    for (const url of [
      ...PUBLIC,
      '/health?x=1',
      '/metrics/',
      '/api/v1/openapi.json?v=2',
      '/docs?x',
    ]) {
      assert.equal(isPublicUrl(url), true, url)
    }
    for (const url of [
      '/',
      '/healthz',
      '/docsx',
      '/readyz',
      '/api/v1/posts',
      '/api/v1/avatars',
      '/api/v1/healthy',
      '/api/v1/health/x',
      '/api/v1/session',
      '/graphql',
      '/graphiql',
      '/api/v1/graphql',
      '/auth/login',
      '/assets',
      '/metrics/x',
      '/llms',
      '/llms.txtx',
      '/api/v1/downloadsx',
    ]) {
      assert.equal(isPublicUrl(url), false, url)
    }
  })
})
