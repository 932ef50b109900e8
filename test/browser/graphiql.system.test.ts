import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { serveBuiltCli } from '../../scripts/support/built-cli.ts'
import { tempDir } from '../helper.ts'
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

test("with a db.json, GraphiQL opens on the file's collections and runs them", async (t) => {
  const file = join(tempDir(t), 'db.json')
  writeFileSync(
    file,
    JSON.stringify({
      books: [{ id: 1, title: 'Dune', year: 1965 }],
      reviews: [{ id: 1, bookId: 1, stars: 5, text: 'Spice' }],
    }),
  )
  const server = await serveBuiltCli(t, [file, '--no-builtin', '--store', 'memory'])
  const browser = await launch(t)
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  const seen = watch(page, server.url)

  await page.goto(`${server.url}/graphiql`)
  await page.locator('.graphiql-execute-button').click()
  const result = page.locator('.result-window')
  await result.getByText('Dune').waitFor()
  const text = (await result.textContent()) ?? ''
  assert.match(text, /"reviews": \[/)
  assert.match(text, /"stars": 5/)
  assert.doesNotMatch(text, /"errors"/)
  await page.getByRole('button', { name: /show documentation explorer/i }).click()
  await page.locator('.graphiql-doc-explorer').getByText('Query').first().waitFor()
  await page.screenshot({ path: screenshotPath('graphiql-db-json.png') })
  assert.deepEqual(seen.problems, [])
  assert.deepEqual(seen.foreign, [])
})
