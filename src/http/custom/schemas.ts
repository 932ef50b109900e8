import { Type } from 'typebox'
import { COLLECTION_NAME, CUSTOM_ID, CUSTOM_LIMITS } from '../../domain/custom.ts'
import { TEMPLATE_NAMES } from '../../domain/templates/index.ts'
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
  WRITE_PROBLEMS,
} from '../common/schemas.ts'
import { CUSTOM_SHAPE_PARAMS } from '../common/shape-schemas.ts'

const Collection = Type.String({ pattern: COLLECTION_NAME.source, description: 'Collection name' })

export const CollectionParams = Type.Object({ collection: Collection })
export const RecordParams = Type.Object({
  collection: Collection,
  id: Type.String({ pattern: CUSTOM_ID.source, description: 'local-<21 URL-safe characters>' }),
})

/**
 * Any JSON object: custom records hold whatever the caller sends. Typed as a string-keyed record
 * (an object with no declared properties would type as `{}`); the schema is the object's.
 */
export const CustomBody = Type.Unsafe<Record<string, unknown>>(
  Type.Object(
    {},
    {
      additionalProperties: Type.Unsafe({ $ref: 'SafeJson#' }),
      description: `Any JSON object up to ${CUSTOM_LIMITS.maxRecordBytes / 1024} KB; \`id\`, \`createdAt\`, \`updatedAt\` and \`_sandbox\` are ignored`,
      examples: [
        { name: 'Mechanical keyboard', price: 129.9, tags: ['hardware'], stock: { warehouse: 12 } },
      ],
    },
  ),
)

export const CustomListQuery = Type.Object(
  {
    ...listParams({
      q: `${LIST_PARAMS.q}: every string value`,
      sort: `${LIST_PARAMS._sort}. Any field, dotted paths too (\`stock.warehouse\`)`,
      sortExamples: ['-price,name'],
    }),
    ...CUSTOM_SHAPE_PARAMS,
  },
  { additionalProperties: true },
)

/** A custom record's GET: the shaping parameters; others are ignored. */
export const CustomRecordQuery = Type.Object(CUSTOM_SHAPE_PARAMS, { additionalProperties: true })

const Template = Type.String({ description: `One of ${TEMPLATE_NAMES.join(', ')}` })
export const SeedBody = Type.Object(
  { template: Type.Optional(Template) },
  {
    description: 'The template may be given here or as the `template` query parameter',
    examples: [{ template: 'blog' }],
  },
)
export const SeedQuery = Type.Object(
  { template: Type.Optional(Template) },
  { additionalProperties: true },
)

const LOCAL = 'local-V1StGXR8_Z5jdHi6B-myT'

/** A custom record: its id first, then every field it holds, and the server-owned timestamps. */
export const CustomRecord = Type.Object(
  { id: Type.String({ description: '`local-` and 21 URL-safe characters' }) },
  {
    additionalProperties: true,
    description:
      'The fields sent, plus the server-owned `id`, `createdAt`, `updatedAt` (ISO 8601) and `_sandbox: "created"`',
    examples: [
      {
        id: LOCAL,
        name: 'Mechanical keyboard',
        price: 129.9,
        tags: ['hardware'],
        stock: { warehouse: 12 },
        createdAt: '2025-01-01T12:00:00.000Z',
        updatedAt: '2025-01-01T12:00:00.000Z',
        _sandbox: 'created',
      },
    ],
  },
)

const Count = Type.Integer({ minimum: 0 })

export const Summaries = Type.Object(
  {
    totalCollections: Count,
    collections: Type.Array(
      Type.Object({
        name: Type.String(),
        endpoint: Type.String({ description: 'Relative to /api/v1' }),
        count: Count,
        lastUpdated: Type.String({ description: 'When a record of it last changed (ISO 8601)' }),
      }),
    ),
  },
  {
    examples: [
      {
        totalCollections: 1,
        collections: [
          {
            name: 'products',
            endpoint: '/custom/products',
            count: 12,
            lastUpdated: '2025-01-01T12:00:00.000Z',
          },
        ],
      },
    ],
  },
)

