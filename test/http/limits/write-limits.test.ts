import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { as, build, STORES } from '../../helper.ts'
import { type RedisServer, startRedis } from '../../redis-server.ts'
import { gql } from '../graphql/support.ts'

const API = '/api/v1'
const KB = 1024

function assertProblem(res: LightMyRequestResponse, status: number, code: string) {
  assert.equal(res.statusCode, status, res.body)
  assert.match(String(res.headers['content-type']), /^application\/problem\+json/)
  assert.equal((res.json() as { code: string }).code, code)
}

/** A post of about `kb` KB: many fields of plain text, each under the 10,000-character limit. */
function bigPost(kb: number) {
  const fields = Math.ceil(kb / 8)
  return Object.fromEntries(
    Array.from({ length: fields }, (_, i) => [`f${i}`, 'x'.repeat(Math.floor((kb * KB) / fields))]),
  )
}

const postFrom = (app: FastifyInstance, identity: string, body: object, ip = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: `${API}/posts`,
    remoteAddress: ip,
    headers: { 'x-playground-identity': identity },
    payload: body,
  })

for (const store of STORES) {
  describe(`write budget per client IP (${store})`, () => {
    test('counts the body bytes of writes across identities, then answers 429 with Retry-After', async (t) => {
      const app = await build(t, { store, writeBudget: 64 * KB })
      // New identities are free: spreading the writes over them does not reset the budget.
      for (const identity of ['a', 'b', 'c']) {
        const r = await postFrom(app, identity, bigPost(30))
        assert.equal(r.statusCode, 200, r.body.slice(0, 200))
      }
      const refused = await postFrom(app, 'd', bigPost(30))
      assertProblem(refused, 429, 'RATE_LIMITED')
      const retryAfter = Number(refused.headers['retry-after'])
      assert.ok(
        retryAfter >= 1 && retryAfter <= 60,
        `Retry-After ${refused.headers['retry-after']}`,
      )
      assert.match((refused.json() as { detail: string }).detail, /WRITE_BUDGET/)
      // Nothing of the refused write was stored.
      assert.equal((await as(app, 'd').get(`${API}/session`)).json().totalCreatedRecords, 0)
      // GraphQL mutations are writes; queries and REST reads are not.
      const mutation = await app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: 'mutation { createTodo(user_id: "1", title: "t") { id } }' },
      })
      assert.equal(mutation.statusCode, 429)
      assert.equal(mutation.json().errors[0].extensions.code, 'RATE_LIMITED')
      assert.equal((await gql(app, '{ posts(limit: 1) { data { id } } }')).status, 200)
      assert.equal((await as(app, 'a').get(`${API}/posts`)).statusCode, 200)
      // Another client has its own budget.
      assert.equal((await postFrom(app, 'e', bigPost(30), '10.1.2.3')).statusCode, 200)
    })

    test('three parallel large imports from one IP: the budget lets two through, not three', async (t) => {
      const app = await build(t, { store, writeBudget: 1536 * KB })
      // About 1 MB each: 100 updates of baseline posts with 10 KB bodies.
      const snapshot = {
        version: '1.0',
        records: Array.from({ length: 100 }, (_, i) => ({
          resource: 'posts',
          op: 'update',
          targetId: i + 1,
          data: { title: `t${i}`, body: 'b'.repeat(10_000) },
        })),
      }
      const answers = await Promise.all(
        ['i1', 'i2', 'i3'].map((identity) =>
          app.inject({
            method: 'POST',
            url: `${API}/session/import`,
            headers: { 'x-playground-identity': identity },
            payload: snapshot,
          }),
        ),
      )
      assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 200, 429])
    })

    test('is off unless configured', async (t) => {
      const app = await build(t, { store })
      for (let i = 0; i < 5; i++)
        assert.equal((await postFrom(app, `n${i}`, bigPost(60))).statusCode, 200)
    })
  })

  describe(`store size cap (${store})`, () => {
    test('past MAX_STORE_MB writes answer 507 STORAGE_FULL; reads, queries and deletes keep working', async (t) => {
      const app = await build(t, { store, maxStoreBytes: 1024 * KB })
      // About 1.3 MB, spread over identities (each holds at most 30 posts anyway).
      for (let i = 0; i < 14; i++)
        assert.equal((await postFrom(app, `fill${i % 3}`, bigPost(90))).statusCode, 200)
      // The size is sampled (every second or every 50 writes), so the cap shows within 50 writes.
      let full: LightMyRequestResponse | undefined
      for (let i = 0; i < 51 && !full; i++) {
        const res = await postFrom(app, `small${i}`, { title: 'small' })
        if (res.statusCode !== 200) full = res
      }
      assert.ok(full, 'no write was refused past the cap')
      assertProblem(full, 507, 'STORAGE_FULL')
      assert.match((full.json() as { detail: string }).detail, /MAX_STORE_MB/)

      const client = as(app, 'fill0')
      assertProblem(await client.patch(`${API}/posts/1`, { title: 'no room' }), 507, 'STORAGE_FULL')
      const mutation = await gql(app, 'mutation { createTodo(user_id: "1", title: "t") { id } }', {
        identity: 'fill0',
      })
      assert.equal(mutation.status, 507)
      assert.equal(mutation.body.errors[0].extensions.code, 'STORAGE_FULL')
      assert.equal((await client.get(`${API}/posts?limit=30`)).statusCode, 200)
      assert.equal((await client.get(`${API}/posts/1`)).statusCode, 200)
      assert.equal(
        (await gql(app, '{ posts(limit: 1) { data { id } } }', { identity: 'fill0' })).status,
        200,
      )
      assert.equal((await client.delete(`${API}/posts/2`)).statusCode, 200)
      assert.equal((await client.delete(`${API}/session/reset`)).statusCode, 200)
    })

    test('is off unless configured', async (t) => {
      const app = await build(t, { store })
      for (let i = 0; i < 14; i++)
        assert.equal((await postFrom(app, `fill${i % 3}`, bigPost(90))).statusCode, 200)
    })
  })
}

describe('write budget on Redis', () => {
  let redis: RedisServer
  before(async () => {
    redis = await startRedis()
  })
  after(() => redis.stop())

  test('is shared by every instance on one Redis', async (t) => {
    const one = await build(t, { store: 'redis', redisUrl: redis.url, writeBudget: 64 * KB })
    const two = await build(t, { store: 'redis', redisUrl: redis.url, writeBudget: 64 * KB })
    for (const app of [one, two, one])
      assert.equal((await postFrom(app, 'r', bigPost(30))).statusCode, 200)
    assertProblem(await postFrom(two, 'r2', bigPost(30)), 429, 'RATE_LIMITED')
    assertProblem(await postFrom(one, 'r3', bigPost(30)), 429, 'RATE_LIMITED')
    assert.equal((await postFrom(two, 'r4', bigPost(30), '10.9.9.9')).statusCode, 200)
  })
})
