import { spread } from './draw.ts'

/** A JSON schema object as found in an OpenAPI document once its `$ref`s are dereferenced. */
export type Schema = { readonly [key: string]: unknown }

export const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function num(schema: Schema, key: string): number | undefined {
  const value = schema[key]
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

export function str(schema: Schema, key: string): string | undefined {
  const value = schema[key]
  return typeof value === 'string' ? value : undefined
}

/**
 * The schema's non-null types and whether null is allowed, in both dialects: 3.0's
 * `nullable: true` and 3.1's `type: [..., 'null']`. Without `type`, the keywords tell.
 */
export function typesOf(schema: Schema): { types: string[]; nullable: boolean } {
  const declared =
    typeof schema.type === 'string'
      ? [schema.type]
      : Array.isArray(schema.type)
        ? schema.type.filter((t): t is string => typeof t === 'string')
        : inferredTypes(schema)
  return {
    types: declared.filter((t) => t !== 'null'),
    nullable: declared.includes('null') || schema.nullable === true,
  }
}

function inferredTypes(schema: Schema): string[] {
  if ('properties' in schema || 'additionalProperties' in schema || 'required' in schema)
    return ['object']
  if ('items' in schema || 'prefixItems' in schema) return ['array']
  if ('minimum' in schema || 'maximum' in schema || 'multipleOf' in schema) return ['number']
  if ('minLength' in schema || 'maxLength' in schema || 'pattern' in schema) return ['string']
  return []
}

/** The schema's own example: 3.0's `example`, else the first of 3.1's `examples`. */
export function exampleOf(schema: Schema): { value: unknown } | undefined {
  if ('example' in schema) return { value: schema.example }
  if (Array.isArray(schema.examples) && schema.examples.length > 0)
    return { value: schema.examples[0] }
  return undefined
}

const onlyNull = (schema: Schema) => {
  const { types, nullable } = typesOf(schema)
  return types.length === 0 && nullable && !('properties' in schema)
}

/**
 * A schema with its `allOf` merged and one `oneOf`/`anyOf` branch chosen, spread over the
 * records by `slot` (a 3.1 `oneOf: [X, {type: 'null'}]` makes X nullable). `branches` are the
 * schemas merged in: the caller holds them on its path so a cycle through one is seen.
 * A branch already on the path is left out, as a cycle stops there.
 */
export function resolve(
  schema: Schema,
  slot: number,
  key: string,
  onPath: ReadonlySet<object>,
): { schema: Schema; branches: Schema[] } {
  if (!('allOf' in schema || 'oneOf' in schema || 'anyOf' in schema))
    return { schema, branches: [] }
  const { allOf, oneOf, anyOf, ...base } = schema
  const parts: Schema[] = [base]
  const branches: Schema[] = []
  let nullable = false
  const take = (branch: Schema) => {
    const inner = resolve(branch, slot, key, onPath)
    branches.push(branch, ...inner.branches)
    parts.push(inner.schema)
  }
  for (const branch of usable(allOf, onPath)) take(branch)
  for (const [name, list] of [
    ['oneOf', oneOf],
    ['anyOf', anyOf],
  ] as const) {
    const options = usable(list, onPath)
    const real = options.filter((b) => !onlyNull(b))
    if (real.length < options.length) nullable = true
    if (real.length > 0) take(spread(real, slot, `${key}|${name}`))
    else if (options.length > 0) nullable = true
  }
  const merged = mergeAll(parts)
  return { schema: nullable ? { ...merged, nullable: true } : merged, branches }
}

function usable(list: unknown, onPath: ReadonlySet<object>): Schema[] {
  return Array.isArray(list) ? list.filter((b) => isSchema(b) && !onPath.has(b)) : []
}

const LOWER_BOUNDS = new Set(['minimum', 'minLength', 'minItems', 'minProperties'])
const UPPER_BOUNDS = new Set(['maximum', 'maxLength', 'maxItems', 'maxProperties'])

/**
 * The parts of an `allOf` as one schema: properties and `required` joined, types intersected,
 * the tighter of each bound; any other keyword is the first part's that has it.
 */
export function mergeAll(parts: readonly Schema[]): Schema {
  if (parts.length === 1 && parts[0]) return parts[0]
  const out: Record<string, unknown> = {}
  const properties = new Map<string, Schema[]>()
  const required = new Set<string>()
  let types: string[] | undefined
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties' && isSchema(value)) {
        for (const [name, sub] of Object.entries(value))
          if (isSchema(sub)) properties.set(name, [...(properties.get(name) ?? []), sub])
      } else if (key === 'required' && Array.isArray(value)) {
        for (const name of value) if (typeof name === 'string') required.add(name)
      } else if (key === 'type') {
        const own = typeof value === 'string' ? [value] : Array.isArray(value) ? value : []
        types = types === undefined ? own : intersectTypes(types, own)
      } else if (key === 'nullable') {
        // Decided below, over every part.
      } else if (LOWER_BOUNDS.has(key) && typeof value === 'number') {
        out[key] = Math.max(value, (out[key] as number | undefined) ?? -Infinity)
      } else if (UPPER_BOUNDS.has(key) && typeof value === 'number') {
        out[key] = Math.min(value, (out[key] as number | undefined) ?? Infinity)
      } else if (!(key in out)) {
        out[key] = value
      }
    }
  }
  if (types !== undefined) out.type = types
  // Null passes an allOf only if no part declares a type that refuses it.
  if (parts.some((p) => p.nullable === true || (Array.isArray(p.type) && p.type.includes('null'))))
    out.nullable = parts.every(allowsNull)
  if (properties.size > 0)
    out.properties = Object.fromEntries(
      [...properties].map(([name, list]) => [name, mergeAll(list)]),
    )
  if (required.size > 0) out.required = [...required]
  return out
}

function allowsNull(part: Schema): boolean {
  if (part.nullable === true) return true
  if (typeof part.type === 'string') return part.type === 'null'
  return Array.isArray(part.type) ? part.type.includes('null') : true
}

function intersectTypes(a: readonly string[], b: readonly unknown[]): string[] {
  const both = a.filter((t) => b.includes(t))
  // An integer is a number, so integer ∩ number is integer.
  if (a.includes('integer') && b.includes('number') && !both.includes('integer'))
    both.push('integer')
  if (b.includes('integer') && a.includes('number') && !both.includes('integer'))
    both.push('integer')
  return both.length > 0 ? both : [...a]
}
