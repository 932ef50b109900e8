import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  Kind,
  Location,
  parse,
  specifiedRules,
  type ValidationRule,
  validate,
} from 'graphql'
import mercurius from 'mercurius'
import { ProblemError } from '../../domain/errors.ts'
import { createCachingOverlay } from '../../store/caching-overlay.ts'
import { type Bag, isBag, queryOf } from '../common/request-parts.ts'
import { sandboxReadOnly } from '../plugins/identity.ts'
import { formatErrors, GRAPHQL_RESPONSE, wantsGraphQLResponse } from '../problem/graphql-errors.ts'
import { createSandboxCosts, queryLimits, toManyRelations } from './cost-limit.ts'
import graphiqlRoutes, { sendGraphiQL, wantsGraphiQL } from './graphiql.ts'
import { declaresRecursiveVariable, recursiveInputs } from './jit-guard.ts'
import { keepQueries } from './kept-queries.ts'
import { nestingDepth } from './nesting.ts'
import { type GraphQLContext, resolvers } from './resolvers.ts'
import { servedSchema } from './served-schema.ts'
import {
  CLOSE,
  guardHandler,
  MAX_CONNECTIONS,
  type SocketGuard,
  type SubscribePayload,
} from './subscription-socket.ts'
import {
  type SubscriptionContext,
  type SubscriptionSandbox,
  settleSandbox,
  subscriptionResolvers,
} from './subscriptions.ts'

export const GRAPHQL_PATHS = ['/graphql', '/api/v1/graphql'] as const
export const MAX_DEPTH = 10
/** Brackets a document may nest: far beyond MAX_DEPTH, far below where graphql's recursion fails. */
export const MAX_NESTING = 64
/** Fragment definitions in one document: GraphiQL's schema query has 3. */
export const MAX_FRAGMENTS = 100

/** What Mercurius throws for a document that does not parse or validate (`MER_ERR_GQL_VALIDATION`). */
const validationError = (errors: GraphQLError[]) =>
  Object.assign(new Error('Graphql validation error'), {
    code: 'MER_ERR_GQL_VALIDATION',
    statusCode: 400,
    errors,
  })

const documentError = (message: string) => validationError([new GraphQLError(message)])

/** One operation of a POST body, as sent: its text alone, or `{query, operationName, …}`. */
const sentOperation = (op: unknown): Bag =>
  typeof op === 'string' ? { query: op } : isBag(op) ? op : {}

/** The operation a request runs, as Mercurius picks it: by `operationName`, or the only one. */
function operationOf(document: DocumentNode, req: FastifyRequest) {
  const source = req.method === 'POST' ? req.body : req.query
  const name = isBag(source) ? source.operationName : undefined
  return getOperationAST(document, typeof name === 'string' ? name : undefined)
}

/** Fragment definitions a document defines. */
const fragmentCount = (document: DocumentNode) => {
  let fragments = 0
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments++
  return fragments
}

/**
 * A subscription's document checked as a query is over HTTP: Mercurius runs subscriptions
 * without validating them at all (no rules, no cost limit), so it is done here, before it runs.
 */
function checkSubscription(
  schema: GraphQLSchema,
  rules: readonly ValidationRule[],
  { query, operationName }: SubscribePayload,
): readonly GraphQLError[] {
  if (query.length > MAX_NESTING && nestingDepth(query, MAX_NESTING) > MAX_NESTING) {
    return [
      new GraphQLError(
        `The query nests brackets more than ${MAX_NESTING} levels deep; the limit is ${MAX_NESTING}`,
      ),
    ]
  }
  let document: DocumentNode
  try {
    document = parse(query)
  } catch (err) {
    return [err instanceof GraphQLError ? err : new GraphQLError('Syntax Error')]
  }
  const fragments = fragmentCount(document)
  if (fragments > MAX_FRAGMENTS) {
    return [
      new GraphQLError(`The query defines ${fragments} fragments; the limit is ${MAX_FRAGMENTS}`),
    ]
  }
  const operation = getOperationAST(document, operationName ?? undefined)
  if (!operation) {
    return [
      new GraphQLError(
        operationName == null
          ? 'Must provide operation name if query contains multiple operations.'
          : `Unknown operation named "${operationName.slice(0, 100)}".`,
      ),
    ]
  }
  if (operation.operation !== 'subscription') {
    return [
      new GraphQLError(
        `A ${operation.operation} cannot be sent over the WebSocket; send it by POST to the same URL`,
      ),
    ]
  }
  return validate(schema, document, rules)
}

/**
 * GraphQL at /graphql and /api/v1/graphql (docs/contract/graphql.md), over the same services as
 * REST.
 */
