import type { IncomingMessage } from 'node:http'
import { constants as zlib } from 'node:zlib'
import compress from '@fastify/compress'
import cors from '@fastify/cors'
import swagger from '@fastify/swagger'
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type onRouteHookHandler,
} from 'fastify'
import type { Config } from '../config.ts'
import type { TokenService } from '../domain/auth/tokens.ts'
import type { Baseline } from '../domain/baseline.ts'
import type { DataCatalog } from '../domain/dataset/catalog.ts'
import { type Dataset, DatasetError } from '../domain/dataset/read.ts'
import { type Rewrite, rewriteUrl } from '../domain/dataset/rewrites.ts'
import type { EventBus } from '../domain/events/bus.ts'
import type { InferredResource } from '../domain/openapi/infer.ts'
import type { ResourceName } from '../domain/resources.ts'
import { SafeJsonSchema } from '../domain/safe-json.ts'
import type { Services, ServicesFor } from '../domain/services.ts'
import type { ShareTokens } from '../domain/share-tokens.ts'
import { PROFILES } from '../domain/snapshot.ts'
import type { WebhookService } from '../domain/webhooks/service.ts'
import type { Metrics } from '../runtime/metrics.ts'
import { createRuntime, type Runtime, type RuntimeOptions } from '../runtime/runtime.ts'
import type { DatasetReload } from '../runtime/served-data.ts'
import type { Store } from '../store/port.ts'
import authRoutes from './auth/routes.ts'
import chatPlugin from './chat/plugin.ts'
import checkoutPageRoutes from './checkout/routes.ts'
import checkoutRoutes from './checkout/session-routes.ts'
import { type Responses, sharedSchemas, withRbacProblems } from './common/schemas.ts'
import customRoutes from './custom/routes.ts'
import datasetRoutes from './dataset/routes.ts'
import { swaggerOptions } from './docs/openapi.ts'
import docsPlugin from './docs/plugin.ts'
import downloadRoutes from './downloads/routes.ts'
import { createFrontDoor, type FrontDoor } from './front-door.ts'
import graphqlPlugin from './graphql/plugin.ts'
import healthRoutes from './health/routes.ts'
import { createOriginResolver } from './hosts/origin.ts'
import imageRoutes from './images/routes.ts'
import importRoutes from './import/routes.ts'
import inboxRoutes from './inbox/routes.ts'
import { createKeptAnswers, type KeptAnswers, keepSent } from './kept-answers.ts'
import landingRoutes from './landing/routes.ts'
import metricsPlugin from './metrics/plugin.ts'
import customerRoutes from './payments/customer-routes.ts'
import paymentRoutes from './payments/routes.ts'
import etag from './plugins/etag.ts'
import idempotency from './plugins/idempotency.ts'
import identity from './plugins/identity.ts'
import jsonBody from './plugins/json-body.ts'
import { addMethodFallbacks, recordRoutes } from './plugins/method-fallbacks.ts'
import networkSimulation from './plugins/network-simulation.ts'
import enforcedRateLimit from './plugins/rate-limit.ts'
import rbac from './plugins/rbac.ts'
import requestId, { genReqId } from './plugins/request-id.ts'
import websocket from './plugins/websocket.ts'
import writeLimits from './plugins/write-limits.ts'
import { clientErrorHandler } from './problem/client-errors.ts'
import problem, { toProblem } from './problem/plugin.ts'
import { sendProblem } from './problem/problem-json.ts'
import { loggerOptions, RequestLines } from './request-log.ts'
import resourceRoutes from './resources/routes.ts'
import { firstSegment, rootNames } from './root/names.ts'
import rootRoutes from './root/routes.ts'
import sessionRoutes from './session/routes.ts'
import { registerStaticFiles, staticDirOf } from './static-files.ts'
import streamRoutes from './stream/routes.ts'
import uploadRoutes from './uploads/routes.ts'
import { recordErrors } from './validation/schema-check.ts'
import { validatorCompiler } from './validation/validators.ts'
import webhookRoutes from './webhooks/routes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    store: Store
    baseline: Baseline
    /**
     * The built-in resources served: all four, less those a db.json replaces
     * (docs/contract/db-json.md).
     */
    builtins: readonly ResourceName[]
    /** The collections and singular resources of the db.json served; empty without one. */
    catalog: DataCatalog
    /**
     * Serves another version of the db.json from the next request on (`--watch`); overlays
     * stay. Collections it adds have no routes until a restart. Throws DatasetError, serving
     * the last version still, when the file may not be served.
     */
    reloadDataset: (file: Dataset) => DatasetReload
    tokens: TokenService
    /** The services over the store's overlay, made once: what REST routes and plugins call. */
    services: Services
    /** The same services over another overlay (GraphQL's per-request caching overlay). */
    servicesFor: ServicesFor
    /** The origin absolute links use for this request (see origin.ts). */
    originOf: (req: FastifyRequest) => string
    /**
     * Every change of every sandbox, as SSE, subscriptions and webhooks hear it
     * (docs/contract/events-and-webhooks.md#events).
     */
    events: EventBus
    /**
     * The sandbox's webhooks and their delivery log
     * (docs/contract/events-and-webhooks.md#webhooks).
     */
    webhooks: WebhookService
    /** Signs and opens share links (docs/contract/session.md#share-links). */
    shareTokens: ShareTokens
    /** Read answers kept as bytes across requests (issue 22). */
    keptAnswers: KeptAnswers
    /** The front door before Fastify (issue 22): how many answers it gave. */
    frontDoor: Pick<FrontDoor, 'answered'>
  }
}

