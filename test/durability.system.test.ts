import assert from 'node:assert/strict'
import { join } from 'node:path'
import { test } from 'node:test'
import { exited, startBuiltCli } from '../scripts/support/built-cli.ts'
import { tempDir } from './helper.ts'

const json = { 'content-type': 'application/json' }

/**
 * docs/contract/storage.md#durability: a 200 on a write means it is durable. Writes race with a
 * SIGKILL; every write that was acknowledged before the kill must be there after a restart on the
 * same SQLite file.
 */
test('every acknowledged write survives SIGKILL and a restart on the same sqlite file', async (t) => {
  const db = join(tempDir(t), 'playground.db')
  const first = await startBuiltCli(['--store', 'sqlite', '--db', db])
  t.after(() => first.child.kill('SIGKILL'))

  const identities = Array.from({ length: 8 }, (_, i) => `durable-${i}`)
  const acknowledged: Array<{ identity: string; id: string; title: string }> = []
  const deleted: Array<{ identity: string; id: number }> = []
  let killed = false

  const writer = async (identity: string) => {
    const headers = { ...json, 'x-playground-identity': identity }
    for (let i = 0; i < 25 && !killed; i++) {
      try {
        const title = `${identity} #${i}`
        const created = await fetch(`${first.url}/api/v1/todos`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ user_id: 1, title }),
        })
        if (created.status === 200)
          acknowledged.push({ identity, id: ((await created.json()) as { id: string }).id, title })
        const removed = await fetch(`${first.url}/api/v1/posts/${i + 1}`, {
          method: 'DELETE',
          headers,
        })
        if (removed.status === 200) deleted.push({ identity, id: i + 1 })
      } catch {
        return // the server is gone
      }
    }
  }
  const writers = identities.map(writer)
  // Kill once a good number of writes have been acknowledged, while the others are in flight.
  while (acknowledged.length < 40) await new Promise((r) => setImmediate(r))
  first.child.kill('SIGKILL')
  killed = true
  await Promise.all(writers)
  await exited(first)
  assert.ok(acknowledged.length >= 40)

  const second = await startBuiltCli(['--store', 'sqlite', '--db', db])
  t.after(() => second.child.kill('SIGKILL'))
  for (const w of acknowledged) {
    const res = await fetch(`${second.url}/api/v1/todos/${w.id}`, {
      headers: { 'x-playground-identity': w.identity },
    })
    assert.equal(res.status, 200, `${w.identity} lost ${w.id}`)
    assert.equal(((await res.json()) as { title: string }).title, w.title)
  }
  for (const d of deleted) {
    const res = await fetch(`${second.url}/api/v1/posts/${d.id}`, {
      headers: { 'x-playground-identity': d.identity },
    })
    assert.equal(res.status, 404, `${d.identity} got post ${d.id} back`)
  }
  second.child.kill('SIGTERM')
  assert.equal(await exited(second), 0)
})
