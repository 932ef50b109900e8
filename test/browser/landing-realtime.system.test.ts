import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { serveBuiltCli } from '../../scripts/support/built-cli.ts'
import { openLanding, sectionScreenshot } from './chromium.ts'

/** A write as a terminal would make it, in the sandbox `identity`. */
async function write(base: string, identity: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { 'x-playground-identity': identity, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  assert.ok(res.ok, `${method} ${path}: ${res.status}`)
  return (await res.json()) as { id: string }
}

/** The feed as a person reads it, newest first: type and resource/id of each entry. */
const feed = (page: Page) =>
  page
    .locator('#feed .feed-entry')
    .evaluateAll((items) =>
      items.map(
        (li) =>
          `${li.querySelector('.feed-type')?.textContent} ${li.querySelector('.feed-target')?.textContent}`,
      ),
    )

test('the realtime example: the sandbox events arrive live, newest first, from the page and from outside; pause, resume, clear', {
  timeout: 120_000,
}, async (t) => {
  const server = await serveBuiltCli(t)
  const streams: string[] = []
  const { page, seen } = await openLanding(t, {
    origin: server.url,
    path: '/#realtime',
    viewport: { width: 1280, height: 900 },
    before: (page) =>
      page.on('request', (req) => {
        if (new URL(req.url()).pathname.startsWith('/api/v1/stream')) streams.push(req.url())
      }),
  })
  await page.locator('#feed-state[data-live="on"]').getByText('Live').waitFor()
  const identity = String(await page.locator('#identity').textContent()).trim()
  assert.ok(await page.locator('#feed-empty').isVisible())
  assert.equal(await page.locator('#feed .feed-entry').count(), 0)

  // The page's button makes a change; its event arrives, and the API has the todo for this
  // identity only.
  await page.getByRole('button', { name: 'Create a sample todo' }).click()
  const sample = page.locator('#feed .feed-entry[data-type="todo.created"]')
  await sample.waitFor()
  const todoId = String(await sample.getAttribute('data-record'))
  await page.locator('#feed-status.status-ok').getByText(`Created todo ${todoId}`).waitFor()
  assert.equal(await sample.locator('.feed-target').textContent(), `todos/${todoId}`)
  assert.equal(await sample.locator('.feed-label').textContent(), 'Watch the realtime feed')
  assert.match(String(await sample.locator('time').getAttribute('datetime')), /^\d{4}-\d\d-\d\dT/)
  const own = await fetch(`${server.url}/api/v1/todos/${todoId}`, {
    headers: { 'x-playground-identity': identity },
  })
  assert.equal(own.status, 200)
  assert.equal(((await own.json()) as { title: string }).title, 'Watch the realtime feed')
  const stranger = await fetch(`${server.url}/api/v1/todos/${todoId}`, {
    headers: { 'x-playground-identity': 'someone-else' },
  })
  assert.equal(stranger.status, 404)

  // Written from outside the page with its identity: the event shows without a reload, first.
  // Another sandbox's write, made before, never shows.
  const foreign = await write(server.url, 'someone-else', 'POST', '/posts', {
    user_id: 1,
    title: 'Not yours',
    body: 'x',
  })
  const post = await write(server.url, identity, 'POST', '/posts', {
    user_id: 1,
    title: 'From a terminal',
    body: 'Hello',
  })
  await page
    .locator(`#feed .feed-entry[data-type="post.created"][data-record="${post.id}"]`)
    .waitFor()
  await write(server.url, identity, 'PATCH', `/posts/${post.id}`, { title: 'Edited in a terminal' })
  await page
    .locator(`#feed .feed-entry[data-type="post.updated"][data-record="${post.id}"]`)
    .waitFor()
  assert.deepEqual(await feed(page), [
    `post.updated posts/${post.id}`,
    `post.created posts/${post.id}`,
    `todo.created todos/${todoId}`,
  ])
  assert.equal(await page.locator(`#feed [data-record="${foreign.id}"]`).count(), 0)
  await page.locator('#feed-count').getByText('3').waitFor()

  // A custom collection made in the Custom collections section joins the same stream.
  await page.locator('#collection-name').fill('gadgets')
  await page.locator('#collection-record').fill('{"name": "Gizmo"}')
  await page.getByRole('button', { name: 'Create record' }).click()
  const gadget = page.locator('#feed .feed-entry[data-type="custom.gadgets.created"]')
  await gadget.waitFor()
  assert.match(
    String(await gadget.locator('.feed-target').textContent()),
    /^custom\/gadgets\/local-/,
  )
  await sectionScreenshot(page, 'realtime', 'landing-realtime.png')

  // Paused, the feed holds what comes and counts it; Resume shows it on top.
  await page.getByRole('button', { name: 'Pause' }).click()
  assert.equal(await page.locator('#feed-pause').getAttribute('aria-pressed'), 'true')
  await write(server.url, identity, 'DELETE', `/todos/${todoId}`)
  await page.getByRole('button', { name: 'Resume (1 new)' }).waitFor()
  assert.equal(await page.locator('#feed .feed-entry[data-type="todo.deleted"]').count(), 0)
  await page.getByRole('button', { name: 'Resume (1 new)' }).click()
  await page
    .locator('#feed .feed-entry')
    .first()
    .and(page.locator('[data-type="todo.deleted"]'))
    .waitFor()
  assert.equal(await page.locator('#feed-pause').textContent(), 'Pause')
  assert.equal((await feed(page)).length, 5)

  // Clear empties the feed; the next event starts it again.
  await page.getByRole('button', { name: 'Clear feed' }).click()
  await page.locator('#feed[data-state="empty"]').waitFor({ state: 'attached' })
  assert.ok(await page.locator('#feed-empty').isVisible())
  await write(server.url, identity, 'POST', '/comments', {
    post_id: 1,
    name: 'Live',
    email: 'live@example.com',
    body: 'Heard',
  })
  await page.locator('#feed .feed-entry[data-type="comment.created"]').waitFor()
  assert.equal((await feed(page)).length, 1)

  // All of it over the page's one event stream, shared with the Activity panel.
  assert.equal(streams.length, 1, streams.join('\n'))
  assert.deepEqual(seen.problems, [])
  assert.deepEqual(seen.foreign, [])
})
