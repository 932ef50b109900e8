import { type Static, type TSchema, Type } from 'typebox'
import { DEFAULT_CREATE_CAP } from '../../domain/limits.ts'
import { FORBIDDEN_KEYS } from '../../domain/merge-patch.ts'
import { RECORD_ID_PATTERN } from '../../domain/record-id.ts'
import { MAX_FIELDS, normalizeBody } from '../../domain/records.ts'
import { aliasPairs } from '../../domain/reference-aliases.ts'
import {
  type FilterName,
  RESOURCE_NAMES,
  RESOURCES,
  type ReferenceField,
  type ResourceName,
} from '../../domain/resources.ts'
import {
  API_PROBLEMS,
  FILTERS_NOTE,
  IDEMPOTENCY_NOTE,
  jsonResponse,
  KEY_REUSED,
  LIST_PARAMS,
  listParams,
  listResponse,
  problems,
  RecordIdOut,
  ref,
  sortExamples,
  WRITE_PROBLEMS,
} from '../common/schemas.ts'
import { shapeParams } from '../common/shape-schemas.ts'

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

/** The typed fields, each alias (`userId`) typed as its reference and right after it (SPEC §15). */
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
}

const BODY_EXAMPLES: Record<
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
}

/** How a body may name a reference, for the body descriptions (SPEC §15). */
function aliasNote(resource: ResourceName, patch: boolean) {
  return aliasPairs(resource)
    .map(
      ([canonical, alias]) =>
        ` \`${canonical}\` may be sent as \`${alias}\` (the hosted original's name), or both with the same value; the record holds both, counted as one field${patch ? ', and setting or removing either does both' : ''}.`,
    )
    .join('')
}

/** ` (user_id or userId under both names)`, for the create description. */
const underBothNames = (resource: ResourceName) =>
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

export const bodySchemas = (resource: ResourceName) => ({
  create: recordBody(resource, false),
  replace: recordBody(resource, false),
  patch: recordBody(resource, true),
})

export const ItemParams = Type.Object({
  id: Type.String({ pattern: RECORD_ID_PATTERN, description: 'An integer or local-<uuid>' }),
})

/** A filter parameter: a string, or several when repeated (OR); typed by the domain. */
const filterParam = (description: string, example: string) =>
  Type.Optional(
    Type.Union([Type.String({ maxLength: 2000 }), Type.Array(Type.String({ maxLength: 2000 }))], {
      description,
      examples: [example],
    }),
  )

const TYPE_NOTES = {
  id: 'an integer, or a local-<uuid> for `eq`, `ne`, `in`',
  reference: 'a positive integer id for `eq` and `in`; comparisons take any integer',
  integer: 'an integer, compared numerically',
  string: 'compared exactly (`_like` for case-insensitive patterns)',
  boolean: '`true` or `false`',
} as const

const EXAMPLES: Record<string, string> = {
  id: '1',
  user_id: '1',
  userId: '1',
  post_id: '1',
  postId: '1',
  completed: 'false',
  'address.city': 'Gwenborough',
  username: 'Bret',
}

/**
 * List query parameters of one resource (SPEC §5, §15): the shared ones, and a documented
 * equality filter per typed field (the operators are in the route's description). Any other
 * parameter passes to the domain, which reads it as a filter or reports it.
 */
export function listQuery(resource: ResourceName, omit?: FilterName) {
  const def = RESOURCES[resource]
  const alias = omit && def.aliases[omit as ReferenceField]
  const filters = Object.fromEntries(
    Object.entries(def.fields)
      .filter(([path]) => path !== omit && path !== alias)
      .map(([path, type]) => [
        path,
        filterParam(
          `Filter: records whose \`${path}\` equals this (${TYPE_NOTES[type]}); also \`${path}_ne\`, \`_gt\`, \`_gte\`, \`_lt\`, \`_lte\`, \`_like\`, \`_in\` or \`${path}:op\``,
          EXAMPLES[path] ?? 'text',
        ),
      ]),
  )
  return Type.Object(
    {
      ...listParams({
        q: `${LIST_PARAMS.q}: ${def.textFields.join(', ')}`,
        sort: `${LIST_PARAMS._sort}. One of ${def.sortFields.join(', ')}`,
        // The aliases (`userId`) sort as their fields do: the menu lists each field once.
        sortExamples: sortExamples(
          def.sortFields.filter((f) => !Object.values(def.aliases).includes(f)),
          resource === 'users' ? 'address.city,-id' : '-id',
        ),
      }),
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
/**
 * What a create's description says of the create cap: written with the default cap, and with
 * the server's in the document it serves (docs/openapi.ts).
 */
export const createCapNote = (resource: string, cap: number) =>
  ` At most ${cap} created ${resource} per sandbox.`

export function resourceDocs(resource: ResourceName) {
  const one = SINGULAR[resource]
  const record = ref(COMPONENT[resource])
  const body = [413, 415] as const
  return {
    list: {
      summary: `List ${resource}`,
      description: `A page of ${resource} as this sandbox sees them: records created here first (newest first), then the shared ones in id order, with this sandbox's changes applied and its deletions left out.${FILTERS_NOTE}`,
      response: {
        200: listResponse(`A page of ${resource}`, record),
        ...problems(400, ...API_PROBLEMS),
      },
    },
    create: {
      summary: `Create a ${one}`,
      description: `Creates a ${one} in this sandbox only, with a new \`local-<uuid>\` id and \`_sandbox: "created"\`. The answer holds exactly the fields sent${underBothNames(resource)}, plus \`id\` and \`_sandbox\`.${createCapNote(resource, DEFAULT_CREATE_CAP)}${IDEMPOTENCY_NOTE}`,
      response: {
        200: jsonResponse(`The created ${one}`, record, {
          example: {
            id: CREATED_ID,
            ...normalizeBody(resource, BODY_EXAMPLES[resource].create),
            _sandbox: 'created',
          },
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
    description: `Same as \`GET /api/v1/${child}\` filtered on this ${SINGULAR[parent]}; 404 when the ${SINGULAR[parent]} does not exist in this sandbox.${FILTERS_NOTE}`,
    response: {
      200: listResponse(`A page of the ${SINGULAR[parent]}'s ${child}`, ref(COMPONENT[child])),
      ...problems(400, 404, ...API_PROBLEMS),
    },
  }
}

/** A list query as validated by `listQuery` (every filter named, all optional). */
export type ListQueryString = Static<ReturnType<typeof listQuery>>
