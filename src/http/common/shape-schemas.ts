import { type TOptional, type TSchema, type TUnsafe, Type } from 'typebox'
import type { ResourceName } from '../../domain/resources.ts'
import { EMBED_LIMIT, relationNames } from '../../domain/shape/relations.ts'
import { SELECT_LIMITS } from '../../domain/shape/select.ts'

/**
 * The query parameters that shape answers (docs/contract/lists-and-query-language.md#relations):
 * `_embed`, `_expand`, `_fields`, `select`. They are validated only as text (once or repeated): the
 * domain reads the names, and an unknown relation is its 400 listing the valid ones. The document
 * shows the relations as an enum (`documentAs`, applied by `docs/openapi.ts`), in the repeated
 * form, as OpenAPI has no way to say "an enum, or several of it comma-separated".
 */

type Names = TOptional<TUnsafe<string | string[]>>

const REPEAT = 'Repeat the parameter or separate names with commas.'

function names(description: string, example: string, documentAs?: TSchema): Names {
  return Type.Optional(
    Type.Unsafe<string | string[]>({
      anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
      description,
      examples: [example],
      ...(documentAs && { documentAs }),
    }),
  )
}

function relation(valid: string[], what: string): Names {
  return names(`${what} ${REPEAT} Any other name is a 400 listing these.`, valid.join(','), {
    type: 'array',
    items: { type: 'string', enum: valid },
    description: `${what} ${REPEAT}`,
    examples: [valid],
    uniqueItems: true,
  })
}

const EMBED_WHAT: Record<ResourceName, string> = {
  users: `Adds each user's \`posts\` and/or \`todos\` as this sandbox sees them, in list order, at most ${EMBED_LIMIT} each.`,
  posts: `Adds each post's \`comments\` as this sandbox sees them, in list order, at most ${EMBED_LIMIT}.`,
  comments: '',
  todos: '',
}
const EXPAND_WHAT: Record<ResourceName, string> = {
  users: '',
  posts:
    "Adds the post's `user` (the record `user_id` names; null when it is not in this sandbox's view).",
  comments:
    "Adds the comment's `post` (the record `post_id` names; null when it is not in this sandbox's view).",
  todos:
    "Adds the todo's `user` (the record `user_id` names; null when it is not in this sandbox's view).",
}
const FIELDS_EXAMPLE: Record<ResourceName, string> = {
  users: 'name,address.city',
  posts: 'title',
  comments: 'name,email',
  todos: 'title,completed',
}

const fieldsParams = (example: string) => ({
  _fields: names(
    `Only these fields; a dot path keeps the nested shape (\`address.city\` → \`{address: {city}}\`). \`id\`, \`_sandbox\` and the keys \`_embed\`/\`_expand\` add are always kept; a name no record holds selects nothing. At most ${SELECT_LIMITS.max} names of ${SELECT_LIMITS.maxLength} characters. ${REPEAT}`,
    example,
  ),
  select: names(
    "DummyJSON's name for `_fields`; given with `_fields`, the two select their union.",
    example,
  ),
})

/**
 * The shaping parameters of one resource's lists and records. Typed as if every one were there
 * (the domain reads them all, and refuses a relation the resource lacks); the schema holds only
 * those the resource has.
 */
export function shapeParams(resource: ResourceName) {
  const { embed, expand } = relationNames(resource)
  return {
    ...(embed.length > 0 && { _embed: relation(embed, EMBED_WHAT[resource]) }),
    ...(expand.length > 0 && { _expand: relation(expand, EXPAND_WHAT[resource]) }),
    ...fieldsParams(FIELDS_EXAMPLE[resource]),
  } as { _embed: Names; _expand: Names; _fields: Names; select: Names }
}

/** The shaping parameters of a custom collection's lists and records. */
export const CUSTOM_SHAPE_PARAMS = {
  _embed: names(
    `\`<collection>:<field>\`: adds, under \`<collection>\`, its records whose \`<field>\` is this record's id (newest first, at most ${EMBED_LIMIT}). ${REPEAT}`,
    'orders:customerId',
  ),
  _expand: names(
    `\`<field>:<collection>\`: adds the record of \`<collection>\` whose id is in \`<field>\` (null when none), under \`<field>\` less an \`Id\`/\`_id\` suffix (\`customerId\` → \`customer\`). ${REPEAT}`,
    'customerId:customers',
  ),
  ...fieldsParams('name,price'),
}

/** The querystring of a single record's GET: the shaping parameters; others are ignored. */
export const recordQuery = (resource: ResourceName) =>
  Type.Object(shapeParams(resource), { additionalProperties: true })
