import type { Item, Overlay } from '../../store/port.ts'
import type { Baseline } from '../baseline.ts'
import { ProblemError, validationFailed } from '../errors.ts'
import type { EventBus } from '../events/bus.ts'
import type { InboxService } from '../inbox/service.ts'
import { INTERNAL, keepNewest } from '../internal.ts'
import { DEFAULT_LIMITS, type Limits } from '../limits.ts'
import { mergePatch } from '../merge-patch.ts'
import type { RecordValidator } from '../record-validator.ts'
import { MAX_FIELDS, type RecordBody, type RecordService } from '../records.ts'
import { createFamilies } from './families.ts'
import type { TokenRequest } from './lifetimes.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import {
  type Grant,
  grantOf,
  grantOfClaims,
  isPersonaPassword,
  personaOf,
  personaProfile,
  signedIn,
} from './roles.ts'
import { type Claims, invalidToken, type TokenService } from './tokens.ts'

/** Live refresh tokens kept per identity; past it, the oldest is revoked. */
const MAX_REFRESH_TOKENS = 100

/** What one pair of tokens is issued with: the caller's wishes and the family it continues. */
export interface PairOptions extends TokenRequest {
  fid?: string
}
/** What one request body may carry (the HTTP body limit), and so what a profile may grow to. */
export const MAX_PROFILE_BYTES = 100 * 1024

export interface LoginBody {
  username?: string
  email?: string
  password?: string
}
export interface RegisterBody {
  name: string
  username: string
  email: string
  password?: string
}

export const SESSION_PREFIX = 'session-'

/** The profile of a login name no user has: `id` `session-<name>`, not a record of /users. */
function sessionProfile(login: string): Item {
  const persona = personaOf(login)
  if (persona) return personaProfile(persona)
  const isEmail = login.includes('@')
  const username = isEmail ? login.slice(0, login.indexOf('@')) || login : login
  return {
    id: `${SESSION_PREFIX}${login}`,
    username,
    name: username,
    email: isEmail ? login : `${username}@playground.local`,
  }
}

const profileLimitReached = (cap: number) =>
  new ProblemError({
    code: 'SANDBOX_LIMIT_REACHED',
    detail: `This sandbox already holds ${cap} session profiles; log in with one of their names or reset the session`,
  })

/**
 * Refuses a session profile that breaks the users record rules (SPEC §4, §7): at most 50 fields
 * besides its id, the users field types and lengths, and at most what one body may carry.
 */
export function checkProfile(profile: Item, validate: RecordValidator, at = '(body)') {
  const { id: _id, ...fields } = profile
  if (Object.keys(fields).length > MAX_FIELDS) {
    throw validationFailed([
      { field: at, message: `a record may hold at most ${MAX_FIELDS} fields` },
    ])
  }
  const errors = validate('users', fields)
  if (errors.length > 0) {
    const prefix = at === '(body)' ? '' : `${at}.`
    throw validationFailed(errors.map((e) => ({ ...e, field: `${prefix}${e.field}` })))
  }
  if (Buffer.byteLength(JSON.stringify(profile)) > MAX_PROFILE_BYTES) {
    throw new ProblemError({
      code: 'PAYLOAD_TOO_LARGE',
      detail: `A session profile may hold at most ${MAX_PROFILE_BYTES / 1024} KB`,
    })
  }
}

/**
 * A login's user or profile as its answer shows it: with the role its tokens carry (SPEC §16).
 * Only there: `/auth/me` answers the record or profile as stored, which the role is not part of.
 */
const withRole = (user: Item): Item => ({ ...user, role: grantOf().role })

const invalidCredentials = () =>
  new ProblemError({ code: 'INVALID_CREDENTIALS', detail: 'The username or password is wrong' })

const matchesLogin = (user: Item, needle: string) =>
  (typeof user.username === 'string' && user.username.toLowerCase() === needle) ||
  (typeof user.email === 'string' && user.email.toLowerCase() === needle)

