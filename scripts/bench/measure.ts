import autocannon from 'autocannon'

/** What a scenario needs to know about the session it runs in. */
export interface Session {
  runs: number
  seconds: number
  connections: number
  smoke: boolean
  /** Scratch folder for databases and bodies, removed at the end. */
  dir: string
}

/**
 * What failed in one run of a load (wrk or autocannon): counted, never thrown, so that a slow
 * machine still gets its whole table and says where it fell short.
 */
export interface Failures {
  /** Answers later than the load tool's timeout (wrk leaves them out of its percentiles). */
  timeouts: number
  /** Connections that failed to connect, read or write. */
  socketErrors: number
  /** Answers of 400 and above that the load did not expect. */
  errorAnswers: number
  /** The requests the run accounts for: its answers and its socket errors. */
  requests: number
}

/** Whether a run lost anything: a timeout, a socket error, an error answer, or every answer. */
export const failed = (f: Failures) =>
  f.timeouts + f.socketErrors + f.errorAnswers > 0 || f.requests === 0

const share = (n: number, of: number) => {
  const pct = (100 * n) / of
  return pct > 0 && pct < 0.1 ? '< 0.1 %' : `${pct.toFixed(1)} %`
}

/** `123 timeouts (4.1 %), 12 error answers (0.4 %)`: each failure, counted and as a share. */
export function describeFailures(f: Failures): string {
  if (f.requests === 0) return 'no request answered'
  return (
    [
      ['timeout', f.timeouts],
      ['socket error', f.socketErrors],
      ['error answer', f.errorAnswers],
    ] as const
  )
    .filter(([, n]) => n > 0)
    .map(
      ([what, n]) =>
        `${n.toLocaleString('en')} ${what}${n === 1 ? '' : 's'} (${share(n, f.requests)})`,
    )
    .join(', ')
}

/** One measured figure: a value per run and their median. */
export interface Figure {
  name: string
  unit: 'req/s' | 'ms' | 's' | 'MB' | 'KB' | 'events' | 'requests' | '%'
  values: number[]
  /** By run, for figures taken under a load: what failed in that run. */
  failures: Array<Failures | undefined>
  /** By run: the value is only a lower bound (a p99 of a run whose slowest answers timed out). */
  atLeast: boolean[]
}

/** What a run adds beside its value. */
export interface RunNotes {
  failures?: Failures
  atLeast?: boolean
}

/** A target of issue 9 (or the issue it names), checked on medians measured in this session. */
export interface Check {
  target: string
  measured: string
  pass: boolean
}

export const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2
}

/** Collects figures by name as runs alternate between them. */
export class Figures {
  readonly all = new Map<string, Figure>()
  add(name: string, unit: Figure['unit'], value: number, notes: RunNotes = {}) {
    const figure = this.all.get(name) ?? { name, unit, values: [], failures: [], atLeast: [] }
    const run = figure.values.push(value) - 1
    figure.failures[run] = notes.failures
    figure.atLeast[run] = notes.atLeast ?? false
    this.all.set(name, figure)
    console.log(`  ${name}: ${formatRun(figure, run)}`)
  }
  median(name: string): number {
    return median(this.get(name).values)
  }
  get(name: string): Figure {
    const figure = this.all.get(name)
    if (!figure) throw new Error(`no figure named ${name}`)
    return figure
  }
  /** Why the figures `names` cannot back a target: each run that lost requests, or undefined. */
  failuresIn(names: readonly string[]): string | undefined {
    const reasons = names.flatMap((name) => {
      const figure = this.get(name)
      return figure.failures.flatMap((f, run) =>
        f && failed(f)
          ? [`${name}: ${describeFailures(f)} in run ${run + 1} of ${figure.values.length}`]
          : [],
      )
    })
    return reasons.length > 0 ? reasons.join('; ') : undefined
  }
}

/**
 * A target's verdict: met only if `pass` and no run of the figures it reads had a timeout, a
 * socket error or an error answer; those are named beside the measured value as the reason.
 */
