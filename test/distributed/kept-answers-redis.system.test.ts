import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { type RedisServer, startRedis } from '../../scripts/support/redis-server.ts'
import { as, build, storeReads } from '../helper.ts'

/**
 * Kept answers on Redis (issue 22): the write versions live in the server, so identities that
 * hold nothing share answers, one that holds something keeps its own until a write through any
 * instance, and with the server away a kept answer is no reason to answer anything but a 503.
 */

let redis: RedisServer
before(async () => {
  redis = await startRedis()
})
after(() => redis.stop())

/** Identities no other test on this server has written under. */
const fresh = (name: string) => `${name}-${randomUUID()}`

const clientOf = (app: FastifyInstance) => (app.store as unknown as { client: Redis }).client

/**
 * Overlay reads of entries the store has answered so far, from the service's own metrics. Not
 * single gets: on Redis a new identity's network profile is one (versions there cost a round
 * trip too, so they do not spare it), whether or not its answer is kept.
 */
const reads = (app: FastifyInstance) => storeReads(app, ['entries', 'all'])

const LIST = '/api/v1/posts?_sort=title&_limit=5&_embed=comments'
const QUERY = '{ users(limit: 2) { id name posts(limit: 1) { id title } } }'

const graphql = (app: FastifyInstance, identity: string) =>
  app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'x-playground-identity': identity },
    payload: { query: QUERY },
  })

test('identities that hold nothing share one answer on Redis: no overlay is read for it', async (t) => {
  const app = await build(t, { store: 'redis', redisUrl: redis.url })
  const first = await as(app, fresh('a')).get(LIST)
  const firstGql = await graphql(app, fresh('a'))
  assert.equal(first.statusCode, 200)
  assert.equal(firstGql.json().errors, undefined)
  const before = await reads(app)
  const second = await as(app, fresh('b')).get(LIST)
  const secondGql = await graphql(app, fresh('b'))
  assert.equal(await reads(app), before, 'the shared answers were given from kept bytes')
  assert.equal(second.body, first.body)
  assert.equal(second.headers.etag, first.headers.etag)
  assert.equal(secondGql.body, firstGql.body)
})

test('an identity keeps its own answers until a write through any instance on the server', async (t) => {
  const one = await build(t, { store: 'redis', redisUrl: redis.url })
  const two = await build(t, { store: 'redis', redisUrl: redis.url })
  const id = fresh('holder')
  assert.equal((await as(two, id).delete('/api/v1/posts/2')).statusCode, 200)
  const first = await as(one, id).get(LIST)
  const before = await reads(one)
  assert.equal((await as(one, id).get(LIST)).body, first.body)
  assert.equal(await reads(one), before, 'the second read was answered from kept bytes')

  const post = await as(one, id).get('/api/v1/posts/1')
  assert.equal((await as(one, id).get('/api/v1/posts/1')).body, post.body)

  assert.equal((await as(two, id).delete('/api/v1/posts/1')).statusCode, 200)
  assert.notEqual(
    (await as(one, id).get(LIST)).body,
    first.body,
    'the write on the other instance reached this one',
  )
  assert.equal((await as(one, id).get('/api/v1/posts/1')).statusCode, 404)

  assert.equal((await as(two, id).delete('/api/v1/session/reset')).statusCode, 200)
  assert.equal((await as(one, id).get('/api/v1/posts/1')).body, post.body)
  const blank = await as(one, fresh('blank')).get(LIST)
  assert.equal(
    (await as(one, id).get(LIST)).body,
    blank.body,
    'a reset sandbox answers as the baseline',
  )
})

test('Redis away: a read that has a kept answer is still a 503, and is answered once it is back', async (t) => {
  const app = await build(t, { store: 'redis', redisUrl: redis.url })
  const client = clientOf(app)
  const holder = fresh('holder')
  assert.equal((await as(app, holder).delete('/api/v1/posts/2')).statusCode, 200)
  const reads = [
    () => as(app, fresh('nobody')).get(LIST),
    () => as(app, holder).get(LIST),
    () => as(app, holder).get('/api/v1/posts/1'),
    () => graphql(app, fresh('nobody')),
    () => graphql(app, holder),
    () => as(app, holder).get(`/graphql?query=${encodeURIComponent(QUERY)}`),
  ]
  const kept: string[] = []
  for (const read of reads) {
    await read()
    const res = await read()
    assert.equal(res.statusCode, 200)
    kept.push(res.body)
  }

  const closed = new Promise((resolve) => client.once('close', resolve))
  await redis.kill()
  await closed
  for (const read of reads) {
    const res = await read()
    assert.equal(res.statusCode, 503, res.body)
    const answer = res.json()
    assert.equal(answer.code ?? answer.errors[0].extensions.code, 'STORE_UNAVAILABLE')
  }

  await redis.start()
  if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve))
  for (const [i, read] of reads.entries()) {
    const res = await read()
    assert.equal(res.statusCode, 200)
    // The anonymous ones name their own new sandbox in the answer's headers, not its body.
    assert.equal(res.body, kept[i])
  }
})
