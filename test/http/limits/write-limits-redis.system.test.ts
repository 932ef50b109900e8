import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type RedisServer, startRedis } from '../../../scripts/support/redis-server.ts'
import { build } from '../../helper.ts'
import { assertProblem, bigPost, KB, postFrom } from './support.ts'

describe('write budget on Redis', () => {
  let redis: RedisServer
  before(async () => {
    redis = await startRedis()
  })
  after(() => redis.stop())

  test('is shared by every instance on one Redis', async (t) => {
    const one = await build(t, { store: 'redis', redisUrl: redis.url, writeBudget: 64 * KB })
    const two = await build(t, { store: 'redis', redisUrl: redis.url, writeBudget: 64 * KB })
    for (const app of [one, two, one])
      assert.equal((await postFrom(app, 'r', bigPost(30))).statusCode, 200)
    assertProblem(await postFrom(two, 'r2', bigPost(30)), 429, 'RATE_LIMITED')
    assertProblem(await postFrom(one, 'r3', bigPost(30)), 429, 'RATE_LIMITED')
    assert.equal((await postFrom(two, 'r4', bigPost(30), '10.9.9.9')).statusCode, 200)
  })
})
