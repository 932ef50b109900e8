import { connectPlayground, type SandboxClient } from 'mock-playground'
import { test as base, inject } from 'vitest'

const playground = connectPlayground(inject('playgroundUrl'))

/** `test` with a `sandbox`: a client of a sandbox named after the test, that no other test sees. */
export const test = base.extend<{ sandbox: SandboxClient }>({
  sandbox: async ({ task }, use) => {
    await use(await playground.sandbox(task.fullName))
  },
})