export const SeedResult = Type.Object(
  {
    message: Type.String(),
    template: Type.String(),
    collections: Type.Array(Type.String()),
    totalSeeded: Count,
  },
  {
    examples: [
      {
        message: 'Seeded the blog template',
        template: 'blog',
        collections: ['articles', 'authors', 'tags'],
        totalSeeded: 28,
      },
    ],
  },
)

export const DropResult = Type.Object(
  { message: Type.String(), collection: Type.String(), deletedRecords: Count },
  {
    examples: [
      { message: 'Collection products deleted', collection: 'products', deletedRecords: 12 },
    ],
  },
)

export const RemoveResult = Type.Object(
  { message: Type.String(), id: Type.String(), collection: Type.String() },
  {
    examples: [
      {
        message: `Record ${LOCAL} removed from collection products`,
        id: LOCAL,
        collection: 'products',
      },
    ],
  },
)

const BODY = [413, 415] as const
const RECORD_TOO_LARGE = [
  413,
  `\`PAYLOAD_TOO_LARGE\`: the body, or the record (over ${CUSTOM_LIMITS.maxRecordBytes / 1024} KB), is too large.`,
] as [413, string]

/**
 * Summaries, descriptions and responses of the custom collection routes
 * (docs/contract/custom-collections.md).
 */
export const CUSTOM_DOCS = {
  summaries: {
    summary: 'List your collections',
    response: {
      200: jsonResponse('Every collection of this sandbox, with its record count', Summaries),
      ...problems(400, ...API_PROBLEMS),
    },
  },
  seed: {
    summary: 'Seed collections from a template',
    description: `Templates: ${TEMPLATE_NAMES.join(', ')}. Re-seeding replaces the template's collections; all or nothing.`,
    response: {
      200: jsonResponse('The collections seeded', SeedResult),
      ...problems(
        400,
        [
          403,
          `\`SANDBOX_LIMIT_REACHED\`: seeding would exceed ${CUSTOM_LIMITS.maxCollections} collections.`,
        ],
        ...BODY,
        ...API_PROBLEMS,
      ),
    },
  },
  list: {
    summary: 'List the records of a collection',
    description: `Newest first unless sorted. A collection that does not exist is an empty list.${FILTERS_NOTE} Custom fields are untyped: a value that reads as a number or boolean matches that value or the same string.`,
    response: {
      200: listResponse('A page of records', CustomRecord),
      ...problems(400, ...API_PROBLEMS),
    },
  },
  create: {
    summary: 'Add a record (creating the collection)',
    description: `At most ${CUSTOM_LIMITS.maxCollections} collections of ${CUSTOM_LIMITS.maxRecords} records per sandbox.${IDEMPOTENCY_NOTE}`,
    response: {
      200: jsonResponse('The record as stored', CustomRecord),
      ...problems(400, 403, KEY_REUSED, RECORD_TOO_LARGE, 415, ...API_PROBLEMS, ...WRITE_PROBLEMS),
    },
  },
  drop: {
    summary: 'Delete a whole collection',
    response: {
      200: jsonResponse('What was deleted', DropResult),
      ...problems(400, 404, ...API_PROBLEMS),
    },
  },
  get: {
    summary: 'Get a record',
    response: {
      200: jsonResponse('The record', CustomRecord),
      ...problems(400, 404, ...API_PROBLEMS),
    },
  },
  replace: {
    summary: 'Replace a record',
    description: 'Every field is replaced; `id` and `createdAt` stay.',
    response: {
      200: jsonResponse('The record as replaced', CustomRecord),
      ...problems(400, 404, RECORD_TOO_LARGE, 415, ...API_PROBLEMS, ...WRITE_PROBLEMS),
    },
  },
  patch: {
    summary: 'Update a record (JSON merge patch)',
    description: 'RFC 7386: nested objects merge, `null` removes a field.',
    consumes: ['application/json', 'application/merge-patch+json'],
    response: {
      200: jsonResponse('The record as patched', CustomRecord),
      ...problems(400, 404, RECORD_TOO_LARGE, 415, ...API_PROBLEMS, ...WRITE_PROBLEMS),
    },
  },
  remove: {
    summary: 'Delete a record',
    response: {
      200: jsonResponse('What was deleted', RemoveResult),
      ...problems(400, 404, ...API_PROBLEMS),
    },
  },
}
