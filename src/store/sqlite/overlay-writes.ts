/**
 * The overlay's writes, each a better-sqlite3 transaction run in the next group commit: inside
 * the group commit's transaction it nests as a savepoint, so a write that throws rolls back alone.
 */
import {
  capOf,
  type EntryKind,
  type EntryWrite,
  type GroupLimit,
  holdsUnique,
  type Item,
  type Overlay,
  type ReplayLimits,
  type SwapCreate,
  type UniqueKeys,
} from '../port.ts'
import { count, type SqliteContext } from './sandboxes.ts'
import { toEntry } from './statements.ts'

export function createEntry({
  db,
  q,
  purgeIfExpired,
  write,
  committed,
}: SqliteContext): Overlay['create'] {
  return committed(
    db.transaction(
      (
        identity: string,
        resource: string,
        item: Item & { id: string },
        cap: number,
        group?: GroupLimit,
        unique?: UniqueKeys,
      ) => {
        purgeIfExpired(identity)
        if (count(q.countCreated.get(identity, resource)) >= cap) return false
        if (
          unique &&
          q.entries.all(identity, resource).some((row) => holdsUnique(toEntry(row).item, unique))
        )
          return false
        // The first entry of a resource under the group's prefix adds a resource to the group.
        if (
          group &&
          resource.startsWith(group.prefix) &&
          count(q.resourceSize.get(identity, resource)) === 0 &&
          count(q.groupSize.get(identity, group.prefix.length, group.prefix)) >= group.max
        )
          return false
        write(identity, resource, item.id, 'created', item)
        return true
      },
    ),
  )
}

// The row read here, inside the write's transaction, is the stored truth: the read cache may
// still hold a record that a delete earlier in the same group commit removed.
export function updateEntry({ db, q, write, committed }: SqliteContext): Overlay['update'] {
  return committed(
    db.transaction(
      (identity: string, resource: string, id: string, kind: 'created' | 'updated', item: Item) => {
        const old = q.kindOf.get(identity, resource, id)?.kind
        if (kind === 'created' ? old !== 'created' : old === 'deleted') return false
        write(identity, resource, id, kind, item)
        return true
      },
    ),
  )
}

// The stored JSON is what this process wrote (`JSON.stringify`), and the expected item was
// parsed from it, so equal states give equal text.
export function swapEntry({
  db,
  q,
  purgeIfExpired,
  write,
  committed,
}: SqliteContext): Overlay['swap'] {
  return committed(
    db.transaction(
      (
        identity: string,
        resource: string,
        id: string,
        expected: Item,
        item: Item,
        also?: SwapCreate,
      ) => {
        purgeIfExpired(identity)
        const old = q.get.get(identity, resource, id)
        if (old?.kind !== 'created' || old.item !== JSON.stringify(expected)) return 'changed'
        if (also && count(q.countCreated.get(identity, also.resource)) >= also.cap) return 'full'
        if (also) write(identity, also.resource, also.item.id, 'created', also.item)
        write(identity, resource, id, 'created', item)
        return 'done'
      },
    ),
  )
}

export function putEntry({ db, purgeIfExpired, write, committed }: SqliteContext): Overlay['put'] {
  return committed(
    db.transaction(
      (identity: string, resource: string, id: string, kind: EntryKind, item: Item | null) => {
        purgeIfExpired(identity)
        write(identity, resource, id, kind, item)
      },
    ),
  )
}

export function dropEntry({
  db,
  q,
  purgeIfExpired,
  touch,
  committed,
}: SqliteContext): Overlay['drop'] {
  return committed(
    db.transaction((identity: string, resource: string, id: string) => {
      purgeIfExpired(identity)
      if (q.drop.run(identity, resource, id).changes === 0) return false
      touch(identity)
      return true
    }),
  )
}

export function resetSandbox({
  db,
  q,
  purgeIfExpired,
  committed,
}: SqliteContext): Overlay['reset'] {
  return committed(
    db.transaction((identity: string) => {
      purgeIfExpired(identity)
      const n = q.clearAll.run(identity).changes
      q.blobsClear.run(identity)
      q.forget.run(identity)
      return n
    }),
  )
}

export function replaySandbox({
  db,
  q,
  purgeIfExpired,
  write,
  touch,
  committed,
}: SqliteContext): Overlay['replay'] {
  const withinLimits = (identity: string, limits: ReplayLimits) => {
    for (const { resource, n } of q.createdPerResource.all(identity)) {
      const cap = capOf(limits, resource)
      if (cap !== undefined && n > cap) return false
    }
    return (limits.groups ?? []).every(
      (group) => count(q.groupSize.get(identity, group.prefix.length, group.prefix)) <= group.max,
    )
  }
  return committed(
    db.transaction(
      (identity: string, clear: 'all' | string[], writes: EntryWrite[], limits: ReplayLimits) => {
        q.importBegin.run()
        purgeIfExpired(identity)
        if (clear === 'all') q.clearAll.run(identity)
        else for (const r of clear) q.clearResource.run(identity, r)
        for (const w of writes) write(identity, w.resource, w.id, w.kind, w.item)
        const ok = withinLimits(identity, limits)
        if (ok) touch(identity)
        else q.importUndo.run()
        q.importEnd.run()
        return ok
      },
    ),
  )
}
