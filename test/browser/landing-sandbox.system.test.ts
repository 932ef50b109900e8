import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { serveBuiltCli } from '../../scripts/support/built-cli.ts'
import { openLanding, screenshotPath, WAIT_MS, watch } from './chromium.ts'

/** Waits until the activity panel has loaded and shows `state`. */
const panel = (page: Page, state: 'ready' | 'empty') =>
  page.locator(`#activity[data-state="${state}"]`).waitFor({ state: 'attached' })

/** What a terminal sees of the sandbox `who` names (a name or a UUID): `GET /api/v1/session`. */
async function sessionOf(base: string, who: string) {
  const res = await fetch(`${base}/api/v1/session`, { headers: { 'x-playground-identity': who } })
  assert.equal(res.status, 200)
  return {
    identity: res.headers.get('x-playground-identity'),
    created: ((await res.json()) as { totalCreatedRecords: number }).totalCreatedRecords,
  }
}

/** Creates a post as a terminal would, in the sandbox `who` names. */
async function postAs(base: string, who: string, title: string) {
  const res = await fetch(`${base}/api/v1/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-playground-identity': who },
    body: JSON.stringify({ user_id: 1, title }),
  })
  assert.equal(res.status, 200)
  return (await res.json()) as { id: string }
}

/** The names the switcher lists as recent, newest first, and the one marked current. */
const recent = async (page: Page) => ({
  names: await page
    .locator('#recent-list a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('data-name'))),
  current: await page
    .locator('#recent-list a[aria-current="page"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('data-name'))),
})

test('a named sandbox: the page shows its name, hears it live, resets it and shares it, never the cookie one', {
  timeout: 90_000,
}, async (t) => {
  const server = await serveBuiltCli(t)
  // This browser's own sandbox, named by its cookie, holds one post.
  const { browser, context, page, seen } = await openLanding(t, {
    origin: server.url,
    viewport: { width: 1280, height: 1000 },
  })
  await panel(page, 'empty')
  const own = String(await page.locator('#identity').textContent()).trim()
  assert.equal(
    (await context.cookies(server.url)).find((c) => c.name === 'pg_identity')?.value,
    own,
  )
  await postAs(server.url, own, 'In the cookie sandbox')

  // Opened by name: the name first, the UUID it maps to below, and the cookie's sandbox unseen.
  const name = `demo-${randomUUID().slice(0, 8)}`
  const named = await sessionOf(server.url, name)
  assert.notEqual(named.identity, own)
  await page.goto(`${server.url}/?_sandbox=${name}`)
  await panel(page, 'empty')
  assert.equal(await page.locator('#sandbox-name').textContent(), name)
  assert.equal(await page.locator('#identity').textContent(), named.identity)
  assert.equal(await page.locator('#sandbox-title').textContent(), 'Your sandbox')
  assert.equal(await page.locator('[data-total="created"]').textContent(), '0')
  assert.match(
    String(await page.locator('#ex-curl').textContent()),
    new RegExp(`X-Playground-Identity: ${name}`),
  )

  // The page's own write lands in the named sandbox.
  await page.locator('#try').click()
  await page.locator('#activity-count', { hasText: '1' }).waitFor()
  assert.equal((await sessionOf(server.url, name)).created, 1)
  assert.equal((await sessionOf(server.url, own)).created, 1)

  // A terminal writes by name: Activity shows it without a reload, over the page's event stream.
  await page.locator('#activity[data-live="on"]').waitFor({ state: 'attached' })
  const post = await postAs(server.url, name, 'From a terminal, by name')
  const entry = page.locator(`#activity .entry[data-id="${post.id}"]`)
  await entry.waitFor()
  assert.equal(await entry.locator('.entry-label').textContent(), 'From a terminal, by name')
  await page.locator('[data-total="created"]', { hasText: '2' }).waitFor()
  // Its link opens the record in this sandbox, not in the cookie's (where it does not exist).
  const href = String(await entry.locator('a').getAttribute('href'))
  const opened = await page.evaluate(async (url) => {
    const res = await fetch(url)
    return { status: res.status, title: ((await res.json()) as { title?: string }).title }
  }, href)
  assert.deepEqual(opened, { status: 200, title: 'From a terminal, by name' })

  // Share from a named sandbox: a link and a QR code the browser drew.
  await page.locator('[data-share="read"]').click()
  await page.locator('#share').waitFor()
  await page
    .locator('#status.status-ok')
    .getByText('Share link made: whoever opens it sees your sandbox and cannot change it.')
    .waitFor()
  const link = String(await page.locator('#share-link').getAttribute('href'))
  assert.match(link, new RegExp(`^${server.url}/\\?_sandbox=[0-9a-f-]{36}\\.r`))
  assert.equal(await page.locator('#share-link').textContent(), link)
  // A function's text, polled by calling it: the page's CSP refuses the eval of an expression.
  await page.waitForFunction(`() => {
    const img = document.getElementById('share-qr')
    return img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 0
  }`)
  assert.equal(await page.locator('#share-qr').isVisible(), true)
  await page.locator('#sandbox').screenshot({ path: screenshotPath('landing-sandbox.png') })
  // The link opens this sandbox (its two posts) for someone else, without its name or identity.
  const guest = await browser.newPage()
  guest.setDefaultTimeout(WAIT_MS)
  const seenGuest = watch(guest, server.url)
  await guest.goto(link)
  await panel(guest, 'ready')
  assert.equal(await guest.locator('#activity .entry').count(), 2)
  assert.equal(await guest.locator('#sandbox-name').count(), 0)
  assert.ok(!(await guest.content()).includes(name))
  assert.ok(!(await guest.content()).includes(String(named.identity)))
  // The guest leaves before the reset: a reset revokes the sandbox's links, and an open guest
  // page that hears of it asks again with its dead link (400 INVALID_SANDBOX_TOKEN, as it must),
  // sooner or later than the checks below depending on how busy the machine is.
  assert.deepEqual(seenGuest.problems, [])
  assert.deepEqual(seenGuest.foreign, [])
  await guest.close()

  // Reset asks, then empties the named sandbox, and only that one.
  page.once('dialog', (dialog) => void dialog.accept())
  await page.locator('#reset').click()
  await page.locator('#status').getByText('Reset: 2 entries purged').waitFor()
  await panel(page, 'empty')
  assert.equal((await sessionOf(server.url, name)).created, 0)
  assert.equal((await sessionOf(server.url, own)).created, 1, "the cookie's sandbox is untouched")

  assert.deepEqual(seen.problems, [])
  assert.deepEqual(seen.foreign, [])
})

