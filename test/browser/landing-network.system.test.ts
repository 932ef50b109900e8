import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { serveBuiltCli } from '../../scripts/support/built-cli.ts'
import { openLanding, screenshotPath } from './chromium.ts'

/** The newest answer the section shows, once it is the one `marks` describe. */
const newest = async (page: Page, marks: string) => {
  const li = page.locator(`#network-log > li:first-child${marks}`)
  await li.waitFor()
  return li
}

const fact = (li: Awaited<ReturnType<typeof newest>>, term: string) =>
  li.locator(`dt:text-is("${term}") + dd`).textContent()

test('the network example: a delay timed by the page, simulated 503 and 429, and the sandbox offline then back', {
  timeout: 120_000,
}, async (t) => {
  const server = await serveBuiltCli(t)
  const { page, seen } = await openLanding(t, {
    origin: server.url,
    path: '/#network',
    viewport: { width: 1280, height: 1000 },
  })
  await page.locator('#network .duo[data-state="ready"]').waitFor({ state: 'attached' })
  await page.locator('#network-profile[data-offline="false"]').waitFor({ state: 'attached' })
  assert.ok(await page.locator('#network-offline-note').isHidden())
  const identity = String(await page.locator('#identity').textContent()).trim()
  const profile = async () => {
    const res = await fetch(`${server.url}/api/v1/session/network`, {
      headers: { 'x-playground-identity': identity },
    })
    return (await res.json()) as { active: boolean; offline: boolean }
  }

  // A delay: the page waited at least what it asked, by its own clock.
  await page.locator('[data-simulate="delay"]').click()
  const delayed = await newest(page, '[data-request="delay"]')
  assert.equal(await delayed.getAttribute('data-status'), '200')
  const waited = Number(await delayed.getAttribute('data-elapsed'))
  assert.ok(waited >= 1500, `waited ${waited} ms`)
  assert.equal(await delayed.locator('.network-ms').textContent(), `${waited} ms`)
  assert.equal(await fact(delayed, 'X-Simulated'), 'delay=1500')
  assert.match(String(await delayed.locator('pre').textContent()), /"id": 1/)

  // 503 and 429: the problem as the API sends it.
  await page.locator('[data-simulate="503"]').click()
  const unavailable = await newest(page, '[data-request="503"][data-status="503"]')
  assert.equal(await unavailable.getAttribute('data-code'), 'SIMULATED_ERROR')
  assert.equal(
    await fact(unavailable, 'Problem'),
    'SIMULATED_ERROR: Simulated 503 response: the operation did not run',
  )
  assert.equal(await fact(unavailable, 'Status'), '503 Service Unavailable')
  const body = JSON.parse(String(await unavailable.locator('pre').textContent()))
  assert.equal(body.status, 503)
  await page.locator('[data-simulate="429"]').click()
  const limited = await newest(page, '[data-request="429"][data-status="429"]')
  assert.equal(await limited.getAttribute('data-code'), 'RATE_LIMITED')
  assert.match(String(await fact(limited, 'Retry-After')), /^\d+ s$/)

  // Offline: the sandbox's profile says so, and the page's own request answers 503 at once.
  await page.locator('#network-offline').check()
  await page.locator('#network-profile[data-offline="true"]').waitFor({ state: 'attached' })
  await page.locator('#network-offline-note').waitFor()
  assert.deepEqual(await profile(), { ...(await profile()), active: true, offline: true })
  await page.locator('[data-simulate="normal"]').click()
  const offline = await newest(page, '[data-request="normal"][data-status="503"]')
  assert.equal(await fact(offline, 'X-Simulated'), 'offline')
  assert.equal(await offline.getAttribute('data-code'), 'SIMULATED_ERROR')
  await page.locator('#network').screenshot({ path: screenshotPath('landing-network.png') })

  // Loaded while offline, the page says so, and its own calls answer 503 without breaking it.
  await page.reload()
  await page.locator('#network-profile[data-offline="true"]').waitFor({ state: 'attached' })
  await page.locator('#network-offline-note').waitFor()
  assert.ok(await page.locator('#network-offline').isChecked())
  await page.locator('#status.status-error').getByText('SIMULATED_ERROR').waitFor()
  assert.match(
    String(await page.locator('#status').textContent()),
    /^Could not load your sandbox: /,
  )
  await page.locator('[data-simulate="normal"]').click()
  await newest(page, '[data-request="normal"][data-status="503"]')

  // Off again: the profile is cleared, and the same request answers 200.
  await page.locator('#network-offline').uncheck()
  await page.locator('#network-profile[data-offline="false"]').waitFor({ state: 'attached' })
  assert.ok(await page.locator('#network-offline-note').isHidden())
  assert.deepEqual(await profile(), { ...(await profile()), active: false, offline: false })
  await page.locator('[data-simulate="normal"]').click()
  const back = await newest(page, '[data-request="normal"][data-status="200"]')
  assert.equal(await back.locator('dt:text-is("X-Simulated")').count(), 0, 'nothing simulated')
  assert.equal(await page.locator('#network-count').textContent(), '2')

  // The simulated failures logged their status in the console, as Chromium does, and so did
  // the other panels' calls while the sandbox was offline; nothing threw.
  const expected = seen.problems.filter((p) => /^console: .*status of (429|503)/.test(p))
  assert.ok(expected.length >= 4, seen.problems.join('\n'))
  assert.deepEqual(
    seen.problems.filter((p) => !expected.includes(p)),
    [],
  )
  assert.deepEqual(seen.foreign, [])
})