/** What the HTTP layer adds to a runtime: its own knobs, none of them the runtime's. */
export interface HttpOptions {
  /** The randomness network simulation draws on (tests pass a seeded one). */
  random?: () => number
  /** How often an SSE stream pings (15 s); tests shorten it. */
  streamPingMs?: number
  /** How long the chat's support bot types before it answers (250 ms); tests pass 0. */
  chatBotDelayMs?: number
  /** Sees every route as it is added (the README's route table is made from it). */
  onRoute?: onRouteHookHandler
  /** json-server's rewrite rules (`--routes`), applied to each URL before routing. */
  rewrites?: readonly Rewrite[]
  /** The resources of a user's OpenAPI document, answered at the root in its shapes. */
  documentResources?: readonly InferredResource[]
  /**
   * Whether kept answers may be sent before Fastify (true): tests turn the front door off to
   * compare what Fastify sends with what the door does.
   */
  frontDoor?: boolean
}

/** What `buildAppWithRuntime` takes: the runtime's options and the app's. */
export type AppOptions = Omit<RuntimeOptions, 'validate'> & HttpOptions

export const BODY_LIMIT = 100 * 1024
const EXPOSED_HEADERS = [
  'X-Playground-Identity',
  'X-Playground-Hint',
  'X-Total-Count',
  'Link',
  'X-Request-Id',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Retry-After',
  'X-Simulated',
  'Idempotent-Replay',
  'X-Page',
  'X-Limit',
  'X-Total-Pages',
  'X-Playground-Warning',
  'X-Playground-Ignored',
  'X-Playground-Chaos',
  'Content-Range',
  'Location',
]
/**
 * A runtime and an app over it, in one call: what the library API, the tests and the scripts
 * use. The app owns the runtime, as `buildApp`'s does; one that fails to build closes it.
 */
export async function buildAppWithRuntime(
  config: Config,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const runtime = createRuntime(config, { ...options, validate: recordErrors })
  try {
    return await buildApp(runtime, options)
  } catch (err) {
    await runtime.close().catch(() => undefined)
    throw err
  }
}

/**
 * Registers the service's plugins and routes over `runtime`; never listens (the CLI does). The
 * app runs the runtime: starts it when ready, stops its background work before the requests in
 * flight drain, and closes it once everything else has closed.
 */
