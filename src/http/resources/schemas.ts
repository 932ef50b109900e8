import { type Static, Type } from 'typebox'
import { DEFAULT_CREATE_CAP } from '../../domain/limits.ts'
import { RECORD_ID_PATTERN } from '../../domain/record-id.ts'
import { BODY_EXAMPLES, bodySchemas, underBothNames } from '../../domain/record-schemas.ts'
import { SINGULAR as COMPONENT, normalizeBody } from '../../domain/records.ts'
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

export { bodySchemas }

export const ItemParams = Type.Object({
  id: Type.String({ pattern: RECORD_ID_PATTERN, description: 'An integer or local-<uuid>' }),
})

/** A filter parameter: a string, or several when repeated (OR); typed by the domain. */
const filterParam = (description: string, example?: string) =>
  Type.Optional(
    Type.Union([Type.String({ maxLength: 2000 }), Type.Array(Type.String({ maxLength: 2000 }))], {
      description,
      ...(example === undefined ? {} : { examples: [example] }),
    }),
  )

const TYPE_NOTES = {
  id: 'an integer, or a local-<uuid> for `eq`, `ne`, `in`',
  reference: 'a positive integer id for `eq` and `in`; comparisons take any integer',
  integer: 'an integer, compared numerically',
  string: 'compared exactly (`_like` for case-insensitive patterns)',
  boolean: '`true` or `false`',
} as const

type Operator = 'ne' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'in'

/** The operators a field of each type takes (docs/contract/lists-and-query-language.md). */
const OPERATORS: Record<keyof typeof TYPE_NOTES, readonly Operator[]> = {
  id: ['ne', 'gt', 'gte', 'lt', 'lte', 'in'],
  reference: ['ne', 'gt', 'gte', 'lt', 'lte', 'in'],
  integer: ['ne', 'gt', 'gte', 'lt', 'lte', 'in'],
  string: ['ne', 'gt', 'gte', 'lt', 'lte', 'like', 'in'],
  boolean: ['ne'],
}

const OPERATOR_NOTES: Record<Operator, string> = {
  ne: 'Not equal (repeat to exclude each)',
  gt: 'Greater than',
  gte: 'Greater than or equal',
  lt: 'Less than',
  lte: 'Less than or equal',
  like: 'Case-insensitive RE2 regular expression, at most 200 characters',
  in: 'Any of a comma-separated list',
}

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
 * List query parameters of one resource (docs/contract/lists-and-query-language.md): the shared
 * ones, and a documented equality filter per typed field (the operators are in the route's
 * description). Any other parameter passes to the domain, which reads it as a filter or reports it.
 */
export function listQuery(resource: ResourceName, omit?: FilterName) {
  const def = RESOURCES[resource]
  const alias = omit && def.aliases[omit as ReferenceField]
  const fields = Object.entries(def.fields).filter(([path]) => path !== omit && path !== alias)
  const filters = Object.fromEntries(
    fields.map(([path, type]) => [
      path,
      filterParam(
        `Filter: records whose \`${path}\` equals this (${TYPE_NOTES[type]}); the operators are \`${path}_ne\`, \`_gt\`… or \`${path}:op\``,
        EXAMPLES[path] ?? 'text',
      ),
    ]),
  )
  // Each operator a field's type takes, declared, so generated clients offer `title_like`.
  const operators = Object.fromEntries(
    fields.flatMap(([path, type]) =>
      OPERATORS[type].map((op) => [
        `${path}_${op}`,
        // No example: Swagger UI's "Try it out" would send every one as a filter.
        filterParam(`${OPERATOR_NOTES[op]} (\`${path}:${op}\` alike)`),
      ]),
    ),
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
      ...operators,
      ...shapeParams(resource),
    },
    { additionalProperties: true },
  )
}

const SINGULAR = Object.fromEntries(
  RESOURCE_NAMES.map((r) => [r, RESOURCES[r].singular]),
) as Record<ResourceName, string>

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

/**
 * Summaries, descriptions and responses of the six routes of one resource
 * (docs/contract/baseline-and-overlay.md#validation, docs/contract/lists-and-query-language.md).
 */
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
