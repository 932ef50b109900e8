import { type Draw, hashText, mix, prng, spread } from './draw.ts'
import { uuidFrom } from './generate-strings.ts'
import { isSchema, num, resolve, type Schema, str, typesOf } from './schema-view.ts'

/**
 * Ids 1..n and references to existing records are set last, over whatever the schema (or its
 * example, on the first record) gave, as the store relies on them.
 */
export function applyKeys(
  record: Record<string, unknown>,
  schema: Schema,
  opts: { idField?: string; references?: Record<string, readonly (string | number)[]> },
  draw: Draw,
): void {
  const { schema: resolved } = resolve(schema, draw.slot, '', new Set())
  const properties = isSchema(resolved.properties) ? resolved.properties : {}
  const open = resolved.additionalProperties !== false
  const fieldSchema = (field: string): Schema | undefined => {
    const own = properties[field]
    if (isSchema(own)) return resolve(own, draw.slot, field, new Set()).schema
    return open ? {} : undefined
  }
  if (opts.idField) {
    const idSchema = fieldSchema(opts.idField)
    if (idSchema) record[opts.idField] = idFor(idSchema, draw)
  }
  for (const [field, ids] of Object.entries(opts.references ?? {})) {
    const refSchema = fieldSchema(field)
    if (!refSchema || ids.length === 0 || !(field in record || isRequired(resolved, field)))
      continue
    record[field] = referenceFor(refSchema, ids, draw, field)
  }
}

function isRequired(schema: Schema, field: string): boolean {
  return Array.isArray(schema.required) && schema.required.includes(field)
}

function idFor(schema: Schema, draw: Draw): string | number {
  const { types } = typesOf(schema)
  if (types.includes('integer') || types.includes('number')) return draw.ordinal
  if (str(schema, 'format') === 'uuid') return uuidFrom(prng(mix(hashText('id') ^ draw.ordinal)))
  return `${draw.singular}-${draw.ordinal}`
}

/** An id (or, for an array field, distinct ids) of the referenced records, in the field's type. */
function referenceFor(
  schema: Schema,
  ids: readonly (string | number)[],
  draw: Draw,
  field: string,
): unknown {
  const { types } = typesOf(schema)
  const as = (id: string | number, s: Schema): string | number => {
    const t = typesOf(s).types
    if (typeof id === 'number' && t.length > 0 && !t.includes('integer') && !t.includes('number'))
      return String(id)
    if (typeof id === 'string' && !t.includes('string') && /^-?\d+$/.test(id)) return Number(id)
    return id
  }
  if (types.includes('array')) {
    const items = isSchema(schema.items) ? schema.items : {}
    const wanted = Math.min(
      ids.length,
      Math.max(num(schema, 'minItems') ?? 1, 1),
      num(schema, 'maxItems') ?? 3,
    )
    const start = draw.slot + hashText(field)
    return Array.from({ length: wanted }, (_, i) =>
      as(ids[(start + i) % ids.length] ?? ids[0] ?? 0, items),
    )
  }
  return as(spread(ids, draw.slot, field), schema)
}
