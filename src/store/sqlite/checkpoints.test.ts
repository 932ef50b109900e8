import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, test } from 'node:test'
import Database from 'better-sqlite3'
import { createCheckpoints } from './checkpoints.ts'
import { createSqliteStore } from './sqlite-store.ts'

const dir = mkdtempSync(join(tmpdir(), 'mock-playground-checkpoints-'))
after(() => rmSync(dir, { recursive: true, force: true }))
let n = 0
/** Counts the times the log at `path` started again (its size fell by half or more). */
function restartsOf(path: string) {
  let size = 0
  let restarts = 0
  return {
    observe() {
      const before = size
      try {
        size = statSync(`${path}-wal`).size
      } catch {
        size = 0
      }
      if (size < before / 2) restarts++
      return restarts
    },
  }
}
const SMALL = 128 * 1024

/**
 * A writer as the adapter is one: batches of random keys (so each touches pages all over the
 * tree, like new identities), each committed in one transaction, each waiting out a pause.
 */
async function write(path: string, logBytes: number, source?: string) {
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.exec('CREATE TABLE t (k TEXT PRIMARY KEY, v TEXT NOT NULL) WITHOUT ROWID')
  const checkpoints = createCheckpoints(db, path, logBytes, source)
  const insert = db.prepare('INSERT INTO t VALUES (?, ?)')
  const batch = db.transaction((rows: number) => {
    for (let i = 0; i < rows; i++) insert.run(randomUUID(), 'x'.repeat(300))
  })
  const log = restartsOf(path)
  let restarts = 0
  let paused = 0
  for (let b = 0; b < 400; b++) {
    const pause = checkpoints.pause
    if (pause) {
      paused++
      await pause
    }
    batch(25)
    checkpoints.committed()
    restarts = log.observe()
    await new Promise((resolve) => setImmediate(resolve))
  }
  return { db, checkpoints, restarts, paused }
}

test('checkpoints: a thread copies the log once it holds its size, and the log starts again', async () => {
  const path = join(dir, `log-${++n}.db`)
  const { db, checkpoints, restarts, paused } = await write(path, SMALL)
  await checkpoints.close()
  // 10,000 rows of random keys write tens of megabytes of pages to the log. The connection's own
  // checkpoint is off: without the thread the log would never start again. (How far it grows
  // between two starts depends on how fast this writer runs beside the thread: not asserted.)
  assert.equal(db.pragma('wal_autocheckpoint', { simple: true }), 0)
  assert.ok(restarts >= 2, `the log started again ${restarts} times`)
  assert.ok(paused > 0, 'commits waited for a second step at least once')
  assert.equal((db.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n, 10_000)
  db.close()
})

test('checkpoints: a thread that fails gives the checkpoint back to the connection', async () => {
  const path = join(dir, `fails-${++n}.db`)
  const broken = "throw new Error('no checkpoint here')"
  const { db, checkpoints, restarts, paused } = await write(path, SMALL, broken)
  await checkpoints.close()
  assert.equal(db.pragma('wal_autocheckpoint', { simple: true }), 1000)
  assert.ok(restarts >= 2, `the log started again ${restarts} times`)
  assert.equal(paused, 0)
  assert.equal((db.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n, 10_000)
  db.close()
})

test('sqlite: every acknowledged create is in the file after checkpoints and a close mid-way', async () => {
  const path = join(dir, `store-${++n}.db`)
  const store = createSqliteStore(path, Date.now, { checkpointLogBytes: SMALL })
  const item = { id: '101', title: 'kept', body: 'x'.repeat(300) }
  const log = restartsOf(path)
  let acknowledged = 0
  let restarts = 0
  // Concurrent creates, as requests make them: each turn's share one commit. Until the log has
  // started again twice (the thread takes a moment to start), or far past when it should have.
  let rounds = 0
  for (; restarts < 2 && rounds < 2000; rounds++) {
    const created = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        store.overlay.create(`id-${rounds}-${i}-${randomUUID()}`, 'posts', item, 30),
      ),
    )
    assert.ok(created.every(Boolean), 'a new identity may create')
    acknowledged += created.length
    restarts = log.observe()
  }
  // More are under way when it closes: the close waits for them or refuses them, never half.
  const late = Array.from({ length: 40 }, () =>
    store.overlay.create(`late-${randomUUID()}`, 'posts', item, 30).then(
      (ok) => ok,
      () => false,
    ),
  )
  await store.close()
  acknowledged += (await Promise.all(late)).filter(Boolean).length
  assert.equal(restarts, 2, 'the log started again')
  const db = new Database(path, { readonly: true })
  const stored = db.prepare("SELECT count(*) AS n FROM entries WHERE kind = 'created'").get() as {
    n: number
  }
  db.close()
  assert.equal(stored.n, acknowledged)
})
