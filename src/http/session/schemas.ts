import { type TSchema, Type } from 'typebox'
import { DEFAULT_PROFILE, MAX_DELAY_MS, PRESETS } from '../../domain/network.ts'
import { RESOURCE_NAMES, type ResourceName } from '../../domain/resources.ts'
import { MAX_IMPORT_ENTRIES } from '../../domain/snapshot.ts'
import {
  API_PROBLEMS,
  IDEMPOTENCY_NOTE,
  jsonResponse,
  problems,
  WRITE_PROBLEMS,
} from '../common/schemas.ts'

const ResourceFilter = Type.String({
  maxLength: 80,
  description: `all (default), ${RESOURCE_NAMES.join(', ')}, custom, custom/<name>, profiles, or a collection or singular resource of the db.json served`,
})

export const ExportQuery = Type.Object(
  { resource: Type.Optional(ResourceFilter) },
  { additionalProperties: true },
)

export const ImportQuery = Type.Object(
  {
    strategy: Type.Optional(
      Type.Union([Type.Literal('replace'), Type.Literal('merge')], {
        description:
          '`replace` (default) clears the sandbox (or only `resource`) first; `merge` applies on top, a create whose id exists overwriting it',
      }),
    ),
    resource: Type.Optional(ResourceFilter),
  },
  { additionalProperties: true },
)

const PASSWORD_HASH =
  "On a users create only: the scrypt hash of the registered user's password, as exported (never the password)"

const Entry = Type.Object({
  resource: Type.String({ maxLength: 80 }),
  op: Type.Union([Type.Literal('create'), Type.Literal('update'), Type.Literal('delete')]),
  targetId: Type.Optional(
    // A db.json's ids run from 0, and its string ids up to 200 characters
    // (docs/contract/db-json.md).
    Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 200 }), Type.Null()]),
  ),
  // Typed as a string-keyed record: an object with no declared properties would type as `{}`.
  data: Type.Optional(
    Type.Unsafe<Record<string, unknown>>(
      Type.Object({}, { additionalProperties: Type.Unsafe({ $ref: 'SafeJson#' }) }),
    ),
  ),
  createdAt: Type.Optional(Type.String({ maxLength: 40 })),
  _passwordHash: Type.Optional(Type.String({ maxLength: 200, description: PASSWORD_HASH })),
})

const SNAPSHOT_EXAMPLE_RECORDS = [
  {
    resource: 'posts',
    op: 'create',
    targetId: null,
    data: {
      id: 'local-5b0c3a8e-6f1d-4c2a-9e47-2d8f1b6a9c30',
      user_id: 1,
      title: 'Hello',
      body: 'My first post',
    },
    createdAt: '2025-01-01T12:00:00.000Z',
  },
  {
    resource: 'todos',
    op: 'update',
    targetId: 1,
    data: { id: 1, user_id: 1, title: 'Program the 1080p bandwidth', completed: false },
    createdAt: '2025-01-01T12:01:00.000Z',
  },
  {
    resource: 'comments',
    op: 'delete',
    targetId: 3,
    data: {},
    createdAt: '2025-01-01T12:02:00.000Z',
  },
]

export const ImportBody = Type.Object(
  {
    version: Type.String({ maxLength: 20, description: 'Snapshot format version: "1.0"' }),
    records: Type.Array(Entry, { maxItems: MAX_IMPORT_ENTRIES }),
  },
  {
    description:
      'A snapshot as `GET /session/export` answers it (other members are ignored). Every entry is validated first; one bad entry rejects the whole import.',
    examples: [{ version: '1.0', records: SNAPSHOT_EXAMPLE_RECORDS }],
  },
)

/** A snapshot of 1,000 entries of up to 16 KB each is larger than a record body may be. */
export const IMPORT_BODY_LIMIT = 8 * 1024 * 1024

const Millis = Type.Integer({ minimum: 0, maximum: MAX_DELAY_MS })

