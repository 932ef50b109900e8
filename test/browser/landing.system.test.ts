import assert from 'node:assert/strict'
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { serveBuiltCli } from '../../scripts/support/built-cli.ts'
import { tempDir } from '../helper.ts'
import { receiver, verifies } from '../http/webhooks/support.ts'
import { openLanding, screenshotPath, watch } from './chromium.ts'

/** What the sandbox panel lists, newest first. */
const activity = (page: Page) =>
  page.locator('#activity .entry').evaluateAll((items) =>
    items.map((li) => ({
      op: li.getAttribute('data-op'),
      resource: li.getAttribute('data-resource'),
      id: li.getAttribute('data-id'),
    })),
  )

/** Waits until the panel has loaded and shows `state` (`ready` with entries, or `empty`). */
const panel = (page: Page, state: 'ready' | 'empty') =>
  page.locator(`#activity[data-state="${state}"]`).waitFor({ state: 'attached' })

interface Answer {
  status: number
  body: { id?: string; totalCreatedRecords?: number; data?: Array<{ id: unknown }> }
}

/** Calls our API from the page, as the page's own cookie. */
function api(page: Page, path: string, method = 'GET', body?: unknown): Promise<Answer> {
  return page.evaluate(
    async ({ path, method, body }) => {
      const res = await fetch(`/api/v1${path}`, {
        method,
        credentials: 'include',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: res.status, body: (await res.json()) as Answer['body'] }
    },
    { path, method, body },
  )
}

test('the landing page: sandbox panel, export, reset, import, copy, on a phone too', {
  timeout: 90_000,
}, async (t) => {
  const server = await serveBuiltCli(t)
  const { context, page, seen } = await openLanding(t, {
    origin: server.url,
    viewport: { width: 1280, height: 900 },
    context: { acceptDownloads: true },
  })
  assert.match(await page.title(), /^Mock Playground/)
  // A first visit: an empty sandbox, named by the cookie the page just set.
  await panel(page, 'empty')
  assert.equal(await page.locator('#activity-empty').isVisible(), true)
  const identity = String(await page.locator('#identity').textContent()).trim()
  const cookie = (await context.cookies(server.url)).find((c) => c.name === 'pg_identity')
  assert.equal(cookie?.value, identity)
  assert.equal(await page.locator('[data-baseline="posts"]').textContent(), '100')

  // Writes through the API with the page's cookie, then a reload: the panel lists them newest first.
  const created = await api(page, '/posts', 'POST', {
    user_id: 1,
    title: 'Hello from the browser test',
    body: 'x',
  })
  assert.equal(created.status, 200)
  assert.equal((await api(page, '/users/1', 'PATCH', { name: 'Leanne G.' })).status, 200)
  assert.equal((await api(page, '/todos/3', 'DELETE')).status, 200)
  await page.reload()
  await panel(page, 'ready')
  const before = await activity(page)
  assert.deepEqual(before, [
    { op: 'deleted', resource: 'todos', id: '3' },
    { op: 'changed', resource: 'users', id: '1' },
    { op: 'created', resource: 'posts', id: created.body.id },
  ])
  await page.locator('#activity .entry').getByText('Hello from the browser test').waitFor()
  assert.equal(await page.locator('[data-count="posts.created"]').textContent(), '1')
  assert.equal(await page.locator('[data-total="deleted"]').textContent(), '1')
  assert.equal(await page.locator('#activity-count').textContent(), '3')
  // The whole page, with its panel filled.
  await page.screenshot({ path: screenshotPath('landing.png'), fullPage: true })

  // Export downloads the snapshot as a file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('#export').click(),
  ])
  assert.match(
    download.suggestedFilename(),
    new RegExp(`^mock-playground-${identity.slice(0, 8)}-\\d{4}-\\d\\d-\\d\\d\\.json$`),
  )
  const file = join(tempDir(t), download.suggestedFilename())
  await download.saveAs(file)
  const snapshot = JSON.parse(readFileSync(file, 'utf8'))
  assert.equal(snapshot.version, '1.0')
  assert.equal(snapshot.identityId, identity)
  assert.equal(snapshot.records.length, 3)
  await page.locator('#status').getByText('Exported 3 entries').waitFor()

  // Reset asks first: dismissed, nothing happens; accepted, the panel empties.
  page.once('dialog', (dialog) => void dialog.dismiss())
  await page.locator('#reset').click()
  assert.equal((await api(page, '/session')).body.totalCreatedRecords, 1)
  page.once('dialog', (dialog) => {
    assert.equal(dialog.type(), 'confirm')
    void dialog.accept()
  })
  await page.locator('#reset').click()
  await panel(page, 'empty')
  await page.locator('#status').getByText('Reset: 3 entries purged').waitFor()
  assert.equal(await page.locator('[data-total="created"]').textContent(), '0')
  assert.equal((await api(page, '/posts?limit=1')).body.data?.[0]?.id, 1)

  // Importing the downloaded file brings every entry back, ids and order included.
  await page.locator('#import-file').setInputFiles(file)
  await panel(page, 'ready')
  assert.deepEqual(await activity(page), before)
  await page.locator('#status').getByText('Imported 3 records (replace)').waitFor()
  assert.equal((await api(page, '/posts?limit=1')).body.data?.[0]?.id, created.body.id)

  // A bad snapshot is refused with the problem's detail, after a confirm (the sandbox holds entries).
  const bad = join(tempDir(t), 'bad.json')
  writeFileSync(bad, JSON.stringify({ version: '2.0', records: [] }))
  page.once('dialog', (dialog) => void dialog.accept())
  await page.locator('#import-file').setInputFiles(bad)
  await page
    .locator('#status.status-error')
    .getByText('Import failed: version: must be "1.0"')
    .waitFor()
  const notJson = join(tempDir(t), 'notes.txt')
  writeFileSync(notJson, 'not a snapshot')
  await page.locator('#import-file').setInputFiles(notJson)
  await page.locator('#status.status-error').getByText('notes.txt is not a JSON snapshot').waitFor()
  assert.deepEqual(await activity(page), before, 'nothing was half-applied')

  // Copy buttons put the text on the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
  await page.locator('button[data-copy="identity"]').click()
  await page.locator('button[data-copy="identity"]', { hasText: 'Copied' }).waitFor()
  assert.equal(await page.evaluate('navigator.clipboard.readText()'), identity)

  // The examples are tabs; "Run here" runs the fetch example and the panel shows the new post.
  assert.equal(await page.locator('#ex-graphql').isVisible(), false)
  await page.getByRole('tab', { name: 'GraphQL' }).click()
  assert.equal(await page.locator('#ex-graphql').isVisible(), true)
  assert.equal(await page.locator('#ex-curl').isVisible(), false)
  assert.match(
    String(await page.locator('#ex-graphql').textContent()),
    new RegExp(`X-Playground-Identity: ${identity}`),
  )
  await page.getByRole('tab', { name: 'fetch' }).click()
  await page.locator('#run-fetch').click()
  await page
    .locator('#status')
    .getByText(/^Created post local-/)
    .waitFor()
  await page.locator('#activity-count', { hasText: '4' }).waitFor()
  assert.equal((await activity(page))[0]?.op, 'created')

  // On a phone: same sandbox, nothing wider than the screen.
  const phone = await context.newPage()
  const seenPhone = watch(phone, server.url)
  await phone.setViewportSize({ width: 390, height: 844 })
  await phone.goto(`${server.url}/`)
  await panel(phone, 'ready')
  assert.equal(await phone.locator('#activity .entry').count(), 4)
  assert.equal(await phone.evaluate('document.documentElement.scrollWidth'), 390)
  await phone.screenshot({ path: screenshotPath('landing-mobile.png') })
  await phone.setViewportSize({ width: 375, height: 812 })
  assert.equal(await phone.evaluate('document.documentElement.scrollWidth'), 375)

  // The refused import logged its 400 in the console, as Chromium does for any failed fetch.
  const failed = seen.problems.filter((p) => /status of 400/.test(p))
  assert.equal(failed.length, 1, seen.problems.join('\n'))
  assert.deepEqual(
    seen.problems.filter((p) => !failed.includes(p)),
    [],
  )
  assert.deepEqual(seenPhone.problems, [])
  assert.deepEqual([...seen.foreign, ...seenPhone.foreign], [])
})

