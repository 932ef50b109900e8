import type { IResolvers } from 'mercurius'
import { type DataCatalog, pascal } from '../../domain/dataset/catalog.ts'
import { isResourceName } from '../../domain/resources.ts'
import { type DatasetNames, datasetResolvers } from './dataset-resolvers.ts'
import { isGraphQLName, recordShape, type Shape } from './dataset-shapes.ts'
import { datasetExample, type ExampleCollection } from './graphiql-example.ts'
import { JSON_SCALAR_SDL } from './json-scalar.ts'
import { CURSOR_ARG, listArgs } from './schema.ts'
import { whereInputs } from './where.ts'

/**
 * The GraphQL side of a db.json (docs/contract/db-json.md#graphql): for each collection a type
 * inferred from its records, its list, page and record queries, create/update/delete mutations and
 * a `where` input; json-server's relations as fields (`Comment.post`, `Post.comments`); each
 * singular resource as a typed query and an update mutation. Names the rest of the schema holds are
 * not taken: a type gets `Record` appended, a root field a number.
 */

const SCALAR_BUILTINS = ['String', 'Int', 'Float', 'Boolean', 'ID', 'JSON']

/** Fields of ours on every db.json type; a record's own field of the same name is not listed. */
const OWN_FIELDS = `
    "created or updated when the record comes from your sandbox."
    _sandbox: String
    "The whole record as JSON, fields GraphQL cannot name (first-name) included."
    _record: JSON`

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const doc = (s: string) => JSON.stringify(s)

/** Names already in the schema, and the claiming of new ones. */
function namer(taken: ReadonlyMap<string, ReadonlySet<string>>) {
  const types = new Set([...taken.keys(), ...SCALAR_BUILTINS])
  const fields = {
    Query: new Set(taken.get('Query') ?? []),
    Mutation: new Set(taken.get('Mutation') ?? []),
  }
  return {
    /** `base`, or `baseRecord`, `baseRecord2` …: the first whose `suffixes` are all free. */
    type(base: string, suffixes: readonly string[] = ['']): string {
      for (let n = 1; ; n++) {
        const name = n === 1 ? base : `${base}Record${n === 2 ? '' : n - 1}`
        if (suffixes.every((s) => !types.has(name + s))) {
          for (const s of suffixes) types.add(name + s)
          return name
        }
      }
    },
    field(root: 'Query' | 'Mutation', base: string): string {
      for (let n = 1; ; n++) {
        const name = n === 1 ? base : `${base}${n}`
        if (!fields[root].has(name)) {
          fields[root].add(name)
          return name
        }
      }
    },
  }
}

type Namer = ReturnType<typeof namer>

/** The GraphQL type of a shape; object shapes become types of their own, written to `out`. */
function typeOf(shape: Shape, name: string, names: Namer, out: string[]): string {
  if ('scalar' in shape) return shape.scalar
  const type = names.type(name)
  const members = [...shape.fields].map(
    ([key, sub]) => `    ${key}: ${typeOf(sub, `${type}${capital(key)}`, names, out)}`,
  )
  out.push(`  type ${type} {\n${members.join('\n')}\n  }`)
  return type
}

/** A mutation's arguments for the fields of a shape: scalars as they are, objects as JSON. */
const inputArgs = (fields: ReadonlyMap<string, Shape>) =>
  [...fields]
    .filter(([key]) => key !== 'id')
    .map(([key, shape]) => `${key}: ${'scalar' in shape ? shape.scalar : 'JSON'}`)

const argList = (args: readonly string[]) => (args.length > 0 ? `(${args.join(', ')})` : '')

export interface DatasetSchema {
  sdl: string
  resolvers: IResolvers
  /** The type of the file's `users`, which the auth fields then answer. */
  profileType: string | undefined
  /** GraphiQL's first query over the file, when it has a collection. */
  example: string | undefined
}

/**
 * The SDL and resolvers of a db.json's collections and singular resources. `records` are a
 * collection's baseline records (read once, for the types); `taken` the schema's other names.
 */
