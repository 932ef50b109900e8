import { type TSchema, Type } from 'typebox'
import { ProblemCode, ProblemError } from '../../domain/errors.ts'
import { DEFAULT_MAX_LIMIT } from '../../domain/limits.ts'
import { MAX_CURSOR_LENGTH } from '../../domain/list/cursor.ts'
import { recordFields } from '../../domain/record-schemas.ts'
import { aliasOf } from '../../domain/reference-aliases.ts'
import { RESOURCE_NAMES, type ReferenceField, type ResourceName } from '../../domain/resources.ts'
import { problemBody } from '../problem/problem-json.ts'

/**
 * Response schemas shared by the REST areas, and the `Problem` schema every error response
 * refers to. They document answers, never serialise them (app.ts): a record declares its typed
 * fields for generated clients and keeps any other field as supplied.
 */

const PROBLEM_MEDIA_TYPE = 'application/problem+json'

const FieldError = Type.Object(
  {
    field: Type.String({
      description: 'The field, in dotted form (`address.city`, `records[3].data.title`)',
    }),
    message: Type.String(),
  },
  { additionalProperties: true },
)

/**
 * RFC 9457 problem details plus the members clients of the hosted original read
 * (docs/contract/errors.md#problem-documents).
 */
export const ProblemSchema = Type.Object(
  {
    type: Type.String({
      description: 'Stable URI reference of the kind of problem, in step with `code`',
    }),
    title: Type.String({ description: 'The status text, e.g. `Not Found`' }),
    status: Type.Integer({ minimum: 400, maximum: 599 }),
    detail: Type.String({ description: 'What went wrong with this request' }),
    code: Type.String({ enum: Object.keys(ProblemCode), description: 'Machine-readable code' }),
    instance: Type.String({ description: 'The request URL' }),
    error: Type.String({ description: 'Same as `title`' }),
    message: Type.String({ description: 'Same as `detail`' }),
    errors: Type.Optional(
      Type.Array(FieldError, {
        description: 'One entry per invalid field (validation problems only)',
      }),
    ),
    retryAfter: Type.Optional(
      Type.Integer({ minimum: 0, description: '429 only: seconds to wait, as `Retry-After`' }),
    ),
    requiredRole: Type.Optional(
      Type.Array(Type.String(), {
        description: '`RBAC_ROLE_FORBIDDEN` only: the roles allowed to do `action`',
      }),
    ),
    currentRole: Type.Optional(
      Type.String({ description: '`RBAC_ROLE_FORBIDDEN` only: the role the request acted as' }),
    ),
    resource: Type.Optional(
      Type.String({
        description: `\`RBAC_ROLE_FORBIDDEN\` only: ${RESOURCE_NAMES.map((r) => `\`${r}\``).join(', ')}, \`custom\` (every collection) or \`session\``,
      }),
    ),
    action: Type.Optional(
      Type.String({
        description:
          '`RBAC_ROLE_FORBIDDEN` only: `read`, `create`, `update`, `delete`, `reset` or `import`',
      }),
    ),
    requiredScope: Type.Optional(
      Type.String({
        description: '`RBAC_SCOPE_FORBIDDEN` only: the scope the request lacked (`posts:create`)',
      }),
    ),
    currentScopes: Type.Optional(
      Type.Array(Type.String(), {
        description: '`RBAC_SCOPE_FORBIDDEN` only: the scopes in effect',
      }),
    ),
  },
  {
    $id: 'Problem',
    title: 'Problem',
    description:
      'An RFC 9457 problem document, sent as `application/problem+json` for every error. Never carries a stack trace.',
    additionalProperties: true,
    examples: [
      problemBody(
        new ProblemError({
          code: 'VALIDATION_FAILED',
          detail: 'title: must be string',
          errors: [{ field: 'title', message: 'must be string' }],
        }),
        '/api/v1/posts',
      ),
    ],
  },
)

export type ProblemStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503 | 507

const PROBLEMS: Record<
  ProblemStatus,
  { description: string; example: ProblemError; instance: string }
