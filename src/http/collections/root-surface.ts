import type { FastifyReply } from 'fastify'
import { type TObject, type TSchema, Type } from 'typebox'
import { type Collection, listQueryOf } from '../../domain/collections/collection.ts'
import { invalidQuery, quoted } from '../../domain/errors.ts'
import type { ListResult } from '../../domain/list/paginate.ts'
import { type NameList, namesOf } from '../../domain/shape/names.ts'
import { RELATION_NAME_LIMITS } from '../../domain/shape/relations.ts'
import { headerSafe, setListHeaders, setUnusedHeaders } from '../common/list-headers.ts'
import { FILTERS_NOTE } from '../common/schemas.ts'
import type { RouteDocs, RouteKind, Surface, SurfaceDocument } from './surface.ts'

/** Parameters that ask for a page or a slice: without one, a root list is every record. */
const PAGING = ['page', 'limit', '_page', '_limit', 'skip', '_start', '_end', 'cursor', '_cursor']
const asksForPage = (params: Readonly<Record<string, unknown>>) =>
  PAGING.some((name) => params[name] !== undefined)

/** react-admin's simple-rest parameters, JSON in the query string. */
const REACT_ADMIN = ['sort', 'range', 'filter'] as const

/** One JSON parameter, or a 400 naming it and what it takes. */
function json(params: Readonly<Record<string, unknown>>, name: string, takes: string): unknown {
  const raw = params[name]
  if (typeof raw !== 'string') throw invalidQuery(name, `must be given once, as ${takes}`)
  try {
    return JSON.parse(raw)
  } catch {
    throw invalidQuery(name, `must be JSON, ${takes}, got ${quoted(raw.slice(0, 100))}`)
  }
}

const isIndex = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0

/** A filter value of react-admin's `filter` as the query language's parameter values. */
function filterValue(field: string, value: unknown): string | string[] {
  const one = (v: unknown): string => {
    if (typeof v === 'string') return v
    if (typeof v === 'number' || typeof v === 'boolean') return String(v)
    throw invalidQuery(
      'filter',
      `takes a string, number, boolean or an array of them for each field; ${quoted(field)} holds ${v === null ? 'null' : typeof v}`,
    )
  }
  return Array.isArray(value) ? value.map(one) : one(value)
}

/**
 * react-admin's `sort=["title","ASC"]`, `range=[0,24]` (inclusive) and `filter={"q":"x",
 * "userId":1,"id":[1,2]}` as the query language's `_sort`/`_order`, `_start`/`_end`, `q` and
 * field filters (an array is an OR); the parameters without them as they were.
 */
export function reactAdminParams(
  params: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  if (REACT_ADMIN.every((name) => params[name] === undefined)) return params
  const out: Record<string, unknown> = { ...params }
  for (const name of REACT_ADMIN) delete out[name]
  if (params.sort !== undefined) {
    const takes = 'a field and an order, ["title","ASC"]'
    const sort = json(params, 'sort', takes)
    if (
      !Array.isArray(sort) ||
      sort.length !== 2 ||
      typeof sort[0] !== 'string' ||
      typeof sort[1] !== 'string' ||
      !/^(asc|desc)$/i.test(sort[1])
    )
      throw invalidQuery('sort', `must be ${takes}, got ${quoted(String(params.sort))}`)
    out._sort = sort[0]
    out._order = sort[1].toLowerCase()
  }
  if (params.range !== undefined) {
    const takes = 'the first and last index, [0,24]'
    const range = json(params, 'range', takes)
    if (
      !Array.isArray(range) ||
      range.length !== 2 ||
      !isIndex(range[0]) ||
      !isIndex(range[1]) ||
      range[1] < range[0]
    )
      throw invalidQuery('range', `must be ${takes}, got ${quoted(String(params.range))}`)
    out._start = range[0]
    out._end = range[1] + 1
  }
  if (params.filter !== undefined) {
    const filter = json(params, 'filter', 'an object of fields and values, {"userId":1}')
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
      throw invalidQuery('filter', `must be an object of fields and values, {"userId":1}`)
    for (const [field, value] of Object.entries(filter)) out[field] = filterValue(field, value)
  }
  return out
}

/** Whether `collection` takes `name` under `param` (an unknown name is the collection's 400). */
function takes(collection: Collection, param: '_embed' | '_expand', name: string): boolean {
  try {
    return collection.relations({ [param]: name }) !== undefined
  } catch {
    return false
  }
}

