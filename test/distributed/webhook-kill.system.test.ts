import assert from 'node:assert/strict'
import { join } from 'node:path'
import { after, before, type TestContext, test } from 'node:test'
import { exited, type Server, startBuiltCli } from '../../scripts/support/built-cli.ts'
import { type RedisServer, startRedis } from '../../scripts/support/redis-server.ts'
import { tempDir } from '../helper.ts'
import { type DeliveryView, receiver, reply } from '../http/webhooks/support.ts'

/**
 * docs/contract/events-and-webhooks.md#deliveries: pending webhook deliveries live in the store, so
 * a SIGKILL loses none. The retry waits (WEBHOOK_RETRY_BASE_MS) and the lease (WEBHOOK_LEASE_MS)
 * are shortened so the tests take seconds; the retry base stays long enough that a killed process
 * cannot have sent it first (which each test checks rather than assumes).
 */

const IDENTITY = 'webhook-kill'
const ENV = { WEBHOOK_RETRY_BASE_MS: '3000', WEBHOOK_LEASE_MS: '5000' }
/** A lost delivery would leave a test waiting for ever: fail it instead. */
const LIMIT = { timeout: 60_000 }

let redis: RedisServer
before(async () => {
  redis = await startRedis()
})
after(() => redis?.stop())

async function call(server: Server, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-playground-identity': IDENTITY },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** The built CLI, stopped by PID when the test ends unless a test killed it first. */
async function start(t: TestContext, args: string[]) {
  const server = await startBuiltCli(args, ENV)
  t.after(async () => {
    server.child.kill('SIGTERM')
    await exited(server)
  })
  return server
}

async function kill(server: Server) {
  server.child.kill('SIGKILL')
  await exited(server)
  assert.equal(server.child.signalCode, 'SIGKILL')
}

/** Reads the delivery log until a delivery satisfies `done`; the log follows each attempt. */
async function logged(server: Server, done: (d: DeliveryView) => boolean) {
  for (;;) {
    const { body } = await call(server, 'GET', '/api/v1/webhooks/deliveries')
    const found = (body.data as DeliveryView[]).find(done)
    if (found) return found
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/** A webhook on `hook` for post.created, and a post that causes one delivery. */
async function cause(server: Server, url: string) {
  const made = await call(server, 'POST', '/api/v1/webhooks', { url, events: ['post.created'] })
  assert.equal(made.status, 200, JSON.stringify(made.body))
  const post = await call(server, 'POST', '/api/v1/posts', { user_id: 1, title: 'hooked' })
  assert.equal(post.status, 200)
  return post.body.id
}

/**
 * The first attempt fails (500) and is logged; the process is SIGKILLed; a fresh one on the same
 * store sends the retry, with the same delivery id, and logs the success as attempt 2.
 */
async function survivesKillAfterFailure(t: TestContext, args: string[]) {
  const hook = await receiver(t, (n, res) => reply(n === 1 ? 500 : 200, n === 1 ? 'no' : 'ok')(res))
  const first = await start(t, args)
  const postId = await cause(first, hook.url)
  const failed = await logged(first, (d) => d.attempt === 1 && d.status === 500)
  assert.equal(failed.success, false)
  assert.notEqual(failed.nextRetryAt, null)
  await kill(first)
  assert.equal(hook.received.length, 1, 'the killed process sent no retry')

  const second = await start(t, args)
  const retry = await hook.nth(2)
  const original = hook.received[0]
  assert.equal(retry.headers['x-playground-delivery'], failed.id)
  assert.equal(original?.headers['x-playground-delivery'], failed.id)
  assert.equal(retry.body, original?.body, 'the same delivery, byte for byte')
  assert.equal(JSON.parse(retry.body).data.id, postId)
  const done = await logged(second, (d) => d.id === failed.id && d.success)
  assert.equal(done.attempt, 2)
  assert.equal(done.status, 200)
  assert.equal(done.nextRetryAt, null)
  assert.equal(hook.received.length, 2)
}

test(
  'SQLite: a delivery whose first attempt failed is retried by the next process after a SIGKILL',
  LIMIT,
  async (t) => {
    await survivesKillAfterFailure(t, ['--store', 'sqlite', '--db', join(tempDir(t), 'kill.db')])
  },
)

test(
  'Redis: a delivery whose first attempt failed is retried by a fresh instance after a SIGKILL',
  LIMIT,
  async (t) => {
    await survivesKillAfterFailure(t, ['--store', 'redis', '--redis-url', `${redis.url}/1`])
  },
)

test(
  'Redis: an instance SIGKILLed mid-attempt leaves the delivery to another once its lease runs out',
  LIMIT,
  async (t) => {
    const args = ['--store', 'redis', '--redis-url', `${redis.url}/2`]
    // The first request is never answered: its sender dies waiting.
    const hook = await receiver(t, (n, res) => {
      if (n > 1) res.end('ok')
    })
    const first = await start(t, args)
    await cause(first, hook.url)
    const held = await hook.nth(1)
    await kill(first)
    const second = await start(t, args)
    const retry = await hook.nth(2)
    assert.equal(retry.headers['x-playground-delivery'], held.headers['x-playground-delivery'])
    assert.equal(retry.body, held.body)
    // The dead sender logged nothing; the one that got the answer logs it as the first attempt.
    const done = await logged(
      second,
      (d) => d.id === held.headers['x-playground-delivery'] && d.success,
    )
    assert.equal(done.attempt, 1)
    assert.equal(hook.received.length, 2)
  },
)
