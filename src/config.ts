import { isIP } from 'node:net'
import { parseArgs } from 'node:util'

export type StoreKind = 'memory' | 'sqlite' | 'redis'

export interface Config {
  port: number
  host: string
  store: StoreKind
  dbPath: string
  redisUrl: string
  /** Nodes of a Redis Cluster to start from; undefined: a single Redis at `redisUrl`. */
  redisCluster: Array<{ host: string; port: number }> | undefined
  /** Origin used for absolute links (avatars, thumbnails, Link headers); see http/origin.ts when unset. */
  publicUrl: string | undefined
  /**
   * Host headers honoured for absolute links besides the listen address (`host` or `host:port`,
   * lowercase); any other Host gets links to the listen address.
   */
  allowedHosts: string[] | undefined
  /** Fastify's `trustProxy`: trust X-Forwarded-* from any proxy, N hops, or these addresses. */
  trustProxy: boolean | number | string[]
  baselineScale: number
  /** Inactivity after which an identity's stored state is forgotten, in milliseconds. */
  sandboxTtlMs: number
  /** `Secure; SameSite=None` identity cookies, for front ends served from another site. */
  cookieCrossSite: boolean
  /** Allowed CORS origins; undefined reflects any origin. */
  corsOrigins: string[] | undefined
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  /** How log lines look: pretty (one readable line each) or JSON; undefined: pretty on a terminal. */
  logFormat: 'pretty' | 'json' | undefined
  /** `--quiet`: warnings and errors only, and a one-line banner (for test suites). */
  quiet: boolean
  /** Estimated result nodes one GraphQL operation may produce before it is refused unrun. */
  graphqlMaxCost: number
  /** Root fields (writes, logins) one GraphQL mutation may run. */
  graphqlMaxMutations: number
  /** The page-size cap: a larger `limit` (or slice) is clamped to it, on REST and GraphQL. */
  maxLimit: number
  /**
   * Created records per resource per sandbox (docs/contract/baseline-and-overlay.md#create-cap),
   * and session profiles per sandbox.
   */
  createCap: number
  /** Requests per second allowed per identity and per client IP; undefined: no limit. */
  rateLimit: number | undefined
  /** Request body bytes of writes allowed per client IP per minute; undefined: no budget. */
  writeBudget: number | undefined
  /** Store size (bytes, as the adapter measures it) past which writes answer 507; undefined: no cap. */
  maxStoreBytes: number | undefined
  /** HS256 key for tokens; when unset, one is generated once and kept in the store. */
  jwtSecret: string | undefined
  /** Time a client has to send a whole request, headers and body, in milliseconds. */
  requestTimeoutMs: number
  /** Time a client has to send the request line and headers, in milliseconds (≤ requestTimeoutMs). */
  headersTimeoutMs: number
  /**
   * Default access-token lifetime, seconds (a caller may ask another,
   * docs/contract/auth.md#token-lifetimes).
   */
  accessTtlS: number
  /** Default refresh-token lifetime, seconds. */
  refreshTtlS: number
  /** Leeway for `nbf` and `exp` when verifying tokens, seconds. */
  clockToleranceS: number
  /**
   * Check every request against the role matrix (docs/contract/roles-and-permissions.md), not only
   * those that ask for it.
   */
  enforceRbac: boolean
  /**
   * Whether webhooks may target loopback and private addresses (a developer's local server, the
   * main use); off for public hosting. Link-local and metadata addresses are refused either way.
   */
  webhookAllowPrivate: boolean
  /** The first webhook retry's wait in ms; the next are 6× and 60× it (5 s: 5 s, 30 s, 5 min). */
  webhookRetryBaseMs: number
  /**
   * How long an instance's claim holds a webhook delivery, in ms: one that dies mid-attempt
   * leaves it to the next claimer after this. Longer than the 4 s delivery timeout.
   */
  webhookLeaseMs: number
  /**
   * A json-server db.json whose collections are served with a sandbox per caller
   * (docs/contract/db-json.md).
   */
  dataPath: string | undefined
  /** Serve the built-in resources beside the file's (`--no-builtin`: only the file's). */
  builtin: boolean
  /** Reload the db.json when it changes, keeping every sandbox's writes (`--watch`). */
  watch: boolean
  /** A folder whose files are served at `/` (json-server's `--static`); see http/static-files.ts. */
  staticDir: string | undefined
  /**
   * A user's OpenAPI document whose inferred resources are served like a db.json's collections
   * (docs/contract/openapi-mock.md).
   */
  openapiPath: string | undefined
  /** Whether that document's `$ref`s may name `http(s)://` documents (`--allow-remote-refs`). */
  allowRemoteRefs: boolean
  /** json-server's rewrite rules (`--routes routes.json`); see domain/dataset/rewrites.ts. */
  routesPath: string | undefined
  /**
   * A caller of the root surface that names no sandbox (docs/contract/root-surface.md#identity):
   * one sandbox per client address and Origin (`client`), or a new one per request (`new`).
   */
  anonymous: 'client' | 'new'
  /** The most records a root list answers whole, without a page or slice asked for. */
  maxBareList: number
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError'
}

