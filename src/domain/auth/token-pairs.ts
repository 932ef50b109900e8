import type { Overlay } from '../../store/port.ts'
import { INTERNAL, keepNewest } from '../internal.ts'
import type { Families } from './families.ts'
import type { TokenRequest } from './lifetimes.ts'
import type { Grant } from './roles.ts'
import type { TokenService } from './tokens.ts'

/** Live refresh tokens kept per identity; past it, the oldest is revoked. */
const MAX_REFRESH_TOKENS = 100

/** What one pair of tokens is issued with: the caller's wishes and the family it continues. */
export interface PairOptions extends TokenRequest {
  fid?: string
}

/** Issues access and refresh tokens, keeping each refresh token until it is spent or revoked. */
export function createTokenPairs(deps: {
  overlay: Overlay
  tokens: TokenService
  families: Families
}) {
  const { overlay, tokens, families } = deps

  async function storeRefresh(
    identity: string,
    sub: string,
    grant: Grant,
    opts: PairOptions & { fid: string },
  ) {
    const refresh = await tokens.issue(identity, sub, 'refresh', {
      ttlS: opts.refreshTtlS,
      skewS: opts.skewS,
      fid: opts.fid,
      role: grant.role,
      scopes: grant.scopes,
    })
    const item = { id: refresh.jti, sub, exp: refresh.exp, fid: opts.fid }
    await keepNewest(overlay, identity, INTERNAL.refreshTokens, item, MAX_REFRESH_TOKENS)
    return refresh
  }

  /**
   * A new access and refresh token with the grant's role and scopes. Without `fid` this is a
   * login: it starts a family, which refreshes continue and a reuse or logout revokes whole.
   */
  async function pair(identity: string, sub: string, grant: Grant, opts: PairOptions = {}) {
    const fid = opts.fid ?? (await families.start(identity, sub))
    const ttlS = opts.accessTtlS ?? tokens.defaults.accessTtlS
    const access = await tokens.issue(identity, sub, 'access', {
      ttlS,
      skewS: opts.skewS,
      fid,
      role: grant.role,
      scopes: grant.scopes,
    })
    const refresh = await storeRefresh(identity, sub, grant, { ...opts, fid })
    await families.rotated(identity, fid, refresh.jti)
    return {
      access_token: access.token,
      refresh_token: refresh.token,
      token_type: 'Bearer' as const,
      expires_in: ttlS,
      expires_at: new Date(access.exp * 1000).toISOString(),
    }
  }

  return pair
}
