import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { after, before, describe, test } from 'node:test'
import { promisify } from 'node:util'
import { exited, startBuiltCli } from '../../scripts/support/built-cli.ts'
import {
  REDIS_CLI,
  type RedisCluster,
  startRedisCluster,
} from '../../scripts/support/redis-cluster.ts'
import { createRedisStore } from '../../src/store/redis/redis-store.ts'
import { build } from '../helper.ts'
import { open } from '../http/events/sse-client.ts'
import { IDENTITIES, SEED, STEPS } from '../reliability/isolation/config.ts'
import { runModel } from '../reliability/isolation/run.ts'
import { runStoreContract } from '../store/contract.ts'

/**
 * Everything on a real 3-master Redis Cluster
 * (docs/contract/events-and-webhooks.md#across-instances, issue 18 point 6): the store contract,
 * the isolation model and the event fan-out between two instances, with REDIS_CLUSTER.
 */
let cluster: RedisCluster
const nodes = () =>
  cluster.spec.split(',').map((n) => ({ host: '127.0.0.1', port: Number(n.split(':')[1]) }))

before(async () => {
  cluster = await startRedisCluster()
})
after(() => cluster?.stop())

let n = 0
runStoreContract('redis cluster', (now) =>
  createRedisStore({ url: '', cluster: nodes(), prefix: `cluster-${++n}:`, now }),
)

describe('on a Redis Cluster', () => {
  test("identities' keys spread over the masters, each identity's in one slot", async (t) => {
    const store = createRedisStore({ url: '', cluster: nodes(), prefix: 'spread:' })
    t.after(() => store.close())
    for (let i = 0; i < 30; i++) {
      await store.overlay.create(`who-${i}`, 'posts', { id: `local-${i}`, title: 't' }, 30)
      await store.overlay.put(`who-${i}`, 'users', '1', 'updated', { id: 1, name: 'n' })
    }
    const run = promisify(execFile)
    const counts = await Promise.all(
      cluster.nodes.map(async (node) => {
        const { stdout } = await run(REDIS_CLI, ['-p', String(node.port), 'dbsize'])
        return Number(stdout.trim())
      }),
    )
    assert.ok(counts.filter((c) => c > 0).length >= 2, `keys on more than one master: ${counts}`)
    // Every identity reads back whole: its keys share a slot, so its scripts ran.
    for (let i = 0; i < 30; i++) assert.equal((await store.overlay.all(`who-${i}`)).length, 2)
  })

  test(`isolation model: ${STEPS} random operations over ${IDENTITIES} identities (MODEL_SEED=${SEED})`, async (t) => {
    const app = await build(t, { store: 'redis', redisCluster: nodes() })
    await runModel(t, app, 'redis')
  })

  test('two instances with REDIS_CLUSTER: an SSE client on one hears what the other did', async (t) => {
    const args = ['--redis-cluster', cluster.spec]
    const [a, b] = await Promise.all([startBuiltCli(args), startBuiltCli(args)])
    t.after(async () => {
      for (const s of [a, b]) {
        s.child.kill('SIGTERM')
        await exited(s)
      }
    })
    const stream = await open(a.url, '/api/v1/stream?_sandbox=cluster-live')
    t.after(() => stream.close())
    assert.equal((await stream.next()).event, 'connected')
    const headers = { 'content-type': 'application/json', 'x-playground-identity': 'cluster-live' }
    const made = await fetch(`${b.url}/api/v1/posts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ user_id: 1, title: 'on the cluster' }),
    })
    const post = (await made.json()) as { id: string }
    await fetch(`${b.url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: 'mutation { deleteTodo(id: "5") }' }),
    })
    const first = JSON.parse((await stream.next()).data ?? '{}')
    const second = JSON.parse((await stream.next()).data ?? '{}')
    assert.deepEqual(
      [
        [first.type, first.recordId],
        [second.type, second.recordId],
      ],
      [
        ['post.created', post.id],
        ['todo.deleted', 5],
      ],
    )
    // Both instances read the one cluster.
    const listed = await fetch(`${a.url}/api/v1/posts?limit=1`, { headers })
    assert.equal(((await listed.json()) as { data: Array<{ id: string }> }).data[0]?.id, post.id)
  })
})
