import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { serveBuiltCli } from '../../scripts/support/built-cli.ts'
import { openLanding, screenshotPath } from './chromium.ts'

/** The facts the "Signed in as" panel shows, term → value. */
const facts = (page: Page) =>
  page.locator('#auth-facts').evaluate((dl) => {
    const out: Record<string, string> = {}
    for (const dt of dl.querySelectorAll('dt'))
      out[String(dt.textContent)] = String(dt.nextElementSibling?.textContent)
    return out
  })

/** How many answers the result panel has shown so far. */
const calls = async (page: Page) =>
  Number(await page.locator('#auth-result').getAttribute('data-call'))

const payload = async (page: Page) =>
  JSON.parse(String(await page.locator('#auth-payload').textContent())) as Record<string, unknown>

test('the auth example: a persona logs in, its claims decoded; a short-lived token expires into the API 401, and refresh brings a new pair', {
  timeout: 120_000,
}, async (t) => {
  const server = await serveBuiltCli(t)
  const urls: string[] = []
  const { page, seen } = await openLanding(t, {
    origin: server.url,
    path: '/#auth',
    viewport: { width: 1280, height: 1000 },
    before: (page) => page.on('request', (req) => urls.push(req.url())),
  })
  await page.locator('#auth .duo[data-state="ready"]').waitFor({ state: 'attached' })
  assert.equal(
    await page.locator('#auth-ttl').inputValue(),
    '10s',
    'the short lifetime the UI offers',
  )
  assert.ok(await page.locator('#auth-me').isDisabled(), 'nothing to call /auth/me with yet')

  // The editor persona, chosen by default: who it is, its role and scopes, /auth/me's 200.
  await page.locator('#auth-login').click()
  await page.locator('#auth[data-user="editor"]').waitFor({ state: 'attached' })
  await page.locator('#auth-result[data-status="200"]').getByText('GET /auth/me → 200').waitFor()
  const { 'Refresh token': until, ...who } = await facts(page)
  assert.deepEqual(who, {
    Name: 'Editor',
    Username: 'editor',
    'E-mail': 'editor@playground.test',
    Role: 'editor',
    Scopes: '*:read, *:write',
    May: 'users, posts, comments, todos, albums, photos, custom: read create update · session: read',
  })
  assert.match(String(until), /^until /, 'the refresh token lives on')
  assert.equal(await page.locator('#auth-role').textContent(), 'editor')
  const header = JSON.parse(String(await page.locator('#auth-header').textContent()))
  assert.deepEqual(header, { alg: 'HS256', typ: 'JWT' })
  const first = await payload(page)
  assert.equal(first.typ, 'access')
  assert.equal(first.role, 'editor')
  assert.equal(Number(first.exp) - Number(first.iat), 900, 'the default lifetime')
  const left = /^The access token expires in (\d+) s \(at /.exec(
    String(await page.locator('#auth-expiry[data-state="live"]').textContent()),
  )
  assert.ok(left && Number(left[1]) <= 900, String(left))

  // The viewer with a short-lived token (the test asks 1 s, the shortest positive lifetime).
  await page.locator('#auth-persona').selectOption('viewer')
  await page.locator('#auth-short').check()
  await page.locator('#auth-ttl').fill('1s')
  await page.locator('#auth-login').click()
  // Done once the page has asked /auth/me itself (200, or 401 if the second already ran out).
  await page
    .locator('#auth[data-user="viewer"][data-role="viewer"][data-busy="false"]')
    .waitFor({ state: 'attached' })
  const short = await payload(page)
  assert.equal(Number(short.exp) - Number(short.iat), 1)
  assert.deepEqual(short.scopes, ['*:read'])
  assert.equal((await facts(page)).Name, 'Viewer')
  // The countdown runs out, then /auth/me shows the API's own refusal.
  await page.locator('#auth-expiry[data-state="expired"]').waitFor()
  const before = await calls(page)
  await page.locator('#auth-me').click()
  const expired = page.locator(
    `#auth-result[data-call="${before + 1}"][data-status="401"][data-code="TOKEN_EXPIRED"]`,
  )
  await expired.waitFor()
  assert.equal(
    await expired.locator('.result-text').textContent(),
    'GET /auth/me → 401 TOKEN_EXPIRED: The token has expired',
  )
  const problem = JSON.parse(String(await expired.locator('pre').textContent()))
  assert.equal(problem.status, 401)
  assert.equal(problem.code, 'TOKEN_EXPIRED')
  await page.locator('#auth').screenshot({ path: screenshotPath('landing-auth.png') })

  // Refresh, at the default lifetime again: a new pair, and /auth/me answers 200.
  await page.locator('#auth-short').uncheck()
  await page.locator('#auth-refresh').click()
  await page.locator(`#auth-result[data-call="${before + 2}"][data-status="200"]`).waitFor()
  await page.locator('#auth-expiry[data-state="live"]').waitFor()
  await page.locator('#auth[data-busy="false"]').waitFor({ state: 'attached' })
  const renewed = await payload(page)
  assert.notEqual(renewed.jti, short.jti)
  assert.equal(renewed.fid, short.fid, 'the same family, rotated')
  assert.equal(Number(renewed.exp) - Number(renewed.iat), 900)
  assert.equal((await facts(page)).Role, 'viewer')
  await page.locator('#auth-me').click()
  await page.locator(`#auth-result[data-call="${before + 3}"][data-status="200"]`).waitFor()

  // Log out: the tokens are forgotten, and the buttons that need one are off.
  await page.locator('#auth-logout').click()
  await page.locator('#auth-none').waitFor()
  assert.ok(await page.locator('#auth-refresh').isDisabled())

  // Neither password nor token ever went into a URL.
  for (const url of urls) assert.doesNotMatch(url, /Password|eyJ|token=/i, url)
  // The expired calls logged their 401 in the console, as Chromium does (the calls right after
  // the 1 s login may already be refused too); nothing else went wrong.
  const refused = seen.problems.filter((p) => /status of 401/.test(p))
  assert.ok(refused.length >= 1, seen.problems.join('\n'))
  assert.deepEqual(
    seen.problems.filter((p) => !refused.includes(p)),
    [],
  )
  assert.deepEqual(seen.foreign, [])
})
