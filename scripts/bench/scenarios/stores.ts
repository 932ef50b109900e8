import autocannon from 'autocannon'
import { startRedis } from '../../support/redis-server.ts'
import {
  autocannonFailures,
  type Check,
  type Figures,
  type RunNotes,
  type Session,
} from '../measure.ts'
import { ours } from '../servers.ts'

/** Creates are capped at 30 per identity: every create gets an identity of its own. */
async function measure(
  url: string,
  kind: 'list' | 'create',
  seconds: number,
  connections: number,
): Promise<[number, RunNotes]> {
  let n = 0
  const result = await autocannon({
    url: `${url}/api/v1/posts`,
    connections,
    duration: seconds,
    method: kind === 'list' ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-playground-identity': 'bench-reader' },
    body:
      kind === 'create'
        ? JSON.stringify({ user_id: 1, title: 'benchmark post', body: 'x'.repeat(200) })
        : undefined,
    requests:
      kind === 'create'
        ? [
            {
              setupRequest: (req) => ({
                ...req,
                headers: { ...req.headers, 'x-playground-identity': `bench-${process.pid}-${++n}` },
              }),
            },
          ]
        : undefined,
  })
  // Counted beside the figure, not thrown: a slow machine's timeouts mark it, never stop the run.
  return [result.requests.average, { failures: autocannonFailures(result) }]
}

/**
 * List and create throughput of one instance on the sqlite and the redis store, alternating
 * runs (autocannon). Starts a redis-server of its own (Debian's `redis-server`), on the load
 * core with the harness; the two servers run on the server core like every scenario's.
 * Opt-in: `npm run bench -- --only stores`.
 */
export async function stores(session: Session, figures: Figures): Promise<Check[]> {
  const { dir, runs, seconds, connections } = session
  const redis = await startRedis()
  try {
    const servers = {
      sqlite: await ours(dir, 'stores-sqlite'),
      redis: await ours(
        dir,
        'stores-redis',
        {},
        [],
        ['--store', 'redis', '--redis-url', redis.url],
      ),
    }
    try {
      for (let run = 1; run <= runs; run++) {
        console.log(`stores run ${run}/${runs}`)
        for (const kind of ['list', 'create'] as const)
          for (const store of ['sqlite', 'redis'] as const)
            figures.add(
              `${kind} (${store} store), autocannon`,
              'req/s',
              ...(await measure(servers[store].url, kind, seconds, connections)),
            )
      }
    } finally {
      await Promise.all(Object.values(servers).map((s) => s.stop()))
    }
  } finally {
    await redis.stop()
  }
  return []
}
