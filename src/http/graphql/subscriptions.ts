import type { FastifyRequest } from 'fastify'
import type { IResolvers } from 'mercurius'
import {
  authorize,
  type RbacResource,
  type RbacSubject,
  roleOfClaim,
  tokenSubject,
} from '../../domain/auth/roles.ts'
import type { Claims } from '../../domain/auth/tokens.ts'
import { COLLECTION_NAME, isCollectionName } from '../../domain/collection-name.ts'
import { quoted, validationFailed } from '../../domain/errors.ts'
import { typeFilter } from '../../domain/event-type-filter.ts'
import type { EventBus, SandboxEvent } from '../../domain/events/bus.ts'
import { eventIterator } from '../../domain/events/iterator.ts'
import { identityOfName } from '../../domain/identity.ts'
import { isShareTokenShaped, type OpenedShare } from '../../domain/share-tokens.ts'
import { callerNamed } from '../plugins/rbac.ts'
import type { GraphQLContext } from './resolvers.ts'
import { CLOSE } from './subscription-socket.ts'

/** Who a subscription connection acts as, settled by its `connection_init`. */
export interface SubscriptionSandbox {
  identity: string
  rbac: RbacSubject | null
}

/** A subscription's context: the query context, and how to drop a connection that lags. */
export interface SubscriptionContext extends GraphQLContext {
  /** Set on every subscription's context (plugin.ts); optional only so resolvers type-check. */
  lagged?: () => void
}

type Settled = { sandbox: SubscriptionSandbox } | { code: number; reason: string }

const IDENTITY_KEYS = new Set(['x-playground-identity', 'x-pg-identity'])

/**
 * The sandbox of a subscription connection (docs/contract/graphql.md#subscriptions): an access
 * token's (`token`, with or without `Bearer `), else the one `identity` or `X-Playground-Identity`
 * names, else the upgrade request's (its `pg_identity` cookie or header). A token and a name that
 * disagree are refused.
 */
export async function settleSandbox(
  payload: Record<string, unknown>,
  request: FastifyRequest,
  verify: (token: string) => Promise<Claims>,
  openShare: (token: string) => Promise<OpenedShare | undefined>,
): Promise<Settled> {
  let named: unknown
  let from = 'identity'
  for (const [key, value] of Object.entries(payload)) {
    if (key === 'identity' || IDENTITY_KEYS.has(key.toLowerCase())) {
      named = value
      from = key
    }
  }
  let identity = request.identity
  if (named !== undefined && named !== null) {
    // A share link (docs/contract/session.md#share-links) opens its sandbox here too; subscribing
    // only reads, so either mode.
    if (typeof named === 'string' && isShareTokenShaped(named)) {
      const share = await openShare(named)
      if (!share) {
        return {
          code: CLOSE.badRequest,
          reason: `${from} is read as a share token and its signature does not verify`,
        }
      }
      named = share.identity
    }
    const id = typeof named === 'string' ? identityOfName(named) : undefined
    if (id === undefined) {
      return {
        code: CLOSE.badRequest,
        reason: `${from} must be a UUID or a name of 1-128 letters, digits and ._:-`,
      }
    }
    identity = id
  }
  let rbac = request.rbac
  const token = payload.token
  if (token !== undefined && token !== null) {
    if (typeof token !== 'string')
      return { code: CLOSE.badRequest, reason: 'token must be a string' }
    let claims: Claims
    try {
      claims = await verify(token.replace(/^bearer\s+/i, ''))
    } catch (err) {
      return { code: CLOSE.forbidden, reason: `Forbidden: ${(err as Error).message}` }
    }
    if (named != null && identity !== claims.sid) {
      return {
        code: CLOSE.forbidden,
        reason: `Forbidden: the token belongs to another sandbox than ${from}`,
      }
    }
    identity = claims.sid
    // As for a request with the token as Bearer: a named role or scopes still win
    // (docs/contract/roles-and-permissions.md).
    if (rbac && !callerNamed(request)) rbac = tokenSubject(roleOfClaim(claims.role), claims.scopes)
  }
  return { sandbox: { identity, rbac } }
}