/** Flag name, environment variable, description: the one table behind parsing and `--help`. */
const OPTIONS = [
  ['port', 'PORT', 'port to listen on', '3000'],
  ['host', 'HOST', 'interface to listen on', '127.0.0.1'],
  ['store', 'STORE', 'storage adapter: sqlite, memory or redis', 'sqlite'],
  ['db', 'DB_PATH', 'SQLite file (store sqlite)', './data/playground.db'],
  ['redis-url', 'REDIS_URL', 'Redis URL (store redis)', 'redis://127.0.0.1:6379'],
  [
    'redis-cluster',
    'REDIS_CLUSTER',
    'comma-separated host:port nodes of a Redis Cluster (store redis; REDIS_URL is then unused)',
    '(none)',
  ],
  [
    'public-url',
    'PUBLIC_URL',
    'public origin for absolute links',
    '(the request origin, if its Host is ours)',
  ],
  [
    'allowed-hosts',
    'ALLOWED_HOSTS',
    'comma-separated Host values used in links besides the listen address',
    '(none)',
  ],
  [
    'trust-proxy',
    'TRUST_PROXY',
    'trust X-Forwarded-*: true, hop count, or comma-separated proxy addresses',
    '(off)',
  ],
  [
    'data',
    'DATA_FILE',
    'a json-server db.json to serve, a sandbox per caller (or give it as the first argument)',
    '(none)',
  ],
  [
    'openapi',
    'OPENAPI',
    'an OpenAPI 3.0 or 3.1 document (YAML or JSON) whose resources are served from generated records, a sandbox per caller',
    '(none)',
  ],
  [
    'routes',
    'ROUTES_FILE',
    "json-server's routes.json: URL rewrite rules applied before routing",
    '(none)',
  ],
  [
    'static',
    'STATIC_DIR',
    "serve this folder's files at / beside the API, as json-server does",
    '(./public when a db.json is served and it exists)',
  ],
  ['baseline-scale', 'BASELINE_SCALE', 'multiply the baseline counts by this integer', '1'],
  ['max-limit', 'MAX_LIMIT', 'page-size cap: a larger limit is clamped to it (1 to 1000)', '30'],
  [
    'max-bare-list',
    'MAX_BARE_LIST',
    'most records a root list (/posts) answers without _page or _limit; also caps _limit there',
    '10000',
  ],
  [
    'anonymous',
    'ANONYMOUS',
    'a root-surface caller naming no sandbox: client (one per address and Origin) or new (one per request)',
    '(client when HOST is a loopback address and no proxy is trusted, else new)',
  ],
  ['create-cap', 'CREATE_CAP', 'created records per resource per sandbox (1 to 10000)', '30'],
  [
    'sandbox-ttl',
    'SANDBOX_TTL',
    'forget a sandbox after this much inactivity (30m, 12h, 10d)',
    '10d',
  ],
  ['cors-origins', 'CORS_ORIGINS', 'comma-separated allowed origins', '(reflect any origin)'],
  [
    'rate-limit',
    'RATE_LIMIT',
    'enforce N requests/s per identity and per IP (bursts of 2N; 0: off)',
    '(off)',
  ],
  [
    'write-budget',
    'WRITE_BUDGET',
    'request body bytes of writes per IP per minute (5mb, 512kb; 0: off)',
    '(16mb with RATE_LIMIT, else off)',
  ],
  [
    'max-store-mb',
    'MAX_STORE_MB',
    'refuse writes (507) once the store holds this many MB (0: off)',
    '(off)',
  ],
  ['log-level', 'LOG_LEVEL', 'fatal, error, warn, info, debug, trace or silent', 'info'],
  [
    'log-format',
    'LOG_FORMAT',
    'pretty (a line per request, for people) or json (for log collectors)',
    '(pretty on a terminal, else json)',
  ],
  [
    'graphql-max-cost',
    'GRAPHQL_MAX_COST',
    'refuse GraphQL operations that may return more result nodes',
    '10000',
  ],
  [
    'graphql-max-mutations',
    'GRAPHQL_MAX_MUTATIONS',
    'refuse GraphQL mutations with more root fields',
    '10',
  ],
  ['request-timeout', 'REQUEST_TIMEOUT_MS', 'ms a client has to send a whole request', '30000'],
  ['headers-timeout', 'HEADERS_TIMEOUT_MS', 'ms a client has to send the request headers', '10000'],
  ['access-ttl', 'ACCESS_TTL', 'access-token lifetime (900, 15m, 1h)', '900'],
  ['refresh-ttl', 'REFRESH_TTL', 'refresh-token lifetime (3600, 12h, 7d)', '7d'],
  [
    'clock-tolerance',
    'CLOCK_TOLERANCE',
    "seconds of leeway for a token's nbf and exp when verifying",
    '0',
  ],
  [
    'webhook-allow-private',
    'WEBHOOK_ALLOW_PRIVATE',
    'let webhooks reach loopback and private addresses (0: refuse them, for public hosting)',
    '1',
  ],
  [
    'webhook-retry-base',
    'WEBHOOK_RETRY_BASE_MS',
    'ms before the first webhook retry; the 2nd and 3rd wait 6× and 60× it',
    '5000',
  ],
  [
    'webhook-lease',
    'WEBHOOK_LEASE_MS',
    'ms before a delivery whose sender died mid-attempt is sent again (≥ 5000)',
    '30000',
  ],
] as const