/** PUT /session/network: a preset, explicit settings, or a preset with settings on top. */
export const NetworkProfileBody = Type.Object(
  {
    // A string: a union built from a list has no static type of its own.
    preset: Type.Optional(
      Type.Unsafe<string>(Type.Union(Object.keys(PRESETS).map((p) => Type.Literal(p)))),
    ),
    latency: Type.Optional(Type.Object({ min: Type.Optional(Millis), max: Type.Optional(Millis) })),
    errorRate: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    errorStatus: Type.Optional(Type.Integer({ minimum: 400, maximum: 599 })),
    offline: Type.Optional(Type.Boolean()),
  },
  {
    additionalProperties: false,
    description: 'A preset, explicit settings, or a preset with settings on top',
    examples: [
      { preset: 'slow-3g' },
      { latency: { min: 100, max: 400 }, errorRate: 0.1, errorStatus: 503 },
    ],
  },
)

const Count = Type.Integer({ minimum: 0 })
const perResource = <T extends TSchema>(schema: T) =>
  Type.Object(Object.fromEntries(RESOURCE_NAMES.map((r) => [r, schema])) as Record<ResourceName, T>)

export const SessionInfo = Type.Object(
  {
    identityId: Type.String({ description: 'The identity (UUID) this request used' }),
    totalCreatedRecords: Count,
    maxQuotaPerResource: Type.Integer({
      description: 'Created records a sandbox may hold per resource',
    }),
    resources: perResource(Count),
    changes: perResource(Type.Object({ created: Count, updated: Count, deleted: Count })),
    customCollections: Count,
    profiles: Type.Integer({
      minimum: 0,
      description:
        'Session profiles held: names no user has that logged in here (at most `limits.maxProfiles`)',
    }),
    expiresInDays: Type.Number({
      description: 'Days of inactivity after which the sandbox is forgotten',
    }),
    limits: Type.Object({
      maxCustomCollections: Type.Integer(),
      maxRecordsPerCollection: Type.Integer(),
      maxCustomRecordBytes: Type.Integer(),
      maxImportEntries: Type.Integer(),
      maxProfiles: Type.Integer(),
    }),
  },
  {
    examples: [
      {
        identityId: '0b6f6c2e-3f5a-4d3c-9a61-7c1f0e9d2b44',
        totalCreatedRecords: 1,
        maxQuotaPerResource: 30,
        resources: { users: 0, posts: 1, comments: 0, todos: 0, albums: 0, photos: 0 },
        changes: {
          users: { created: 0, updated: 0, deleted: 0 },
          posts: { created: 1, updated: 0, deleted: 0 },
          comments: { created: 0, updated: 0, deleted: 1 },
          todos: { created: 0, updated: 1, deleted: 0 },
          albums: { created: 0, updated: 0, deleted: 0 },
          photos: { created: 0, updated: 0, deleted: 0 },
        },
        customCollections: 0,
        profiles: 1,
        expiresInDays: 10,
        limits: {
          maxCustomCollections: 20,
          maxRecordsPerCollection: 500,
          maxCustomRecordBytes: 16384,
          maxImportEntries: 1000,
          maxProfiles: 30,
        },
      },
    ],
  },
)

const SnapshotEntry = Type.Object({
  resource: Type.String({
    description: `${RESOURCE_NAMES.map((r) => `\`${r}\``).join(', ')}, \`custom/<name>\`, \`profiles\` (session profiles), or a collection or singular resource of the db.json served, by its name`,
  }),
  op: Type.String({ enum: ['create', 'update', 'delete'] }),
  targetId: Type.Union([Type.Integer(), Type.String(), Type.Null()], {
    description:
      "The shared record an update or delete is about (a db.json's id as the file types it); null for a create and for a db.json's singular resource",
  }),
  data: Type.Object(
    {},
    { additionalProperties: true, description: 'The record with its id; `{}` for a delete' },
  ),
  createdAt: Type.String({ format: 'date-time' }),
  _passwordHash: Type.Optional(Type.String({ description: PASSWORD_HASH })),
})

export const Snapshot = Type.Object(
  {
    version: Type.Literal('1.0'),
    exportedAt: Type.String({ format: 'date-time' }),
    identityId: Type.String(),
    targetResource: Type.String({ description: 'The `resource` filter applied' }),
    stats: Type.Object({ totalRecords: Count, creates: Count, updates: Count, deletes: Count }),
    records: Type.Array(SnapshotEntry, { description: 'Oldest first' }),
  },
  {
    examples: [
      {
        version: '1.0',
        exportedAt: '2025-01-01T12:05:00.000Z',
        identityId: '0b6f6c2e-3f5a-4d3c-9a61-7c1f0e9d2b44',
        targetResource: 'all',
        stats: { totalRecords: 3, creates: 1, updates: 1, deletes: 1 },
        records: SNAPSHOT_EXAMPLE_RECORDS,
      },
    ],
  },
)

