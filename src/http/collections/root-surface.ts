import type { FastifyReply } from 'fastify'
import { Type } from 'typebox'
import { type Collection, listQueryOf } from '../../domain/collections/collection.ts'
import { invalidQuery, quoted } from '../../domain/errors.ts'
import type { ListResult } from '../../domain/list/paginate.ts'
import { headerSafe, setListHeaders, setUnusedHeaders } from '../common/list-headers.ts'
import type { Surface } from './surface.ts'

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
    itemParams: Type.Object({ id: Type.String({ maxLength: 256 }) }),
  }
}
