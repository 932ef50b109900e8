import { ProblemError } from '../errors.ts'

/** Shortest lifetime a caller may ask: an hour in the past, a token that is already expired. */
export const MIN_TTL_S = -3600
/** Longest lifetime a caller may ask of a token. */
export const MAX_TTL_S = 30 * 24 * 3600
/** Largest simulated clock skew, either way. */
export const MAX_SKEW_S = 24 * 3600

const DURATION = /^([+-]?)(\d{1,9})(s|m|h|d)?$/
const UNIT_S = { s: 1, m: 60, h: 3600, d: 86_400 } as const

/**
 * What a caller asked of the tokens one login, register, refresh or OTP verification issues
 * (docs/contract/auth.md#token-lifetimes). Unset members take the server's defaults.
 */
export interface TokenRequest {
  accessTtlS?: number
  refreshTtlS?: number
  skewS?: number
}

/** A signed duration in seconds: `30`, `30s`, `5m`, `2h`, `1d`, `-1s`, or a JSON number of seconds. */
function seconds(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined
  if (typeof value !== 'string') return undefined
  const m = DURATION.exec(value.trim())
  if (!m) return undefined
  const n = Number(m[2]) * UNIT_S[(m[3] ?? 's') as keyof typeof UNIT_S]
  return m[1] === '-' ? -n : n
}

const show = (value: unknown) =>
  typeof value === 'string'
    ? `'${value.length > 40 ? `${value.slice(0, 40)}…` : value}'`
    : String(value)

/**
 * Reads one duration a caller sent under `name`, refusing what is not one or lies outside
 * `min`…`max` with a 400 that names the parameter, the value and what is allowed.
 */
export function durationParam(
  name: string,
  value: unknown,
  min: number,
  max: number,
): number | undefined {
  if (value === undefined) return undefined
  const s = seconds(value)
  if (s === undefined || s < min || s > max) {
    throw new ProblemError({
      code: 'INVALID_QUERY',
      detail: `${name} must be a number of seconds or a duration such as 30, 30s, 5m, 2h or 1d, from ${min} s to ${max} s; got ${show(value)}`,
    })
  }
  return s
}
