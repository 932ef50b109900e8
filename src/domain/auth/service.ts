import type { Overlay } from '../../store/port.ts'
import type { Baseline } from '../baseline.ts'
import type { EventBus } from '../events/bus.ts'
import type { InboxService } from '../inbox/service.ts'
import type { Limits } from '../limits.ts'
import type { RecordValidator } from '../record-validator.ts'
import type { RecordBody, RecordService } from '../records.ts'
import { createLogins } from './logins.ts'
import { createProfiles } from './profiles.ts'
import { createRegistration } from './register.ts'
import { signedIn } from './roles.ts'
import { createSessions } from './sessions.ts'
import type { TokenService } from './tokens.ts'

/**
 * Simulated authentication (docs/contract/auth.md): real signed tokens, lenient credentials. Tokens
 * carry the identity (`sid`), so `/auth/me` reads the sandbox the token was issued in, whatever the
 * cookie. Composed of profiles (who a name or token denotes), sessions (token pairs and their
 * families) and logins (login, one-time-code login, registration).
 */
export function createAuthService(deps: {
  baseline: Baseline
  overlay: Overlay
  records: RecordService
  tokens: TokenService
  /** Checks a session profile's changes against the users schema, as an import's entries are. */
  validate: RecordValidator
  /** Register sends its welcome e-mail there. */
  inbox: InboxService
  events?: EventBus
  /** Session profiles an identity may hold: as many as created users (`--create-cap`). */
  limits?: Limits
}) {
  const { baseline, overlay, records, tokens, validate, inbox, events, limits } = deps
  const profiles = createProfiles({ baseline, overlay, records, validate, limits })
  const sessions = createSessions({ overlay, tokens })
  const { login, loginAs } = createLogins({ overlay, profiles, sessions, events })
  const { accessClaims } = sessions
  return {
    login,
    register: createRegistration({ overlay, records, inbox, profiles, sessions, events }),
    refresh: sessions.refresh,
    logout: sessions.logout,
    revokeUser: sessions.revokeUser,
    loginAs,
    findUser: profiles.findUser,
    accessClaims,
    me: async (accessToken: string) => profiles.of(signedIn(await accessClaims(accessToken))),
    updateMe: async (accessToken: string, body: RecordBody) =>
      profiles.update(signedIn(await accessClaims(accessToken)), body),
  }
}

export type AuthService = ReturnType<typeof createAuthService>
