import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { type RedisServer, startRedis } from '../../scripts/support/redis-server.ts'
import { as, build } from '../helper.ts'

const KEY = 'pg:meta:jwt-secret'
let redis: RedisServer
let client: Redis

before(async () => {
  redis = await startRedis()
  client = new Redis(redis.url)
})
after(async () => {
  client?.disconnect()
  await redis?.stop()
})

async function login(app: FastifyInstance, identity: string) {
  const res = await as(app, identity).post('/api/v1/auth/login', {
    username: 'Bret',
    password: 'x',
  })
  assert.equal(res.statusCode, 200, res.body)
  return (res.json() as { access_token: string }).access_token
}

const me = (app: FastifyInstance, token: string) =>
  app.inject({
    method: 'GET',
    url: '/api/v1/auth/me',
    headers: { authorization: `Bearer ${token}` },
  })

/** A token whose signature no key verifies: the last bytes of a real one changed. */
const tampered = (token: string) =>
  `${token.slice(0, -6)}${token.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA'}`

// The instances share one Redis and its key prefix, as a deployment's do; tests run in order.
describe('the generated JWT key on Redis, after FLUSHALL', () => {
  test('a token minted after the flush on one instance verifies on the other, both ways', async (t) => {
    await client.flushall()
    const a = await build(t, { store: 'redis', redisUrl: redis.url })
    const b = await build(t, { store: 'redis', redisUrl: redis.url })
    // A has the key in hand; then the store loses it (FLUSHALL, eviction).
    assert.equal((await me(a, await login(a, 'before'))).statusCode, 200)
    await client.flushall()
    // B needs the key first now: none is stored, so B generates and stores one.
    const fromB = await login(b, 'after-b')
    const stored = await client.get(KEY)
    assert.ok(stored)
    assert.equal((await me(a, fromB)).statusCode, 200, 'B’s token verifies on A')
    assert.equal(
      (await me(b, await login(a, 'after-a'))).statusCode,
      200,
      'A’s token verifies on B',
    )
    assert.equal(await client.get(KEY), stored, 'no second key was generated')
  })

  test('an instance that notices the key gone puts its own back (SET NX), so newcomers share it', async (t) => {
    await client.flushall()
    const a = await build(t, { store: 'redis', redisUrl: redis.url })
    const b = await build(t, { store: 'redis', redisUrl: redis.url })
    const token = await login(a, 'first')
    assert.equal((await me(b, token)).statusCode, 200)
    const original = await client.get(KEY)
    await client.flushall()
    // A bad signature makes A read the key again: the store has none, so A's goes back.
    assert.equal((await me(a, tampered(token))).statusCode, 401)
    assert.equal(await client.get(KEY), original)
    // An instance started after the flush uses that key; its tokens verify everywhere.
    const c = await build(t, { store: 'redis', redisUrl: redis.url })
    const fromC = await login(c, 'newcomer')
    assert.equal((await me(a, fromC)).statusCode, 200)
    assert.equal((await me(b, fromC)).statusCode, 200)
    assert.equal((await me(c, token)).statusCode, 200, 'tokens from before the flush still verify')
  })
})
