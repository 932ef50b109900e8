/**
 * One process of `scripts/run-tests.ts`: the test files named in TEST_FILES (a JSON array of
 * paths), each as a suite named for its file, one after the other.
 */
import { describe } from 'node:test'
import { pathToFileURL } from 'node:url'

const files: unknown = JSON.parse(process.env.TEST_FILES ?? '[]')
if (!Array.isArray(files) || files.length === 0) throw new Error('TEST_FILES names no test file')
for (const file of files as string[])
  describe(file, async () => {
    await import(pathToFileURL(file).href)
  })
