import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { copyFileSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { promisify } from 'node:util'
import { tempDir } from './helper.ts'
import { ROOT } from './process.ts'

const run = promisify(execFile)
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

type LockEntry = { optionalDependencies?: Record<string, string> }

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

test('npm ci accepts package.json and package-lock.json as committed', { timeout: 120_000 }, async (t) => {
  const dir = tempDir(t)
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(ROOT, file), join(dir, file))
  // --offline: the check is the lock's agreement with package.json, not the registry's reach.
  await run(npm, ['ci', '--dry-run', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: dir,
    maxBuffer: 16 * 1024 * 1024,
  })
})
