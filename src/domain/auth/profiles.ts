import type { Item, Overlay } from '../../store/port.ts'
import type { Baseline } from '../baseline.ts'
import { ProblemError, validationFailed } from '../errors.ts'
import { INTERNAL } from '../internal.ts'
import { DEFAULT_LIMITS, type Limits } from '../limits.ts'
import { mergePatch } from '../merge-patch.ts'
import type { RecordValidator } from '../record-validator.ts'
import { MAX_FIELDS, type RecordBody, type RecordService } from '../records.ts'
import { personaOf, personaProfile } from './roles.ts'
import { type Claims, invalidToken } from './tokens.ts'

/** What one request body may carry (the HTTP body limit), and so what a profile may grow to. */
export const MAX_PROFILE_BYTES = 100 * 1024

export const SESSION_PREFIX = 'session-'

/** The profile of a login name no user has: `id` `session-<name>`, not a record of /users. */
export function sessionProfile(login: string): Item {
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
 * Refuses a session profile that breaks the users record rules
 * (docs/contract/baseline-and-overlay.md#validation, docs/contract/auth.md#session-profiles): at
 * most 50 fields besides its id, the users field types and lengths, and at most what one body may
 * carry.
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

const matchesLogin = (user: Item, needle: string) =>
  (typeof user.username === 'string' && user.username.toLowerCase() === needle) ||
  (typeof user.email === 'string' && user.email.toLowerCase() === needle)

/**
 * Who a login name or a token denotes: a user of the caller's view, or a session profile (the
 * profile of a name no user has, kept in the sandbox once it logged in, at most `--create-cap`).
 */
export function createProfiles(deps: {
  baseline: Baseline
  overlay: Overlay
  records: RecordService
  /** Checks a session profile's changes against the users schema, as an import's entries are. */
  validate: RecordValidator
  /** Session profiles an identity may hold: as many as created users (`--create-cap`). */
  limits?: Limits
}) {
  const { baseline, overlay, records, validate } = deps
  const maxProfiles = (deps.limits ?? DEFAULT_LIMITS).createCap
  const create = (identity: string, profile: Item) =>
    overlay.create(identity, INTERNAL.profiles, { ...profile, id: String(profile.id) }, maxProfiles)
  /** The session profile of that id this sandbox keeps, if any. */
  const kept = async (identity: string, id: string) =>
    (await overlay.get(identity, INTERNAL.profiles, id))?.item

  /** The user a login name denotes in the caller's view; `deleted` when the overlay hid them. */
  async function denoted(identity: string, login: string): Promise<Item | 'deleted' | undefined> {
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

  /** The stored profile of an unknown login name, stored now if new: at most `maxProfiles`. */
  async function stored(identity: string, login: string): Promise<Item> {
    const fresh = sessionProfile(login)
    const id = String(fresh.id)
    const found = await kept(identity, id)
    if (found) return found
    if (await create(identity, fresh)) return fresh
    // At the cap: a concurrent login may have stored this very name meanwhile.
    const raced = await kept(identity, id)
    if (raced) return raced
    throw profileLimitReached(maxProfiles)
  }

  /** The profile a token names: a user of its sandbox, or a session profile. */
  async function of(claims: Claims): Promise<Item> {
    if (claims.sub.startsWith(SESSION_PREFIX)) {
      return (
        (await kept(claims.sid, claims.sub)) ??
        sessionProfile(claims.sub.slice(SESSION_PREFIX.length))
      )
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

  /** Merges `body` into the profile a token names: its user record, or its session profile. */
  async function update(claims: Claims, body: RecordBody) {
    if (!claims.sub.startsWith(SESSION_PREFIX)) {
      await of(claims)
      return records.patch(claims.sid, 'users', claims.sub, body)
    }
    const entry = await overlay.get(claims.sid, INTERNAL.profiles, claims.sub)
    const profile = entry?.item ?? sessionProfile(claims.sub.slice(SESSION_PREFIX.length))
    const { id: _id, _sandbox, ...changes } = body
    const next = { ...(mergePatch(profile, changes) as Item), id: claims.sub }
    checkProfile(next, validate)
    // Conditional, as record updates are: a reset that wins the race is not undone by a write
    // of what was read before it. A token outliving its profile counts toward the cap again.
    const written =
      entry && (await overlay.update(claims.sid, INTERNAL.profiles, claims.sub, 'created', next))
    if (!written && !(await create(claims.sid, next))) throw profileLimitReached(maxProfiles)
    return next
  }

  return {
    denoted,
    /** The user of the caller's view a login name (username or e-mail) denotes. */
    async findUser(identity: string, login: string): Promise<Item | undefined> {
      const found = await denoted(identity, login)
      return found === 'deleted' ? undefined : found
    },
    stored,
    kept,
    of,
    update,
  }
}

export type Profiles = ReturnType<typeof createProfiles>
