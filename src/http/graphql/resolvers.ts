import type { IncomingHttpHeaders } from 'node:http'
import type { IResolvers } from 'mercurius'
import {
  type Action,
  authorize,
  type RbacResource,
  type RbacSubject,
} from '../../domain/auth/roles.ts'
import { validationFailed } from '../../domain/errors.ts'
import { type ListArgs, type ListQuery, toListQuery } from '../../domain/list/query.ts'
import { SINGULAR } from '../../domain/records.ts'
import { aliasPairs } from '../../domain/reference-aliases.ts'
import {
  RESOURCE_LINKS,
  RESOURCE_NAMES,
  RESOURCES,
  type ResourceName,
} from '../../domain/resources.ts'
import type { Services } from '../../domain/services.ts'
import { viewOf } from '../../domain/uploads/service.ts'
import type { Item } from '../../store/port.ts'
import { simulatesReuse, tokenRequestOf } from '../auth/token-request.ts'
import { bearerToken } from '../common/bearer.ts'
import { loginArgs, recordArgs, registerArgs } from '../validation/schema-check.ts'
import { orNull } from './or-null.ts'
import { paymentResolvers } from './payment-resolvers.ts'
import { toCondition } from './where.ts'

export interface GraphQLContext {
  identity: string
  services: Services
  /** Origin for absolute avatar and thumbnail URLs. */
  origin: string
  authorization: string | undefined
  /** The request's headers and query: simulation headers (token lifetimes, reuse) live there. */
  headers: IncomingHttpHeaders
  query: unknown
  /**
   * Who the operation acts as when RBAC applies to it; null when it does not
   * (docs/contract/roles-and-permissions.md).
   */
  rbac: RbacSubject | null
}

/** The role matrix's check, as REST makes it, for one field of the operation. */
export function allow(ctx: GraphQLContext, resource: RbacResource, action: Action) {
  if (ctx.rbac) authorize({ ...ctx.rbac, resource, action })
}

declare module 'mercurius' {
  interface MercuriusContext extends GraphQLContext {}
}

type Args = Record<string, unknown>

/**
 * A list's arguments as the domain reads them. A null argument is one not given, as GraphQL
 * clients send unset variables; `where` becomes the domain's condition.
 */
function listQuery(resource: ResourceName, args: Args, filters?: ListQuery['filters']) {
  const a = args as ListArgs & { where?: Record<string, unknown> | null }
  const given = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v)
  // Named one by one: spreading the arguments into a new object took V8's slow clone path, a
  // microsecond on every list.
  return toListQuery(
    {
      page: given(a.page),
      limit: given(a.limit),
      _page: given(a._page),
      _limit: given(a._limit),
      q: given(a.q),
      _sort: given(a._sort),
      _order: given(a._order),
      cursor: given(a.cursor),
      user_id: given(a.user_id),
      userId: given(a.userId),
      post_id: given(a.post_id),
      postId: given(a.postId),
      album_id: given(a.album_id),
      albumId: given(a.albumId),
      completed: given(a.completed),
      where: toCondition(RESOURCES[resource].fields, given(a.where)),
    },
    resource,
    filters,
  )
}

/** A list and its pagination, as the `*Page` fields answer it. */
const page = (
  ctx: GraphQLContext,
  resource: ResourceName,
  args: Args,
  filters?: ListQuery['filters'],
) => {
  allow(ctx, resource, 'read')
  return ctx.services.records.list(ctx.identity, resource, listQuery(resource, args, filters))
}

const list = async (
  ctx: GraphQLContext,
  resource: ResourceName,
  args: Args,
  filters?: ListQuery['filters'],
) => (await page(ctx, resource, args, filters)).data

/** A record of the caller's view, or null when it is not there (GraphQL's "not found"). */
async function getOrNull(
  ctx: GraphQLContext,
  resource: ResourceName,
  id: unknown,
): Promise<Item | null> {
  if (id === undefined || id === null) return null
  allow(ctx, resource, 'read')
  return orNull(() => ctx.services.records.get(ctx.identity, resource, String(id)))
}

const bearer = (ctx: GraphQLContext) => bearerToken(ctx.authorization)
/**
 * Token lifetimes from the headers and query, and the `expiresIn` argument
 * (docs/contract/auth.md#token-lifetimes).
 */
const tokenRequest = (ctx: GraphQLContext, args: Args) =>
  tokenRequestOf(
    ctx.headers,
    ctx.query,
    args.expiresIn == null ? {} : { expiresIn: args.expiresIn },
  )

/**
 * The arguments of a create, checked as a REST body is, plus what only GraphQL's signature asks:
 * the parent, under either of its names (docs/contract/baseline-and-overlay.md#reference-aliases),
 * which the schema cannot require of two.
 */
function createArgs(resource: ResourceName, args: Args) {
  const body = recordArgs(resource, 'create', args)
  for (const [canonical, alias] of aliasPairs(resource)) {
    if (body[canonical] == null && body[alias] == null) {
      throw validationFailed([
        { field: canonical, message: `is required: give ${canonical} or ${alias}` },
      ])
    }
  }
  return body
}

