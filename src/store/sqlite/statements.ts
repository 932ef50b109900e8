import type Database from 'better-sqlite3'
import type { EntryKind, Item, OverlayEntry } from '../port.ts'

/** The tables of one SQLite file, created when missing (a file in an older layout: migrate.ts). */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS sandboxes (
  no INTEGER PRIMARY KEY AUTOINCREMENT,
  identity TEXT NOT NULL UNIQUE,
  seq INTEGER NOT NULL,
  touched INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sandboxes_touched ON sandboxes (touched);
-- Keyed by the sandbox's number, not its identity (a UUID, random): a new identity's rows go at
-- the end of the table instead of on a random page each (BENCHMARKS.md, durable create).
-- AUTOINCREMENT: a number is never given twice, so no row can outlive its sandbox into another's.
-- The upsert that stamps a sandbox uses up a number even when the sandbox exists (SQLite takes
-- one for the insert it tries first): numbers only rise, with gaps, far from 2^63.
CREATE TABLE IF NOT EXISTS entries (
  sandbox INTEGER NOT NULL,
  resource TEXT NOT NULL,
  id TEXT NOT NULL,
  kind TEXT NOT NULL,
  seq INTEGER NOT NULL,
  at INTEGER NOT NULL,
  item TEXT,
  PRIMARY KEY (sandbox, resource, id)
) WITHOUT ROWID;
-- Files' bytes: a rowid table, as SQLite keeps large rows better there than WITHOUT ROWID.
CREATE TABLE IF NOT EXISTS blobs (
  identity TEXT NOT NULL,
  id TEXT NOT NULL,
  data BLOB NOT NULL,
  PRIMARY KEY (identity, id)
);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS idempotency (
  identity TEXT NOT NULL,
  key TEXT NOT NULL,
  record TEXT NOT NULL,
  expires INTEGER NOT NULL,
  PRIMARY KEY (identity, key)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS idempotency_expires ON idempotency (expires);
CREATE TABLE IF NOT EXISTS queue (
  id TEXT PRIMARY KEY,
  payload TEXT NOT NULL,
  due INTEGER NOT NULL,
  lease TEXT NOT NULL DEFAULT '',
  grp TEXT NOT NULL DEFAULT ''
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS queue_group_due ON queue (grp, due);
-- Each group holding jobs: when a claim last took one, and its turn (the later of that and its
-- earliest job's due time); claims take groups in turn order.
CREATE TABLE IF NOT EXISTS queue_turns (
  grp TEXT PRIMARY KEY,
  served INTEGER NOT NULL,
  turn INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS queue_turn ON queue_turns (turn);
`

/** A row of `entries` as the statements read it. */
export type Row = {
  resource: string
  id: string
  kind: EntryKind
  seq: number
  at: number
  item: string | null
}

export const toEntry = (row: Row): OverlayEntry => ({
  id: row.id,
  kind: row.kind,
  seq: row.seq,
  at: row.at,
  item: row.item === null ? null : (JSON.parse(row.item) as Item),
})

/** An identity's entries: by the number of its sandbox, found through the index on identities. */
const OF_IDENTITY = 'sandbox = (SELECT no FROM sandboxes WHERE identity = ?)'

/**
 * Every statement the adapter runs, prepared once per open file.
 * @internal (its type names better-sqlite3's, which a declaration file cannot)
 */
export function prepareStatements(db: Database.Database) {
  return {
    entries: db.prepare<[string, string], Row>(
      `SELECT resource, id, kind, seq, at, item FROM entries WHERE ${OF_IDENTITY} AND resource = ? ORDER BY seq`,
    ),
    holders: db.prepare<[string], { identity: string }>(
      'SELECT identity FROM sandboxes WHERE no IN (SELECT sandbox FROM entries WHERE resource = ?)',
    ),
    all: db.prepare<[string], Row>(
      `SELECT resource, id, kind, seq, at, item FROM entries WHERE ${OF_IDENTITY} ORDER BY seq`,
    ),
    get: db.prepare<[string, string, string], Row>(
      `SELECT resource, id, kind, seq, at, item FROM entries WHERE ${OF_IDENTITY} AND resource = ? AND id = ?`,
    ),
    kindOf: db.prepare<[string, string, string], { kind: EntryKind }>(
      `SELECT kind FROM entries WHERE ${OF_IDENTITY} AND resource = ? AND id = ?`,
    ),
    countCreated: db.prepare<[string, string], { n: number }>(
      `SELECT count(*) AS n FROM entries WHERE ${OF_IDENTITY} AND resource = ? AND kind = 'created'`,
    ),
    groupSize: db.prepare<[string, number, string], { n: number }>(
      `SELECT count(DISTINCT resource) AS n FROM entries WHERE ${OF_IDENTITY} AND substr(resource, 1, ?) = ?`,
    ),
    resourceSize: db.prepare<[string, string], { n: number }>(
      `SELECT count(*) AS n FROM entries WHERE ${OF_IDENTITY} AND resource = ?`,
    ),
    createdPerResource: db.prepare<[string], { resource: string; n: number }>(
      `SELECT resource, count(*) AS n FROM entries WHERE ${OF_IDENTITY} AND kind = 'created' GROUP BY resource`,
    ),
    touch: db.prepare<[string, number], { no: number; seq: number }>(
      `INSERT INTO sandboxes (identity, seq, touched) VALUES (?, 1, ?)
       ON CONFLICT (identity) DO UPDATE SET seq = seq + 1, touched = excluded.touched
       RETURNING no, seq`,
    ),
    /** By the sandbox's number, which `touch` gave just before. */
    upsert: db.prepare<[number, string, string, EntryKind, number, number, string | null]>(
      `INSERT INTO entries (sandbox, resource, id, kind, seq, at, item) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (sandbox, resource, id) DO UPDATE SET kind = excluded.kind, item = excluded.item`,
    ),
    drop: db.prepare<[string, string, string]>(
      `DELETE FROM entries WHERE ${OF_IDENTITY} AND resource = ? AND id = ?`,
    ),
    clearAll: db.prepare<[string]>(`DELETE FROM entries WHERE ${OF_IDENTITY}`),
    clearResource: db.prepare<[string, string]>(
      `DELETE FROM entries WHERE ${OF_IDENTITY} AND resource = ?`,
    ),
    forget: db.prepare<[string]>('DELETE FROM sandboxes WHERE identity = ?'),
    blobPut: db.prepare<[string, string, Buffer]>(
      `INSERT INTO blobs (identity, id, data) VALUES (?, ?, ?)
       ON CONFLICT (identity, id) DO UPDATE SET data = excluded.data`,
    ),
    blobGet: db.prepare<[string, string], { data: Buffer }>(
      'SELECT data FROM blobs WHERE identity = ? AND id = ?',
    ),
    blobDrop: db.prepare<[string, string]>('DELETE FROM blobs WHERE identity = ? AND id = ?'),
    blobsClear: db.prepare<[string]>('DELETE FROM blobs WHERE identity = ?'),
    expireBlobs: db.prepare<[number]>(
      'DELETE FROM blobs WHERE identity IN (SELECT identity FROM sandboxes WHERE touched < ?)',
    ),
    expireEntries: db.prepare<[number]>(
      'DELETE FROM entries WHERE sandbox IN (SELECT no FROM sandboxes WHERE touched < ?)',
    ),
    expireSandboxes: db.prepare<[number]>('DELETE FROM sandboxes WHERE touched < ?'),
    countSandboxes: db.prepare<[number], { n: number }>(
      'SELECT count(*) AS n FROM sandboxes WHERE touched > ?',
    ),
    touched: db.prepare<[string], { touched: number }>(
      'SELECT touched FROM sandboxes WHERE identity = ?',
    ),
    metaInsert: db.prepare<[string, string]>(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING',
    ),
    metaGet: db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?'),
    ping: db.prepare('SELECT 1'),
    keyGet: db.prepare<[string, string, number], { record: string }>(
      'SELECT record FROM idempotency WHERE identity = ? AND key = ? AND expires > ?',
    ),
    keySet: db.prepare<[string, string, string, number]>(
      `INSERT INTO idempotency (identity, key, record, expires) VALUES (?, ?, ?, ?)
       ON CONFLICT (identity, key) DO UPDATE SET record = excluded.record, expires = excluded.expires`,
    ),
    keysExpire: db.prepare<[number]>('DELETE FROM idempotency WHERE expires <= ?'),
    jobSet: db.prepare<[string, string, number, string]>(
      `INSERT INTO queue (id, payload, due, lease, grp) VALUES (?, ?, ?, '', ?)
       ON CONFLICT (id) DO UPDATE SET
         payload = excluded.payload, due = excluded.due, lease = '', grp = excluded.grp`,
    ),
    jobGroup: db.prepare<[string], { grp: string }>('SELECT grp FROM queue WHERE id = ?'),
    groupFirst: db.prepare<[string], { first: number | null }>(
      'SELECT MIN(due) AS first FROM queue WHERE grp = ?',
    ),
    // `served` and `turn` on the right are the row's values before the update.
    turnSet: db.prepare<[string, number, number]>(
      `INSERT INTO queue_turns (grp, served, turn) VALUES (?, ?, ?)
       ON CONFLICT (grp) DO UPDATE SET
         served = max(served, excluded.served), turn = max(served, excluded.turn)`,
    ),
    turnDrop: db.prepare<[string]>('DELETE FROM queue_turns WHERE grp = ?'),
    turnsDue: db.prepare<[number], { grp: string }>(
      'SELECT grp FROM queue_turns WHERE turn <= ? ORDER BY turn',
    ),
    groupDue: db.prepare<[string, number, number], { id: string; payload: string; grp: string }>(
      'SELECT id, payload, grp FROM queue WHERE grp = ? AND due <= ? ORDER BY due LIMIT ?',
    ),
    jobLease: db.prepare<[number, string, string]>(
      'UPDATE queue SET due = ?, lease = ? WHERE id = ?',
    ),
    jobDone: db.prepare<[string, string], { grp: string }>(
      "DELETE FROM queue WHERE id = ? AND lease = ? AND lease != '' RETURNING grp",
    ),
    jobAgain: db.prepare<[string, number, string, string], { grp: string }>(
      "UPDATE queue SET payload = ?, due = ?, lease = '' WHERE id = ? AND lease = ? AND lease != '' RETURNING grp",
    ),
    pages: db.prepare<[], { bytes: number }>(
      `SELECT (page_count - freelist_count) * page_size AS bytes
       FROM pragma_page_count(), pragma_freelist_count(), pragma_page_size()`,
    ),
    // An import checks its limits after applying its writes; when one is broken it rolls back to
    // here and reports false, instead of throwing through the transaction.
    importBegin: db.prepare('SAVEPOINT import'),
    importUndo: db.prepare('ROLLBACK TO import'),
    importEnd: db.prepare('RELEASE import'),
  }
}

/** @internal */
export type Statements = ReturnType<typeof prepareStatements>
