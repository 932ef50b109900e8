import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { IncomingMessage, RequestListener } from 'node:http'
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
import { createTokenService, type TokenService } from '../domain/auth/tokens.ts'
import {
  type Baseline,
  type BaselineCollection,
  builtinCollections,
  createBaseline,
  createBaselineOf,
  createSwitchableBaseline,
} from '../domain/baseline.ts'
import { catalogOf, type DataCatalog } from '../domain/dataset/catalog.ts'
import { type Dataset, DatasetError } from '../domain/dataset/read.ts'
import { type Rewrite, rewriteUrl } from '../domain/dataset/rewrites.ts'
import { createEventBus, type EventBus, localTransport } from '../domain/events/bus.ts'
import { RESOURCE_NAMES, type ResourceName } from '../domain/resources.ts'
import { createServicesFactory, type Services, type ServicesFor } from '../domain/services.ts'
import {
  createShareTokens,
  newShareSecret,
  SHARE_SECRET_KEY,
  type ShareTokens,
} from '../domain/share-tokens.ts'
import { PROFILES } from '../domain/snapshot.ts'
import { checkedLookup, type Resolve } from '../domain/webhooks/addresses.ts'
import { createWebhookService, type WebhookService } from '../domain/webhooks/service.ts'
import { createWebhookWorker, type WebhookWorker } from '../domain/webhooks/worker.ts'
import { createStore } from '../store/create-store.ts'
import type { Store } from '../store/port.ts'
import { CHAT_SIGNALS_CHANNEL, redisEventTransport } from '../store/redis/event-transport.ts'
import type { RedisClient } from '../store/redis/redis-store.ts'
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
import { createMetrics } from './metrics/metrics.ts'
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
import { SafeJsonSchema } from './resources/schemas.ts'
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
    /** The built-in resources served: all four, less those a db.json replaces (SPEC §18). */
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
    /** Every change of every sandbox, as SSE, subscriptions and webhooks hear it (SPEC §17). */
    events: EventBus
    /** The sandbox's webhooks and their delivery log (SPEC §17). */
    webhooks: WebhookService
    /** Signs and opens share links (SPEC §18). */
    shareTokens: ShareTokens
    /** Read answers kept as bytes across requests (issue 22). */
    keptAnswers: KeptAnswers
    /** The front door before Fastify (issue 22): how many answers it gave. */
    frontDoor: Pick<FrontDoor, 'answered'>
  }
}

export interface AppOptions {
  /** The clock tokens are issued and checked against (tests move it instead of sleeping). */
  now?: () => number
  /** A store to use instead of the one the configuration names (closed with the app). */
  store?: Store
  /** The client of a Redis `store` passed in, so that its limits are shared between instances. */
  redis?: RedisClient
  /** The randomness network simulation draws on (tests pass a seeded one). */
  random?: () => number
  /** How often an SSE stream pings (15 s); tests shorten it. */
  streamPingMs?: number
  /** How long the chat's support bot types before it answers (250 ms); tests pass 0. */
  chatBotDelayMs?: number
  /** Sees every route as it is added (the README's route table is made from it). */
  onRoute?: onRouteHookHandler
  /** The base of the webhook retry waits, instead of the configuration's (tests shorten it). */
  webhookRetryBaseMs?: number
  /** How long a webhook receiver has to answer (4 s). */
  webhookTimeoutMs?: number
  /**
   * How webhook hosts are resolved (the system's DNS); tests resolve a name to a forbidden
   * address with it. What it returns passes the address rules like any DNS answer.
   */
  webhookResolve?: Resolve
  /** A user's db.json, read (SPEC §18): its collections are served beside or instead of ours. */
  dataset?: Dataset
  /** Serve the four built-in resources (true) or only the db.json's (`--no-builtin`). */
  builtin?: boolean
  /** json-server's rewrite rules (`--routes`), applied to each URL before routing. */
  rewrites?: readonly Rewrite[]
}

// The same relative path holds from src/http (tsx) and from dist/http (built).
const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string }

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
]
/**
 * How often expired sandboxes are deleted: a quarter of the TTL, from once a second to once an
 * hour. Reads already ignore an expired sandbox; the sweep only frees its space.
 */
