/**
 * `npm run bench`: our service against json-server 0.17.4 and a bare node:http ceiling, on
 * loopback, alternating A/B, then the scale, many-sandboxes and event-stream figures; writes the
 * table into BENCHMARKS.md. `--smoke` runs everything for a second at a small scale and writes nothing
 * but a temporary file. Needs `npm run build` (the script does it) and Debian's `wrk`.
 * Options: --runs N (3) --seconds S (10) --connections C (50) --scale K (1000)
 * --identities N (100000)
 * --only throughput,scale,sandboxes,profile,events,stores,identities,dataset,scaleout
 * --out FILE (BENCHMARKS.md)
 * The events scenario holds 10 SSE clients on each of 100 sandboxes (10 in the smoke run) while
 * REST writes run at 500/s (50/s); it needs no wrk.
 * Four scenarios run only when named (`--only stores`, `--only identities`, `--only dataset`,
 * `--only scaleout`; the smoke run runs them too): list and create on the sqlite and redis stores
 * (needs Debian's `redis-server`), the memory of one instance as `--identities` identities write
 * once, a generated 50 MB db.json of 200,000 records served by the CLI (2,000 records in the
 * smoke run), and two instances on one Redis against one (per core on a two-core machine).
 * Named alone, they print their figures and leave BENCHMARKS.md's table as it is (unless
 * `--out` names a file).
 * A slow machine gets its whole table: the timeouts, socket errors and error answers of a load
 * are counted beside its figure (and as a share of its requests), a p99 with timeouts is shown
 * as the lower bound it is, and a target whose figures lost requests is not met. No load is
 * meant to draw an error answer (each create names an identity of its own, under the cap), so
 * every answer of 400 and above counts. Only a harness fault stops the run: wrk missing or
 * failing, a server that does not start, output that cannot be read.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { requireProgram } from '../support/programs.ts'
import { type Check, Figures, type Session } from './measure.ts'
import { pinSelfToLoadCore, stopAll } from './processes.ts'
import { END, render, START, writeSection } from './report.ts'
import { dataset } from './scenarios/dataset.ts'
import { events } from './scenarios/events.ts'
import { identities } from './scenarios/identities.ts'
import { type HotPath, profile } from './scenarios/profile.ts'
import { sandboxes } from './scenarios/sandboxes.ts'
import { scale } from './scenarios/scale.ts'
import { scaleout } from './scenarios/scaleout.ts'
import { stores } from './scenarios/stores.ts'
import { throughput } from './scenarios/throughput.ts'
import { ROOT } from './servers.ts'

const { values } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    runs: { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string', default: '50' },
    scale: { type: 'string' },
    identities: { type: 'string' },
    only: { type: 'string' },
    out: { type: 'string' },
  },
})
const smoke = values.smoke ?? false
const int = (v: string | undefined, fallback: number) => {
  const n = v === undefined ? fallback : Number(v)
  if (!Number.isInteger(n) || n < 1) throw new Error(`expected a positive integer, got ${v}`)
  return n
}
const dir = mkdtempSync(join(tmpdir(), 'mock-playground-bench-'))
const session: Session = {
  smoke,
  dir,
  runs: int(values.runs, smoke ? 1 : 3),
  seconds: int(values.seconds, smoke ? 1 : 10),
  connections: int(values.connections, 50),
}
/** The scenarios of a full run: their figures are BENCHMARKS.md's generated table. */
const TABLE = ['throughput', 'scale', 'sandboxes', 'profile', 'events']
/** The scenarios wrk drives. */
const WRK = ['throughput', 'scale', 'sandboxes', 'profile', 'dataset', 'scaleout']
/** Issue 18: 1,000 SSE clients over 100 sandboxes while REST writes run at 500/s. */
const EVENTS_LOAD = { sandboxes: 100, rate: 500 }
/** Run only when named, or in the smoke run. */
const OPT_IN = ['stores', 'identities', 'dataset', 'scaleout']
const only = new Set(values.only?.split(',') ?? (smoke ? [...TABLE, ...OPT_IN] : TABLE))
for (const name of only)
  if (!TABLE.includes(name) && !OPT_IN.includes(name))
    throw new Error(`--only: no scenario ${name} (${[...TABLE, ...OPT_IN].join(', ')})`)
const writes = smoke || values.out !== undefined || TABLE.some((name) => only.has(name))
const out = values.out ?? (smoke ? join(dir, 'BENCHMARKS.md') : join(ROOT, 'BENCHMARKS.md'))
if (smoke) copyFileSync(join(ROOT, 'BENCHMARKS.md'), out)

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void stopAll().finally(() => process.exit(130))
  })

if (WRK.some((name) => only.has(name))) requireProgram('wrk')
pinSelfToLoadCore()
const figures = new Figures()
const checks: Check[] = []
try {
  if (only.has('throughput')) checks.push(...(await throughput(session, figures)))
  if (only.has('scale'))
    checks.push(...(await scale(session, figures, int(values.scale, smoke ? 10 : 1000))))
  if (only.has('sandboxes'))
    checks.push(
      ...(await sandboxes(session, figures, int(values.identities, smoke ? 500 : 100_000))),
    )
  const hotPaths: HotPath[] = only.has('profile') ? await profile(session) : []
  if (only.has('events'))
    checks.push(
      ...(await events(session, figures, smoke ? { sandboxes: 10, rate: 50 } : EVENTS_LOAD)),
    )
  if (only.has('stores')) checks.push(...(await stores(session, figures)))
  if (only.has('identities'))
    checks.push(
      ...(await identities(session, figures, int(values.identities, smoke ? 500 : 100_000))),
    )
  if (only.has('dataset')) checks.push(...(await dataset(session, figures, smoke ? 100 : 10_000)))
  if (only.has('scaleout')) checks.push(...(await scaleout(session, figures)))
  const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`
  const section = render(session, figures, checks, command, hotPaths)
  console.log(
    `\n${checks.map((c) => `${c.pass ? 'met   ' : 'MISSED'}  ${c.target}: ${c.measured}`).join('\n')}`,
  )
  if (writes) {
    writeSection(out, section)
    const written = readFileSync(out, 'utf8')
    if (!written.includes(START) || !written.includes(END))
      throw new Error(`${out} lacks the generated section`)
    console.log(`\nwrote ${out}`)
  } else console.log(`\n${section}`)
} finally {
  await stopAll()
  rmSync(dir, { recursive: true, force: true })
}
