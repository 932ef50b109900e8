import assert from 'node:assert/strict'
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, readFileSync } from 'node:fs'
import { describe, test } from 'node:test'
import { BUILT_CLI } from '../scripts/support/built-cli.ts'

const ROOT = new URL('..', import.meta.url)
const { version } = JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as {
  version: string
}

/** The child's environment without any of our settings, so only the flags under test apply. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env }
  for (const name of ENV_VARS) delete env[name]
  return env
}

/**
 * The built CLI (`npm test` builds first), as the `bin` runs it: a dozen of these start at once,
 * and each through tsx would cost the machine about four times the CPU.
 */
function start(args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  if (!existsSync(BUILT_CLI)) throw new Error('dist/ is missing: run `npm run build` first')
  return spawn(process.execPath, [BUILT_CLI, ...args], {
    cwd: ROOT,
    env: { ...cleanEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/** Runs the CLI to completion and collects what it printed and how it ended. */
async function runCli(args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = start(args, env)
  let stdout = ''
  let stderr = ''
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk
  })
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk
  })
  const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null]
  return { code, signal, stdout, stderr }
}

const FLAGS = [
  '--port',
  '--host',
  '--store',
  '--db',
  '--redis-url',
  '--public-url',
  '--allowed-hosts',
  '--trust-proxy',
  '--baseline-scale',
  '--sandbox-ttl',
  '--cors-origins',
  '--log-level',
  '--graphql-max-cost',
  '--graphql-max-mutations',
  '--rate-limit',
  '--request-timeout',
  '--headers-timeout',
  '--enforce-rbac',
  '--help',
  '--version',
]
const ENV_VARS = [
  'PORT',
  'HOST',
  'STORE',
  'DB_PATH',
  'REDIS_URL',
  'PUBLIC_URL',
  'ALLOWED_HOSTS',
  'TRUST_PROXY',
  'BASELINE_SCALE',
  'SANDBOX_TTL',
  'CORS_ORIGINS',
  'LOG_LEVEL',
  'GRAPHQL_MAX_COST',
  'GRAPHQL_MAX_MUTATIONS',
  'RATE_LIMIT',
  'REQUEST_TIMEOUT_MS',
  'HEADERS_TIMEOUT_MS',
  'COOKIE_CROSS_SITE',
  'JWT_SECRET',
  'ENFORCE_RBAC',
]

