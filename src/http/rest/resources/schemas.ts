import { type Static, type TOptional, type TSchema, Type } from 'typebox'
import { FORBIDDEN_KEYS } from '../../../domain/merge-patch.ts'
import { RECORD_ID_PATTERN } from '../../../domain/record-id.ts'
import {
  type FilterName,
  RESOURCE_NAMES,
  RESOURCES,
  type ResourceName,
} from '../../../domain/resources.ts'
import {
  API_PROBLEMS,
  IDEMPOTENCY_NOTE,
  jsonResponse,
  KEY_REUSED,
  LIST_PARAMS,
  listResponse,
  problems,
  RecordIdOut,
  ref,
  WRITE_PROBLEMS,
} from '../common-schemas.ts'
import { shapeParams } from '../shape-schemas.ts'

/** Known string fields: at most 10,000 characters (SPEC §4). */
const Str = Type.String({ maxLength: 10_000 })
/**
 * `user_id` / `post_id`: an integer ≥ 1, or a numeric string the domain stores as a number; never
 * past 2^53 - 1, where a JSON number stops being the integer that was sent.
 */
const Ref = Type.Union([
  Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  Type.String({ pattern: '^[1-9][0-9]{0,14}$' }),
])
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

const BODY_EXAMPLES: Record<ResourceName, { create: object; patch: object }> = {
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
    create: { user_id: 1, title: 'Hello', body: 'My first post', userId: 1 },
    patch: { title: 'A better title' },
  },
  comments: {
    create: { post_id: 1, name: 'Nice one', email: 'ada@example.com', body: 'Great post!' },
    patch: { body: 'Great post, thanks!' },
  },
  todos: {
    create: { user_id: 1, title: 'Write the docs', completed: false },
    patch: { completed: true },
  },
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
    description: patch
      ? 'A JSON merge patch (RFC 7386): nested objects merge, `null` removes a field. `id` and `_sandbox` are ignored.'
      : 'The known fields are type-checked; any other field is kept as sent (up to 50 fields). `id` and `_sandbox` are ignored.',
    examples: [BODY_EXAMPLES[resource][patch ? 'patch' : 'create']],
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

const FILTER_SCHEMAS = {
  user_id: Type.Integer({ minimum: 1, description: 'Only records of this user' }),
  post_id: Type.Integer({ minimum: 1, description: 'Only comments of this post' }),
  completed: Type.Boolean({ description: 'Only completed (`true`) or open (`false`) todos' }),
} as const
const page = (description: string) => Type.Optional(Type.Integer({ minimum: 1, description }))

/** List query parameters of one resource (SPEC §5); unknown parameters are ignored. */
export function listQuery(resource: ResourceName, omit?: FilterName) {
  const def = RESOURCES[resource]
  // Typed as if every filter were there, so that the query's type names them all (optional, as
  // toListQuery reads them); the schema holds this resource's, and others pass unvalidated.
  const filters = Object.fromEntries(
    def.filters.filter((f) => f !== omit).map((f) => [f, Type.Optional(FILTER_SCHEMAS[f])]),
  ) as { [F in FilterName]: TOptional<(typeof FILTER_SCHEMAS)[F]> }
  return Type.Object(
    {
      page: page(LIST_PARAMS.page),
      limit: page(LIST_PARAMS.limit),
      _page: page(LIST_PARAMS._page),
      _limit: page(LIST_PARAMS._limit),
      q: Type.Optional(
        Type.String({
          maxLength: 200,
          description: `${LIST_PARAMS.q}: ${def.textFields.join(', ')}`,
        }),
      ),
      // A string: the field list differs per resource, so the union has no static type of its own.
      _sort: Type.Optional(
        Type.Unsafe<string>(
          Type.Union(
            def.sortFields.map((f) => Type.Literal(f)),
            { description: LIST_PARAMS._sort },
          ),
        ),
      ),
      _order: Type.Optional(
        Type.String({
          pattern: '^([aA][sS][cC]|[dD][eE][sS][cC])$',
          description: LIST_PARAMS._order,
        }),
      ),
      ...filters,
      ...shapeParams(resource),
    },
    { additionalProperties: true },
  )
}

const COMPONENT: Record<ResourceName, string> = {
  users: 'User',
  posts: 'Post',
  comments: 'Comment',
  todos: 'Todo',
}
const SINGULAR: Record<ResourceName, string> = {
  users: 'user',
  posts: 'post',
  comments: 'comment',
  todos: 'todo',
}

