/**
 * The overlay's writes, each one script: its checks and its write are atomic on the server. A
 * write that wrote scores the identity's last write in the index after it.
 */
import type {
  EntryKind,
  EntryWrite,
  GroupLimit,
  Item,
  ReplayLimits,
  SwapCreate,
  UniqueKeys,
} from '../port.ts'
import type { RedisContext } from './context.ts'

export function createEntry({ scripts, guard, now, ttl, base, route, seen }: RedisContext) {
  return guard(
    async (
      identity: string,
      resource: string,
      item: Item & { id: string },
      cap: number,
      group?: GroupLimit,
      unique?: UniqueKeys,
    ) => {
      const ok = await scripts.pgCreate(
        route(identity),
        base(identity),
        resource,
        item.id,
        JSON.stringify(item),
        cap,
        group?.prefix ?? '',
        group?.max ?? 0,
        now(),
        ttl,
        unique ? JSON.stringify({ fields: unique.fields, values: unique.values }) : '',
      )
      if (ok === 1) await seen(identity)
      return ok === 1
    },
  )
}

export function updateEntry({ scripts, guard, now, ttl, base, route, seen }: RedisContext) {
  return guard(
    async (
      identity: string,
      resource: string,
      id: string,
      kind: 'created' | 'updated',
      item: Item,
    ) => {
      const args = [base(identity), resource, id, kind, JSON.stringify(item), now(), ttl]
      const ok = (await scripts.pgUpdate(route(identity), ...args)) === 1
      if (ok) await seen(identity)
      return ok
    },
  )
}

export function swapEntry({ scripts, guard, now, ttl, base, route, seen }: RedisContext) {
  return guard(
    async (
      identity: string,
      resource: string,
      id: string,
      expected: Item,
      item: Item,
      also?: SwapCreate,
    ) => {
      const done = await scripts.pgSwap(
        route(identity),
        base(identity),
        resource,
        id,
        JSON.stringify(expected),
        JSON.stringify(item),
        now(),
        ttl,
        also?.resource ?? '',
        also?.item.id ?? '',
        also ? JSON.stringify(also.item) : '',
        also?.cap ?? 0,
      )
      if (done === 'done') await seen(identity)
      return done
    },
  )
}

export function putEntry({ scripts, guard, now, ttl, base, route, seen }: RedisContext) {
  return guard(
    async (identity: string, resource: string, id: string, kind: EntryKind, item: Item | null) => {
      const encoded = item === null ? '' : JSON.stringify(item)
      await scripts.pgPut(route(identity), base(identity), resource, id, kind, encoded, now(), ttl)
      await seen(identity)
    },
  )
}

export function dropEntry({ scripts, guard, ttl, base, route }: RedisContext) {
  return guard(async (identity: string, resource: string, id: string) => {
    return (await scripts.pgDrop(route(identity), base(identity), resource, id, ttl)) === 1
  })
}

export function resetSandbox({ client, scripts, guard, base, route, identities }: RedisContext) {
  return guard(async (identity: string) => {
    const n = await scripts.pgReset(route(identity), base(identity))
    await client.zrem(identities, identity)
    return n
  })
}

export function replaySandbox({ scripts, guard, now, ttl, base, route, seen }: RedisContext) {
  return guard(
    async (
      identity: string,
      clear: 'all' | string[],
      writes: EntryWrite[],
      limits: ReplayLimits,
    ) => {
      const encoded = writes.map((w) => [
        w.resource,
        w.id,
        w.kind,
        w.item === null ? '' : JSON.stringify(w.item),
      ])
      const ok = await scripts.pgReplay(
        route(identity),
        base(identity),
        clear === 'all' ? '*' : JSON.stringify(clear),
        JSON.stringify(encoded),
        JSON.stringify({ caps: limits.caps, groups: limits.groups ?? [] }),
        now(),
        ttl,
      )
      if (ok === 1) await seen(identity)
      return ok === 1
    },
  )
}
