import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { test } from 'node:test'
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
  const child = spawn(
    'script',
    [
      '-qefc',
      `${process.execPath} ${BUILT_CLI} --port 0 --store memory --log-level info`,
      '/dev/null',
    ],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, NO_COLOR: '1' } },
  )
  t.after(() => {
    if (child.exitCode === null) child.kill('SIGKILL')
  })
  const lines: string[] = []
  const stdout = child.stdout as NodeJS.ReadableStream
  const ready = lineMatching(stdout, lines, (l) => /REST\s+http/.test(l))
  const url = /REST\s+(http:\/\/\S+?)\/api/.exec(await ready)?.[1] as string
  const seen = lineMatching(stdout, lines, (l) => l.includes('/api/v1/users/3'))
  await fetch(`${url.replace('//localhost:', '//127.0.0.1:')}/api/v1/users/3`)
  // NO_COLOR above: the text as a person reads it, without colour codes.
  const line = await seen
  assert.match(line, /INFO.*: GET \/api\/v1\/users\/3 200 [\d.]+ ms [0-9a-f]{8}\r?$/)
  child.kill('SIGTERM')
  await once(child, 'exit')
})

test('--quiet: a one-line banner naming the URL, and no line per request', async (t) => {
  const child = spawn(
    process.execPath,
    [BUILT_CLI, '--port', '0', '--store', 'memory', '--quiet', '--log-format', 'json'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  t.after(() => {
    if (child.exitCode === null) child.kill('SIGKILL')
  })
  const lines: string[] = []
  const ready = lineMatching(child.stdout, lines, (l) => /REST\s+http/.test(l))
  const url = /REST\s+(http:\/\/\S+?)\/api/.exec(await ready)?.[1] as string
  for (let i = 1; i <= 3; i++)
    await (await fetch(`${url.replace('//localhost:', '//127.0.0.1:')}/api/v1/posts/${i}`)).text()
  child.kill('SIGTERM')
  await once(child, 'exit')
  assert.deepEqual(
    lines.filter((l) => l !== ''),
    [`Mock Playground ${version} ready: REST ${url}/api/v1/posts`],
    'the banner alone: no request lines, no shutdown line',
  )
})
