import type { WriteVersions } from '../port.ts'
import type { RedisContext } from './context.ts'

/**
 * In Redis, moved by the very script that writes (scripts.ts), so every instance sees one
 * version. A reset or an expiry changes it too, so a sandbox is live for as long as its
 * version holds.
 */
export function createRedisVersions({ scripts, guard, base }: RedisContext): WriteVersions {
  return {
    of: guard(async (identity: string) => {
      const version = await scripts.pgVersion(`${base(identity)}v`, base(identity))
      return version === '' ? Number.NaN : Number(version)
    }),
    live: () => true,
    remote: true,
  }
}
