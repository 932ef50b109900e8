import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Failures, p99Bound, type RunNotes } from './measure.ts'
import { pinned } from './processes.ts'

export interface Load {
  method?: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
  /** Each request names a new identity (`bench-<n>`), for creates capped per identity. */
  uniqueIdentity?: boolean
}

export interface WrkResult {
  rps: number
  p50Ms: number
  /** wrk's p99, of the answers that came within its timeout only. */
  p99Ms: number
  /** Answers, late and error ones included. */
  requests: number
  errors: WrkErrors
  /** The run's failures as the figures record them (see `Failures`). */
  failures: Failures
  /** wrk's `--timeout`, ms: a later answer is a timeout, left out of the percentiles. */
  timeoutMs: number
}

/** wrk's default, kept for real runs; a test may lower it to whole seconds. */
const TIMEOUT_SECONDS = 2

const scripts = mkdtempSync(join(tmpdir(), 'bench-wrk-'))
let scriptCount = 0
const written = new Map<string, string>()

const lua = (s: string) => JSON.stringify(s) // a JSON string literal is a valid Lua string literal

/**
 * A wrk Lua script sending `load`'s method, headers and body. Static loads set `wrk.*` once;
 * only unique identities need a `request()` call per request, which costs wrk some speed.
 */
function script(load: Load): string {
  // One file per distinct load, written once: the same loads repeat in every run.
  const known = written.get(JSON.stringify(load))
  if (known) return known
  const headers = Object.entries({
    ...(load.body ? { 'content-type': 'application/json' } : {}),
    ...load.headers,
  })
  const file = join(scripts, `load-${++scriptCount}.lua`)
  const lines = [`wrk.method = ${lua(load.method ?? 'GET')}`]
  if (load.body) lines.push(`wrk.body = ${lua(load.body)}`)
  for (const [k, v] of headers) lines.push(`wrk.headers[${lua(k)}] = ${lua(v)}`)
  if (load.uniqueIdentity) {
    lines.push(
      'local n = 0',
      `local prefix = "bench-" .. os.time() .. "-${scriptCount}-"`,
      'request = function()',
      '  n = n + 1',
      '  wrk.headers["x-playground-identity"] = prefix .. n',
      '  return wrk.format()',
      'end',
    )
  }
  writeFileSync(file, `${lines.join('\n')}\n`)
  written.set(JSON.stringify(load), file)
  return file
}

const ms = (value: string, unit: string) =>
  Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? Number.NaN)

/** What went wrong in a run: answers of 400 and above, and wrk's socket errors by kind. */
export interface WrkErrors {
  non2xx: number
  connect: number
  read: number
  write: number
  timeout: number
}

/**
 * One wrk run (one thread on the load core, CPU 1, unless `core` names another) against `base`. Timeouts, socket errors and error
 * answers are counted, not thrown: a slow machine gets its figures, and they say what was lost.
 * wrk counts an answer later than `timeoutSeconds` as a timeout (and leaves it out of its
 * percentiles); a request never answered before the run ends is counted nowhere, and shows
 * only as lost throughput. Throws only when the harness is wrong: wrk fails or prints what
 * cannot be read.
 */
export async function runWrk(
  base: string,
  load: Load,
  connections: number,
  seconds: number,
  { timeoutSeconds = TIMEOUT_SECONDS, core = 1 }: { timeoutSeconds?: number; core?: number } = {},
): Promise<WrkResult> {
  const [command, args] = pinned(core, 'wrk', [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    `--timeout`,
    `${timeoutSeconds}s`,
    '--latency',
    '-s',
    script(load),
    `${base}${load.path}`,
  ])
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  child.stdout.on('data', (d) => {
    out += d
  })
  child.stderr.on('data', (d) => {
    out += d
  })
  const [code] = await once(child, 'exit')
  if (code !== 0) throw new Error(`wrk exited with ${code}: ${out}`)
  const socket = (kind: string) =>
    Number(new RegExp(`Socket errors:.*\\b${kind} (\\d+)`).exec(out)?.[1] ?? 0)
  const errors: WrkErrors = {
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    connect: socket('connect'),
    read: socket('read'),
    write: socket('write'),
    timeout: socket('timeout'),
  }
  const percentile = (p: string) => {
    const m = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s|m)`).exec(out)
    return m ? ms(m[1] as string, m[2] as string) : Number.NaN
  }
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1])
  const requests = Number(/(\d+) requests in/.exec(out)?.[1])
  const p99Ms = percentile('99')
  if (
    !Number.isFinite(rps) ||
    !Number.isInteger(requests) ||
    (requests > errors.timeout && !Number.isFinite(p99Ms))
  )
    throw new Error(`cannot read wrk's output: ${out}`)
  const socketErrors = errors.connect + errors.read + errors.write
  return {
    rps,
    p50Ms: percentile('50'),
    p99Ms,
    requests,
    errors,
    // Late answers and answers of 400 and above (wrk's "non-2xx") are among `requests`.
    failures: {
      timeouts: errors.timeout,
      socketErrors,
      errorAnswers: errors.non2xx,
      requests: requests + socketErrors,
    },
    timeoutMs: timeoutSeconds * 1000,
  }
}

/** The p99 of a run as a figure records it: a bound, marked so, when answers timed out. */
export const p99Of = (r: WrkResult) => p99Bound(r.p99Ms, r.failures, r.timeoutMs)

/** The throughput of a run as a figure records it, with what the run lost. */
export const rpsOf = (r: WrkResult): [number, RunNotes] => [r.rps, { failures: r.failures }]
