import { createHash } from 'node:crypto'
import type { Item } from '../../store/port.ts'
import { ProblemError } from '../errors.ts'
import type { Entry } from './merge.ts'
import { compareKeyLists, SORT_KEY_LENGTH, type SortKey, type SortSpec, sortKeys } from './sort.ts'

/**
 * Cursor pagination (docs/contract/lists-and-query-language.md#cursor-pagination): a cursor names a
 * place in the list's order, not a position, so records created or deleted between pages never make
 * a later page repeat or skip a record. The order is total: the sort keys, then created records
 * before the others, newest (highest `seq`) first, then the rest by id. A cursor holds the boundary
 * record's place in it and a fingerprint of the query (filters, `q`, sort; not the page size), and
 * nothing else: it is stateless, and a deleted boundary record still names a place.
 */

/** A place in a list's order: what a record's keys, origin and id or seq put it at. */
export interface Boundary {
  keys: ReadonlyArray<string | number | null>
  created: boolean
  /** `seq` of a created record, rank of any other (its id, for the built-in resources). */
  rank: number
}

export type Direction = 'next' | 'prev'

interface Body {
  v: 1
  f: string
  d: 'n' | 'p'
  k: Array<string | number | null>
  c: 0 | 1
  r: number
}

/**
 * Cursors longer than this are refused unread. The longest the API issues holds five sort keys
 * of SORT_KEY_LENGTH characters that JSON writes as `\u00XX` (six bytes each): about 10,400
 * characters of base64url. Node reads request heads up to 16 KB, so a URL can carry any of them.
 */
export const MAX_CURSOR_LENGTH = 12_288

/** A short digest of what a cursor is bound to. */
export function fingerprint(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16)
}

export function boundaryOf(entry: Entry, spec: SortSpec): Boundary {
  const created = entry.origin === 'created'
  return {
    keys: sortKeys(entry.record, spec).map((k) => (k.missing ? null : k.key)),
    created,
    rank: (created ? entry.seq : entry.rank) as number,
  }
}

const keyOf = (k: string | number | null): SortKey =>
  k === null
    ? { missing: true, rank: 0, key: 0 }
    : { missing: false, rank: typeof k === 'number' ? 0 : 1, key: k }

/**
 * Where a record falls against a boundary: negative before it, 0 at it, positive after it.
 * `rank` is the overlay's sequence number of a created record, the rank of any other.
 */
export function compareToBoundary(
  record: Item,
  created: boolean,
  rank: number,
  boundary: Boundary,
  spec: SortSpec,
): number {
  if (spec.length > 0) {
    const c = compareKeyLists(sortKeys(record, spec), boundary.keys.map(keyOf), spec)
    if (c !== 0) return c
  }
  if (created !== boundary.created) return created ? -1 : 1
  // Created records newest first; the others by rank.
  return created ? boundary.rank - rank : rank - boundary.rank
}

export function encodeCursor(print: string, direction: Direction, boundary: Boundary): string {
  const body: Body = {
    v: 1,
    f: print,
    d: direction === 'next' ? 'n' : 'p',
    k: [...boundary.keys],
    c: boundary.created ? 1 : 0,
    r: boundary.rank,
  }
  return Buffer.from(JSON.stringify(body)).toString('base64url')
}

const invalid = (param: string, raw: string, why: string) =>
  new ProblemError({
    code: 'INVALID_CURSOR',
    detail: `Query parameter '${param}' ${why}, got '${raw.length > 40 ? `${raw.slice(0, 40)}…` : raw}'; start again with ${param}= (empty) for the first page`,
    errors: [{ field: param, message: why }],
  })

const isKey = (k: unknown) =>
  k === null ||
  (typeof k === 'number' && Number.isFinite(k)) ||
  (typeof k === 'string' && k.length <= SORT_KEY_LENGTH)

/** Reads a cursor of this query (`print`, `keys` sort fields), or 400 INVALID_CURSOR. */
export function decodeCursor(
  param: string,
  raw: string,
  print: string,
  keys: number,
): { direction: Direction; boundary: Boundary } {
  if (raw.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(raw))
    throw invalid(param, raw, 'is not a cursor of this API')
  let body: Partial<Body>
  try {
    body = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))
  } catch {
    throw invalid(param, raw, 'is not a cursor of this API (damaged or cut short)')
  }
  if (
    body === null ||
    typeof body !== 'object' ||
    body.v !== 1 ||
    typeof body.f !== 'string' ||
    (body.d !== 'n' && body.d !== 'p') ||
    !Array.isArray(body.k) ||
    !body.k.every(isKey) ||
    (body.c !== 0 && body.c !== 1) ||
    typeof body.r !== 'number' ||
    !Number.isFinite(body.r)
  ) {
    throw invalid(param, raw, 'is not a cursor of this API (damaged or cut short)')
  }
  if (body.f !== print || body.k.length !== keys) {
    throw invalid(param, raw, 'belongs to another query (its filters, q or sort differ)')
  }
  return {
    direction: body.d === 'n' ? 'next' : 'prev',
    boundary: { keys: body.k, created: body.c === 1, rank: body.r },
  }
}
