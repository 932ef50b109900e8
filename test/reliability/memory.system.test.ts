import assert from 'node:assert/strict'
import { describe, type TestContext, test } from 'node:test'
import { exited, type Server } from '../../scripts/support/built-cli.ts'
import {
  driveIdentities,
  liveHeapOf,
  mb,
  rssOf,
  startMeasuredCli,
} from '../../scripts/support/memory-probe.ts'
import { tempDir } from '../helper.ts'

/**
 * Memory that stays bounded however many identities write, measured on the built CLI with its
 * JavaScript heap capped (the system lane: a memory bound, read from /proc, and a SIGKILL).
 */

const API = '/api/v1'
/** Tens of seconds each on an idle machine; generous, since the bounds are on memory, not time. */
const GENEROUS = 600_000
const json = { 'content-type': 'application/json' }

describe('memory stays bounded', () => {
  /**
   * The built CLI, with a probe that reports its live heap after a full collection, and its
   * JavaScript heap capped at 96 MB so that garbage cannot pass for growth in RSS: V8 must
   * collect rather than grow. Measured (2026-11-27): the live heap is about 57 MB once the
   * bounded caches are full (10,000 identities), 63 MB with the kept answers of issue 22, and
   * stays there. The write versions remembered 100,000 identities (issue 22) and grew 3.0 MB over
   * the next 10,000 (2026-11-28); at 10,000 the growth is 0.6 MB.
   */
  async function measuredServer(t: TestContext): Promise<Server> {
    const server = await startMeasuredCli(tempDir(t), '--max-old-space-size=96')
    t.after(async () => {
      server.child.kill('SIGKILL')
      await exited(server)
    })
    return server
  }

  test('20,000 identities writing once each: after the caches are full, RSS grows < 48 MB and the live heap < 3 MB', {
    timeout: GENEROUS,
  }, async (t) => {
    const server = await measuredServer(t)
    const pid = server.child.pid as number
    const started = performance.now()
    // The warm-up fills every bounded per-identity structure to its cap: the sqlite read cache,
    // the network-profile cache and the write versions hold 10,000 identities each.
    await driveIdentities(server.url, { prefix: 'rss', from: 0, to: 10_000, concurrency: 32 })
    const warm = { rss: rssOf(pid), live: await liveHeapOf(server) }
    await driveIdentities(server.url, { prefix: 'rss', from: 10_000, to: 20_000, concurrency: 32 })
    const end = { rss: rssOf(pid), live: await liveHeapOf(server) }
    t.diagnostic(
      `after 10,000 and 20,000 identities: RSS ${mb(warm.rss)} → ${mb(end.rss)}, ` +
        `live heap ${mb(warm.live)} → ${mb(end.live)}; ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    const health = (await (await fetch(`${server.url}/health`)).json()) as {
      activeSessions: number
    }
    assert.equal(health.activeSessions, 20_000, 'every identity was stored')
    // Everything an identity writes is in SQLite; what the process keeps per identity is capped.
    // 3 MB over 10,000 identities is 300 bytes each: less than one cached entry of any kind.
    assert.ok(
      end.live - warm.live < 3 * 1024 * 1024,
      `the live heap grew ${mb(end.live - warm.live)}`,
    )
    // RSS: the capped heap may grow from its post-warm-up size to the cap (about 20 MB more than
    // measured after 10,000) and the native allocator keeps some slack (SQLite's page cache is
    // 2 MB); measured growth is 10 to 15 MB.
    assert.ok(end.rss - warm.rss < 48 * 1024 * 1024, `RSS grew ${mb(end.rss - warm.rss)}`)
  })

  test('70 MB of custom records listed through a 96 MB heap: the sqlite read cache is bounded in bytes', {
    timeout: GENEROUS,
  }, async (t) => {
    const server = await measuredServer(t)
    const headers = { ...json, 'x-playground-identity': 'hoarder' }
    // 20 collections (the limit) of 500 records (the limit) of 7,000 characters: 3.5 MB each.
    for (let c = 0; c < 20; c++) {
      const records = Array.from({ length: 500 }, (_, i) => ({
        resource: `custom/c${c}`,
        op: 'create',
        data: { n: i, blob: String.fromCharCode(97 + ((c + i) % 26)).repeat(7000) },
      }))
      const res = await fetch(`${server.url}${API}/session/import?strategy=merge`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ version: '1.0', records }),
      })
      assert.equal(res.status, 200, await res.text())
    }
    const before = await liveHeapOf(server)
    // Each list reads its whole collection; kept, all 20 would not fit in the capped heap.
    for (let round = 0; round < 2; round++) {
      for (let c = 0; c < 20; c++) {
        const res = await fetch(`${server.url}${API}/custom/c${c}?limit=1`, { headers })
        await res.arrayBuffer()
        assert.equal(res.status, 200)
        assert.equal(res.headers.get('x-total-count'), '500')
      }
    }
    const after = await liveHeapOf(server)
    t.diagnostic(`live heap ${mb(before)} before listing, ${mb(after)} after`)
    // The cache keeps 32 MB of stored JSON on a heap limit of 512 MB or more, less in proportion
    // below (heap-budget.ts): 9 MB on this one of 144 MB, measured as 7.4 MB of growth. The whole
    // 32 MB grew the heap 28.5 MB, and left too little to read a collection: V8 gave up (CI).
    assert.ok(after - before < 16 * 1024 * 1024, `the live heap grew ${mb(after - before)}`)
  })
})