> = {
  400: {
    description:
      'Bad request: `INVALID_QUERY`, `INVALID_BODY`, `INVALID_ID` or `VALIDATION_FAILED`, with `errors[]` naming each field. A malformed simulation parameter (`_delay`, `_status`, `_ratelimit`, `_role`, `_scopes` and their headers, `X-Enforce-RBAC`) is `INVALID_QUERY` too. A share token in `_sandbox` or `X-Playground-Identity` whose signature fails is `INVALID_SANDBOX_TOKEN`.',
    example: new ProblemError({
      code: 'INVALID_QUERY',
      detail: "Query parameter 'limit' must be an integer ≥ 1",
      errors: [{ field: 'limit', message: 'must be an integer ≥ 1' }],
    }),
    instance: '/api/v1/posts?limit=0',
  },
  401: {
    description:
      'Not authenticated: `UNAUTHENTICATED`, `INVALID_TOKEN`, `TOKEN_EXPIRED`, `TOKEN_NOT_YET_VALID` or `TOKEN_REVOKED`.',
    example: new ProblemError({
      code: 'UNAUTHENTICATED',
      detail: 'Send an access token: Authorization: Bearer <token>',
    }),
    instance: '/api/v1/auth/me',
  },
  403: {
    description:
      '`SANDBOX_LIMIT_REACHED`: the sandbox already holds as many created records as it may. `SANDBOX_READ_ONLY`: the request opened the sandbox with a read-only share link, and this would change it.',
    example: new ProblemError({
      code: 'SANDBOX_LIMIT_REACHED',
      detail: 'This sandbox already holds 30 created posts; delete one or reset the session',
    }),
    instance: '/api/v1/posts',
  },
  404: {
    description: '`NOT_FOUND`: unknown, or deleted in this sandbox.',
    example: new ProblemError({ code: 'NOT_FOUND', detail: 'Post 999 does not exist' }),
    instance: '/api/v1/posts/999',
  },
  409: {
    description: '`CONFLICT`: the username or e-mail is already taken in this sandbox.',
    example: new ProblemError({
      code: 'CONFLICT',
      detail: "'Bret' is already taken in this sandbox",
    }),
    instance: '/api/v1/auth/register',
  },
  413: {
    description: '`PAYLOAD_TOO_LARGE`: the body (or the record it makes) is over the size limit.',
    example: new ProblemError({ code: 'PAYLOAD_TOO_LARGE', detail: 'Request body is too large' }),
    instance: '/api/v1/posts',
  },
  415: {
    description: '`UNSUPPORTED_MEDIA_TYPE`: send `Content-Type: application/json`.',
    example: new ProblemError({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      detail: 'Unsupported Media Type: text/plain',
    }),
    instance: '/api/v1/posts',
  },
  429: {
    description:
      '`RATE_LIMITED`: the enforced rate limit (when the server sets one) or a simulated one (`_ratelimit`).',
    example: new ProblemError({
      code: 'RATE_LIMITED',
      detail: 'Simulated rate limit: the operation did not run',
    }),
    instance: '/api/v1/posts?_ratelimit=true',
  },
  503: {
    description:
      '`STORE_UNAVAILABLE` when the data store is not answering, or a simulated failure (`_flaky`, an offline network profile).',
    example: new ProblemError({
      code: 'STORE_UNAVAILABLE',
      detail: 'The data store is not answering; try again shortly',
    }),
    instance: '/api/v1/posts',
  },
  507: {
    description:
      "`STORAGE_FULL`: the server's store is past its size cap (`MAX_STORE_MB`); reads and deletes keep working.",
    example: new ProblemError({
      code: 'STORAGE_FULL',
      detail: 'The store is full; reads and deletes keep working, writes are refused for now',
    }),
    instance: '/api/v1/posts',
  },
}

const HEADERS: Partial<
  Record<ProblemStatus, Record<string, { description: string; type: string }>>
> = {
  401: {
    'WWW-Authenticate': { description: '`Bearer` (when no token was sent)', type: 'string' },
  },
  429: {
    'Retry-After': { description: 'Seconds to wait before retrying', type: 'integer' },
    'RateLimit-Limit': { description: 'Requests allowed in the window', type: 'integer' },
    'RateLimit-Remaining': { description: 'Requests left in the window', type: 'integer' },
    'RateLimit-Reset': { description: 'Seconds until the window resets', type: 'integer' },
  },
}

const ProblemRef = { $ref: 'Problem#' }

/**
 * The problem responses of a route, as `application/problem+json` referring to the shared
 * `Problem` schema. A status may come with its own description: `[401, 'INVALID_CREDENTIALS …']`.
 * Problems are sent as ready-made strings (`problem-json.ts`), so these schemas document them
 * without ever serialising them.
 */
