import { randomUUID } from 'node:crypto'
import { type ClaimedJob, type ClaimShare, type Queue, roomOf, takeInTurns } from '../port.ts'

type Job = { payload: string; due: number; lease: string; group: string }
/** Each group's earliest due time (leased jobs' too) and its due jobs. */
type Group = { first: number; due: Array<[string, Job]> }

/**
 * The job queue in this process: a job is due at `due`; a claim moves `due` to the lease's end,
 * so a claimer that never answers gives the job back when its lease runs out.
 */
export function createMemoryQueue() {
  const jobs = new Map<string, Job>()
  // When a claim last took a job of each group: its turn comes after the groups due before.
  const served = new Map<string, number>()
  const queue: Queue = {
    async enqueue(id, payload, due, group = '') {
      jobs.set(id, { payload, due, lease: '', group })
    },
    async claimDue(at, leaseMs, limit, share) {
      const due = turns(jobs, served, at, limit, share)
      const lease = randomUUID()
      const out: ClaimedJob[] = []
      for (const [id, job] of takeInTurns(due, limit)) {
        job.due = at + leaseMs
        job.lease = lease
        served.set(job.group, at)
        out.push({ id, payload: job.payload, lease })
      }
      return out
    },
    async complete(id, lease) {
      if (!lease || jobs.get(id)?.lease !== lease) return false
      jobs.delete(id)
      return true
    },
    async reschedule(id, lease, payload, due) {
      const job = jobs.get(id)
      if (!lease || job?.lease !== lease) return false
      jobs.set(id, { payload, due, lease: '', group: job.group })
      return true
    },
  }
  return { queue, clear: () => jobs.clear() }
}

/** Each group's due jobs, earliest first and cut to its room, the groups in turn order. */
function turns(
  jobs: Map<string, Job>,
  served: Map<string, number>,
  at: number,
  limit: number,
  share: ClaimShare | undefined,
): Array<Array<[string, Job]>> {
  const groups = new Map<string, Group>()
  for (const [id, job] of jobs) {
    let g = groups.get(job.group)
    if (!g) {
      g = { first: job.due, due: [] }
      groups.set(job.group, g)
    }
    g.first = Math.min(g.first, job.due)
    if (job.due <= at) g.due.push([id, job])
  }
  for (const g of served.keys()) if (!groups.has(g)) served.delete(g)
  return [...groups]
    .filter(([, g]) => g.due.length > 0)
    .map(([name, g]) => ({
      name,
      turn: Math.max(g.first, served.get(name) ?? Number.NEGATIVE_INFINITY),
      due: g.due
        .sort(([, a], [, b]) => a.due - b.due)
        .slice(0, Math.max(0, roomOf(name, limit, share))),
    }))
    .sort((a, b) => a.turn - b.turn)
    .map((t) => t.due)
}
