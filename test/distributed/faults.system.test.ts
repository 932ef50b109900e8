import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { exited, startBuiltCli } from '../../scripts/support/built-cli.ts'
import { startRedis } from '../../scripts/support/redis-server.ts'

/**
 * Readiness is another process's state, with no event to await: ask `/ready` until it answers
 * `want`, a bounded number of times.
 */
async function waitForReady(url: string, want: number) {
  for (let i = 0; i < 100; i++) {
    if ((await fetch(`${url}/ready`)).status === want) return
    await sleep(50)
  }
  throw new Error(`/ready never answered ${want}`)
}

test('Redis killed mid-traffic: 503s and no crash; Redis back: recovery, nothing acknowledged lost', async (t) => {
  const redis = await startRedis()
  t.after(() => redis.stop())
  const server = await startBuiltCli(['--store', 'redis', '--redis-url', redis.url])
  t.after(async () => {
    server.child.kill('SIGTERM')
    await exited(server)
  })

  const acknowledged: Array<{ identity: string; id: string }> = []
  const statuses = new Map<number, number>()
  let stop = false
  const writer = async (identity: string) => {
    while (!stop) {
      const res = await fetch(`${server.url}/api/v1/todos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-playground-identity': identity },
        body: JSON.stringify({ title: 'during the outage' }),
      })
      const body = (await res.json()) as { id?: string; code?: string }
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      if (res.status === 200) acknowledged.push({ identity, id: body.id as string })
      else if (res.status === 503) assert.equal(body.code, 'STORE_UNAVAILABLE')
      // A full sandbox is forgotten so the writers can keep going.
      if (res.status === 403)
        await fetch(`${server.url}/api/v1/session/reset`, {
          method: 'DELETE',
          headers: { 'x-playground-identity': identity },
        })
      if (res.status === 403)
        acknowledged.splice(
          0,
          acknowledged.length,
          ...acknowledged.filter((w) => w.identity !== identity),
        )
    }
  }
  const writers = ['w1', 'w2', 'w3'].map(writer)
  while (acknowledged.length < 20) await sleep(5)

  await redis.kill()
  await waitForReady(server.url, 503)
  // A write in flight when Redis died waits for its reply until commandTimeout (2 s) or Redis's
  // return; new ones fail at once. Keep Redis down until a writer has seen the outage.
  while (!statuses.has(503)) await sleep(5)
  const during = await fetch(`${server.url}/api/v1/posts`, {
    headers: { 'x-playground-identity': 'w1' },
  })
  assert.equal(during.status, 503)
  assert.equal(((await during.json()) as { code: string }).code, 'STORE_UNAVAILABLE')
  // Liveness is not readiness: the process is up and says so.
  assert.equal((await fetch(`${server.url}/health`)).status, 200)
  assert.equal(server.child.exitCode, null)

  await redis.start()
  await waitForReady(server.url, 200)
  const afterOutage = acknowledged.length
  while (acknowledged.length < afterOutage + 10) await sleep(5)
  stop = true
  await Promise.all(writers)

  assert.ok(
    (statuses.get(503) ?? 0) > 0,
    `no request saw the outage: ${JSON.stringify([...statuses])}`,
  )
  assert.deepEqual(
    [...statuses.keys()].filter((s) => ![200, 403, 503].includes(s)),
    [],
    'only 200, 403 (cap) and 503 (outage) are expected',
  )
  for (const w of acknowledged) {
    const res = await fetch(`${server.url}/api/v1/todos/${w.id}`, {
      headers: { 'x-playground-identity': w.identity },
    })
    assert.equal(res.status, 200, `${w.identity} lost ${w.id}`)
  }
})
