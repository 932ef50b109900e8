import type { FastifyInstance } from 'fastify'
import { parse, print } from 'graphql'
import type { IResolvers } from 'mercurius'
import { datasetSchema } from './dataset-schema.ts'
import { BUILTIN_EXAMPLE } from './graphiql-example.ts'
import { fieldsOf, mergeDocuments, pruneBuiltins, resolversFor } from './prune.ts'
import { schemaFor } from './schema.ts'

/** Each type's resolvers of both sets; a type both define gets the fields of both. */
function mergeResolvers(a: IResolvers, b: IResolvers): IResolvers {
  const out: IResolvers = { ...a }
  for (const [type, fields] of Object.entries(b)) {
    const before = out[type]
    out[type] =
      before && typeof before === 'object' && typeof fields === 'object'
        ? ({ ...before, ...fields } as IResolvers[string])
        : fields
  }
  return out
}

/**
 * The schema and resolvers of what this instance serves: the built-in schema as written when no
 * db.json is served; otherwise cut to the built-ins still served, with the file's types beside
 * (docs/contract/db-json.md#watch). Built once at start: a `--watch` reload changes records, not
 * types.
 */
export function servedSchema(
  app: FastifyInstance,
  resolvers: IResolvers,
): { schema: string; resolvers: IResolvers; example: string } {
  const builtinSchema = schemaFor(app.config.maxLimit)
  if (!app.services.dataset) return { schema: builtinSchema, resolvers, example: BUILTIN_EXAMPLE }
  const profileType = app.catalog.collections.get('users')?.typeName
  const pruned = pruneBuiltins(builtinSchema, app.builtins, profileType)
  const files = datasetSchema(
    app.catalog,
    (name) => app.baseline.all(name),
    fieldsOf(pruned),
    app.config.maxLimit,
  )
  // The auth fields were retyped to the name the file's users would get; they must agree.
  if (files.profileType !== profileType)
    throw new Error(`users typed ${files.profileType}, the auth fields ${profileType}`)
  const document = mergeDocuments(pruned, parse(files.sdl))
  const builtinExample = ['users', 'posts', 'comments'].every((r) =>
    (app.builtins as readonly string[]).includes(r),
  )
  return {
    example: builtinExample ? BUILTIN_EXAMPLE : (files.example ?? '{ __typename }\n'),
    schema: print(document),
    resolvers: resolversFor(document, mergeResolvers(resolvers, files.resolvers)),
  }
}
