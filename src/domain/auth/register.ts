import type { Overlay } from '../../store/port.ts'
import { ProblemError } from '../errors.ts'
import type { EventBus } from '../events/bus.ts'
import type { InboxService } from '../inbox/service.ts'
import { INTERNAL } from '../internal.ts'
import type { RecordService } from '../records.ts'
import type { RegisterBody } from './bodies.ts'
import type { TokenRequest } from './lifetimes.ts'
import { announced } from './logins.ts'
import { hashPassword } from './passwords.ts'
import type { Profiles } from './profiles.ts'
import { grantOf, personaOf } from './roles.ts'
import type { Sessions } from './sessions.ts'

/**
 * Registration: a user record of the caller's sandbox, its password if given, a
 * welcome e-mail in the inbox, and the tokens of a login.
 */
export function createRegistration(deps: {
  overlay: Overlay
  records: RecordService
  /** Register sends its welcome e-mail there. */
  inbox: InboxService
  profiles: Profiles
  sessions: Sessions
  events?: EventBus
}) {
  const { overlay, records, inbox, profiles, sessions, events } = deps

  /** Refuses a name a user of the caller's view or a persona already has. */
  async function checkFree(identity: string, body: RegisterBody) {
    for (const login of [body.username, body.email]) {
      const found = await profiles.denoted(identity, login)
      // A persona's name logs in as the persona, so a user of that name could never log in.
      if ((found && found !== 'deleted') || personaOf(login)) {
        throw new ProblemError({
          code: 'CONFLICT',
          detail: `'${login}' is already taken in this sandbox`,
        })
      }
    }
  }

  /**
   * `id`: as in `records.create`, for a registration sent with an idempotency key; a retry
   * whose user an earlier attempt made finishes that registration instead of answering 409.
   */
  async function register(
    identity: string,
    body: RegisterBody,
    id: string | undefined,
    request: TokenRequest,
  ) {
    const earlier = id === undefined ? undefined : await overlay.get(identity, 'users', id)
    if (earlier?.kind !== 'created') await checkFree(identity, body)
    // The check above sees the baseline; the store repeats it for the overlay atomically with
    // the create, so concurrent registrations of one name create one user.
    const user = await records.create(
      identity,
      'users',
      { name: body.name, username: body.username, email: body.email },
      { fields: ['username', 'email'], values: [body.username, body.email] },
      id,
    )
    if (body.password !== undefined) {
      const hash = await hashPassword(body.password)
      await overlay.put(identity, INTERNAL.credentials, String(user.id), 'created', {
        id: String(user.id),
        hash,
      })
    }
    await inbox.deliver(identity, {
      type: 'email',
      to: body.email,
      template: 'welcome-verification',
      data: { name: body.name },
    })
    return sessions.signIn(identity, String(user.id), user, grantOf(), request)
  }

  return async (identity: string, body: RegisterBody, id?: string, request: TokenRequest = {}) =>
    announced(events, identity, 'registered', await register(identity, body, id, request))
}
