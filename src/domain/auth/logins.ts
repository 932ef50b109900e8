import type { Item, Overlay } from '../../store/port.ts'
import { ProblemError, validationFailed } from '../errors.ts'
import type { EventBus } from '../events/bus.ts'
import { INTERNAL } from '../internal.ts'
import type { LoginBody } from './bodies.ts'
import type { TokenRequest } from './lifetimes.ts'
import { verifyPassword } from './passwords.ts'
import type { Profiles } from './profiles.ts'
import { sessionProfile } from './profiles.ts'
import { grantOf, isPersonaPassword, personaOf, type Role } from './roles.ts'
import type { Sessions } from './sessions.ts'

const invalidCredentials = () =>
  new ProblemError({ code: 'INVALID_CREDENTIALS', detail: 'The username or password is wrong' })

/**
 * `auth.login` / `auth.registered` (docs/contract/events-and-webhooks.md#event-types), once the
 * tokens are issued.
 */
export function announced<T extends { user: Item }>(
  events: EventBus | undefined,
  identity: string,
  action: 'login' | 'registered',
  result: T,
): T {
  events?.emit(identity, {
    type: `auth.${action}`,
    resource: 'auth',
    action,
    recordId: result.user.id,
    data: { user: result.user },
  })
  return result
}

/**
 * Logins: lenient credentials, real tokens. A persona's name logs in as the persona,
 * a user's with their password if they set one, and any other name as its session profile.
 */
export function createLogins(deps: {
  overlay: Overlay
  profiles: Profiles
  sessions: Sessions
  events?: EventBus
}) {
  const { overlay, profiles, sessions, events } = deps

  /** A persona's tokens, with its role and scopes, and its profile as this sandbox keeps it. */
  async function personaLogin(identity: string, persona: Role, request: TokenRequest) {
    const profile = sessionProfile(persona.name)
    const user = (await profiles.kept(identity, String(profile.id))) ?? profile
    return sessions.signIn(identity, String(profile.id), user, grantOf(persona.name), request)
  }

  /** The user a login name denotes, checked by `check`, or else its session profile. */
  async function userOrProfile(
    identity: string,
    login: string,
    check: (user: Item) => Promise<void> = async () => {},
  ) {
    const found = await profiles.denoted(identity, login)
    if (found === 'deleted') throw invalidCredentials()
    if (found) {
      await check(found)
      return found
    }
    // Unknown names log in as a session profile, as the hosted original lets any login in.
    // It is stored before any token, so a login refused at the cap stores nothing.
    return profiles.stored(identity, login)
  }

  /** Refuses a password other than the one the user registered with, if they gave one. */
  async function checkPassword(identity: string, user: Item, password: string | undefined) {
    const credential = await overlay.get(identity, INTERNAL.credentials, String(user.id))
    const hash = credential?.item?.hash
    if (typeof hash === 'string' && !(await verifyPassword(password ?? '', hash))) {
      throw invalidCredentials()
    }
  }

  async function login(identity: string, body: LoginBody, request: TokenRequest) {
    const name = body.username ?? body.email
    if (name === undefined) {
      throw validationFailed([{ field: 'username', message: 'username or email is required' }])
    }
    const persona = personaOf(name)
    if (persona) {
      if (!isPersonaPassword(persona, body.password)) throw invalidCredentials()
      return personaLogin(identity, persona, request)
    }
    const check = (user: Item) => checkPassword(identity, user, body.password)
    const user = await userOrProfile(identity, name, check)
    return sessions.signIn(identity, String(user.id), user, grantOf(), request)
  }

  /**
   * Logs in as the user a login name denotes, or its session profile, without a password:
   * for a caller who proved otherwise who they are (a one-time code).
   */
  async function loginAs(identity: string, name: string, request: TokenRequest) {
    const persona = personaOf(name)
    if (persona) return personaLogin(identity, persona, request)
    const user = await userOrProfile(identity, name)
    return sessions.signIn(identity, String(user.id), user, grantOf(), request)
  }

  return {
    login: async (identity: string, body: LoginBody, request: TokenRequest = {}) =>
      announced(events, identity, 'login', await login(identity, body, request)),
    loginAs: async (identity: string, name: string, request: TokenRequest = {}) =>
      announced(events, identity, 'login', await loginAs(identity, name, request)),
  }
}
