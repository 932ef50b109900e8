import type { Item } from '../../store/port.ts'
import { type ProblemCode, ProblemError, quoted } from '../errors.ts'
import type { Claims } from './tokens.ts'

/**
 * Personas, roles and scopes (docs/contract/roles-and-permissions.md). The matrix decides; scopes
 * can only take away from what a role's row allows, never add to it. Pure: the HTTP side works out
 * who is asking.
 */

export const ROLE_NAMES = ['admin', 'editor', 'viewer', 'guest'] as const
export type RoleName = (typeof ROLE_NAMES)[number]

/** What a request does to a resource. `import` is a matrix action, not a scope action. */
export const ACTIONS = ['read', 'create', 'update', 'delete', 'reset', 'import'] as const
export type Action = (typeof ACTIONS)[number]

/** The actions a scope may name: `write` is create and update; `*` is every action. */
export const SCOPE_ACTIONS = ['read', 'create', 'update', 'delete', 'write', 'reset'] as const

/**
 * What RBAC guards and the actions each has. Every custom collection is the one resource
 * `custom`: collection names are the caller's own, so a table of them could not be fixed.
 * Seeding a template replaces collections wholesale: it is `custom`'s import.
 */
export const RBAC_RESOURCES = {
  users: ['read', 'create', 'update', 'delete', 'import'],
  posts: ['read', 'create', 'update', 'delete', 'import'],
  comments: ['read', 'create', 'update', 'delete', 'import'],
  todos: ['read', 'create', 'update', 'delete', 'import'],
  albums: ['read', 'create', 'update', 'delete', 'import'],
  photos: ['read', 'create', 'update', 'delete', 'import'],
  custom: ['read', 'create', 'update', 'delete', 'import'],
  session: ['read', 'reset', 'import'],
} as const satisfies Record<string, readonly Action[]>
export type RbacResource = keyof typeof RBAC_RESOURCES

/** Each role's row of the matrix: everyone reads; editors write; only admins delete, reset, import. */
const ROWS: Record<RoleName, readonly Action[]> = {
  admin: ACTIONS,
  editor: ['read', 'create', 'update'],
  viewer: ['read'],
  guest: ['read'],
}

export const PERSONA_PASSWORD = 'Password@123'
export const PERSONA_DOMAIN = 'playground.test'

export interface Role {
  name: RoleName
  description: string
  /** What the role's tokens carry; a description of its row, never a narrowing of it. */
  scopes: readonly string[]
  persona: { username: RoleName; email: string; password: string }
}

const DESCRIPTIONS: Record<RoleName, [string, readonly string[]]> = {
  admin: ['Everything: reads, writes, deletes, resets and imports the sandbox', ['*']],
  editor: ['Reads, creates and updates; cannot delete, reset or import', ['*:read', '*:write']],
  viewer: ['Reads only', ['*:read']],
  guest: ['Reads only, and is never signed in: its token gets 401 on /auth/me', ['public:read']],
}

export const ROLES: readonly Role[] = ROLE_NAMES.map((name) => ({
  name,
  description: DESCRIPTIONS[name][0],
  scopes: DESCRIPTIONS[name][1],
  persona: { username: name, email: `${name}@${PERSONA_DOMAIN}`, password: PERSONA_PASSWORD },
}))

/** The role of logins that are not a persona (docs/contract/roles-and-permissions.md). */
export const DEFAULT_ROLE: RoleName = 'editor'

export const isRoleName = (value: unknown): value is RoleName =>
  typeof value === 'string' && (ROLE_NAMES as readonly string[]).includes(value)

export const defaultScopes = (role: RoleName): readonly string[] => DESCRIPTIONS[role][1]

/**
 * The role a verified token's claim names: none (a token from before roles) is a plain login,
 * `editor`; a claim we never issue is the least, `guest`.
 */
export const roleOfClaim = (claim: unknown): RoleName =>
  claim === undefined ? DEFAULT_ROLE : isRoleName(claim) ? claim : 'guest'

/** The persona a login name denotes (`admin`, `Admin@playground.test`), if any. */
export function personaOf(login: string): Role | undefined {
  const name = login.toLowerCase()
  return ROLES.find((r) => r.persona.username === name || r.persona.email === name)
}