export async function buildApp(
  runtime: Runtime,
  options: HttpOptions = {},
): Promise<FastifyInstance> {
  const { config, catalog } = runtime
  const servedNames = new Set([
    ...runtime.builtins,
    ...catalog.collections.keys(),
    ...catalog.singulars.keys(),
  ])
  const app = createFastify(config, options.rewrites, servedNames)
  runRuntime(app, runtime)
  const ownSegments = watchRoutes(app, options.onRoute)
  decorateRuntime(app, runtime)
  const routes = recordRoutes(app)
  await registerCrossCutting(app, runtime, options, servedNames)
  await registerApiRoutes(app, runtime, options, servedNames)
  await registerGraphqlAndChat(app, runtime, options)
  await registerPages(app)
  await registerDataset(app, runtime, ownSegments)
  await app.register(rootRoutes, {
    ...(options.documentResources && { documentResources: options.documentResources }),
  })
  addMethodFallbacks(app, routes)
  // After the fallbacks: the files' catch-all GET must not give every unknown path a 405.
  const staticDir = staticDirOf(config.staticDir, runtime.servesFile)
  if (staticDir) await registerStaticFiles(app, staticDir)
  return app
}

/**
 * json-server's rewrites (`--routes`). Their targets name resources at its root (`/posts/1`),
 * which the root surface serves as json-server does; a name served only under /api/v1 (one the
 * service keeps for itself at the root) is sent there. The service's own API is never
 * rewritten: json-server's favourite `/api/*` rule would otherwise take /api/v1 away from every
 * client.
 */
function rewriting(rewrites: readonly Rewrite[], servedNames: ReadonlySet<string>) {
  const atRoot = rootNames(servedNames)
  const served = (url: string) => {
    const first = firstSegment(url)
    return servedNames.has(first) && !atRoot.has(first) ? `/api/v1${url}` : url
  }
  return (req: IncomingMessage) => {
    const url = req.url ?? '/'
    return /^\/api\/v1(?:[/?]|$)/.test(url) ? url : served(rewriteUrl(rewrites, url))
  }
}

/** Fastify with the service's logging, limits, proxy trust, timeouts and routing options. */
function createFastify(
  config: Config,
  rewrites: readonly Rewrite[] | undefined,
  servedNames: ReadonlySet<string>,
): FastifyInstance {
  const { trustProxy } = config
  return Fastify({
    logger: loggerOptions(config),
    logController: new RequestLines(),
    bodyLimit: BODY_LIMIT,
    // Behind a proxy, the client's IP (per-IP limits), protocol and host come from X-Forwarded-*.
    // Fastify refuses a bare hop count; N trusts the N nearest hops, as Express and proxy-addr do.
    trustProxy:
      typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
    // A client must send its whole request within REQUEST_TIMEOUT_MS (30 s) and its headers
    // within HEADERS_TIMEOUT_MS (10 s): slow senders cannot hold connections open. Simulated
    // delays happen after that, server-side. Node checks the deadlines every
    // connectionsCheckingInterval (30 s by default, which would triple a 10 s limit).
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.headersTimeoutMs,
      connectionsCheckingInterval: Math.max(
        10,
        Math.min(1000, Math.floor(config.headersTimeoutMs / 2)),
      ),
    },
    genReqId,
    requestIdHeader: false,
    // A path that does not decode or a segment over maxParamLength fails before any hook runs.
    frameworkErrors: (err, req, reply) => {
      reply.header('x-request-id', req.id)
      return sendProblem(req, reply, toProblem(err))
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 256 },
    clientErrorHandler,
    ...(rewrites && { rewriteUrl: rewriting(rewrites, servedNames) }),
  })
}

/** The runtime starts with the app, stops before it drains, and closes after everything else. */
function runRuntime(app: FastifyInstance, runtime: Runtime) {
  // The first onClose hook added runs last: the store closes after every plugin's hooks.
  app.addHook('onClose', () => runtime.close())
  app.addHook('onReady', async () => runtime.start(app.log))
  // Before the store closes: attempts under way are handed back to the queue.
  app.addHook('preClose', () => runtime.stop())
}

