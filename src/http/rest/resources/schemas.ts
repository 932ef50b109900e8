import { type TSchema, Type } from 'typebox'
import { FORBIDDEN_KEYS } from '../../../domain/merge-patch.ts'
import { RECORD_ID_PATTERN } from '../../../domain/record-id.ts'
import { type FilterName, RESOURCES, type ResourceName } from '../../../domain/resources.ts'

/** Known string fields: at most 10,000 characters (SPEC §4). */
const Str = Type.String({ maxLength: 10_000 })
/** `user_id` / `post_id`: an integer ≥ 1, or a numeric string the domain stores as a number. */
const Ref = Type.Union([Type.Integer({ minimum: 1 }), Type.String({ pattern: '^[1-9][0-9]{0,14}$' })])
const NoForbiddenKeys = { not: { enum: [...FORBIDDEN_KEYS] } }
/**
 * Any JSON value whose objects, at any depth, carry no prototype-polluting key. Shared by id so
 * that both validators and the OpenAPI document resolve the recursion.
 */
export const SafeJsonSchema = {
  $id: 'SafeJson',
  description: 'Any JSON value; no key may be __proto__, constructor or prototype',
  propertyNames: NoForbiddenKeys,
  additionalProperties: { $ref: 'SafeJson#' },
  items: { $ref: 'SafeJson#' },
}
const SafeJson = Type.Unsafe<unknown>({ $ref: 'SafeJson#' })
const StringMap = Type.Record(Type.String(), Str, { propertyNames: NoForbiddenKeys })
/** In a merge patch a nested null removes that key. */
const StringMapPatch = Type.Record(Type.String(), Type.Union([Str, Type.Null()]), {
  propertyNames: NoForbiddenKeys,
})

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
  posts: { user_id: Ref, title: Str, body: Str },
  comments: { post_id: Ref, name: Str, email: Str, body: Str },
  todos: { user_id: Ref, title: Str, completed: Type.Boolean() },
}

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
    maxProperties: 50,
  })
}

export const bodySchemas = (resource: ResourceName) => ({
  create: recordBody(resource, false),
  replace: recordBody(resource, false),
  patch: recordBody(resource, true),
})

export const ItemParams = Type.Object({
  id: Type.String({ pattern: RECORD_ID_PATTERN, description: 'An integer or local-<uuid>' }),
})

const PositiveInt = Type.Integer({ minimum: 1 })
const FILTER_SCHEMAS = {
  user_id: PositiveInt,
  post_id: PositiveInt,
  completed: Type.Boolean(),
} as const

/** List query parameters of one resource (SPEC §5); unknown parameters are ignored. */
export function listQuery(resource: ResourceName, omit?: FilterName) {
  const def = RESOURCES[resource]
  const filters = Object.fromEntries(
    def.filters.filter((f) => f !== omit).map((f) => [f, Type.Optional(FILTER_SCHEMAS[f])]),
  )
  return Type.Object(
    {
      page: Type.Optional(PositiveInt),
      limit: Type.Optional(PositiveInt),
      _page: Type.Optional(PositiveInt),
      _limit: Type.Optional(PositiveInt),
      q: Type.Optional(Type.String({ maxLength: 200 })),
      _sort: Type.Optional(Type.Union(def.sortFields.map((f) => Type.Literal(f)))),
      _order: Type.Optional(Type.String({ pattern: '^([aA][sS][cC]|[dD][eE][sS][cC])$' })),
      ...filters,
    },
    { additionalProperties: true },
  )
}

export type ListQueryString = {
  page?: number
  limit?: number
  _page?: number
  _limit?: number
  q?: string
  _sort?: string
  _order?: string
  user_id?: number
  post_id?: number
  completed?: boolean
}
