import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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
  p99Ms: number
  requests: number
}

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

/** One wrk run (one thread on the load core) against `base`; throws on any error or non-2xx. */
export async function runWrk(base: string, load: Load, connections: number, seconds: number) {
  const { errors, ...result } = await runWrkCounting(base, load, connections, seconds)
  if (Object.values(errors).some((n) => n > 0)) {
    throw new Error(
      `wrk ${load.method ?? 'GET'} ${load.path}: ${errors.non2xx} error answers; socket errors: ` +
        `connect ${errors.connect}, read ${errors.read}, write ${errors.write}, timeout ${errors.timeout}`,
    )
  }
  return result
}

/**
 * One wrk run that reports its errors instead of throwing, for loads that may outlast wrk's
 * 2 s timeout. Timed-out requests are missing from wrk's percentiles, so a caller must not read
 * the p99 of a run with timeouts as the service's.
 */
export async function runWrkCounting(
  base: string,
  load: Load,
  connections: number,
  seconds: number,
): Promise<WrkResult & { errors: WrkErrors }> {
  const [command, args] = pinned(1, 'wrk', [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
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
  // wrk counts answers of 400 and above; any of them, or a socket error, spoils the figure.
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
  const result = {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    p50Ms: percentile('50'),
    p99Ms: percentile('99'),
    requests: Number(/(\d+) requests in/.exec(out)?.[1]),
    errors,
  }
  if (!Number.isFinite(result.rps)) throw new Error(`cannot read wrk's output: ${out}`)
  return result
}
