import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import { SafeJsonSchema } from './rest/resources/schemas.ts'

/**
 * Query strings, params and headers are coerced from text ("2" → 2); bodies are not, so a
 * wrong JSON type is a 400 rather than silently converted (SPEC §4).
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

/** Fastify's validator compiler: bodies exact, everything else coerced. */
export function validatorCompiler() {
  const coercing = createAjv(true)
  const exact = createAjv(false)
  return ({ schema, httpPart }: { schema: object; httpPart?: string }) =>
    (httpPart === 'body' ? exact : coercing).compile(schema)
}
