import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, type TestContext } from 'node:test'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { type Config, defaultConfig, type StoreKind } from '../src/config.ts'
import { type AppOptions, buildAppWithRuntime } from '../src/http/app.ts'

/** The stores every HTTP behaviour is checked against. */
export const STORES: StoreKind[] = ['memory', 'sqlite']

/** A temporary folder removed when the test ends. */
export function tempDir(t: TestContext): string {
  const dir = mkdtempSync(join(tmpdir(), 'mock-playground-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/**
 * A fresh app on a fresh store (memory by default; sqlite in a temporary file), closed when the
 * test ends. Requests go through `app.inject`, the whole HTTP stack without a socket.
 */
export async function build(
  t: TestContext,
  overrides: Partial<Config> & { store?: StoreKind } = {},
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const store = overrides.store ?? 'memory'
  const dbPath = store === 'sqlite' ? join(tempDir(t), 'playground.db') : ':memory:'
  const app = await buildAppWithRuntime(defaultConfig({ dbPath, ...overrides, store }), options)
  t.after(() => app.close())
  await app.ready()
  return app
}

/**
 * One app for a whole `describe` block, for tests that need no fresh store of their own: built on
 * the first call, closed (its sqlite file removed) after the block's last test. Call it in the
 * block's body. Tests sharing it stay independent the way the service keeps callers apart: each
 * names its own sandboxes with `sandboxes()`. A test that needs other settings, reads state
 * across sandboxes (metrics, webhooks' deliveries) or changes the app itself builds its own.
 */
export function appPerSuite(
  overrides: Partial<Config> & { store?: StoreKind } = {},
  options: AppOptions = {},
): () => Promise<FastifyInstance> {
  let app: Promise<FastifyInstance> | undefined
  let dir: string | undefined
  after(async () => {
    if (app) await (await app).close()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })
  return () => {
    app ??= (async () => {
      const store = overrides.store ?? 'memory'
      if (store === 'sqlite') dir = mkdtempSync(join(tmpdir(), 'mock-playground-'))
      const dbPath = dir ? join(dir, 'playground.db') : ':memory:'
      const built = await buildAppWithRuntime(
        defaultConfig({ dbPath, ...overrides, store }),
        options,
      )
      await built.ready()
      return built
    })()
    return app
  }
}

let sandboxesNamed = 0

/**
 * Identities no other test of this process uses: `sandboxes()('a')` is `a-7`, and the same
 * function gives `a-7` again within the test. For tests that share an app (`appPerSuite`).
 */
export function sandboxes(): (name: string) => string {
  const n = ++sandboxesNamed
  return (name) => `${name}-${n}`
}

/** A client bound to one sandbox, named by the `X-Playground-Identity` header. */
export function as(app: FastifyInstance, identity: string) {
  const send = (opts: InjectOptions) =>
    app.inject({ ...opts, headers: { 'x-playground-identity': identity, ...opts.headers } })
  return {
    get: (url: string) => send({ method: 'GET', url }),
    post: (url: string, payload: unknown) =>
      send({ method: 'POST', url, payload: payload as object }),
    put: (url: string, payload: unknown) =>
      send({ method: 'PUT', url, payload: payload as object }),
    patch: (url: string, payload: unknown) =>
      send({ method: 'PATCH', url, payload: payload as object }),
    delete: (url: string) => send({ method: 'DELETE', url }),
    send,
  }
}

/**
 * Overlay reads of `operations` the store has answered so far, from the service's own metrics:
 * what tests of kept answers count to show an answer came without a read.
 */
export async function storeReads(
  app: FastifyInstance,
  operations: readonly string[],
): Promise<number> {
  const text = (await app.inject({ method: 'GET', url: '/metrics' })).body
  let reads = 0
  for (const m of text.matchAll(
    /^mock_playground_store_operation_duration_seconds_count\{operation="(\w+)",ok="true"\} (\d+)$/gm,
  ))
    if (operations.includes(m[1] as string)) reads += Number(m[2])
  return reads
}
