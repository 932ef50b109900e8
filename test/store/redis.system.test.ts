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
    'ttl:{who}:v',
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
    await assert.rejects(Promise.resolve(store.versions?.of('f')), StoreUnavailableError)
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

test('redis: every instance on one server reads one version, which each write moves, blobs too', async (t) => {
  const one = createRedisStore({ url: redis.url, prefix: 'shared-v:' })
  const two = createRedisStore({ url: redis.url, prefix: 'shared-v:' })
  t.after(() => Promise.all([one.close(), two.close()]))
  const of = async (identity = 'w') => (await two.versions?.of(identity)) as number
  assert.equal(await of(), 0)
  const used: number[] = [0]
  const moved = async (what: string) => {
    const v = await of()
    assert.ok(Number.isSafeInteger(v) && !used.includes(v), `after ${what}: ${v}`)
    assert.equal(await one.versions?.of('w'), v, 'the writer reads the same version')
    used.push(v)
  }
  await one.blobs.put('w', 'file_1', Buffer.from('bytes'))
  await moved('a blob put')
  assert.equal(await one.blobs.drop('w', 'file_1'), true)
  await moved('a blob drop')
  assert.equal(await one.blobs.drop('w', 'file_1'), false)
  assert.equal(await of(), used.at(-1), 'a drop of nothing writes nothing')
  await one.overlay.put('w', 'posts', '1', 'deleted', null)
  await moved('a put')
  // The sweep forgets an idle sandbox as a reset does: the version moves on, it does not vanish.
  assert.equal(await one.expire(Date.now() + 1), 1)
  await moved('a sweep')
  assert.deepEqual(await two.overlay.all('w'), [])
  assert.equal(await of('other'), 0)
})

test('redis: a sandbox that expired starts its version past every one it used', async (t) => {
  const store = createRedisStore({ url: redis.url, prefix: 'aba:' })
  t.after(() => store.close())
  const used: number[] = []
  for (let i = 0; i < 5; i++) {
    await store.overlay.put('x', 'posts', String(i), 'deleted', null)
    used.push((await store.versions?.of('x')) as number)
  }
  assert.deepEqual(
    used,
    used.map((_, i) => (used[0] as number) + i),
    'one step per write',
  )
  // What Redis does when the sliding expiry ends: every key of the sandbox goes at once.
  await store.client.del(...(await store.client.keys('aba:{x}:*')))
  assert.equal(await store.versions?.of('x'), 0, 'an expired sandbox holds nothing')
  await store.overlay.put('x', 'posts', '1', 'deleted', null)
  const restarted = (await store.versions?.of('x')) as number
  assert.ok(restarted > Math.max(...used), `${restarted} starts past ${Math.max(...used)}`)
  assert.ok(Number.isSafeInteger(restarted + 1_000_000_000))
})

test('redis: a sandbox an older service wrote, without a version, keeps no answer until reset', async (t) => {
  const store = createRedisStore({ url: redis.url, prefix: 'legacy:' })
  t.after(() => store.close())
  await store.overlay.put('old', 'posts', '1', 'deleted', null)
  await store.blobs.put('files', 'file_1', Buffer.from('x'))
  await store.client.del('legacy:{old}:v', 'legacy:{files}:v')
  assert.ok(Number.isNaN(await store.versions?.of('old')))
  assert.ok(Number.isNaN(await store.versions?.of('files')), 'blobs alone are held state')
  await store.overlay.reset('old')
  assert.equal(await store.versions?.of('old'), 0)
  await store.overlay.put('old', 'posts', '1', 'deleted', null)
  assert.ok(((await store.versions?.of('old')) as number) > 0)
})
