import type { Item } from '../../store/port.ts'
import type { Link } from '../links.ts'
import type { FieldType } from '../resources.ts'

/**
 * What the records of a db.json collection say about themselves: the type of each field (by dot
 * path into nested objects), the text `q` searches, and the relations json-server's convention
 * gives (`postId` in comments → `posts`). Inferred once at start from the whole collection.
 */
export interface InferredCollection {
  name: string
  /** Typed scalar fields by path, `id` included; a field whose values disagree is left out. */
  fields: Readonly<Record<string, FieldType>>
  /** String fields, by path: what `q` searches. */
  textFields: readonly string[]
  /** Whether every id is a number (json-server's default) or some are strings. */
  ids: 'number' | 'string'
}

/** A `<singular>Id` field of `child` that names a record of `parent`: a row of its links. */
export type InferredRelation = Link

/** Nested objects are typed down to this many names (the filters' own path limit). */
const MAX_PATH_NAMES = 8

type Seen = 'integer' | 'number' | 'string' | 'boolean' | 'mixed'

function kind(v: unknown): Seen | undefined {
  if (typeof v === 'string') return 'string'
  if (typeof v === 'boolean') return 'boolean'
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number'
  return undefined
}

/** The paths and value kinds of one record's scalar fields, nested objects walked by name. */
function scalars(item: Item, into: Map<string, Seen>) {
  const stack: Array<[Record<string, unknown>, string, number]> = [[item, '', 1]]
  while (stack.length > 0) {
    const [object, prefix, names] = stack.pop() as [Record<string, unknown>, string, number]
    for (const key of Object.keys(object)) {
      const value = object[key]
      const path = prefix + key
      if (value === null || value === undefined) continue
      if (typeof value === 'object') {
        if (!Array.isArray(value) && names < MAX_PATH_NAMES)
          stack.push([value as Record<string, unknown>, `${path}.`, names + 1])
        continue
      }
      const k = kind(value)
      if (!k) continue
      const before = into.get(path)
      if (before === undefined || before === k) into.set(path, k)
      else if ((before === 'integer' && k === 'number') || (before === 'number' && k === 'integer'))
        into.set(path, 'number')
      else into.set(path, 'mixed')
    }
  }
}

export function inferCollection(name: string, records: readonly Item[]): InferredCollection {
  const seen = new Map<string, Seen>()
  for (const record of records) scalars(record, seen)
  const fields: Record<string, FieldType> = { id: 'id' }
  const textFields: string[] = []
  for (const [path, k] of seen) {
    if (path === 'id') continue
    // Fractions and mixed fields stay untyped: a filter then matches the number or the string.
    if (k === 'integer') fields[path] = 'integer'
    else if (k === 'boolean') fields[path] = 'boolean'
    else if (k === 'string') {
      fields[path] = 'string'
      textFields.push(path)
    }
  }
  const ids = records.every((r) => typeof r.id === 'number') ? 'number' : 'string'
  return { name, fields, textFields, ids }
}

/** The names a collection's singular may have in the plural: post → posts, category → categories. */
export function pluralsOf(singular: string): string[] {
  const out = [`${singular}s`, `${singular}es`, singular]
  if (/[^aeiou]y$/.test(singular)) out.unshift(`${singular.slice(0, -1)}ies`)
  return out
}

/**
 * json-server's relations: a field `<singular>Id` of a collection points at the collection of
 * that singular's plural (`postId` → `posts`, `categoryId` → `categories`), when the file has it.
 */
export function inferRelations(collections: readonly InferredCollection[]): InferredRelation[] {
  const names = new Set(collections.map((c) => c.name))
  const out: InferredRelation[] = []
  for (const child of collections) {
    for (const field of Object.keys(child.fields)) {
      const match = /^([A-Za-z][A-Za-z0-9_]*)Id$/.exec(field)
      if (!match) continue
      const singular = match[1] as string
      const parent = pluralsOf(singular).find((p) => names.has(p))
      if (parent === undefined) continue
      out.push({ child: child.name, field, parent, expandKey: singular, embedKey: child.name })
    }
  }
  return out
}
