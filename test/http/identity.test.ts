import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { appPerSuite, as, build, STORES, sandboxes } from '../helper.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** The `pg_identity` cookie a response sets: its value and its attributes, or undefined. */
function identityCookie(res: LightMyRequestResponse) {
  const header = res.headers['set-cookie']
  const all = header === undefined ? [] : [header].flat()
  const line = all.find((c) => c.startsWith('pg_identity='))
  if (!line) return undefined
  const [pair, ...attrs] = line.split(';').map((part) => part.trim())
  return {
    value: (pair as string).slice('pg_identity='.length),
    attrs: attrs.map((a) => a.toLowerCase()).sort(),
  }
}

const identityOf = (res: LightMyRequestResponse) => res.headers['x-playground-identity'] as string

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers })

/** Creates a post in the sandbox a request names, and returns its id. */
async function createPost(app: FastifyInstance, headers: Record<string, string>, title: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/posts',
    headers,
    payload: { user_id: 1, title },
  })
  assert.equal(res.statusCode, 200, res.body)
  return res.json().id as string
}

/** Whether the sandbox a request names holds the created post `id`. */
async function sees(
  app: FastifyInstance,
  headers: Record<string, string>,
  id: string,
  url = '/api/v1/posts/',
) {
  return (await get(app, `${url}${id}`, headers)).statusCode === 200
}

