import type { Blobs } from '../port.ts'
import type { SqliteContext } from './sandboxes.ts'

/** Files' bytes in the `blobs` table: a write of one stamps its sandbox, a reset removes them. */
export function createSqliteBlobs(c: SqliteContext): Blobs {
  const { db, q, now, expiresAt, purgeIfExpired, touch, guard, committed } = c
  const put = db.transaction((identity: string, id: string, bytes: Buffer) => {
    purgeIfExpired(identity)
    q.blobPut.run(identity, id, bytes)
    touch(identity)
  })
  const drop = db.transaction((identity: string, id: string) => {
    purgeIfExpired(identity)
    if (q.blobDrop.run(identity, id).changes === 0) return false
    touch(identity)
    return true
  })
  return {
    put: committed(put),
    get: guard((identity: string, id: string) =>
      now() >= expiresAt(identity) ? undefined : q.blobGet.get(identity, id)?.data,
    ),
    drop: committed(drop),
  }
}
