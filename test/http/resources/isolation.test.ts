import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { appPerSuite, as, STORES, sandboxes } from '../../helper.ts'
import {
  API,
  baseCount,
  baseRecords,
  create,
  ids,
  list,
  RESOURCES,
  type Rec,
  SAMPLES,
} from './support.ts'

type Reader = { get: (url: string) => Promise<LightMyRequestResponse> }

/** A client that sends whatever identity `headers` and `query` carry, and nothing else. */
function client(app: FastifyInstance, headers: Record<string, string> = {}, query = '') {
  const withQuery = (url: string) =>
    query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url
  const send = (opts: InjectOptions) =>
    app.inject({
      ...opts,
      url: withQuery(String(opts.url)),
      headers: { ...headers, ...opts.headers },
    })
  return {
    get: (url: string) => send({ method: 'GET', url }),
    post: (url: string, payload: unknown) =>
      send({ method: 'POST', url, payload: payload as object }),
    patch: (url: string, payload: unknown) =>
      send({ method: 'PATCH', url, payload: payload as object }),
    delete: (url: string) => send({ method: 'DELETE', url }),
  }
}

const anonymous = (app: FastifyInstance) => client(app)
const byCookie = (app: FastifyInstance, uuid: string) =>
  client(app, { cookie: `pg_identity=${uuid}` })
const bySandbox = (app: FastifyInstance, name: string) => client(app, {}, `_sandbox=${name}`)

/** Asserts that `reader` sees the untouched baseline of `resource`, including the given ids. */
async function assertBaselineView(
  app: FastifyInstance,
  reader: Reader,
  resource: (typeof RESOURCES)[number],
  hidden: Array<number | string>,
) {
  const body = list(await reader.get(`${API}/${resource}`))
  assert.equal(body.pagination.total, baseCount(app, resource))
  assert.deepEqual(
    body.data,
    baseRecords(app, resource)
      .slice(0, 10)
      .map((r) => ({ ...r })),
  )
  for (const id of hidden) {
    const res = await reader.get(`${API}/${resource}/${id}`)
    if (typeof id === 'number') {
      assert.equal(res.statusCode, 200)
      assert.deepEqual(res.json(), { ...baseRecords(app, resource)[id - 1] })
    } else {
      assert.equal(res.statusCode, 404)
    }
  }
}

