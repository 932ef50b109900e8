import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { parse } from 'yaml'
import { exited, ROOT, startBuiltCli } from '../scripts/support/built-cli.ts'
import { startRedis } from '../scripts/support/redis-server.ts'

interface Service {
  image?: string
  build?: string
  environment?: Record<string, string>
  ports?: string[]
  depends_on?: Record<string, { condition: string }>
  healthcheck?: { test: string[] }
}

const compose = parse(readFileSync(join(ROOT, 'compose.yaml'), 'utf8')) as {
  services: Record<string, Service>
}

/**
 * No Docker engine runs here, so the file is checked for what `docker compose up` relies on, and
 * the two services' environments are started as the image would start them, on a real Redis.
 */
test('compose.yaml: two instances on one Redis, each checked by /ready, serve the same sandboxes', {
  timeout: 120_000,
}, async (t) => {
  const { redis, ...instances } = compose.services
  assert.ok(redis, 'a redis service')
  assert.deepEqual(redis.healthcheck?.test, ['CMD', 'redis-cli', 'ping'])
  const names = Object.keys(instances)
  assert.equal(names.length, 2, `two instances of the service, got ${names.join(', ')}`)
  const urls = new Set<string>()
  for (const [name, service] of Object.entries(instances)) {
    assert.equal(service.build, '.', `${name} is built from the Dockerfile`)
    assert.equal(service.environment?.STORE, 'redis', name)
    urls.add(service.environment?.REDIS_URL ?? '')
    assert.equal(service.depends_on?.redis?.condition, 'service_healthy', name)
    assert.match(
      service.healthcheck?.test.join(' ') ?? '',
      /\/ready/,
      `${name} is checked on /ready`,
    )
  }
  assert.deepEqual([...urls], ['redis://redis:6379'], 'both name the one redis service')
  const published = Object.values(instances).map((s) => s.ports?.[0]?.split(':')[0])
  assert.equal(new Set(published).size, 2, `each publishes its own port: ${published.join(', ')}`)

  const server = await startRedis()
  t.after(() => server.stop())
  // The service's environment, with the compose network's `redis` host as this machine's Redis.
  const envOf = (s: Service) => ({
    ...s.environment,
    REDIS_URL: server.url,
    HOST: '127.0.0.1',
  })
  const [a, b] = await Promise.all(Object.values(instances).map((s) => startBuiltCli([], envOf(s))))
  t.after(async () => {
    for (const s of [a, b]) {
      s?.child.kill('SIGTERM')
      if (s) await exited(s)
    }
  })
  if (!a || !b) throw new Error('both instances start')
  for (const s of [a, b]) assert.equal((await fetch(`${s.url}/ready`)).status, 200)

  const headers = { 'content-type': 'application/json', 'x-playground-identity': 'compose-demo' }
  const created = await fetch(`${a.url}/api/v1/todos`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ user_id: 1, title: 'written through the first instance' }),
  })
  assert.equal(created.status, 200)
  const { id } = (await created.json()) as { id: number }
  const read = await fetch(`${b.url}/api/v1/todos/${id}`, { headers })
  assert.equal(read.status, 200)
  assert.equal(
    ((await read.json()) as { title: string }).title,
    'written through the first instance',
  )
})
