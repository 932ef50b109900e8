import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { invalidBody, ProblemError, validationFailed } from '../../domain/errors.ts'
import { valueProblem } from '../../domain/value-check.ts'

/**
 * Refuses what no schema should ever see (value-check.ts, the one check of every way a value
 * comes in): nesting deeper than 32 levels, whose validation could exhaust the stack, prototype-polluting keys at any depth (JSON.parse
 * makes them harmless own properties; they never get further), and numbers out of range.
 */
function inspect(value: unknown) {
  const problem = valueProblem(value)
  if (!problem) return
  if (problem.kind === 'depth')
    throw invalidBody(`The body at ${problem.path || '(body)'} ${problem.message}`)
  throw validationFailed([{ field: problem.path || '(body)', message: problem.message }])
}

/** JSON text as a body: undefined when empty; inspected before any schema sees it. */
function parse(text: string): unknown {
  // An empty body (a DELETE sent with a JSON content type) is no body.
  if (text.trim() === '') return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw invalidBody('The body is not valid JSON')
  }
  inspect(value)
  return value
}

/** Where the front door takes GraphQL queries (front-door.ts): these URLs exactly, no query. */
export const GRAPHQL_URLS: ReadonlySet<string> = new Set(['/graphql', '/api/v1/graphql'])

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The text of a JSON body POSTed to GRAPHQL_URLS as written: the front door gives a kept
     * answer again for the very same text (front-door.ts).
     */
    graphqlText: string | undefined
  }
}

/** `/graphql` and `/api/v1/graphql`, a trailing slash routing the same. */
const GRAPHQL_PATH = /^\/(?:api\/v1\/)?graphql\/?$/

const SEND_JSON = 'send it with Content-Type: application/json'

/**
 * JSON bodies (`application/merge-patch+json` too, for PATCH), and, outside GraphQL,
 * `text/plain` holding a JSON object or array: `fetch(url, {method: 'POST', body: JSON.stringify(x)})` sends that type when
 * no header is set. Other media types have no parser here, so they are answered 415.
 */
async function jsonBodyPlugin(app: FastifyInstance) {
  app.decorateRequest('graphqlText', undefined)
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    ['application/json', 'application/merge-patch+json'],
    { parseAs: 'string' },
    (req, body, done) => {
      if (GRAPHQL_URLS.has(req.url)) req.graphqlText = body as string
      try {
        done(null, parse(body as string))
      } catch (err) {
        done(err as Error, undefined)
      }
    },
  )
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (req, body, done) => {
    // GraphQL over HTTP keeps to JSON: a text/plain POST is what a form on any site can send,
    // and the GraphQL-over-HTTP spec asks for a 4xx.
    if (GRAPHQL_PATH.test(req.url.split('?', 1)[0] as string)) {
      return done(
        new ProblemError({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          detail: 'GraphQL requests are JSON: send the body with Content-Type: application/json',
        }),
        undefined,
      )
    }
    let value: unknown
    try {
      value = parse(body as string)
    } catch (err) {
      // Text that is not JSON was not meant as JSON: the type is what is wrong, not the JSON.
      if (err instanceof ProblemError && err.code === 'INVALID_BODY') {
        return done(
          new ProblemError({
            code: 'UNSUPPORTED_MEDIA_TYPE',
            detail: `A text/plain body is read only when it is a JSON object or array; ${SEND_JSON}`,
          }),
          undefined,
        )
      }
      return done(err as Error, undefined)
    }
    if (value !== undefined && (value === null || typeof value !== 'object')) {
      return done(
        new ProblemError({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          detail: `A text/plain body is read only when it is a JSON object or array, got ${value === null ? 'null' : typeof value}; ${SEND_JSON}`,
        }),
        undefined,
      )
    }
    done(null, value)
  })
}

export default fp(jsonBodyPlugin, { name: 'json-body' })