const allow = (ctx: GraphQLContext, resource: RbacResource) => {
  if (ctx.rbac) authorize({ ...ctx.rbac, resource, action: 'read' })
}

/**
 * One of an argument's two names (docs/contract/baseline-and-overlay.md#reference-aliases); both
 * given must agree.
 */
function either(args: Record<string, unknown>, canonical: string, alias: string) {
  const a = args[canonical]
  const b = args[alias]
  if (a != null && b != null && String(a) !== String(b)) {
    throw validationFailed([
      { field: alias, message: `must equal ${canonical} when both are given` },
    ])
  }
  return a ?? b ?? undefined
}

const json = (data: unknown) => JSON.stringify(data ?? null)
const recordOf = (event: SandboxEvent) => event.data as Record<string, unknown> | null

/**
 * The Subscription fields (docs/contract/events-and-webhooks.md#events). Each subscribes to its
 * sandbox on the event bus, which carries what every interface wrote (REST, GraphQL, import) and
 * what other instances did.
 */
export function subscriptionResolvers(events: EventBus): IResolvers['Subscription'] {
  const source = (ctx: SubscriptionContext, accept: (event: SandboxEvent) => boolean) =>
    eventIterator(events, ctx.identity, { accept, onOverflow: () => ctx.lagged?.() })
  const sameId = (value: unknown, wanted: unknown) =>
    wanted === undefined || (value != null && String(value) === String(wanted))
  const record = (event: SandboxEvent) => recordOf(event)

  return {
    postAdded: {
      subscribe: (_: unknown, __: unknown, ctx: SubscriptionContext) => {
        allow(ctx, 'posts')
        return source(ctx, (e) => e.type === 'post.created')
      },
      resolve: record,
    },
    commentAdded: {
      subscribe: (_: unknown, args: Record<string, unknown>, ctx: SubscriptionContext) => {
        allow(ctx, 'comments')
        const post = either(args, 'post_id', 'postId')
        return source(
          ctx,
          (e) => e.type === 'comment.created' && sameId(recordOf(e)?.post_id, post),
        )
      },
      resolve: record,
    },
    todoUpdated: {
      subscribe: (_: unknown, args: Record<string, unknown>, ctx: SubscriptionContext) => {
        allow(ctx, 'todos')
        const user = either(args, 'user_id', 'userId')
        return source(ctx, (e) => e.type === 'todo.updated' && sameId(recordOf(e)?.user_id, user))
      },
      resolve: record,
    },
    customRecordMutated: {
      subscribe: (_: unknown, args: { collection: string }, ctx: SubscriptionContext) => {
        allow(ctx, 'custom')
        if (!isCollectionName(args.collection)) {
          throw validationFailed([
            {
              field: 'collection',
              message: `must match ${COLLECTION_NAME.source}, got ${quoted(args.collection)}`,
            },
          ])
        }
        const prefix = `custom.${args.collection}.`
        return source(ctx, (e) => e.type.startsWith(prefix))
      },
      resolve: (e: SandboxEvent) => ({
        id: e.recordId === null ? null : String(e.recordId),
        eventId: e.id,
        collection: e.type.slice('custom.'.length, e.type.lastIndexOf('.')),
        action: e.action,
        data: json(e.data),
        created_at: e.timestamp,
      }),
    },
    sandboxEvents: {
      subscribe: (_: unknown, args: { types?: string[] | null }, ctx: SubscriptionContext) => {
        const wanted = typeFilter(args.types?.join(','))
        return source(ctx, (e) => !wanted || wanted(e.type))
      },
      resolve: (e: SandboxEvent) => ({
        ...e,
        recordId: e.recordId === null ? null : String(e.recordId),
        data: json(e.data),
      }),
    },
  }
}
