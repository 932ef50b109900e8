import { mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Failures, Session } from '../measure.ts'
import { type Shares, summarise } from '../profile.ts'
import { ours } from '../servers.ts'
import { type Load, runWrk } from '../wrk.ts'

const OVERLAY = { 'x-playground-identity': 'bench-overlay-30' }

export interface HotPath {
  name: string
  places: Shares
  /** What wrk lost under the profiled load: a profile of a server that timed out says so. */
  failures: Failures
}

/**
 * Issue 9 point 5: where the list and get answers spend their CPU, from `node --cpu-prof` of
 * the server under the same wrk load as the throughput figures.
 */
export async function profile(session: Session): Promise<HotPath[]> {
  const loads: Array<[string, Load]> = [
    ['GET /api/v1/posts (30 overlay entries)', { path: '/api/v1/posts', headers: OVERLAY }],
    ['GET /api/v1/posts/1', { path: '/api/v1/posts/1', headers: OVERLAY }],
  ]
  const paths: HotPath[] = []
  for (const [i, [name, load]] of loads.entries()) {
    const dir = join(session.dir, `profile-${i}`)
    mkdirSync(dir)
    const server = await ours(session.dir, `profile-${i}`, {}, [
      '--cpu-prof',
      `--cpu-prof-dir=${dir}`,
    ])
    let failures: Failures
    try {
      for (let n = 1; n <= 30; n++) {
        await fetch(`${server.url}/api/v1/posts`, {
          method: 'POST',
          headers: { ...OVERLAY, 'content-type': 'application/json' },
          body: JSON.stringify({ user_id: 1, title: `overlay post ${n}`, body: `body ${n}` }),
        })
      }
      failures = (await runWrk(server.url, load, session.connections, session.seconds)).failures
    } finally {
      // The profile is written when the process exits, which SIGTERM's drain lets it do.
      await server.stop()
    }
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))
    if (!file) throw new Error(`no CPU profile written for ${name}`)
    paths.push({ name, places: summarise(join(dir, file)).places, failures })
    console.log(`  profiled ${name}`)
  }
  return paths
}
