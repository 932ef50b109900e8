import { randomBytes } from 'node:crypto'
import type { Config } from '../config.ts'
import { createTokenService } from '../domain/auth/tokens.ts'
import { createShareTokens, newShareSecret, SHARE_SECRET_KEY } from '../domain/share-tokens.ts'
import type { Store } from '../store/port.ts'

/** The access and refresh tokens and the share links, each signed with a key of its own. */
export function createSigning(config: Config, store: Store, now?: () => number) {
  // SET NX semantics: a key is generated only when none is stored, and the key an instance
  // already uses is put back if the stored one vanished (tokens.ts).
  const secret =
    config.jwtSecret ??
    ((current: string | undefined) =>
      store.meta.getOrSet('jwt-secret', current ?? randomBytes(32).toString('base64url')))
  // A key of its own, kept like the generated JWT key: every instance on one store agrees on it,
  // and JWT_SECRET (which a user may know) has no part in it.
  const shareTokens = createShareTokens(
    (current) => store.meta.getOrSet(SHARE_SECRET_KEY, current ?? newShareSecret()),
    { overlay: store.overlay, versions: store.versions, now },
  )
  const tokens = createTokenService(secret, now, {
    accessTtlS: config.accessTtlS,
    refreshTtlS: config.refreshTtlS,
    clockToleranceS: config.clockToleranceS,
  })
  return { tokens, shareTokens }
}
