import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createGroupCommit } from './group-commit.ts'

/** A transaction over an array: a batch's pushes are kept only when the batch commits. */
function fakeLog(options: { failCommit?: boolean } = {}) {
  const committed: string[] = []
  let open: string[] | undefined
  let commits = 0
  return {
    committed,
    commits: () => commits,
    transaction(batch: () => void) {
      open = []
      batch()
      const done = open
      open = undefined
      if (options.failCommit) throw new Error('disk full')
      commits++
      committed.push(...done)
    },
    write(value: string) {
      if (!open) throw new Error('written outside a transaction')
      open.push(value)
      return value.length
    },
  }
}

test('the operations of one turn share one commit, and settle after it', async () => {
  const log = fakeLog()
  const group = createGroupCommit({ transaction: log.transaction })
  const settled: string[] = []
  const writes = ['a', 'bb', 'ccc'].map((v) =>
    group
      .enqueue(() => log.write(v))
      .then((n) => {
        settled.push(v)
        assert.deepEqual(log.committed.includes(v), true, `${v} settled before its commit`)
        return n
      }),
  )
  assert.deepEqual(log.committed, [], 'nothing runs in the turn it is queued')
  assert.deepEqual(await Promise.all(writes), [1, 2, 3])
  assert.equal(log.commits(), 1)
  assert.deepEqual(settled, ['a', 'bb', 'ccc'])
})

test('an operation that throws fails alone; the others of its batch commit', async () => {
  const log = fakeLog()
  const group = createGroupCommit({ transaction: log.transaction })
  const refused = new Error('refused')
  const results = await Promise.allSettled([
    group.enqueue(() => log.write('a')),
    group.enqueue(() => {
      throw refused
    }),
    group.enqueue(() => log.write('c')),
  ])
  assert.deepEqual(
    results.map((r) => r.status),
    ['fulfilled', 'rejected', 'fulfilled'],
  )
  assert.equal((results[1] as PromiseRejectedResult).reason, refused)
  assert.deepEqual(log.committed, ['a', 'c'])
})

test('when the commit fails every operation of the batch is rejected with its error', async () => {
  const log = fakeLog({ failCommit: true })
  const group = createGroupCommit({ transaction: log.transaction })
  const results = await Promise.allSettled([
    group.enqueue(() => log.write('a')),
    group.enqueue(() => log.write('b')),
  ])
  for (const r of results) {
    assert.equal(r.status, 'rejected')
    assert.equal((r as PromiseRejectedResult).reason.message, 'disk full')
  }
  assert.deepEqual(log.committed, [])
})

test('flush runs the queue at once; later turns start new batches', async () => {
  const log = fakeLog()
  const scheduled: Array<() => void> = []
  const group = createGroupCommit({
    transaction: log.transaction,
    schedule: (flush) => scheduled.push(flush),
  })
  const first = group.enqueue(() => log.write('a'))
  assert.equal(scheduled.length, 1, 'one flush is scheduled per batch')
  const second = group.enqueue(() => log.write('b'))
  assert.equal(scheduled.length, 1)
  group.flush()
  assert.deepEqual(log.committed, ['a', 'b'])
  assert.deepEqual(await Promise.all([first, second]), [1, 1])
  scheduled[0]?.() // the scheduled flush finds nothing left to do
  assert.equal(log.commits(), 1)
  const third = group.enqueue(() => log.write('c'))
  assert.equal(scheduled.length, 2)
  scheduled[1]?.()
  assert.equal(await third, 1)
  assert.equal(log.commits(), 2)
  assert.deepEqual(log.committed, ['a', 'b', 'c'])
})
