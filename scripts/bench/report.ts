import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import {
  type Check,
  describeFailures,
  type Figures,
  failed,
  formatMedian,
  formatRun,
  type Session,
} from './measure.ts'
import { PINNING } from './processes.ts'
import type { HotPath } from './scenarios/profile.ts'
import { ROOT } from './servers.ts'

export const START = '<!-- npm run bench: start (generated, replaced by every full run) -->'
export const END = '<!-- npm run bench: end -->'

/** What a command printed, even when it exits non-zero (`wrk --version` prints its usage too). */
const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8' })
  return result.error ? 'unknown' : `${result.stdout ?? ''}${result.stderr ?? ''}`.trim()
}
const version = (pkg: string) =>
  (
    JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as {
      version: string
    }
  ).version

/** The generated section of BENCHMARKS.md: machine, versions, command, medians and ratios. */
export function render(
  session: Session,
  figures: Figures,
  checks: Check[],
  command: string,
  hotPaths: HotPath[] = [],
): string {
  const dirty = run('git', ['status', '--porcelain']) === '' ? '' : ' with uncommitted changes'
  const lines = [
    START,
    '## Last `npm run bench`',
    '',
    `- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; commit ${run('git', ['rev-parse', '--short', 'HEAD'])}${dirty}.`,
    `- Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Linux ${run('uname', ['-r'])}.`,
    `- Versions: Node.js ${process.version}, ${run('wrk', ['--version']).split('\n')[0]?.split(' Copyright')[0]}, json-server ${version('json-server')}, autocannon ${version('autocannon')}.`,
    `- Pinning: ${PINNING ? 'servers on CPU 0, wrk and the harness (autocannon, write clients) on CPU 1 (taskset)' : 'none (taskset or a second core is missing)'}.`,
    `- Command: \`${command}\`: ${session.runs} alternating runs of ${session.seconds} s each, ${session.connections} connections, one wrk thread; our service on the sqlite store at \`LOG_LEVEL=warn\`.`,
    '',
    '| figure | runs | median |',
    '|---|---|---|',
    ...[...figures.all.values()].map(
      (f) =>
        `| ${f.name} | ${f.values.map((_, run) => formatRun(f, run)).join(' · ')} | ${formatMedian(f)} |`,
    ),
    '',
    '| target (issue 9 unless named) | measured (ratio of medians) | met |',
    '|---|---|---|',
    ...checks.map((c) => `| ${c.target} | ${c.measured} | ${c.pass ? 'yes' : '**no**'} |`),
    ...hotPaths.flatMap((path) => [
      '',
      `Where ${path.name} spends its CPU (\`node --cpu-prof\` under the same load; self time by package or file, idle and startup left out)${failed(path.failures) ? `; wrk counted ${describeFailures(path.failures)} under that load` : ''}:`,
      '',
      '| code | share |',
      '|---|---|',
      ...path.places
        .slice(0, 12)
        .map(([place, share]) => `| ${place} | ${(100 * share).toFixed(1)} % |`),
    ]),
    END,
  ]
  return lines.join('\n')
}

/** Replaces the generated section of `file` (or puts it after the title), keeping the prose. */
export function writeSection(file: string, section: string) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n\n'
  const start = text.indexOf(START)
  const end = text.indexOf(END)
  const next =
    start >= 0 && end > start
      ? `${text.slice(0, start)}${section}${text.slice(end + END.length)}`
      : text.replace(/^(# .*\n\n)/, `$1${section}\n\n`)
  writeFileSync(file, next)
}
