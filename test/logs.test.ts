import assert from 'node:assert/strict'
import { test } from 'node:test'
import { serveBuiltCli } from '../scripts/support/built-cli.ts'

test('logs are JSON lines that carry the request id, the caller’s own when it sent a safe one', async (t) => {
  const server = await serveBuiltCli(t, ['--store', 'memory', '--log-level', 'info'])
  const lines: Array<Record<string, unknown>> = []
  const completed = new Promise<void>((resolve) => {
    let buffer = ''
    server.child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const parts = buffer.split('\n')
      buffer = parts.pop() ?? ''
      for (const part of parts) {
        if (!part.startsWith('{')) continue
        const line = JSON.parse(part) as Record<string, unknown>
        lines.push(line)
        if (line.reqId === 'trace-me-42' && line.msg === 'request completed') resolve()
      }
    })
  })
  const res = await fetch(`${server.url}/api/v1/posts/1`, {
    headers: { 'x-request-id': 'trace-me-42' },
  })
  assert.equal(res.headers.get('x-request-id'), 'trace-me-42')
  await completed
  const mine = lines.filter((l) => l.reqId === 'trace-me-42')
  const incoming = mine.find((l) => l.msg === 'incoming request') as {
    req: { method: string; url: string }
  }
  const done = mine.find((l) => l.msg === 'request completed') as {
    res: { statusCode: number }
    responseTime: number
  }
  assert.equal(incoming.req.method, 'GET')
  assert.equal(incoming.req.url, '/api/v1/posts/1')
  assert.equal(done.res.statusCode, 200)
  assert.equal(typeof done.responseTime, 'number')
  for (const l of mine) {
    assert.equal(typeof l.level, 'number')
    assert.equal(typeof l.time, 'number')
  }
})