test('Activity updates live: a change made elsewhere shows up without Refresh (SSE)', {
  timeout: 60_000,
}, async (t) => {
  const server = await serveBuiltCli(t)
  const { page, seen } = await openLanding(t, { origin: server.url })
  await panel(page, 'empty')
  await page.locator('#activity[data-live="on"]').waitFor({ state: 'attached' })
  const identity = (await page.locator('#identity').textContent()) ?? ''
  // A terminal writes to the same sandbox: the page hears it through its event stream.
  const res = await fetch(`${server.url}/api/v1/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-playground-identity': identity },
    body: JSON.stringify({ user_id: 1, title: 'From a terminal' }),
  })
  const post = (await res.json()) as { id: string }
  await page.locator(`#activity .entry[data-id="${post.id}"]`).waitFor()
  assert.deepEqual((await activity(page))[0], { op: 'created', resource: 'posts', id: post.id })
  assert.deepEqual(seen.problems, [])
})

/** The inspector's delivery log, newest first, as its rows are marked. */
const deliveries = (page: Page) =>
  page.locator('#delivery-list .delivery').evaluateAll((items) =>
    items.map((li) => ({
      id: li.getAttribute('data-id'),
      event: li.getAttribute('data-event'),
      status: li.getAttribute('data-status'),
      result: li.getAttribute('data-result'),
    })),
  )

test('the webhooks inspector: add one through the form, see a write and a test ping delivered, refused URLs explained', {
  timeout: 90_000,
}, async (t) => {
  const hook = await receiver(t, (_, res) => {
    res.setHeader('content-type', 'application/json')
    res.end('{"received":true}')
  })
  const server = await serveBuiltCli(t)
  const { page, seen } = await openLanding(t, {
    origin: server.url,
    path: '/#webhooks',
    viewport: { width: 1280, height: 900 },
  })
  await page.locator('#webhook-list[data-state="empty"]').waitFor({ state: 'attached' })
  await page.locator('#delivery-list[data-state="empty"]').waitFor({ state: 'attached' })
  await page.locator('#activity[data-live="on"]').waitFor({ state: 'attached' })
  const identity = String(await page.locator('#identity').textContent()).trim()
  assert.equal(await page.locator('#webhook-events').inputValue(), '*')

  // The form creates a webhook in this sandbox, subscribed to every event by default.
  await page.locator('#webhook-url').fill(hook.url)
  await page.locator('#webhook-name').fill('my-app <dev>')
  await page.locator('#webhook-add').click()
  const item = page.locator('#webhook-list .webhook')
  await item.waitFor()
  await page.locator('#webhook-status.status-ok').getByText(`Added: ${hook.url}`).waitFor()
  assert.equal(await item.locator('.webhook-url').textContent(), hook.url)
  assert.equal(await item.locator('.webhook-name').textContent(), 'my-app <dev>', 'as text')
  assert.equal(await item.locator('.webhook-events code').textContent(), '*')
  const listed = await api(page, '/webhooks')
  const stored = listed.body.data?.[0] as unknown as { id: string; secret: string; url: string }
  assert.equal(stored.url, hook.url)
  assert.equal(await page.locator('#webhook-url').inputValue(), '', 'the form is cleared')

  // The secret is masked until revealed.
  const secret = item.locator('.secret-value')
  assert.doesNotMatch(String(await secret.textContent()), new RegExp(stored.secret.slice(6)))
  await item.getByRole('button', { name: /^Reveal the secret/ }).click()
  assert.equal(await secret.textContent(), stored.secret)
  await item.getByRole('button', { name: /^Hide the secret/ }).click()
  assert.notEqual(await secret.textContent(), stored.secret)

  // A write through the page's own button: the receiver gets post.created, signed, and the
  // inspector, told by the page's event stream, shows it delivered with the receiver's 200.
  await page.locator('#try').click()
  const first = await hook.nth(1)
  assert.equal(first.headers['x-playground-event'], 'post.created')
  assert.ok(verifies(stored.secret, first.headers['x-playground-signature'] as string, first.body))
  const written = page.locator('#delivery-list .delivery[data-event="post.created"]')
  await page
    .locator('#delivery-list .delivery[data-event="post.created"][data-result="success"]')
    .waitFor()
  assert.equal(await written.getAttribute('data-status'), '200')
  assert.match(String(await written.locator('.delivery-status').textContent()), /status 200/)
  assert.match(String(await written.locator('.delivery-attempt').textContent()), /attempt 1/)

  // Its detail: what was sent (headers, body) and what came back.
  await written.locator('.delivery-row').click()
  const detail = page.locator('#delivery-detail')
  await detail.waitFor()
  const headers = String(await detail.locator('.detail-headers').textContent())
  assert.match(headers, /X-Playground-Event: post\.created/)
  assert.match(headers, /X-Playground-Signature: t=\d+,v1=[0-9a-f]{64}/)
  const sent = JSON.parse(String(await detail.locator('.detail-request').textContent()))
  assert.deepEqual(sent, JSON.parse(first.body))
  assert.equal(sent.data.title, 'Hello from the landing page')
  assert.deepEqual(JSON.parse(String(await detail.locator('.detail-response').textContent())), {
    received: true,
  })

  // Send test: a test.ping, shown first once the receiver has answered.
  await item.getByRole('button', { name: 'Send test' }).click()
  assert.equal((await hook.nth(2)).headers['x-playground-event'], 'test.ping')
  await page
    .locator('#delivery-list .delivery[data-event="test.ping"][data-result="success"]')
    .waitFor()
  const [ping] = await deliveries(page)
  assert.equal(ping?.event, 'test.ping')
  assert.equal(ping?.status, '200')
  // The test's delivery is the one opened.
  await page.locator(`#delivery-detail[data-id="${ping?.id}"]`).waitFor({ state: 'attached' })

  // A change made elsewhere (a terminal on the same sandbox) shows up too, without Refresh.
  const res = await fetch(`${server.url}/api/v1/todos/3`, {
    method: 'DELETE',
    headers: { 'x-playground-identity': identity },
  })
  assert.equal(res.status, 200)
  await page
    .locator('#delivery-list .delivery[data-event="todo.deleted"][data-result="success"]')
    .waitFor()
  assert.equal((await hook.nth(3)).headers['x-playground-event'], 'todo.deleted')

  // Redeliver sends the opened delivery again, as a new one.
  await page.locator('#delivery-redeliver').click()
  assert.equal((await hook.nth(4)).headers['x-playground-event'], 'test.ping')
  await page
    .locator('#delivery-list .delivery[data-event="test.ping"][data-result="success"]')
    .nth(1)
    .waitFor()
  assert.equal((await deliveries(page)).length, 4)

  // Paused: events no longer go out (the API agrees); on again.
  await item.locator('.webhook-active').uncheck()
  await page.locator('#webhook-list .webhook.webhook-off').waitFor()
  assert.equal(
    ((await api(page, `/webhooks/${stored.id}`)).body as { isActive?: boolean }).isActive,
    false,
  )
  assert.equal((await api(page, '/todos/4', 'DELETE')).status, 200)
  await page.locator('#webhook-list .webhook .webhook-active').check()
  await page.locator('#webhook-list .webhook:not(.webhook-off)').waitFor()

  // A refused URL: the page shows the API's own detail.
  const refusedUrl = 'http://169.254.169.254/'
  const answer = await fetch(`${server.url}/api/v1/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-playground-identity': 'refusal-probe' },
    body: JSON.stringify({ url: refusedUrl, events: ['*'] }),
  })
  assert.equal(answer.status, 400)
  const { detail: refusal } = (await answer.json()) as { detail: string }
  assert.match(refusal, /link-local/)
  await page.locator('#webhook-url').fill(refusedUrl)
  await page.locator('#webhook-add').click()
  await page.locator('#webhook-status.status-error').getByText(refusal).waitFor()
  assert.equal(await page.locator('#webhook-url').inputValue(), refusedUrl, 'kept to correct it')
  assert.equal(await page.locator('#webhook-list .webhook').count(), 1)
  await page.locator('#webhooks').screenshot({ path: screenshotPath('landing-webhooks.png') })

  // A receiver that is not there: status 0 reads "no answer", the error and the retry show.
  const closed = createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  const { port } = closed.address() as AddressInfo
  await new Promise((resolve) => closed.close(resolve))
  const gone = `http://127.0.0.1:${port}/gone`
  await page.locator('#webhook-url').fill(gone)
  await page.locator('#webhook-events').fill('test.ping')
  await page.locator('#webhook-add').click()
  const absent = page.locator('#webhook-list .webhook', { hasText: gone })
  await absent.getByRole('button', { name: 'Send test' }).click()
  const failing = page.locator('#delivery-list .delivery[data-result="retrying"]')
  await failing.waitFor()
  assert.equal(await failing.getAttribute('data-status'), '0')
  assert.match(String(await failing.locator('.delivery-status').textContent()), /no answer/)
  assert.match(String(await failing.locator('.delivery-retry').textContent()), /^retry in /)
  await page.locator('#delivery-detail .detail-error').waitFor()
  assert.match(String(await detail.locator('.detail-error').textContent()), /ECONNREFUSED/)

  // Delete asks first, then the webhook is gone.
  page.once('dialog', (dialog) => void dialog.accept())
  await absent.getByRole('button', { name: 'Delete' }).click()
  await absent.waitFor({ state: 'detached' })
  page.once('dialog', (dialog) => void dialog.accept())
  await item.getByRole('button', { name: 'Delete' }).click()
  await page.locator('#webhook-list[data-state="empty"]').waitFor({ state: 'attached' })
  assert.deepEqual((await api(page, '/webhooks')).body.data, [])

  // The refused create logged its 400 in the console, as Chromium does for any failed fetch.
  const failed = seen.problems.filter((p) => /status of 400/.test(p))
  assert.equal(failed.length, 1, seen.problems.join('\n'))
  assert.deepEqual(
    seen.problems.filter((p) => !failed.includes(p)),
    [],
  )
  assert.deepEqual(seen.foreign, [])
  assert.equal(hook.received.length, 4, 'nothing sent while paused or after the delete')
})
