import { Type } from 'typebox'
import type { DataCollection } from '../../domain/dataset/catalog.ts'
import { SELECT_LIMITS } from '../../domain/shape/select.ts'
import {
  API_PROBLEMS,
  FILTERS_NOTE,
  jsonResponse,
  LIST_PARAMS,
  listParams,
  listResponse,
  problems,
  sortExamples,
  WRITE_PROBLEMS,
} from '../common/schemas.ts'

/** A record id of a db.json collection: the file's (a number or a string) or `local-…`. */
export const DatasetItemParams = Type.Object({
  id: Type.String({
    minLength: 1,
    maxLength: 200,
    description: "The record's id as the file has it (a number or a string), or `local-…`",
  }),
})

/** Any JSON object: a db.json's records hold whatever the file and its users give them. */
export const DatasetBody = Type.Unsafe<Record<string, unknown>>(
  Type.Object(
    {},
    {
      additionalProperties: Type.Unsafe({ $ref: 'SafeJson#' }),
      description: 'Any JSON object; `id` and `_sandbox` are ignored (the server owns them)',
    },
  ),
)

const Record = Type.Object(
  { id: Type.Union([Type.Integer(), Type.String()]) },
  { additionalProperties: true, description: 'A record as the file has it, or as you wrote it' },
)

const Names = Type.Optional(
  Type.Unsafe<string | string[]>({
    anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    description: 'Names, comma-separated or repeated',
  }),
)

/** The list's query: the whole query language, plus json-server's `_embed` and `_expand`. */
export function datasetListQuery(c: DataCollection) {
  const typed = Object.keys(c.list.fields)
  return Type.Object(
    {
      ...listParams({
        q: `${LIST_PARAMS.q}: ${c.list.textFields?.join(', ') || 'no text fields'}`,
        sort: `${LIST_PARAMS._sort}. Any field, dotted paths too`,
        sortExamples: sortExamples(typed, typed.find((f) => f !== 'id') ?? 'id'),
      }),
      _embed: Names,
      _expand: Names,
      _fields: Names,
      select: Names,
    },
    { additionalProperties: true },
  )
}

export const DatasetRecordQuery = Type.Object(
  { _embed: Names, _expand: Names, _fields: Names, select: Names },
  { additionalProperties: true },
)

const relationsNote = (c: DataCollection) => {
  const embed = c.embeds.map((r) => `\`${r.embedKey}\``)
  const expand = c.expands.map((r) => `\`${r.expandKey}\``)
  return [
    embed.length > 0 ? ` \`_embed\`: ${embed.join(', ')}.` : '',
    expand.length > 0 ? ` \`_expand\`: ${expand.join(', ')}.` : '',
    ` \`_fields\` keeps at most ${SELECT_LIMITS.max} fields.`,
  ].join('')
}

/** The OpenAPI words of one collection's routes. */
export function datasetDocs(c: DataCollection) {
  const one = c.singular
  return {
    list: {
      summary: `List ${c.name}`,
      description: `The file's ${c.name} in file order, after your own creates, with your changes.${FILTERS_NOTE}${relationsNote(c)}`,
      response: {
        200: listResponse(`A page of ${c.name}`, Record),
        ...problems(400, ...API_PROBLEMS),
      },
    },
    get: {
      summary: `Get one ${one}`,
      response: {
        200: jsonResponse(`The ${one}`, Record),
        ...problems(400, 404, ...API_PROBLEMS),
      },
    },
    create: {
      summary: `Create a ${one} in your sandbox`,
      response: {
        200: jsonResponse(`The ${one} created (id \`local-…\`)`, Record),
        ...problems(400, 403, 413, ...WRITE_PROBLEMS, ...API_PROBLEMS),
      },
    },
    replace: {
      summary: `Replace a ${one} in your sandbox`,
      response: {
        200: jsonResponse(`The ${one} as replaced`, Record),
        ...problems(400, 404, 413, ...WRITE_PROBLEMS, ...API_PROBLEMS),
      },
    },
    patch: {
      summary: `Change fields of a ${one} in your sandbox`,
      response: {
        200: jsonResponse(`The ${one} as changed`, Record),
        ...problems(400, 404, 413, ...WRITE_PROBLEMS, ...API_PROBLEMS),
      },
    },
    remove: {
      summary: `Delete a ${one} from your sandbox`,
      response: {
        200: jsonResponse(
          'What was deleted',
          Type.Object({
            message: Type.String(),
            id: Type.Union([Type.Integer(), Type.String()]),
            resource: Type.String(),
          }),
        ),
        ...problems(400, 404, ...WRITE_PROBLEMS, ...API_PROBLEMS),
      },
    },
  }
}

/** The OpenAPI words of a singular resource (json-server's `profile`). */
export function singularDocs(name: string) {
  const Value = Type.Object({}, { additionalProperties: true, description: `The ${name}` })
  return {
    get: {
      summary: `Get ${name}`,
      response: {
        200: jsonResponse(`The ${name} as your sandbox sees it`, Value),
        ...problems(...API_PROBLEMS),
      },
    },
    replace: {
      summary: `Replace ${name} in your sandbox`,
      response: {
        200: jsonResponse(`The ${name} as replaced`, Value),
        ...problems(400, 413, ...WRITE_PROBLEMS, ...API_PROBLEMS),
      },
    },
    patch: {
      summary: `Change fields of ${name} in your sandbox`,
      response: {
        200: jsonResponse(`The ${name} as changed`, Value),
        ...problems(400, 413, ...WRITE_PROBLEMS, ...API_PROBLEMS),
      },
    },
  }
}
