#!/usr/bin/env node
import { readFileSync } from 'node:fs'
import { type Config, ConfigError, helpText, parseConfig } from '../config.ts'
import { type Dataset, DatasetError, readDataset } from '../domain/dataset/read.ts'
import { buildApp } from '../http/app.ts'

// The same relative path holds from src/cli (tsx) and from dist/cli (built).
const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as {
  version: string
}

/** How long a SIGTERM waits for in-flight requests before giving up on them. */
const SHUTDOWN_GRACE_MS = 10_000

/** The db.json to serve, read and checked; a problem with it is the CLI's exit 2. */
function loadDataset(path: string): Dataset {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (err) {
    throw new DatasetError(`cannot read it (${(err as Error).message})`)
  }
  return readDataset(text)
}

function banner(config: Config, address: string, dataset: Dataset | undefined) {
  const origin = config.publicUrl ?? address
  const where = config.store === 'sqlite' ? `${config.store} ${config.dbPath}` : config.store
  const names = dataset ? [...dataset.collections.keys(), ...dataset.singulars.keys()] : []
  const first = names[0] ?? 'posts'
  return [
    `Mock Playground ${version} ready: store ${where}, baseline ×${config.baselineScale}`,
    ...(dataset ? [`  Data    ${config.dataPath}: ${names.join(', ') || '(empty)'}`] : []),
    `  REST    ${origin}/api/v1/${first}`,
    `  Health  ${origin}/health`,
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
  let app: Awaited<ReturnType<typeof buildApp>>
  try {
    dataset = config.dataPath === undefined ? undefined : loadDataset(config.dataPath)
    app = await buildApp(config, { dataset, builtin: config.builtin })
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
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  process.stdout.write(
    banner(config, `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`, dataset),
  )
}

main(process.argv.slice(2)).catch((err: Error & { code?: string }) => {
  const reason =
    err instanceof ConfigError || err instanceof DatasetError
      ? err.message
      : err.code === 'EADDRINUSE'
        ? `the port is already in use (${err.message})`
        : err.message
  process.stderr.write(`mock-playground: ${reason}\n`)
  process.exit(err instanceof ConfigError || err instanceof DatasetError ? 2 : 1)
})