export function problems(...entries: Array<ProblemStatus | [ProblemStatus, string]>) {
  const responses: Record<number, object> = {}
  for (const entry of entries) {
    const [status, description] = Array.isArray(entry) ? entry : [entry, undefined]
    const problem = PROBLEMS[status]
    responses[status] = {
      description: description ?? problem.description,
      ...(HEADERS[status] && { headers: HEADERS[status] }),
      content: {
        [PROBLEM_MEDIA_TYPE]: {
          schema: ProblemRef,
          example: problemBody(problem.example, problem.instance),
        },
      },
    }
  }
  return responses
}

const RBAC_403 = {
  description:
    'With RBAC on for the request (`X-Enforce-RBAC: true`, `X-Simulate-Role` / `_role`, `X-Simulate-Scopes` / `_scopes`, or a server run with `--enforce-rbac`): `RBAC_ROLE_FORBIDDEN` when the role may not do this (`requiredRole`, `currentRole`, `resource`, `action`), `RBAC_SCOPE_FORBIDDEN` when the named scopes do not cover it (`requiredScope`, `currentScopes`).',
  example: new ProblemError({
    code: 'RBAC_ROLE_FORBIDDEN',
    detail: 'The role viewer may not delete posts: that takes the role admin',
    members: {
      requiredRole: ['admin'],
      currentRole: 'viewer',
      resource: 'posts',
      action: 'delete',
    },
  }),
  instance: '/api/v1/posts/1',
}
const RBAC_401 = {
  description:
    'With RBAC on for the request and no simulated role, a Bearer token that does not verify: `INVALID_TOKEN` or `TOKEN_EXPIRED`.',
  example: new ProblemError({
    code: 'INVALID_TOKEN',
    detail: 'The token is malformed or its signature does not verify',
  }),
  instance: '/api/v1/posts/1',
}

export type Responses = Record<number, { description?: string; [key: string]: unknown }>

/**
 * The responses of a route RBAC guards, with its 403 and 401 added (or their descriptions
 * extended): the routes name their rule once, in `config.rbac`, and the docs follow from it.
 */
export function withRbacProblems(response: Responses | undefined): Responses {
  // Routes may share one schema object (GET and its HEAD, `/export` and `/snapshot`): what is
  // already said is not said again.
  const added = (status: 401 | 403, own: Responses[number] | undefined, rbac: typeof RBAC_401) =>
    own
      ? own.description?.includes(rbac.description)
        ? own
        : { ...own, description: `${own.description ?? ''} ${rbac.description}`.trim() }
      : {
          ...problems(status)[status],
          description: rbac.description,
          content: {
            [PROBLEM_MEDIA_TYPE]: {
              schema: ProblemRef,
              example: problemBody(rbac.example, rbac.instance),
            },
          },
        }
  return {
    ...response,
    400: response?.[400] ?? (problems(400)[400] as Responses[number]),
    401: added(401, response?.[401], RBAC_401),
    403: added(403, response?.[403], RBAC_403),
  }
}

/** The problem a route that stores more can answer besides those of every API route. */
export const WRITE_PROBLEMS = [507] as const

/** 409 of a create sent with an `Idempotency-Key` already used for another request. */
export const KEY_REUSED: [409, string] = [
  409,
  '`IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request in this sandbox.',
]

/** What the `Idempotency-Key` header does, for the descriptions of the routes that honour it. */
export const IDEMPOTENCY_NOTE =
  ' Send an `Idempotency-Key` header (1–255 printable ASCII characters) to make a retry safe: the same key and request within 24 h answers the stored response again with `Idempotent-Replay: true` and stores nothing new.'

/** The problems every API route can answer: a simulated or enforced 429, and 503. */
export const API_PROBLEMS = [429, 503] as const

/** A JSON response in the long form, for a description, headers and an example of its own. */
export function jsonResponse(
  description: string,
  schema: TSchema,
  extra: { headers?: Record<string, object>; example?: unknown } = {},
) {
  const media = { schema, ...(extra.example !== undefined && { example: extra.example }) }
  return {
    description,
    ...(extra.headers && { headers: extra.headers }),
    content: { 'application/json': media },
  }
}

/** A reference to one of the `sharedSchemas`. */
export const ref = (id: string) => Type.Unsafe<Record<string, unknown>>({ $ref: `${id}#` })

