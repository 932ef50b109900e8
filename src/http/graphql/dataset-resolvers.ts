import type { IResolvers } from 'mercurius'
import type { RbacResource } from '../../domain/auth/roles.ts'
import { type ListQuery, toListQuery } from '../../domain/list/query.ts'
import type { RecordBody } from '../../domain/records.ts'
import type { Item } from '../../store/port.ts'
import { jsonScalar } from './json-scalar.ts'
import { orNull } from './or-null.ts'
import { allow, type GraphQLContext } from './resolvers.ts'
import { toCondition } from './where.ts'

/** The names the schema gave a collection's and a singular resource's fields (dataset-schema.ts). */
export interface DatasetNames {
  collections: Array<{
    name: string
    type: string
    rbac: RbacResource
    query: { list: string; page: string; one: string }
    mutation: { create: string; update: string; remove: string }
    /** `Comment.post`: the parent whose id the child's `field` holds. */
    expands: Array<{ key: string; field: string; parent: string }>
    /** `Post.comments`: the children whose `field` is the parent's id. */
    embeds: Array<{ key: string; field: string; child: string }>
    ownFields: boolean
  }>
  singulars: Array<{
    name: string
    type: string
    rbac: RbacResource
    get: string
    update: string
    ownField: boolean
  }>
}

type Args = Record<string, unknown>

const dataset = (ctx: GraphQLContext) => {
  const service = ctx.services.dataset
  // Resolvers of a db.json exist only when one is served, and with it the service.
  if (!service) throw new Error('no db.json is served')
  return service
}

const given = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v)

/** A list's arguments as the domain reads them, typed by the collection's fields as it is now. */
function listQuery(ctx: GraphQLContext, name: string, args: Args, fixed?: ListQuery['filters']) {
  const fields = dataset(ctx).collection(name).list.fields
  return toListQuery(
    {
      page: given(args.page as number),
      limit: given(args.limit as number),
      q: given(args.q as string),
      _sort: given(args._sort as string),
      _order: given(args._order as string),
      cursor: given(args.cursor as string),
      where: toCondition(fields, given(args.where as Record<string, unknown>)),
    },
    undefined,
    fixed,
  )
}

async function page(
  ctx: GraphQLContext,
  name: string,
  rbac: RbacResource,
  args: Args,
  fixed?: ListQuery['filters'],
) {
  allow(ctx, rbac, 'read')
  return dataset(ctx).list(ctx.identity, name, listQuery(ctx, name, args, fixed))
}

/** A record of the caller's view, or null when it is not there (GraphQL's "not found"). */
async function getOrNull(ctx: GraphQLContext, name: string, rbac: RbacResource, id: unknown) {
  if (id === undefined || id === null) return null
  allow(ctx, rbac, 'read')
  return orNull(() => dataset(ctx).get(ctx.identity, name, String(id)))
}

/** The resolvers of the names a db.json's schema holds. */
export function datasetResolvers(names: DatasetNames): IResolvers {
  const Query: Record<string, unknown> = {}
  const Mutation: Record<string, unknown> = {}
  const out: IResolvers = { JSON: jsonScalar }
  const rbacOf = new Map(names.collections.map((c) => [c.name, c.rbac]))
  for (const c of names.collections) {
    const { name, rbac } = c
    Query[c.query.list] = async (_: unknown, args: Args, ctx: GraphQLContext) =>
      (await page(ctx, name, rbac, args)).data
    Query[c.query.page] = (_: unknown, args: Args, ctx: GraphQLContext) =>
      page(ctx, name, rbac, args)
    Query[c.query.one] = (_: unknown, args: Args, ctx: GraphQLContext) =>
      getOrNull(ctx, name, rbac, args.id)
    Mutation[c.mutation.create] = (_: unknown, args: Args, ctx: GraphQLContext) => {
      allow(ctx, rbac, 'create')
      return dataset(ctx).create(ctx.identity, name, { ...args } as RecordBody)
    }
    Mutation[c.mutation.update] = (_: unknown, { id, ...changes }: Args, ctx: GraphQLContext) => {
      allow(ctx, rbac, 'update')
      return dataset(ctx).patch(ctx.identity, name, String(id), changes as RecordBody)
    }
    Mutation[c.mutation.remove] = async (_: unknown, args: Args, ctx: GraphQLContext) => {
      allow(ctx, rbac, 'delete')
      await dataset(ctx).remove(ctx.identity, name, String(args.id))
      return true
    }
    const fields: Record<string, unknown> = {}
    if (c.ownFields) fields._record = (record: Item) => record
    for (const r of c.expands) {
      const parentRbac = rbacOf.get(r.parent) as RbacResource
      fields[r.key] = (record: Item, _: Args, ctx: GraphQLContext) =>
        getOrNull(ctx, r.parent, parentRbac, record[r.field])
    }
    for (const r of c.embeds) {
      const childRbac = rbacOf.get(r.child) as RbacResource
      fields[r.key] = async (record: Item, args: Args, ctx: GraphQLContext) =>
        (await page(ctx, r.child, childRbac, args, { [r.field]: record.id })).data
    }
    out[c.type] = fields as IResolvers[string]
  }
  for (const s of names.singulars) {
    const { name, rbac } = s
    Query[s.get] = (_: unknown, __: Args, ctx: GraphQLContext) => {
      allow(ctx, rbac, 'read')
      return dataset(ctx).getSingular(ctx.identity, name)
    }
    Mutation[s.update] = (_: unknown, args: Args, ctx: GraphQLContext) => {
      allow(ctx, rbac, 'update')
      return dataset(ctx).writeSingular(ctx.identity, name, { ...args } as RecordBody, true)
    }
    if (s.ownField) out[s.type] = { _record: (value: Record<string, unknown>) => value }
  }
  if (Object.keys(Query).length > 0) out.Query = Query as IResolvers[string]
  if (Object.keys(Mutation).length > 0) out.Mutation = Mutation as IResolvers[string]
  return out
}
