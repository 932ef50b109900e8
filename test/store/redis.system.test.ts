import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { type RedisServer, startRedis } from '../../scripts/support/redis-server.ts'
import { StoreUnavailableError } from '../../src/store/port.ts'
import { createRedisStore } from '../../src/store/redis/redis-store.ts'
import { runStoreContract } from './contract.ts'

let redis: RedisServer
before(async () => {
  // `kill` is a SIGKILL: with the default fsync once a second, a write just before it may be
  // lost, which the recovery test below would read as the store's fault.
  redis = await startRedis(['--appendfsync', 'always'])
})
after(async () => {
  await redis.stop()
  // A client a failing test left open reconnects forever, and the lane once waited on it for
  // good. An unref'd timer fires only if something else keeps the process alive: then it ends
  // it, with the runner's own exit code.
  setTimeout(() => process.exit(process.exitCode ?? 0), 5000).unref()
})
let n = 0

// Each store gets its own key prefix on the one server, so the contract tests stay independent.
runStoreContract('redis', (now) =>
  createRedisStore({ url: redis.url, prefix: `contract-${++n}:`, now }),
)

test('redis: keys of one identity share a hash tag and expire with the sandbox TTL', async () => {
  const store = createRedisStore({ url: redis.url, prefix: 'ttl:', ttlMs: 60_000 })
  await store.overlay.put('who', 'posts', '1', 'updated', { id: 1, title: 'x' })
  await store.overlay.create('who', 'custom/a', { id: 'local-x', v: 1 }, 500)
  const keys = (await store.client.keys('ttl:*')).filter((k) => k !== 'ttl:identities').sort()
  assert.deepEqual(keys, [
    'ttl:{who}:e:custom/a',
    'ttl:{who}:e:posts',
    'ttl:{who}:n',
    'ttl:{who}:r',
  ])
  for (const key of keys) {
    const pttl = await store.client.pttl(key)
    assert.ok(pttl > 55_000 && pttl <= 60_000, `${key} expires in ${pttl} ms`)
  }
  await store.close()
})

test('redis: an unreachable server is StoreUnavailableError, and the client recovers by itself', async () => {
  const store = createRedisStore({ url: redis.url, prefix: 'fault:' })
  // Closed however the test ends: a client left open reconnects forever and holds the process.
  try {
    await store.overlay.put('f', 'posts', '2', 'deleted', null)
    await redis.kill()
    await assert.rejects(store.ping(), StoreUnavailableError)
    await assert.rejects(store.overlay.entries('f', 'posts'), StoreUnavailableError)
    await redis.start()
    // Reconnection is the client's own retry loop: wait for its ready event, not a timer.
    if (store.client.status !== 'ready')
      await new Promise((resolve) => store.client.once('ready', resolve))
    await store.ping()
    assert.equal((await store.overlay.get('f', 'posts', '2'))?.kind, 'deleted')
  } finally {
    await store.close()
  }
})