export const ImportResult = Type.Object(
  {
    message: Type.String(),
    importedRecords: Count,
    strategy: Type.String({ enum: ['replace', 'merge'] }),
    affectedResources: Type.Array(Type.String()),
  },
  {
    examples: [
      {
        message: 'Imported 3 records (replace)',
        importedRecords: 3,
        strategy: 'replace',
        affectedResources: ['posts', 'todos', 'comments'],
      },
    ],
  },
)

export const ResetResult = Type.Object(
  { message: Type.String(), purgedRecords: Count },
  { examples: [{ message: 'The sandbox is reset to the shared baseline', purgedRecords: 3 }] },
)

export const NetworkProfileReply = Type.Object(
  {
    active: Type.Boolean({ description: 'Whether this sandbox has a profile at all' }),
    preset: Type.Union([Type.String(), Type.Null()]),
    latency: Type.Object(
      { min: Type.Integer(), max: Type.Integer() },
      { description: 'Milliseconds' },
    ),
    errorRate: Type.Number({ minimum: 0, maximum: 1 }),
    errorStatus: Type.Integer(),
    offline: Type.Boolean(),
  },
  {
    examples: [
      { active: true, ...PRESETS['slow-3g'] },
      { active: false, ...DEFAULT_PROFILE },
    ],
  },
)

const BODY = [413, 415] as const

/**
 * Summaries, descriptions and responses of the session routes (docs/contract/session.md,
 * docs/contract/network-simulation.md).
 */
export const SESSION_DOCS = {
  info: {
    operationId: 'getSession',
    summary: 'What this sandbox holds',
    response: {
      200: jsonResponse(
        'Counts of created, updated and deleted records, and the limits',
        SessionInfo,
      ),
      ...problems(400, ...API_PROBLEMS),
    },
  },
  export: {
    summary: 'Export the sandbox',
    description:
      'Every change of this sandbox as a snapshot, oldest first: creates (the record with its id), updates (the full current record) and deletes. `GET /session/snapshot` is an alias.',
    response: {
      200: jsonResponse('The snapshot', Snapshot),
      ...problems(400, ...API_PROBLEMS),
    },
  },
  import: {
    summary: 'Import a snapshot',
    description:
      'Applies a snapshot all or nothing. Export, reset and import restores the identical view, ids included. With `resource`, an entry of another resource is 400; two creates of one id are 400 `CONFLICT`. `POST /session/snapshot` is an alias.' +
      IDEMPOTENCY_NOTE,
    response: {
      200: jsonResponse('What was imported', ImportResult),
      ...problems(
        400,
        403,
        [409, '`IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was used for another request.'],
        ...BODY,
        ...API_PROBLEMS,
        ...WRITE_PROBLEMS,
      ),
    },
  },
  reset: {
    summary: 'Reset the sandbox',
    description:
      'Forgets every create, update and delete, custom collections, registered users, session profiles, refresh tokens and the network profile.',
    response: {
      200: jsonResponse('What was purged', ResetResult),
      ...problems(400, ...API_PROBLEMS),
    },
  },
  getNetwork: {
    summary: 'The network profile',
    description:
      'The latency, errors and offline mode this sandbox applies to its REST and GraphQL requests.',
    response: {
      200: jsonResponse('The profile (defaults when none is set)', NetworkProfileReply),
      ...problems(...API_PROBLEMS),
    },
  },
  putNetwork: {
    summary: 'Set the network profile',
    description:
      'Presets: `fast-3g` (150–300 ms), `slow-3g` (400–2000 ms), `flaky` (30 % errors), `offline` (every request 503). The profile itself is never slowed or failed by it.',
    response: {
      200: jsonResponse('The profile now in force', NetworkProfileReply),
      ...problems(400, ...BODY, ...API_PROBLEMS),
    },
  },
  deleteNetwork: {
    summary: 'Clear the network profile',
    response: {
      200: jsonResponse('The defaults, now in force', NetworkProfileReply),
      ...problems(...API_PROBLEMS),
    },
  },
}
