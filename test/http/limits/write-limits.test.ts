import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { LightMyRequestResponse } from 'fastify'
import { as, build, STORES } from '../../helper.ts'
import { gql } from '../graphql/support.ts'
import { API, assertProblem, bigPost, KB, postFrom } from './support.ts'

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
