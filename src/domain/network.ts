import { invalidQuery, ProblemError, quoted, validationFailed } from './errors.ts'

/** A per-identity network profile (docs/contract/network-simulation.md#network-profiles). */
export interface NetworkProfile {
  preset: string | null
  latency: { min: number; max: number }
  errorRate: number
  errorStatus: number
  offline: boolean
}

export const MAX_DELAY_MS = 5000
/** The limit a simulated 429 reports (`_ratelimit=true` names none). */
const SIMULATED_LIMIT = 60
const FLAKY_JITTER = { min: 200, max: 2500 }
const FLAKY_FAILURE_RATE = 0.1

export const DEFAULT_PROFILE: NetworkProfile = {
  preset: null,
  latency: { min: 0, max: 0 },
  errorRate: 0,
  errorStatus: 503,
  offline: false,
}

export const PRESETS: Readonly<Record<string, NetworkProfile>> = {
  'fast-3g': { ...DEFAULT_PROFILE, preset: 'fast-3g', latency: { min: 150, max: 300 } },
  'slow-3g': { ...DEFAULT_PROFILE, preset: 'slow-3g', latency: { min: 400, max: 2000 } },
  flaky: { ...DEFAULT_PROFILE, preset: 'flaky', errorRate: 0.3 },
  offline: { ...DEFAULT_PROFILE, preset: 'offline', offline: true },
}

export type ProfileInput = Partial<Omit<NetworkProfile, 'preset' | 'latency'>> & {
  preset?: string
  latency?: { min?: number; max?: number }
}

/** A profile from a PUT body: a preset, explicit fields, or a preset with fields on top. */
export function profileFrom(input: ProfileInput): NetworkProfile {
  let base = DEFAULT_PROFILE
  if (input.preset !== undefined) {
    const preset = PRESETS[input.preset]
    if (!preset) {
      throw validationFailed([
        { field: 'preset', message: `must be one of ${Object.keys(PRESETS).join(', ')}` },
      ])
    }
    base = preset
  }
  const latency = { ...base.latency, ...input.latency }
  if (latency.min > latency.max) {
    throw validationFailed([{ field: 'latency', message: 'min must not exceed max' }])
  }
  return {
    preset: input.preset ?? null,
    latency,
    errorRate: input.errorRate ?? base.errorRate,
    errorStatus: input.errorStatus ?? base.errorStatus,
    offline: input.offline ?? base.offline,
  }
}

/** What one request asked for with `_delay`, `_status`, `_ratelimit`, `_flaky` or their headers. */
export interface RequestSimulation {
  delay?: number
  status?: number
  rateLimit?: 'now' | { limit: number; windowSeconds: number }
  flaky?: boolean
  /**
   * docs/contract/network-simulation.md#chaos: fail with this probability, with a status drawn from
   * `statuses`.
   */
  chaos?: { probability: number; statuses: number[] }
}

/**
 * `_chaos_errors` when not given (docs/contract/network-simulation.md#chaos, the hosted original's
 * default).
 */
export const CHAOS_STATUSES = [500, 502, 503, 504]
/** How long a chaos failure waits before it answers, as the original's gateway does. */
export const CHAOS_DELAY = { min: 250, max: 1500 } as const

type Source = { query: Record<string, unknown>; headers: Record<string, unknown> }

function pick(src: Source, param: string, header: string): string | undefined {
  const value = src.query[param] ?? src.headers[header]
  if (value === undefined) return undefined
  // A repeated parameter or header is one value too many to guess from.
  if (typeof value !== 'string') throw invalidQuery(param, 'must be given once')
  return value
}

/** Reads the per-request simulation parameters; a bad value is 400 `INVALID_QUERY`. */
export function parseRequestSimulation(src: Source): RequestSimulation {
  const sim: RequestSimulation = {}
  const delay = pick(src, '_delay', 'x-simulate-delay')
  if (delay !== undefined) {
    if (!/^\d+$/.test(delay))
      throw invalidQuery('_delay', 'must be a whole number of milliseconds ≥ 0')
    sim.delay = Math.min(Number(delay), MAX_DELAY_MS)
  }
  const status = pick(src, '_status', 'x-simulate-status')
  if (status !== undefined) {
    if (!/^\d{3}$/.test(status) || Number(status) < 400 || Number(status) > 599) {
      throw invalidQuery('_status', 'must be an HTTP status from 400 to 599')
    }
    sim.status = Number(status)
  }
  const rateLimit = pick(src, '_ratelimit', 'x-simulate-ratelimit')
  if (rateLimit !== undefined && rateLimit !== 'false') {
    // N/W, or the hosted original's N:W; `1` is its spelling of true
    // (docs/contract/network-simulation.md#simulated-rate-limits).
    const window = /^([1-9]\d{0,5})[/:]([1-9]\d{0,5})$/.exec(rateLimit)
    if (rateLimit === 'true' || rateLimit === '1') sim.rateLimit = 'now'
    else if (window) sim.rateLimit = { limit: Number(window[1]), windowSeconds: Number(window[2]) }
    else
      throw invalidQuery(
        '_ratelimit',
        `must be true, 1, false, or N/W or N:W (N requests per W seconds), got ${quoted(rateLimit)}`,
      )
  }
  const flaky = pick(src, '_flaky', 'x-simulate-flaky')
  if (flaky !== undefined) {
    if (flaky !== 'true' && flaky !== 'false') throw invalidQuery('_flaky', 'must be true or false')
    sim.flaky = flaky === 'true'
  }
  const chaos = pick(src, '_chaos', 'x-simulate-chaos')
  if (chaos !== undefined && chaos !== 'false') {
    // `0.3` and `30` both mean 30 %; `1` means always, `true` half the time.
    const n = chaos === 'true' ? 0.5 : /^\d{1,3}(\.\d{1,6})?$/.test(chaos) ? Number(chaos) : NaN
    if (!(n >= 0 && n <= 100))
      throw invalidQuery(
        '_chaos',
        `must be a probability (0 to 1, or a percentage up to 100) or true, got ${quoted(chaos)}`,
      )
    const raw = pick(src, '_chaos_errors', 'x-simulate-chaos-errors')
    const statuses = raw === undefined ? CHAOS_STATUSES : raw.split(',').map((s) => s.trim())
    for (const s of statuses) {
      if (!/^\d{3}$/.test(String(s)) || Number(s) < 400 || Number(s) > 599)
        throw invalidQuery(
          '_chaos_errors',
          `must be HTTP statuses from 400 to 599, comma-separated, got ${quoted(raw ?? '')}`,
        )
    }
    sim.chaos = { probability: n <= 1 ? n : n / 100, statuses: statuses.map(Number) }
  }
  return sim
}

