import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { serveBuiltCli } from '../../scripts/support/built-cli.ts'
import { openLanding, sectionScreenshot, WAIT_MS } from './chromium.ts'

type Listed = { data: Array<Record<string, unknown>>; pagination: { total: number } }

/** A collection as another caller reads it over the API. */
async function listFrom(base: string, identity: string, collection: string) {
  const res = await fetch(`${base}/api/v1/custom/${collection}?limit=100`, {
    headers: { 'x-playground-identity': identity },
  })
  assert.equal(res.status, 200)
  return (await res.json()) as Listed
}

/** The ids the records list shows, newest first. */
const shownIds = (page: Page) =>
  page
    .locator('#record-list .record')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-id')))

test('the custom collections example: create from JSON, see it listed and counted, refusals explained, seed, delete', {
  timeout: 120_000,
}, async (t) => {
  const server = await serveBuiltCli(t)
  const { browser, page, seen } = await openLanding(t, {
    origin: server.url,
    path: '/#collections',
    viewport: { width: 1280, height: 1000 },
    // Deleting a whole collection asks first.
    before: (page) => page.on('dialog', (dialog) => void dialog.accept()),
  })
  await page.locator('#collection-list[data-state="empty"]').waitFor({ state: 'attached' })
  await page.locator('#activity[data-live="on"]').waitFor({ state: 'attached' })
  const identity = String(await page.locator('#identity').textContent()).trim()
  assert.equal(await page.locator('#collection-count').textContent(), '0 / 20')
  assert.equal(await page.locator('#collection-name').inputValue(), 'products')
  assert.ok(await page.locator('#collection-empty').isVisible())

  // The prefilled record, created: listed under its collection, counted against both limits.
  await page.getByRole('button', { name: 'Create record' }).click()
  const first = page.locator('#record-list .record').first()
  await first.waitFor()
  const firstId = String(await first.getAttribute('data-id'))
  assert.match(firstId, /^local-[A-Za-z0-9_-]{21}$/)
  await page
    .locator('#collection-status.status-ok')
    .getByText(`Created ${firstId} in products`)
    .waitFor()
  await page.locator('#collection-count').getByText('1 / 20').waitFor()
  await page.locator('#record-count').getByText('1 / 500').waitFor()
  assert.equal(await page.locator('#records-name').textContent(), 'products')
  assert.match(String(await first.locator('.record-fields').textContent()), /"Mechanical keyboard"/)
  const pick = page.locator('#collection-list .collection[data-name="products"] .collection-pick')
  assert.equal(await pick.getAttribute('aria-pressed'), 'true')

  // The API agrees, for this identity only.
  const mine = await listFrom(server.url, identity, 'products')
  assert.deepEqual(
    mine.data.map((r) => r.id),
    [firstId],
  )
  assert.equal(mine.data[0]?.name, 'Mechanical keyboard')
  assert.deepEqual(mine.data[0]?.stock, { warehouse: 12 })
  assert.equal((await listFrom(server.url, 'someone-else', 'products')).data.length, 0)
  // The record's link opens it in this sandbox.
  const href = String(await first.locator('a.record-id').getAttribute('href'))
  const opened = (await page.evaluate(async (url) => (await fetch(url)).json(), href)) as {
    id: string
  }
  assert.equal(opened.id, firstId)

  // An edited record comes first.
  await page.locator('#collection-record').fill('{"name": "Trackball", "price": 49}')
  await page.getByRole('button', { name: 'Create record' }).click()
  await page.locator('#record-count').getByText('2 / 500').waitFor()
  const ids = await shownIds(page)
  assert.equal(ids.length, 2)
  assert.equal(ids[1], firstId)
  assert.match(
    String(await page.locator('#record-list .record').first().textContent()),
    /Trackball/,
  )

  // Bad JSON is caught in the page: a clear message, and no request leaves.
  const posts: string[] = []
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/api/v1/custom/')) posts.push(req.url())
  })
  await page.locator('#collection-record').fill('{"name": "Broken",}')
  await page.getByRole('button', { name: 'Create record' }).click()
  await page
    .locator('#collection-status.status-error')
    .getByText(/^The record is not valid JSON \(.+\)\. Nothing was sent\.$/)
    .waitFor()
  assert.equal(await page.locator('#collection-record').getAttribute('aria-invalid'), 'true')
  await page.locator('#collection-record').fill('[1, 2]')
  await page.getByRole('button', { name: 'Create record' }).click()
  await page
    .locator('#collection-status.status-error')
    .getByText('The record must be a JSON object ({…}), not an array. Nothing was sent.')
    .waitFor()
  assert.deepEqual(posts, [])

  // A name the API refuses: its problem detail, as a terminal would get it.
  const refused = await fetch(`${server.url}/api/v1/custom/${encodeURIComponent('Bad Name')}`, {
    method: 'POST',
    headers: { 'x-playground-identity': 'refusal-probe', 'content-type': 'application/json' },
    body: '{"name": "x"}',
  })
  assert.equal(refused.status, 400)
  const problem = (await refused.json()) as { detail: string }
  await page.locator('#collection-record').fill('{"name": "x"}')
  await page.locator('#collection-name').fill('Bad Name')
  await page.getByRole('button', { name: 'Create record' }).click()
  await page
    .locator('#collection-status.status-error')
    .getByText(`Refused: ${problem.detail}`)
    .waitFor()
  assert.equal(posts.length, 1, 'the refused name was sent: the API is the judge')
  assert.equal((await listFrom(server.url, identity, 'products')).data.length, 2)

  // A terminal writes to another collection of the sandbox; the list follows without a reload.
  await page.locator('#collection-name').fill('products')
  const terminal = await fetch(`${server.url}/api/v1/custom/widgets`, {
    method: 'POST',
    headers: { 'x-playground-identity': identity, 'content-type': 'application/json' },
    body: '{"name": "Sprocket"}',
  })
  assert.equal(terminal.status, 200)
  await page.locator('#collections-refresh').click()
  await page.locator('#collection-list .collection[data-name="widgets"]').waitFor()
  await page.locator('#collection-count').getByText('2 / 20').waitFor()
  // From then on the page's stream hears widgets: a second terminal write shows by itself.
  const second = (await (
    await fetch(`${server.url}/api/v1/custom/widgets`, {
      method: 'POST',
      headers: { 'x-playground-identity': identity, 'content-type': 'application/json' },
      body: '{"name": "Cog"}',
    })
  ).json()) as { id: string }
  await page
    .locator('#collection-list .collection[data-name="widgets"] .collection-size')
    .getByText('2 / 500')
    .waitFor()
  await page.locator('#collection-list .collection[data-name="widgets"] .collection-pick').click()
  await page.locator(`#record-list .record[data-id="${second.id}"]`).waitFor()

  // A template: its collections listed with their counts.
  await page.locator('#collection-template').selectOption('blog')
  await page.getByRole('button', { name: 'Seed template' }).click()
  await page
    .locator('#collection-status.status-ok')
    .getByText(/^Seeded blog: \d+ records in /)
    .waitFor()
  const seeded = (await (
    await fetch(`${server.url}/api/v1/custom`, { headers: { 'x-playground-identity': identity } })
  ).json()) as { collections: Array<{ name: string; count: number }> }
  for (const name of ['articles', 'authors', 'tags']) {
    const count = seeded.collections.find((c) => c.name === name)?.count
    assert.ok(count && count > 0, name)
    await page
      .locator(`#collection-list .collection[data-name="${name}"] .collection-size`)
      .getByText(`${count} / 500`)
      .waitFor()
  }
  await page.locator('#collection-count').getByText(`${seeded.collections.length} / 20`).waitFor()
  await page.locator('#collection-list .collection[data-name="products"] .collection-pick').click()
  await page.locator('#record-list[data-collection="products"]').waitFor({ state: 'attached' })
  await page.locator('#record-count').getByText('2 / 500').waitFor()
  await sectionScreenshot(page, 'collections', 'landing-collections.png')

  // Delete one record, then the whole collection; the API agrees.
  await page.getByRole('button', { name: `Delete ${firstId}` }).click()
  await page.locator(`#record-list .record[data-id="${firstId}"]`).waitFor({ state: 'detached' })
  await page.locator('#record-count').getByText('1 / 500').waitFor()
  assert.equal((await listFrom(server.url, identity, 'products')).data.length, 1)
  await page.getByRole('button', { name: 'Delete collection' }).click()
  await page
    .locator('#collection-status.status-ok')
    .getByText('Deleted the collection products (1 record).')
    .waitFor()
  await page
    .locator('#collection-list .collection[data-name="products"]')
    .waitFor({ state: 'detached' })
  assert.equal((await listFrom(server.url, identity, 'products')).data.length, 0)

  // Another person (another browser, another cookie) has none of it.
  const stranger = await (await browser.newContext()).newPage()
  stranger.setDefaultTimeout(WAIT_MS)
  await stranger.goto(`${server.url}/#collections`)
  await stranger.locator('#collection-list[data-state="empty"]').waitFor({ state: 'attached' })
  assert.notEqual(String(await stranger.locator('#identity').textContent()).trim(), identity)
  assert.equal(await stranger.locator('#collection-count').textContent(), '0 / 20')

  // The one refusal logged its status in the console, as Chromium does for any failed fetch.
  const failed = seen.problems.filter((p) => /status of 400/.test(p))
  assert.equal(failed.length, 1, seen.problems.join('\n'))
  assert.deepEqual(
    seen.problems.filter((p) => !failed.includes(p)),
    [],
  )
  assert.deepEqual(seen.foreign, [])
})
