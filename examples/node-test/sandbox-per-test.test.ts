// A node:test suite that owns its mock back end: one playground for the file, a sandbox per
// test, so tests can run in any order (or at once) without seeing each other's writes.
//   node --import tsx --test examples/node-test/*.test.ts
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { createPlayground, type Playground } from 'mock-playground'
import type { ListEnvelope, Post } from 'mock-playground/types'

let pg: Playground
before(async () => {
  pg = await createPlayground()
})
after(() => pg.close())

test('a post I create is in my list', async (t) => {
  const me = await pg.sandbox(t.name)
  const created = await me.fetch('/api/v1/posts', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: 1, title: 'Hello from node:test' }),
  })
  assert.equal(created.status, 200)
  const list = (await (await me.fetch('/api/v1/posts?limit=1')).json()) as ListEnvelope<Post>
  assert.equal(list.data[0]?.title, 'Hello from node:test')
})

test('another test starts from the shared data, untouched', async (t) => {
  const me = await pg.sandbox(t.name)
  const list = (await (await me.fetch('/api/v1/posts?limit=1')).json()) as ListEnvelope<Post>
  assert.equal(list.data[0]?.id, 1)
  assert.equal(list.pagination.total, 100)
})
