import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { BUILT_CLI, ROOT } from '../../scripts/support/built-cli.ts'
import { startRedis } from '../../scripts/support/redis-server.ts'
import { build } from '../helper.ts'

const clientOf = (app: FastifyInstance) => (app.store as unknown as { client: Redis }).client

/** Resolves once the client's reconnection attempts are `ms` apart: it has known Redis down a while. */
function backedOff(client: Redis, ms: number) {
  // A listener, not events.once: that would reject on the client's connection 'error' events.
  return new Promise<void>((resolve) => {
    const onReconnecting = (delay: number) => {
      if (delay < ms) return
      client.off('reconnecting', onReconnecting)
      resolve()
    }
    client.on('reconnecting', onReconnecting)
  })
}

test('Redis known down: each write answers 503 at once; back up, a retry with the same key creates once', async (t) => {
  // The write before the kill must survive it: with the default `everysec`, Redis may hold an
  // append back while a slow fsync runs (a busy disk), and SIGKILL then loses it.
  const redis = await startRedis(['--appendfsync', 'always'])
  t.after(() => redis.stop())
  // The enforced rate limit keeps its counters in Redis too: it must not wait either.
  const app = await build(t, { store: 'redis', redisUrl: redis.url, rateLimit: 1000 })
  const client = clientOf(app)
  const post = (key?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/todos',
      headers: { 'x-playground-identity': 'outage', ...(key && { 'idempotency-key': key }) },
      payload: { title: 'during the outage' },
    })
  assert.equal((await post()).statusCode, 200)

  await redis.kill()
  // Until the reconnection delay reaches a second, a queued command would wait about as long.
  await backedOff(client, 1000)
  const started = performance.now()
  // A request that needs no store: what an answer costs here without waiting for anything.
  assert.equal((await app.inject({ method: 'GET', url: '/' })).statusCode, 200)
  const baseline = performance.now() - started
  for (const key of [undefined, 'retry-me', 'retry-me']) {
    const began = performance.now()
    const res = await post(key)
    const took = performance.now() - began
    assert.equal(res.statusCode, 503)
    assert.equal(res.json().code, 'STORE_UNAVAILABLE')
    // Generous: a request that waits for a reconnection attempt takes a second or more here.
    assert.ok(
      took < baseline + 750,
      `a 503 took ${Math.round(took)} ms (a page without the store: ${Math.round(baseline)} ms)`,
    )
  }

  await redis.start()
  if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve))
  const first = await post('retry-me')
  assert.equal(first.statusCode, 200)
  const again = await post('retry-me')
  assert.equal(again.headers['idempotent-replay'], 'true')
  assert.equal(again.json().id, first.json().id)
  const list = await app.inject({
    method: 'GET',
    url: '/api/v1/todos?limit=30',
    headers: { 'x-playground-identity': 'outage' },
  })
  assert.equal(
    list.json().data.filter((r: { _sandbox?: string }) => r._sandbox === 'created').length,
    2,
  )
})

test('the CLI started before its Redis says it waits, and "ready" only once Redis answers', async (t) => {
  const redis = await startRedis()
  t.after(() => redis.stop())
  await redis.kill()
  const child = spawn(
    process.execPath,
    [BUILT_CLI, '--port', '0', '--store', 'redis', '--redis-url', redis.url, '--log-level', 'warn'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  t.after(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  })
  let stdout = ''
  const printed = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const look = () => {
        if (!pattern.test(stdout)) return
        child.stdout?.off('data', onData)
        resolve()
      }
      const onData = (chunk: Buffer) => {
        stdout += chunk
        look()
      }
      child.stdout?.on('data', onData)
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${stdout}`)))
      look()
    })
  await printed(/waiting for Redis at redis:\/\/127\.0\.0\.1:\d+: \/ready answers 503/)
  assert.doesNotMatch(stdout, /ready:/)
  await redis.start()
  await printed(/ready: store redis/)
  const url = /REST\s+(http:\/\/[^/\s]+)/.exec(stdout)?.[1]
  const ready = await fetch(`${url}/ready`)
  assert.equal(ready.status, 200)
  child.kill('SIGTERM')
  const [code] = await once(child, 'exit')
  assert.equal(code, 0)
})
