import assert from 'node:assert/strict'
import { test } from 'node:test'
import { serveBuiltCli } from '../../scripts/support/built-cli.ts'
import { launch, screenshotPath, watch } from './chromium.ts'

test('GraphiQL loads from our own origin, runs the example query and shows the result', async (t) => {
  const server = await serveBuiltCli(t)
  const browser = await launch(t)
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  const seen = watch(page, server.url)

  await page.goto(`${server.url}/graphiql`)
  await page.locator('.graphiql-execute-button').click()
  const result = page.locator('.result-window')
  await result.getByText('Leanne Graham').waitFor()
  const text = (await result.textContent()) ?? ''
  assert.match(text, /"avatar": "http:\/\/127\.0\.0\.1:\d+\/api\/v1\/avatars\/Bret\.svg"/)
  assert.match(text, /"comments"/)

  // The schema explorer lists the types.
  await page.getByRole('button', { name: /show documentation explorer/i }).click()
  await page.locator('.graphiql-doc-explorer').getByText('Query').first().waitFor()
  await page.screenshot({ path: screenshotPath('graphiql.png') })

  assert.deepEqual(seen.problems, [])
  assert.deepEqual(seen.foreign, [])
})

test('a browser opening /graphql gets the editor, not a GraphQL error', async (t) => {
  const server = await serveBuiltCli(t)
  const browser = await launch(t)
  const page = await browser.newPage()
  await page.goto(`${server.url}/graphql`)
  assert.equal(await page.title(), 'Mock Playground · GraphiQL')
  await page.locator('.graphiql-execute-button').waitFor()
})
