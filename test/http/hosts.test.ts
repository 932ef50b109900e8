import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { build } from '../helper.ts'

const AVATARS = '{ users(limit: 1) { avatar } }'

/** The origin of the first Link of a posts list, and of an avatar URL, for one Host. */
async function originsFor(app: FastifyInstance, headers: Record<string, string>) {
  const list = await app.inject({
    method: 'GET',
    url: '/api/v1/posts?limit=5',
    headers: { 'x-playground-identity': 'hosts', ...headers },
  })
  assert.equal(list.statusCode, 200)
  const link = /^<([^>]+)>/.exec(String(list.headers.link))?.[1] as string
  const gql = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'x-playground-identity': 'hosts', ...headers },
    payload: { query: AVATARS },
  })
  const avatar = gql.json().data.users[0].avatar as string
  const page = await app.inject({
    method: 'GET',
    url: '/',
    headers: { accept: 'text/html', ...headers },
  })
  const example = /curl &quot;(https?:\/\/[^/&]+)\/api\/v1\/posts/.exec(page.body)?.[1]
  return { link: new URL(link).origin, avatar: new URL(avatar).origin, page: example }
}

const same = (origin: string) => ({ link: origin, avatar: origin, page: origin })

describe('absolute links and the Host header', () => {
  test('a Host that is not the listen address is not reflected; the listen address is used', async (t) => {
    const app = await build(t, { host: '127.0.0.1', port: 3000 })
    for (const host of [
      'evil.example',
      'evil.example:3000',
      '127.0.0.1:3001',
      'localhost.evil.example:3000',
    ]) {
      assert.deepEqual(await originsFor(app, { host }), same('http://127.0.0.1:3000'), host)
    }
  })

  test('the listen address is honoured, in its loopback forms too', async (t) => {
    const app = await build(t, { host: '127.0.0.1', port: 3000 })
    for (const host of ['127.0.0.1:3000', 'localhost:3000', 'LocalHost:3000', '[::1]:3000']) {
      assert.deepEqual(await originsFor(app, { host }), same(`http://${host.toLowerCase()}`), host)
    }
  })

  test('ALLOWED_HOSTS are honoured: a bare name on any port, host:port on that port only', async (t) => {
    const app = await build(t, { allowedHosts: ['mock.example.com', 'api.test:8080'] })
    for (const host of ['mock.example.com', 'mock.example.com:8443', 'api.test:8080']) {
      assert.deepEqual(await originsFor(app, { host }), same(`http://${host}`), host)
    }
    assert.deepEqual(
      await originsFor(app, { host: 'api.test:9090' }),
      same('http://127.0.0.1:3000'),
    )
  })

  test('PUBLIC_URL wins over any Host', async (t) => {
    const app = await build(t, { publicUrl: 'https://mock.example.com' })
    assert.deepEqual(
      await originsFor(app, { host: 'evil.example' }),
      same('https://mock.example.com'),
    )
  })

  test('a real listener honours its own address and port', async (t) => {
    const app = await build(t, { host: '127.0.0.1', port: 0 })
    await app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = app.server.address() as { port: number }
    const link = async (host: string) => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/posts?limit=5',
        headers: { host },
      })
      return new URL(/^<([^>]+)>/.exec(String(res.headers.link))?.[1] as string).origin
    }
    assert.equal(await link(`localhost:${port}`), `http://localhost:${port}`)
    assert.equal(await link('evil.example'), `http://127.0.0.1:${port}`)
  })
})

describe('TRUST_PROXY', () => {
  const forwarded = { 'x-forwarded-host': 'mock.example.com', 'x-forwarded-proto': 'https' }

  test('off: X-Forwarded-Host and -Proto are ignored', async (t) => {
    const app = await build(t, { allowedHosts: ['mock.example.com'] })
    assert.deepEqual(
      await originsFor(app, { host: 'localhost:3000', ...forwarded }),
      same('http://localhost:3000'),
    )
  })

  test('on: the forwarded host and protocol make the links, when the host is allowed', async (t) => {
    const app = await build(t, { allowedHosts: ['mock.example.com'], trustProxy: true })
    assert.deepEqual(await originsFor(app, forwarded), same('https://mock.example.com'))
    const evil = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }
    assert.deepEqual(await originsFor(app, evil), same('http://127.0.0.1:3000'))
  })

  for (const trustProxy of [true, 1, ['127.0.0.1']] as const) {
    test(`${JSON.stringify(trustProxy)}: per-IP limits count the forwarded client address`, async (t) => {
      const app = await build(t, {
        rateLimit: 1,
        trustProxy: trustProxy as boolean | number | string[],
      })
      const from = (ip: string, identity: string) =>
        app.inject({
          method: 'GET',
          url: '/api/v1/posts/1',
          headers: { 'x-forwarded-for': ip, 'x-playground-identity': identity },
        })
      // A burst of 2 per IP: a third request from one client is refused, another client is not.
      const codes = [
        (await from('203.0.113.1', 'a1')).statusCode,
        (await from('203.0.113.1', 'a2')).statusCode,
        (await from('203.0.113.1', 'a3')).statusCode,
        (await from('203.0.113.2', 'b1')).statusCode,
      ]
      assert.deepEqual(codes, [200, 200, 429, 200])
    })
  }
})