/** A relation parameter's names, as the collection reads them (comma-separated or repeated). */
const namesIn = (param: string, value: unknown): string[] =>
  namesOf([[param, value as NameList]], RELATION_NAME_LIMITS).map((n) => n.name)

/**
 * Relations as json-server 1.0 and react-admin's providers name them, in the service's words:
 * react-admin's `embed=["comments","user"]` (ra-data-simple-rest's `meta.embed`), and `_embed`
 * naming a record's parent (`_embed=user`, ra-data-json-server's singular form), which is the
 * service's `_expand`. A name neither takes stays under `_embed`, whose 400 lists the valid ones.
 */
export function jsonServerRelations(
  collection: Collection,
  params: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  if (params.embed === undefined && params._embed === undefined) return params
  const embed = namesIn('_embed', params._embed)
  if (params.embed !== undefined) {
    const names = json(params, 'embed', 'a list of relations, ["comments"]')
    if (!Array.isArray(names) || !names.every((n) => typeof n === 'string'))
      throw invalidQuery('embed', 'must be a list of relations, ["comments"]')
    embed.push(...namesIn('embed', names))
  }
  const expand = namesIn('_expand', params._expand)
  const kept: string[] = []
  for (const name of embed) {
    const parent = !takes(collection, '_embed', name) && takes(collection, '_expand', name)
    ;(parent ? expand : kept).push(name)
  }
  const out: Record<string, unknown> = { ...params }
  delete out.embed
  delete out._embed
  delete out._expand
  if (kept.length) out._embed = kept
  if (expand.length) out._expand = expand
  return out
}

/** `Content-Range: posts 0-24/319`, react-admin's total; an empty slice has `*` for its range. */
function contentRange(
  reply: FastifyReply,
  collection: Collection,
  result: ListResult,
  start: number,
) {
  const { total } = result.pagination
  const count = result.data.length
  const range = count === 0 ? '*' : `${start}-${start + count - 1}`
  reply.header('content-range', headerSafe(`${collection.name} ${range}/${total}`))
}

/**
 * The root surface (docs/contract/root-surface.md), json-server 0.17's wire format: a list is
 * a bare array of every matching record (at most `maxBareList`, else a 400 naming `_limit`)
 * unless a page or slice is asked, which carries `X-Total-Count` and `Link` (and react-admin's
 * `Content-Range` when asked by `range`); pages and slices are bound by `maxBareList`, not the
 * page-size cap. A create answers 201 with the record and its `Location`, a delete `{}`. Any id
 * is taken, so that one naming no record is a 404 like any other.
 */
export function rootSurface(maxBareList: number): Surface {
  return {
    query(collection, params, fixed) {
      const given = reactAdminParams(params)
      const { query, ignored } = listQueryOf(collection, given, fixed)
      query.cap = maxBareList
      if (!asksForPage(given)) query.whole = true
      return { query, ignored }
    },
    checked({ params, result }) {
      const total = result.pagination.total
      if (total > maxBareList && !asksForPage(reactAdminParams(params)))
        throw invalidQuery(
          '_limit',
          `is needed for this list: it holds ${total} records, more than the ${maxBareList} a list answers whole (--max-bare-list); ask a page (_page, _limit) or a slice (_start, _end)`,
        )
    },
    list({ req, reply, collection, params, result, records, origin, ignored }) {
      const given = reactAdminParams(params)
      if (!asksForPage(given)) {
        reply.header('x-total-count', String(result.pagination.total))
        setUnusedHeaders(reply, result, ignored)
        return records
      }
      if (params.range !== undefined) {
        reply.header('x-total-count', String(result.pagination.total))
        setUnusedHeaders(reply, result, ignored)
        contentRange(reply, collection, result, given._start as number)
        return records
      }
      setListHeaders(req, reply, result, origin, ignored, 'root')
      return records
    },
    created(req, reply, record) {
      reply.code(201)
      reply.header(
        'location',
        `${req.url.split('?', 1)[0]}/${encodeURIComponent(String(record.id))}`,
      )
      return record
    },
    removed: () => ({}),
    relationParams: jsonServerRelations,
    itemParams: Type.Object({ id: Type.String({ maxLength: 256 }) }),
    document: rootDocument(maxBareList),
  }
}

/** What json-server answers for an id, or a nested list's parent, the caller's view lacks. */
const NOT_FOUND = {
  description:
    "No such record in this sandbox's view (any id, `abc` included): `{}`, as json-server answers",
  content: {
    'application/json': { schema: { type: 'object', maxProperties: 0 }, example: {} },
  },
}