/**
 * Simulated authentication (SPEC §7): real signed tokens, lenient credentials. Tokens carry the
 * identity (`sid`), so `/auth/me` reads the sandbox the token was issued in, whatever the cookie.
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
  const { baseline, overlay, records, tokens, validate, inbox, events } = deps
  const maxProfiles = (deps.limits ?? DEFAULT_LIMITS).createCap
  const families = createFamilies(overlay)

  /** The user a login name denotes in the caller's view; `deleted` when the overlay hid them. */
  async function findUser(identity: string, login: string): Promise<Item | 'deleted' | undefined> {
    const needle = login.toLowerCase()
    const entries = await overlay.entries(identity, 'users')
    const touched = new Map<string, 'updated' | 'deleted'>()
    for (const e of entries) {
      if (e.item && matchesLogin(e.item, needle)) return records.get(identity, 'users', e.id)
      if (e.kind !== 'created') touched.set(e.id, e.kind)
    }
    const user = baseline.byLogin(needle)
    if (!user) return undefined
    // A baseline user changed in the overlay is known by its new name only, or not at all.
    const change = touched.get(String(user.id))
    if (change === 'deleted') return 'deleted'
    return change === 'updated' ? undefined : user
  }

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

  const createProfile = (identity: string, profile: Item) =>
    overlay.create(identity, INTERNAL.profiles, { ...profile, id: String(profile.id) }, maxProfiles)

  /** The stored profile of an unknown login name, stored now if new: at most `maxProfiles`. */
  async function storedProfile(identity: string, login: string): Promise<Item> {
    const fresh = sessionProfile(login)
    const id = String(fresh.id)
    const stored = await overlay.get(identity, INTERNAL.profiles, id)
    if (stored?.item) return stored.item
    if (await createProfile(identity, fresh)) return fresh
    // At the cap: a concurrent login may have stored this very name meanwhile.
    const raced = await overlay.get(identity, INTERNAL.profiles, id)
    if (raced?.item) return raced.item
    throw profileLimitReached(maxProfiles)
  }

  /**
   * A new access and refresh token with the grant's role and scopes. Without `fid` this is a
   * login: it starts a family, which refreshes continue and a reuse or logout revokes whole.
   */
  async function tokenPair(
    identity: string,
    sub: string,
    grant: Grant = grantOf(),
    opts: PairOptions = {},
  ) {
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

  /** A persona's tokens, with its role and scopes, and its profile as this sandbox keeps it. */
  async function personaLogin(
    identity: string,
    persona: NonNullable<ReturnType<typeof personaOf>>,
    request: TokenRequest,
  ) {
    const profile = sessionProfile(persona.name)
    const stored = await overlay.get(identity, INTERNAL.profiles, String(profile.id))
    const grant = grantOf(persona.name)
    const user = { ...(stored?.item ?? profile), role: grant.role }
    return { ...(await tokenPair(identity, String(profile.id), grant, request)), user }
  }

  /** An access token's claims, refused when its family was revoked (reuse, logout, reset). */
  async function accessClaims(accessToken: string): Promise<Claims> {
    const claims = await tokens.verify(accessToken, 'access')
    if (claims.fid !== undefined) await families.check(claims.sid, claims.fid)
    return claims
  }

  /** The profile a token names: a user of its sandbox, or a session profile. */
  async function profileOf(claims: Claims): Promise<Item> {
    if (claims.sub.startsWith(SESSION_PREFIX)) {
      const stored = await overlay.get(claims.sid, INTERNAL.profiles, claims.sub)
      return stored?.item ?? sessionProfile(claims.sub.slice(SESSION_PREFIX.length))
    }
    try {
      return await records.get(claims.sid, 'users', claims.sub)
    } catch (err) {
      if (err instanceof ProblemError && err.code === 'NOT_FOUND') {
        throw invalidToken('The user of this token no longer exists in its sandbox')
      }
      throw err
    }
  }

  const service = {
    async login(identity: string, body: LoginBody, request: TokenRequest = {}) {
      const login = body.username ?? body.email
      if (login === undefined) {
        throw validationFailed([{ field: 'username', message: 'username or email is required' }])
      }
      const persona = personaOf(login)
      if (persona) {
        if (!isPersonaPassword(persona, body.password)) throw invalidCredentials()
        return personaLogin(identity, persona, request)
      }
      const found = await findUser(identity, login)
      if (found === 'deleted') throw invalidCredentials()
      if (found) {
        const credential = await overlay.get(identity, INTERNAL.credentials, String(found.id))
        const hash = credential?.item?.hash
        if (typeof hash === 'string' && !(await verifyPassword(body.password ?? '', hash))) {
          throw invalidCredentials()
        }
        return {
          ...(await tokenPair(identity, String(found.id), grantOf(), request)),
          user: withRole(found),
        }
      }
      // Unknown names log in as a session profile, as the hosted original lets any login in.
      // It is stored before any token, so a login refused at the cap stores nothing.
      const profile = await storedProfile(identity, login)
      return {
        ...(await tokenPair(identity, String(profile.id), grantOf(), request)),
        user: withRole(profile),
      }
    },

    /**
     * `id`: as in `records.create`, for a registration sent with an idempotency key; a retry
     * whose user an earlier attempt made finishes that registration instead of answering 409.
     */
    async register(identity: string, body: RegisterBody, id?: string, request: TokenRequest = {}) {
      const earlier = id === undefined ? undefined : await overlay.get(identity, 'users', id)
      if (earlier?.kind !== 'created') {
        for (const login of [body.username, body.email]) {
          const found = await findUser(identity, login)
          // A persona's name logs in as the persona, so a user of that name could never log in.
          if ((found && found !== 'deleted') || personaOf(login)) {
            throw new ProblemError({
              code: 'CONFLICT',
              detail: `'${login}' is already taken in this sandbox`,
            })
          }
        }
      }
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
      return {
        ...(await tokenPair(identity, String(user.id), grantOf(), request)),
        user: withRole(user),
      }
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
        if (!(await overlay.drop(sid, INTERNAL.refreshTokens, claims.jti))) {
          throw invalidToken('This refresh token was already used or revoked')
        }
        return tokenPair(sid, claims.sub, grantOfClaims(claims), request)
      }
      if (!(await families.check(sid, fid))) {
        throw invalidToken('This refresh token was revoked: its sandbox was reset since')
      }
      if (reuse || !(await overlay.drop(sid, INTERNAL.refreshTokens, claims.jti))) {
        await families.revoke(sid, fid)
        throw families.reused(reuse)
      }
      return tokenPair(sid, claims.sub, grantOfClaims(claims), { ...request, fid })
    },

    /** Ends the session: the token's family is revoked, its access tokens with it. */
    async logout(refreshToken: string) {
      const claims = await tokens.verify(refreshToken, 'refresh')
      if (claims.fid !== undefined) {
        if (!(await families.check(claims.sid, claims.fid))) {
          throw invalidToken('This refresh token was revoked: its sandbox was reset since')
        }
        await families.revoke(claims.sid, claims.fid)
        await overlay.drop(claims.sid, INTERNAL.refreshTokens, claims.jti)
      } else if (!(await overlay.drop(claims.sid, INTERNAL.refreshTokens, claims.jti))) {
        throw invalidToken('This refresh token was already used or revoked')
      }
      return { message: 'Logged out: the refresh token is revoked' }
    },

    /** Revokes every family of one user (a password reset signs them out everywhere). */
    revokeUser: (identity: string, sub: string) => families.revokeAll(identity, sub),

    /**
     * Logs in as the user a login name denotes, or its session profile, without a password:
     * for a caller who proved otherwise who they are (a one-time code).
     */
    async loginAs(identity: string, login: string, request: TokenRequest = {}) {
      const persona = personaOf(login)
      if (persona) return personaLogin(identity, persona, request)
      const found = await findUser(identity, login)
      if (found === 'deleted') throw invalidCredentials()
      const user = found ?? (await storedProfile(identity, login))
      return {
        ...(await tokenPair(identity, String(user.id), grantOf(), request)),
        user: withRole(user),
      }
    },

    /** The user of the caller's view a login name (username or e-mail) denotes. */
    async findUser(identity: string, login: string): Promise<Item | undefined> {
      const found = await findUser(identity, login)
      return found === 'deleted' ? undefined : found
    },

    accessClaims,

    async me(accessToken: string) {
      return profileOf(signedIn(await accessClaims(accessToken)))
    },

    async updateMe(accessToken: string, body: RecordBody) {
      const claims = signedIn(await accessClaims(accessToken))
      if (!claims.sub.startsWith(SESSION_PREFIX)) {
        await profileOf(claims)
        return records.patch(claims.sid, 'users', claims.sub, body)
      }
      const stored = await overlay.get(claims.sid, INTERNAL.profiles, claims.sub)
      const profile = stored?.item ?? sessionProfile(claims.sub.slice(SESSION_PREFIX.length))
      const { id: _id, _sandbox, ...changes } = body
      const next = { ...(mergePatch(profile, changes) as Item), id: claims.sub }
      checkProfile(next, validate)
      // Conditional, as record updates are: a reset that wins the race is not undone by a write
      // of what was read before it. A token outliving its profile counts toward the cap again.
      const written =
        stored && (await overlay.update(claims.sid, INTERNAL.profiles, claims.sub, 'created', next))
      if (!written && !(await createProfile(claims.sid, next)))
        throw profileLimitReached(maxProfiles)
      return next
    },
  }

  /** `auth.login` / `auth.registered` (SPEC §17), once the tokens are issued. */
  const announced = <T extends { user: Item }>(
    identity: string,
    action: 'login' | 'registered',
    result: T,
  ) => {
    events?.emit(identity, {
      type: `auth.${action}`,
      resource: 'auth',
      action,
      recordId: result.user.id,
      data: { user: result.user },
    })
    return result
  }

  return {
    ...service,
    login: async (identity: string, body: LoginBody, request: TokenRequest = {}) =>
      announced(identity, 'login', await service.login(identity, body, request)),
    register: async (
      identity: string,
      body: RegisterBody,
      id?: string,
      request: TokenRequest = {},
    ) => announced(identity, 'registered', await service.register(identity, body, id, request)),
    loginAs: async (identity: string, login: string, request: TokenRequest = {}) =>
      announced(identity, 'login', await service.loginAs(identity, login, request)),
  }
}

export type AuthService = ReturnType<typeof createAuthService>
