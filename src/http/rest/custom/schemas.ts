import { Type } from 'typebox'
import { COLLECTION_NAME, CUSTOM_ID } from '../../../domain/custom.ts'
import { TEMPLATE_NAMES } from '../../../domain/templates/index.ts'

const PositiveInt = Type.Integer({ minimum: 1 })
const Collection = Type.String({ pattern: COLLECTION_NAME.source, description: 'Collection name' })

export const CollectionParams = Type.Object({ collection: Collection })
export const RecordParams = Type.Object({
  collection: Collection,
  id: Type.String({ pattern: CUSTOM_ID.source, description: 'local-<21 URL-safe characters>' }),
})

/** Any JSON object: custom records hold whatever the caller sends. */
export const CustomBody = Type.Object({}, { additionalProperties: Type.Unsafe({ $ref: 'SafeJson#' }) })

export const CustomListQuery = Type.Object(
  {
    page: Type.Optional(PositiveInt),
    limit: Type.Optional(PositiveInt),
    _page: Type.Optional(PositiveInt),
    _limit: Type.Optional(PositiveInt),
    q: Type.Optional(Type.String({ maxLength: 200 })),
    _sort: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_$-]+(\\.[A-Za-z0-9_$-]+)*$', maxLength: 200 })),
    _order: Type.Optional(Type.String({ pattern: '^([aA][sS][cC]|[dD][eE][sS][cC])$' })),
  },
  { additionalProperties: true },
)

const Template = Type.String({ description: `One of ${TEMPLATE_NAMES.join(', ')}` })
export const SeedBody = Type.Object({ template: Type.Optional(Template) })
export const SeedQuery = Type.Object({ template: Type.Optional(Template) }, { additionalProperties: true })
