// One playground for the whole run, started before the test files and stopped after them; each
// test gets its own sandbox on it (see sandbox.ts).
//   npx vitest run --config examples/vitest/vitest.config.ts
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    globalSetup: ['./global-setup.ts'],
  },
})