/** A persona's session profile: not a /users record, the same whichever name logged in. */
export const personaProfile = (persona: Role): Item => ({
  id: `session-${persona.name}`,
  username: persona.name,
  name: `${persona.name[0]?.toUpperCase()}${persona.name.slice(1)}`,
  email: persona.persona.email,
})

/** What a token pair carries about its holder's rights. */
export interface Grant {
  role: RoleName
  scopes: readonly string[]
}

export const grantOf = (role: RoleName = DEFAULT_ROLE): Grant => ({
  role,
  scopes: defaultScopes(role),
})

/** The grant a verified token's claims carry (a refresh passes it on to the new pair). */
export function grantOfClaims(claims?: Pick<Claims, 'role' | 'scopes'>): Grant {
  const role = roleOfClaim(claims?.role)
  const scopes = claims?.scopes
  return Array.isArray(scopes) && scopes.every((s) => typeof s === 'string')
    ? { role, scopes }
    : grantOf(role)
}

/**
 * The claims of a token that signs someone in: a guest is never signed in
 * (docs/contract/roles-and-permissions.md), so its token is 401 `UNAUTHENTICATED` wherever a
 * signed-in user is asked for.
 */
export function signedIn<T extends Pick<Claims, 'role'>>(claims: T): T {
  if (claims.role === 'guest') {
    throw new ProblemError({
      code: 'UNAUTHENTICATED',
      detail: 'A guest is never signed in: log in as another persona or a user for /auth/me',
      headers: { 'www-authenticate': 'Bearer' },
    })
  }
  return claims
}

/** Both passwords the original's docs give a persona: `Password@123` and `<role>123`. */
export const isPersonaPassword = (role: Role, password: string | undefined) =>
  password === PERSONA_PASSWORD || password === `${role.name}123`

/** The roles whose row allows `action`. */
export const rolesAllowing = (action: Action): RoleName[] =>
  ROLE_NAMES.filter((role) => ROWS[role].includes(action))

export const rowAllows = (role: RoleName, action: Action) => ROWS[role].includes(action)

export const MAX_SCOPES = 50
export const MAX_SCOPE_LENGTH = 100
const SCOPE = new RegExp(
  `^(\\*|(\\*|[a-z0-9][a-z0-9_-]{0,63}):(\\*|${SCOPE_ACTIONS.join('|')}))$`,
  'i',
)

/** Whether `scope` is `*` or `<resource>:<action>`, either part `*`. */
export const isScope = (scope: string) => scope.length <= MAX_SCOPE_LENGTH && SCOPE.test(scope)

function grants(scope: string, resource: string, action: Action): boolean {
  if (scope === '*') return true
  const at = scope.indexOf(':')
  const r = scope.slice(0, at).toLowerCase()
  const a = scope.slice(at + 1).toLowerCase()
  if (r !== '*' && r !== resource) return false
  return (
    a === '*' || a === action || (a === 'write' && (action === 'create' || action === 'update'))
  )
}

/** The scope an action needs: an import writes, so it needs `<resource>:write`. */
export const requiredScope = (resource: string, action: Action) =>
  `${resource}:${action === 'import' ? 'write' : action}`

/** Whether `scopes` cover `action` on `resource`; an import needs create and update both. */
export function scopesAllow(scopes: readonly string[], resource: string, action: Action) {
  const covered = (a: Action) => scopes.some((s) => grants(s, resource, a))
  return action === 'import' ? covered('create') && covered('update') : covered(action)
}

/** Who is asking, as far as RBAC cares. */
export interface RbacSubject {
  role: RoleName
  scopes: readonly string[]
  /**
   * Whether `scopes` narrow the role's row: the request named them, or its token carries a list
   * other than the role's default. A role's default scopes never refuse what its row allows.
   */
  scopesNamed: boolean
}