export function helpText(version: string): string {
  // Columns as wide as the longest flag and variable, and two spaces.
  const flagWidth = Math.max(...OPTIONS.map(([flag]) => `${flag} <value>`.length)) + 2
  const envWidth = Math.max(...OPTIONS.map(([, env]) => env.length)) + 2
  const rows = OPTIONS.map(
    ([flag, env, text, def]) =>
      `  --${`${flag} <value>`.padEnd(flagWidth)}${env.padEnd(envWidth)}${text} [${def}]`,
  )
  return [
    `mock-playground ${version}: a mock REST and GraphQL API with a private sandbox per caller`,
    '',
    'Usage: mock-playground [db.json] [options]',
    '',
    `  ${'flag'.padEnd(flagWidth + 2)}${'env'.padEnd(envWidth)}meaning [default]`,
    ...rows,
    `  --${'allow-remote-refs'.padEnd(flagWidth)}${'ALLOW_REMOTE_REFS'.padEnd(envWidth)}let the OpenAPI document's $refs name http(s):// documents [off]`,
    `  --${'enforce-rbac'.padEnd(flagWidth)}${'ENFORCE_RBAC'.padEnd(envWidth)}check every request against the role matrix, not only those that ask [off]`,
    `  --${'no-builtin'.padEnd(flagWidth)}${'NO_BUILTIN'.padEnd(envWidth)}serve only the db.json's collections, not the built-in users, posts, … [off]`,
    `  --${'quiet'.padEnd(flagWidth)}${'QUIET'.padEnd(envWidth)}warnings and errors only, and a one-line banner [off]`,
    `  --${'watch'.padEnd(flagWidth)}${'WATCH'.padEnd(envWidth)}reload the db.json when it changes; sandboxes keep their writes [off]`,
    `  --${'help'.padEnd(flagWidth)}${''.padEnd(envWidth)}show this help`,
    `  --${'version'.padEnd(flagWidth)}${''.padEnd(envWidth)}print the version`,
    '',
    `COOKIE_CROSS_SITE=1 issues the identity cookie with 'Secure; SameSite=None'.`,
    `COOKIE_CROSS_SITE=1 requires CORS_ORIGINS.`,
    'JWT_SECRET sets the token signing key, at least 32 bytes (default: generated once, kept in the store).',
  ].join('\n')
}