export function datasetSchema(
  catalog: DataCatalog,
  records: (name: string) => Iterable<Record<string, unknown>>,
  taken: ReadonlyMap<string, ReadonlySet<string>>,
  /** The page-size cap the list arguments describe (`--max-limit`). */
  maxLimit: number,
): DatasetSchema {
  const names = namer(taken)
  const collections = [...catalog.collections.values()].sort(
    (a, b) => Number(b.name === 'users') - Number(a.name === 'users'),
  )
  // Types first, so that relations can name the types of other collections.
  const typeNames = new Map<string, string>()
  for (const c of collections) typeNames.set(c.name, names.type(c.typeName, ['', 'Page', 'Where']))

  const out: string[] = [JSON_SCALAR_SDL]
  const query: string[] = []
  const mutation: string[] = []
  const resolved: DatasetNames = { collections: [], singulars: [] }
  const shapes = new Map(collections.map((c) => [c.name, recordShape(records(c.name))]))
  const examples: ExampleCollection[] = []
  for (const c of collections) {
    const type = typeNames.get(c.name) as string
    const fields = shapes.get(c.name) as Map<string, Shape>
    const own = new Set(fields.keys())
    const members = [`    id: ID!`]
    for (const [key, shape] of fields) {
      if (key === 'id') continue
      members.push(`    ${key}: ${typeOf(shape, `${type}${capital(key)}`, names, out)}`)
    }
    if (!own.has('_sandbox') && !own.has('_record')) members.push(OWN_FIELDS)
    const expands = c.expands.filter((r) => !own.has(r.expandKey) && isGraphQLName(r.expandKey))
    const embeds = c.embeds.filter((r) => !own.has(r.embedKey))
    for (const r of expands) {
      members.push(
        `    ${doc(`The ${r.expandKey} its ${r.field} names (null when not in your view).`)}\n    ${r.expandKey}: ${typeNames.get(r.parent)}`,
      )
    }
    for (const r of embeds) {
      const child = typeNames.get(r.child) as string
      members.push(
        `    ${doc(`The ${r.child} whose ${r.field} is this ${c.singular}'s id.`)}\n    ${r.embedKey}(${listArgs(child, maxLimit)}\n    ): [${child}!]!`,
      )
    }
    out.push(
      `  ${doc(`A record of the db.json collection ${c.name} (/api/v1/${c.name}).`)}\n  type ${type} {\n${members.join('\n')}\n  }`,
      `  ${doc(`A page of ${type} records with its pagination.`)}\n  type ${type}Page {\n    data: [${type}!]!\n    pagination: Pagination!\n  }`,
    )
    out.push(
      whereInputs([{ type, fields: c.list.fields, strict: false }], (name) => names.type(name)),
    )
    const list = names.field('Query', c.name)
    const page = names.field('Query', `${c.name}Page`)
    const one = names.field('Query', c.singular === c.name ? `${c.singular}ById` : c.singular)
    query.push(
      `    ${doc(`The ${c.name} of the db.json, as GET /api/v1/${c.name} lists them.`)}\n    ${list}(${listArgs(type, maxLimit)}\n    ): [${type}!]!`,
      `    ${doc(`The ${c.name} with their pagination, by page number or by cursor.`)}\n    ${page}(${listArgs(type, maxLimit)}${CURSOR_ARG}\n    ): ${type}Page!`,
      `    ${one}(id: ID!): ${type}`,
    )
    const args = inputArgs(fields)
    const create = names.field('Mutation', `create${type}`)
    const update = names.field('Mutation', `update${type}`)
    const remove = names.field('Mutation', `delete${type}`)
    mutation.push(
      `    ${doc(`Creates a ${c.singular} in your sandbox (local-… id), as POST /api/v1/${c.name}.`)}\n    ${create}${argList(args)}: ${type}!`,
      `    ${doc('Changes the fields given; null removes one (a JSON merge patch, as PATCH).')}\n    ${update}(id: ID!${args.length > 0 ? `, ${args.join(', ')}` : ''}): ${type}!`,
      `    ${remove}(id: ID!): Boolean!`,
    )
    examples.push({
      name: c.name,
      list,
      fields,
      embeds: embeds.map((r) => ({
        key: r.embedKey,
        field: r.field,
        fields: shapes.get(r.child) ?? new Map(),
      })),
    })
    resolved.collections.push({
      name: c.name,
      type,
      rbac: rbacOf(c.name),
      query: { list, page, one },
      mutation: { create, update, remove },
      expands: expands.map((r) => ({ key: r.expandKey, field: r.field, parent: r.parent })),
      embeds: embeds.map((r) => ({ key: r.embedKey, field: r.field, child: r.child })),
      ownFields: !own.has('_sandbox') && !own.has('_record'),
    })
  }

  for (const [name, value] of catalog.singulars) {
    const shape = recordShape([value])
    const type = names.type(pascal(name))
    const members = [...shape].map(
      ([key, sub]) => `    ${key}: ${typeOf(sub, `${type}${capital(key)}`, names, out)}`,
    )
    if (!shape.has('_record'))
      members.push(
        `    "The whole resource as JSON, fields GraphQL cannot name included."\n    _record: JSON`,
      )
    out.push(
      `  ${doc(`The db.json's singular resource ${name} (/api/v1/${name}).`)}\n  type ${type} {\n${members.join('\n')}\n  }`,
    )
    const get = names.field('Query', name)
    const update = names.field('Mutation', `update${type}`)
    query.push(`    ${doc(`${name} as your sandbox has it.`)}\n    ${get}: ${type}!`)
    const args = inputArgs(shape)
    mutation.push(
      `    ${doc(`Changes the fields of ${name} given; null removes one (a JSON merge patch).`)}\n    ${update}${argList(args)}: ${type}!`,
    )
    resolved.singulars.push({
      name,
      type,
      rbac: rbacOf(name),
      get,
      update,
      ownField: !shape.has('_record'),
    })
  }

  if (query.length > 0) out.push(`  type Query {\n${query.join('\n')}\n  }`)
  if (mutation.length > 0) out.push(`  type Mutation {\n${mutation.join('\n')}\n  }`)
  return {
    sdl: out.join('\n\n'),
    resolvers: datasetResolvers(resolved),
    profileType: catalog.collections.has('users') ? typeNames.get('users') : undefined,
    example: datasetExample(examples),
  }
}

/** A collection named like a built-in keeps that resource's row of the role matrix (as REST). */
const rbacOf = (name: string) => (isResourceName(name) ? name : ('custom' as const))
