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

test('sqlite: a file from before drops the index each create paid for, and keeps its entries', async () => {
  const path = join(dir, 'with-seq-index.db')
  const first = createSqliteStore(path)
  await first.overlay.put('a', 'posts', '3', 'updated', { id: 3, title: 'kept' })
  await first.close()
  const old = new Database(path)
  old.exec('CREATE INDEX entries_by_seq ON entries (identity, seq)')
  old.close()
  const second = createSqliteStore(path)
  assert.equal((await second.overlay.all('a'))[0]?.item?.title, 'kept')
  await second.close()
  const after = new Database(path, { readonly: true })
  const indexes = after
    .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'entries'")
    .all()
  after.close()
  assert.deepEqual(indexes, [])
})
