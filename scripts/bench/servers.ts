import { copyFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createBaseline } from '../../src/domain/baseline.ts'
import { RESOURCE_NAMES } from '../../src/domain/resources.ts'
import { freePort, type Launched, launch } from './processes.ts'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const CLI = join(ROOT, 'dist/cli/main.js')
const JSON_SERVER = join(ROOT, 'node_modules/json-server/lib/cli/bin.js')
const CEILING = join(ROOT, 'scripts/bench/ceiling.ts')

/**
 * The built CLI, logging at `warn` as in production, on the sqlite store (a new file in `dir`)
 * unless `storeArgs` choose another, pinned to the server core (CPU 0) unless `core` names one.
 */
export async function ours(
  dir: string,
  name: string,
  env: NodeJS.ProcessEnv = {},
  nodeArgs: string[] = [],
  storeArgs: string[] = ['--store', 'sqlite', '--db', join(dir, `${name}.db`)],
  core = 0,
): Promise<Launched> {
  const port = await freePort()
  return launch({
    name,
    command: process.execPath,
    args: [...nodeArgs, CLI, '--port', String(port), ...storeArgs],
    env: { LOG_LEVEL: 'warn', ...env },
    port,
    readyPath: '/ready',
    timeoutMs: 60_000,
    core,
  })
}

/** db.json for json-server: our scale-1 baseline, record for record. */
export function writeJsonServerDb(dir: string): string {
  const baseline = createBaseline(1)
  const file = join(dir, 'db.json')
  writeFileSync(
    file,
    JSON.stringify(Object.fromEntries(RESOURCE_NAMES.map((r) => [r, baseline.all(r)]))),
  )
  return file
}

/** json-server 0.17.4 (what JSONPlaceholder runs) on a private copy of `db`, as it persists writes. */
export async function jsonServer(db: string, dir: string, name: string): Promise<Launched> {
  const port = await freePort()
  const copy = join(dir, `${name}.json`)
  copyFileSync(db, copy)
  return launch({
    name,
    command: process.execPath,
    args: [JSON_SERVER, copy, '--port', String(port), '--host', '127.0.0.1', '--quiet'],
    port,
    readyPath: '/posts/1',
  })
}

/** The bare node:http ceiling, answering each path with the bytes our service gave for it. */
export async function ceiling(bodies: Record<string, string>, dir: string): Promise<Launched> {
  const port = await freePort()
  const routes = Object.entries(bodies).map(([path, body], i) => {
    const file = join(dir, `ceiling-${i}.json`)
    writeFileSync(file, body)
    return `${path}=${file}`
  })
  return launch({
    name: 'node:http ceiling',
    command: process.execPath,
    args: ['--import', 'tsx', CEILING, String(port), ...routes],
    cwd: ROOT,
    port,
    readyPath: Object.keys(bodies)[0] ?? '/',
  })
}
