import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { Redis } from 'ioredis'
import { type RedisServer, startRedis } from '../../scripts/support/redis-server.ts'
import { as, build } from '../helper.ts'
import { png, upload } from '../http/uploads/support.ts'

describe('uploads on Redis, two instances', () => {
  let redis: RedisServer
  before(async () => {
    redis = await startRedis()
  })
  after(() => redis.stop())

  const two = async (t: Parameters<typeof build>[0]) =>
    Promise.all([
      build(t, { store: 'redis', redisUrl: redis.url }),
      build(t, { store: 'redis', redisUrl: redis.url }),
    ])

  test('16 parallel uploads across both instances store exactly 15', async (t) => {
    const [a, b] = await two(t)
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => upload(i % 2 ? a : b, 'redis-race', `f${i}.png`, png())),
    )
    assert.deepEqual(answers.map((r) => r.statusCode).sort(), [...Array(15).fill(200), 403])
    assert.equal(answers.find((r) => r.statusCode === 403)?.json().code, 'QUOTA_EXCEEDED')
    for (const app of [a, b]) {
      assert.equal((await as(app, 'redis-race').get('/api/v1/uploads')).json().pagination.total, 15)
    }
    // Each stored file has its bytes; the refused one left none behind.
    const identity = String(answers[0]?.headers['x-playground-identity'])
    const client = new Redis(redis.url)
    t.after(() => client.disconnect())
    const keys = await client.keys(`*{${identity}}:b`)
    assert.equal(keys.length, 1, 'the bytes live under the identity hash tag')
    assert.equal(await client.hlen(keys[0] as string), 15)
    assert.ok((await client.pttl(keys[0] as string)) > 0, 'on the sandbox TTL')
  })

  test('what one instance stores the other serves, and a reset on either removes it', async (t) => {
    const [a, b] = await two(t)
    const bytes = png(3, 4, 1000)
    const { file } = (await upload(a, 'redis-share', 'a.png', bytes)).json()
    const content = await as(b, 'redis-share').get(`/api/v1/uploads/${file.id}/content`)
    assert.equal(content.statusCode, 200)
    assert.deepEqual(content.rawPayload, bytes)
    assert.equal((await as(b, 'redis-share').delete('/api/v1/session/reset')).statusCode, 200)
    assert.equal(
      (await as(a, 'redis-share').get(`/api/v1/uploads/${file.id}/content`)).statusCode,
      404,
    )
    const identity = String(content.headers['x-playground-identity'])
    const client = new Redis(redis.url)
    t.after(() => client.disconnect())
    // Nothing is left but the write version, moved on by the reset (a version must not repeat).
    assert.deepEqual(await client.keys(`*{${identity}}:*`), [`pg:{${identity}}:v`])
  })
})
