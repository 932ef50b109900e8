import { randomUUID } from 'node:crypto'
import type { Item, Overlay } from '../../store/port.ts'
import { ProblemError } from '../errors.ts'
import { INTERNAL, keepNewest } from '../internal.ts'
import { BEARER_CHALLENGE } from './tokens.ts'

/** Families kept per identity (each holds one live refresh token); past it, the oldest goes. */
export const MAX_FAMILIES = 100

const revoked = () =>
  new ProblemError({
    code: 'TOKEN_REVOKED',
    detail:
      "This token's session was revoked: one of its refresh tokens was reused, it logged out, or its user's password was reset; log in again",
    headers: BEARER_CHALLENGE,
  })

/**
 * Refresh-token families (docs/contract/auth.md#refresh-families), kept in the store beside the
 * sandbox's other state, so every instance on one store sees a revocation at once. A family entry
 * is `{id: fid, sub, current, revoked}`: `current` is the jti of its one live refresh token, which
 * revoking drops too.
 */
export function createFamilies(overlay: Overlay) {
  const get = async (identity: string, fid: string) =>
    (await overlay.get(identity, INTERNAL.families, fid))?.item ?? undefined

  async function revokeEntry(identity: string, family: Readonly<Item>) {
    const fid = String(family.id)
    if (family.revoked !== true) {
      await overlay.update(identity, INTERNAL.families, fid, 'created', {
        ...family,
        revoked: true,
      })
    }
    if (typeof family.current === 'string') {
      await overlay.drop(identity, INTERNAL.refreshTokens, family.current)
    }
  }

  return {
    /** A new family for a login; the oldest family (and its live token) goes when full. */
    async start(identity: string, sub: string): Promise<string> {
      const fid = randomUUID()
      await keepNewest(
        overlay,
        identity,
        INTERNAL.families,
        { id: fid, sub },
        MAX_FAMILIES,
        (oldest) =>
          typeof oldest.current === 'string'
            ? overlay.drop(identity, INTERNAL.refreshTokens, oldest.current)
            : Promise.resolve(),
      )
      return fid
    },

    /** Records the family's new live refresh token. */
    async rotated(identity: string, fid: string, jti: string) {
      const family = await get(identity, fid)
      if (family && family.revoked !== true) {
        await overlay.update(identity, INTERNAL.families, fid, 'created', {
          ...family,
          current: jti,
        })
      }
    },

    /**
     * 401 `TOKEN_REVOKED` when the family was revoked. A family that is gone (a sandbox reset, or
     * evicted by newer logins) took its refresh token with it, but its access tokens live out
     * their time, as they did before families: `refresh` refuses the rest.
     */
    async check(identity: string, fid: string) {
      const family = await get(identity, fid)
      if (family?.revoked === true) throw revoked()
      return family !== undefined
    },

    async revoke(identity: string, fid: string) {
      const family = await get(identity, fid)
      if (family) await revokeEntry(identity, family)
    },

    /** Revokes every family of one subject. */
    async revokeAll(identity: string, sub: string) {
      for (const entry of await overlay.entries(identity, INTERNAL.families)) {
        if (entry.item?.sub === sub) await revokeEntry(identity, entry.item)
      }
    },

    reused: (simulated: boolean) =>
      new ProblemError({
        code: 'REFRESH_TOKEN_REUSED',
        detail: simulated
          ? 'Token reuse simulated (X-Simulate-Token-Reuse): the refresh token family is revoked; log in again'
          : 'This refresh token was already used: it may have been stolen, so its whole family is revoked; log in again',
        headers: BEARER_CHALLENGE,
      }),
  }
}

export type Families = ReturnType<typeof createFamilies>
