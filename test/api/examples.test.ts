import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { promisify } from 'node:util'
import { ROOT } from '../../scripts/support/built-cli.ts'
import { tempDir } from '../helper.ts'

const run = promisify(execFile)

/**
 * The recipes in examples/ are what a user copies: they import the package by its name (the
 * built `dist/`, through package.json's `exports`), type-check against the published
 * declarations, and pass.
 */
test('the node:test recipe type-checks against the published types and passes', async () => {
  assert.ok(
    existsSync(join(ROOT, 'dist/index.d.ts')),
    'dist/ is missing: run `npm run build` first',
  )
  await run(
    process.execPath,
    [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'examples/tsconfig.json'],
    {
      cwd: ROOT,
    },
  )
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', '--test', 'examples/node-test/sandbox-per-test.test.ts'],
    // Without NODE_TEST_CONTEXT, which would make it report to this runner instead of stdout.
    { cwd: ROOT, env: { ...process.env, NODE_TEST_CONTEXT: undefined } },
  )
  assert.match(stdout, /^# pass 2$/m)
  assert.match(stdout, /^# fail 0$/m)
})

test('the Vitest recipe (a global setup, a sandbox per test, tests at once) passes', async (t) => {
  const report = join(tempDir(t), 'report.json')
  await run(
    process.execPath,
    [
      join(ROOT, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--config',
      'examples/vitest/vitest.config.ts',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    {
      cwd: ROOT,
      // Installed, the package sits in node_modules, which Vitest hands to Node as it is. Here
      // it is this repo's dist/, which Vitest would bundle, loading a second copy of graphql
      // beside the one mercurius requires: name dist/ a module directory so it is treated alike.
      env: { ...process.env, NODE_TEST_CONTEXT: undefined, VITEST_MODULE_DIRECTORIES: '/dist/' },
    },
  )
  const result = JSON.parse(readFileSync(report, 'utf8')) as {
    success: boolean
    numPassedTests: number
    numTotalTests: number
  }
  assert.deepEqual(
    { success: result.success, passed: result.numPassedTests, total: result.numTotalTests },
    { success: true, passed: 3, total: 3 },
  )
})