export const isEmpty = (sim: RequestSimulation) =>
  sim.delay === undefined &&
  sim.status === undefined &&
  sim.rateLimit === undefined &&
  !sim.flaky &&
  sim.chaos === undefined

/** The outcome a simulation forces instead of running the operation. */
export type Forced =
  | { kind: 'error'; status: number; reason: string; chaos?: true }
  | { kind: 'rate-limited'; limit: number; remaining: number; resetSeconds: number }

export interface Plan {
  /** Milliseconds to wait before answering (0 when offline: it fails at once). */
  delayMs: number
  forced: Forced | undefined
  /** What was applied, for `X-Simulated`. */
  applied: string[]
}

const between = (random: () => number, min: number, max: number) =>
  Math.round(min + random() * (max - min))

/**
 * Decides, from the request's own parameters and the identity's profile, how long to wait and
 * whether to fail instead of answering. `rateWindow` counts this request against an
 * `_ratelimit=N/W` window and tells how many remain.
 */
export function plan(
  sim: RequestSimulation,
  profile: NetworkProfile | undefined,
  random: () => number,
  rateWindow: (limit: number, windowSeconds: number) => { remaining: number; resetSeconds: number },
): Plan {
  const applied: string[] = []
  if (profile?.offline) {
    return {
      delayMs: 0,
      forced: { kind: 'error', status: 503, reason: 'offline' },
      applied: ['offline'],
    }
  }
  let delayMs = sim.delay ?? 0
  if (profile && profile.latency.max > 0)
    delayMs += between(random, profile.latency.min, profile.latency.max)
  if (sim.flaky) delayMs += between(random, FLAKY_JITTER.min, FLAKY_JITTER.max)
  if (delayMs > 0) applied.push(`delay=${delayMs}`)

  let forced: Forced | undefined
  if (sim.status !== undefined) {
    forced = { kind: 'error', status: sim.status, reason: `status=${sim.status}` }
  } else if (sim.rateLimit === 'now') {
    forced = { kind: 'rate-limited', limit: SIMULATED_LIMIT, remaining: 0, resetSeconds: 60 }
    applied.push('ratelimit')
  } else if (sim.rateLimit) {
    const { limit, windowSeconds } = sim.rateLimit
    const window = rateWindow(limit, windowSeconds)
    applied.push(`ratelimit=${limit}/${windowSeconds}`)
    if (window.remaining < 0)
      forced = { kind: 'rate-limited', limit, remaining: 0, resetSeconds: window.resetSeconds }
  } else if (sim.chaos && sim.chaos.probability > 0 && random() < sim.chaos.probability) {
    const { statuses } = sim.chaos
    const status = statuses[Math.floor(random() * statuses.length)] as number
    forced = { kind: 'error', status, reason: `chaos=${status}`, chaos: true }
    delayMs += between(random, CHAOS_DELAY.min, CHAOS_DELAY.max)
    const at = applied.findIndex((a) => a.startsWith('delay='))
    if (at >= 0) applied[at] = `delay=${delayMs}`
    else applied.unshift(`delay=${delayMs}`)
  } else if (profile && profile.errorRate > 0 && random() < profile.errorRate) {
    forced = { kind: 'error', status: profile.errorStatus, reason: `error=${profile.errorStatus}` }
  } else if (sim.flaky && random() < FLAKY_FAILURE_RATE) {
    forced = { kind: 'error', status: 503, reason: 'flaky' }
  }
  if (forced?.kind === 'error') applied.push(forced.reason)
  if (sim.flaky && !applied.includes('flaky')) applied.push('flaky')
  if (profile?.preset) applied.push(`profile=${profile.preset}`)
  return { delayMs, forced, applied }
}

export const simulatedError = (status: number) =>
  new ProblemError({
    code: 'SIMULATED_ERROR',
    status,
    detail: `Simulated ${status} response: the operation did not run`,
  })