export default async function graphqlPlugin(app: FastifyInstance) {
  const { store, servicesFor, config } = app
  const relations = toManyRelations(app.baseline, app.builtins)
  const sandboxCosts = createSandboxCosts({
    maxCost: config.graphqlMaxCost,
    maxLimit: config.maxLimit,
    relations,
  })
  const limits = queryLimits({
    maxDepth: MAX_DEPTH,
    maxCost: config.graphqlMaxCost,
    maxMutations: config.graphqlMaxMutations,
    maxLimit: config.maxLimit,
    relations,
    createCap: config.createCap,
    sandbox: sandboxCosts,
  })
  const served = servedSchema(app, {
    ...resolvers,
    Subscription: subscriptionResolvers(app.events),
  })
  await app.register(graphiqlRoutes, { example: served.example })
  const verify = (token: string) => app.services.auth.accessClaims(token)
  // Open subscription connections per sandbox, over both paths.
  const connections = new Map<string, number>()

  /**
   * A connection's guard: it counts against its sandbox from the moment `connection_init`
   * settles which sandbox that is, until it closes; past MAX_CONNECTIONS the init is refused
   * with the chat's code and close (RATE_LIMITED, 1013 try again later).
   */
  const guardFor = (
    req: FastifyRequest,
    schema: GraphQLSchema,
  ): SocketGuard<SubscriptionSandbox> => {
    let counted: string | undefined
    let gone = false
    return {
      init: async (payload) => {
        const settled = await settleSandbox(payload, req, verify, (token) =>
          app.shareTokens.open(token),
        )
        if ('code' in settled || gone) return settled
        const { identity } = settled.sandbox
        const open = connections.get(identity) ?? 0
        if (open >= MAX_CONNECTIONS) {
          return {
            code: CLOSE.tryLater,
            reason: `RATE_LIMITED: this sandbox already has ${MAX_CONNECTIONS} GraphQL subscription connections open; close one first`,
          }
        }
        connections.set(identity, open + 1)
        counted = identity
        return settled
      },
      check: (payload) => checkSubscription(schema, [...specifiedRules, limits], payload),
      closed: () => {
        gone = true
        if (counted === undefined) return
        const left = (connections.get(counted) ?? 1) - 1
        if (left > 0) connections.set(counted, left)
        else connections.delete(counted)
        counted = undefined
      },
    }
  }

  for (const path of GRAPHQL_PATHS) {
    // Each path in its own scope: Mercurius serves one path per registration.
    await app.register(async (scope) => {
      await scope.register(mercurius, {
        schema: served.schema,
        resolvers: served.resolvers,
        path,
        graphiql: false,
        jit: 1,
        validationRules: [limits],
        context: (req): GraphQLContext => ({
          identity: req.identity,
          services: servicesFor(createCachingOverlay(store.overlay)),
          origin: app.originOf(req),
          authorization: req.headers.authorization,
          headers: req.headers,
          query: req.query,
          rbac: req.rbac,
        }),
        errorFormatter: formatErrors,
        // graphql-ws (docs/contract/graphql.md#subscriptions). Events come from the bus
        // (subscriptions.ts), not Mercurius's pubsub.
        subscription: {
          context: (socket, req): SubscriptionContext => {
            const sandbox = (socket as unknown as { sandbox: SubscriptionSandbox }).sandbox
            return {
              identity: sandbox.identity,
              // No caching overlay: the context lives as long as the connection.
              services: servicesFor(),
              origin: app.originOf(req),
              authorization: req.headers.authorization,
              headers: req.headers,
              query: req.query,
              rbac: sandbox.rbac,
              lagged: () => socket.close(1013, 'The client read too slowly; events were dropped'),
            }
          },
        },
        additionalRouteOptions: {
          config: {
            wsWrap: (handler) =>
              guardHandler(handler, (req: FastifyRequest) => guardFor(req, scope.graphql.schema)),
          },
        },
      })
      // Returning the document as "modified" is Mercurius's one way to keep it from the JIT.
      const recursive = recursiveInputs(scope.graphql.schema)
      scope.graphql.addHook('preExecution', (schema, document, context) => {
        const kept = declaresRecursiveVariable(document, recursive) ? { document } : undefined
        // A document validation left to the caller's sandbox is costed against it; any other
        // passes with one lookup. Refused as validation refuses, before anything runs.
        if (!sandboxCosts.deferred(document)) return kept
        const { identity, services } = context
        return sandboxCosts
          .check(schema, document, operationOf(document, context.reply.request), (resource) =>
            services.records.written(identity, resource),
          )
          .then((refusal) => {
            if (refusal) throw validationError([refusal])
            return kept
          })
      })
      // A query that does not parse, Mercurius retries as a JSON-encoded AST and validates
      // whatever that yields (`"1"`, `"[]"`, a hand-made tree). Only documents the GraphQL parser
      // made (their `loc` is a `Location`) go further; the rest are syntax errors.
      scope.graphql.addHook('preValidation', async (_schema, document) => {
        if (!(document?.loc instanceof Location)) {
          throw documentError('Syntax Error: the query is not a GraphQL document')
        }
        // Fragments spreading one another nest without brackets, and graphql's own rules recurse
        // along such a chain: a few thousand overflow the stack, two thousand take a second.
        const fragments = fragmentCount(document)
        if (fragments > MAX_FRAGMENTS) {
          throw documentError(
            `The query defines ${fragments} fragments; the limit is ${MAX_FRAGMENTS}`,
          )
        }
      })
      // Over GET, Mercurius passes `variables` on as whatever its JSON was (`1e309` → Infinity,
      // which graphql refuses with a plain Error), and looks up the operation to refuse mutations,
      // failing on a document whose operation the request does not pick out. Its refusal says 400
      // in the body and has no `Allow`, and HEAD (GET's twin) ran mutations: both are decided here.
      scope.addHook('preHandler', async (req) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return
        const { query, operationName, variables } = queryOf(req)
        if (typeof variables === 'string') {
          let parsed: unknown
          try {
            parsed = JSON.parse(variables)
          } catch {
            parsed = undefined // Mercurius reports the JSON error
          }
          if (
            parsed !== undefined &&
            parsed !== null &&
            (typeof parsed !== 'object' || Array.isArray(parsed))
          ) {
            throw documentError('Variables must be a JSON object')
          }
        }
        if (typeof query !== 'string') return
        let document: ReturnType<typeof parse>
        try {
          document = parse(query)
        } catch {
          return // Mercurius reports the syntax error
        }
        const name = typeof operationName === 'string' ? operationName : undefined
        const operation = getOperationAST(document, name)
        if (!operation) {
          throw documentError(
            name === undefined
              ? 'Must provide operation name if query contains multiple operations.'
              : `Unknown operation named "${name}".`,
          )
        }
        if (operation.operation !== 'query') {
          throw new ProblemError({
            code: 'METHOD_NOT_ALLOWED',
            detail: `A ${operation.operation} cannot be sent by ${req.method}; send it by POST`,
            headers: { allow: 'POST' },
          })
        }
      })
      // A sandbox opened by a read-only share link answers queries and refuses mutations
      // (docs/contract/session.md#share-links). The identity plugin lets every GraphQL request
      // through for this hook to decide.
      scope.addHook('preHandler', async (req) => {
        if (req.share?.mode !== 'read' || req.method !== 'POST') return
        const body = req.body
        for (const op of Array.isArray(body) ? body : [body]) {
          const { query, operationName } = sentOperation(op)
          if (typeof query !== 'string') continue
          let document: ReturnType<typeof parse>
          try {
            document = parse(query)
          } catch {
            continue // Mercurius reports the syntax error
          }
          const name = typeof operationName === 'string' ? operationName : undefined
          const operation = getOperationAST(document, name)
          if (operation?.operation === 'mutation') {
            throw sandboxReadOnly(`a GraphQL mutation${name ? ` (${name})` : ''}`)
          }
        }
      })
      // Who the operation acts as, worked out once; each resolver checks its own field
      // (docs/contract/roles-and-permissions.md).
      scope.addHook('preHandler', async (req) => {
        req.rbac = await app.rbacSubject(req)
      })
      // After the hooks above: what may not run is refused before a kept answer could be given.
      keepQueries(scope)
      // A browser opening the GraphQL URL gets the editor; API clients get GraphQL.
      scope.addHook('onRequest', async (req, reply) => {
        if (req.method === 'GET' && wantsGraphiQL(req.headers.accept, req.query))
          return sendGraphiQL(reply)
      })
      // `"extensions": null` and friends mean "not given"; Mercurius's body schema wants them absent.
      scope.addHook('preValidation', async (req) => {
        const body = isBag(req.body) ? req.body : undefined
        if (body) {
          for (const key of ['variables', 'operationName', 'extensions'])
            if (body[key] === null) delete body[key]
        }
        const query = req.method === 'POST' ? body?.query : queryOf(req).query
        // graphql's parser recurses once per bracket: a list argument thousands deep overflowed the
        // stack. Any text as short as the limit cannot nest past it, so the usual query is not scanned.
        if (
          typeof query === 'string' &&
          query.length > MAX_NESTING &&
          nestingDepth(query, MAX_NESTING) > MAX_NESTING
        ) {
          throw documentError(
            `The query nests brackets more than ${MAX_NESTING} levels deep; the limit is ${MAX_NESTING}`,
          )
        }
      })
      scope.addHook('onSend', async (req, reply, payload) => {
        if (
          wantsGraphQLResponse(req.headers.accept) &&
          String(reply.getHeader('content-type')).startsWith('application/json')
        ) {
          reply.header('content-type', `${GRAPHQL_RESPONSE}; charset=utf-8`)
        }
        return payload
      })
    })
  }
}
