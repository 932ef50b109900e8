import assert from 'node:assert/strict'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import type { StoreKind } from '../../src/config.ts'
import { sweepEveryMs } from '../../src/runtime/sweeper.ts'
import { createMemoryStore } from '../../src/store/memory/memory-store.ts'
import { createSqliteStore } from '../../src/store/sqlite/sqlite-store.ts'
import { as, build, STORES, tempDir } from '../helper.ts'

const TTL_MS = 3000

/** An app whose store reads an injected clock, so the TTL passes without waiting for it. */
async function appWithClock(t: Parameters<typeof tempDir>[0], store: StoreKind) {
  let clock = 1_700_000_000_000
  const now = () => clock
  const instance =
    store === 'sqlite'
      ? createSqliteStore(join(tempDir(t), 'ttl.db'), now, { ttlMs: TTL_MS })
      : createMemoryStore(now, { ttlMs: TTL_MS })
  const app = await build(t, { store, sandboxTtlMs: TTL_MS }, { store: instance })
  return {
    app,
    advance: (ms: number) => {
      clock += ms
    },
  }
}

for (const store of STORES) {
  describe(`SANDBOX_TTL is honoured at once (${store})`, () => {
    test('a sandbox idle for the TTL reads as empty, and its next write starts afresh', async (t) => {
      const { app, advance } = await appWithClock(t, store)
      const me = as(app, 'short-lived')
      const created = await me.post('/api/v1/posts', { user_id: 1, title: 'mine' })
      assert.equal(created.statusCode, 200)
      const id = created.json().id as string
      assert.equal((await me.patch('/api/v1/users/1', { name: 'Changed' })).statusCode, 200)
      assert.equal((await me.delete('/api/v1/todos/1')).statusCode, 200)

      // Just inside the TTL everything is there (and reads prime any cache).
      advance(TTL_MS - 1)
      assert.equal((await me.get('/api/v1/posts')).json().pagination.total, 101)
      assert.equal((await me.get(`/api/v1/posts/${id}`)).statusCode, 200)
      assert.equal((await me.get('/api/v1/users/1')).json().name, 'Changed')

      // At the TTL it is gone, without any sweep.
      advance(1)
      assert.equal((await me.get('/api/v1/posts')).json().pagination.total, 100)
      assert.equal((await me.get(`/api/v1/posts/${id}`)).statusCode, 404)
      assert.equal((await me.get('/api/v1/users/1')).json().name, 'Leanne Graham')
      assert.equal((await me.get('/api/v1/todos/1')).statusCode, 200)
      const exported = (await me.get('/api/v1/session/export')).json() as { records: unknown[] }
      assert.deepEqual(exported.records, [])

      // The next write starts a fresh sandbox: nothing of the old one comes back.
      assert.equal((await me.post('/api/v1/posts', { user_id: 1, title: 'new' })).statusCode, 200)
      assert.equal((await me.get('/api/v1/posts')).json().pagination.total, 101)
      assert.equal((await me.get(`/api/v1/posts/${id}`)).statusCode, 404)
      assert.equal((await me.get('/api/v1/users/1')).json().name, 'Leanne Graham')
      assert.equal((await me.delete(`/api/v1/posts/${id}`)).statusCode, 404)
    })

    test('writes keep a sandbox alive; reads do not', async (t) => {
      const { app, advance } = await appWithClock(t, store)
      const me = as(app, 'kept')
      assert.equal((await me.post('/api/v1/todos', { user_id: 1, title: 'a' })).statusCode, 200)
      advance(TTL_MS - 1)
      assert.equal((await me.post('/api/v1/todos', { user_id: 1, title: 'b' })).statusCode, 200)
      advance(TTL_MS - 1)
      assert.equal((await me.get('/api/v1/todos')).json().pagination.total, 127)
      advance(1)
      assert.equal((await me.get('/api/v1/todos')).json().pagination.total, 125)
    })

    test('other sandboxes are untouched by one expiring', async (t) => {
      const { app, advance } = await appWithClock(t, store)
      const old = as(app, 'old')
      const young = as(app, 'young')
      await old.post('/api/v1/comments', { post_id: 1, name: 'x' })
      advance(TTL_MS - 10)
      await young.post('/api/v1/comments', { post_id: 1, name: 'y' })
      advance(10)
      assert.equal((await old.get('/api/v1/comments')).json().pagination.total, 300)
      assert.equal((await young.get('/api/v1/comments')).json().pagination.total, 301)
    })
  })
}

describe('the sweep runs on a period derived from the TTL', () => {
  for (const [ttl, every] of [
    [3000, 1000],
    [500, 1000],
    [60_000, 15_000],
    [30 * 60_000, 450_000],
    [10 * 86_400_000, 3_600_000],
  ] as const) {
    test(`TTL ${ttl} ms: every ${every} ms`, () => assert.equal(sweepEveryMs(ttl), every))
  }
})