/** A record id: an integer for a shared (global) record, `local-<uuid>` for one created here. */
export const RecordIdOut = Type.Union(
  [
    Type.Integer({ minimum: 1 }),
    Type.String({ description: '`local-<uuid>` (created in this sandbox)' }),
  ],
  { description: 'An integer for a shared record, `local-<uuid>` for one created in this sandbox' },
)

const SANDBOX_NOTE =
  'Fields a client sent beyond these are kept as sent (up to 50 fields). `_sandbox` is `created` on records created in this sandbox and `updated` on shared records this sandbox changed; it is absent otherwise.'

/**
 * A record of one of the six resources: its `id` first, its typed fields, `_sandbox` when this
 * sandbox made or changed it, and any other field a client sent.
 */
function recordSchema(id: string, resource: ResourceName, fields: string, examples: object[]) {
  return Type.Object(
    {
      id: RecordIdOut,
      ...recordFields(resource),
      _sandbox: Type.Optional(
        Type.String({
          enum: ['created', 'updated'],
          description: 'Present only on records this sandbox created or changed',
        }),
      ),
    },
    {
      $id: id,
      title: id,
      description: `${fields} ${SANDBOX_NOTE}`,
      additionalProperties: true,
      examples,
    },
  )
}

const LOCAL_ID = 'local-5b0c3a8e-6f1d-4c2a-9e47-2d8f1b6a9c30'

/**
 * A reference field and its alias, which every record holds with the same value
 * (docs/contract/baseline-and-overlay.md#reference-aliases).
 */
const reference = (resource: ResourceName, ref: ReferenceField) =>
  `\`${ref}\` (integer) and its alias \`${aliasOf(resource, ref)}\` (the same value; a write may give either or both)`

const UserSchema = recordSchema(
  'User',
  'users',
  'A user: `name`, `username`, `email`, `phone`, `website` (strings), `address` and `company` (objects of strings).',
  [
    {
      id: 1,
      name: 'Leanne Graham',
      username: 'Bret',
      email: 'Sincere@april.biz',
      phone: '1-770-736-8031 x56442',
      website: 'hildegard.org',
      address: { street: 'Kulas Light, Apt. 556', city: 'Gwenborough', zipcode: '92998-3874' },
      company: { name: 'Romaguera-Crona', catchPhrase: 'Multi-layered client-server neural-net' },
    },
  ],
)

const PostSchema = recordSchema(
  'Post',
  'posts',
  `A post: ${reference('posts', 'user_id')}, \`title\` and \`body\` (strings).`,
  [
    {
      id: 1,
      user_id: 1,
      userId: 1,
      title: 'Target out-of-the-box deliverables',
      body: 'Use the primary SCSI circuit, then you can program the online port!',
    },
    {
      id: LOCAL_ID,
      user_id: 1,
      userId: 1,
      title: 'Hello',
      body: 'My first post',
      _sandbox: 'created',
    },
  ],
)

const CommentSchema = recordSchema(
  'Comment',
  'comments',
  `A comment: ${reference('comments', 'post_id')}, \`name\`, \`email\` and \`body\` (strings).`,
  [
    {
      id: 1,
      post_id: 1,
      postId: 1,
      name: 'Networked actuating artificial intelligence',
      email: 'rosalinda.rowe4@yahoo.com',
      body: "I'll calculate the optical PNG monitor, that should pixel the CLI transmitter!",
    },
  ],
)

const TodoSchema = recordSchema(
  'Todo',
  'todos',
  `A todo: ${reference('todos', 'user_id')}, \`title\` (string), \`completed\` (boolean).`,
  [
    { id: 1, user_id: 1, userId: 1, title: 'Program the 1080p bandwidth', completed: true },
    {
      id: 1,
      user_id: 1,
      userId: 1,
      title: 'Program the 1080p bandwidth',
      completed: false,
      _sandbox: 'updated',
    },
  ],
)

const AlbumSchema = recordSchema(
  'Album',
  'albums',
  `An album: ${reference('albums', 'user_id')}, \`title\` (string).`,
  [{ id: 1, user_id: 1, userId: 1, title: 'Expedite interactive systems' }],
)

const PhotoSchema = recordSchema(
  'Photo',
  'photos',
  `A photo: ${reference('photos', 'album_id')}, \`title\`, \`url\` and \`thumbnailUrl\` (strings). The baseline's images are this service's own thumbnails, 600 × 600 and 150 × 150, as root-relative URLs.`,
  [
    {
      id: 1,
      album_id: 1,
      albumId: 1,
      title: 'Future-proofed holistic leverage',
      url: '/api/v1/thumbnails/photo-1.svg?width=600&height=600',
      thumbnailUrl: '/api/v1/thumbnails/photo-1.svg?width=150&height=150',
    },
  ],
)

