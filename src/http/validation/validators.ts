import { Ajv, type ErrorObject } from 'ajv'
import addFormats from 'ajv-formats'
import { quoted } from '../../domain/errors.ts'
import { SafeJsonSchema } from '../../domain/safe-json.ts'

/**
 * Query strings, params and headers are coerced from text ("2" → 2); bodies are not, so a
 * wrong JSON type is a 400 rather than silently converted
 * (docs/contract/baseline-and-overlay.md#validation).
 */
export function createAjv(coerce: boolean) {
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    useDefaults: true,
    removeAdditional: false,
    coerceTypes: coerce ? 'array' : false,
  })
  addFormats.default(ajv)
  ajv.addSchema(SafeJsonSchema)
  return ajv
}

type Schema = { type?: unknown; properties?: Record<string, Schema>; anyOf?: Schema[] }
type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null }

const DIGITS = /^[0-9]+$/
const isInteger = (s: Schema | undefined): boolean =>
  s !== undefined && (s.type === 'integer' || (s.anyOf?.some(isInteger) ?? false))

/**
 * Ajv coerces any text `Number()` reads as an integer (`0x10`, `1e1`, `+5`, ` 5`, `30.0`), so
 * `page=0x10` would be page 16. Text in an integer parameter must be plain digits: checked on
 * the raw text before Ajv coerces it, leaving the schema (and the OpenAPI document) as written.
 */
function digitsOnly(schema: object, validate: Validate): Validate {
  const properties = (schema as Schema).properties
  const names = properties ? Object.keys(properties).filter((k) => isInteger(properties[k])) : []
  if (names.length === 0) return validate
  const checked: Validate = (data) => {
    if (data !== null && typeof data === 'object') {
      for (const name of names) {
        const value = (data as Record<string, unknown>)[name]
        const bad = Array.isArray(value)
          ? value.find((v) => typeof v === 'string' && !DIGITS.test(v))
          : typeof value === 'string' && !DIGITS.test(value)
            ? value
            : undefined
        if (bad !== undefined) {
          const error: ErrorObject = {
            instancePath: `/${name}`,
            schemaPath: `#/properties/${name}/type`,
            keyword: 'type',
            params: { type: 'integer' },
            message: `must be an integer written with the digits 0-9 only, got ${quoted(String(bad))}`,
          }
          checked.errors = [error]
          return false
        }
      }
    }
    const ok = validate(data)
    checked.errors = validate.errors
    return ok
  }
  return checked
}

/**
 * Compiled validators by schema text, kept for the life of the process. Compiling is half the
 * cost of building an app, and every app compiles the same schemas, each time as new objects
 * (which Ajv's own cache, keyed by object, misses): the tests build hundreds of apps in one
 * process. The schemas are a fixed set, so this does not grow with use.
 */
let shared: { coercing: Ajv; exact: Ajv; compiled: Map<string, Validate> } | undefined

/** Fastify's validator compiler: bodies exact, everything else coerced. */
export function validatorCompiler() {
  shared ??= { coercing: createAjv(true), exact: createAjv(false), compiled: new Map() }
  const { coercing, exact, compiled } = shared
  return ({ schema, httpPart }: { schema: object; httpPart?: string }) => {
    const body = httpPart === 'body'
    const key = `${body ? 'exact' : 'coerced'} ${JSON.stringify(schema)}`
    let validate = compiled.get(key)
    if (!validate) {
      validate = body ? exact.compile(schema) : digitsOnly(schema, coercing.compile(schema))
      compiled.set(key, validate)
    }
    return validate
  }
}
