import type { FastifyInstance, HTTPMethods } from 'fastify'
import { ProblemError } from '../../domain/errors.ts'
import { sendProblem } from '../problem/problem-json.ts'

const METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']

/** Starts recording which methods each URL pattern has; call before any route is added. */
export function recordRoutes(app: FastifyInstance): Map<string, Set<string>> {
  const routes = new Map<string, Set<string>>()
  app.addHook('onRoute', (route) => {
    const methods = routes.get(route.url) ?? new Set<string>()
    for (const m of [route.method].flat()) methods.add(m)
    routes.set(route.url, methods)
  })
  return routes
}

/**
 * For every known URL: OPTIONS answers 204 with `Allow` (and the CORS preflight headers when a
 * browser asks), and any other unsupported method answers 405 with `Allow`, never a bare 404.
 */
export function addMethodFallbacks(app: FastifyInstance, routes: Map<string, Set<string>>) {
  for (const [url, methods] of [...routes]) {
    const allowed = METHODS.filter((m) => methods.has(m))
    if (allowed.length === 0) continue
    const allow = [...allowed, 'OPTIONS'].join(', ')
    if (!methods.has('OPTIONS')) {
      app.options(url, { schema: { hide: true } } as object, async (req, reply) => {
        reply.header('allow', allow)
        if (req.headers.origin && req.headers['access-control-request-method']) {
          reply.header('access-control-allow-methods', allow)
          const asked = req.headers['access-control-request-headers']
          if (asked) reply.header('access-control-allow-headers', asked)
          reply.header('access-control-max-age', '86400')
          reply.header('vary', 'Origin, Access-Control-Request-Headers')
        }
        return reply.code(204).send()
      })
    }
    const missing = METHODS.filter((m) => !methods.has(m) && m !== 'HEAD')
    if (missing.length === 0) continue
    app.route({
      method: missing,
      url,
      schema: { hide: true } as object,
      handler: (req, reply) => {
        reply.header('allow', allow)
        return sendProblem(
          req,
          reply,
          new ProblemError({
            code: 'METHOD_NOT_ALLOWED',
            detail: `${req.method} is not supported here; use ${allow}`,
          }),
        )
      },
    })
  }
}
