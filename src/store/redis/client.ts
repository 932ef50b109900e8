import { createRequire } from 'node:module'
import type { Cluster, Redis, RedisOptions } from 'ioredis'
import { StoreUnavailableError } from '../port.ts'

/**
 * ioredis, loaded by the first Redis store: a service on sqlite or memory (and every process of
 * the test suite) does not pay for its modules at start.
 */
const require = createRequire(import.meta.url)
const ioredis = (): typeof import('ioredis') => require('ioredis')

/** A single Redis (or Valkey, or a managed one) or a Redis Cluster: the store works on both. */
export type RedisClient = Redis | Cluster

/** `host:port` of a cluster node. */
export interface ClusterNode {
  host: string
  port: number
}

/** How long to wait before the `attempt`th try to reach Redis again: 100 ms more each time, up to 2 s. */
export const retryDelay = (attempt: number) => Math.min(100 * attempt, 2000)

/** A call to Redis as the port's promise, its failure translated. */
export type Guard = <A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
) => (...args: A) => Promise<R>

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

/**
 * A client of `url`, or of the cluster `cluster` names, and the guard of every call on it: when
 * Redis is unreachable a call fails at once with `StoreUnavailableError` (a 503), and the client
 * reconnects by itself when Redis returns.
 */
export function connect(
  url: string,
  cluster?: ClusterNode[],
): { client: RedisClient; guard: Guard } {
  const connection: RedisOptions = {
    // While disconnected a command waits for one reconnection attempt, then fails (a 503):
    // requests neither hang nor pile up behind a dead server.
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 2000,
    retryStrategy: retryDelay,
  }
  // Every script touches the keys of one identity, which share a hash tag and so one slot: the
  // cluster client routes each call by its key, and nothing else changes.
  const { Cluster, Redis, ReplyError } = ioredis()
  const client: RedisClient = cluster
    ? new Cluster(cluster, {
        redisOptions: connection,
        clusterRetryStrategy: retryDelay,
      })
    : new Redis(url, connection)
  // Connection errors surface on the calls that need Redis; the event alone must not crash.
  client.on('error', () => {})
  // Once the client has been connected, losing the connection is known at once: calls then fail
  // without waiting for a reconnection attempt (up to 2 s each), so an outage answers 503 fast.
  // Before the first connection, calls wait for it as usual (a starting service is not down).
  let connectedOnce = false
  client.on('ready', () => {
    connectedOnce = true
  })
  const guard: Guard =
    (fn) =>
    async (...args) => {
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
  return { client, guard }
}

/**
 * A connection like `client`'s without the command timeout, for a subscription: its replies
 * and messages come when they come.
 */
export function untimedDuplicate(client: RedisClient): RedisClient {
  const untimed = { commandTimeout: undefined }
  return client instanceof ioredis().Cluster
    ? client.duplicate([], { redisOptions: { ...client.options.redisOptions, ...untimed } })
    : client.duplicate(untimed)
}

/** The server's own figure of its used memory; on a cluster, the sum over its masters. */
export async function usedMemory(client: RedisClient): Promise<number> {
  const servers = client instanceof ioredis().Cluster ? client.nodes('master') : [client]
  const used = await Promise.all(
    servers.map(async (server) => {
      const info = await server.info('memory')
      return Number(/^used_memory:(\d+)/m.exec(info)?.[1] ?? 0)
    }),
  )
  return used.reduce((sum, bytes) => sum + bytes, 0)
}
