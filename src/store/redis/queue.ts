import { randomUUID } from 'node:crypto'
import type { ClaimShare, Queue } from '../port.ts'
import type { RedisContext } from './context.ts'

/**
 * Each call is one script: a claim reads and leases atomically, so two instances never hold
 * one job, and only the lease's holder can complete or reschedule it.
 */
export function createRedisQueue({ scripts, guard, prefix }: RedisContext): Queue {
  const queueKeys = [`${prefix}{queue}:turns`, `${prefix}{queue}:jobs`, `${prefix}{queue}:lease`]
  return {
    enqueue: guard(async (id: string, payload: string, due: number, group = '') => {
      await scripts.pgEnqueue(...queueKeys, id, payload, due, group)
    }),
    claimDue: guard(async (at: number, leaseMs: number, limit: number, share?: ClaimShare) => {
      const lease = randomUUID()
      const held = share ? [...share.held].flat() : []
      const flat = await scripts.pgClaimDue(
        ...queueKeys,
        at,
        leaseMs,
        limit,
        lease,
        share ? share.max : -1,
        ...held,
      )
      const out = []
      for (let i = 0; i < flat.length; i += 2) {
        out.push({ id: flat[i] as string, payload: flat[i + 1] as string, lease })
      }
      return out
    }),
    complete: guard(
      async (id: string, lease: string) =>
        (await scripts.pgComplete(...queueKeys, id, lease)) === 1,
    ),
    reschedule: guard(
      async (id: string, lease: string, payload: string, due: number) =>
        (await scripts.pgReschedule(...queueKeys, id, lease, payload, due)) === 1,
    ),
  }
}
