import { type TSchema, Type } from 'typebox'
import { MAX_FIELDS } from './records.ts'
import { aliasPairs } from './reference-aliases.ts'
import { RESOURCES, type ReferenceField, type ResourceName } from './resources.ts'
import { NoForbiddenKeys, SafeJson } from './safe-json.ts'

/**
 * What a record of a built-in resource may be sent as: the schemas REST validates its bodies
 * with, GraphQL its arguments and an import its rows (http/validation/schema-check.ts), and the
 * OpenAPI document shows.
 */

/** Known string fields: at most 10,000 characters. */
const Str = Type.String({ maxLength: 10_000 })
/**
 * `user_id` / `post_id` / `album_id`: an integer ≥ 1, or a numeric string the domain stores as a number; never
 * past 2^53 - 1, where a JSON number stops being the integer that was sent.
 */
const Ref = Type.Union([
  Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  Type.String({ pattern: '^[1-9][0-9]{0,14}$' }),
])
const StringMap = Type.Record(Type.String(), Str, { propertyNames: NoForbiddenKeys })
/** In a merge patch a nested null removes that key. */
const StringMapPatch = Type.Record(Type.String(), Type.Union([Str, Type.Null()]), {
  propertyNames: NoForbiddenKeys,
})

/** The typed fields, each alias (`userId`) typed as its reference and right after it (ADR 0003). */
const withAliasFields = (
  resource: ResourceName,
  fields: Record<string, TSchema>,
): Record<string, TSchema> =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([name, schema]) => {
      const alias = RESOURCES[resource].aliases[name as ReferenceField]
      return alias === undefined
        ? [[name, schema]]
        : [
            [name, schema],
            [alias, schema],
          ]
    }),
  )

const FIELDS: Record<ResourceName, Record<string, TSchema>> = {
  users: {
    name: Str,
    username: Str,
    email: Str,
    phone: Str,
    website: Str,
    address: StringMap,
    company: StringMap,
  },
  posts: withAliasFields('posts', { user_id: Ref, title: Str, body: Str }),
  comments: withAliasFields('comments', { post_id: Ref, name: Str, email: Str, body: Str }),
  todos: withAliasFields('todos', { user_id: Ref, title: Str, completed: Type.Boolean() }),
  albums: withAliasFields('albums', { user_id: Ref, title: Str }),
  photos: withAliasFields('photos', { album_id: Ref, title: Str, url: Str, thumbnailUrl: Str }),
}

/** A reference as answers hold it: the domain stores a numeric string as the number it names. */
const RefOut = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })
const StringMapOut = Type.Record(Type.String(), Type.String())

/**
 * The typed fields of a record as answers hold them, each optional: a record created or
 * replaced in a sandbox holds exactly the fields sent (docs/contract/baseline-and-overlay.md).
 * The OpenAPI document's record schemas list them, so generated clients type `post.title`.
 */
export const recordFields = (resource: ResourceName): Record<string, TSchema> =>
  Object.fromEntries(
    Object.entries(FIELDS[resource]).map(([name, schema]) => [
      name,
      Type.Optional(schema === Ref ? RefOut : schema === StringMap ? StringMapOut : schema),
    ]),
  )

/** A body of each kind per resource, for the schemas' and the answers' examples. */
export const BODY_EXAMPLES: Record<
  ResourceName,
  { create: Record<string, unknown>; patch: Record<string, unknown> }
> = {
  users: {
    create: {
      name: 'Ada Lovelace',
      username: 'ada',
      email: 'ada@example.com',
      address: { city: 'London' },
    },
    patch: { website: 'ada.dev', address: { city: 'Paris' }, phone: null },
  },
  posts: {
    create: { user_id: 1, title: 'Hello', body: 'My first post' },
    patch: { title: 'A better title' },
  },
  comments: {
    create: { post_id: 1, name: 'Nice one', email: 'ada@example.com', body: 'Great post!' },
    patch: { body: 'Great post, thanks!' },
  },
  todos: {
    // The hosted original's name: the record holds it and `user_id` alike.
    create: { userId: 1, title: 'Write the docs', completed: false },
    patch: { completed: true },
  },
  albums: {
    create: { userId: 1, title: 'Summer 2024' },
    patch: { title: 'Summer holidays' },
  },
  photos: {
    create: {
      albumId: 1,
      title: 'At the beach',
      url: '/api/v1/thumbnails/beach.svg?width=600&height=600',
      thumbnailUrl: '/api/v1/thumbnails/beach.svg?width=150&height=150',
    },
    patch: { title: 'At the seaside' },
  },
}

/** How a body may name a reference, for the body descriptions. */
function aliasNote(resource: ResourceName, patch: boolean) {
  return aliasPairs(resource)
    .map(
      ([canonical, alias]) =>
        ` \`${canonical}\` may be sent as \`${alias}\` (the hosted original's name), or both with the same value; the record holds both, counted as one field${patch ? ', and setting or removing either does both' : ''}.`,
    )
    .join('')
}

/** ` (user_id or userId under both names)`, for the create description. */
export const underBothNames = (resource: ResourceName) =>
  aliasPairs(resource)
    .map(([canonical, alias]) => ` (\`${canonical}\` or \`${alias}\` under both names)`)
    .join('')

/**
 * A record body: the known fields typed, all optional; other fields kept as supplied, up to 50
 * fields. For PATCH every field may also be null, which removes it (RFC 7386).
 */
function recordBody(resource: ResourceName, patch: boolean) {
  const properties = Object.fromEntries(
    Object.entries(FIELDS[resource]).map(([name, schema]) => {
      if (!patch) return [name, Type.Optional(schema)]
      const patchable = schema === StringMap ? StringMapPatch : schema
      return [name, Type.Optional(Type.Union([patchable, Type.Null()]))]
    }),
  )
  return Type.Object(properties, {
    additionalProperties: SafeJson,
    propertyNames: NoForbiddenKeys,
    // A reference sent under both its names is one field: the domain counts exactly.
    maxProperties: MAX_FIELDS + aliasPairs(resource).length,
    description: `${
      patch
        ? 'A JSON merge patch (RFC 7386): nested objects merge, `null` removes a field. `id` and `_sandbox` are ignored.'
        : 'The known fields are type-checked; any other field is kept as sent (up to 50 fields). `id` and `_sandbox` are ignored.'
    }${aliasNote(resource, patch)}`,
    examples: [BODY_EXAMPLES[resource][patch ? 'patch' : 'create']],
  })
}

/** The bodies of a resource's create, replace (PUT) and merge patch, by every way in. */
export const bodySchemas = (resource: ResourceName) => ({
  create: recordBody(resource, false),
  replace: recordBody(resource, false),
  patch: recordBody(resource, true),
})
