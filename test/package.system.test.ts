import assert from 'node:assert/strict'
import { execFile, spawn } from 'node:child_process'
import { once } from 'node:events'
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { promisify } from 'node:util'
import { ROOT } from '../scripts/support/built-cli.ts'
import { tempDir } from './helper.ts'

const run = promisify(execFile)
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

/**
 * What a user of the published package gets: `npm pack`, install the tarball into an empty
 * project, `npx mock-playground`, and talk to it. The install compiles better-sqlite3, so this
 * is the slowest test (about a minute on an idle machine, five when the compiler shares two cores
 * with other work); it is bounded at fifteen.
 */
test('npx mock-playground works from the packed tarball', { timeout: 900_000 }, async (t) => {
  const dir = tempDir(t)
  await run(npm, ['pack', '--pack-destination', dir], { cwd: ROOT })
  const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'))
  assert.ok(tarball, 'npm pack wrote no tarball')
  const { stdout: listing } = await run('tar', ['-tzf', join(dir, tarball)])
  assert.match(listing, /package\/dist\/cli\/main\.js/)
  assert.doesNotMatch(listing, /package\/(src|test)\//, 'sources and tests are not shipped')

  const project = join(dir, 'consumer')
  await run('mkdir', ['-p', project])
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true }))
  await run(npm, ['install', join(dir, tarball), '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: project,
    maxBuffer: 16 * 1024 * 1024,
  })

  // The library entry (SPEC §21) and its types, as an installed package offers them.
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