export const sweepEveryMs = (ttlMs: number) =>
  Math.min(3_600_000, Math.max(1000, Math.floor(ttlMs / 4)))

/** The baseline is immutable, so processes building several apps share one per scale. */
const baselines = new Map<number, Baseline>()
function baselineFor(scale: number) {
  let baseline = baselines.get(scale)
  if (!baseline) {
    baseline = createBaseline(scale)
    baselines.set(scale, baseline)
  }
  return baseline
}

const NO_CATALOG: DataCatalog = { collections: new Map(), singulars: new Map() }
const NO_DATASET: Dataset = { collections: new Map(), singulars: new Map() }

/** What a `--watch` reload changed: collection and singular names added and removed. */
export interface DatasetReload {
  added: string[]
  removed: string[]
}

/**
 * The baseline and catalog of what is served: the built-ins at the configured scale, and a
 * db.json's collections beside them; one of the file's named like a built-in replaces it.
 * `reload` swaps in another version of the file while serving (`--watch`): the built-ins are
 * generated once, and the set of built-ins served stays as it started, as their routes do.
 */
function dataFor(scale: number, dataset: Dataset | undefined, builtin: boolean) {
  if (!dataset && builtin) {
    const builtins: readonly ResourceName[] = RESOURCE_NAMES
    return { baseline: baselineFor(scale), catalog: NO_CATALOG, builtins, reload: undefined }
  }
  const generated = builtin ? builtinCollections(scale) : new Map<string, BaselineCollection>()
  const compose = (file: Dataset) => {
    const { catalog, baseline: fileCollections } = catalogOf(file)
    const names = [...catalog.collections.keys(), ...catalog.singulars.keys()]
    const collections = new Map([...generated].filter(([name]) => !names.includes(name)))
    for (const [name, c] of fileCollections) collections.set(name, c)
    return { catalog, names, baseline: createBaselineOf(collections, scale) }
  }
  const first = compose(dataset ?? NO_DATASET)
  const builtins = builtin ? RESOURCE_NAMES.filter((r) => !first.names.includes(r)) : []
  const baseline = createSwitchableBaseline(first.baseline)
  const catalog: DataCatalog = { ...first.catalog }
  let names = first.names
  const reload = (file: Dataset): DatasetReload => {
    const next = compose(file)
    const taken = next.names.filter((n) => (builtins as readonly string[]).includes(n))
    if (taken.length > 0) {
      throw new DatasetError(
        `it now names the built-in ${taken.join(', ')}, served since start; restart to replace ${taken.length === 1 ? 'it' : 'them'}`,
      )
    }
    baseline.swap(next.baseline)
    catalog.collections = next.catalog.collections
    catalog.singulars = next.catalog.singulars
    const change = {
      added: next.names.filter((n) => !names.includes(n)),
      removed: names.filter((n) => !next.names.includes(n)),
    }
    names = next.names
    return change
  }
  return { baseline, catalog, builtins, reload }
}

