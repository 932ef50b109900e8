import Database from 'better-sqlite3'
import { StoreUnavailableError } from '../port.ts'
import type { Checkpoints } from './checkpoints.ts'
import { createGroupCommit } from './group-commit.ts'

/** The code of a SQLite failure (`SQLITE_FULL`, `SQLITE_BUSY`, `SQLITE_IOERR_WRITE` …), if it is one. */
function sqliteCode(err: unknown): string | undefined {
  return err instanceof Database.SqliteError ? err.code : undefined
}

/** How the adapter's synchronous calls become the port's promises. */
export interface Calls {
  /** A synchronous call as the port's promise, its failure translated. */
  guard<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => Promise<R>
  /** `fn` (a transaction) run in the next group commit. */
  committed<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => Promise<R>
  /** Commits what is queued now, instead of on the next turn. */
  flush(): void
}

/**
 * Calls on `db`: reads at once, writes in a group commit (`group-commit.ts`) with the writes of
 * the same event-loop turn, which waits while a checkpoint pauses commits.
 */
export function createCalls(db: Database.Database, checkpoints: Checkpoints | undefined): Calls {
  // Any SQLite failure (every one carries a `SQLITE_…` code: the disk full, the file locked past
  // busy_timeout, an I/O error) and any call on a closed handle is the store being unavailable,
  // not a bug in the request: the HTTP layer turns it into a 503.
  const failure = (err: unknown) =>
    sqliteCode(err) !== undefined || !db.open
      ? new StoreUnavailableError((err as Error).message, { cause: err })
      : err
  const guard =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): Promise<R> => {
      try {
        return Promise.resolve(fn(...args))
      } catch (err) {
        return Promise.reject(failure(err))
      }
    }

  const inTransaction = db.transaction((batch: () => void) => batch())
  const commits = createGroupCommit({
    transaction: (batch) => {
      try {
        inTransaction(batch)
      } catch (err) {
        throw failure(err)
      }
      checkpoints?.committed()
    },
    // Asked when the batch is due, not when it was queued: a pause begun since holds it too.
    schedule: (flush) => {
      const due = () => {
        const pause = checkpoints?.pause
        if (pause) void pause.then(due)
        else flush()
      }
      setImmediate(due)
    },
  })
  const committed =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): Promise<R> =>
      commits.enqueue(() => {
        try {
          return fn(...args)
        } catch (err) {
          throw failure(err)
        }
      })

  return { guard, committed, flush: () => commits.flush() }
}
