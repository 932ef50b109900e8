import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestContext } from 'node:test'
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