export const DeleteResult = Type.Object(
  {
    message: Type.String(),
    id: RecordIdOut,
    resource: Type.String({ enum: [...RESOURCE_NAMES] }),
  },
  {
    description: '`id` has the type it had in the path',
    examples: [{ message: 'Post 1 deleted', id: 1, resource: 'posts' }],
  },
)

const CREATED_ID = 'local-5b0c3a8e-6f1d-4c2a-9e47-2d8f1b6a9c30'
const PATCH_MEDIA_TYPES = ['application/json', 'application/merge-patch+json']

/** Summaries, descriptions and responses of the six routes of one resource (SPEC §4, §5). */
export function resourceDocs(resource: ResourceName) {
  const one = SINGULAR[resource]
  const record = ref(COMPONENT[resource])
  const body = [413, 415] as const
  return {
    list: {
      summary: `List ${resource}`,
      description: `A page of ${resource} as this sandbox sees them: records created here first (newest first), then the shared ones in id order, with this sandbox's changes applied and its deletions left out. Unknown query parameters are ignored.`,
      response: {
        200: listResponse(`A page of ${resource}`, record),
        ...problems(400, ...API_PROBLEMS),
      },
    },
    create: {
      summary: `Create a ${one}`,
      description: `Creates a ${one} in this sandbox only, with a new \`local-<uuid>\` id and \`_sandbox: "created"\`. The answer holds exactly the fields sent, plus \`id\` and \`_sandbox\`. At most 30 created ${resource} per sandbox.${IDEMPOTENCY_NOTE}`,
      response: {
        200: jsonResponse(`The created ${one}`, record, {
          example: { id: CREATED_ID, ...BODY_EXAMPLES[resource].create, _sandbox: 'created' },
        }),
        ...problems(400, 403, KEY_REUSED, ...body, ...API_PROBLEMS, ...WRITE_PROBLEMS),
      },
    },
    get: {
      summary: `Get a ${one}`,
      response: {
        200: jsonResponse(`The ${one}`, record),
        ...problems(400, 404, ...API_PROBLEMS),
      },
    },
    replace: {
      summary: `Replace a ${one}`,
      description: `Replaces every field of the ${one} (for this sandbox only): the answer is \`{id, ...fields sent, _sandbox}\`.`,
      response: {
        200: jsonResponse(`The ${one} as replaced`, record),
        ...problems(400, 404, ...body, ...API_PROBLEMS, ...WRITE_PROBLEMS),
      },
    },
    patch: {
      summary: `Update a ${one} (JSON merge patch)`,
      description: `Applies an RFC 7386 merge patch to the ${one}, for this sandbox only: nested objects merge and \`null\` removes a field. \`application/merge-patch+json\` is accepted too.`,
      consumes: PATCH_MEDIA_TYPES,
      response: {
        200: jsonResponse(`The ${one} as patched`, record),
        ...problems(400, 404, ...body, ...API_PROBLEMS, ...WRITE_PROBLEMS),
      },
    },
    remove: {
      summary: `Delete a ${one}`,
      description: `A shared ${one} is hidden for this sandbox only (then 404 here); a ${one} created here is removed and frees its slot.`,
      response: {
        200: jsonResponse('What was deleted', DeleteResult, {
          example: {
            message: `${one[0]?.toUpperCase()}${one.slice(1)} 1 deleted`,
            id: 1,
            resource,
          },
        }),
        ...problems(400, 404, ...API_PROBLEMS),
      },
    },
  }
}

/** `/users/{id}/posts` and the like: the parent must exist in this sandbox's view. */
export function nestedListDocs(parent: ResourceName, child: ResourceName) {
  return {
    summary: `List the ${child} of a ${SINGULAR[parent]}`,
    description: `Same as \`GET /api/v1/${child}\` filtered on this ${SINGULAR[parent]}; 404 when the ${SINGULAR[parent]} does not exist in this sandbox.`,
    response: {
      200: listResponse(`A page of the ${SINGULAR[parent]}'s ${child}`, ref(COMPONENT[child])),
      ...problems(400, 404, ...API_PROBLEMS),
    },
  }
}

/** A list query as validated by `listQuery` (every filter named, all optional). */
export type ListQueryString = Static<ReturnType<typeof listQuery>>
