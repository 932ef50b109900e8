import { statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import type Database from 'better-sqlite3'

/** The log's size that starts a checkpoint: 4,000 pages of 4 KB (SQLite's own is 1,000). */
export const LOG_BYTES = 16 * 1024 * 1024
/** The longest commits wait for the second step; past it they go on, and the log is not reset. */
const PAUSE_MS = 1000

/**
 * Checkpoints off the event loop (BENCHMARKS.md, "durable create"). SQLite's own checkpoint runs
 * inside the commit that takes the write-ahead log past 1,000 pages: it copies the log into the
 * database file and syncs both, and the whole event loop waits on the disk meanwhile, a fifth of
 * the time under a load of creates. Here a worker thread with a connection of its own does it, in
 * two steps, once the log holds `logBytes`:
 *
 * 1. a checkpoint while writes go on, which copies nearly all the log;
 * 2. a second one while commits wait (`pause`), which copies what the first could not and leaves
 *    the log wholly copied, so that the next write starts it again from its beginning (the log
 *    never grows past what step 1 left behind; `journal_size_limit = 0` truncates it there,
 *    which is also what makes its size on disk the measure of what it holds).
 *
 * Nothing here decides what is stored: a checkpoint only moves committed pages from one file to
 * the other, so a commit is as durable as before. If the thread cannot be started or dies, the
 * connection's own automatic checkpoint comes back.
 */
export interface Checkpoints {
  /** After each group commit: starts a checkpoint if the log has grown past its size. */
  committed(): void
  /** Set while the second step runs: commits wait for it. */
  readonly pause: Promise<void> | undefined
  /** Ends the thread (after a checkpoint under way); the connection's close checkpoints the rest. */
  close(): Promise<void>
}

/**
 * The thread: a connection of its own on the file, which copies the log into the database when
 * asked; the copy and its syncs wait on the disk there, not on the event loop. Source text, not a
 * module file, so that it runs alike from the build and from the TypeScript under test.
 * PASSIVE never waits for a lock: it copies what no reader still needs and leaves the rest.
 */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.sqlite)
const db = new Database(workerData.path)
parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close()
    parentPort.close()
    return
  }
  // A failed checkpoint is only a log left longer: the next one tries again.
  try {
    db.pragma('wal_checkpoint(PASSIVE)')
  } catch {}
  parentPort.postMessage('done')
})
`

export function createCheckpoints(
  db: Database.Database,
  path: string,
  logBytes: number = LOG_BYTES,
  /** The thread's source; another only in a test of what happens when it fails. */
  source: string = THREAD,
): Checkpoints {
  const log = `${path}-wal`
  db.pragma('wal_autocheckpoint = 0')
  db.pragma('journal_size_limit = 0')
  let worker: Worker | undefined
  let failed = false
  // Set by close: the commits it flushes after the thread has ended must not start another one,
  // which would open the file while the store closes it (and outlive it).
  let closed = false
  let running: Promise<void> | undefined
  let pause: Promise<void> | undefined
  let replied: (() => void) | undefined

  const fallBack = () => {
    failed = true
    worker = undefined
    replied?.()
    if (db.open) db.pragma('wal_autocheckpoint = 1000')
  }
  const start = () => {
    const sqlite = createRequire(import.meta.url).resolve('better-sqlite3')
    const thread = new Worker(source, { eval: true, workerData: { path, sqlite } })
    thread.unref()
    thread.on('message', () => replied?.())
    thread.on('error', fallBack)
    thread.on('exit', () => {
      if (worker === thread) fallBack()
    })
    return thread
  }
  // Held only while it answers: commits may be waiting for it, and the process must not end
  // with them queued; idle, the thread keeps no process alive.
  const checkpoint = (thread: Worker) =>
    new Promise<void>((resolve) => {
      thread.ref()
      replied = () => {
        replied = undefined
        thread.unref()
        resolve()
      }
      thread.postMessage('checkpoint')
    })
  const run = async (thread: Worker) => {
    await checkpoint(thread)
    if (failed) return
    let timer: NodeJS.Timeout | undefined
    const second = checkpoint(thread)
    pause = Promise.race([
      second,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, PAUSE_MS)
      }),
    ]).finally(() => {
      clearTimeout(timer)
      pause = undefined
    })
    await second
  }

  return {
    committed() {
      if (running || failed || closed) return
      let size: number
      try {
        size = statSync(log).size
      } catch {
        return // no log yet
      }
      // Started half way there, so that it is ready when the log is full (most stores never are).
      if (size < logBytes / 2) return
      try {
        worker ??= start()
      } catch {
        fallBack()
        return
      }
      if (size < logBytes) return
      running = run(worker).finally(() => {
        running = undefined
      })
    },
    get pause() {
      return pause
    },
    async close() {
      closed = true
      await running
      const thread = worker
      worker = undefined
      if (!thread) return
      const exited = new Promise((resolve) => thread.once('exit', resolve))
      thread.ref()
      thread.postMessage('close')
      await exited
    },
  }
}
