import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { promisify } from 'node:util'
import { ROOT } from '../../scripts/support/built-cli.ts'
import { requireProgram } from '../../scripts/support/programs.ts'
import { CHROMIUM } from '../browser/chromium.ts'
import { tempDir } from '../helper.ts'

const run = promisify(execFile)

interface JsonReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  errors: Array<{ message?: string }>
  suites: Array<{
    specs: Array<{ title: string; tests: Array<{ results: Array<{ workerIndex: number }> }> }>
  }>
}

/**
 * The Playwright recipe in examples/ as a user runs it (`npx playwright test --config …`), in
 * Chromium: one playground for the run, two workers, every test on a sandbox of its own.
 */
test('the Playwright recipe passes: two tests on two workers, each seeing only its sandbox', async (t) => {
  assert.ok(
    existsSync(join(ROOT, 'dist/index.d.ts')),
    'dist/ is missing: run `npm run build` first',
  )
  requireProgram('chromium', CHROMIUM)
  const dir = tempDir(t)
  const reportFile = join(dir, 'report.json')
  const ran = await run(
    process.execPath,
    [
      join(ROOT, 'node_modules/@playwright/test/cli.js'),
      'test',
      '--config',
      'examples/playwright/playwright.config.ts',
      '--reporter=json',
      '--output',
      join(dir, 'results'),
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_TEST_CONTEXT: undefined,
        CHROMIUM_PATH: CHROMIUM,
        PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile,
      },
      maxBuffer: 16 * 1024 * 1024,
    },
  ).catch((err: { code?: number; stdout?: string; stderr?: string }) => err)
  assert.ok(existsSync(reportFile), `playwright wrote no report: ${ran.stderr ?? ''}`)
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport
  const specs = report.suites.flatMap((suite) => suite.specs)
  const { expected, unexpected, flaky, skipped } = report.stats
  assert.deepEqual(
    {
      stats: { expected, unexpected, flaky, skipped },
      errors: report.errors.map((e) => e.message),
      titles: specs.map((spec) => spec.title).sort(),
    },
    {
      stats: { expected: 2, unexpected: 0, flaky: 0, skipped: 0 },
      errors: [],
      titles: [
        "Ada's page shows Ada's draft, and only hers",
        "Grace's page shows Grace's draft, and only hers",
      ],
    },
    `playwright: ${ran.stderr ?? ''}`,
  )
  const workers = new Set(
    specs.flatMap((spec) => spec.tests.flatMap((x) => x.results.map((r) => r.workerIndex))),
  )
  assert.equal(workers.size, 2, 'the two tests ran on the two workers')
})