test('the switcher: a bad name is explained in place, a good one opens its sandbox and is remembered', {
  timeout: 90_000,
}, async (t) => {
  const server = await serveBuiltCli(t)
  const { page, seen } = await openLanding(t, {
    origin: server.url,
    viewport: { width: 1280, height: 900 },
  })
  await panel(page, 'empty')
  const own = String(await page.locator('#identity').textContent()).trim()
  assert.equal(
    await page.locator('#switch-own').textContent(),
    "This is this browser's own sandbox.",
  )
  assert.equal(await page.locator('#recent').isVisible(), false, 'nothing opened yet')

  // Refused names: the message says why, and the page stays where it is (no navigation began:
  // the marker set on this document survives).
  await page.evaluate('window.stillHere = true')
  const input = page.locator('#switch-name')
  const error = page.locator('#switch-error')
  for (const [value, message] of [
    ['', 'Type a sandbox name first, such as my-demo.'],
    [
      'my demo!',
      'A sandbox name cannot hold a space, “!”: use letters, digits, “.”, “_”, “:” and “-” only.',
    ],
    [
      '<b>x</b>',
      'A sandbox name cannot hold “<”, “>”, “/”: use letters, digits, “.”, “_”, “:” and “-” only.',
    ],
    ['x'.repeat(129), 'That name has 129 characters; a sandbox name has at most 128.'],
    [
      `${randomUUID()}.rabc`,
      'A name that starts with a UUID and a dot is read as a share link’s token: open the share link itself, or pick another name.',
    ],
  ] as const) {
    await input.fill(value)
    await page.locator('#switch-open').click()
    await error.getByText(message, { exact: true }).waitFor()
    assert.equal(await input.getAttribute('aria-invalid'), 'true')
    assert.equal(await page.evaluate('window.stillHere'), true, value)
    assert.equal(page.url(), `${server.url}/`)
  }
  // Typing again clears the message.
  await input.fill('ok')
  await error.waitFor({ state: 'hidden' })

  // A good name (Enter submits): the page opens on it, and it is the recent one.
  const alpha = `alpha-${randomUUID().slice(0, 8)}`
  const beta = `beta:${randomUUID().slice(0, 8)}`
  await input.fill(` ${alpha} `)
  await input.press('Enter')
  await page.waitForURL(`${server.url}/?_sandbox=${alpha}#sandbox`)
  assert.equal(await page.locator('#sandbox-name').textContent(), alpha)
  assert.deepEqual(await recent(page), { names: [alpha], current: [alpha] })
  await page.locator('#switch-name').fill(beta)
  await page.locator('#switch-open').click()
  await page.waitForURL(`${server.url}/?_sandbox=${encodeURIComponent(beta)}#sandbox`)
  assert.equal(await page.locator('#sandbox-name').textContent(), beta)
  assert.deepEqual(await recent(page), { names: [beta, alpha], current: [beta] })
  // A recent one is a link back.
  await page.locator(`#recent-list a[data-name="${alpha}"]`).click()
  await page.waitForURL(`${server.url}/?_sandbox=${alpha}#sandbox`)
  assert.deepEqual(await recent(page), { names: [alpha, beta], current: [alpha] })

  // A new random sandbox: a fresh, empty one, remembered too.
  await page.locator('#switch-random').click()
  await page.waitForURL(/\/\?_sandbox=sandbox-[0-9a-f]{16}#sandbox$/)
  await panel(page, 'empty')
  const random = String(await page.locator('#sandbox-name').textContent())
  assert.match(random, /^sandbox-[0-9a-f]{16}$/)
  assert.deepEqual(await recent(page), { names: [random, alpha, beta], current: [random] })

  // Back to this browser's own sandbox: the cookie's, with no name.
  await page.locator('#switch-own').click()
  await page.waitForURL(`${server.url}/#sandbox`)
  await panel(page, 'empty')
  assert.equal(await page.locator('#identity').textContent(), own)
  assert.equal(await page.locator('#sandbox-name').count(), 0)
  assert.deepEqual(await recent(page), { names: [random, alpha, beta], current: [] })

  // At most eight are kept, and whatever else sits in storage is not listed.
  const many = Array.from({ length: 10 }, (_, i) => `n${i}`)
  const stored = JSON.stringify(['<img src=x>', 42, ...many, 'a b'])
  await page.evaluate(
    `localStorage.setItem('mock-playground.recent-sandboxes', ${JSON.stringify(stored)})`,
  )
  await page.reload()
  await panel(page, 'empty')
  assert.deepEqual((await recent(page)).names, many.slice(0, 8))
  await page.goto(`${server.url}/?_sandbox=n9`)
  await panel(page, 'empty')
  assert.deepEqual((await recent(page)).names, ['n9', ...many.slice(0, 7)])

  assert.deepEqual(seen.problems, [])
  assert.deepEqual(seen.foreign, [])
})
