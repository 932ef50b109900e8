import type { Item, Overlay } from '../../store/port.ts'
import { INTERNAL } from '../internal.ts'
import { createFamilies } from './families.ts'
import type { TokenRequest } from './lifetimes.ts'
import { type Grant, grantOf, grantOfClaims } from './roles.ts'
import { createTokenPairs } from './token-pairs.ts'
import { type Claims, invalidToken, type TokenService } from './tokens.ts'

const revokedByReset = () =>
  invalidToken('This refresh token was revoked: its sandbox was reset since')
const alreadyUsed = () => invalidToken('This refresh token was already used or revoked')

/**
 * Signed-in sessions: token pairs, each login starting a family that refreshes
 * rotate inside and a reuse, a logout or a password reset revokes whole (ADR 0015).
 */
export function createSessions(deps: { overlay: Overlay; tokens: TokenService }) {
  const { overlay, tokens } = deps
  const families = createFamilies(overlay)
  const pair = createTokenPairs({ overlay, tokens, families })

  return {
    /**
     * A login's answer: a new family's tokens for `sub`, and `user` (the user or profile) with
     * the role the tokens carry (docs/contract/roles-and-permissions.md). Only there: `/auth/me`
     * answers the record or profile as stored, which the role is not part of.
     */
    async signIn(
      identity: string,
      sub: string,
      user: Item,
      grant: Grant = grantOf(),
      request: TokenRequest = {},
    ) {
      return { ...(await pair(identity, sub, grant, request)), user: { ...user, role: grant.role } }
    },

    /** An access token's claims, refused when its family was revoked (reuse, logout, reset). */
    async accessClaims(accessToken: string): Promise<Claims> {
      const claims = await tokens.verify(accessToken, 'access')
      if (claims.fid !== undefined) await families.check(claims.sid, claims.fid)
      return claims
    },

    /**
     * Rotates inside the token's family: the presented refresh token is spent and a new pair
     * issued, once. Presented again (or with `reuse`, the simulated theft), the whole family is
     * revoked: 401 `REFRESH_TOKEN_REUSED`, and from then on its tokens answer `TOKEN_REVOKED`.
     */
    async refresh(refreshToken: string, request: TokenRequest = {}, reuse = false) {
      const claims = await tokens.verify(refreshToken, 'refresh')
      const { sid, fid } = claims
      if (fid === undefined) {
        // A token from before families: rotation as it was, single use.
        if (!(await overlay.drop(sid, INTERNAL.refreshTokens, claims.jti))) throw alreadyUsed()
        return pair(sid, claims.sub, grantOfClaims(claims), request)
      }
      if (!(await families.check(sid, fid))) throw revokedByReset()
      if (reuse || !(await overlay.drop(sid, INTERNAL.refreshTokens, claims.jti))) {
        await families.revoke(sid, fid)
        throw families.reused(reuse)
      }
      return pair(sid, claims.sub, grantOfClaims(claims), { ...request, fid })
    },

    /** Ends the session: the token's family is revoked, its access tokens with it. */
    async logout(refreshToken: string) {
      const claims = await tokens.verify(refreshToken, 'refresh')
      if (claims.fid !== undefined) {
        if (!(await families.check(claims.sid, claims.fid))) throw revokedByReset()
        await families.revoke(claims.sid, claims.fid)
        await overlay.drop(claims.sid, INTERNAL.refreshTokens, claims.jti)
      } else if (!(await overlay.drop(claims.sid, INTERNAL.refreshTokens, claims.jti))) {
        throw alreadyUsed()
      }
      return { message: 'Logged out: the refresh token is revoked' }
    },

    /** Revokes every family of one user (a password reset signs them out everywhere). */
    revokeUser: (identity: string, sub: string) => families.revokeAll(identity, sub),
  }
}

export type Sessions = ReturnType<typeof createSessions>
