#!/usr/bin/env node
import { readFileSync, statSync, watchFile } from 'node:fs'
import { type Config, ConfigError, helpText, parseConfig } from '../config.ts'
import { type Dataset, DatasetError, readDataset } from '../domain/dataset/read.ts'
import { type Rewrite, readRewrites } from '../domain/dataset/rewrites.ts'
import type { OpenApiMock } from '../domain/openapi/dataset.ts'
import type { buildApp } from '../http/app.ts'
import { ROOT_RESERVED } from '../http/root/names.ts'
import type { Runtime } from '../runtime/runtime.ts'

// The same relative path holds from src/cli (tsx) and from dist/cli (built).
const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as {
  version: string
}

/** How long a SIGTERM waits for in-flight requests before giving up on them. */
const SHUTDOWN_GRACE_MS = 10_000

/** A file's text; one that cannot be read is the CLI's exit 2, as a bad one is. */
function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch (err) {
    throw new DatasetError(`cannot read it (${(err as Error).message})`)
  }
}

/** The db.json to serve, read and checked. */
const loadDataset = (path: string): Dataset => readDataset(readText(path))

/** routes.json's rewrite rules; a problem names the file. */
function loadRewrites(path: string): Rewrite[] {
  try {
    return readRewrites(readText(path))
  } catch (err) {
    throw err instanceof DatasetError ? new DatasetError(`${path}: ${err.message}`) : err
  }
}

/** How often the CLI asks a Redis that did not answer at start again. */
const REDIS_WAIT_MS = 1000

/** Whether the store answers a ping (each bounded by the client's command timeout). */
const answers = (runtime: Runtime) =>
  runtime.store.ping().then(
    () => true,
    () => false,
  )

/** The Redis the configuration names, its password left out. */
function redisTarget(config: Config): string {
  if (config.redisCluster)
    return `the cluster ${config.redisCluster.map((n) => `${n.host}:${n.port}`).join(',')}`
  try {
    const url = new URL(config.redisUrl)
    if (url.password) url.password = '***'
    return url.href.replace(/\/$/, '')
  } catch {
    return config.redisUrl
  }
}

/** Hosts whose listen address a browser reaches as `localhost`. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost'])

/** What the banner says of an OpenAPI document: what became a resource, and what did not. */
function openApiLines(config: Config, origin: string, mock: OpenApiMock): string[] {
  const { resources, examplesOnly } = mock.inference
  const lines = [
    `  OpenAPI  ${config.openapiPath}: ${resources.length} resource${resources.length === 1 ? '' : 's'}`,
    ...resources.map(
      (r) =>
        `           ${origin}${mock.basePath}/${r.name}  (${r.listPath}${r.itemPath ? `, ${r.itemPath}` : ''}; ${r.schema ? 'generated records' : 'no schema'})`,
    ),
  ]
  if (examplesOnly.length)
    lines.push(
      `  Not yet  ${examplesOnly.length} operation${examplesOnly.length === 1 ? '' : 's'} no resource takes, not served yet: ${examplesOnly
        .slice(0, 5)
        .map((o) => `${o.method} ${o.path}`)
        .join(', ')}${examplesOnly.length > 5 ? ', …' : ''}`,
    )
  return lines
}

/**
 * What the CLI prints once it serves: every front door, named as a browser should open it. On a
 * loopback address that is `localhost`, the name front-end dev servers use: a page on
 * localhost:5173 calling 127.0.0.1:3000 is cross-site, and its cookie never comes back.
 */
function banner(
  config: Config,
  port: number,
  dataset: Dataset | undefined,
  version: string,
  mock?: OpenApiMock,
): string {
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  const local = config.publicUrl === undefined && LOOPBACK.has(config.host)
  const origin = config.publicUrl ?? `http://${local ? 'localhost' : host}:${port}`
  const where = config.store === 'sqlite' ? `${config.store} ${config.dbPath}` : config.store
  const names = dataset ? [...dataset.collections.keys(), ...dataset.singulars.keys()] : []
  const first = names[0] ?? 'posts'
  // The root keeps the service's own names (docs/contract/root-surface.md#paths).
  const rootFirst = names.find((n) => !ROOT_RESERVED.has(n)) ?? 'posts'
  const apiOnly = names.filter((n) => ROOT_RESERVED.has(n))
  // Quiet still names the URL: a suite that starts the CLI on port 0 has nowhere else to read it.
  if (config.quiet) return `Mock Playground ${version} ready: REST ${origin}/api/v1/${first}\n`
  return [
    `Mock Playground ${version} ready: store ${where}, baseline ×${config.baselineScale}`,
    `  Landing  ${origin}/`,
    `  Docs     ${origin}/docs`,
    `  GraphQL  ${origin}/graphql`,
    `  REST     ${origin}/api/v1/${first}`,
    `  Root     ${origin}/${rootFirst} (JSONPlaceholder and json-server paths)`,
    `  Health   ${origin}/health`,
    ...(dataset && !mock
      ? [`  Data     ${config.dataPath}: ${names.join(', ') || '(empty)'}`]
      : []),
    ...(mock ? openApiLines(config, origin, mock) : []),
    ...(apiOnly.length
      ? [
          `  Note     ${apiOnly.join(', ')} ${apiOnly.length === 1 ? 'is' : 'are'} served under /api/v1 only: the root keeps ${apiOnly.length === 1 ? 'that name' : 'those names'} for the service`,
        ]
      : []),
    ...(local
      ? [
          `  Note     listening on ${host}:${port}; a browser keeps a sandbox cookie per host name,`,
          '           so use localhost (as above) or 127.0.0.1 in your app and your browser, not both',
        ]
      : []),
    '',
  ].join('\n')
}

