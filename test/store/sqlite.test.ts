import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, test } from 'node:test'
import Database from 'better-sqlite3'
import { StoreUnavailableError } from '../../src/store/port.ts'
import { createSqliteStore } from '../../src/store/sqlite/sqlite-store.ts'
import { runStoreContract } from './contract.ts'

const dir = mkdtempSync(join(tmpdir(), 'mock-playground-sqlite-'))
after(() => rmSync(dir, { recursive: true, force: true }))
let n = 0

runStoreContract('sqlite', (now) => createSqliteStore(join(dir, `contract-${++n}.db`), now))

test('sqlite: what one handle wrote, a new handle on the same file reads', async () => {
  const path = join(dir, 'reopen.db')
  const first = createSqliteStore(path)
  await first.overlay.put('a', 'posts', '3', 'updated', { id: 3, title: 'kept' })
  await first.close()
  const second = createSqliteStore(path)
  assert.equal((await second.overlay.get('a', 'posts', '3'))?.item?.title, 'kept')
  // Its write versions find the identity in the file: it holds something; a new one nothing.
  assert.notEqual(second.versions?.of('a'), 0)
  assert.equal(second.versions?.live('a'), true)
  assert.equal(second.versions?.of('b'), 0)
  await second.overlay.reset('a')
  assert.notEqual(second.versions?.of('a'), 0, 'a reset moves the version on, never back to 0')
  await second.close()
})

test('sqlite: a closed database is reported as unavailable, not as a crash', async () => {
  const store = createSqliteStore(join(dir, 'closed.db'))
  await store.close()
  await assert.rejects(store.ping(), StoreUnavailableError)
  await assert.rejects(store.overlay.entries('a', 'posts'), StoreUnavailableError)
  // Its versions keep nothing rather than throw (the front door asks them in the listener).
  assert.ok(Number.isNaN(store.versions?.of('a')))
})

test('sqlite: a file from before sandboxes had numbers is rewritten, each identity keeping its own entries', async () => {
  const path = join(dir, 'by-identity.db')
  // The layout until 2026-11-28: both tables keyed by the identity, and an index since dropped.
  const old = new Database(path)
  old.pragma('journal_mode = WAL')
  old.exec(`
    CREATE TABLE sandboxes (identity TEXT PRIMARY KEY, seq INTEGER NOT NULL, touched INTEGER NOT NULL) WITHOUT ROWID;
    CREATE INDEX sandboxes_touched ON sandboxes (touched);
    CREATE TABLE entries (identity TEXT NOT NULL, resource TEXT NOT NULL, id TEXT NOT NULL,
      kind TEXT NOT NULL, seq INTEGER NOT NULL, at INTEGER NOT NULL, item TEXT,
      PRIMARY KEY (identity, resource, id)) WITHOUT ROWID;
    CREATE INDEX entries_by_seq ON entries (identity, seq);
  `)
  const now = Date.now()
  const sandbox = old.prepare('INSERT INTO sandboxes VALUES (?, ?, ?)')
  const entry = old.prepare('INSERT INTO entries VALUES (?, ?, ?, ?, ?, ?, ?)')
  sandbox.run('a', 2, now)
  sandbox.run('b', 1, now - 1)
  entry.run('a', 'posts', '3', 'updated', 1, now, JSON.stringify({ id: 3, title: 'of a' }))
  entry.run('a', 'posts', '1', 'deleted', 2, now, null)
  entry.run('b', 'posts', '3', 'updated', 1, now - 1, JSON.stringify({ id: 3, title: 'of b' }))
  old.close()

  const store = createSqliteStore(path)
  assert.deepEqual(
    (await store.overlay.all('a')).map((e) => [e.resource, e.id, e.kind, e.seq, e.item?.title]),
    [
      ['posts', '3', 'updated', 1, 'of a'],
      ['posts', '1', 'deleted', 2, undefined],
    ],
  )
  assert.equal((await store.overlay.get('b', 'posts', '3'))?.item?.title, 'of b')
  assert.equal(await store.overlay.get('b', 'posts', '1'), undefined)
  // A new identity's number follows the migrated ones; resetting `a` leaves `b` and `c` whole.
  await store.overlay.put('c', 'posts', '3', 'updated', { id: 3, title: 'of c' })
  assert.equal(await store.overlay.reset('a'), 2)
  assert.equal((await store.overlay.get('b', 'posts', '3'))?.item?.title, 'of b')
  assert.equal((await store.overlay.get('c', 'posts', '3'))?.item?.title, 'of c')
  assert.deepEqual(await store.overlay.all('a'), [])
  // The last number is never given again (AUTOINCREMENT), even once its sandbox is gone.
  await store.overlay.reset('c')
  await store.overlay.put('d', 'posts', '4', 'updated', { id: 4, title: 'of d' })
  assert.deepEqual(
    (await store.overlay.all('d')).map((e) => e.id),
    ['4'],
  )
  await store.close()

  const after = new Database(path, { readonly: true })
  const tables = after
    .prepare(
      "SELECT name FROM sqlite_master WHERE type IN ('table', 'index') AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all()
    .map((row) => (row as { name: string }).name)
  const numbers = after.prepare('SELECT identity, no FROM sandboxes ORDER BY no').all()
  after.close()
  assert.ok(
    !tables.some((name) => name.endsWith('_by_identity') || name === 'entries_by_seq'),
    `${tables}`,
  )
  assert.deepEqual(numbers, [
    { identity: 'b', no: 1 },
    { identity: 'd', no: 4 },
  ])
})

test('sqlite: a queue from before jobs had groups keeps its jobs, in the group of its own', async () => {
  const path = join(dir, 'ungrouped-queue.db')
  const first = createSqliteStore(path)
  await first.close()
  // The queue's layout until 2026-12-07: no group column, one index by due time.
  const old = new Database(path)
  old.exec(`
    DROP TABLE queue;
    DROP TABLE queue_turns;
    CREATE TABLE queue (id TEXT PRIMARY KEY, payload TEXT NOT NULL, due INTEGER NOT NULL,
      lease TEXT NOT NULL DEFAULT '') WITHOUT ROWID;
    CREATE INDEX queue_due ON queue (due);
    INSERT INTO queue VALUES ('late', 'L', 2000, ''), ('early', 'E', 1000, '');
  `)
  old.close()
  const store = createSqliteStore(path)
  await store.queue.enqueue('new', 'N', 1500, 'sandbox')
  assert.deepEqual(
    (await store.queue.claimDue(5_000, 60_000, 10)).map((j) => j.id),
    ['early', 'new', 'late'],
  )
  await store.close()
})
