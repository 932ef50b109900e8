import type { Json, OpenApiDocument } from './document.ts'

/**
 * The OpenAPI 3.1 document rewritten as 3.0.3, for the tools that read nothing newer (older
 * code generators, API gateways). 3.1 schemas are JSON Schema 2020-12; 3.0's are a subset with
 * its own spellings, so each schema is translated, and what 3.0 cannot say is left out (only
 * keywords that narrow validation, such as `propertyNames`, so a 3.0 reader is more lenient,
 * never stricter, than the service).
 */

/** The keywords a 3.0 Schema Object has (besides `x-` extensions). */
const SCHEMA_30 = new Set([
  'title',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxProperties',
  'minProperties',
  'required',
  'enum',
  'type',
  'not',
  'allOf',
  'oneOf',
  'anyOf',
  'items',
  'properties',
  'additionalProperties',
  'description',
  'format',
  'default',
  'nullable',
  'discriminator',
  'readOnly',
  'writeOnly',
  'example',
  'externalDocs',
  'deprecated',
  'xml',
])

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const isNullType = (s: unknown) => isObject(s) && s.type === 'null' && Object.keys(s).length <= 2

/** One JSON Schema 2020-12 schema as a 3.0 Schema Object (or Reference Object). */
export function schemaTo30(input: unknown): unknown {
  if (!isObject(input)) return input
  const s: Json = { ...input }

  if (typeof s.$ref === 'string') {
    const { $ref, ...rest } = s
    // A 3.0 reference ignores its siblings; wrapped, a description or example still applies.
    const siblings = Object.keys(rest).filter((k) => SCHEMA_30.has(k) || k.startsWith('x-'))
    if (siblings.length === 0) return { $ref }
    return schemaTo30({ ...rest, allOf: [{ $ref }] })
  }

  if ('const' in s) {
    if (!('enum' in s)) s.enum = [s.const]
    delete s.const
  }
  if (Array.isArray(s.examples)) {
    if (s.examples.length > 0 && !('example' in s)) s.example = s.examples[0]
    delete s.examples
  }
  for (const [bound, plain] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof s[bound] === 'number') {
      s[plain] = s[bound]
      s[bound] = true
    }
  }

  if (Array.isArray(s.type)) {
    const types = s.type.filter((t) => t !== 'null')
    if (types.length < s.type.length) s.nullable = true
    if (types.length === 1) s.type = types[0]
    else {
      delete s.type
      if (types.length > 1) s.anyOf = types.map((type) => ({ type }))
    }
  } else if (s.type === 'null') {
    delete s.type
    s.nullable = true
    s.enum = [null]
  }

  for (const key of ['anyOf', 'oneOf'] as const) {
    const list = s[key]
    if (!Array.isArray(list) || !list.some(isNullType)) continue
    const rest = list.filter((b) => !isNullType(b))
    s.nullable = true
    if (rest.length === 1 && isObject(rest[0]) && typeof rest[0].$ref !== 'string') {
      delete s[key]
      Object.assign(s, { ...rest[0], ...s })
    } else s[key] = rest
  }

  const out: Json = {}
  for (const [key, value] of Object.entries(s)) {
    if (key.startsWith('x-')) out[key] = value
    else if (!SCHEMA_30.has(key)) continue
    else if (key === 'properties' && isObject(value)) {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, p]) => [name, schemaTo30(p)]),
      )
    } else if (['items', 'not', 'additionalProperties'].includes(key)) out[key] = schemaTo30(value)
    else if (['allOf', 'anyOf', 'oneOf'].includes(key) && Array.isArray(value)) {
      out[key] = value.map(schemaTo30)
    } else out[key] = value
  }
  // 3.0 wants at least one name in `required`, and `items` beside an array type.
  if (Array.isArray(out.required) && out.required.length === 0) delete out.required
  if (out.type === 'array' && out.items === undefined) out.items = {}
  return out
}

const mapValues = <T>(record: Record<string, T> | undefined, f: (v: T) => T) =>
  record && Object.fromEntries(Object.entries(record).map(([k, v]) => [k, f(v)]))

function content30(content: unknown): unknown {
  return mapValues(content as Record<string, Json> | undefined, (media) =>
    media.schema === undefined ? media : { ...media, schema: schemaTo30(media.schema) },
  )
}

function withSchema(part: Json): Json {
  const out: Json = { ...part }
  if (part.schema !== undefined) out.schema = schemaTo30(part.schema)
  if (part.content !== undefined) out.content = content30(part.content)
  return out
}

function operation30(op: Json): Json {
  const out: Json = { ...op }
  if (Array.isArray(op.parameters)) out.parameters = op.parameters.map((p) => withSchema(p as Json))
  if (isObject(op.requestBody)) out.requestBody = withSchema(op.requestBody)
  if (isObject(op.responses)) {
    out.responses = mapValues(op.responses as Record<string, Json>, (res) => {
      const r = withSchema(res)
      if (isObject(res.headers))
        r.headers = mapValues(res.headers as Record<string, Json>, withSchema)
      return r
    })
  }
  return out
}

/** The whole document as OpenAPI 3.0.3. */
export function toOpenApi30(doc: OpenApiDocument): Json {
  const source = doc as unknown as Json
  const { webhooks: _w, jsonSchemaDialect: _j, ...rest } = source
  const info = { ...(source.info as Json) }
  // `license.identifier` and `info.summary` are 3.1's.
  if (isObject(info.license)) {
    const { identifier: _i, ...license } = info.license
    info.license = license
  }
  delete info.summary
  const components = { ...((source.components as Json | undefined) ?? {}) }
  delete components.pathItems
  if (isObject(components.schemas)) {
    components.schemas = mapValues(
      components.schemas as Record<string, Json>,
      (s) => schemaTo30(s) as Json,
    )
  }
  const paths = mapValues(doc.paths as unknown as Record<string, Json>, (item) =>
    Object.fromEntries(
      Object.entries(item).map(([key, value]) => [
        key,
        key === 'parameters' && Array.isArray(value)
          ? value.map((p) => withSchema(p as Json))
          : isObject(value) && key !== 'servers'
            ? operation30(value)
            : value,
      ]),
    ),
  )
  return { ...rest, openapi: '3.0.3', info, paths, components }
}