/** A nullable string, which fast-json-stringify writes without trying a union branch by branch. */
const NullableString = (description: string) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], description })

/**
 * One schema for both kinds of lists, all members optional: a union would make the serializer
 * try each branch on every answer. Offset pages and slices fill the first six, cursor lists
 * (docs/contract/lists-and-query-language.md#cursor-pagination) `limit`, `total`, `nextCursor`,
 * `prevCursor`, `hasMore`.
 */
const paginationSchema = (maxLimit: number) =>
  Type.Object(
    {
      page: Type.Optional(Type.Integer({ minimum: 1, description: 'Offset lists: the page' })),
      limit: Type.Integer({
        minimum: 1,
        maximum: maxLimit,
        description: `The page size used (at most ${maxLimit})`,
      }),
      total: Type.Integer({ minimum: 0, description: 'Records matching, over all pages' }),
      totalPages: Type.Optional(
        Type.Integer({ minimum: 0, description: 'Offset lists: `ceil(total / limit)`' }),
      ),
      hasNextPage: Type.Optional(Type.Boolean({ description: 'Offset lists' })),
      hasPrevPage: Type.Optional(Type.Boolean({ description: 'Offset lists' })),
      nextCursor: Type.Optional(
        NullableString('Cursor lists: send as `cursor` for the next page; null at the end'),
      ),
      prevCursor: Type.Optional(
        NullableString('Cursor lists: send as `cursor` for the previous page; null at the start'),
      ),
      hasMore: Type.Optional(
        Type.Boolean({ description: 'Cursor lists: records follow this page' }),
      ),
    },
    {
      $id: 'Pagination',
      title: 'Pagination',
      examples: [
        { page: 1, limit: 10, total: 100, totalPages: 10, hasNextPage: true, hasPrevPage: false },
        {
          limit: 10,
          total: 100,
          nextCursor: 'eyJ2IjoxLCJmIjoi…',
          prevCursor: null,
          hasMore: true,
        },
      ],
    },
  )

/**
 * Schemas the routes refer to by `$ref`; `app.ts` adds them once, so each is one component.
 * `Pagination.limit`'s maximum is the server's page-size cap (`--max-limit`).
 */
export const sharedSchemas = (maxLimit: number) => [
  ProblemSchema,
  paginationSchema(maxLimit),
  UserSchema,
  PostSchema,
  CommentSchema,
  TodoSchema,
  AlbumSchema,
  PhotoSchema,
]

/** The headers of every list (docs/contract/lists-and-query-language.md#list-headers). */
const LIST_HEADERS = {
  'X-Total-Count': { description: 'Same as `pagination.total`', type: 'integer' },
  Link: {
    description:
      'RFC 8288 links to the `first`, `prev`, `next` and `last` pages (slices: in the slice parameters used; cursor lists: `next` and `prev` only)',
    type: 'string',
  },
  'X-Page': { description: 'Offset lists: `pagination.page`', type: 'integer' },
  'X-Limit': { description: 'Offset lists: `pagination.limit`', type: 'integer' },
  'X-Total-Pages': { description: 'Offset lists: `pagination.totalPages`', type: 'integer' },
  'X-Playground-Warning': {
    description:
      '`unknown field <name>` for each filter on a field no record holds (the filter still applies)',
    type: 'string',
  },
  'X-Playground-Ignored': {
    description: 'Parameters starting with `_` that mean nothing here (such as `_`), ignored',
    type: 'string',
  },
}

/** `{data, pagination}` of the given items, with the list headers. */
export const listResponse = (description: string, item: TSchema) =>
  jsonResponse(
    description,
    Type.Object({ data: Type.Array(item), pagination: ref('Pagination') }),
    {
      headers: LIST_HEADERS,
    },
  )

/**
 * The list parameters' texts that name the page-size cap: written with the default cap, and
 * with the server's in the document it serves (docs/openapi.ts).
 */
export const PAGE_CAP_TEXTS = {
  limit: (max: number) => `Page size (default 10); above ${max} it is clamped to ${max}`,
  _end: (max: number) => `Slice end, exclusive (json-server); the page-size cap of ${max} applies`,
}

/**
 * Descriptions of the list parameters every list route shares
 * (docs/contract/lists-and-query-language.md).
 */
