import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import {
  type Action,
  authorize,
  defaultScopes,
  invalidParameter,
  isRoleName,
  parseScopes,
  type RbacResource,
  type RbacSubject,
  type RelationReach,
  ROLE_NAMES,
  roleOfClaim,
  tokenSubject,
} from '../../domain/auth/roles.ts'
import type { Claims } from '../../domain/auth/tokens.ts'
import { quoted } from '../../domain/errors.ts'
import type { NameList } from '../../domain/shape/names.ts'
import { bearerToken } from '../common/bearer.ts'
import { queryOf } from '../common/request-parts.ts'
import type { Given, RequestFacts } from '../request-facts.ts'

/** What a route does, for the role matrix: `config: { rbac: { resource, action } }`. */
export interface RbacRule {
  resource: RbacResource
  action: Action
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Several rules: the request does each (a nested list reads its parent and the child). */
    rbac?: RbacRule | readonly RbacRule[]
    /**
     * The resources the request's `_embed` and `_expand` read, each a read of its own: a
     * relation reaches no further than the route of the resource it reads (ADR 0014). A bad
     * relation name is the route's own 400.
     */
    rbacRelations?: (query: RelationQuery) => readonly RelationReach[]
  }
  interface FastifyInstance {
    /**
     * Who a request acts as when RBAC applies to it (docs/contract/roles-and-permissions.md), or
     * null when it does not.
     */
    rbacSubject: (req: FastifyRequest) => Promise<RbacSubject | null>
  }
  interface FastifyRequest {
    /** The subject RBAC checked this request as (set where it was worked out); null: unchecked. */
    rbac: RbacSubject | null
  }
}

/** The query parameters that name relations, as the query parser gives them. */
/** A read's query: the relations it names, and whatever else a surface may read them from. */
export type RelationQuery = Readonly<Record<string, unknown>> & {
  _embed?: NameList
  _expand?: NameList
}
/** A relation parameter as the query parser leaves it: once (text) or repeated (a list). */
const nameList = (value: unknown): NameList =>
  typeof value === 'string' || Array.isArray(value) ? value : undefined

/** A value named once, as a string: a repeated parameter or header is one value too many. */
function once(given: Given | undefined): { name: string; value: string } | undefined {
  if (given === undefined) return undefined
  if (typeof given.value !== 'string') throw invalidParameter(given.name, 'must be given once')
  return { name: given.name, value: given.value }
}

/** Whether the request names a role or scopes to act as (`_role`, `X-Simulate-Scopes`…). */
export const callerNamed = (req: { facts: RequestFacts }): boolean =>
  req.facts.role !== undefined || req.facts.scopes !== undefined

function enforceHeader(facts: RequestFacts): boolean {
  const given = once(facts.enforce)
  if (given === undefined) return false
  const value = given.value.trim().toLowerCase()
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0') return false
  throw invalidParameter(given.name, `must be true or false, got ${quoted(given.value)}`)
}

/**
 * Who a request acts as, when it asks for enforcement or the server enforces: the simulated
 * role, else the Bearer token's (verified: a bad token is 401), else `guest`. Null: RBAC is off
 * for this request. Bad simulation values are 400 even then, as the other simulations' are.
 */
export async function subjectOf(
  req: FastifyRequest,
  opts: { enforce: boolean; verify: (token: string) => Promise<Claims> },
): Promise<RbacSubject | null> {
  const { facts } = req
  const roleGiven = once(facts.role)
  const scopesGiven = once(facts.scopes)
  const asked = enforceHeader(facts)
  let simulated: RbacSubject['role'] | undefined
  if (roleGiven) {
    const role = roleGiven.value.trim().toLowerCase()
    if (!isRoleName(role)) {
      throw invalidParameter(
        roleGiven.name,
        `must be one of ${ROLE_NAMES.join(', ')}, got ${quoted(roleGiven.value)}`,
      )
    }
    simulated = role
  }
  const named = scopesGiven && parseScopes(scopesGiven.value, scopesGiven.name)
  if (!opts.enforce && !asked && !roleGiven && !scopesGiven) return null

  let subject: RbacSubject
  if (simulated) {
    subject = { role: simulated, scopes: defaultScopes(simulated), scopesNamed: false }
  } else if (/^bearer(\s|$)/i.test(req.headers.authorization ?? '')) {
    // The auth service's check: a token of a revoked family grants nothing
    // (docs/contract/auth.md#refresh-families).
    const claims = await opts.verify(bearerToken(req.headers.authorization))
    subject = tokenSubject(roleOfClaim(claims.role), claims.scopes)
  } else {
    subject = { role: 'guest', scopes: defaultScopes('guest'), scopesNamed: false }
  }
  return named ? { ...subject, scopes: named, scopesNamed: true } : subject
}

/**
 * RBAC (docs/contract/roles-and-permissions.md), opt-in per request or for the whole server: a
 * route that names its `config.rbac` is checked before it reads its body, so a refused write claims
 * nothing (no idempotency key, no budget) and stores nothing.
 */
async function rbac(app: FastifyInstance) {
  const opts = {
    enforce: app.config.enforceRbac,
    verify: (token: string) => app.services.auth.accessClaims(token),
  }
  app.decorate('rbacSubject', (req: FastifyRequest) => subjectOf(req, opts))
  app.decorateRequest('rbac', null)
  // Most requests name no role and the server does not enforce: those continue at once, without
  // a promise (as network-simulation.ts does), since this runs on every request.
  const hook = (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    const rules = req.routeOptions.config.rbac
    if (!rules || (!opts.enforce && req.facts.enforce === undefined && !callerNamed(req)))
      return done()
    subjectOf(req, opts)
      .then((subject) => {
        if (!subject) return
        req.rbac = subject
        for (const rule of Array.isArray(rules) ? rules : [rules])
          authorize({ ...subject, ...rule })
        const reach = req.routeOptions.config.rbacRelations
        if (reach) {
          // The whole query: a surface may name relations otherwise (react-admin's `embed`).
          const query = queryOf(req)
          const given = {
            ...query,
            _embed: nameList(query._embed),
            _expand: nameList(query._expand),
          }
          for (const via of reach(given))
            authorize({ ...subject, resource: via.resource, action: 'read', via })
        }
      })
      .then(() => done(), done)
  }
  app.addHook('onRequest', hook as onRequestHookHandler)
}

export default fp(rbac, { name: 'rbac' })
