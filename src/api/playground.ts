import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { checkedCaps, defaultConfig, type StoreKind } from '../config.ts'
import { readDataset } from '../domain/dataset/read.ts'
import { buildAppWithRuntime } from '../http/app.ts'
import { type SandboxClient, type Snapshot, sandboxClient } from './sandbox-client.ts'

/** How a test suite starts its playground (docs/contract/library-api.md#createplayground). */
export interface PlaygroundOptions {
  /** 0 (the default) picks a free port: read `url`. */
  port?: number
  /** The interface to listen on; 127.0.0.1 by default. */
  host?: string
  /** `memory` by default: nothing on disk, gone on `close()`. */
  store?: StoreKind
  /** The SQLite file for `store: 'sqlite'`; the Redis URL for `store: 'redis'`. */
  dbPath?: string
  redisUrl?: string
  /**
   * A json-server db.json to serve: its path, or its content as an object
   * (docs/contract/db-json.md).
   */
  data?: string | Record<string, unknown>
  /**
   * An OpenAPI 3.0 or 3.1 document's path: its resources served from generated records
   * (docs/contract/openapi-mock.md). Not with `data`.
   */
  openapi?: string
  /** With `data`, serve only the file's collections, not the built-in resources. */
  builtinResources?: boolean
  /** A snapshot every `sandbox(name)` starts from, and `reset()` returns to. */
  seed?: Snapshot
  /** No log lines (the default); false logs requests as the CLI does. */
  quiet?: boolean
  /** The page-size cap, 1 to 1000 (30 by default), as `--max-limit`. */
  maxLimit?: number
  /** Created records per resource per sandbox, 1 to 10000 (30 by default), as `--create-cap`. */
  createCap?: number
}

/** A playground to talk to: its base URL and a client per sandbox. */
export interface PlaygroundConnection {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly url: string
  /** A client bound to the sandbox `name`; with a `seed`, imported into it first. */
  sandbox(name: string): Promise<SandboxClient>
}

/** A running playground: its base URL, a client per sandbox, and how to stop it. */
export interface Playground extends PlaygroundConnection {
  /** Stops the server and closes its store. */
  close(): Promise<void>
}

/** What `connectPlayground` needs besides the URL. */
export interface ConnectOptions {
  /** The snapshot every `sandbox(name)` starts from, and `reset()` returns to. */
  seed?: Snapshot
}

const connection = (url: string, seed: Snapshot | undefined): PlaygroundConnection => ({
  url,
  async sandbox(name: string) {
    const client = sandboxClient(url, name, seed)
    if (seed) await client.reset()
    return client
  },
})

/**
 * Sandbox clients for a playground started elsewhere: by a test runner's global setup (Vitest,
 * Playwright) whose workers get only its URL, or by the CLI. Nothing is sent until a sandbox is.
 *
 * ```ts
 * const pg = connectPlayground(process.env.PLAYGROUND_URL)
 * const me = await pg.sandbox('checkout-test')
 * ```
 */
export function connectPlayground(url: string, options: ConnectOptions = {}): PlaygroundConnection {
  let parsed: URL | undefined
  try {
    parsed = typeof url === 'string' ? new URL(url) : undefined
  } catch {
    parsed = undefined
  }
  // A path would be dropped by every request (they use absolute paths): refuse it rather than
  // talk to somewhere else than was meant.
  if (
    !parsed ||
    (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') ||
    parsed.pathname !== '/' ||
    parsed.search !== '' ||
    parsed.hash !== ''
  ) {
    throw new TypeError(
      `connectPlayground: url must be a playground's origin, http(s)://host:port such as http://127.0.0.1:3000 (no path, query or fragment), got ${typeof url === 'string' ? JSON.stringify(url) : String(url)}`,
    )
  }
  return connection(parsed.origin, options.seed)
}

const datasetOf = (data: PlaygroundOptions['data']) =>
  data === undefined
    ? undefined
    : readDataset(typeof data === 'string' ? readFileSync(data, 'utf8') : JSON.stringify(data))

/**
 * Starts a playground in this process for a test suite: one server, a sandbox per test (or per
 * worker), none of them seeing another's writes.
 *
 * ```ts
 * const pg = await createPlayground()
 * const me = await pg.sandbox('checkout-test')
 * await me.fetch('/api/v1/posts', { method: 'POST', body: JSON.stringify({ title: 'x', user_id: 1 }) })
 * await pg.close()
 * ```
 */
/** The collections `data` or `openapi` names; a bad document rejects with its reason. */
async function collectionsOf(options: PlaygroundOptions) {
  if (options.openapi === undefined) return { dataset: datasetOf(options.data) }
  if (options.data !== undefined)
    throw new TypeError('createPlayground: give data or openapi, not both')
  const [{ loadOpenApi }, { mockOfOpenApi }] = await Promise.all([
    import('../domain/openapi/load.ts'),
    import('../domain/openapi/dataset.ts'),
  ])
  const mock = mockOfOpenApi(await loadOpenApi(options.openapi))
  return {
    dataset: mock.dataset,
    rewrites: mock.rewrites,
    documentResources: mock.inference.resources,
  }
}

export async function createPlayground(options: PlaygroundOptions = {}): Promise<Playground> {
  const host = options.host ?? '127.0.0.1'
  const config = defaultConfig({
    store: options.store ?? 'memory',
    port: options.port ?? 0,
    host,
    logLevel: options.quiet === false ? 'info' : 'silent',
    ...(options.dbPath !== undefined && { dbPath: options.dbPath }),
    ...(options.redisUrl !== undefined && { redisUrl: options.redisUrl }),
    ...checkedCaps(options),
  })
  const app = await buildAppWithRuntime(config, {
    ...(await collectionsOf(options)),
    builtin: options.builtinResources ?? true,
  })
  await app.listen({ port: config.port, host })
  const { port } = app.server.address() as AddressInfo
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  return { ...connection(url, options.seed), close: () => app.close() }
}