export const LIST_PARAMS = {
  page: 'Page number, from 1 (default 1); a page past the end has empty `data`',
  limit: PAGE_CAP_TEXTS.limit(DEFAULT_MAX_LIMIT),
  _page: 'Alias of `page` (json-server); `page` wins when both are sent',
  _limit: 'Alias of `limit` (json-server); `limit` wins when both are sent',
  q: 'Case-insensitive substring search (never a regular expression) over the text fields',
  _sort:
    'Fields to sort by, comma-separated; `-field` sorts descending. Strings compare case-insensitively, records lacking the field come last, and ties keep list order',
  _order:
    '`asc` (default) or `desc`, in any case, one per `_sort` field (comma-separated, pairwise)',
  skip: 'Slice start, 0-based (DummyJSON), with `limit`; not with `page`',
  _start:
    'Slice start, 0-based (json-server), with `_end` (exclusive) or `_limit`; not with `page`',
  _end: PAGE_CAP_TEXTS._end(DEFAULT_MAX_LIMIT),
  cursor:
    'Cursor pagination: empty for the first page, then `pagination.nextCursor` or `prevCursor`. A cursor is bound to the filters, `q` and sort it was made with; the page size may change',
  _cursor: 'Alias of `cursor`',
  _format:
    '`json` (default), `csv` or `xlsx`: the list as a file, the whole matching view unless a page, slice or cursor is asked for; `Accept: text/csv` and the `.csv` / `.xlsx` path suffix do the same',
  format: 'Alias of `_format`',
} as const

const Text = (description: string, maxLength = 500) =>
  Type.Optional(Type.String({ maxLength, description }))
const Count = (description: string, minimum: number) =>
  Type.Optional(Type.Integer({ minimum, description }))
/** A parameter that may be repeated: `_embed=a&_embed=b` as well as `_embed=a,b`. */
export const Repeatable = (description: string, examples?: string[]) =>
  Type.Optional(
    Type.Union([Type.String({ maxLength: 2000 }), Type.Array(Type.String({ maxLength: 2000 }))], {
      description,
      ...(examples ? { examples } : {}),
    }),
  )

/**
 * `_sort` values for Swagger UI's example menu: each field up and down (at most 20 fields), so
 * the menu lists what sorts; the first, the one "Try it out" fills in, is `first`.
 */
export function sortExamples(fields: readonly string[], first = '-id'): string[] {
  const each = fields.slice(0, 20).flatMap((f) => [f, `-${f}`])
  return [first, ...each.filter((e) => e !== first)]
}

/**
 * The list parameters every list route shares (docs/contract/lists-and-query-language.md); `q` and
 * `_sort` are described per resource. Filters are every other parameter: routes add the fields they
 * type.
 */
export function listParams(opts: { q: string; sort: string; sortExamples: string[] }) {
  return {
    page: Count(LIST_PARAMS.page, 1),
    limit: Count(LIST_PARAMS.limit, 1),
    _page: Count(LIST_PARAMS._page, 1),
    _limit: Count(LIST_PARAMS._limit, 1),
    skip: Count(LIST_PARAMS.skip, 0),
    _start: Count(LIST_PARAMS._start, 0),
    _end: Count(LIST_PARAMS._end, 0),
    cursor: Text(LIST_PARAMS.cursor, MAX_CURSOR_LENGTH),
    _cursor: Text(LIST_PARAMS._cursor, MAX_CURSOR_LENGTH),
    q: Text(opts.q, 200),
    _sort: Type.Optional(
      Type.String({ maxLength: 500, description: opts.sort, examples: opts.sortExamples }),
    ),
    _order: Text(LIST_PARAMS._order, 100),
    _format: Text(LIST_PARAMS._format, 20),
    format: Text(LIST_PARAMS.format, 20),
  }
}

/** How filters read, for the description of every list route. */
export const FILTERS_NOTE =
  " Every other parameter filters (json-server style): `field=value` (repeat for OR), `field_ne`, `_gt`, `_gte`, `_lt`, `_lte`, `_like` (case-insensitive RE2 regular expression, at most 200 characters), `_in` (comma-separated), or the same as `field:op=value`; dot paths reach nested fields (`address.city=Gwenborough`). Values compare as the field's type. A filter on a field no record has still applies and the answer says so in `X-Playground-Warning`; unknown parameters starting with `_` are ignored and listed in `X-Playground-Ignored`."