const JWT_SECRET_MIN_BYTES = 32
/** A page of 1000 records stays well under a megabyte of JSON for the built-in resources. */
const MAX_LIMIT_BOUND = 1000
/**
 * Every list reads and merges the sandbox's whole overlay of its resource, per request: 10,000
 * created records of a few hundred bytes keep that to a few MB per list and sandbox. A record may
 * hold up to 100 KB, so MAX_STORE_MB is what bounds the bytes a public instance keeps.
 */
const CREATE_CAP_BOUND = 10_000
const DURATION = /^(\d+)(ms|s|m|h|d)?$/
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const

function integer(name: string, raw: string, min: number, max: number): number {
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got '${raw}'`)
  }
  return Number(raw)
}

/** A limit that is off by default: unset, empty or 0 is off (compose files write `${X:-0}`). */
function optionalLimit(name: string, raw: string | undefined, max: number): number | undefined {
  if (raw === undefined || raw === '' || /^0+$/.test(raw)) return undefined
  return integer(name, raw, 1, max)
}

function duration(name: string, raw: string): number {
  const m = DURATION.exec(raw)
  const ms = m ? Number(m[1]) * UNIT_MS[(m[2] ?? 's') as keyof typeof UNIT_MS] : Number.NaN
  if (!(ms > 0))
    throw new ConfigError(`${name} must be a duration such as 3600, 30m, 12h or 10d, got '${raw}'`)
  return ms
}

/**
 * A token lifetime in whole seconds: one second to 30 days, as callers may ask
 * (docs/contract/auth.md#token-lifetimes).
 */
function tokenLifetime(name: string, raw: string): number {
  const ms = DURATION.exec(raw) ? duration(name, raw) : Number.NaN
  if (!(ms >= 1000 && ms <= 30 * 86_400_000) || ms % 1000 !== 0) {
    throw new ConfigError(
      `${name} must be whole seconds or a duration such as 900, 15m, 12h or 7d, from 1 s to 30 d, got '${raw}'`,
    )
  }
  return ms / 1000
}

const SIZE = /^(\d+)(b|kb|mb|gb)?$/i
const UNIT_BYTES = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 } as const

/** A byte count such as 5mb, 512kb or 1048576; 0 means off. */
function size(name: string, raw: string): number | undefined {
  if (raw.trim() === '') return undefined
  const m = SIZE.exec(raw.trim())
  if (!m)
    throw new ConfigError(
      `${name} must be a size such as 5mb, 512kb or 1048576 (0: off), got '${raw}'`,
    )
  const unit = (m[2] ?? 'b').toLowerCase() as keyof typeof UNIT_BYTES
  const bytes = Number(m[1]) * UNIT_BYTES[unit]
  if (!Number.isSafeInteger(bytes)) throw new ConfigError(`${name} is too large, got '${raw}'`)
  return bytes === 0 ? undefined : bytes
}

/** Default write budget when RATE_LIMIT is on: two full imports (8 MB each) a minute. */
export const DEFAULT_WRITE_BUDGET = 16 * 1024 * 1024

function url(name: string, raw: string, protocols: string[]): string {
  let parsed: URL
  try {
    parsed = new URL(raw)
  } catch {
    throw new ConfigError(`${name} must be a URL, got '${raw}'`)
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got '${raw}'`)
  }
  return raw.replace(/\/+$/, '')
}

