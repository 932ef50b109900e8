import { randomUUID } from 'node:crypto'
import { Cluster, Redis, type RedisOptions, ReplyError } from 'ioredis'
import {
  type ClaimShare,
  type EntryKind,
  type EntryWrite,
  type GroupLimit,
  type IdempotencyRecord,
  type Item,
  type OverlayEntry,
  type ReplayLimits,
  type Store,
  StoreUnavailableError,
  type SwapCreate,
  type SwapResult,
  type UniqueKeys,
} from '../port.ts'
import {
  ALL,
  BLOB_DROP,
  BLOB_PUT,
  CLAIM,
  CLAIM_DUE,
  COMPLETE,
  CREATE,
  DROP,
  ENQUEUE,
  PUT,
  REPLAY,
  RESCHEDULE,
  RESET,
  SWAP,
  UPDATE,
  VERSION,
} from './scripts.ts'

type Scripts = {
  pgCreate(key: string, ...argv: (string | number)[]): Promise<number>
  pgUpdate(key: string, ...argv: (string | number)[]): Promise<number>
  pgSwap(key: string, ...argv: (string | number)[]): Promise<SwapResult>
  pgPut(key: string, ...argv: (string | number)[]): Promise<number>
  pgDrop(key: string, ...argv: (string | number)[]): Promise<number>
  pgReset(key: string, ...argv: (string | number)[]): Promise<number>
  pgAll(key: string, ...argv: (string | number)[]): Promise<Array<[string, string[]]>>
  pgReplay(key: string, ...argv: (string | number)[]): Promise<number>
  pgClaim(key: string, ...argv: (string | number)[]): Promise<string | null>
  pgBlobPut(key: string, ...argv: (string | number | Buffer)[]): Promise<number>
  pgBlobDrop(key: string, ...argv: (string | number)[]): Promise<number>
  pgEnqueue(...keysAndArgv: (string | number)[]): Promise<number>
  pgClaimDue(...keysAndArgv: (string | number)[]): Promise<string[]>
  pgComplete(...keysAndArgv: (string | number)[]): Promise<number>
  pgReschedule(...keysAndArgv: (string | number)[]): Promise<number>
  pgVersion(key: string, base: string): Promise<string>
}

/** A single Redis (or Valkey, or a managed one) or a Redis Cluster: the store works on both. */
export type RedisClient = Redis | Cluster

/** `host:port` of a cluster node. */
export interface ClusterNode {
  host: string
  port: number
}

export interface RedisStoreOptions {
  url: string
  /** Nodes of a Redis Cluster to start from (REDIS_CLUSTER); `url` is then not used. */
  cluster?: ClusterNode[]
  /** Prepended to every key; tests give each store its own. */
  prefix?: string
  /** Sliding expiry of an identity's keys: SANDBOX_TTL. */
  ttlMs?: number
  now?: () => number
}

/** "<kind>:<seq>:<at>:<item>" as the scripts store it. */
function decode(id: string, value: string): OverlayEntry {
  const [kind, seq, at] = value.split(':', 3) as [EntryKind, string, string]
  const item = value.slice(kind.length + seq.length + at.length + 3)
  return {
    id,
    kind,
    seq: Number(seq),
    at: Number(at),
    item: item === '' ? null : (JSON.parse(item) as Item),
  }
}

/**
 * The error code of a Redis error reply: by the protocol, its first word (`ERR`, `NOSCRIPT`,
 * `LOADING` …). ioredis keeps the reply as the message and gives it no field of its own.
 */
function replyCode(err: Error): string {
  const space = err.message.indexOf(' ')
  return space === -1 ? err.message : err.message.slice(0, space)
}
/** Replies of a server that cannot answer now: loading, in a script, a replica, a cluster down. */
const UNAVAILABLE = new Set(['LOADING', 'BUSY', 'READONLY', 'CLUSTERDOWN'])

const bySeq = (a: OverlayEntry, b: OverlayEntry) => a.seq - b.seq

