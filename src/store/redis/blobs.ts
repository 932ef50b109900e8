import type { Blobs } from '../port.ts'
import type { RedisContext } from './context.ts'

/** In the identity's slot beside its entries, under the same sliding expiry; a reset deletes them. */
export function createRedisBlobs(c: RedisContext): Blobs {
  const { client, scripts, guard, ttl, base, route, seen } = c
  return {
    put: guard(async (identity: string, id: string, bytes: Buffer) => {
      await scripts.pgBlobPut(route(identity), base(identity), id, bytes, ttl)
      await seen(identity)
    }),
    get: guard(async (identity: string, id: string) => {
      const bytes = await client.hgetBuffer(`${base(identity)}b`, id)
      return bytes ?? undefined
    }),
    drop: guard(
      async (identity: string, id: string) =>
        (await scripts.pgBlobDrop(route(identity), base(identity), id, ttl)) === 1,
    ),
  }
}