/** Route hooks and compilers; returns the first segments under /api/v1 the own routes take. */
function watchRoutes(app: FastifyInstance, onRoute: onRouteHookHandler | undefined) {
  if (onRoute) app.addHook('onRoute', onRoute)
  // The first segments under /api/v1 the service's own routes take: a db.json may not.
  const ownSegments = new Set<string>()
  app.addHook('onRoute', (route) => {
    const segment = /^\/api\/v1\/([^/:]+)/.exec(route.url)?.[1]
    if (segment) ownSegments.add(segment)
  })
  // Swagger keeps each route's options, so the 401 and 403 added here reach the document: a
  // route names its RBAC rule once, in `config.rbac`, and its docs follow.
  app.addHook('onRoute', (route) => {
    if (route.config?.rbac && route.schema) {
      route.schema.response = withRbacProblems(route.schema.response as Responses | undefined)
    }
  })
  app.setValidatorCompiler(validatorCompiler())
  // Response schemas document the API; they do not serialise it. Records keep any field, so
  // fast-json-stringify would walk every key through additionalProperties, which measured
  // slower than one native JSON.stringify (BENCHMARKS.md).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data))
  return ownSegments
}

/** The runtime's parts routes and plugins reach through `app`. */
function decorateRuntime(app: FastifyInstance, runtime: Runtime) {
  app.decorate('config', runtime.config)
  app.decorate('store', runtime.store)
  app.decorate('baseline', runtime.baseline)
  app.decorate('builtins', runtime.builtins)
  app.decorate('catalog', runtime.catalog)
  const keptAnswers = createKeptAnswers(runtime.store.versions)
  app.decorate('keptAnswers', keptAnswers)
  app.decorate('reloadDataset', (file: Dataset): DatasetReload => {
    const reloaded = runtime.reloadDataset(file)
    // Answers kept from the last version would outlive it.
    keptAnswers.clear()
    return reloaded
  })
  app.decorate('shareTokens', runtime.shareTokens)
  app.decorate('events', runtime.events)
  app.decorate('webhooks', runtime.webhooks)
  app.decorate('tokens', runtime.tokens)
  app.decorate('services', runtime.services)
  app.decorate('servicesFor', runtime.servicesFor)
  app.decorate('originOf', createOriginResolver(runtime.config, app.server))
}

/** The per-request plugins every route goes through, in the order they run. */
async function registerCrossCutting(
  app: FastifyInstance,
  runtime: Runtime,
  options: HttpOptions,
  servedNames: ReadonlySet<string>,
) {
  const { config, metrics, redis, store } = runtime
  // Registered before any route so that every route schema lands in the OpenAPI document.
  await app.register(swagger, swaggerOptions(config))
  for (const schema of [SafeJsonSchema, ...sharedSchemas(config.maxLimit)]) app.addSchema(schema)
  await app.register(problem)
  await app.register(metricsPlugin, { metrics })
  await app.register(requestId)
  await app.register(cors, corsOptions(config))
  await app.register(identity, {
    crossSite: config.cookieCrossSite,
    shareTokens: runtime.shareTokens,
    root: { names: rootNames(servedNames), anonymous: config.anonymous },
  })
  await app.register(networkSimulation, { random: options.random ?? Math.random })
  // On Redis the counters are shared, so N instances enforce one limit.
  if (config.rateLimit) {
    await app.register(enforcedRateLimit, { perSecond: config.rateLimit, redis })
  }
  // Before the body is read: a refused request reads, claims and stores nothing.
  await app.register(rbac)
  await app.register(jsonBody)
  await app.register(writeLimits, {
    store,
    budget: config.writeBudget,
    maxStoreBytes: config.maxStoreBytes,
    redis,
  })
  // Before ETag and compression, so that a stored answer is the plain JSON.
  await app.register(idempotency, { store })
  // ETag before compression, so the tag describes the representation, not the encoding.
  await app.register(etag)
  await app.register(compress, {
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  })
  registerFrontDoor(app, metrics, options.frontDoor)
  // The one WebSocket server (GraphQL subscriptions, chat), before every route: it sees every
  // Upgrade, and every route must answer one (websocket.ts). A frame may be as big as a body.
  await app.register(websocket, { maxPayload: BODY_LIMIT })
}