/** Builds the whole service; never listens (the CLI does). */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const { trustProxy } = config
  const { rewrites } = options
  // json-server's targets name resources at its root (`/posts/1`); ours live under /api/v1.
  const atResourceRoot = (url: string) => {
    const first = /^\/([^/?#]+)/.exec(url)?.[1]
    return first !== undefined && servedNames.has(first) ? `/api/v1${url}` : url
  }
  let servedNames = new Set<string>()
  const app = Fastify({
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
    ...(rewrites && {
      // The service's own API is never rewritten: json-server's favourite `/api/*` rule
      // would otherwise take /api/v1 away from every client.
      rewriteUrl: (req: IncomingMessage) => {
        const url = req.url ?? '/'
        return /^\/api\/v1(?:[/?]|$)/.test(url) ? url : atResourceRoot(rewriteUrl(rewrites, url))
      },
    }),
  })
  if (options.onRoute) app.addHook('onRoute', options.onRoute)
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

  const metrics = createMetrics()
  const created = options.store
    ? { store: options.store, redis: options.redis }
    : createStore(config)
  const { redis } = created
  const store = metrics.instrument(created.store)
  const { baseline, catalog, builtins, reload } = dataFor(
    config.baselineScale,
    options.dataset,
    options.builtin ?? true,
  )
  app.decorate('config', config)
  app.decorate('store', store)
  app.decorate('baseline', baseline)
  app.decorate('builtins', builtins)
  servedNames = new Set([...builtins, ...catalog.collections.keys(), ...catalog.singulars.keys()])
  app.decorate('catalog', catalog)
  const keptAnswers = createKeptAnswers(store.versions)
  app.decorate('keptAnswers', keptAnswers)
  app.decorate('reloadDataset', (file: Dataset): DatasetReload => {
    if (!reload) throw new DatasetError('no db.json is served, so none can be reloaded')
    const reloaded = reload(file)
    // Answers kept from the last version would outlive it.
    keptAnswers.clear()
    return reloaded
  })
  app.addHook('onClose', () => store.close())
  // SET NX semantics: a key is generated only when none is stored, and the key an instance
  // already uses is put back if the stored one vanished (tokens.ts).
  const secret =
    config.jwtSecret ??
    ((current: string | undefined) =>
      store.meta.getOrSet('jwt-secret', current ?? randomBytes(32).toString('base64url')))
  // A key of its own, kept like the generated JWT key: every instance on one store agrees on it,
  // and JWT_SECRET (which a user may know) has no part in it.
  const shareTokens = createShareTokens(
    (current) => store.meta.getOrSet(SHARE_SECRET_KEY, current ?? newShareSecret()),
    { overlay: store.overlay, versions: store.versions, now: options.now },
  )
  app.decorate('shareTokens', shareTokens)
  const tokens = createTokenService(secret, options.now, {
    accessTtlS: config.accessTtlS,
    refreshTtlS: config.refreshTtlS,
    clockToleranceS: config.clockToleranceS,
  })
  // On Redis, events fan out through pub/sub, so a client of one instance hears what another caused.
  const events = createEventBus(redis ? redisEventTransport(redis) : localTransport(), options.now)
  app.addHook('onClose', () => events.close())
  app.decorate('events', events)
  // Chat typing and presence travel the same way on a bus of their own: no replay, no webhooks.
  const signals = createEventBus(
    redis ? redisEventTransport(redis, CHAT_SIGNALS_CHANNEL) : localTransport(),
    options.now,
  )
  app.addHook('onClose', () => signals.close())
  const servicesFor = createServicesFactory({
    baseline,
    overlay: store.overlay,
    blobs: store.blobs,
    tokens,
    validate: recordErrors,
    sandboxTtlMs: config.sandboxTtlMs,
    now: options.now,
    events,
    catalog: reload ? catalog : undefined,
    limits: { maxLimit: config.maxLimit, createCap: config.createCap },
    versions: store.versions,
  })
  // Deliveries wait in the store's queue; each instance's worker sends those that are due, and
  // an event is queued once, by the instance that caused it (onEmitted).
  const allowPrivate = config.webhookAllowPrivate
  let worker: WebhookWorker | undefined
  const webhooks = createWebhookService({
    overlay: store.overlay,
    queue: store.queue,
    allowPrivate,
    now: options.now,
    onQueued: () => worker?.nudge(),
    files: () =>
      new Map([
        ...[...catalog.collections.values()].map((c) => [c.name, c.singular] as const),
        ...[...catalog.singulars.keys()].map((name) => [name, name] as const),
      ]),
  })
  worker = createWebhookWorker({
    queue: store.queue,
    webhooks,
    lookup: checkedLookup(allowPrivate, options.webhookResolve),
    allowPrivate,
    userAgent: `MockPlayground-Webhooks/${version}`,
    now: options.now,
    retryBaseMs: options.webhookRetryBaseMs ?? config.webhookRetryBaseMs,
    leaseMs: config.webhookLeaseMs,
    timeoutMs: options.webhookTimeoutMs,
    onError: (err) => app.log.warn({ err }, 'webhook delivery failed'),
  })
  events.onEmitted((identity, event) => {
    webhooks
      .dispatch(identity, event)
      .catch((err) => app.log.warn({ err }, 'queueing webhook deliveries failed'))
  })
  app.decorate('webhooks', webhooks)
  app.addHook('onReady', async () => worker?.start())
  // Before the store closes: attempts under way are handed back to the queue.
  app.addHook('preClose', async () => worker?.stop())
  app.decorate('tokens', tokens)
  app.decorate('services', servicesFor())
  app.decorate('servicesFor', servicesFor)
  app.decorate('originOf', createOriginResolver(config, app.server))

  const routes = recordRoutes(app)
  // Registered before any route so that every route schema lands in the OpenAPI document.
  await app.register(swagger, swaggerOptions(config))
  for (const schema of [SafeJsonSchema, ...sharedSchemas(config.maxLimit)]) app.addSchema(schema)
  await app.register(problem)
  await app.register(metricsPlugin, { metrics })
  await app.register(requestId)
  const allowed = config.corsOrigins && new Set(config.corsOrigins)
  await app.register(cors, {
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
  })
  await app.register(identity, { crossSite: config.cookieCrossSite, shareTokens })
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
  // After the compression plugin: kept answers keep what it encoded (kept-answers.ts), and the
  // front door learns how they were sent.
  const frontDoor = createFrontDoor(app, metrics)
  keepSent(app, frontDoor.record)
  app.decorate('frontDoor', frontDoor)
  app.addHook('onReady', async () => {
    // Fastify's own handler is the server's one request listener; the front door goes before it.
    const [handler, ...others] = app.server.listeners('request') as RequestListener[]
    if (!handler || others.length > 0) return
    app.server.removeListener('request', handler)
    app.server.on('request', (req, res) => frontDoor.take(req, res, handler))
  })

  // The one WebSocket server (GraphQL subscriptions, chat), before every route: it sees every
  // Upgrade, and every route must answer one (websocket.ts). A frame may be as big as a body.
  await app.register(websocket, { maxPayload: BODY_LIMIT })
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
  // SPEC §20 puts customers at /api/v1/customers, a name a db.json often has: its collection
  // keeps the name, and payment customers stay at /api/v1/payments/customers.
  if (!servedNames.has('customers')) {
    await app.register(customerRoutes, { prefix: '/api/v1/customers' })
  }
  await app.register(checkoutPageRoutes)
  await app.register(chatPlugin, { signals, botDelayMs: options.chatBotDelayMs, now: options.now })
  await app.register(graphqlPlugin)
  await app.register(docsPlugin)
  await app.register(downloadRoutes)
  await app.register(landingRoutes)
  // Last, when every own route is known: a file's name that one of them takes is refused.
  for (const name of [...catalog.collections.keys(), ...catalog.singulars.keys()]) {
    if (ownSegments.has(name))
      throw new DatasetError(
        `the name ${name} is taken by the service's own routes (/api/v1/${name}); rename it in the file`,
      )
    // Session snapshots (SPEC §9) name the session profiles so; a file's would be taken for them.
    if (name === PROFILES)
      throw new DatasetError(
        `the name ${name} is taken by the session profiles of snapshots (/api/v1/session/export); rename it in the file`,
      )
  }
  await app.register(datasetRoutes, { prefix: '/api/v1' })
  addMethodFallbacks(app, routes)
  // After the fallbacks: the files' catch-all GET must not give every unknown path a 405.
  const staticDir = staticDirOf(config.staticDir, reload !== undefined)
  if (staticDir) await registerStaticFiles(app, staticDir)

  let sweeper: NodeJS.Timeout | undefined
  const sweep = () =>
    store
      .expire(Date.now() - config.sandboxTtlMs)
      .catch((err) => app.log.warn({ err }, 'sandbox expiry failed'))
  app.addHook('onReady', async () => {
    void sweep()
    sweeper = setInterval(sweep, sweepEveryMs(config.sandboxTtlMs)).unref()
  })
  app.addHook('onClose', async () => clearInterval(sweeper))
  return app
}
