import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'
import { test } from 'node:test'
import { serveBuiltCli } from '../../scripts/support/built-cli.ts'

/**
 * The Postman collection, downloaded from the built server, runs with Postman's own runner as a
 * user runs it (`newman run mock-playground.postman_collection.json --env-var identity=…`): from
 * top to bottom on a fresh sandbox, every request's test passing
 * (docs/contract/api-descriptions.md#downloads).
 */

/** The part of newman's run summary read here (newman ships no typings). */
interface Summary {
  run: {
    stats: Record<'requests' | 'assertions' | 'testScripts', { total: number; failed: number }>
    failures: Array<{ error: { name: string; message: string }; source?: { name?: string } }>
    executions: Array<{
      item: { name: string }
      response?: { code: number }
      requestError?: { message: string }
    }>
  }
}
interface Newman {
  run(
    options: Record<string, unknown>,
    callback: (error: Error | null, summary: Summary) => void,
  ): unknown
}
// CommonJS without typings.
const newman = createRequire(import.meta.url)('newman') as Newman

interface Collection {
  variable: Array<{ key: string; value: string }>
  item: Array<{ name: string; item: Array<{ name: string }> }>
}

test('newman runs the Postman collection green, one passing test per request', {
  timeout: 240_000,
}, async (t) => {
  const server = await serveBuiltCli(t)
  const res = await fetch(`${server.url}/api/v1/downloads/postman.json`)
  assert.equal(res.status, 200)
  const collection = (await res.json()) as Collection
  // The collection names the server it came from; nothing here edits it.
  assert.equal(collection.variable.find((v) => v.key === 'baseUrl')?.value, server.url)
  const requests = collection.item.flatMap((folder) => folder.item).length

  const summary = await new Promise<Summary>((resolve, reject) => {
    newman.run(
      {
        collection,
        envVar: [{ key: 'identity', value: `newman-${randomUUID()}` }],
        reporters: [],
        // A request that never ends (a stream left in) fails the run instead of holding it.
        timeoutRequest: 30_000,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
  const { stats, failures, executions } = summary.run
  t.diagnostic(
    `requests ${stats.requests.total}, assertions ${stats.assertions.total}, failures ${failures.length}`,
  )
  assert.deepEqual(
    failures.map((f) => `${f.source?.name}: ${f.error.name}: ${f.error.message}`),
    [],
  )
  assert.deepEqual(
    executions
      .filter((e) => e.requestError)
      .map((e) => `${e.item.name}: ${e.requestError?.message}`),
    [],
    'every request answered',
  )
  assert.equal(stats.requests.total, requests, 'every request of the collection ran')
  assert.equal(stats.requests.failed, 0)
  // One test per request, each run and passed: none was skipped or errored before its test.
  assert.equal(stats.assertions.total, requests)
  assert.equal(stats.assertions.failed, 0)
  assert.equal(stats.testScripts.total, requests)
  assert.equal(stats.testScripts.failed, 0)
  assert.ok(requests >= 150, `the collection holds the API (${requests} requests)`)
})