async function main(argv: string[]) {
  const request = parseConfig(argv, process.env)
  if (request.kind === 'help') return void process.stdout.write(`${helpText(version)}\n`)
  if (request.kind === 'version') return void process.stdout.write(`${version}\n`)
  const { config } = request

  // A problem with the file names it: `db.json: not valid JSON at line 3, column 14: …`.
  const named = (err: unknown) =>
    err instanceof DatasetError ? new DatasetError(`${config.dataPath}: ${err.message}`) : err
  let dataset: Dataset | undefined
  let runtime: Runtime
  let app: Awaited<ReturnType<typeof buildApp>>
  try {
    dataset = config.dataPath === undefined ? undefined : loadDataset(config.dataPath)
  } catch (err) {
    throw named(err)
  }
  let mock: OpenApiMock | undefined
  if (config.openapiPath !== undefined) {
    const [{ loadOpenApi }, { mockOfOpenApi }] = await Promise.all([
      import('../domain/openapi/load.ts'),
      import('../domain/openapi/dataset.ts'),
    ])
    mock = mockOfOpenApi(
      await loadOpenApi(config.openapiPath, { allowRemoteRefs: config.allowRemoteRefs }),
    )
    dataset = mock.dataset
  }
  const routes = config.routesPath === undefined ? [] : loadRewrites(config.routesPath)
  // The document's base path first: `/v1/pets` is `/pets`, then the user's own rules.
  const rewrites = [...(mock?.rewrites ?? []), ...routes]
  // The service's modules load only now: --help, --version and a bad flag answer at once.
  const [{ buildApp }, { recordErrors }, { createRuntime }] = await Promise.all([
    import('../http/app.ts'),
    import('../http/validation/schema-check.ts'),
    import('../runtime/runtime.ts'),
  ])
  try {
    runtime = createRuntime(config, { dataset, builtin: config.builtin, validate: recordErrors })
    // The app runs the runtime from here on: closing it closes the runtime.
    app = await buildApp(runtime, {
      ...(rewrites.length > 0 && { rewrites }),
      ...(mock && { documentResources: mock.inference.resources }),
    })
  } catch (err) {
    throw named(err)
  }
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    // In-flight requests get time to finish (the longest simulated delay is 5 s), not forever.
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS).unref()
    // Node closes only the keep-alive connections that are idle when closing starts; one whose
    // request was still in flight becomes idle later and would hold the close until the client
    // hangs up. Closing idle connections as they appear lets the drain finish.
    setInterval(() => app.server.closeIdleConnections(), 50).unref()
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
  const { port } = app.server.address() as { port: number }
  // "ready" only once the store answers: a Redis that is down keeps /ready at 503 meanwhile.
  if (config.store === 'redis' && !(await answers(runtime))) {
    process.stdout.write(
      `Mock Playground ${version} waiting for Redis at ${redisTarget(config)}: /ready answers 503 until it answers\n`,
    )
    while (!closing && !(await answers(runtime)))
      await new Promise((resolve) => setTimeout(resolve, REDIS_WAIT_MS).unref())
    if (closing) return
  }
  process.stdout.write(banner(config, port, dataset, version, mock))
  if (config.watch && config.dataPath) watchDataset(app, config.dataPath)
}

/** How often `--watch` looks at the file: editors that replace it by renaming are seen too. */
const WATCH_INTERVAL_MS = 250
/** How long the file must stay unchanged before it is read. */
const WATCH_SETTLE_MS = 200

/**
 * `--watch` (docs/contract/db-json.md#watch): each change of the file is read and, when it is a
 * db.json the service may serve, served from the next request on; otherwise the last good version
 * stays, and why is printed. Every sandbox keeps its writes either way.
 */
function watchDataset(app: Awaited<ReturnType<typeof buildApp>>, path: string) {
  let pending: NodeJS.Timeout | undefined
  const stamp = () => {
    try {
      const { mtimeMs, size } = statSync(path)
      return `${mtimeMs}:${size}`
    } catch {
      return 'missing'
    }
  }
  // A save may come in several writes: the file is read once it has been still for a moment.
  const settle = (seen: string) => {
    pending = setTimeout(() => {
      const now = stamp()
      if (now === seen) reload()
      else settle(now)
    }, WATCH_SETTLE_MS)
  }
  watchFile(path, { interval: WATCH_INTERVAL_MS, persistent: false }, (now, before) => {
    if (now.mtimeMs === before.mtimeMs && now.size === before.size) return
    clearTimeout(pending)
    settle(stamp())
  })
  const reload = () => {
    try {
      const { added, removed } = app.reloadDataset(loadDataset(path))
      const notes = [
        added.length > 0 ? `added ${added.join(', ')} (served after a restart)` : '',
        removed.length > 0 ? `removed ${removed.join(', ')}` : '',
      ].filter(Boolean)
      process.stdout.write(`Reloaded ${path}${notes.length > 0 ? `: ${notes.join('; ')}` : ''}\n`)
    } catch (err) {
      const reason = err instanceof DatasetError ? err.message : String(err)
      process.stderr.write(
        `mock-playground: ${path}: ${reason}; still serving the last good version\n`,
      )
    }
  }
}

/** A refusal of what the user gave (flags, a db.json, an OpenAPI document): exit 2. */
const isUsersMistake = (err: Error) =>
  err instanceof ConfigError || err instanceof DatasetError || err.name === 'OpenApiError'

main(process.argv.slice(2)).catch((err: Error & { code?: string }) => {
  const reason = isUsersMistake(err)
    ? err.message
    : err.code === 'EADDRINUSE'
      ? `the port is already in use (${err.message})`
      : err.message
  process.stderr.write(`mock-playground: ${reason}\n`)
  process.exit(isUsersMistake(err) ? 2 : 1)
})