const HOST_NAME = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/
const HOST_PORT = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(:(\d{1,5}))?$/

/** `host` or `host:port` (IPv6 in brackets), lowercase. */
function hostList(name: string, raw: string): string[] {
  const hosts = raw
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
  for (const host of hosts) {
    const m = HOST_PORT.exec(host)
    const hostname = m?.[1] ?? ''
    const okName = hostname.startsWith('[')
      ? isIP(hostname.slice(1, -1)) === 6
      : HOST_NAME.test(hostname)
    if (!m || !okName || (m[3] !== undefined && Number(m[3]) > 65535)) {
      throw new ConfigError(`${name} must list host names or host:port pairs, got '${host}'`)
    }
  }
  return hosts
}

/** `host:port,host:port`: the nodes a Redis Cluster client starts from. */
function clusterNodes(name: string, raw: string): Array<{ host: string; port: number }> {
  return raw
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
    .map((node) => {
      const m = /^([A-Za-z0-9.-]+|\[[0-9a-fA-F:]+\]):(\d{1,5})$/.exec(node)
      const port = Number(m?.[2])
      if (!m?.[1] || !(port >= 1 && port <= 65535)) {
        throw new ConfigError(`${name} must list host:port nodes, got '${node}'`)
      }
      return { host: m[1].replace(/^\[|\]$/g, ''), port }
    })
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/** As Fastify's trustProxy takes it: true/false, a hop count, or proxy addresses and CIDR ranges. */
function trustProxy(name: string, raw: string | undefined): Config['trustProxy'] {
  if (raw === undefined || raw === '' || raw === 'false') return false
  if (raw === 'true') return true
  if (/^\d+$/.test(raw)) return integer(name, raw, 0, 100) || false
  const addresses = raw
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  for (const address of addresses) {
    const [ip, bits, extra] = address.split('/')
    const family = isIP(ip ?? '')
    const okBits =
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32))
    if (!PROXY_NAMES.has(address) && (family === 0 || !okBits || extra !== undefined)) {
      throw new ConfigError(
        `${name} must be true, false, a hop count, or proxy addresses (IP, CIDR, loopback…), got '${address}'`,
      )
    }
  }
  return addresses
}

/**
 * Whether a listen address reaches this machine only: there, callers that share an address are
 * one person's tools, not strangers behind one NAT.
 */
const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)

/** An on/off environment variable: 1/true on, 0/false/empty or unset off, anything else refused. */
function flagOn(name: string, raw: string | undefined): boolean {
  const value = raw?.trim().toLowerCase() ?? ''
  if (value === '1' || value === 'true') return true
  if (value === '' || value === '0' || value === 'false') return false
  throw new ConfigError(`${name} must be 1, true, 0 or false, got '${raw}'`)
}

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const

/** `--quiet` keeps warnings and errors: a level below warn is raised to it, a higher one kept. */
const quieter = (level: Config['logLevel']): Config['logLevel'] =>
  LEVELS.indexOf(level) < LEVELS.indexOf('warn') ? 'warn' : level

export type CliRequest = { kind: 'help' } | { kind: 'version' } | { kind: 'run'; config: Config }