for (const store of STORES) {
  describe(`identity (${store} store)`, () => {
    const shared = appPerSuite({ store })
    test('a request without identity gets a new UUID, as a cookie and as a header', async () => {
      const app = await shared()
      const res = await get(app, '/api/v1/posts')
      assert.equal(res.statusCode, 200)
      const cookie = identityCookie(res)
      assert.ok(cookie, 'sets pg_identity')
      assert.match(cookie.value, UUID)
      assert.deepEqual(cookie.attrs, ['httponly', 'max-age=31536000', 'path=/', 'samesite=lax'])
      assert.equal(identityOf(res), cookie.value)
    })

    test('every request without identity gets a different one', async () => {
      const app = await shared()
      const ids = new Set<string>()
      for (let i = 0; i < 5; i++) ids.add(identityOf(await get(app, '/api/v1/users/1')))
      assert.equal(ids.size, 5)
    })

    test('the minted identity is the sandbox the request was served as', async () => {
      const app = await shared()
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/posts',
        payload: { user_id: 1, title: 'first write' },
      })
      assert.equal(res.statusCode, 200)
      const minted = identityCookie(res)?.value
      assert.ok(minted)
      assert.equal(identityOf(res), minted)
      assert.ok(await sees(app, { cookie: `pg_identity=${minted}` }, res.json().id))
      assert.ok(await sees(app, { 'x-playground-identity': minted }, res.json().id))
    })

    test('with COOKIE_CROSS_SITE the cookie is Secure, SameSite=None and Partitioned', async (t) => {
      const app = await build(t, { store, cookieCrossSite: true })
      const res = await get(app, '/api/v1/posts')
      const cookie = identityCookie(res)
      assert.ok(cookie)
      assert.match(cookie.value, UUID)
      assert.deepEqual(cookie.attrs, [
        'httponly',
        'max-age=31536000',
        'partitioned',
        'path=/',
        'samesite=none',
        'secure',
      ])
      assert.equal(identityOf(res), cookie.value)
    })

    test('a valid cookie is used and no new cookie is set', async () => {
      const app = await shared()
      const id = randomUUID()
      const postId = await createPost(app, { cookie: `pg_identity=${id}` }, 'by cookie')
      const res = await get(app, `/api/v1/posts/${postId}`, { cookie: `pg_identity=${id}` })
      assert.equal(res.statusCode, 200)
      assert.equal(res.headers['set-cookie'], undefined)
      assert.equal(identityOf(res), id)
      assert.ok(await sees(app, { 'x-playground-identity': id }, postId))
      assert.ok(!(await sees(app, { 'x-playground-identity': randomUUID() }, postId)))
    })

    test('a cookie carrying any UUID version is accepted', async () => {
      const app = await shared()
      for (const id of [
        '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
        '00000000-0000-0000-0000-000000000000',
      ]) {
        const res = await get(app, '/api/v1/posts', { cookie: `pg_identity=${id}` })
        assert.equal(identityOf(res), id)
        assert.equal(res.headers['set-cookie'], undefined)
      }
    })

    test('a malformed cookie is treated as absent', async () => {
      const app = await shared()
      for (const value of ['not-a-uuid', 'ci-worker-3', '1234', `${randomUUID()}x`, '']) {
        const res = await get(app, '/api/v1/posts', { cookie: `pg_identity=${value}` })
        assert.equal(res.statusCode, 200)
        const cookie = identityCookie(res)
        assert.ok(cookie, `a new cookie replaces '${value}'`)
        assert.match(cookie.value, UUID)
        assert.notEqual(cookie.value, value)
        assert.equal(identityOf(res), cookie.value)
      }
    })

    test('an uppercase UUID cookie names the same sandbox as its lowercase form', async () => {
      const app = await shared()
      const id = randomUUID()
      const postId = await createPost(app, { 'x-playground-identity': id }, 'lowercase')
      const res = await get(app, `/api/v1/posts/${postId}`, {
        cookie: `pg_identity=${id.toUpperCase()}`,
      })
      assert.equal(res.statusCode, 200)
      assert.equal(identityOf(res), id)
    })

    test('an uppercase UUID header names the same sandbox as its lowercase form', async () => {
      const app = await shared()
      const id = randomUUID()
      const postId = await createPost(app, { cookie: `pg_identity=${id}` }, 'lowercase')
      const res = await get(app, `/api/v1/posts/${postId}`, {
        'x-playground-identity': id.toUpperCase(),
      })
      assert.equal(res.statusCode, 200)
      assert.equal(identityOf(res), id)
    })

    test('the header wins over _sandbox, which wins over the cookie', async () => {
      const app = await shared()
      const [h, q, c] = [randomUUID(), randomUUID(), randomUUID()]
      const all = await get(app, `/api/v1/posts?_sandbox=${q}`, {
        'x-playground-identity': h,
        cookie: `pg_identity=${c}`,
      })
      assert.equal(identityOf(all), h)
      assert.equal(all.headers['set-cookie'], undefined)
      const noHeader = await get(app, `/api/v1/posts?_sandbox=${q}`, { cookie: `pg_identity=${c}` })
      assert.equal(identityOf(noHeader), q)
      assert.equal(noHeader.headers['set-cookie'], undefined)
      const cookieOnly = await get(app, '/api/v1/posts', { cookie: `pg_identity=${c}` })
      assert.equal(identityOf(cookieOnly), c)
    })

    test('the precedence decides which sandbox is written, not only the header echoed', async () => {
      const app = await shared()
      const [h, q, c] = [randomUUID(), randomUUID(), randomUUID()]
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/posts?_sandbox=${q}`,
        headers: { 'x-playground-identity': h, cookie: `pg_identity=${c}` },
        payload: { user_id: 1, title: 'where does it go' },
      })
      assert.equal(res.statusCode, 200)
      const id = res.json().id as string
      assert.ok(await sees(app, { 'x-playground-identity': h }, id))
      assert.ok(!(await sees(app, { 'x-playground-identity': q }, id)))
      assert.ok(!(await sees(app, { 'x-playground-identity': c }, id)))
    })

    test('an invalid header or _sandbox falls through to the next source', async () => {
      const app = await shared()
      const [q, c] = [randomUUID(), randomUUID()]
      const badHeader = await get(app, `/api/v1/posts?_sandbox=${q}`, {
        'x-playground-identity': 'not valid!',
        cookie: `pg_identity=${c}`,
      })
      assert.equal(identityOf(badHeader), q)
      const badBoth = await get(app, `/api/v1/posts?_sandbox=${encodeURIComponent('a b')}`, {
        'x-playground-identity': 'x'.repeat(129),
        cookie: `pg_identity=${c}`,
      })
      assert.equal(identityOf(badBoth), c)
      const nothingValid = await get(app, '/api/v1/posts?_sandbox=%2F', {
        'x-playground-identity': '',
      })
      const minted = identityCookie(nothingValid)
      assert.ok(minted)
      assert.equal(identityOf(nothingValid), minted.value)
    })

    test('X-PG-Identity names the sandbox like X-Playground-Identity', async () => {
      const app = await shared()
      const id = sandboxes()
      const uuid = randomUUID()
      const res = await get(app, '/api/v1/posts', { 'x-pg-identity': uuid })
      assert.equal(identityOf(res), uuid)
      assert.equal(res.headers['set-cookie'], undefined)
      const named = await get(app, '/api/v1/posts', { 'x-pg-identity': id('ci-worker-3') })
      const same = await get(app, '/api/v1/posts', { 'x-playground-identity': id('ci-worker-3') })
      assert.match(identityOf(named), V5)
      assert.equal(identityOf(named), identityOf(same))
    })

    test('the name ci-worker-3 is the same sandbox on every request and by every route in', async () => {
      const app = await shared()
      const id = sandboxes()
      const first = await get(app, '/api/v1/users', { 'x-playground-identity': id('ci-worker-3') })
      const uuid = identityOf(first)
      assert.match(uuid, V5)
      assert.equal(first.headers['set-cookie'], undefined)
      const postId = await createPost(
        app,
        { 'x-playground-identity': id('ci-worker-3') },
        'from CI',
      )
      for (let i = 0; i < 3; i++) {
        const again = await get(app, `/api/v1/posts/${postId}`, {
          'x-playground-identity': id('ci-worker-3'),
        })
        assert.equal(again.statusCode, 200)
        assert.equal(identityOf(again), uuid)
      }
      assert.ok(await sees(app, { 'x-pg-identity': id('ci-worker-3') }, postId))
      assert.ok(await sees(app, { 'x-playground-identity': uuid }, postId))
      assert.ok(await sees(app, { cookie: `pg_identity=${uuid}` }, postId))
      const byQuery = await get(app, `/api/v1/posts/${postId}?_sandbox=${id('ci-worker-3')}`)
      assert.equal(byQuery.statusCode, 200)
      assert.equal(identityOf(byQuery), uuid)
      assert.ok(!(await sees(app, { 'x-playground-identity': id('ci-worker-4') }, postId)))
    })

    test('a name maps to the same UUID in another instance of the service', async (t) => {
      const id = sandboxes()
      const one = await shared()
      const two = await build(t, { store })
      const a = identityOf(
        await get(one, '/api/v1/session', { 'x-playground-identity': id('ci-worker-3') }),
      )
      const b = identityOf(
        await get(two, '/api/v1/session', { 'x-playground-identity': id('ci-worker-3') }),
      )
      assert.match(a, V5)
      assert.equal(a, b)
    })

    // Public routes (images, health, docs, assets: test/http/caching.test.ts) carry no identity.
    test('every sandbox response carries X-Playground-Identity, errors included', async () => {
      const app = await shared()
      const id = randomUUID()
      const requests = [
        { method: 'GET', url: '/api/v1/nowhere' },
        { method: 'GET', url: '/api/v1/posts/abc' },
        { method: 'GET', url: '/api/v1/posts/99999' },
        { method: 'GET', url: '/api/v1/posts?page=0' },
        { method: 'DELETE', url: '/api/v1/posts' },
        { method: 'OPTIONS', url: '/api/v1/posts' },
        { method: 'HEAD', url: '/api/v1/posts' },
      ] as const
      for (const r of requests) {
        const res = await app.inject({ ...r, headers: { 'x-playground-identity': id } })
        assert.equal(identityOf(res), id, `${r.method} ${r.url} (${res.statusCode})`)
        const minted = await app.inject({ ...r })
        assert.match(identityOf(minted) ?? '', UUID, `${r.method} ${r.url} without identity`)
        assert.equal(
          identityCookie(minted)?.value,
          identityOf(minted),
          `${r.method} ${r.url} cookie`,
        )
      }
    })

    test('reads never store an identity', async (t) => {
      const app = await build(t, { store })
      const before = (await app.store.stats()).identities
      const reader = as(app, 'just-reading')
      for (const url of [
        '/api/v1/users',
        '/api/v1/users/1',
        '/api/v1/posts?page=2&limit=5',
        '/api/v1/posts?q=the&_sort=title&_order=desc',
        '/api/v1/todos?completed=true&user_id=1',
        '/api/v1/users/1/posts',
        '/api/v1/posts/1/comments',
        '/api/v1/posts/99999',
        '/api/v1/posts/local-00000000-0000-4000-8000-000000000000',
        '/health',
      ]) {
        assert.ok((await reader.get(url)).statusCode < 500, url)
        // A caller with no identity at all gets one minted, which must not be stored either.
        assert.ok((await get(app, url)).statusCode < 500, url)
        assert.ok(
          (await get(app, `${url}${url.includes('?') ? '&' : '?'}_sandbox=q-reader`)).statusCode <
            500,
        )
      }
      await app.inject({
        method: 'HEAD',
        url: '/api/v1/posts',
        headers: { 'x-playground-identity': 'head' },
      })
      await app.inject({
        method: 'OPTIONS',
        url: '/api/v1/posts/1',
        headers: { 'x-playground-identity': 'opt' },
      })
      assert.equal((await app.store.stats()).identities, before)
    })

    test('rejected writes store no identity', async (t) => {
      const app = await build(t, { store })
      const before = (await app.store.stats()).identities
      const writer = as(app, 'rejected-writer')
      assert.equal((await writer.post('/api/v1/posts', { title: 42 })).statusCode, 400)
      assert.equal((await writer.post('/api/v1/posts', [1, 2])).statusCode, 400)
      assert.equal((await writer.put('/api/v1/posts/99999', { title: 'x' })).statusCode, 404)
      assert.equal((await writer.patch('/api/v1/posts/abc', { title: 'x' })).statusCode, 400)
      assert.equal((await writer.delete('/api/v1/posts/99999')).statusCode, 404)
      assert.equal((await writer.send({ method: 'DELETE', url: '/api/v1/posts' })).statusCode, 405)
      assert.equal((await app.store.stats()).identities, before)
    })

    test('the first write stores the identity, later writes by it do not add another', async (t) => {
      const app = await build(t, { store })
      const before = (await app.store.stats()).identities
      const writer = as(app, 'first-writer')
      assert.equal((await writer.post('/api/v1/posts', { user_id: 1, title: 'x' })).statusCode, 200)
      assert.equal((await app.store.stats()).identities, before + 1)
      assert.equal((await writer.patch('/api/v1/posts/1', { title: 'y' })).statusCode, 200)
      assert.equal((await writer.delete('/api/v1/posts/2')).statusCode, 200)
      assert.equal((await app.store.stats()).identities, before + 1)
      const other = as(app, 'second-writer')
      assert.equal(
        (await other.put('/api/v1/todos/1', { title: 'z', completed: true })).statusCode,
        200,
      )
      assert.equal((await app.store.stats()).identities, before + 2)
    })

    test('a write by a caller without identity stores the minted one', async (t) => {
      const app = await build(t, { store })
      const before = (await app.store.stats()).identities
      const res = await app.inject({ method: 'DELETE', url: '/api/v1/comments/3' })
      assert.equal(res.statusCode, 200)
      assert.ok(identityCookie(res))
      assert.equal((await app.store.stats()).identities, before + 1)
    })
  })
}

describe('the SameSite trap: a cookie given to an origin that never comes back', () => {
  test('the second cookieless request from that origin is told why, once logged', async (t) => {
    const warnings: string[] = []
    const app = await build(t)
    app.log.warn = ((obj: unknown, msg?: string) => {
      warnings.push(`${JSON.stringify(obj)} ${msg}`)
    }) as typeof app.log.warn
    const from = (origin: string, headers: Record<string, string> = {}) =>
      get(app, '/api/v1/posts?limit=1', { origin, ...headers })
    const first = await from('http://localhost:5173')
    assert.ok(identityCookie(first), 'a cookie is given')
    assert.equal(first.headers['x-playground-hint'], undefined)
    const cookie = `pg_identity=${identityCookie(first)?.value}`
    // With the cookie it came back as it should: nothing to say.
    assert.equal(
      (await from('http://localhost:5173', { cookie })).headers['x-playground-hint'],
      undefined,
    )
    // Without it, the browser dropped it: say why, in the answer and once in the log.
    for (let i = 0; i < 3; i++) {
      const again = await from('http://localhost:5173')
      assert.match(
        String(again.headers['x-playground-hint']),
        /localhost and 127\.0\.0\.1 are different sites/,
      )
      assert.match(String(again.headers['x-playground-hint']), /COOKIE_CROSS_SITE=1/)
    }
    assert.equal(warnings.length, 1, warnings.join('\n'))
    assert.match(warnings[0] as string, /"origin":"http:\/\/localhost:5173".*SameSite=Lax/)
    // Another origin's first request, a same-origin one and a named sandbox are no trap.
    assert.equal((await from('http://127.0.0.1:5173')).headers['x-playground-hint'], undefined)
    const host = 'api.test'
    for (let i = 0; i < 2; i++) {
      const same = await get(app, '/api/v1/posts?limit=1', { origin: `http://${host}`, host })
      assert.equal(same.headers['x-playground-hint'], undefined)
    }
    const named = await from('http://localhost:5173', { 'x-playground-identity': 'mine' })
    assert.equal(named.headers['x-playground-hint'], undefined)
    // The browser may read it: CORS exposes it.
    assert.match(String(first.headers['access-control-expose-headers']), /X-Playground-Hint/)
  })
})
