import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { copyFileSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { test } from 'node:test'
import { promisify } from 'node:util'
import { ROOT } from '../scripts/support/built-cli.ts'
import { tempDir } from './helper.ts'

const run = promisify(execFile)
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

type LockEntry = {
  version?: string
  dev?: boolean
  engines?: { node?: string }
  optionalDependencies?: Record<string, string>
}

const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean
  minVersion(range: string): { version: string } | null
}

/**
 * A lock written on one platform can lack the optional packages of the others (biome ships one
 * binary package per platform), and `npm ci` then refuses the lock everywhere, CI included.
 */
test('the lock holds an entry for every optional dependency of every locked package', () => {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>
  }
  const missing: string[] = []
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      // npm places a dependency beside its parent or hoists it to the top.
      const nested = `${path ? `${path}/` : ''}node_modules/${name}`
      if (!lock.packages[nested] && !lock.packages[`node_modules/${name}`])
        missing.push(`${name} (of ${path})`)
    }
  }
  assert.deepEqual(
    missing,
    [],
    'regenerate the lock (rm package-lock.json && npm install --package-lock-only) where the registry has every platform',
  )
})

test('npm ci accepts package.json and package-lock.json as committed', {
  timeout: 120_000,
}, async (t) => {
  const dir = tempDir(t)
  for (const file of ['package.json', 'package-lock.json'])
    copyFileSync(join(ROOT, file), join(dir, file))
  // --offline: the check is the lock's agreement with package.json, not the registry's reach.
  await run(npm, ['ci', '--dry-run', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: dir,
    maxBuffer: 16 * 1024 * 1024,
  })
})

/**
 * package.json promises Node 20, 22 and 24, so every package the service installs must accept
 * the oldest release of each line it allows. (cookie 2 and content-disposition 3 declare Node 22
 * and come in through @fastify/cookie ≥ 11.1.2, light-my-request ≥ 6.8 and mercurius ≥ 16.10's
 * @fastify/static 10. Overrides would keep them out of this lock only: an install of the package
 * ignores them. So package.json pins the direct ranges instead, see ADR 0025;
 * test/package.system.test.ts checks a lock-free install.)
 */
test('every package the service installs supports each Node line package.json names', () => {
  const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    engines: { node: string }
  }
  const lines = root.engines.node
    .split('||')
    .map((range) => semver.minVersion(range.trim())?.version)
  assert.deepEqual(lines, ['20.19.0', '22.13.0', '24.0.0'])
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>
  }
  const refused: string[] = []
  for (const [path, entry] of Object.entries(lock.packages)) {
    const range = entry.engines?.node
    if (!path || entry.dev || !range) continue
    for (const node of lines as string[]) {
      if (!semver.satisfies(node, range))
        refused.push(`${path}@${entry.version} wants node ${range}, not ${node}`)
    }
  }
  assert.deepEqual(refused, [])
})
