import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { exited, startBuiltCli } from '../scripts/support/built-cli.ts'
import { tempDir } from './helper.ts'

test('SIGTERM lets in-flight requests finish, refuses new ones and closes the store cleanly', {
  timeout: 120_000,
}, async (t) => {
  const db = join(tempDir(t), 'shutdown.db')
  const server = await startBuiltCli([
    '--store',
    'sqlite',
    '--db',
    db,
    '--log-level',
    'debug',
    '--log-format',
    'json',
  ])
  t.after(() => server.child.kill('SIGKILL'))

  // The line a request's arrival writes at debug is the event that the server holds it.
  const received = new Promise<void>((resolve) => {
    server.child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('"msg":"received POST /api/v1/todos"')) resolve()
    })
  })
  const inFlight = fetch(`${server.url}/api/v1/todos?_delay=700`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-playground-identity': 'draining' },
    body: JSON.stringify({ title: 'written while shutting down' }),
  })
  await received
  assert.ok(existsSync(`${db}-wal`), 'the store is open in WAL mode while serving')
  server.child.kill('SIGTERM')

  const res = await inFlight
  assert.equal(res.status, 200)
  assert.equal(((await res.json()) as { title: string }).title, 'written while shutting down')
  assert.equal(await exited(server), 0)
  // A clean close checkpoints the WAL into the database and removes it.
  assert.equal(existsSync(`${db}-wal`), false)
  await assert.rejects(fetch(`${server.url}/health`))

  const again = await startBuiltCli(['--store', 'sqlite', '--db', db])
  t.after(() => again.child.kill('SIGKILL'))
  const list = await fetch(`${again.url}/api/v1/todos?limit=1`, {
    headers: { 'x-playground-identity': 'draining' },
  })
  assert.equal(
    ((await list.json()) as { data: Array<{ title: string }> }).data[0]?.title,
    'written while shutting down',
  )
  again.child.kill('SIGTERM')
  assert.equal(await exited(again), 0)
})
