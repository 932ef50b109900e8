import { base, en, Faker } from '@faker-js/faker'
import { type Draw, hashText, intBetween, mix, prng, singularOf, spread } from './draw.ts'
import { numberFor } from './generate-numbers.ts'
import { fitLength, formatValue, patternValue } from './generate-strings.ts'
import { numberHint, stringByName, wordsOf } from './name-heuristics.ts'
import { applyKeys } from './record-keys.ts'
import { exampleOf, isSchema, num, resolve, type Schema, str, typesOf } from './schema-view.ts'

/**
 * The baseline records of an OpenAPI resource, generated from its schema
 * (docs/contract/openapi-mock.md#generated-baseline).
 */
export interface GenerateOptions {
  /** Deterministic: the same document, seed and resource give the same records. */
  seed: number
  /** Resource name, e.g. 'pets' (mixed into the seed so resources differ). */
  resource: string
  /** The id field's name (e.g. 'id'), filled with 1..count when the schema types it integer (string ids: `${resource-singular}-${n}` or a uuid when format uuid). */
  idField?: string
  /** Values for reference fields so references point at records that exist: field name → the ids it may take (e.g. { ownerId: [1,2,3] }). */
  references?: Record<string, readonly (string | number)[]>
}

/** Nested deeper than this, a value stops as a cycle does. */
const MAX_DEPTH = 12
/** The share of nullable values that are null: some, so clients meet them, but few. */
const NULL_SHARE = 0.1
/** The share of optional properties a record holds: most, so records differ in shape a little. */
const OPTIONAL_SHARE = 0.85

const OMIT: unique symbol = Symbol('omit')
type Value = unknown

interface Walk {
  readonly draw: Draw
  /** The schema objects on the current path: meeting one again is a cycle. */
  readonly onPath: Set<object>
  readonly depth: number
  /** The field's path in the record, e.g. `owner.tags[]`: it keys the spreads. */
  readonly path: string
  /** The property's name, for the heuristics; '' when there is none. */
  readonly name: string
  /** What holds the property: the resource, or the nested object's property name. */
  readonly owner: string
  /** Spreads enums and branches: the record number, refined per array item. */
  readonly slot: number
}

export function generateRecords(
  schema: object,
  count: number,
  opts: GenerateOptions,
): Record<string, unknown>[] {
  const faker = new Faker({ locale: [en, base] })
  const base32 = hashText(`${opts.seed}:${opts.resource}`)
  const singular = singularOf(opts.resource)
  const records: Record<string, unknown>[] = []
  for (let n = 1; n <= count; n++) {
    const seed = mix(base32 ^ Math.imul(n, 0x9e3779b1))
    faker.seed(seed)
    const draw: Draw = {
      rng: prng(seed),
      faker,
      slot: n - 1,
      ordinal: n,
      singular,
      useExamples: n === 1,
      optionalShare: OPTIONAL_SHARE,
    }
    const walk: Walk = {
      draw,
      onPath: new Set(),
      depth: 0,
      path: '',
      name: '',
      owner: singular,
      slot: n - 1,
    }
    const value = generate(isSchema(schema) ? schema : {}, walk)
    const record = isSchema(value) ? { ...value } : {}
    applyKeys(record, schema as Schema, opts, draw)
    records.push(record)
  }
  return records
}

/** One value for a schema (a response body for a non-CRUD operation, say). */
export function sampleOf(schema: object, opts: { seed: number; name?: string }): unknown {
  const name = opts.name ?? ''
  const seed = hashText(`${opts.seed}:${name}`)
  const faker = new Faker({ locale: [en, base] })
  faker.seed(seed)
  const singular = singularOf(name || 'sample')
  const draw: Draw = {
    rng: prng(seed),
    faker,
    slot: 0,
    ordinal: 1,
    singular,
    useExamples: true,
    optionalShare: 1,
  }
  const value = generate(isSchema(schema) ? schema : {}, {
    draw,
    onPath: new Set(),
    depth: 0,
    path: '',
    name,
    owner: singular,
    slot: 0,
  })
  return value === OMIT ? null : value
}

function generate(schema: Schema | boolean, walk: Walk): Value | typeof OMIT {
  if (schema === false) return OMIT
  const s = schema === true ? {} : schema
  if (walk.onPath.has(s) || walk.depth > MAX_DEPTH) return OMIT
  const { schema: resolved, branches } = resolve(s, walk.slot, walk.path, walk.onPath)
  const added = [s, ...branches].filter((b) => !walk.onPath.has(b))
  for (const b of added) walk.onPath.add(b)
  try {
    return resolvedValue(resolved, s, walk)
  } finally {
    for (const b of added) walk.onPath.delete(b)
  }
}

