/**
 * What GraphQL can say of a db.json's records (docs/contract/db-json.md#graphql): each field's
 * type, read from every record's value of it. A field whose values agree on a scalar gets that
 * scalar; one whose values are objects gets an object type of its own, down to MAX_OBJECT_DEPTH;
 * arrays, fields whose records disagree, and objects too deep or too wide are `JSON`.
 */
export type Scalar = 'Int' | 'Float' | 'String' | 'Boolean' | 'JSON'
export type Shape = { scalar: Scalar } | { fields: ReadonlyMap<string, Shape> }

/** Object levels typed below a record: `address.geo` is 2. */
export const MAX_OBJECT_DEPTH = 3
/** Keys an object level may have and still be typed: a map keyed by ids is JSON. */
export const MAX_OBJECT_FIELDS = 100
/** Fields a record's type lists; a file's wider records reach the rest through `_record`. */
export const MAX_RECORD_FIELDS = 200

/** GraphQL's names; `__` is reserved for introspection. */
export const isGraphQLName = (name: string) =>
  /^[_A-Za-z][_0-9A-Za-z]*$/.test(name) && !name.startsWith('__')

const INT32 = 2 ** 31

interface Seen {
  int: boolean
  wide: boolean
  float: boolean
  string: boolean
  boolean: boolean
  other: boolean
  object?: Map<string, Seen>
}

const fresh = (): Seen => ({
  int: false,
  wide: false,
  float: false,
  string: false,
  boolean: false,
  other: false,
})

/** Notes each key of `object` into `level`, nested objects into theirs, without recursion. */
function observe(level: Map<string, Seen>, object: Record<string, unknown>) {
  const stack: Array<[Map<string, Seen>, Record<string, unknown>, number]> = [[level, object, 0]]
  while (stack.length > 0) {
    const [into, value, depth] = stack.pop() as [Map<string, Seen>, Record<string, unknown>, number]
    for (const key of Object.keys(value)) {
      const v = value[key]
      if (v === null || v === undefined) continue
      let seen = into.get(key)
      if (!seen) {
        seen = fresh()
        into.set(key, seen)
      }
      if (typeof v === 'number') {
        if (!Number.isInteger(v)) seen.float = true
        else if (Math.abs(v) >= INT32) seen.wide = true
        else seen.int = true
      } else if (typeof v === 'string') seen.string = true
      else if (typeof v === 'boolean') seen.boolean = true
      else if (typeof v === 'object' && !Array.isArray(v) && depth < MAX_OBJECT_DEPTH) {
        seen.object ??= new Map()
        // Past the width bound the level is JSON: its keys are no longer counted.
        if (seen.object.size <= MAX_OBJECT_FIELDS)
          stack.push([seen.object, v as Record<string, unknown>, depth + 1])
      } else seen.other = true
    }
  }
}

function shapeOf(seen: Seen): Shape {
  const numeric = seen.int || seen.wide || seen.float
  const kinds = [numeric, seen.string, seen.boolean, seen.object !== undefined, seen.other]
  if (kinds.filter(Boolean).length !== 1) return { scalar: 'JSON' }
  if (numeric) return { scalar: seen.wide || seen.float ? 'Float' : 'Int' }
  if (seen.string) return { scalar: 'String' }
  if (seen.boolean) return { scalar: 'Boolean' }
  if (seen.object) {
    const fields = fieldsOf(seen.object, MAX_OBJECT_FIELDS)
    return fields ? { fields } : { scalar: 'JSON' }
  }
  return { scalar: 'JSON' }
}

/** The typed fields of a level, or undefined when it has more keys than `limit`. */
function fieldsOf(level: Map<string, Seen>, limit: number): Map<string, Shape> | undefined {
  if (level.size > limit) return undefined
  const out = new Map<string, Shape>()
  for (const [key, seen] of level) if (isGraphQLName(key)) out.set(key, shapeOf(seen))
  return out.size > 0 ? out : undefined
}

/** The fields of records: a collection's, or a singular resource's one object. */
export function recordShape(records: Iterable<Record<string, unknown>>): Map<string, Shape> {
  const level = new Map<string, Seen>()
  for (const record of records) observe(level, record)
  const kept = new Map([...level].filter(([key]) => isGraphQLName(key)).slice(0, MAX_RECORD_FIELDS))
  return fieldsOf(kept, Number.POSITIVE_INFINITY) ?? new Map()
}