/**
 * The distributed adapter: many stateless instances share one Redis (SPEC §14). Checks and
 * writes run in Lua scripts, so caps and limits hold when instances race; expiry is Redis's.
 * When Redis is unreachable every call fails at once with `StoreUnavailableError` (a 503),
 * and the client reconnects by itself when Redis returns.
 */
export function createRedisStore(options: RedisStoreOptions): Store & { client: RedisClient } {
  const prefix = options.prefix ?? 'pg:'
  const ttl = options.ttlMs ?? 10 * 86_400_000
  const now = options.now ?? Date.now
  const connection: RedisOptions = {
    // While disconnected a command waits for one reconnection attempt, then fails (a 503):
    // requests neither hang nor pile up behind a dead server.
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 2000,
    retryStrategy: (times) => Math.min(100 * times, 2000),
  }
  // Every script touches the keys of one identity, which share a hash tag and so one slot: the
  // cluster client routes each call by its key, and nothing else changes.
  const client: RedisClient = options.cluster
    ? new Cluster(options.cluster, {
        redisOptions: connection,
        clusterRetryStrategy: (times) => Math.min(100 * times, 2000),
      })
    : new Redis(options.url, connection)
  // Connection errors surface on the calls that need Redis; the event alone must not crash.
  client.on('error', () => {})
  // Once the client has been connected, losing the connection is known at once: calls then fail
  // without waiting for a reconnection attempt (up to 2 s each), so an outage answers 503 fast.
  // Before the first connection, calls wait for it as usual (a starting service is not down).
  let connectedOnce = false
  client.on('ready', () => {
    connectedOnce = true
  })
  const scripts = client as unknown as Scripts
  client.defineCommand('pgCreate', { numberOfKeys: 1, lua: CREATE })
  client.defineCommand('pgUpdate', { numberOfKeys: 1, lua: UPDATE })
  client.defineCommand('pgSwap', { numberOfKeys: 1, lua: SWAP })
  client.defineCommand('pgPut', { numberOfKeys: 1, lua: PUT })
  client.defineCommand('pgDrop', { numberOfKeys: 1, lua: DROP })
  client.defineCommand('pgReset', { numberOfKeys: 1, lua: RESET })
  client.defineCommand('pgAll', { numberOfKeys: 1, lua: ALL })
  client.defineCommand('pgReplay', { numberOfKeys: 1, lua: REPLAY })
  client.defineCommand('pgClaim', { numberOfKeys: 1, lua: CLAIM })
  client.defineCommand('pgBlobPut', { numberOfKeys: 1, lua: BLOB_PUT })
  client.defineCommand('pgBlobDrop', { numberOfKeys: 1, lua: BLOB_DROP })
  client.defineCommand('pgVersion', { numberOfKeys: 1, lua: VERSION })
  client.defineCommand('pgEnqueue', { numberOfKeys: 3, lua: ENQUEUE })
  client.defineCommand('pgClaimDue', { numberOfKeys: 3, lua: CLAIM_DUE })
  client.defineCommand('pgComplete', { numberOfKeys: 3, lua: COMPLETE })
  client.defineCommand('pgReschedule', { numberOfKeys: 3, lua: RESCHEDULE })
  const queueKeys = [`${prefix}{queue}:turns`, `${prefix}{queue}:jobs`, `${prefix}{queue}:lease`]

  const base = (identity: string) => `${prefix}{${identity}}:`
  const route = (identity: string) => `${base(identity)}n`
  const identities = `${prefix}identities`
  const seen = (identity: string) => client.zadd(identities, now(), identity)

  const guard =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (connectedOnce && client.status !== 'ready')
        throw new StoreUnavailableError(`Redis is ${client.status}`)
      try {
        return await fn(...args)
      } catch (err) {
        // A script error is a bug of ours and must show as one; anything else is Redis away.
        if (err instanceof ReplyError && !UNAVAILABLE.has(replyCode(err as Error))) throw err
        throw new StoreUnavailableError((err as Error).message, { cause: err })
      }
    }

  return {
    kind: 'redis',
    client,
    overlay: {
      entries: guard(async (identity: string, resource: string) => {
        const fields = await client.hgetall(`${base(identity)}e:${resource}`)
        return Object.entries(fields)
          .map(([id, v]) => decode(id, v))
          .sort(bySeq)
      }),
      all: guard(async (identity: string) => {
        const out: Array<OverlayEntry & { resource: string }> = []
        for (const [resource, flat] of await scripts.pgAll(route(identity), base(identity))) {
          for (let i = 0; i < flat.length; i += 2) {
            out.push({ ...decode(flat[i] as string, flat[i + 1] as string), resource })
          }
        }
        return out.sort(bySeq)
      }),
      // The index's score is the last write: what the sweep and `stats` go by as well.
      touchedAt: guard(async (identity: string) => {
        const score = await client.zscore(identities, identity)
        const at = score === null ? Number.NaN : Number(score)
        return at > now() - ttl ? at : undefined
      }),
      get: guard(async (identity: string, resource: string, id: string) => {
        const value = await client.hget(`${base(identity)}e:${resource}`, id)
        return value === null ? undefined : decode(id, value)
      }),
      create: guard(
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
      ),
      update: guard(
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
      ),
      swap: guard(
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
      ),
      put: guard(
        async (
          identity: string,
          resource: string,
          id: string,
          kind: EntryKind,
          item: Item | null,
        ) => {
          const encoded = item === null ? '' : JSON.stringify(item)
          await scripts.pgPut(
            route(identity),
            base(identity),
            resource,
            id,
            kind,
            encoded,
            now(),
            ttl,
          )
          await seen(identity)
        },
      ),
      drop: guard(async (identity: string, resource: string, id: string) => {
        return (await scripts.pgDrop(route(identity), base(identity), resource, id, ttl)) === 1
      }),
      reset: guard(async (identity: string) => {
        const n = await scripts.pgReset(route(identity), base(identity))
        await client.zrem(identities, identity)
        return n
      }),
      replay: guard(
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
      ),
    },
    // In Redis, moved by the very script that writes (scripts.ts), so every instance sees one
    // version. A reset or an expiry changes it too, so a sandbox is live for as long as its
    // version holds.
    versions: {
      of: guard(async (identity: string) => {
        const version = await scripts.pgVersion(`${base(identity)}v`, base(identity))
        return version === '' ? Number.NaN : Number(version)
      }),
      live: () => true,
      remote: true,
    },
    // In the identity's slot beside its entries, under the same sliding expiry; a reset deletes them.
    blobs: {
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
    },
    meta: {
      getOrSet: guard(async (key: string, value: string) => {
        await client.set(`${prefix}meta:${key}`, value, 'NX')
        return (await client.get(`${prefix}meta:${key}`)) as string
      }),
    },
    idempotency: {
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
    },
    // Each call is one script: a claim reads and leases atomically, so two instances never hold
    // one job, and only the lease's holder can complete or reschedule it.
    queue: {
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
    },
    // The server's own figure (sampled by the caller): what a maxmemory policy would act on too.
    size: guard(async () => {
      // On a cluster the data is spread over the masters: what the store occupies is their sum.
      const servers = client instanceof Cluster ? client.nodes('master') : [client]
      const used = await Promise.all(
        servers.map(async (server) => {
          const info = await server.info('memory')
          return Number(/^used_memory:(\d+)/m.exec(info)?.[1] ?? 0)
        }),
      )
      return used.reduce((sum, bytes) => sum + bytes, 0)
    }),
    ping: guard(async () => {
      await client.ping()
    }),
    stats: guard(async () => ({
      identities: await client.zcount(identities, now() - ttl, '+inf'),
    })),
    // Redis expires idle sandboxes by itself (the sliding PEXPIRE); the sweep forgets what
    // the index still lists as idle, which keeps both in step.
    expire: guard(async (before: number) => {
      const idle = await client.zrangebyscore(identities, '-inf', `(${before}`)
      for (const identity of idle) await scripts.pgReset(route(identity), base(identity))
      if (idle.length > 0) await client.zrem(identities, ...idle)
      return idle.length
    }),
    async close() {
      client.disconnect()
    },
  }
}
