import { createHash, randomBytes } from 'node:crypto'
import type { Overlay } from '../../store/port.ts'
import { ProblemError } from '../errors.ts'
import type { InboxService } from '../inbox/service.ts'
import { INTERNAL, keepNewest } from '../internal.ts'
import { hashPassword } from './passwords.ts'

/** How long a password-reset token lives. */
export const RESET_TOKEN_TTL_S = 15 * 60
/** Reset tokens kept per identity; past it, the oldest is forgotten. */
const MAX_RESET_TOKENS = 100

/** Tokens are kept by their hash: the store never holds what would reset a password. */
const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url')

const invalidResetToken = () =>
  new ProblemError({
    code: 'INVALID_RESET_TOKEN',
    detail:
      'token is not a live password-reset token of this sandbox: it is wrong, was used already or expired (they live 15 minutes); ask POST /auth/forgot-password for another',
  })

export const FORGOT_MESSAGE =
  'If a user of this sandbox has that e-mail, a password-reset e-mail is in its inbox: GET /api/v1/inbox'

/**
 * Forgot and reset password (docs/contract/auth.md#password-recovery), through the sandbox's mock
 * inbox. The answer to forgot-password is the same whether or not the e-mail is known, as a real
 * service's must be.
 */
export function createRecovery(deps: {
  overlay: Overlay
  deliver: InboxService['deliver']
  /** The user of the caller's view with that e-mail (or username). */
  findUser: (
    identity: string,
    login: string,
  ) => Promise<{ id: unknown; email?: unknown; name?: unknown } | undefined>
  /** Revokes every refresh family of one user. */
  revokeUser: (identity: string, sub: string) => Promise<void>
  now?: () => number
}) {
  const { overlay, deliver, findUser, revokeUser } = deps
  const now = deps.now ?? Date.now

  return {
    async forgotPassword(identity: string, email: string) {
      const user = await findUser(identity, email)
      if (
        user &&
        typeof user.email === 'string' &&
        user.email.toLowerCase() === email.toLowerCase()
      ) {
        const token = randomBytes(24).toString('base64url')
        const sub = String(user.id)
        const item = { id: keyOf(token), sub, exp: now() + RESET_TOKEN_TTL_S * 1000 }
        await keepNewest(overlay, identity, INTERNAL.resetTokens, item, MAX_RESET_TOKENS)
        await deliver(identity, {
          type: 'email',
          to: user.email,
          template: 'password-reset',
          data: { name: user.name, reset_token: token, expires_in_minutes: RESET_TOKEN_TTL_S / 60 },
          reset_token: token,
        })
      }
      return { message: FORGOT_MESSAGE }
    },

    /** Sets the user's password (required at login from then on) and signs them out everywhere. */
    async resetPassword(identity: string, token: string, newPassword: string) {
      const id = keyOf(token)
      const kept = await overlay.get(identity, INTERNAL.resetTokens, id)
      // Dropping is the single use: of two concurrent resets with one token, one drops it.
      if (!kept?.item || !(await overlay.drop(identity, INTERNAL.resetTokens, id))) {
        throw invalidResetToken()
      }
      const { sub, exp } = kept.item
      if (typeof sub !== 'string' || typeof exp !== 'number' || exp <= now()) {
        throw invalidResetToken()
      }
      const hash = await hashPassword(newPassword)
      await overlay.put(identity, INTERNAL.credentials, sub, 'created', { id: sub, hash })
      await revokeUser(identity, sub)
      return {
        message:
          'The password is reset: log in with the new one. Every session of this user is signed out.',
      }
    },
  }
}

export type Recovery = ReturnType<typeof createRecovery>