function corsOptions(config: Config) {
  const allowed = config.corsOrigins && new Set(config.corsOrigins)
  return {
    // A request without an Origin is not a CORS request: its answer carries no CORS headers, as
    // none would be read (370 bytes on every curl and server-to-server call). Vary still names
    // Origin (the identity plugin sets it), so a cache keeps the two kinds of answer apart.
    origin: (origin: string | undefined, cb: (err: null, allow: boolean) => void) =>
      cb(null, origin !== undefined && (allowed === undefined || allowed.has(origin))),
    credentials: true,
    // One string, not an array: @fastify/cors joins an array on every request.
    exposedHeaders: EXPOSED_HEADERS.join(', '),
    // OPTIONS, preflights included, is answered by the method fallbacks with an exact `Allow`.
    preflight: false,
  }
}

/** The front door before Fastify (front-door.ts), and the kept answers it serves. */
function registerFrontDoor(app: FastifyInstance, metrics: Metrics, open?: boolean) {
  // After the compression plugin: kept answers keep what it encoded (kept-answers.ts), and the
  // front door learns how they were sent.
  const frontDoor = createFrontDoor(app, metrics, { open })
  keepSent(app, frontDoor.record)
  app.decorate('frontDoor', frontDoor)
}

/** The REST API: its resources, auth, sessions and the capabilities under /api/v1. */
async function registerApiRoutes(
  app: FastifyInstance,
  runtime: Runtime,
  options: HttpOptions,
  servedNames: ReadonlySet<string>,
) {
  const { builtins } = runtime
  await app.register(healthRoutes)
  await app.register(resourceRoutes, { prefix: '/api/v1' })
  await app.register(authRoutes, { prefix: '/api/v1/auth' })
  await app.register(authRoutes, { prefix: '/auth' })
  await app.register(sessionRoutes, { prefix: '/api/v1/session' })
  await app.register(customRoutes, { prefix: '/api/v1/custom' })
  await app.register(importRoutes, { prefix: '/api/v1', builtins })
  await app.register(imageRoutes, { prefix: '/api/v1' })
  await app.register(streamRoutes, { prefix: '/api/v1', pingMs: options.streamPingMs })
  await app.register(inboxRoutes, { prefix: '/api/v1' })
  await app.register(uploadRoutes, { prefix: '/api/v1' })
  await app.register(webhookRoutes, { prefix: '/api/v1' })
  await app.register(paymentRoutes, { prefix: '/api/v1' })
  await app.register(checkoutRoutes, { prefix: '/api/v1' })
  await app.register(customerRoutes, { prefix: '/api/v1/payments/customers' })
  // The contract (docs/contract/payments.md#customers) puts customers at /api/v1/customers, a name
  // a db.json often has: its collection keeps the name, and payment customers stay at
  // /api/v1/payments/customers.
  if (!servedNames.has('customers')) {
    await app.register(customerRoutes, { prefix: '/api/v1/customers' })
  }
}

/** GraphQL and the chat: with subscriptions, the users of the one WebSocket server. */
async function registerGraphqlAndChat(
  app: FastifyInstance,
  runtime: Runtime,
  options: HttpOptions,
) {
  const { signals, now } = runtime
  await app.register(chatPlugin, { signals, botDelayMs: options.chatBotDelayMs, now })
  await app.register(graphqlPlugin)
}

/** What a browser opens: the checkout page, the docs, the downloads and the landing page. */
async function registerPages(app: FastifyInstance) {
  await app.register(checkoutPageRoutes)
  await app.register(docsPlugin)
  await app.register(downloadRoutes)
  await app.register(landingRoutes)
}

/**
 * The db.json's collections, last, when every own route is known: a file's name that one of
 * them takes is refused.
 */
async function registerDataset(app: FastifyInstance, runtime: Runtime, ownSegments: Set<string>) {
  const { catalog } = runtime
  for (const name of [...catalog.collections.keys(), ...catalog.singulars.keys()]) {
    if (ownSegments.has(name))
      throw new DatasetError(
        `the name ${name} is taken by the service's own routes (/api/v1/${name}); rename it in the file`,
      )
    // Session snapshots (docs/contract/session.md#export) name the session profiles so; a file's
    // would be taken for them.
    if (name === PROFILES)
      throw new DatasetError(
        `the name ${name} is taken by the session profiles of snapshots (/api/v1/session/export); rename it in the file`,
      )
  }
  await app.register(datasetRoutes, { prefix: '/api/v1' })
}
