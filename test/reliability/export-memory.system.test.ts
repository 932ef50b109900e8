import assert from 'node:assert/strict'
import { test } from 'node:test'
import { serveBuiltCli } from '../../scripts/support/built-cli.ts'
import { mb, rssOf } from '../../scripts/support/memory-probe.ts'

/**
 * A 10,000-row export is streamed, never held whole as text
 * (docs/contract/data-in-and-out.md#export-formats, issue 19): the built CLI at --baseline-scale
 * 100 (10,000 posts) answers /posts.csv while its RSS, read from /proc at every chunk the client
 * receives, stays within 50 MB of what it was before the request.
 */
test('a 10,000-row CSV export streams with RSS growth < 50 MB', { timeout: 300_000 }, async (t) => {
  const server = await serveBuiltCli(t, ['--store', 'memory', '--baseline-scale', '100'])
  const pid = server.child.pid as number
  const headers = { 'x-playground-identity': 'exporter' }
  // Warm-up: the list, the CSV and the XLSX code paths are loaded and compiled before measuring.
  for (const url of ['/api/v1/posts', '/api/v1/posts.csv?limit=5', '/api/v1/posts.xlsx?limit=5'])
    assert.equal((await fetch(`${server.url}${url}`, { headers })).status, 200)
  const before = rssOf(pid)

  const res = await fetch(`${server.url}/api/v1/posts.csv`, { headers })
  assert.equal(res.status, 200)
  assert.equal(res.headers.get('x-total-count'), '10000')
  let peak = before
  let bytes = 0
  let lines = 0
  const reader = (res.body as ReadableStream<Uint8Array>).getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.length
    for (const byte of value) if (byte === 0x0a) lines++
    peak = Math.max(peak, rssOf(pid))
  }
  t.diagnostic(`${mb(bytes)} of CSV; RSS ${mb(before)} before, ${mb(peak)} at its peak`)
  // The header, 10,000 records (post bodies hold no line breaks).
  assert.equal(lines, 10_001)
  assert.ok(peak - before < 50 * 1024 * 1024, `RSS grew ${mb(peak - before)}`)

  // Past 10,000 rows (30,000 comments at this scale) the answer is a 413 at once.
  const tooLarge = await fetch(`${server.url}/api/v1/comments.csv`, { headers })
  assert.equal(tooLarge.status, 413)
  assert.equal(((await tooLarge.json()) as { code: string }).code, 'EXPORT_TOO_LARGE')
})
