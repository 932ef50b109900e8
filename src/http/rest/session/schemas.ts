import { Type } from 'typebox'
import { MAX_DELAY_MS, PRESETS } from '../../../domain/network.ts'
import { MAX_IMPORT_ENTRIES } from '../../../domain/snapshot.ts'

const ResourceFilter = Type.String({
  maxLength: 80,
  description: 'all (default), users, posts, comments, todos, custom or custom/<name>',
})

export const ExportQuery = Type.Object(
  { resource: Type.Optional(ResourceFilter) },
  { additionalProperties: true },
)

export const ImportQuery = Type.Object(
  {
    strategy: Type.Optional(Type.Union([Type.Literal('replace'), Type.Literal('merge')])),
    resource: Type.Optional(ResourceFilter),
  },
  { additionalProperties: true },
)

const Entry = Type.Object({
  resource: Type.String({ maxLength: 80 }),
  op: Type.Union([Type.Literal('create'), Type.Literal('update'), Type.Literal('delete')]),
  targetId: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1 }), Type.String({ maxLength: 80 }), Type.Null()]),
  ),
  data: Type.Optional(Type.Object({}, { additionalProperties: Type.Unsafe({ $ref: 'SafeJson#' }) })),
  createdAt: Type.Optional(Type.String({ maxLength: 40 })),
})

export const ImportBody = Type.Object({
  version: Type.String({ maxLength: 20, description: 'Snapshot format version: "1.0"' }),
  records: Type.Array(Entry, { maxItems: MAX_IMPORT_ENTRIES }),
})

/** A snapshot of 1,000 entries of up to 16 KB each is larger than a record body may be. */
export const IMPORT_BODY_LIMIT = 8 * 1024 * 1024

const Millis = Type.Integer({ minimum: 0, maximum: MAX_DELAY_MS })

/** PUT /session/network: a preset, explicit settings, or a preset with settings on top. */
export const NetworkProfileBody = Type.Object(
  {
    preset: Type.Optional(Type.Union(Object.keys(PRESETS).map((p) => Type.Literal(p)))),
    latency: Type.Optional(Type.Object({ min: Type.Optional(Millis), max: Type.Optional(Millis) })),
    errorRate: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    errorStatus: Type.Optional(Type.Integer({ minimum: 400, maximum: 599 })),
    offline: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
