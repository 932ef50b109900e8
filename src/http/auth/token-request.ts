import type { IncomingHttpHeaders } from 'node:http'
import {
  durationParam,
  MAX_SKEW_S,
  MAX_TTL_S,
  MIN_TTL_S,
  type TokenRequest,
} from '../../domain/auth/lifetimes.ts'

type Bag = Record<string, unknown>

/** The first of several spellings the caller sent, with the name it came under. */
function firstOf(candidates: Array<[name: string, value: unknown]>) {
  return candidates.find(([, value]) => value !== undefined) ?? ['', undefined]
}

/**
 * What a caller asked of the tokens a login, register, refresh or OTP verification issues
 * (docs/contract/auth.md#one-time-codes): a header wins over the query parameter, which wins over a
 * body member.
 */
export function tokenRequestOf(
  headers: IncomingHttpHeaders,
  query: unknown,
  body: unknown,
): TokenRequest {
  const q = (query && typeof query === 'object' ? query : {}) as Bag
  const b = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Bag
  const access = firstOf([
    ['X-Simulate-JWT-Expiry', headers['x-simulate-jwt-expiry']],
    ['_jwt_expiry', q._jwt_expiry],
    ['token_ttl', b.token_ttl],
    ['expiresIn', b.expiresIn],
    ['expires_in', b.expires_in],
  ])
  const refresh = firstOf([
    ['X-Simulate-Refresh-Expiry', headers['x-simulate-refresh-expiry']],
    ['_refresh_expiry', q._refresh_expiry],
  ])
  const skew = firstOf([
    ['X-Simulate-Clock-Skew', headers['x-simulate-clock-skew']],
    ['_clock_skew', q._clock_skew],
  ])
  const request: TokenRequest = {}
  const accessTtlS = durationParam(access[0], access[1], MIN_TTL_S, MAX_TTL_S)
  if (accessTtlS !== undefined) request.accessTtlS = accessTtlS
  const refreshTtlS = durationParam(refresh[0], refresh[1], MIN_TTL_S, MAX_TTL_S)
  if (refreshTtlS !== undefined) request.refreshTtlS = refreshTtlS
  const skewS = durationParam(skew[0], skew[1], -MAX_SKEW_S, MAX_SKEW_S)
  if (skewS !== undefined) request.skewS = skewS
  return request
}

/**
 * `X-Simulate-Token-Reuse: true` on a refresh: take the reuse path on purpose
 * (docs/contract/auth.md#refresh-families).
 */
export const simulatesReuse = (headers: IncomingHttpHeaders) => {
  const value = headers['x-simulate-token-reuse']
  return value === 'true' || value === '1'
}
