/**
 * `npm run bench`: our service against json-server 0.17.4 and a bare node:http ceiling, on
 * loopback, alternating A/B, then the scale and many-sandboxes figures; writes the table into
 * BENCHMARKS.md. `--smoke` runs everything for a second at a small scale and writes nothing
 * but a temporary file. Needs `npm run build` (the script does it) and Debian's `wrk`.
 * Options: --runs N (3) --seconds S (10) --connections C (50) --scale K (1000)
 * --identities N (100000) --only throughput,scale,sandboxes,profile --out FILE (BENCHMARKS.md)
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { type Check, Figures, type Session } from './measure.ts'
import { pinSelfToLoadCore, stopAll } from './processes.ts'
import { END, render, START, writeSection } from './report.ts'
import { type HotPath, profile } from './scenarios/profile.ts'
import { sandboxes } from './scenarios/sandboxes.ts'
import { scale } from './scenarios/scale.ts'
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
    only: { type: 'string', default: 'throughput,scale,sandboxes,profile' },
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
const only = new Set(values.only?.split(','))
const out = values.out ?? (smoke ? join(dir, 'BENCHMARKS.md') : join(ROOT, 'BENCHMARKS.md'))
if (smoke) copyFileSync(join(ROOT, 'BENCHMARKS.md'), out)

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void stopAll().finally(() => process.exit(130))
  })

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
  const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`
  writeSection(out, render(session, figures, checks, command, hotPaths))
  const written = readFileSync(out, 'utf8')
  if (!written.includes(START) || !written.includes(END))
    throw new Error(`${out} lacks the generated section`)
  console.log(
    `\n${checks.map((c) => `${c.pass ? 'met   ' : 'MISSED'}  ${c.target}: ${c.measured}`).join('\n')}`,
  )
  console.log(`\nwrote ${out}`)
} finally {
  await stopAll()
  rmSync(dir, { recursive: true, force: true })
}
