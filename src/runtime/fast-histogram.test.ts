import assert from 'node:assert/strict'
import { test } from 'node:test'
import { Registry } from 'prom-client'
import { createFastHistogram } from './fast-histogram.ts'

test('a fast histogram renders cumulative buckets, +Inf, sum, count and its counter per label set', async () => {
  const registry = new Registry()
  const observe = createFastHistogram({
    registry,
    name: 't_seconds',
    help: 'test',
    labelNames: ['route', 'status'],
    buckets: [0.1, 1],
    counter: { name: 't_total', help: 'count' },
  })
  for (const v of [0.05, 0.1, 0.5, 3]) observe(v, '/a', '200')
  observe(2, '/b', '404')
  const text = await registry.metrics()
  const line = (l: string) => assert.ok(text.split('\n').includes(l), `missing ${l} in\n${text}`)
  line('# TYPE t_seconds histogram')
  line('t_seconds_bucket{le="0.1",route="/a",status="200"} 2')
  line('t_seconds_bucket{le="1",route="/a",status="200"} 3')
  line('t_seconds_bucket{le="+Inf",route="/a",status="200"} 4')
  line('t_seconds_sum{route="/a",status="200"} 3.65')
  line('t_seconds_count{route="/a",status="200"} 4')
  line('t_seconds_bucket{le="1",route="/b",status="404"} 0')
  line('t_seconds_bucket{le="+Inf",route="/b",status="404"} 1')
  line('# TYPE t_total counter')
  line('t_total{route="/a",status="200"} 4')
  line('t_total{route="/b",status="404"} 1')
})

test('a bound series counts as observe does, and again after the registry resets', async () => {
  const registry = new Registry()
  const observe = createFastHistogram({
    registry,
    name: 'b_seconds',
    help: 'test',
    labelNames: ['route', 'status'],
    buckets: [0.1, 1],
  })
  const bound = observe.bound('/a', '200')
  bound(0.05)
  observe(0.5, '/a', '200')
  bound(3)
  const lines = async () => (await registry.metrics()).split('\n')
  assert.ok((await lines()).includes('b_seconds_count{route="/a",status="200"} 3'))
  assert.ok((await lines()).includes('b_seconds_bucket{le="0.1",route="/a",status="200"} 1'))
  registry.resetMetrics()
  bound(0.2)
  assert.ok((await lines()).includes('b_seconds_count{route="/a",status="200"} 1'))
  assert.ok((await lines()).includes('b_seconds_sum{route="/a",status="200"} 0.2'))
})