/** create/update/delete mutations of one resource, named as the hosted original names them. */
function mutationsOf(resource: ResourceName, singular: string) {
  return {
    [`create${singular}`]: (_: unknown, args: Args, ctx: GraphQLContext) => {
      allow(ctx, resource, 'create')
      return ctx.services.records.create(ctx.identity, resource, createArgs(resource, args))
    },
    [`update${singular}`]: (_: unknown, { id, ...changes }: Args, ctx: GraphQLContext) => {
      allow(ctx, resource, 'update')
      return ctx.services.records.patch(
        ctx.identity,
        resource,
        String(id),
        recordArgs(resource, 'patch', changes),
      )
    },
    [`delete${singular}`]: async (_: unknown, { id }: Args, ctx: GraphQLContext) => {
      allow(ctx, resource, 'delete')
      await ctx.services.records.remove(ctx.identity, resource, String(id))
      return true
    },
  }
}

type FieldResolver = (record: Item, args: Args, ctx: GraphQLContext) => Promise<unknown>

/**
 * The relation fields of each resource's type, one pair per link (links.ts): the parent's list
 * of children (`User.posts`, with the child's list arguments) and the child's parent
 * (`Post.user`, null when it is not in the caller's view).
 */
const RELATIONS = (() => {
  const out = Object.fromEntries(RESOURCE_NAMES.map((r) => [r, {}])) as Record<
    ResourceName,
    Record<string, FieldResolver>
  >
  for (const { parent, child, field, embedKey, expandKey } of RESOURCE_LINKS) {
    out[parent][embedKey] = (record, args, ctx) => list(ctx, child, args, { [field]: record.id })
    out[child][expandKey] = (record, _, ctx) => getOrNull(ctx, parent, record[field])
  }
  return out
})()

/** Each resource's queries, as the hosted original names them: `posts`, `postsPage`, `post`. */
const QUERIES = Object.fromEntries(
  RESOURCE_NAMES.flatMap((r) => [
    [r, (_: unknown, args: Args, ctx: GraphQLContext) => list(ctx, r, args)],
    [`${r}Page`, (_: unknown, args: Args, ctx: GraphQLContext) => page(ctx, r, args)],
    [
      RESOURCES[r].singular,
      (_: unknown, { id }: Args, ctx: GraphQLContext) => getOrNull(ctx, r, id),
    ],
  ]),
)

/** A photo's image as GraphQL answers it: a root-relative URL on the request's origin. */
const absolute = (field: string) => (record: Item, _: Args, ctx: GraphQLContext) => {
  const url = record[field]
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')
    ? `${ctx.origin}${url}`
    : url
}

export const resolvers: IResolvers = {
  Query: {
    ...QUERIES,
    me: (_, __, ctx: GraphQLContext) => ctx.services.auth.me(bearer(ctx)),
    ...paymentResolvers.Query,
    uploads: async (_, args, ctx: GraphQLContext) => {
      const given = (v: unknown) => (v === null ? undefined : v)
      const query = {
        category: given(args.category) as string | undefined,
        page: given(args.page) as number | undefined,
        limit: given(args.limit) as number | undefined,
      }
      const { data } = await ctx.services.uploads.list(ctx.identity, query)
      return data.map((file) => viewOf(file, ctx.origin))
    },
    upload: (_, { id }, ctx: GraphQLContext) =>
      orNull(async () =>
        viewOf(await ctx.services.uploads.get(ctx.identity, String(id)), ctx.origin),
      ),
  },
  Mutation: {
    login: (_, args, ctx: GraphQLContext) =>
      ctx.services.auth.login(ctx.identity, loginArgs(args), tokenRequest(ctx, args)),
    register: (_, args, ctx: GraphQLContext) =>
      ctx.services.auth.register(
        ctx.identity,
        registerArgs(args),
        undefined,
        tokenRequest(ctx, args),
      ),
    refreshToken: (_, args, ctx: GraphQLContext) =>
      ctx.services.auth.refresh(
        String(args.refreshToken),
        tokenRequest(ctx, args),
        simulatesReuse(ctx.headers),
      ),
    ...Object.assign({}, ...RESOURCE_NAMES.map((r) => mutationsOf(r, SINGULAR[r]))),
    ...paymentResolvers.Mutation,
  },
  PaymentIntent: paymentResolvers.PaymentIntent,
  CheckoutSession: paymentResolvers.CheckoutSession,
  // Relations are plain field resolvers: the per-request caching overlay reads each resource's
  // overlay once, and the baseline side is in-memory indexes, so batching them adds nothing.
  User: {
    avatar: (user: Item, _, ctx: GraphQLContext) =>
      `${ctx.origin}/api/v1/avatars/${encodeURIComponent(String(user.username ?? user.id))}.svg`,
    ...RELATIONS.users,
  },
  // `userId` and `postId` have no resolver: every record holds them beside `user_id`/`post_id`.
  Post: {
    thumbnail: (post: Item, _, ctx: GraphQLContext) =>
      `${ctx.origin}/api/v1/thumbnails/post-${post.id}.svg`,
    ...RELATIONS.posts,
  },
  Comment: RELATIONS.comments,
  Todo: RELATIONS.todos,
  Album: RELATIONS.albums,
  // `url` and `thumbnailUrl` absolute, as `Post.thumbnail` is
  // (docs/contract/baseline-and-overlay.md#albums-and-photos).
  Photo: {
    url: absolute('url'),
    thumbnailUrl: absolute('thumbnailUrl'),
    ...RELATIONS.photos,
  },
}
