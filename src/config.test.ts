import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, test } from 'node:test'
import { type Config, ConfigError, defaultConfig, helpText, parseConfig } from './config.ts'
import { DEFAULT_CREATE_CAP, DEFAULT_MAX_LIMIT } from './domain/limits.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const SECRET_32 = 'a-signing-key-of-32-bytes-000000'

/** The configuration a `run` request carries; fails the test for help/version. */
function run(argv: string[], env: NodeJS.ProcessEnv = {}): Config {
  const result = parseConfig(argv, env)
  assert.equal(result.kind, 'run')
  return (result as { kind: 'run'; config: Config }).config
}

/** Asserts that parsing throws a ConfigError with a one-line message, and returns the message. */
function rejects(argv: string[], env: NodeJS.ProcessEnv = {}): string {
  let caught: unknown
  try {
    parseConfig(argv, env)
  } catch (err) {
    caught = err
  }
  assert.ok(
    caught instanceof ConfigError,
    `expected a ConfigError for ${JSON.stringify({ argv, env })}`,
  )
  assert.ok(caught.message.length > 0, 'the message is not empty')
  assert.ok(!caught.message.includes('\n'), `the message is one line: ${caught.message}`)
  return caught.message
}

describe('parseConfig', () => {
  test('uses the documented defaults when nothing is given', () => {
    assert.deepEqual(run([], {}), {
      port: 3000,
      host: '127.0.0.1',
      store: 'sqlite',
      dbPath: './data/playground.db',
      redisUrl: 'redis://127.0.0.1:6379',
      redisCluster: undefined,
      publicUrl: undefined,
      allowedHosts: undefined,
      trustProxy: false,
      baselineScale: 1,
      sandboxTtlMs: 10 * DAY_MS,
      cookieCrossSite: false,
      corsOrigins: undefined,
      logLevel: 'info',
      logFormat: undefined,
      quiet: false,
      graphqlMaxCost: 10_000,
      graphqlMaxMutations: 10,
      maxLimit: 30,
      createCap: 30,
      rateLimit: undefined,
      writeBudget: undefined,
      maxStoreBytes: undefined,
      jwtSecret: undefined,
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      accessTtlS: 900,
      refreshTtlS: 7 * 86_400,
      clockToleranceS: 0,
      enforceRbac: false,
      webhookAllowPrivate: true,
      webhookRetryBaseMs: 5000,
      webhookLeaseMs: 30_000,
      dataPath: undefined,
      builtin: true,
      watch: false,
      staticDir: undefined,
      openapiPath: undefined,
      allowRemoteRefs: false,
      routesPath: undefined,
      anonymous: 'client',
      maxBareList: 10_000,
    } satisfies Config)
  })

  test('the root surface: an anonymous caller is per client on a loopback host, new elsewhere; the bare-list cap', () => {
    assert.equal(run([], {}).anonymous, 'client')
    assert.equal(run(['--host', '::1']).anonymous, 'client')
    assert.equal(run(['--host', 'localhost']).anonymous, 'client')
    assert.equal(run(['--host', '0.0.0.0']).anonymous, 'new')
    assert.equal(run([], { TRUST_PROXY: '1' }).anonymous, 'new')
    assert.equal(run(['--host', '0.0.0.0'], { ANONYMOUS: 'client' }).anonymous, 'client')
    assert.equal(run([], { ANONYMOUS: 'new' }).anonymous, 'new')
    assert.throws(
      () => run(['--anonymous', 'shared']),
      /--anonymous must be client or new, got 'shared'/,
    )
    assert.equal(run([], { MAX_BARE_LIST: '20' }).maxBareList, 20)
    assert.throws(() => run(['--max-bare-list', '0']), /--max-bare-list/)
  })

  test('an OpenAPI document by flag or environment, and remote references only when allowed', () => {
    assert.equal(run(['--openapi', 'api.yaml']).openapiPath, 'api.yaml')
    assert.equal(run([], { OPENAPI: 'spec.json' }).openapiPath, 'spec.json')
    assert.equal(run([]).openapiPath, undefined)
    assert.equal(run(['--openapi', 'api.yaml']).allowRemoteRefs, false)
    assert.equal(run([], { ALLOW_REMOTE_REFS: '1' }).allowRemoteRefs, true)
  })

  test('ignores environment variables that are set but empty', () => {
    assert.deepEqual(run([], { PORT: '', STORE: '', HOST: '', BASELINE_SCALE: '' }), run([], {}))
  })

  describe('reads every environment variable', () => {
    const cases: Array<{ env: NodeJS.ProcessEnv; expect: Partial<Config> }> = [
      { env: { PORT: '8080' }, expect: { port: 8080 } },
      { env: { PORT: '0' }, expect: { port: 0 } },
      { env: { HOST: '0.0.0.0' }, expect: { host: '0.0.0.0', anonymous: 'new' } },
      { env: { ANONYMOUS: 'new' }, expect: { anonymous: 'new' } },
      { env: { MAX_BARE_LIST: '5000' }, expect: { maxBareList: 5000 } },
      { env: { STORE: 'memory' }, expect: { store: 'memory' } },
      { env: { STORE: 'redis' }, expect: { store: 'redis' } },
      { env: { DB_PATH: '/tmp/x/pg.db' }, expect: { dbPath: '/tmp/x/pg.db' } },
      {
        env: { REDIS_URL: 'redis://cache.internal:6380/2' },
        expect: { redisUrl: 'redis://cache.internal:6380/2' },
      },
      {
        env: { REDIS_URL: 'rediss://secure.example:6380' },
        expect: { redisUrl: 'rediss://secure.example:6380' },
      },
      {
        env: { PUBLIC_URL: 'https://mock.example.com' },
        expect: { publicUrl: 'https://mock.example.com' },
      },
      {
        env: { PUBLIC_URL: 'https://mock.example.com/' },
        expect: { publicUrl: 'https://mock.example.com' },
      },
      {
        env: { ALLOWED_HOSTS: 'mock.example.com, Api.Test:8080,[::1]:3000' },
        expect: { allowedHosts: ['mock.example.com', 'api.test:8080', '[::1]:3000'] },
      },
      // Behind a trusted proxy an anonymous caller is never known by the proxy's address.
      { env: { TRUST_PROXY: 'true' }, expect: { trustProxy: true, anonymous: 'new' } },
      { env: { TRUST_PROXY: 'false' }, expect: { trustProxy: false } },
      { env: { TRUST_PROXY: '0' }, expect: { trustProxy: false } },
      { env: { TRUST_PROXY: '2' }, expect: { trustProxy: 2, anonymous: 'new' } },
      {
        env: { TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback,fd00::/8' },
        expect: {
          trustProxy: ['10.0.0.1', '192.168.0.0/16', 'loopback', 'fd00::/8'],
          anonymous: 'new',
        },
      },
      { env: { BASELINE_SCALE: '7' }, expect: { baselineScale: 7 } },
      { env: { SANDBOX_TTL: '3600' }, expect: { sandboxTtlMs: 3600 * 1000 } },
      { env: { SANDBOX_TTL: '30m' }, expect: { sandboxTtlMs: 30 * 60 * 1000 } },
      { env: { SANDBOX_TTL: '12h' }, expect: { sandboxTtlMs: 12 * 60 * 60 * 1000 } },
      { env: { SANDBOX_TTL: '2d' }, expect: { sandboxTtlMs: 2 * DAY_MS } },
      { env: { CORS_ORIGINS: 'http://a.test' }, expect: { corsOrigins: ['http://a.test'] } },
      {
        env: { CORS_ORIGINS: 'http://a.test, http://b.test:5173 ,' },
        expect: { corsOrigins: ['http://a.test', 'http://b.test:5173'] },
      },
      { env: { LOG_LEVEL: 'debug' }, expect: { logLevel: 'debug' } },
      { env: { LOG_LEVEL: 'silent' }, expect: { logLevel: 'silent' } },
      { env: { LOG_FORMAT: 'pretty' }, expect: { logFormat: 'pretty' } },
      { env: { QUIET: '1' }, expect: { quiet: true, logLevel: 'warn' } },
      { env: { QUIET: '1', LOG_LEVEL: 'error' }, expect: { quiet: true, logLevel: 'error' } },
      { env: { QUIET: 'true', LOG_LEVEL: 'debug' }, expect: { quiet: true, logLevel: 'warn' } },
      { env: { GRAPHQL_MAX_COST: '2500' }, expect: { graphqlMaxCost: 2500 } },
      { env: { GRAPHQL_MAX_MUTATIONS: '3' }, expect: { graphqlMaxMutations: 3 } },
      { env: { MAX_LIMIT: '1000' }, expect: { maxLimit: 1000 } },
      { env: { MAX_LIMIT: '1' }, expect: { maxLimit: 1 } },
      { env: { CREATE_CAP: '10000' }, expect: { createCap: 10_000 } },
      { env: { CREATE_CAP: '1' }, expect: { createCap: 1 } },
      { env: { RATE_LIMIT: '50' }, expect: { rateLimit: 50, writeBudget: 16 * 1024 * 1024 } },
      {
        env: { RATE_LIMIT: '50', WRITE_BUDGET: '5mb' },
        expect: { rateLimit: 50, writeBudget: 5 * 1024 * 1024 },
      },
      { env: { RATE_LIMIT: '50', WRITE_BUDGET: '0' }, expect: { rateLimit: 50 } },
      { env: { RATE_LIMIT: '50', WRITE_BUDGET: '' }, expect: { rateLimit: 50 } },
      { env: { WRITE_BUDGET: '512kb' }, expect: { writeBudget: 512 * 1024 } },
      { env: { WRITE_BUDGET: '2048' }, expect: { writeBudget: 2048 } },
      { env: { MAX_STORE_MB: '500' }, expect: { maxStoreBytes: 500 * 1024 * 1024 } },
      { env: { MAX_STORE_MB: '0' }, expect: {} },
      {
        env: { COOKIE_CROSS_SITE: '1', CORS_ORIGINS: 'https://app.test' },
        expect: { cookieCrossSite: true, corsOrigins: ['https://app.test'] },
      },
      {
        env: { COOKIE_CROSS_SITE: 'true', CORS_ORIGINS: 'https://app.test' },
        expect: { cookieCrossSite: true, corsOrigins: ['https://app.test'] },
      },
      { env: { COOKIE_CROSS_SITE: '0' }, expect: { cookieCrossSite: false } },
      { env: { JWT_SECRET: SECRET_32 }, expect: { jwtSecret: SECRET_32 } },
      // Compose files write RATE_LIMIT=${X:-0}: 0 means off, like unset, for every off-by-default limit.
      { env: { RATE_LIMIT: '0' }, expect: { rateLimit: undefined } },
      { env: { RATE_LIMIT: '' }, expect: { rateLimit: undefined } },
      { env: { MAX_STORE_MB: '' }, expect: {} },
      { env: { REQUEST_TIMEOUT_MS: '60000' }, expect: { requestTimeoutMs: 60_000 } },
      { env: { HEADERS_TIMEOUT_MS: '2500' }, expect: { headersTimeoutMs: 2500 } },
      { env: { ENFORCE_RBAC: '1' }, expect: { enforceRbac: true } },
      { env: { ENFORCE_RBAC: 'true' }, expect: { enforceRbac: true } },
      { env: { ENFORCE_RBAC: '0' }, expect: { enforceRbac: false } },
      { env: { ENFORCE_RBAC: '' }, expect: { enforceRbac: false } },
    ]
    for (const tc of cases) {
      test(`${JSON.stringify(tc.env)} sets ${Object.keys(tc.expect).join(', ')}`, () => {
        // Everything else keeps its default.
        assert.deepEqual(run([], tc.env), { ...run([], {}), ...tc.expect })
      })
    }
  })

  test('reads every flag', () => {
    const config = run([
      '--port',
      '4100',
      '--host',
      '::1',
      '--store',
      'memory',
      '--db',
      'other.db',
      '--redis-url',
      'redis://r:1',
      '--public-url',
      'http://pub.test:9',
      '--allowed-hosts',
      'Mock.Example.com',
      '--trust-proxy',
      '1',
      '--baseline-scale',
      '3',
      '--sandbox-ttl',
      '45m',
      '--cors-origins',
      'http://x.test,http://y.test',
      '--log-level',
      'warn',
      '--log-format',
      'json',
      '--graphql-max-cost',
      '500',
      '--graphql-max-mutations',
      '2',
      '--max-limit',
      '100',
      '--create-cap',
      '3',
      '--request-timeout',
      '900',
      '--headers-timeout',
      '300',
      '--access-ttl',
      '30s',
      '--refresh-ttl',
      '2m',
      '--clock-tolerance',
      '5',
      '--enforce-rbac',
      '--allow-remote-refs',
      '--webhook-allow-private',
      '0',
      '--webhook-retry-base',
      '250',
      '--webhook-lease',
      '6000',
      '--data',
      'db.json',
      '--no-builtin',
      '--watch',
      '--static',
      'site',
      '--routes',
      'routes.json',
      '--max-bare-list',
      '500',
      '--anonymous',
      'new',
    ])
    assert.deepEqual(config, {
      port: 4100,
      host: '::1',
      store: 'memory',
      dbPath: 'other.db',
      redisUrl: 'redis://r:1',
      redisCluster: undefined,
      publicUrl: 'http://pub.test:9',
      allowedHosts: ['mock.example.com'],
      trustProxy: 1,
      baselineScale: 3,
      sandboxTtlMs: 45 * 60 * 1000,
      cookieCrossSite: false,
      corsOrigins: ['http://x.test', 'http://y.test'],
      logLevel: 'warn',
      logFormat: 'json',
      quiet: false,
      graphqlMaxCost: 500,
      graphqlMaxMutations: 2,
      maxLimit: 100,
      createCap: 3,
      rateLimit: undefined,
      writeBudget: undefined,
      maxStoreBytes: undefined,
      jwtSecret: undefined,
      requestTimeoutMs: 900,
      headersTimeoutMs: 300,
      accessTtlS: 30,
      refreshTtlS: 120,
      clockToleranceS: 5,
      enforceRbac: true,
      webhookAllowPrivate: false,
      webhookRetryBaseMs: 250,
      webhookLeaseMs: 6000,
      dataPath: 'db.json',
      builtin: false,
      watch: true,
      staticDir: 'site',
      openapiPath: undefined,
      allowRemoteRefs: true,
      routesPath: 'routes.json',
      anonymous: 'new',
      maxBareList: 500,
    } satisfies Config)
  })

  test('REDIS_CLUSTER lists host:port nodes and means the redis store', () => {
    const config = run([], { REDIS_CLUSTER: '10.0.0.1:7000, redis-b:7001,[::1]:7002' })
    assert.equal(config.store, 'redis')
    assert.deepEqual(config.redisCluster, [
      { host: '10.0.0.1', port: 7000 },
      { host: 'redis-b', port: 7001 },
      { host: '::1', port: 7002 },
    ])
    assert.throws(
      () => run(['--redis-cluster', 'a:7000,b']),
      /--redis-cluster must list host:port nodes, got 'b'/,
    )
    assert.throws(() => run(['--redis-cluster', 'a:70000']), /got 'a:70000'/)
    assert.throws(
      () => run(['--store', 'sqlite'], { REDIS_CLUSTER: 'a:7000' }),
      /REDIS_CLUSTER needs the redis store, but --store is 'sqlite'/,
    )
  })

  test('WEBHOOK_ALLOW_PRIVATE: on unless 0 or false, and a bad value is named', () => {
    assert.equal(run([], {}).webhookAllowPrivate, true)
    assert.equal(run([], { WEBHOOK_ALLOW_PRIVATE: '0' }).webhookAllowPrivate, false)
    assert.equal(run([], { WEBHOOK_ALLOW_PRIVATE: 'false' }).webhookAllowPrivate, false)
    assert.throws(() => run([], { WEBHOOK_ALLOW_PRIVATE: 'maybe' }), /WEBHOOK_ALLOW_PRIVATE/)
  })

  test('webhook retry base and lease: ms, 5 s and 30 s by default; a lease within the timeout is refused', () => {
    assert.equal(run([], {}).webhookRetryBaseMs, 5000)
    assert.equal(run([], {}).webhookLeaseMs, 30_000)
    assert.equal(run([], { WEBHOOK_RETRY_BASE_MS: '200' }).webhookRetryBaseMs, 200)
    assert.equal(run([], { WEBHOOK_LEASE_MS: '5000' }).webhookLeaseMs, 5000)
    assert.throws(
      () => run([], { WEBHOOK_LEASE_MS: '4000' }),
      /WEBHOOK_LEASE_MS must be an integer from 5000 to 3600000, got '4000'/,
    )
    assert.throws(() => run(['--webhook-retry-base', '0']), /--webhook-retry-base .*got '0'/)
  })

  test('token lifetimes: whole seconds from 1 s to 30 d, named in the refusal', () => {
    assert.equal(run([], { ACCESS_TTL: '1h' }).accessTtlS, 3600)
    for (const bad of ['0', '31d', '1500ms', 'soon', '1.5']) {
      assert.throws(
        () => run(['--access-ttl', bad]),
        (err: Error) => err.message.includes('--access-ttl') && err.message.includes(`'${bad}'`),
        bad,
      )
    }
    assert.throws(() => run(['--clock-tolerance', '-1']), /--clock-tolerance/)
  })

  test('page-size and create caps: 30 by default, the domain defaults; a bad value names the flag, the value and the range', () => {
    assert.equal(run([], {}).maxLimit, DEFAULT_MAX_LIMIT)
    assert.equal(run([], {}).createCap, DEFAULT_CREATE_CAP)
    assert.equal(run(['--max-limit', '50'], { MAX_LIMIT: '70' }).maxLimit, 50)
    assert.equal(run(['--create-cap=5'], { CREATE_CAP: '7' }).createCap, 5)
    for (const bad of ['0', '1001', '-5', '2.5', '1e3', 'many', ' 40']) {
      assert.equal(
        rejects([`--max-limit=${bad}`]),
        `--max-limit must be an integer from 1 to 1000, got '${bad}'`,
      )
    }
    for (const bad of ['0', '10001', 'lots']) {
      assert.equal(
        rejects([], { CREATE_CAP: bad }),
        `CREATE_CAP must be an integer from 1 to 10000, got '${bad}'`,
      )
    }
  })

  test("the README's Configuration table has a row for every flag --help lists", () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
    const table = readme.slice(readme.indexOf('## Configuration'))
    const flags = [...helpText('0').matchAll(/^ {2}--([a-z-]+)/gm)]
      .map((m) => m[1])
      .filter((f) => f !== 'help' && f !== 'version')
    assert.ok(flags.includes('max-limit') && flags.includes('create-cap'), flags.join(' '))
    for (const flag of flags)
      assert.ok(table.includes(`| \`--${flag}\``), `README row for --${flag}`)
  })

  test('0 or an empty value turns an off-by-default limit off, from a flag too', () => {
    assert.equal(run(['--rate-limit', '0']).rateLimit, undefined)
    assert.equal(run(['--rate-limit', '']).rateLimit, undefined)
    assert.equal(run(['--rate-limit', '0'], { RATE_LIMIT: '9' }).rateLimit, undefined)
    for (const off of ['0', '']) {
      assert.equal(run(['--max-store-mb', off]).maxStoreBytes, undefined)
      assert.equal(run(['--write-budget', off], { RATE_LIMIT: '9' }).writeBudget, undefined)
    }
  })

  test('accepts the --flag=value form', () => {
    assert.equal(run(['--port=5000']).port, 5000)
  })

  test('flags beat environment variables', () => {
    const env = {
      PORT: '1111',
      HOST: '10.0.0.1',
      STORE: 'redis',
      DB_PATH: 'env.db',
      REDIS_URL: 'redis://env:1',
      PUBLIC_URL: 'http://env.test',
      BASELINE_SCALE: '9',
      SANDBOX_TTL: '1h',
      CORS_ORIGINS: 'http://env.test',
      LOG_LEVEL: 'error',
      REQUEST_TIMEOUT_MS: '5000',
      HEADERS_TIMEOUT_MS: '4000',
    }
    const config = run(
      [
        '--port',
        '2222',
        '--host',
        '127.0.0.2',
        '--store',
        'memory',
        '--db',
        'flag.db',
        '--redis-url',
        'redis://flag:2',
        '--public-url',
        'http://flag.test',
        '--baseline-scale',
        '2',
        '--sandbox-ttl',
        '2h',
        '--cors-origins',
        'http://flag.test',
        '--log-level',
        'trace',
        '--request-timeout',
        '7000',
        '--headers-timeout',
        '6000',
      ],
      env,
    )
    assert.equal(config.port, 2222)
    assert.equal(config.host, '127.0.0.2')
    assert.equal(config.store, 'memory')
    assert.equal(config.dbPath, 'flag.db')
    assert.equal(config.redisUrl, 'redis://flag:2')
    assert.equal(config.publicUrl, 'http://flag.test')
    assert.equal(config.baselineScale, 2)
    assert.equal(config.sandboxTtlMs, 2 * 60 * 60 * 1000)
    assert.deepEqual(config.corsOrigins, ['http://flag.test'])
    assert.equal(config.logLevel, 'trace')
    assert.equal(config.requestTimeoutMs, 7000)
    assert.equal(config.headersTimeoutMs, 6000)
  })

  test('a valid flag wins over an invalid environment variable', () => {
    assert.equal(run(['--port', '4000'], { PORT: 'nope' }).port, 4000)
    assert.equal(run(['--store', 'memory'], { STORE: 'mongo' }).store, 'memory')
  })

  describe('--help and --version', () => {
    for (const [argv, kind] of [
      [['--help'], 'help'],
      [['-h'], 'help'],
      [['--version'], 'version'],
      [['-v'], 'version'],
      [['--port', '4000', '--help'], 'help'],
    ] as const) {
      test(`${argv.join(' ')} asks for ${kind}`, () => {
        assert.deepEqual(parseConfig([...argv], {}), { kind })
      })
    }
  })

  describe('bad values throw a ConfigError with a one-line reason', () => {
    const cases: Array<{ name: string; argv?: string[]; env?: NodeJS.ProcessEnv; names: string }> =
      [
        { name: 'a non-numeric port', argv: ['--port', 'nope'], names: '--port' },
        { name: 'a port above 65535', argv: ['--port', '65536'], names: '--port' },
        { name: 'a negative port', argv: ['--port=-1'], names: '--port' },
        { name: 'a fractional port', argv: ['--port', '80.5'], names: '--port' },
        { name: 'a bad PORT', env: { PORT: 'http' }, names: 'PORT' },
        { name: 'an unknown store', argv: ['--store', 'mongo'], names: '--store' },
        { name: 'an unknown STORE', env: { STORE: 'postgres' }, names: 'STORE' },
        {
          name: 'a baseline scale of 0',
          argv: ['--baseline-scale', '0'],
          names: '--baseline-scale',
        },
        { name: 'a negative rate limit', argv: ['--rate-limit=-1'], names: '--rate-limit' },
        { name: 'a fractional RATE_LIMIT', env: { RATE_LIMIT: '2.5' }, names: 'RATE_LIMIT' },
        {
          name: 'a fractional baseline scale',
          argv: ['--baseline-scale', '1.5'],
          names: '--baseline-scale',
        },
        { name: 'a bad BASELINE_SCALE', env: { BASELINE_SCALE: 'big' }, names: 'BASELINE_SCALE' },
        { name: 'a sandbox TTL of 0', argv: ['--sandbox-ttl', '0'], names: '--sandbox-ttl' },
        {
          name: 'a sandbox TTL with an unknown unit',
          env: { SANDBOX_TTL: '3w' },
          names: 'SANDBOX_TTL',
        },
        { name: 'a negative sandbox TTL', env: { SANDBOX_TTL: '-5m' }, names: 'SANDBOX_TTL' },
        { name: 'an unknown log level', argv: ['--log-level', 'loud'], names: '--log-level' },
        { name: 'an unknown LOG_LEVEL', env: { LOG_LEVEL: 'verbose' }, names: 'LOG_LEVEL' },
        { name: 'an unknown log format', argv: ['--log-format', 'xml'], names: '--log-format' },
        { name: 'a QUIET that is not on or off', env: { QUIET: 'yes' }, names: 'QUIET' },
        {
          name: 'a GraphQL cost budget of 0',
          argv: ['--graphql-max-cost', '0'],
          names: '--graphql-max-cost',
        },
        {
          name: 'a GraphQL budget of 1e4',
          env: { GRAPHQL_MAX_COST: '1e4' },
          names: 'GRAPHQL_MAX_COST',
        },
        {
          name: 'a GraphQL mutation cap of -1',
          env: { GRAPHQL_MAX_MUTATIONS: '-1' },
          names: 'GRAPHQL_MAX_MUTATIONS',
        },
        {
          name: 'a public URL that is not a URL',
          argv: ['--public-url', 'nope'],
          names: '--public-url',
        },
        {
          name: 'a public URL with another scheme',
          env: { PUBLIC_URL: 'ftp://x.test' },
          names: 'PUBLIC_URL',
        },
        {
          name: 'a Redis URL with an http scheme',
          argv: ['--redis-url', 'http://r:1'],
          names: '--redis-url',
        },
        {
          name: 'a write budget with an unknown unit',
          env: { WRITE_BUDGET: '5 tb' },
          names: 'WRITE_BUDGET',
        },
        {
          name: 'a negative write budget',
          argv: ['--write-budget', '-1'],
          names: '--write-budget',
        },
        { name: 'a fractional MAX_STORE_MB', env: { MAX_STORE_MB: '1.5' }, names: 'MAX_STORE_MB' },
        {
          name: 'a REDIS_URL that is not a URL',
          env: { REDIS_URL: 'localhost' },
          names: 'REDIS_URL',
        },
        {
          name: 'an allowed host with a path',
          env: { ALLOWED_HOSTS: 'a.test/x' },
          names: 'ALLOWED_HOSTS',
        },
        {
          name: 'an allowed host with a scheme',
          env: { ALLOWED_HOSTS: 'http://a.test' },
          names: 'ALLOWED_HOSTS',
        },
        {
          name: 'an allowed host with a bad port',
          argv: ['--allowed-hosts', 'a.test:99999'],
          names: '--allowed-hosts',
        },
        {
          name: 'a proxy that is not an address',
          env: { TRUST_PROXY: 'proxy.internal' },
          names: 'TRUST_PROXY',
        },
        {
          name: 'a proxy CIDR too wide',
          env: { TRUST_PROXY: '10.0.0.0/33' },
          names: 'TRUST_PROXY',
        },
        { name: 'a negative hop count', argv: ['--trust-proxy=-1'], names: '--trust-proxy' },
        {
          name: 'a request timeout of 0',
          argv: ['--request-timeout', '0'],
          names: '--request-timeout',
        },
        {
          name: 'a request timeout in seconds',
          env: { REQUEST_TIMEOUT_MS: '30s' },
          names: 'REQUEST_TIMEOUT_MS',
        },
        {
          name: 'a bad HEADERS_TIMEOUT_MS',
          env: { HEADERS_TIMEOUT_MS: '-1' },
          names: 'HEADERS_TIMEOUT_MS',
        },
        {
          name: 'a headers timeout longer than the request timeout',
          argv: ['--request-timeout', '1000', '--headers-timeout', '2000'],
          names: '--headers-timeout',
        },
        // With a SameSite=None cookie, reflecting any origin lets any page read a visitor's sandbox.
        {
          name: 'COOKIE_CROSS_SITE without CORS_ORIGINS',
          env: { COOKIE_CROSS_SITE: '1' },
          names: 'CORS_ORIGINS',
        },
        {
          name: 'COOKIE_CROSS_SITE with an empty origin list',
          env: { COOKIE_CROSS_SITE: 'true', CORS_ORIGINS: ' , ' },
          names: 'CORS_ORIGINS',
        },
        {
          name: 'a JWT_SECRET of 31 bytes',
          env: { JWT_SECRET: SECRET_32.slice(1) },
          names: 'JWT_SECRET',
        },
        { name: 'a short JWT_SECRET', env: { JWT_SECRET: 's3cret-key' }, names: '32 bytes' },
        { name: 'an ENFORCE_RBAC of yes', env: { ENFORCE_RBAC: 'yes' }, names: 'ENFORCE_RBAC' },
        {
          name: 'a HEADERS_TIMEOUT_MS above the default request timeout',
          env: { HEADERS_TIMEOUT_MS: '40000' },
          names: 'HEADERS_TIMEOUT_MS',
        },
      ]
    for (const tc of cases) {
      test(`${tc.name} is refused, naming ${tc.names}`, () => {
        const message = rejects(tc.argv ?? [], tc.env ?? {})
        assert.ok(message.includes(tc.names), `'${message}' names ${tc.names}`)
      })
    }
  })

  test('the db.json may be the first argument, as json-server takes it', () => {
    const config = run(['db.json', '--port', '4000'])
    assert.equal(config.dataPath, 'db.json')
    assert.equal(config.builtin, true)
    assert.equal(run([], { DATA_FILE: 'x.json', NO_BUILTIN: '1' }).builtin, false)
  })

  describe('bad arguments throw a ConfigError with a one-line reason', () => {
    const cases: Array<{ name: string; argv: string[]; mentions: string }> = [
      { name: 'an unknown flag', argv: ['--bogus'], mentions: 'bogus' },
      { name: 'an unknown flag with a value', argv: ['--bogus', 'x'], mentions: 'bogus' },
      { name: 'an unknown short flag', argv: ['-z'], mentions: 'z' },
      { name: 'a flag missing its value', argv: ['--port'], mentions: 'port' },
      { name: 'two positional arguments', argv: ['a.json', 'b.json'], mentions: 'b.json' },
      {
        name: 'a db.json given twice',
        argv: ['a.json', '--data', 'b.json'],
        mentions: "as the argument 'a.json' and as --data 'b.json'",
      },
      { name: '--no-builtin without a db.json', argv: ['--no-builtin'], mentions: 'give one' },
      { name: '--watch without a db.json', argv: ['--watch'], mentions: 'reloads a db.json' },
      {
        name: 'a db.json and an OpenAPI document',
        argv: ['db.json', '--openapi', 'api.yaml'],
        mentions: 'not both',
      },
      { name: 'a value given to --help', argv: ['--help=yes'], mentions: 'help' },
      {
        name: 'a value given to --enforce-rbac',
        argv: ['--enforce-rbac=yes'],
        mentions: 'enforce-rbac',
      },
    ]
    for (const tc of cases) {
      test(`${tc.name} (${tc.argv.join(' ')}) is refused`, () => {
        const message = rejects(tc.argv)
        assert.ok(message.includes(tc.mentions), `'${message}' mentions ${tc.mentions}`)
      })
    }
  })
})

describe('defaultConfig', () => {
  test('is the default run configuration, in memory and silent, with overrides applied', () => {
    assert.deepEqual(defaultConfig(), { ...run([], {}), store: 'memory', logLevel: 'silent' })
    assert.equal(defaultConfig({ baselineScale: 4 }).baselineScale, 4)
    assert.equal(defaultConfig({ store: 'sqlite' }).store, 'sqlite')
  })
})