/** Reads flags, then environment variables, then defaults; a bad value throws `ConfigError`. */
export function parseConfig(argv: string[], env: NodeJS.ProcessEnv): CliRequest {
  let parsed: { values: Record<string, string | boolean | undefined>; positionals: string[] }
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: {
        ...Object.fromEntries(OPTIONS.map(([flag]) => [flag, { type: 'string' as const }])),
        'allow-remote-refs': { type: 'boolean' },
        'enforce-rbac': { type: 'boolean' },
        'no-builtin': { type: 'boolean' },
        watch: { type: 'boolean', short: 'w' },
        quiet: { type: 'boolean', short: 'q' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    })
  } catch (err) {
    throw new ConfigError((err as Error).message.split('\n')[0] ?? 'bad arguments')
  }
  const { values, positionals } = parsed
  if (values.help) return { kind: 'help' }
  if (values.version) return { kind: 'version' }

  const get = (flag: (typeof OPTIONS)[number][0]) => {
    const option = OPTIONS.find(([f]) => f === flag)
    const [, envName, , def] = option as (typeof OPTIONS)[number]
    const fromFlag = values[flag]
    if (typeof fromFlag === 'string') return { name: `--${flag}`, raw: fromFlag }
    const fromEnv = env[envName]
    if (fromEnv !== undefined && fromEnv !== '') return { name: envName, raw: fromEnv }
    return { name: `--${flag}`, raw: def.startsWith('(') ? undefined : def }
  }
  const raw = (flag: Parameters<typeof get>[0]) => get(flag).raw as string

  const clusterGiven = get('redis-cluster')
  const storeGiven = get('store')
  // REDIS_CLUSTER alone means the redis store: naming a cluster and another store is a mistake.
  const storeNamed = typeof values.store === 'string' || (env.STORE ?? '') !== ''
  const store =
    clusterGiven.raw !== undefined && !storeNamed ? { ...storeGiven, raw: 'redis' } : storeGiven
  if (!['memory', 'sqlite', 'redis'].includes(store.raw as string)) {
    throw new ConfigError(`${store.name} must be sqlite, memory or redis, got '${store.raw}'`)
  }
  if (clusterGiven.raw !== undefined && store.raw !== 'redis') {
    throw new ConfigError(
      `${clusterGiven.name} needs the redis store, but ${store.name} is '${store.raw}'`,
    )
  }
  const level = get('log-level')
  if (
    !['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(level.raw as string)
  ) {
    throw new ConfigError(
      `${level.name} must be fatal, error, warn, info, debug, trace or silent, got '${level.raw}'`,
    )
  }
  const format = get('log-format')
  if (format.raw !== undefined && !['pretty', 'json'].includes(format.raw)) {
    throw new ConfigError(`${format.name} must be pretty or json, got '${format.raw}'`)
  }
  const quiet = values.quiet === true || flagOn('QUIET', env.QUIET)
  const maxCost = get('graphql-max-cost')
  const maxLimit = get('max-limit')
  const maxBareList = get('max-bare-list')
  const anonymous = get('anonymous')
  if (anonymous.raw !== undefined && !['client', 'new'].includes(anonymous.raw)) {
    throw new ConfigError(`${anonymous.name} must be client or new, got '${anonymous.raw}'`)
  }
  const createCap = get('create-cap')
  const maxMutations = get('graphql-max-mutations')
  const publicUrl = get('public-url')
  const allowedHosts = get('allowed-hosts')
  const proxy = get('trust-proxy')
  const cors = get('cors-origins')
  const port = get('port')
  const scale = get('baseline-scale')
  const ttl = get('sandbox-ttl')
  const redis = get('redis-url')
  const cluster = get('redis-cluster')
  const rate = get('rate-limit')
  const budget = get('write-budget')
  const maxStore = get('max-store-mb')
  const requestTimeout = get('request-timeout')
  const headersTimeout = get('headers-timeout')
  const accessTtl = get('access-ttl')
  const refreshTtl = get('refresh-ttl')
  const tolerance = get('clock-tolerance')
  const allowPrivate = get('webhook-allow-private')
  const retryBase = get('webhook-retry-base')
  const lease = get('webhook-lease')
  const rateLimit = optionalLimit(rate.name, rate.raw, 1_000_000)
  const maxStoreMb = optionalLimit(maxStore.name, maxStore.raw, 1_000_000_000)
  const requestTimeoutMs = integer(requestTimeout.name, requestTimeout.raw as string, 1, 3_600_000)
  const headersTimeoutMs = integer(headersTimeout.name, headersTimeout.raw as string, 1, 3_600_000)
  // The headers are part of the request: Node refuses a longer headers timeout.
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(
      `${headersTimeout.name} (${headersTimeoutMs}) must not exceed ${requestTimeout.name} (${requestTimeoutMs})`,
    )
  }

  const cookieCrossSite = env.COOKIE_CROSS_SITE === '1' || env.COOKIE_CROSS_SITE === 'true'
  const corsOrigins = cors.raw
    ?.split(',')
    .map((o) => o.trim())
    .filter(Boolean)
  // A SameSite=None cookie goes along on requests from any site; with any origin reflected
  // with credentials, any page a visitor opens could read and change their sandbox.
  if (cookieCrossSite && !corsOrigins?.length) {
    throw new ConfigError(
      'COOKIE_CROSS_SITE=1 requires CORS_ORIGINS (the front-end origins allowed to use the cookie)',
    )
  }
  const enforceRbac = values['enforce-rbac'] === true || flagOn('ENFORCE_RBAC', env.ENFORCE_RBAC)
  // json-server's habit: the file is the first argument; --data and DATA_FILE name it too.
  if (positionals.length > 1) {
    throw new ConfigError(
      `give at most one db.json to serve, got ${positionals.length} arguments: ${positionals.join(' ')}`,
    )
  }
  const dataGiven = get('data')
  if (positionals.length === 1 && typeof values.data === 'string') {
    throw new ConfigError(
      `the db.json is given twice: as the argument '${positionals[0]}' and as --data '${values.data}'`,
    )
  }
  const dataPath = positionals[0] ?? dataGiven.raw
  const builtin = !(values['no-builtin'] === true || flagOn('NO_BUILTIN', env.NO_BUILTIN))
  if (!builtin && dataPath === undefined) {
    throw new ConfigError('--no-builtin serves only a db.json: give one (mock-playground db.json)')
  }
  const openapiPath = get('openapi').raw
  // One file's collections at a time: the document's resources are served as a db.json's are.
  if (openapiPath !== undefined && dataPath !== undefined) {
    throw new ConfigError(
      `serve a db.json or an OpenAPI document, not both: got '${dataPath}' and --openapi '${openapiPath}'`,
    )
  }
  const allowRemoteRefs =
    values['allow-remote-refs'] === true || flagOn('ALLOW_REMOTE_REFS', env.ALLOW_REMOTE_REFS)
  const watch = values.watch === true || flagOn('WATCH', env.WATCH)
  if (watch && dataPath === undefined) {
    throw new ConfigError('--watch reloads a db.json: give one (mock-playground db.json --watch)')
  }
  const jwtSecret = env.JWT_SECRET || undefined
  // HS256 with a short key is open to offline guessing from any one token.
  if (jwtSecret !== undefined && Buffer.byteLength(jwtSecret) < JWT_SECRET_MIN_BYTES) {
    throw new ConfigError(
      `JWT_SECRET must be at least ${JWT_SECRET_MIN_BYTES} bytes, got ${Buffer.byteLength(jwtSecret)}`,
    )
  }

  return {
    kind: 'run',
    config: {
      port: integer(port.name, port.raw as string, 0, 65535),
      host: raw('host'),
      store: store.raw as StoreKind,
      dbPath: raw('db'),
      redisUrl: url(redis.name, redis.raw as string, ['redis:', 'rediss:']),
      redisCluster: cluster.raw === undefined ? undefined : clusterNodes(cluster.name, cluster.raw),
      publicUrl:
        publicUrl.raw === undefined
          ? undefined
          : url(publicUrl.name, publicUrl.raw, ['http:', 'https:']),
      allowedHosts:
        allowedHosts.raw === undefined ? undefined : hostList(allowedHosts.name, allowedHosts.raw),
      trustProxy: trustProxy(proxy.name, proxy.raw),
      baselineScale: integer(scale.name, scale.raw as string, 1, 10_000),
      sandboxTtlMs: duration(ttl.name, ttl.raw as string),
      cookieCrossSite,
      corsOrigins,
      logLevel: quiet
        ? quieter(level.raw as Config['logLevel'])
        : (level.raw as Config['logLevel']),
      logFormat: format.raw as Config['logFormat'],
      quiet,
      graphqlMaxCost: integer(maxCost.name, maxCost.raw as string, 1, 1_000_000_000),
      graphqlMaxMutations: integer(maxMutations.name, maxMutations.raw as string, 1, 1000),
      maxLimit: integer(maxLimit.name, maxLimit.raw as string, 1, MAX_LIMIT_BOUND),
      maxBareList: integer(maxBareList.name, maxBareList.raw as string, 1, 1_000_000),
      // Behind a proxy every caller has the proxy's address: one sandbox for all of them.
      anonymous:
        (anonymous.raw as Config['anonymous'] | undefined) ??
        (isLoopback(raw('host')) && trustProxy(proxy.name, proxy.raw) === false ? 'client' : 'new'),
      createCap: integer(createCap.name, createCap.raw as string, 1, CREATE_CAP_BOUND),
      rateLimit,
      // Set but empty means off here too (compose files write WRITE_BUDGET=${X:-}).
      writeBudget:
        budget.raw === undefined
          ? rateLimit === undefined || env.WRITE_BUDGET === ''
            ? undefined
            : DEFAULT_WRITE_BUDGET
          : size(budget.name, budget.raw),
      maxStoreBytes: maxStoreMb === undefined ? undefined : maxStoreMb * 1024 * 1024,
      jwtSecret,
      requestTimeoutMs,
      headersTimeoutMs,
      accessTtlS: tokenLifetime(accessTtl.name, accessTtl.raw as string),
      refreshTtlS: tokenLifetime(refreshTtl.name, refreshTtl.raw as string),
      clockToleranceS: integer(tolerance.name, tolerance.raw as string, 0, 3600),
      enforceRbac,
      webhookAllowPrivate: flagOn(allowPrivate.name, allowPrivate.raw),
      webhookRetryBaseMs: integer(retryBase.name, retryBase.raw as string, 1, 3_600_000),
      // A live sender's attempt (4 s at most) must end within its lease, or another would start.
      webhookLeaseMs: integer(lease.name, lease.raw as string, 5000, 3_600_000),
      dataPath,
      builtin,
      watch,
      staticDir: get('static').raw,
      openapiPath,
      allowRemoteRefs,
      routesPath: get('routes').raw,
    },
  }
}

/**
 * The page-size and create caps as an embedder gives them (`createPlayground`), checked as
 * `--max-limit` and `--create-cap` are; a bad one throws `ConfigError` naming it.
 */
export function checkedCaps(given: { maxLimit?: number; createCap?: number }): Partial<Config> {
  return {
    ...(given.maxLimit !== undefined && {
      maxLimit: integer('maxLimit', String(given.maxLimit), 1, MAX_LIMIT_BOUND),
    }),
    ...(given.createCap !== undefined && {
      createCap: integer('createCap', String(given.createCap), 1, CREATE_CAP_BOUND),
    }),
  }
}

/** The configuration tests and embedders start from: in memory, quiet, scale 1. */
export function defaultConfig(overrides: Partial<Config> = {}): Config {
  const result = parseConfig([], {})
  if (result.kind !== 'run') throw new Error('unreachable')
  return { ...result.config, store: 'memory', logLevel: 'silent', ...overrides }
}