const ROOT_HEADERS = {
  'X-Total-Count': { type: 'integer', description: 'Records matching, over all pages' },
  Link: {
    type: 'string',
    description: "A page's `first`, `prev`, `next` and `last` in `_page`/`_limit` (RFC 8288)",
  },
  'Content-Range': {
    type: 'string',
    description: "When `range` asks: react-admin's `posts 0-24/100`",
  },
}

const listNote = (maxBareList: number) =>
  `json-server 0.17's list: a bare JSON array of every record this sandbox sees (created here first, then the shared ones in id order), at most ${maxBareList} (\`--max-bare-list\`, else 400 naming \`_limit\`), with \`X-Total-Count\`. \`_page\` with \`_limit\` (default 10), \`_start\` with \`_end\` or \`_limit\`, or \`_limit\` alone ask a slice, with \`Link\`. react-admin's \`sort=["title","ASC"]\`, \`range=[0,24]\` and \`filter={"userId":1}\` are read too, with \`Content-Range\`.`

/** The root's answers in the document (docs/contract/root-surface.md). */
function rootDocument(maxBareList: number): SurfaceDocument {
  const answers = (docs: RouteDocs, ok: Record<string | number, unknown>) => {
    const response = { ...docs.response }
    delete response[200]
    if (response[404]) response[404] = NOT_FOUND
    return { ...docs, response: { ...ok, ...response } }
  }
  const words: Record<RouteKind, (docs: RouteDocs, record: TSchema | undefined) => RouteDocs> = {
    list: (docs, record) => ({
      ...answers(docs, {
        200: {
          description: 'Every matching record, or the slice asked',
          headers: ROOT_HEADERS,
          content: { 'application/json': { schema: Type.Array(record ?? Type.Object({})) } },
        },
      }),
      description: `${listNote(maxBareList)}${docs.description?.includes(FILTERS_NOTE) ? FILTERS_NOTE : ''}`,
    }),
    create: (docs, record) => {
      const { 200: created, ...rest } = docs.response ?? {}
      return {
        ...docs,
        description: `${docs.description ?? ''} Answers 201 with \`Location\`, as json-server does.`,
        response: {
          201: {
            ...(created as object),
            headers: { Location: { type: 'string', description: "The new record's URL" } },
            ...(record && !created ? { content: { 'application/json': { schema: record } } } : {}),
          },
          ...rest,
        },
      }
    },
    get: (docs) => answers(docs, { 200: docs.response?.[200] }),
    replace: (docs) => answers(docs, { 200: docs.response?.[200] }),
    patch: (docs) => answers(docs, { 200: docs.response?.[200] }),
    remove: (docs) =>
      answers(docs, {
        200: {
          description: 'Deleted: `{}`, as json-server answers',
          content: {
            'application/json': { schema: { type: 'object', maxProperties: 0 }, example: {} },
          },
        },
      }),
  }
  return {
    tags: ['root'],
    route: (kind, docs, record) => words[kind](docs, record),
    listQuery: (schema) => {
      const given = schema as TObject
      return Type.Object(
        {
          ...given.properties,
          limit: Type.Optional(
            Type.Integer({
              minimum: 1,
              description: `Page size (default 10), at most ${maxBareList}`,
            }),
          ),
          _limit: Type.Optional(
            Type.Integer({
              minimum: 1,
              description: `Page size with \`_page\` (default 10), or alone the first records; at most ${maxBareList}`,
            }),
          ),
          _end: Type.Optional(
            Type.Integer({ minimum: 0, description: 'Slice end, exclusive (json-server)' }),
          ),
          sort: Type.Optional(
            Type.String({
              maxLength: 500,
              description: 'react-admin: a field and an order as JSON, `["title","ASC"]`',
            }),
          ),
          range: Type.Optional(
            Type.String({
              maxLength: 100,
              description: 'react-admin: the first and last index as JSON, `[0,24]`',
            }),
          ),
          embed: Type.Optional(
            Type.String({
              maxLength: 2000,
              description:
                'react-admin: relations as JSON, `["comments","user"]`; a parent (`user`) is expanded, as `_embed=user` is here',
            }),
          ),
          filter: Type.Optional(
            Type.String({
              maxLength: 2000,
              description:
                'react-admin: fields and values as JSON, `{"userId":1}` (an array is an OR)',
            }),
          ),
        },
        { additionalProperties: true },
      )
    },
  }
}
