import assert from 'node:assert/strict'
import { execFile, spawn } from 'node:child_process'
import { once } from 'node:events'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { test } from 'node:test'
import { promisify } from 'node:util'
import { ROOT } from '../scripts/support/built-cli.ts'
import { tempDir } from './helper.ts'

const run = promisify(execFile)
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean
  minVersion(range: string): { version: string } | null
}

interface Installed {
  name?: string
  version?: string
  engines?: { node?: string }
  dependencies?: Record<string, Installed>
}

/** The oldest release of each Node line package.json's `engines` allows. */
function nodeLines(): string[] {
  const { engines } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    engines: { node: string }
  }
  return engines.node.split('||').map((range) => semver.minVersion(range.trim())?.version as string)
}

/** Each installed package whose `engines.node` refuses one of `lines`, from `npm ls --long`. */
function engineConflicts(root: Installed, lines: string[]): string[] {
  const refused = new Set<string>()
  const visit = (node: Installed) => {
    for (const dep of Object.values(node.dependencies ?? {})) {
      const range = dep.engines?.node
      for (const line of lines)
        if (range && !semver.satisfies(line, range))
          refused.add(`${dep.name}@${dep.version} wants node ${range}, not ${line}`)
      visit(dep)
    }
  }
  visit(root)
  return [...refused]
}

/**
 * What a user of the published package gets: `npm pack`, install the tarball into an empty
 * project, `npx mock-playground`, and talk to it. The install compiles better-sqlite3, so this
 * is the slowest test (about a minute on an idle machine, five when the compiler shares two cores
 * with other work); it is bounded at fifteen.
 */
test('npx mock-playground works from the packed tarball', { timeout: 900_000 }, async (t) => {
  const dir = tempDir(t)
  // Without `prepack`: the lane built dist/ before any test ran, and a rebuild in place (tsc
  // rewrites every file) broke the other system tests starting the built CLI meanwhile (one
  // failed on an import of a half-written dist/config.js). The tarball holds the same files.
  await run(npm, ['pack', '--ignore-scripts', '--pack-destination', dir], { cwd: ROOT })
  const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'))
  assert.ok(tarball, 'npm pack wrote no tarball')
  const { stdout: listing } = await run('tar', ['-tzf', join(dir, tarball)])
  assert.match(listing, /package\/dist\/cli\/main\.js/)
  assert.doesNotMatch(listing, /package\/(src|test)\//, 'sources and tests are not shipped')

  const project = join(dir, 'consumer')
  await run('mkdir', ['-p', project])
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true }))
  // No lock travels with a package: this resolves every range afresh, as `npx mock-playground`
  // does. --engine-strict makes npm refuse a package that declares another Node than this one.
  await run(
    npm,
    [
      'install',
      join(dir, tarball),
      '--engine-strict',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
    ],
    { cwd: project, maxBuffer: 16 * 1024 * 1024 },
  )
  // And every Node line package.json promises, not only the one running this test.
  const { stdout: tree } = await run(npm, ['ls', '--all', '--omit=dev', '--json', '--long'], {
    cwd: project,
    maxBuffer: 64 * 1024 * 1024,
  })
  const refused = engineConflicts(JSON.parse(tree) as Installed, nodeLines())
  assert.deepEqual(refused, [], 'a lock-free install resolves only packages for Node 20, 22 and 24')

  // The library entry (docs/contract/library-api.md) and its types, as an installed package offers
  // them.
  writeFileSync(
    join(project, 'use.mjs'),
    `import { createPlayground } from 'mock-playground'
const pg = await createPlayground()
const me = await pg.sandbox('packed')
const res = await me.fetch('/api/v1/users/1')
console.log(res.status, (await res.json()).username)
await pg.close()
`,
  )
  const used = await run(process.execPath, ['use.mjs'], { cwd: project })
  assert.equal(used.stdout.trim(), '200 Bret')
  assert.match(listing, /package\/types\/index\.d\.ts/)
  assert.match(listing, /package\/dist\/index\.d\.ts/)

  const version = await run('npx', ['--no-install', 'mock-playground', '--version'], {
    cwd: project,
  })
  const { version: expected } = (await import('../package.json', { with: { type: 'json' } }))
    .default
  assert.equal(version.stdout.trim(), expected)

  // Its own process group, so stopping it stops npx and the server it runs.
  const child = spawn(
    'npx',
    ['--no-install', 'mock-playground', '--port', '0', '--store', 'memory', '--log-level', 'warn'],
    {
      cwd: project,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  t.after(() => {
    if (child.exitCode === null && child.signalCode === null)
      process.kill(-(child.pid as number), 'SIGKILL')
  })
  let out = ''
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d
      // The banner names loopback as localhost, for browsers; clients here use the address itself.
      const match = /REST\s+(http:\/\/[^/\s]+)/.exec(out)
      if (match?.[1]) resolve(match[1].replace('//localhost:', '//127.0.0.1:'))
    })
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)))
  })
  const res = await fetch(`${url}/api/v1/users/1`)
  assert.equal(res.status, 200)
  assert.equal(((await res.json()) as { username: string }).username, 'Bret')
  // The pages' files travel in dist/assets/, copied there by the build.
  const css = await fetch(`${url}/assets/landing.css`)
  assert.equal(css.status, 200)
  assert.match(await css.text(), /system-ui/)
  process.kill(-(child.pid as number), 'SIGTERM')
  await once(child, 'exit')
})
