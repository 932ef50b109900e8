import assert from 'node:assert/strict'
import { test } from 'node:test'
import { serveBuiltCli } from '../../scripts/support/built-cli.ts'
import { launch, screenshotPath, watch } from './chromium.ts'

test('the API reference at /docs renders every tag from our own origin, without console errors', async (t) => {
  const server = await serveBuiltCli(t)
  const browser = await launch(t)
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const seen = watch(page, server.url)
  await page.goto(`${server.url}/docs`)
  await page.locator('.swagger-ui .opblock-tag').first().waitFor()
  const tags = await page.locator('.swagger-ui .opblock-tag').allTextContents()
  for (const tag of ['users', 'posts', 'auth', 'session', 'custom']) {
    assert.ok(
      tags.some((t) => t.toLowerCase().startsWith(tag)),
      `no ${tag} section in ${tags.join(', ')}`,
    )
  }
  await page.screenshot({ path: screenshotPath('docs.png') })
  // An operation opens and shows its parameters.
  await page.locator('.opblock-summary-path', { hasText: '/api/v1/posts' }).first().click()
  await page.locator('.parameters-container').first().waitFor()
  // `_sort` offers every sortable field, up and down, in a menu beside its text box.
  const sortRow = page.locator('tr[data-param-name="_sort"]').first()
  const options = await sortRow.locator('select option').allTextContents()
  for (const field of ['id', '-id', 'title', '-title', 'user_id', 'body'])
    assert.ok(options.includes(field), `no ${field} in the _sort menu: ${options.join(', ')}`)
  assert.deepEqual(seen.problems, [])
  assert.deepEqual(seen.foreign, [])
})
