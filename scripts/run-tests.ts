/**
 * `npm test`'s runner: the test files in a few processes rather than one each (ADR 0030).
 *
 * `node --test` starts a process per file, and on Node 20 each start costs about 2.8 s of CPU
 * (loading some 1,700 modules through tsx, then warming up the first app): 46 % of the suite's
 * CPU when it had 196 files. Here the files are dealt into groups (`--groups`, 16), each run
 * by `scripts/test-group.ts` in one process, the files one after the other, each as a suite
 * named for its file; `--jobs` groups (2) run at once. A group's report is printed whole when
 * it ends, then a summary; the exit code is 1 if any test failed or any group did not finish.
 *
 *   node --import tsx scripts/run-tests.ts [--groups N] [--jobs J] [file …]
 *
 * Without files: every `*.test.ts` under src/ and test/ but the `*.system.test.ts` ones. One
 * file is best run as `node --import tsx --test <file>`.
 */
import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseArgs } from 'node:util'

const ROOT = join(import.meta.dirname, '..')

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { groups: { type: 'string' }, jobs: { type: 'string' } },
})

function count(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined) return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer`)
  return n
}

/** Every test file under `dir` that needs only Node, sorted. */
function testFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts') && !f.endsWith('.system.test.ts'))
    .map((f) => join(dir, f))
    .sort()
}

const files =
  positionals.length > 0
    ? positionals.map((f) => relative(ROOT, join(process.cwd(), f)))
    : [...testFiles('src'), ...testFiles('test')]
const groupCount = Math.min(count(values.groups, 16, 'groups'), files.length)
const jobs = count(values.jobs, 2, 'jobs')

// Dealt round the groups in path order: the slow files of one folder land in different groups.
const groups: string[][] = Array.from({ length: groupCount }, () => [])
for (const [i, file] of files.entries()) groups[i % groupCount]?.push(file)

interface Outcome {
  files: string[]
  code: number | null
  tests: number
  fail: number
  failures: string
  seconds: number
}

const figure = (report: string, name: string) =>
  Number(new RegExp(`^ℹ ${name} (\\d+)$`, 'm').exec(report)?.[1] ?? 0)

function runGroup(group: string[]): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = performance.now()
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test-reporter=spec', join('scripts', 'test-group.ts')],
      {
        cwd: ROOT,
        env: { ...process.env, TEST_FILES: JSON.stringify(group) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let report = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      report += chunk
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      report += chunk
    })
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000
      process.stdout.write(report)
      const at = report.indexOf('✖ failing tests:')
      resolve({
        files: group,
        code,
        tests: figure(report, 'tests'),
        fail: figure(report, 'fail') + figure(report, 'cancelled'),
        failures: at === -1 ? '' : report.slice(at),
        seconds,
      })
    })
  })
}

const started = performance.now()
const queue = [...groups]
const outcomes: Outcome[] = []
await Promise.all(
  Array.from({ length: jobs }, async () => {
    for (let group = queue.shift(); group; group = queue.shift())
      outcomes.push(await runGroup(group))
  }),
)

const tests = outcomes.reduce((sum, o) => sum + o.tests, 0)
const failed = outcomes.filter((o) => o.code !== 0 || o.fail > 0)
const seconds = ((performance.now() - started) / 1000).toFixed(0)
process.stdout.write('\n')
for (const o of outcomes)
  process.stdout.write(
    `${o.seconds.toFixed(0).padStart(4)} s  ${o.tests} tests  ${o.files.join(' ')}\n`,
  )
process.stdout.write(
  `${files.length} files in ${groupCount} processes, ${jobs} at once: ${tests} tests, ${seconds} s\n`,
)
for (const o of failed) {
  process.stdout.write(
    `\nFAILED: the group of ${o.files.join(', ')} (exit ${o.code}, ${o.fail} failed)\n${o.failures}`,
  )
}
if (failed.length > 0) process.exit(1)
