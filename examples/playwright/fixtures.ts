import { test as base } from '@playwright/test'
import { connectPlayground, type PlaygroundConnection, type SandboxClient } from 'mock-playground'

export { expect } from '@playwright/test'

/**
 * `test` with a `sandbox` of its own: a client of a fresh sandbox named after the test and its
 * worker, and a `page` (and `request`) whose every request names that sandbox, with the
 * playground as `baseURL`.
 */
export const test = base.extend<{ sandbox: SandboxClient }, { playground: PlaygroundConnection }>({
  playground: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from the pattern
    async ({}, use) => {
      await use(connectPlayground(process.env.PLAYGROUND_URL ?? 'PLAYGROUND_URL is not set'))
    },
    { scope: 'worker' },
  ],
  sandbox: async ({ playground }, use, testInfo) => {
    const sandbox = await playground.sandbox(
      `${testInfo.titlePath.join(' > ')} (worker ${testInfo.workerIndex})`,
    )
    await sandbox.reset() // a retry or a repeat starts from scratch too
    await use(sandbox)
  },
  baseURL: async ({ playground }, use) => {
    await use(playground.url)
  },
  extraHTTPHeaders: async ({ sandbox }, use) => {
    await use({ 'X-Playground-Identity': sandbox.identity })
  },
})