export function check(
  figures: Figures,
  target: string,
  measured: string,
  pass: boolean,
  from: readonly string[],
): Check {
  const reason = figures.failuresIn(from)
  return reason
    ? { target, measured: `${measured}; requests lost: ${reason}`, pass: false }
    : { target, measured, pass }
}

/** One run of a figure as the table shows it: `≥ 2,000 ms; 12 timeouts (4.1 %)`. */
export function formatRun(figure: Figure, run: number): string {
  const value = `${figure.atLeast[run] ? '≥ ' : ''}${format(figure.values[run] as number, figure.unit)}`
  const f = figure.failures[run]
  return f && failed(f) ? `${value}; ${describeFailures(f)}` : value
}

/**
 * The median as the table shows it, in bold. A run marked `atLeast` may truly be higher, which
 * can only raise the median: it is a bound too when such a run is not above it.
 */
export function formatMedian(figure: Figure): string {
  const m = median(figure.values)
  const bound = figure.values.some((v, run) => figure.atLeast[run] && v <= m)
  const lost = figure.failures.filter((f) => f && failed(f)).length
  return `**${bound ? '≥ ' : ''}${format(m, figure.unit)}**${lost > 0 ? `, requests lost in ${lost} of ${figure.values.length} runs` : ''}`
}

export function format(value: number, unit: Figure['unit']): string {
  if (unit === 'req/s') return `${Math.round(value).toLocaleString('en')} req/s`
  if (unit === 'events' || unit === 'requests')
    return `${Math.round(value).toLocaleString('en')} ${unit}`
  if (unit === '%') return `${value.toFixed(0)} %`
  // autocannon reports whole milliseconds.
  if (unit === 'ms' && value === 0) return '< 1 ms'
  return `${value.toLocaleString('en', { maximumFractionDigits: value < 10 ? 2 : 0 })} ${unit}`
}

/**
 * The p99 a run can vouch for. Load tools leave answers slower than their timeout out of their
 * percentiles, so after a timeout the true p99 is at least the one printed, and at least the
 * timeout once the timeouts are 1 % of the requests (or nothing was answered at all).
 */
export function p99Bound(
  p99Ms: number,
  failures: Failures,
  timeoutMs: number,
): RunNotes & {
  value: number
} {
  if (failures.timeouts === 0 && failures.requests > 0) return { value: p99Ms, failures }
  const beyond = failures.requests === 0 || failures.timeouts >= 0.01 * failures.requests
  const printed = Number.isFinite(p99Ms) ? p99Ms : 0
  return { value: beyond ? Math.max(timeoutMs, printed) : printed, failures, atLeast: true }
}

/** An autocannon run's failures: its `errors` include its timeouts; its answers are `requests.total`. */
export const autocannonFailures = (result: autocannon.Result): Failures => ({
  timeouts: result.timeouts,
  socketErrors: result.errors - result.timeouts,
  errorAnswers: result.non2xx,
  requests: result.requests.total + result.errors,
})

/** autocannon's default: a request unanswered for 10 s is a timeout. */
const AUTOCANNON_TIMEOUT_MS = 10_000

/**
 * Latency with one connection (autocannon, on the load core with the harness): one request at
 * a time, so the percentiles are the service's own answer times. Failures are counted, and the
 * p99 of a run with timeouts is marked as the bound it is.
 */
export async function latency(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  options: { built?: boolean } = {},
) {
  // `built`: each request carries its own ignored `_bench` parameter, so that none is answered
  // from kept bytes (ADR 0026) and the figure is the query's own cost, as before answers were kept.
  const result = await autocannon({
    url: options.built ? `${url}${url.includes('?') ? '&' : '?'}_bench=[<id>]` : url,
    connections: 1,
    duration: seconds,
    headers,
    idReplacement: options.built === true,
  })
  const failures = autocannonFailures(result)
  return {
    p50: result.latency.p50,
    p99: p99Bound(result.latency.p99, failures, AUTOCANNON_TIMEOUT_MS),
  }
}
