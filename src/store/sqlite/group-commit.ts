/**
 * Group commit: the operations queued in one turn of the event loop run in one transaction, and
 * each promise settles only after that transaction has committed, so a resolved promise still
 * means stored; under load N commits (and their log writes) become one (BENCHMARKS.md).
 *
 * Nothing here knows the database. `transaction` runs a batch and commits it, or throws having
 * stored nothing. An operation that throws must undo its own changes first (the adapter runs
 * each in a savepoint), so that it fails alone and the others still commit.
 */
export interface GroupCommit {
  /** Queues `run` for the next commit; settles with its result or its error once committed. */
  enqueue<R>(run: () => R): Promise<R>
  /** Runs what is queued now instead of on the next turn (before closing, say). */
  flush(): void
}

type Queued = {
  run(): unknown
  resolve(value: unknown): void
  reject(err: unknown): void
}

export function createGroupCommit(options: {
  transaction: (batch: () => void) => void
  /** When a batch runs after its first operation is queued; the next turn by default. */
  schedule?: (flush: () => void) => void
}): GroupCommit {
  const { transaction } = options
  const schedule = options.schedule ?? setImmediate
  let queued: Queued[] = []

  const flush = () => {
    const batch = queued
    queued = []
    if (batch.length === 0) return
    const ok: boolean[] = []
    const outcomes: unknown[] = []
    try {
      transaction(() => {
        for (const op of batch) {
          try {
            outcomes.push(op.run())
            ok.push(true)
          } catch (err) {
            outcomes.push(err)
            ok.push(false)
          }
        }
      })
    } catch (err) {
      // The commit itself failed: nothing of the batch is stored.
      for (const op of batch) op.reject(err)
      return
    }
    for (let i = 0; i < batch.length; i++) {
      const op = batch[i] as Queued
      if (ok[i]) op.resolve(outcomes[i])
      else op.reject(outcomes[i])
    }
  }

  return {
    enqueue: <R>(run: () => R) =>
      new Promise<R>((resolve, reject) => {
        if (queued.length === 0) schedule(flush)
        queued.push({ run, resolve: resolve as (value: unknown) => void, reject })
      }),
    flush,
  }
}