for (const store of STORES) {
  describe(`sandbox isolation (${store})`, () => {
    const shared = appPerSuite({ store })
    test('what one identity creates, updates and deletes is invisible to another and to no identity', async (t) => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('iso-a'))
      const b = as(app, id('iso-b'))
      for (const resource of RESOURCES) {
        await t.test(resource, async () => {
          const created = await create(a, resource, SAMPLES[resource])
          assert.equal(
            (await a.patch(`${API}/${resource}/1`, { note: 'a was here' })).statusCode,
            200,
          )
          assert.equal(
            (await a.put(`${API}/${resource}/2`, { note: 'a replaced' })).statusCode,
            200,
          )
          assert.equal((await a.delete(`${API}/${resource}/3`)).statusCode, 200)

          const mine = list(await a.get(`${API}/${resource}`))
          assert.deepEqual(ids(mine.data.slice(0, 3)), [created.id, 1, 2])
          assert.equal(mine.pagination.total, baseCount(app, resource))

          for (const reader of [b, anonymous(app)]) {
            await assertBaselineView(app, reader, resource, [created.id, 1, 2, 3])
          }
        })
      }
    })

    test('two identities editing the same record each see only their own edit', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('iso-a'))
      const b = as(app, id('iso-b'))
      await a.patch(`${API}/posts/1`, { title: 'from a' })
      await b.patch(`${API}/posts/1`, { title: 'from b' })
      await b.delete(`${API}/posts/2`)
      assert.equal((await a.get(`${API}/posts/1`)).json().title, 'from a')
      assert.equal((await b.get(`${API}/posts/1`)).json().title, 'from b')
      assert.equal((await a.get(`${API}/posts/2`)).statusCode, 200)
      assert.equal((await b.get(`${API}/posts/2`)).statusCode, 404)
    })

    test('a created record cannot be read, changed or deleted by another identity', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('iso-a'))
      const b = as(app, id('iso-b'))
      const created = await create(a, 'todos', SAMPLES.todos)
      const url = `${API}/todos/${created.id}`
      assert.equal((await b.get(url)).statusCode, 404)
      assert.equal((await b.patch(url, { title: 'hijack' })).statusCode, 404)
      assert.equal((await b.put(url, { title: 'hijack' })).statusCode, 404)
      assert.equal((await b.delete(url)).statusCode, 404)
      assert.deepEqual((await a.get(url)).json(), created)
    })

    test('a request without identity gets a fresh one and a cookie, and sees only the baseline', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('iso-a'))
      const aId = String((await a.get(`${API}/posts`)).headers['x-playground-identity'])
      await create(a, 'posts', SAMPLES.posts)
      const res = await anonymous(app).get(`${API}/posts`)
      const minted = String(res.headers['x-playground-identity'])
      assert.match(minted, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      assert.notEqual(minted, aId)
      assert.match(String(res.headers['set-cookie']), new RegExp(`^pg_identity=${minted};`))
      assert.equal(list(res).pagination.total, baseCount(app, 'posts'))
    })

    test('an anonymous write lands in the minted identity, not in the next anonymous request', async () => {
      const app = await shared()
      const res = await anonymous(app).post(`${API}/posts`, { title: 'anonymous' })
      assert.equal(res.statusCode, 200)
      const minted = String(res.headers['x-playground-identity'])
      const next = list(await anonymous(app).get(`${API}/posts`))
      assert.equal(next.pagination.total, baseCount(app, 'posts'))
      const again = list(await byCookie(app, minted).get(`${API}/posts`))
      assert.equal(again.data[0]?.id, res.json().id)
    })

    test('the _sandbox query parameter names a sandbox of its own', async () => {
      const app = await shared()
      const id = sandboxes()
      const w3 = bySandbox(app, id('ci-worker-3'))
      const created = await create(w3, 'comments', SAMPLES.comments)
      assert.equal((await w3.patch(`${API}/comments/1`, { name: 'worker 3' })).statusCode, 200)
      assert.equal((await w3.delete(`${API}/comments/2`)).statusCode, 200)

      for (const same of [bySandbox(app, id('ci-worker-3')), as(app, id('ci-worker-3'))]) {
        const body = list(await same.get(`${API}/comments`))
        assert.deepEqual(ids(body.data.slice(0, 3)), [created.id, 1, 3])
        assert.equal(body.data[1]?.name, 'worker 3')
      }
      for (const other of [
        bySandbox(app, id('ci-worker-4')),
        anonymous(app),
        as(app, `${id('ci-worker-3')}0`),
      ]) {
        await assertBaselineView(app, other, 'comments', [created.id, 1, 2])
      }
    })

    test('the pg_identity cookie names a sandbox of its own', async () => {
      const app = await shared()
      const uuid = randomUUID()
      const mine = byCookie(app, uuid)
      const created = await create(mine, 'users', SAMPLES.users)
      assert.equal((await mine.patch(`${API}/users/1`, { name: 'cookie user' })).statusCode, 200)
      assert.equal((await mine.delete(`${API}/users/2`)).statusCode, 200)

      const read = await mine.get(`${API}/users`)
      assert.equal(read.headers['x-playground-identity'], uuid)
      assert.equal(read.headers['set-cookie'], undefined)
      for (const same of [mine, byCookie(app, uuid.toUpperCase()), as(app, uuid)]) {
        const body = list(await same.get(`${API}/users`))
        assert.deepEqual(ids(body.data.slice(0, 3)), [created.id, 1, 3])
        assert.equal(body.data[1]?.name, 'cookie user')
      }
      for (const other of [
        byCookie(app, randomUUID()),
        anonymous(app),
        byCookie(app, 'not-a-uuid'),
      ]) {
        await assertBaselineView(app, other, 'users', [created.id, 1, 2])
      }
    })

    test('the header wins over _sandbox, which wins over the cookie', async () => {
      const app = await shared()
      const id = sandboxes()
      const uuid = randomUUID()
      const all = client(
        app,
        { 'x-playground-identity': id('prec-header'), cookie: `pg_identity=${uuid}` },
        `_sandbox=${id('prec-q')}`,
      )
      const viaHeader = await create(all, 'posts', { title: 'header' })
      const sandboxAndCookie = client(
        app,
        { cookie: `pg_identity=${uuid}` },
        `_sandbox=${id('prec-q')}`,
      )
      const viaQuery = await create(sandboxAndCookie, 'posts', { title: 'query' })

      const first = async (reader: Reader) => list(await reader.get(`${API}/posts`)).data[0] as Rec
      assert.equal((await first(as(app, id('prec-header')))).id, viaHeader.id)
      assert.equal((await first(bySandbox(app, id('prec-q')))).id, viaQuery.id)
      assert.equal(
        list(await byCookie(app, uuid).get(`${API}/posts`)).pagination.total,
        baseCount(app, 'posts'),
      )
    })
  })
}
