/** The generator: one hostile request at a time, a route, a category and the parts they call for. */
import { createBodies } from './bodies.ts'
import { createDraw } from './draw.ts'
import { createGraphql } from './graphql.ts'
import { CONTENT_TYPES, createHeaders, headerSafe } from './headers.ts'
import { createIdentities } from './identity.ts'
import { obj } from './json.ts'
import {
  type BodyKind,
  type Category,
  FAMILIES,
  type FuzzContext,
  type GenerateOptions,
  type HostileRequest,
  RESOURCES,
  type Route,
  type Who,
} from './model.ts'
import { createMutations } from './mutations.ts'
import { HUGE_NUMBERS } from './numbers.ts'
import { createPaths } from './paths.ts'
import { createQueries } from './query.ts'
import type { Rng } from './rng.ts'
import { categoryWeights, FAMILY_WEIGHTS, ROUTES } from './routes.ts'
import { createSimulation } from './simulation.ts'
import { createTokens } from './tokens.ts'
import { encodeLoose, UNICODE_STRINGS } from './unicode.ts'

export interface HostileGenerator {
  next(options?: GenerateOptions): HostileRequest
}

export function createHostileGenerator(rng: Rng, ctx: FuzzContext): HostileGenerator {
  const d = createDraw(rng, ctx)
  const { identityParts } = createIdentities(d)
  const tokens = createTokens(d)
  const { authorization } = tokens
  const graphql = createGraphql(d, tokens)
  const { bodyFor } = createBodies(d, tokens, graphql)
  const { mutateBody } = createMutations(d)
  const { hostileQuery, validQuery } = createQueries(d, graphql)
  const { simulationParts } = createSimulation(d)
  const { hostileHeaders, hostileCookie } = createHeaders(d)
  const { fillPath } = createPaths(d)

  function pickRoute(options: GenerateOptions): Route {
    const families = options.families ?? FAMILIES
    const weights = FAMILY_WEIGHTS.filter(([f]) => families.includes(f))
    for (;;) {
      const family = rng.weighted(weights)
      const candidates = ROUTES.filter(
        (r) => r.family === family && (!options.writesOnly || r.write),
      )
      if (candidates.length > 0) return rng.pick(candidates)
    }
  }

  return {
    next(options: GenerateOptions = {}): HostileRequest {
      d.count++
      const playground = options.playground ?? ctx.shared
      const route = pickRoute(options)
      const family = route.family
      let category = rng.weighted(categoryWeights(family))
      if (options.identity && (category === 'identity' || category === 'cookies'))
        category = 'headers'
      const resource = route.family === 'resources' ? rng.pick(RESOURCES) : 'users'
      let method = route.method
      const path = fillPath(route, category, playground, resource)
      const query: Array<[string, string]> = validQuery(route)
      const headers: Record<string, string> = {}
      let forgedAuth = false

      // Who is asking: the network profile of a sandbox others use must never change.
      let who: Who = rng.weighted<Who>([
        ['fresh', 5],
        ['shared', 3],
        ['none', 1],
        ['garbage', category === 'identity' ? 6 : 1],
        ['near-miss', category === 'identity' ? 6 : 1],
      ])
      if (family === 'network' && who === 'shared') who = 'fresh'
      const id = identityParts(who, playground)
      Object.assign(headers, id.headers)
      query.push(...id.query)
      const cookies: string[] = id.cookie ? [id.cookie] : []

      // The body, valid or not.
      const kind: BodyKind =
        route.body === 'users' && family === 'resources' ? resource : route.body
      let payload: string | Buffer | undefined
      const valid = bodyFor(kind, resource, playground)
      const bodyCategories: Category[] = [
        'broken-json',
        'wrong-types',
        'deep-nesting',
        'huge-numbers',
        'unicode',
        'proto-keys',
        'oversized',
      ]
      if (valid !== undefined) {
        payload = mutateBody(category, valid)
        headers['content-type'] =
          kind === 'users' && method === 'PATCH' && rng.chance(0.2)
            ? 'application/merge-patch+json'
            : 'application/json'
      } else if (bodyCategories.includes(category) && rng.chance(0.5)) {
        // A body where none is read: GET and DELETE with JSON.
        payload = mutateBody(category, obj({ a: 1 }))
        headers['content-type'] = 'application/json'
      }

      switch (category) {
        case 'content-type':
          headers['content-type'] = headerSafe(rng.pick(CONTENT_TYPES))
          if (payload === undefined) payload = rng.pick(['{}', 'a=b', '<x/>', '{ users { id } }'])
          if (rng.chance(0.2)) delete headers['content-type']
          break
        case 'headers':
          Object.assign(headers, hostileHeaders())
          break
        case 'cookies':
          cookies.push(hostileCookie())
          break
        case 'jwt':
          headers.authorization = authorization(playground)
          forgedAuth = true
          break
        case 'methods':
          method = rng.pick([
            'HEAD',
            'OPTIONS',
            'TRACE',
            'PROPFIND',
            'SEARCH',
            'LOCK',
            'MKCOL',
            'COPY',
            'PURGE',
            'GET',
            'POST',
            'PUT',
            'PATCH',
            'DELETE',
          ])
          if (method === 'OPTIONS' && rng.chance(0.5)) {
            headers.origin = 'http://localhost:5173'
            headers['access-control-request-method'] = rng.pick(['PATCH', 'FOO', ''])
          }
          if (rng.chance(0.3)) {
            payload = rng.pick(['{}', '{"a":1}', '', '{bad'])
            headers['content-type'] = 'application/json'
          }
          break
        case 'simulation': {
          const sim = simulationParts()
          query.push(...sim.query)
          Object.assign(headers, sim.headers)
          break
        }
        case 'query':
          query.push(...hostileQuery(route))
          break
        case 'oversized':
          if (payload === undefined) {
            if (rng.chance(0.5)) query.push(['x', 'y'.repeat(rng.pick([8_000, 70_000]))])
            else headers[`x-big-${rng.int(0, 9)}`] = 'h'.repeat(rng.pick([8_000, 40_000]))
          }
          break
        case 'huge-numbers':
          if (route.query)
            query.push([
              rng.pick(['page', 'limit', 'size', 'width', 'height', 'user_id', 'post_id']),
              rng.pick(HUGE_NUMBERS),
            ])
          break
        case 'unicode':
          if (route.query === 'list' || route.query === 'thumbnail') {
            query.push([
              rng.pick(['q', 'text']),
              rng.pick([
                '%ED%A0%80',
                '%C0%AF',
                '%FF',
                '%00',
                encodeLoose(rng.pick(UNICODE_STRINGS.slice(4))),
              ]),
            ])
          }
          break
        case 'proto-keys':
          if (rng.chance(0.4))
            query.push([
              rng.pick([
                '__proto__[polluted]',
                'constructor[prototype][polluted]',
                '__proto__',
                'a[__proto__][polluted]',
              ]),
              '1',
            ])
          break
        default:
          break
      }
      if (route.bearer && category !== 'jwt' && rng.chance(0.5)) {
        forgedAuth = rng.chance(0.7)
        headers.authorization = forgedAuth
          ? authorization(playground)
          : `Bearer ${playground.accessToken}`
      }
      let mustFail: string | undefined
      if (category !== 'methods' && family === 'auth') {
        if (route.path.endsWith('/me') && forgedAuth)
          mustFail = 'a forged or garbled access token was accepted'
        if (route.body === 'token') mustFail = 'a forged or garbled refresh token was accepted'
      }
      if (cookies.length > 0) headers.cookie = cookies.join('; ')
      if (options.identity) {
        // The write stream names its sandbox and nothing else.
        delete headers['x-pg-identity']
        delete headers.cookie
        headers['x-playground-identity'] = options.identity
        for (let i = query.length - 1; i >= 0; i--)
          if (query[i]?.[0] === '_sandbox') query.splice(i, 1)
      }
      if (typeof payload === 'string' && payload.length > 0 && rng.chance(0.02)) {
        headers['content-length'] = String(
          rng.pick([0, 1, payload.length + 10, payload.length - 1]),
        )
      }

      const qs = query.map(([k, v]) => (v === '' && rng.chance(0.3) ? k : `${k}=${v}`)).join('&')
      const url = qs ? `${path}?${qs}` : path
      return {
        family,
        category,
        method,
        url,
        headers,
        ...(payload !== undefined && { payload }),
        ...(mustFail && { mustFail }),
      }
    },
  }
}
