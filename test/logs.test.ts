import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { type TestContext, test } from 'node:test'
import packageJson from '../package.json' with { type: 'json' }
import { BUILT_CLI, ROOT, serveBuiltCli } from '../scripts/support/built-cli.ts'

const { version } = packageJson

/** Resolves with the first line of `stream` that `match` accepts; every line is kept in `lines`. */
function lineMatching(
  stream: NodeJS.ReadableStream,
  lines: string[],
  match: (line: string) => boolean,
): Promise<string> {
  return new Promise((resolve) => {
    let buffer = ''
    stream.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const parts = buffer.split('\n')
      buffer = parts.pop() ?? ''
      for (const part of parts) {
        lines.push(part)
        if (match(part)) resolve(part)
      }
    })
  })
}

/**
 * Starts `command` (the CLI, or `script` around it), stopped by PID when the test ends; resolves
 * once its banner names the URL. Every stdout line is kept in `lines`.
 */
async function startWatched(
  t: TestContext,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
) {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env })
  t.after(() => {
    if (child.exitCode === null) child.kill('SIGKILL')
  })
  const lines: string[] = []
  const stdout = child.stdout as NodeJS.ReadableStream
  const banner = await lineMatching(stdout, lines, (l) => /REST\s+http/.test(l))
  // The banner names loopback as localhost, for browsers; requests here use the address itself.
  const url = /REST\s+(http:\/\/\S+?)\/api/.exec(banner)?.[1] as string
  return { child, stdout, lines, url, base: url.replace('//localhost:', '//127.0.0.1:') }
}

test('--log-format json: one JSON line per request, with method, path, status, ms and the identity prefix', async (t) => {
  const server = await serveBuiltCli(t, [
    '--store',
    'memory',
    '--log-level',
    'info',
    '--log-format',
    'json',
  ])
  const lines: string[] = []
  const stdout = server.child.stdout as NodeJS.ReadableStream
  const last = lineMatching(stdout, lines, (l) => l.includes('"reqId":"trace-me-42"'))
  const identity = '3f0c2a9e-1b2d-4c5e-8f60-718293a4b5c6'
  await fetch(`${server.url}/api/v1/posts/1?_expand=user`, {
    headers: { 'x-playground-identity': identity },
  })
  await fetch(`${server.url}/api/v1/posts/999999`, {
    headers: { 'x-playground-identity': identity },
  })
  const res = await fetch(`${server.url}/api/v1/posts/1`, {
    headers: { 'x-request-id': 'trace-me-42', 'x-playground-identity': identity },
  })
  assert.equal(res.headers.get('x-request-id'), 'trace-me-42')
  await last
  const entries = lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l))
  const requests = entries.filter((e) => e.path !== undefined)
  // Fastify's own two lines per request are off: three requests, three lines.
  assert.equal(requests.length, 3)
  assert.deepEqual(
    entries.filter((e) => e.msg === 'incoming request' || e.msg === 'request completed'),
    [],
  )
  const [expand, missing, traced] = requests
  assert.equal(expand.method, 'GET')
  assert.equal(expand.path, '/api/v1/posts/1', 'the query string (tokens ride in it) is left out')
  assert.equal(expand.status, 200)
  assert.equal(missing.status, 404)
  assert.equal(traced.reqId, 'trace-me-42')
  for (const e of requests) {
    assert.equal(e.identity, identity.slice(0, 8))
    assert.equal(typeof e.ms, 'number')
    assert.ok(e.ms >= 0)
    assert.equal(typeof e.time, 'number')
    assert.equal(e.level, 30)
    assert.equal(e.msg, `GET ${e.path} ${e.status} ${e.ms} ms ${e.identity}`)
  }
})

test('--log-format pretty: one readable line per request, no JSON', async (t) => {
  const server = await serveBuiltCli(t, [
    '--store',
    'memory',
    '--log-level',
    'info',
    '--log-format',
    'pretty',
  ])
  const lines: string[] = []
  const stdout = server.child.stdout as NodeJS.ReadableStream
  const seen = lineMatching(stdout, lines, (l) => l.includes('/api/v1/todos/2'))
  await fetch(`${server.url}/api/v1/todos/2`, {
    headers: { 'x-playground-identity': 'pretty-reader' },
  })
  const line = await seen
  assert.match(
    line,
    /^\[\d\d:\d\d:\d\d\] INFO.*: GET \/api\/v1\/todos\/2 200 [\d.]+ ms [0-9a-f]{8}$/,
  )
  assert.equal(
    lines.filter((l) => l.includes('/api/v1/todos/2')).length,
    1,
    'one line, its fields not repeated below it',
  )
  assert.ok(!lines.some((l) => l.startsWith('{')), 'no JSON line on a pretty log')
})

test('a terminal gets pretty lines without being asked', async (t) => {
  // `script` gives the CLI a pseudo-terminal as stdout, as a person's shell does.
  const { child, stdout, lines, base } = await startWatched(
    t,
    'script',
    [
      '-qefc',
      `${process.execPath} ${BUILT_CLI} --port 0 --store memory --log-level info`,
      '/dev/null',
    ],
    { ...process.env, NO_COLOR: '1' },
  )
  const seen = lineMatching(stdout, lines, (l) => l.includes('/api/v1/users/3'))
  await fetch(`${base}/api/v1/users/3`)
  // NO_COLOR above: the text as a person reads it, without colour codes.
  const line = await seen
  assert.match(line, /INFO.*: GET \/api\/v1\/users\/3 200 [\d.]+ ms [0-9a-f]{8}\r?$/)
  child.kill('SIGTERM')
  await once(child, 'exit')
})

test('--quiet: a one-line banner naming the URL, and no line per request', async (t) => {
  const { child, lines, url, base } = await startWatched(t, process.execPath, [
    BUILT_CLI,
    '--port',
    '0',
    '--store',
    'memory',
    '--quiet',
    '--log-format',
    'json',
  ])
  for (let i = 1; i <= 3; i++) await (await fetch(`${base}/api/v1/posts/${i}`)).text()
  child.kill('SIGTERM')
  await once(child, 'exit')
  assert.deepEqual(
    lines.filter((l) => l !== ''),
    [`Mock Playground ${version} ready: REST ${url}/api/v1/posts`],
    'the banner alone: no request lines, no shutdown line',
  )
})
