import type { Idempotency, IdempotencyRecord } from '../port.ts'
import type { RedisContext } from './context.ts'

/** Each key a string in the identity's slot, expiring with its own TTL. */
export function createRedisIdempotency(c: RedisContext): Idempotency {
  const { client, scripts, guard, now, base } = c
  return {
    // One script reads what is held and, when the claim takes the key, holds it with its lease:
    // atomic, so of several instances one runs a request under a key at a time.
    claim: guard(
      async (
        identity: string,
        key: string,
        fingerprint: string,
        ttlMs: number,
        leaseMs: number,
      ) => {
        const at = now()
        const held = await scripts.pgClaim(
          `${base(identity)}i:${key}`,
          fingerprint,
          ttlMs,
          at,
          JSON.stringify({ fingerprint, running: at + leaseMs }),
        )
        return held === null ? undefined : (JSON.parse(held) as IdempotencyRecord)
      },
    ),
    complete: guard(
      async (
        identity: string,
        key: string,
        record: Omit<IdempotencyRecord, 'running'>,
        ttlMs: number,
      ) => {
        await client.set(`${base(identity)}i:${key}`, JSON.stringify(record), 'PX', ttlMs)
      },
    ),
  }
}