describe('mock-playground CLI', { concurrency: true }, () => {
  test('--help prints usage listing every flag and environment variable, and exits 0', async () => {
    const { code, stdout, stderr } = await runCli(['--help'])
    assert.equal(code, 0, stderr)
    assert.equal(stderr, '')
    assert.match(stdout, /usage/i)
    assert.ok(stdout.includes('mock-playground'))
    for (const flag of FLAGS) {
      assert.match(stdout, new RegExp(`${flag}\\b`), `help lists ${flag}`)
    }
    for (const name of ENV_VARS)
      assert.match(stdout, new RegExp(`\\b${name}\\b`), `help names ${name}`)
  })

  test('--version prints the version of package.json and exits 0', async () => {
    const { code, stdout, stderr } = await runCli(['--version'])
    assert.equal(code, 0, stderr)
    assert.equal(stdout.trim(), version)
  })

  for (const args of [
    ['--port', 'nope'],
    ['--store', 'mongo'],
    ['--baseline-scale', '0'],
    ['--bogus'],
  ]) {
    test(`${args.join(' ')} exits non-zero with one line on stderr`, async () => {
      const { code, stdout, stderr } = await runCli(args)
      assert.notEqual(code, 0)
      assert.notEqual(code, null, 'it exited rather than being killed')
      assert.equal(stdout, '')
      const lines = stderr.split('\n')
      assert.equal(lines.at(-1), '', 'stderr ends with a newline')
      assert.equal(lines.length, 2, `exactly one line: ${JSON.stringify(stderr)}`)
      assert.match(lines[0] as string, /^mock-playground: \S/)
    })
  }

  // A process.dlopen that fails as a missing or foreign native build does, for better-sqlite3 only.
  const brokenNative = (error: string) =>
    `--import=data:text/javascript,${encodeURIComponent(`const open = process.dlopen; process.dlopen = function (m, f, ...r) { if (String(f).includes('better_sqlite3')) { ${error} } return open.call(this, m, f, ...r) }`)}`
  for (const [what, error] of [
    [
      'a native module that fails to load',
      "const e = new Error(f + ': wrong ELF class'); e.code = 'ERR_DLOPEN_FAILED'; throw e",
    ],
    ['no native module at all', "throw new Error('Cannot find module ' + f)"],
  ] as const) {
    test(`--store sqlite with ${what} exits 2 with one line naming the way out`, async () => {
      const { code, stdout, stderr } = await runCli(['--store', 'sqlite', '--db', ':memory:'], {
        NODE_OPTIONS: brokenNative(error),
      })
      assert.equal(code, 2, stderr)
      assert.equal(stdout, '')
      const lines = stderr.split('\n')
      assert.equal(lines.length, 2, `exactly one line: ${JSON.stringify(stderr)}`)
      assert.match(
        lines[0] as string,
        /^mock-playground: the sqlite store cannot load better-sqlite3's native module \(.+\); start with --store memory .* npm rebuild better-sqlite3$/,
      )
    })
  }

  for (const [env, names] of [
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ COOKIE_CROSS_SITE: '1' }, 'CORS_ORIGINS'],
  ] as const) {
    test(`${JSON.stringify(env)} exits 2 with a reason naming ${names}`, async () => {
      const { code, stdout, stderr } = await runCli(['--store', 'memory'], env)
      assert.equal(code, 2, stderr)
      assert.equal(stdout, '')
      assert.match(stderr, new RegExp(`^mock-playground: .*${names}.*\n$`))
    })
  }

  test('starts on the given port, prints its URL, serves /health, and exits 0 on SIGTERM', {
    timeout: 60_000,
  }, async (t) => {
    const child = start(['--port', '0', '--store', 'memory'])
    // Should shutdown hang, the test fails on its timeout and the server does not outlive it.
    t.after(() => {
      if (child.exitCode === null && child.signalCode === null)
        process.kill(child.pid as number, 'SIGKILL')
    })
    const exited = once(child, 'exit')
    let stdout = ''
    let stderr = ''
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk
    })
    try {
      // The banner names the health URL once the server listens; no polling, no sleeping.
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
          stdout += chunk
          const match = /Health\s+(http:\/\/\S+?)\/health\b/.exec(stdout)
          if (match) resolve(match[1] as string)
        })
        child.once('exit', (code) =>
          reject(new Error(`exited with ${code} before listening: ${stderr}`)),
        )
      })
      const { port, hostname } = new URL(url)
      assert.match(port, /^\d+$/)
      assert.ok(Number(port) > 0, `a real port was chosen: ${url}`)
      // Every front door, as a browser on this machine opens it.
      assert.equal(hostname, 'localhost')
      for (const [door, path] of [
        ['Landing', '/'],
        ['Docs', '/docs'],
        ['GraphQL', '/graphql'],
        ['REST', '/api/v1/posts'],
      ])
        assert.ok(
          stdout.includes(`${door}`) && stdout.includes(`${url}${path}\n`),
          `${door}: ${stdout}`,
        )
      assert.match(stdout, new RegExp(`listening on 127\\.0\\.0\\.1:${port}; .*cookie`))
      assert.ok(stdout.includes('memory'), 'the banner names the store')

      const res = await fetch(`${url}/health`)
      assert.equal(res.status, 200)
      const body = (await res.json()) as { status: string; database: { connected: boolean } }
      assert.equal(body.status, 'ok')
      assert.equal(body.database.connected, true)
      const posts = await fetch(`${url}/api/v1/posts`)
      assert.equal(posts.status, 200)
      assert.equal(posts.headers.get('x-total-count'), '100')
    } finally {
      if (child.exitCode === null && child.signalCode === null)
        process.kill(child.pid as number, 'SIGTERM')
    }
    const [code, signal] = (await exited) as [number | null, NodeJS.Signals | null]
    assert.equal(signal, null, 'it handled SIGTERM rather than dying of it')
    assert.equal(code, 0, stderr)
  })
})
