/**
 * List and create throughput of one instance on the sqlite and redis stores, alternating
 * A/B runs and reporting medians. Loopback only; it starts (and stops, by PID) a redis-server
 * and the built CLI. Usage: npm run build && npx tsx scripts/bench-stores.ts [seconds] [runs]
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { exited, startBuiltCli } from '../test/process.ts'
import { startRedis } from '../test/redis-server.ts'

const seconds = Number(process.argv[2] ?? 10)
const runs = Number(process.argv[3] ?? 3)

async function measure(url: string, kind: 'list' | 'create'): Promise<number> {
  let n = 0
  const result = await autocannon({
    url: `${url}/api/v1/posts`,
    connections: 50,
    duration: seconds,
    method: kind === 'list' ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-playground-identity': 'bench-reader' },
    body:
      kind === 'create'
        ? JSON.stringify({ user_id: 1, title: 'benchmark post', body: 'x'.repeat(200) })
        : undefined,
    // Creates are capped at 30 per identity: every create gets an identity of its own.
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
  if (result.non2xx > 0) throw new Error(`${kind}: ${result.non2xx} non-2xx answers`)
  return result.requests.average
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number

const redis = await startRedis()
const dir = mkdtempSync(join(tmpdir(), 'bench-stores-'))
const servers = {
  sqlite: await startBuiltCli(['--store', 'sqlite', '--db', join(dir, 'bench.db')]),
  redis: await startBuiltCli(['--store', 'redis', '--redis-url', redis.url]),
}
const results: Record<string, number[]> = {}
try {
  for (let run = 0; run < runs; run++) {
    for (const kind of ['list', 'create'] as const) {
      for (const store of ['sqlite', 'redis'] as const) {
        const rps = await measure(servers[store].url, kind)
        const key = `${kind} ${store}`
        results[key] = [...(results[key] ?? []), rps]
        console.log(`run ${run + 1}: ${kind} on ${store}: ${Math.round(rps)} req/s`)
      }
    }
  }
} finally {
  for (const s of Object.values(servers)) {
    s.child.kill('SIGTERM')
    await exited(s)
  }
  await redis.stop()
  rmSync(dir, { recursive: true, force: true })
}
console.log('\n| operation | store | runs (req/s) | median |\n|---|---|---|---|')
for (const [key, values] of Object.entries(results)) {
  const [kind, store] = key.split(' ')
  console.log(
    `| ${kind} | ${store} | ${values.map((v) => Math.round(v).toLocaleString('en')).join(' · ')} | **${Math.round(median(values)).toLocaleString('en')}** |`,
  )
}
