import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { requireProgram } from './programs.ts'
import { type RedisServer, startRedis } from './redis-server.ts'

const run = promisify(execFile)
export const REDIS_CLI = process.env.REDIS_CLI_PATH ?? 'redis-cli'

export interface RedisCluster {
  nodes: RedisServer[]
  /** `host:port,…` as REDIS_CLUSTER takes it. */
  spec: string
  stop(): Promise<void>
}

/**
 * A real Redis Cluster of three masters on loopback ports (no replicas), made the way an
 * operator makes one: `redis-server --cluster-enabled yes` three times, then
 * `redis-cli --cluster create`. Resolves once every node reports `cluster_state:ok`.
 */
export async function startRedisCluster(): Promise<RedisCluster> {
  requireProgram('redis-cli', REDIS_CLI)
  const args = [
    '--cluster-enabled',
    'yes',
    '--cluster-config-file',
    'nodes.conf',
    '--cluster-node-timeout',
    '5000',
  ]
  const nodes = await Promise.all([startRedis(args), startRedis(args), startRedis(args)])
  const stop = async () => {
    await Promise.all(nodes.map((n) => n.stop()))
  }
  try {
    const addresses = nodes.map((n) => `127.0.0.1:${n.port}`)
    await run(REDIS_CLI, [
      '--cluster',
      'create',
      ...addresses,
      '--cluster-replicas',
      '0',
      '--cluster-yes',
    ])
    // The slots are assigned at once; the nodes agree on the cluster's state a moment later.
    for (const node of nodes) {
      for (let attempt = 0; ; attempt++) {
        const { stdout } = await run(REDIS_CLI, ['-p', String(node.port), 'cluster', 'info'])
        if (stdout.includes('cluster_state:ok')) break
        if (attempt > 200) throw new Error(`cluster node ${node.port} never became ok: ${stdout}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    return { nodes, spec: addresses.join(','), stop }
  } catch (err) {
    await stop()
    throw err
  }
}
