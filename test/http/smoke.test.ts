import assert from 'node:assert/strict'
import { test } from 'node:test'
import { as, build } from '../helper.ts'

test('serves the baseline and keeps a created post in its own sandbox', async (t) => {
  const app = await build(t)
  const a = as(app, 'smoke-a')
  const created = await a.post('/api/v1/posts', { user_id: 1, title: 'hello' })
  assert.equal(created.statusCode, 200)
  const list = (await a.get('/api/v1/posts')).json()
  assert.equal(list.data[0].id, created.json().id)
  assert.equal(list.pagination.total, 101)
  const other = (await as(app, 'smoke-b').get('/api/v1/posts')).json()
  assert.equal(other.pagination.total, 100)
})
