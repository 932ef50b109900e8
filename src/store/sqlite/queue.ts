import { randomUUID } from 'node:crypto'
import { type ClaimShare, type Queue, roomOf, takeInTurns } from '../port.ts'
import type { SqliteContext } from './sandboxes.ts'

/**
 * The job queue in the `queue` table, each group's turn in `queue_turns`. Every call runs in a
 * group commit's transaction, which this process runs one at a time: two claims never read the
 * same free job.
 */
export function createSqliteQueue({ db, q, committed }: SqliteContext): Queue {
  // A group's turn follows its jobs: recomputed whenever they change (`served` a claim's time).
  const retune = (group: string, served = 0) => {
    const first = q.groupFirst.get(group)?.first
    if (first === null || first === undefined) q.turnDrop.run(group)
    else q.turnSet.run(group, served, Math.max(served, first))
  }
  // Read and lease in one transaction (within the group commit's).
  const claimDue = db.transaction(
    (at: number, leaseMs: number, limit: number, share?: ClaimShare) => {
      const lease = randomUUID()
      const groups = q.turnsDue.all(at).map(({ grp }) => {
        const room = roomOf(grp, limit, share)
        return room > 0 ? q.groupDue.all(grp, at, room) : []
      })
      const due = takeInTurns(groups, limit)
      for (const job of due) q.jobLease.run(at + leaseMs, lease, job.id)
      for (const group of new Set(due.map((job) => job.grp))) retune(group, at)
      return due.map((job) => ({ id: job.id, payload: job.payload, lease }))
    },
  )
  return {
    enqueue: committed((id: string, payload: string, due: number, group = '') => {
      const before = q.jobGroup.get(id)?.grp
      q.jobSet.run(id, payload, due, group)
      if (before !== undefined && before !== group) retune(before)
      retune(group)
    }),
    claimDue: committed(claimDue),
    complete: committed((id: string, lease: string) => {
      const done = q.jobDone.get(id, lease)
      if (done) retune(done.grp)
      return done !== undefined
    }),
    reschedule: committed((id: string, lease: string, payload: string, due: number) => {
      const again = q.jobAgain.get(payload, due, id, lease)
      if (again) retune(again.grp)
      return again !== undefined
    }),
  }
}