function resolvedValue(s: Schema, original: Schema, walk: Walk): Value {
  const { draw } = walk
  // Rule 1: the first record shows the document's own example; the others are generated, so a
  // list of 20 pets is not 20 pets named alike.
  if (draw.useExamples) {
    const example = exampleOf(original) ?? exampleOf(s)
    if (example) return structuredClone(example.value)
  }
  if ('const' in s) return structuredClone(s.const)
  const { types, nullable } = typesOf(s)
  if (Array.isArray(s.enum) && s.enum.length > 0) {
    const values = s.enum.filter((v) => v !== null)
    if (values.length === 0) return null
    if (s.enum.includes(null) && mayBeNull(walk)) return null
    return structuredClone(spread(values, walk.slot, walk.path))
  }
  if (nullable && mayBeNull(walk)) return null
  switch (types[0] ?? guessType(walk.name)) {
    case 'object':
      return objectOf(s, walk)
    case 'array':
      return arrayOf(s, walk)
    case 'integer':
      return numberFor(s, true, draw.rng, numberHint(walk.name))
    case 'number':
      return numberFor(s, false, draw.rng, numberHint(walk.name))
    case 'boolean':
      return draw.rng() < 0.5
    case 'null':
      return null
    default:
      return stringOf(s, walk)
  }
}

/** Ids and reference-looking fields are never null: a record without them is an orphan. */
function mayBeNull(walk: Walk): boolean {
  const last = wordsOf(walk.name).at(-1)
  return last !== 'id' && walk.draw.rng() < NULL_SHARE
}

/** An untyped schema allows anything: the name picks what a client would expect. */
function guessType(name: string): string {
  return numberHint(name) ? 'number' : 'string'
}

function stringOf(s: Schema, walk: Walk): string {
  const { draw } = walk
  const minLength = num(s, 'minLength') ?? 0
  const maxLength = num(s, 'maxLength') ?? Infinity
  const format = str(s, 'format')
  const formatted = format === undefined ? undefined : formatValue(format, s, draw)
  if (formatted !== undefined) return formatted
  const pattern = str(s, 'pattern')
  if (pattern !== undefined) {
    const matching = patternValue(pattern, minLength, Math.min(maxLength, 1000), draw.rng)
    if (matching !== undefined) return matching
  }
  const text =
    stringByName(walk.name, walk.owner, s, draw) ??
    draw.faker.word.words({ count: { min: 1, max: 3 } })
  return fitLength(text, minLength, maxLength, draw)
}

function arrayOf(s: Schema, walk: Walk): Value[] {
  const { draw } = walk
  const minItems = num(s, 'minItems') ?? 0
  const maxItems = num(s, 'maxItems') ?? Infinity
  const prefix = Array.isArray(s.prefixItems) ? s.prefixItems : []
  const items: Schema | boolean = isSchema(s.items) || typeof s.items === 'boolean' ? s.items : {}
  const wanted = Math.min(Math.max(intBetween(draw.rng, 1, 3), minItems, prefix.length), maxItems)
  const itemName = singularOf(walk.name)
  const out: Value[] = []
  const seen = new Set<string>()
  for (let i = 0, tries = 0; out.length < wanted && tries < wanted * 5; tries++) {
    const itemSchema = out.length < prefix.length ? (prefix[out.length] as Schema) : items
    const value = generate(itemSchema, {
      ...walk,
      depth: walk.depth + 1,
      path: `${walk.path}[]`,
      name: itemName,
      slot: walk.slot * wanted + i++,
    })
    // A cycle through the items ends the array here: fewer items, not a null item.
    if (value === OMIT) break
    if (s.uniqueItems === true) {
      const key = JSON.stringify(value)
      if (seen.has(key)) continue
      seen.add(key)
    }
    out.push(value)
  }
  return out
}

function objectOf(s: Schema, walk: Walk): Record<string, Value> {
  const { draw } = walk
  const out: Record<string, Value> = {}
  const properties = isSchema(s.properties) ? s.properties : {}
  const required = new Set(Array.isArray(s.required) ? s.required : [])
  const maxProperties = num(s, 'maxProperties') ?? Infinity
  const minProperties = num(s, 'minProperties') ?? 0
  const owner = walk.depth === 0 ? walk.owner : singularOf(walk.name || walk.owner)
  const names = Object.keys(properties)
  // Required first, so a maxProperties cut drops optional ones; the order of the document stays.
  const chosen = [
    ...names.filter((n) => required.has(n)),
    ...names.filter((n) => !required.has(n) && draw.rng() < draw.optionalShare),
  ]
  const keep = new Set(chosen.slice(0, Math.max(required.size, maxProperties)))
  for (const name of names) {
    if (!keep.has(name)) continue
    const sub = properties[name]
    const value = generate(isSchema(sub) || typeof sub === 'boolean' ? sub : {}, {
      ...walk,
      depth: walk.depth + 1,
      path: walk.path ? `${walk.path}.${name}` : name,
      name,
      owner,
    })
    if (value !== OMIT) out[name] = value
    else if (required.has(name)) out[name] = null
  }
  const extra = s.additionalProperties
  if (names.length === 0 || Object.keys(out).length < minProperties) {
    if (extra === false || extra === undefined || extra === true) {
      if (extra !== false)
        for (let i = Object.keys(out).length; i < minProperties; i++) out[`field${i + 1}`] = 'value'
      return out
    }
    const entries = Math.max(intBetween(draw.rng, 1, 3), minProperties - Object.keys(out).length)
    for (let i = 0; i < entries; i++) {
      const key = `${draw.faker.word.noun()}${i === 0 ? '' : i + 1}`
      const value = generate(extra as Schema, {
        ...walk,
        depth: walk.depth + 1,
        path: `${walk.path}.*`,
        name: key,
        owner,
      })
      if (value !== OMIT) out[key] = value
    }
  }
  return out
}
