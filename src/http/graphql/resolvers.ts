import type { IResolvers, MercuriusLoaders } from 'mercurius'
import { bearerToken } from '../../auth/bearer.ts'
import { ProblemError } from '../../domain/errors.ts'
import { type ListArgs, type ListQuery, toListQuery } from '../../domain/list/query.ts'
import type { ResourceName } from '../../domain/resources.ts'
import type { Services } from '../../domain/services.ts'
import type { Item } from '../../store/port.ts'
import { loginArgs, recordArgs, registerArgs } from '../schema-check.ts'

export interface GraphQLContext {
  identity: string
  services: Services
  /** Origin for absolute avatar and thumbnail URLs. */
  origin: string
  authorization: string | undefined
}

declare module 'mercurius' {
  interface MercuriusContext extends GraphQLContext {}
}

type Args = Record<string, unknown>

/**
 * Mercurius keys every loader call by stringifying its parent record whole, which measured as
 * the largest cost of a nested query (BENCHMARKS.md). Records handed to GraphQL are therefore
 * views whose JSON form is their id: each parent still gets its own key, and fields read through
 * to the record.
 */
function loaderKey(this: Item) {
  return this.id
}
const asParent = (item: Item): Item => {
  const view = Object.create(item) as Item
  view.toJSON = loaderKey
  return view
}

const list = async (
  ctx: GraphQLContext,
  resource: ResourceName,
  args: Args,
  filters?: ListQuery['filters'],
) =>
  (
    await ctx.services.records.list(
      ctx.identity,
      resource,
      toListQuery(args as ListArgs, resource, filters),
    )
  ).data.map(asParent)

/** A record of the caller's view, or null when it is not there (GraphQL's "not found"). */
async function getOrNull(
  ctx: GraphQLContext,
  resource: ResourceName,
  id: unknown,
): Promise<Item | null> {
  if (id === undefined || id === null) return null
  try {
    return asParent(await ctx.services.records.get(ctx.identity, resource, String(id)))
  } catch (err) {
    if (err instanceof ProblemError && err.code === 'NOT_FOUND') return null
    throw err
  }
}

const bearer = (ctx: GraphQLContext) => bearerToken(ctx.authorization)

/** create/update/delete mutations of one resource, named as the hosted original names them. */
function mutationsOf(resource: ResourceName, singular: string) {
  return {
    [`create${singular}`]: (_: unknown, args: Args, ctx: GraphQLContext) =>
      ctx.services.records.create(ctx.identity, resource, recordArgs(resource, 'create', args)),
    [`update${singular}`]: (_: unknown, { id, ...changes }: Args, ctx: GraphQLContext) =>
      ctx.services.records.patch(
        ctx.identity,
        resource,
        String(id),
        recordArgs(resource, 'patch', changes),
      ),
    [`delete${singular}`]: async (_: unknown, { id }: Args, ctx: GraphQLContext) => {
      await ctx.services.records.remove(ctx.identity, resource, String(id))
      return true
    },
  }
}

export const resolvers: IResolvers = {
  Query: {
    users: (_, args, ctx: GraphQLContext) => list(ctx, 'users', args),
    posts: (_, args, ctx: GraphQLContext) => list(ctx, 'posts', args),
    comments: (_, args, ctx: GraphQLContext) => list(ctx, 'comments', args),
    todos: (_, args, ctx: GraphQLContext) => list(ctx, 'todos', args),
    user: (_, { id }, ctx: GraphQLContext) => getOrNull(ctx, 'users', id),
    post: (_, { id }, ctx: GraphQLContext) => getOrNull(ctx, 'posts', id),
    comment: (_, { id }, ctx: GraphQLContext) => getOrNull(ctx, 'comments', id),
    todo: (_, { id }, ctx: GraphQLContext) => getOrNull(ctx, 'todos', id),
    me: (_, __, ctx: GraphQLContext) => ctx.services.auth.me(bearer(ctx)),
  },
  Mutation: {
    login: (_, args, ctx: GraphQLContext) => ctx.services.auth.login(ctx.identity, loginArgs(args)),
    register: (_, args, ctx: GraphQLContext) =>
      ctx.services.auth.register(ctx.identity, registerArgs(args)),
    refreshToken: (_, { refreshToken }, ctx: GraphQLContext) =>
      ctx.services.auth.refresh(String(refreshToken)),
    ...mutationsOf('users', 'User'),
    ...mutationsOf('posts', 'Post'),
    ...mutationsOf('comments', 'Comment'),
    ...mutationsOf('todos', 'Todo'),
  },
  User: {
    avatar: (user: Item, _, ctx: GraphQLContext) =>
      `${ctx.origin}/api/v1/avatars/${encodeURIComponent(String(user.username ?? user.id))}.svg`,
  },
  Post: {
    userId: (post: Item) => post.user_id ?? post.userId,
    thumbnail: (post: Item, _, ctx: GraphQLContext) =>
      `${ctx.origin}/api/v1/thumbnails/post-${post.id}.svg`,
  },
  Comment: { postId: (comment: Item) => comment.post_id ?? comment.postId },
  Todo: { userId: (todo: Item) => todo.user_id ?? todo.userId },
}

type Query = { obj: Item; params: Args }

/**
 * Relational fields resolved in batches per request. With the per-request caching overlay the
 * whole batch reads each resource's overlay once; the baseline side is in-memory indexes.
 */
const each =
  (fn: (q: Query, ctx: GraphQLContext) => Promise<unknown>) =>
  (queries: Query[], ctx: GraphQLContext) =>
    Promise.all(queries.map((q) => fn(q, ctx)))

export const loaders: MercuriusLoaders = {
  User: {
    posts: each(({ obj, params }, ctx) => list(ctx, 'posts', params, { user_id: obj.id })),
    todos: each(({ obj, params }, ctx) => list(ctx, 'todos', params, { user_id: obj.id })),
  },
  Post: {
    user: each(({ obj }, ctx) => getOrNull(ctx, 'users', obj.user_id)),
    comments: each(({ obj, params }, ctx) => list(ctx, 'comments', params, { post_id: obj.id })),
  },
  Comment: { post: each(({ obj }, ctx) => getOrNull(ctx, 'posts', obj.post_id)) },
  Todo: { user: each(({ obj }, ctx) => getOrNull(ctx, 'users', obj.user_id)) },
}