const listed = (names: readonly string[]) =>
  names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`

/** A relation a request names (`_expand=user`), and the resource it reads. */
export interface RelationReach {
  param: string
  name: string
  resource: RbacResource
}

/**
 * Refuses what `subject` may not do: 403 `RBAC_ROLE_FORBIDDEN` when its role's row lacks the
 * action, else 403 `RBAC_SCOPE_FORBIDDEN` when named scopes do not cover it. `via`: the
 * relation that reads the resource (`_expand=user` reads users), named in the refusal.
 */
export function authorize(
  subject: RbacSubject & { resource: string; action: Action; via?: RelationReach },
): void {
  const { role, scopes, scopesNamed, resource, action, via } = subject
  const refuse = (code: ProblemCode, why: string, members: Record<string, unknown>): never => {
    if (!via) throw new ProblemError({ code, detail: why, members })
    const tail = `reads ${resource}: ${why[0]?.toLowerCase()}${why.slice(1)}`
    throw new ProblemError({
      code,
      detail: `${via.param}=${via.name} ${tail}`,
      errors: [{ field: via.param, message: `${quoted(via.name)} ${tail}` }],
      members,
    })
  }
  if (!rowAllows(role, action)) {
    const allowed = rolesAllowing(action)
    refuse(
      'RBAC_ROLE_FORBIDDEN',
      `The role ${role} may not ${action} ${resource}: that takes the role ${listed(allowed)}`,
      { requiredRole: allowed, currentRole: role, resource, action },
    )
  }
  if (scopesNamed && !scopesAllow(scopes, resource, action)) {
    const needed = requiredScope(resource, action)
    refuse(
      'RBAC_SCOPE_FORBIDDEN',
      `To ${action} ${resource} takes a scope covering ${needed}; the scopes in effect are ${scopes.length === 0 ? 'none' : scopes.join(', ')}`,
      { requiredScope: needed, currentScopes: [...scopes] },
    )
  }
}

/** What `subject` may do, resource by resource, as `authorize` would decide it. */
export function allowedFor(subject: RbacSubject): Record<RbacResource, Action[]> {
  const out = {} as Record<RbacResource, Action[]>
  for (const [resource, actions] of Object.entries(RBAC_RESOURCES)) {
    out[resource as RbacResource] = actions.filter(
      (action) =>
        rowAllows(subject.role, action) &&
        (!subject.scopesNamed || scopesAllow(subject.scopes, resource, action)),
    )
  }
  return out
}

/** The whole matrix: for each role, what it may do to each resource. */
export const MATRIX: Record<RoleName, Record<RbacResource, Action[]>> = Object.fromEntries(
  ROLE_NAMES.map((role) => [role, allowedFor({ role, scopes: [], scopesNamed: false })]),
) as Record<RoleName, Record<RbacResource, Action[]>>

/** A 400 about a simulation parameter or header, naming it as the caller sent it. */
export const invalidParameter = (name: string, message: string) =>
  new ProblemError({
    code: 'INVALID_QUERY',
    detail: `${name} ${message}`,
    errors: [{ field: name, message }],
  })

/**
 * Parses a comma-separated scope list given as `name` (`_scopes`, `X-Simulate-Scopes`); a bad
 * one is 400. Blank items are dropped, so `''` is the empty list (no scopes at all).
 */
export function parseScopes(raw: string, name: string): string[] {
  if (raw.length > MAX_SCOPES * (MAX_SCOPE_LENGTH + 1)) {
    throw invalidParameter(
      name,
      `may be at most ${MAX_SCOPES * (MAX_SCOPE_LENGTH + 1)} characters long, got ${raw.length}`,
    )
  }
  const scopes = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (scopes.length > MAX_SCOPES) {
    throw invalidParameter(name, `may list at most ${MAX_SCOPES} scopes, got ${scopes.length}`)
  }
  for (const scope of scopes) {
    if (!isScope(scope)) {
      throw invalidParameter(
        name,
        `must list scopes as <resource>:<action> or *, with action one of ${SCOPE_ACTIONS.join(', ')} or * (resource * for any), got ${quoted(scope)}`,
      )
    }
  }
  return scopes
}

/** The scopes a token's claim gives, narrowing only when they are not its role's default. */
export function tokenSubject(role: RoleName, claimed: unknown): RbacSubject {
  const defaults = defaultScopes(role)
  if (!Array.isArray(claimed) || !claimed.every((s) => typeof s === 'string')) {
    return { role, scopes: defaults, scopesNamed: false }
  }
  const same = claimed.length === defaults.length && claimed.every((s, i) => s === defaults[i])
  return { role, scopes: claimed, scopesNamed: !same }
}
