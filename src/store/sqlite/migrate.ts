import type Database from 'better-sqlite3'
import { SCHEMA } from './statements.ts'

/**
 * Brings the file to the current layout: a new file gets its tables (SCHEMA creates what is
 * missing). A file written before sandboxes had numbers (entries keyed by identity, 2026-11-28)
 * is rewritten in one transaction: each sandbox gets a number, its entries are copied under it,
 * and the old tables go, with their indexes. Entries of an identity without a sandbox row (none
 * are written so) are not carried over.
 */
export function migrate(db: Database.Database) {
  groupQueue(db)
  const columns = db.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('entries')")
  if (!columns.all().some((c) => c.name === 'identity')) {
    db.exec(SCHEMA)
    turnsOfGroups(db)
    return
  }
  db.transaction(() => {
    db.exec(`
      ALTER TABLE sandboxes RENAME TO sandboxes_by_identity;
      ALTER TABLE entries RENAME TO entries_by_identity;
      DROP INDEX IF EXISTS sandboxes_touched;
      DROP INDEX IF EXISTS entries_by_seq;
    `)
    db.exec(SCHEMA)
    db.exec(`
      INSERT INTO sandboxes (identity, seq, touched)
        SELECT identity, seq, touched FROM sandboxes_by_identity ORDER BY touched;
      INSERT INTO entries (sandbox, resource, id, kind, seq, at, item)
        SELECT s.no, e.resource, e.id, e.kind, e.seq, e.at, e.item
        FROM entries_by_identity e JOIN sandboxes s ON s.identity = e.identity;
      DROP TABLE entries_by_identity;
      DROP TABLE sandboxes_by_identity;
    `)
  })()
  turnsOfGroups(db)
}

/**
 * A queue written before jobs had groups (2026-12-07) gets the column, every job in the group
 * '', so that the deliveries it holds are still sent after the upgrade.
 */
function groupQueue(db: Database.Database) {
  const columns = db.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('queue')")
  const names = columns.all().map((c) => c.name)
  if (names.length === 0 || names.includes('grp')) return
  db.exec(`
    ALTER TABLE queue ADD COLUMN grp TEXT NOT NULL DEFAULT '';
    DROP INDEX IF EXISTS queue_due;
  `)
}

/** Gives every group of jobs without a turn (the upgraded queue's) one: its earliest due time. */
function turnsOfGroups(db: Database.Database) {
  db.exec(`
    INSERT OR IGNORE INTO queue_turns (grp, served, turn)
      SELECT grp, 0, MIN(due) FROM queue WHERE grp NOT IN (SELECT grp FROM queue_turns) GROUP BY grp;
  `)
}
