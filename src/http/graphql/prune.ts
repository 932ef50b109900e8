import {
  type DefinitionNode,
  type DocumentNode,
  type FieldDefinitionNode,
  Kind,
  type ObjectTypeDefinitionNode,
  parse,
  type TypeNode,
} from 'graphql'
import type { IResolvers } from 'mercurius'
import { RESOURCE_NAMES, type ResourceName } from '../../domain/resources.ts'
import { TYPE_NAMES } from './where.ts'

/**
 * The built-in part of the schema cut to the resources served (docs/contract/db-json.md#graphql): a
 * db.json collection named like a built-in replaces it, and `--no-builtin` serves none, so their
 * types, inputs and every field that reaches them leave the schema; a db.json's types are then
 * added beside.
 */

/** Types that exist only for one built-in resource. */
const OWN_TYPES: Readonly<Record<ResourceName, readonly string[]>> = {
  users: ['Address', 'Company', 'AddressInput', 'CompanyInput'],
  posts: [],
  comments: [],
  todos: [],
  albums: [],
  photos: [],
}

/** Fields that answer the auth profile, a `users` record whoever serves that collection. */
const PROFILE_FIELDS = new Set(['Query.me', 'AuthPayload.user'])

const named = (type: TypeNode): string =>
  type.kind === Kind.NAMED_TYPE ? type.name.value : named(type.type)

const hasFields = (
  def: DefinitionNode,
): def is DefinitionNode & { name: { value: string }; fields?: readonly unknown[] } =>
  'name' in def && def.name !== undefined

/** The built-in types a resource owns: its type, page, where inputs and nested inputs. */
function ownedBy(resource: ResourceName, document: DocumentNode): string[] {
  const type = TYPE_NAMES[resource]
  const out = [type, `${type}Page`, ...OWN_TYPES[resource]]
  for (const def of document.definitions) {
    if (!hasFields(def)) continue
    const name = def.name.value
    if (name.startsWith(type) && name.endsWith('Where')) out.push(name)
  }
  return out
}

/**
 * The document without the resources not served. `profileType` is the type a db.json gives its
 * `users` collection when it serves one: the auth fields keep answering a user, typed by it.
 */
export function pruneBuiltins(
  sdl: string,
  served: readonly ResourceName[],
  profileType: string | undefined,
): DocumentNode {
  const document = parse(sdl)
  const gone = RESOURCE_NAMES.filter((r) => !served.includes(r))
  if (gone.length === 0) return document
  const removed = new Set(gone.flatMap((r) => ownedBy(r, document)))
  // The one field of a resource that names none of its types: `deletePost(id: ID!): Boolean!`.
  const deletes = new Set(gone.map((r) => `Mutation.delete${TYPE_NAMES[r]}`))
  const keeps = (owner: string, field: FieldDefinitionNode) => {
    if (deletes.has(`${owner}.${field.name.value}`)) return false
    const type = named(field.type)
    if (removed.has(type) && !(PROFILE_FIELDS.has(`${owner}.${field.name.value}`) && profileType))
      return false
    return !(field.arguments ?? []).some((a) => removed.has(named(a.type)))
  }
  const definitions: DefinitionNode[] = []
  for (const def of document.definitions) {
    if (hasFields(def) && removed.has(def.name.value)) continue
    if (def.kind === Kind.OBJECT_TYPE_DEFINITION) {
      const owner = def.name.value
      const fields = (def.fields ?? [])
        .filter((f) => keeps(owner, f))
        .map((f) =>
          removed.has(named(f.type)) && profileType
            ? { ...f, type: retype(f.type, profileType) }
            : f,
        )
      definitions.push({ ...def, fields })
    } else definitions.push(def)
  }
  return { ...document, definitions }
}

/** `User` → `Member` inside whatever list and non-null wrappers the field has. */
function retype(type: TypeNode, name: string): TypeNode {
  if (type.kind === Kind.NAMED_TYPE) return { ...type, name: { ...type.name, value: name } }
  return { ...type, type: retype(type.type, name) } as TypeNode
}

/**
 * `extra`'s definitions added to `base`: an object type both define (Query, Mutation) gets the
 * fields of both; an object type left with no field (a Query with nothing served) gets one
 * saying so, since GraphQL refuses an empty one.
 */
export function mergeDocuments(base: DocumentNode, extra: DocumentNode): DocumentNode {
  const byName = new Map<string, ObjectTypeDefinitionNode>()
  const definitions: DefinitionNode[] = []
  for (const def of [...base.definitions, ...extra.definitions]) {
    if (def.kind === Kind.OBJECT_TYPE_DEFINITION && byName.has(def.name.value)) {
      const first = byName.get(def.name.value) as ObjectTypeDefinitionNode
      const merged = { ...first, fields: [...(first.fields ?? []), ...(def.fields ?? [])] }
      byName.set(def.name.value, merged)
      definitions[definitions.indexOf(first)] = merged
      continue
    }
    if (def.kind === Kind.OBJECT_TYPE_DEFINITION) byName.set(def.name.value, def)
    definitions.push(def)
  }
  const filled = definitions.map((def) =>
    def.kind === Kind.OBJECT_TYPE_DEFINITION && (def.fields ?? []).length === 0
      ? { ...def, fields: (parse(EMPTY).definitions[0] as ObjectTypeDefinitionNode).fields }
      : def,
  )
  return { ...base, definitions: filled }
}

const EMPTY = `type Empty {
  "Nothing is served here: no built-in resource and no db.json collection."
  _empty: Boolean
}`

/** The type and field names a document defines. */
export function fieldsOf(document: DocumentNode): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>()
  for (const def of document.definitions) {
    if (!hasFields(def)) continue
    const fields = (def.fields ?? []) as readonly { name: { value: string } }[]
    out.set(def.name.value, new Set(fields.map((f) => f.name.value)))
  }
  return out
}

/** The resolvers of the types and fields the document still has (Mercurius refuses others). */
export function resolversFor(document: DocumentNode, resolvers: IResolvers): IResolvers {
  const defined = fieldsOf(document)
  const out: IResolvers = {}
  for (const [type, resolver] of Object.entries(resolvers)) {
    const fields = defined.get(type)
    if (!fields) continue
    if (fields.size === 0 || typeof resolver !== 'object' || resolver === null) {
      out[type] = resolver
      continue
    }
    out[type] = Object.fromEntries(
      Object.entries(resolver as Record<string, unknown>).filter(([field]) => fields.has(field)),
    ) as IResolvers[string]
  }
  return out
}
