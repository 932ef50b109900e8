import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { invalidBody, validationFailed } from '../../domain/errors.ts'
import { FORBIDDEN_KEYS } from '../../domain/merge-patch.ts'

/** Deeper bodies are refused before validation, whose recursion they could otherwise exhaust. */
export const MAX_BODY_DEPTH = 32

/**
 * Refuses what no schema should ever see: nesting deeper than the limit, prototype-polluting
 * keys at any depth (JSON.parse makes them harmless own properties; they never get further), and
 * numbers out of range (`1e309` parses to Infinity, which would be stored as null).
 */
function inspect(value: unknown) {
  const stack: Array<[unknown, number, string]> = [[value, 1, '']]
  while (stack.length > 0) {
    const [v, depth, path] = stack.pop() as [unknown, number, string]
    if (typeof v === 'number' && !Number.isFinite(v)) {
      throw validationFailed([{ field: path || '(body)', message: 'is a number out of range' }])
    }
    if (v === null || typeof v !== 'object') continue
    if (depth > MAX_BODY_DEPTH)
      throw invalidBody(`The body nests deeper than ${MAX_BODY_DEPTH} levels`)
    for (const key of Object.keys(v)) {
      const field = Array.isArray(v) ? `${path}[${key}]` : path ? `${path}.${key}` : key
      if (FORBIDDEN_KEYS.has(key))
        throw validationFailed([{ field, message: 'is a forbidden key' }])
      stack.push([(v as Record<string, unknown>)[key], depth + 1, field])
    }
  }
}

/**
 * JSON bodies (`application/merge-patch+json` too, for PATCH). Other media types have no parser,
 * so Fastify answers them 415.
 */
async function jsonBodyPlugin(app: FastifyInstance) {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    ['application/json', 'application/merge-patch+json'],
    { parseAs: 'string' },
    (_req, body, done) => {
      const text = body as string
      // An empty body (a DELETE sent with a JSON content type) is no body.
      if (text.trim() === '') return done(null, undefined)
      let value: unknown
      try {
        value = JSON.parse(text)
      } catch {
        return done(invalidBody('The body is not valid JSON'), undefined)
      }
      try {
        inspect(value)
      } catch (err) {
        return done(err as Error, undefined)
      }
      done(null, value)
    },
  )
}

export default fp(jsonBodyPlugin, { name: 'json-body' })
