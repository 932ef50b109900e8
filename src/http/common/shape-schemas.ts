import { type TOptional, type TSchema, type TUnsafe, Type } from 'typebox'
import { embedsOf, expandsOf } from '../../domain/links.ts'
import { RESOURCE_LINKS, RESOURCES, type ResourceName } from '../../domain/resources.ts'
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

const code = (s: string) => `\`${s}\``
/** `a`, `a and/or b`, `a, b and/or c`. */
const either = (keys: readonly string[]) =>
  keys.length < 2
    ? keys.join('')
    : `${keys.slice(0, -1).join(', ')} and/or ${keys[keys.length - 1]}`

/** What `_embed` adds to a resource's records, from its rows of the links table. */
function embedWhat(resource: ResourceName): string {
  const keys = embedsOf(RESOURCE_LINKS, resource).map((l) => code(l.embedKey))
  if (keys.length === 0) return ''
  const each = keys.length > 1 ? ' each' : ''
  return `Adds each ${RESOURCES[resource].singular}'s ${either(keys)} as this sandbox sees them, in list order, at most ${EMBED_LIMIT}${each}.`
}

/** What `_expand` adds to a resource's records, from its rows of the links table. */
function expandWhat(resource: ResourceName): string {
  const one = RESOURCES[resource].singular
  return expandsOf(RESOURCE_LINKS, resource)
    .map(
      (l) =>
        `Adds the ${one}'s ${code(l.expandKey)} (the record ${code(l.field)} names; null when it is not in this sandbox's view).`,
    )
    .join(' ')
}

const FIELDS_EXAMPLE: Record<ResourceName, string> = {
  users: 'name,address.city',
  posts: 'title',
  comments: 'name,email',
  todos: 'title,completed',
  albums: 'title',
  photos: 'title,thumbnailUrl',
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
    ...(embed.length > 0 && { _embed: relation(embed, embedWhat(resource)) }),
    ...(expand.length > 0 && { _expand: relation(expand, expandWhat(resource)) }),
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
