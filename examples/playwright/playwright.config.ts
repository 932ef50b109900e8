// One playground for the run (global-setup.ts), a sandbox per test (fixtures.ts), two workers.
//   npx playwright test --config examples/playwright/playwright.config.ts
import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'

// Debian's Chromium when there is one, else the browser `npx playwright install chromium`
// fetched; CHROMIUM_PATH names another (empty: Playwright's own).
const executablePath =
  (process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : '')) ||
  undefined

export default defineConfig({
  globalSetup: './global-setup.ts',
  workers: 2,
  fullyParallel: true,
  use: {
    launchOptions: { executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] },
  },
})
