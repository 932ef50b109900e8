import assert from 'node:assert/strict'
import { test } from 'node:test'
import { as, build } from '../helper.ts'

/** The value of one sample line of a Prometheus text exposition, or undefined. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`)
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue
    if (wanted.every((l) => line.includes(l))) return Number(line.slice(line.lastIndexOf(' ') + 1))
  }
  return undefined
}

test('/metrics counts requests by route pattern and status, times them and the store, counts sandboxes', async (t) => {
  const app = await build(t, { store: 'sqlite' })
  const me = as(app, 'metered')
  await me.get('/api/v1/posts/1')
  await me.get('/api/v1/posts/2')
  await me.get('/api/v1/posts/99999')
  await me.post('/api/v1/todos', { title: 'x' })
  await as(app, 'other').post('/api/v1/todos', { title: 'y' })
  const res = await app.inject({ method: 'GET', url: '/metrics' })
  assert.equal(res.statusCode, 200)
  assert.match(String(res.headers['content-type']), /^text\/plain; version=0\.0\.4/)
  const text = res.body
  const requests = 'mock_playground_http_requests_total'
  assert.equal(
    sample(text, requests, { method: 'GET', route: '/api/v1/posts/:id', status: '200' }),
    2,
  )
  assert.equal(
    sample(text, requests, { method: 'GET', route: '/api/v1/posts/:id', status: '404' }),
    1,
  )
  assert.equal(sample(text, requests, { method: 'POST', route: '/api/v1/todos', status: '200' }), 2)
  assert.equal(
    sample(text, 'mock_playground_http_request_duration_seconds_count', {
      route: '/api/v1/posts/:id',
      status: '200',
    }),
    2,
  )
  assert.ok(
    (sample(text, 'mock_playground_store_operation_duration_seconds_count', {
      operation: 'create',
    }) ?? 0) >= 2,
  )
  assert.equal(sample(text, 'mock_playground_sandboxes_stored'), 2)
  assert.ok(sample(text, 'mock_playground_process_cpu_user_seconds_total') !== undefined)
  // Raw ids never become labels.
  assert.doesNotMatch(text, /route="\/api\/v1\/posts\/1"/)
})
