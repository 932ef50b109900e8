import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestContext } from 'node:test'
import { fileURLToPath } from 'node:url'
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core'
import { requireProgram } from '../../scripts/support/programs.ts'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Debian's Chromium, headless, with the flags this offline machine needs (background
 * networking off, or Chromium keeps dialling Google). Closed when the test ends.
 */
export async function launch(t: TestContext): Promise<Browser> {
  requireProgram('chromium', CHROMIUM)
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  // Playwright gives the browser a fresh temporary profile of its own.
  t.after(() => browser.close())
  return browser
}

/** Console errors, uncaught exceptions and requests that leave `origin`, as they happen. */
export function watch(page: Page, origin: string) {
  const problems: string[] = []
  const foreign: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`)
  })
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`))
  page.on('request', (req) => {
    if (!req.url().startsWith(origin) && !req.url().startsWith('data:')) foreign.push(req.url())
  })
  return { problems, foreign }
}

/** How long a landing test waits for what a person would see (a locator, a navigation). */
export const WAIT_MS = 10_000

export interface Landing {
  browser: Browser
  context: BrowserContext
  page: Page
  /** What `watch` saw on `page`. */
  seen: ReturnType<typeof watch>
}

/**
 * How every landing page test starts: Chromium, a context of `viewport` (and any other
 * `context` options) whose waits give up after `timeout` (`WAIT_MS`), and a page watched
 * for problems, opened at `path` (`/`) of `origin`. `before` sees the page before it loads,
 * for listeners that must catch its first requests.
 */
export async function openLanding(
  t: TestContext,
  options: {
    origin: string
    path?: string
    viewport?: { width: number; height: number }
    timeout?: number
    context?: BrowserContextOptions
    before?: (page: Page) => void
  },
): Promise<Landing> {
  const { origin, path = '/', viewport, timeout = WAIT_MS } = options
  const browser = await launch(t)
  const context = await browser.newContext({
    ...options.context,
    ...(viewport === undefined ? {} : { viewport }),
  })
  context.setDefaultTimeout(timeout)
  const page = await context.newPage()
  const seen = watch(page, origin)
  options.before?.(page)
  await page.goto(`${origin}${path}`)
  return { browser, context, page, seen }
}

const SCREENSHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))
let scratch: string | undefined

/**
 * Where a screenshot goes: `docs/screenshots/` when refreshing them (`npm run screenshots`),
 * otherwise a temporary folder, so an ordinary test run takes them without touching the repo.
 */
export function screenshotPath(name: string): string {
  if (process.env.UPDATE_SCREENSHOTS === '1') return join(SCREENSHOTS, name)
  scratch ??= mkdtempSync(join(tmpdir(), 'mock-playground-screenshots-'))
  return join(scratch, name)
}

/**
 * A screenshot of one landing page section, whole and below the sticky top bar (an element
 * screenshot otherwise catches the bar over the section's head): a viewport tall enough, the
 * section scrolled to its `scroll-margin-top`, and the pointer off any hover style.
 */
export async function sectionScreenshot(page: Page, id: string, name: string) {
  const section = page.locator(`#${id}`)
  const box = await section.boundingBox()
  const size = page.viewportSize() ?? { width: 1280, height: 900 }
  await page.setViewportSize({
    width: size.width,
    height: Math.max(size.height, Math.ceil((box?.height ?? 0) + 120)),
  })
  await section.evaluate((s) => s.scrollIntoView({ block: 'start', behavior: 'instant' }))
  await page.mouse.move(0, 0)
  await section.screenshot({ path: screenshotPath(name) })
  await page.setViewportSize(size)
}
