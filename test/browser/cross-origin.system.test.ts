import assert from 'node:assert/strict'
import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type TestContext, test } from 'node:test'
import type { Browser } from 'playwright-core'
import { serveBuiltCli } from '../../scripts/support/built-cli.ts'
import { launch, watch } from './chromium.ts'

const WAIT_MS = 10_000

/** The front end's code: what a developer's app would do against the playground. */
const mainJs = (api: string) => `
const API = ${JSON.stringify(`${api}/api/v1`)}
const $ = (id) => document.getElementById(id)
// ?sandbox=<name> names the sandbox by header instead of relying on the cookie.
const sandbox = new URLSearchParams(location.search).get('sandbox')
const named = sandbox ? { 'X-Playground-Identity': sandbox } : {}
try {
  const createdRes = await fetch(API + '/posts', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', ...named },
    body: JSON.stringify({ user_id: 1, title: 'From the dev server', body: 'Cross-origin, with the cookie' }),
  })
  const created = await createdRes.json()
  const listRes = await fetch(API + '/posts?limit=5', { credentials: 'include', headers: named })
  const list = await listRes.json()
  $('created').textContent = created.id
  $('identity-create').textContent = createdRes.headers.get('x-playground-identity')
  $('identity-list').textContent = listRes.headers.get('x-playground-identity')
  $('total').textContent = listRes.headers.get('x-total-count')
  for (const post of list.data) {
    const li = document.createElement('li')
    li.dataset.id = String(post.id)
    li.textContent = post.title + (post._sandbox ? ' (' + post._sandbox + ')' : '')
    $('posts').append(li)
  }
  document.body.dataset.state = 'done'
} catch (err) {
  $('error').textContent = String(err)
  document.body.dataset.state = 'error'
}
`

const INDEX = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>My app (dev server)</title></head>
<body data-state="loading">
  <h1>My app</h1>
  <p>Created <code id="created"></code> as <code id="identity-create"></code>; listed as <code id="identity-list"></code> (<span id="total"></span> posts)</p>
  <ul id="posts"></ul>
  <pre id="error"></pre>
  <script type="module" src="/src/main.js"></script>
</body>
</html>
`

/**
 * A stand-in for a Vite dev server: another loopback port serving an HTML page and a module.
 * In this process, so it is closed (not killed) when the test ends.
 */
async function devServer(t: TestContext, api: string): Promise<number> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (path === '/')
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(INDEX)
    if (path === '/src/main.js')
      return res
        .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
        .end(mainJs(api))
    if (path === '/favicon.ico') return res.writeHead(204).end()
    return res.writeHead(404).end()
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  t.after(() => {
    server.closeAllConnections()
    server.close()
  })
  return (server.address() as AddressInfo).port
}

/** Opens the front end at `pageUrl` in a fresh browser profile and reads what it shows. */
async function runFrontEnd(browser: Browser, pageUrl: string, api: string) {
  const context = await browser.newContext()
  context.setDefaultTimeout(WAIT_MS)
  try {
    const page = await context.newPage()
    const seen = watch(page, new URL(pageUrl).origin)
    // Every request the page makes, the API calls included (watch() judges by origin prefix).
    const requests: string[] = []
    page.on('request', (req) => requests.push(`${req.method()} ${req.url()}`))
    await page.goto(pageUrl)
    await page
      .locator('body[data-state="done"], body[data-state="error"]')
      .waitFor({ state: 'attached' })
    const text = async (id: string) => String(await page.locator(`#${id}`).textContent())
    return {
      state: await page.locator('body').getAttribute('data-state'),
      error: await text('error'),
      created: await text('created'),
      identityCreate: await text('identity-create'),
      identityList: await text('identity-list'),
      total: await text('total'),
      listed: await page
        .locator('#posts li')
        .evaluateAll((items) => items.map((li) => li.getAttribute('data-id'))),
      firstTitle: await page.locator('#posts li').first().textContent(),
      cookies: await context.cookies(api),
      problems: seen.problems,
      requests,
    }
  } finally {
    await context.close()
  }
}

test('a dev server on another port creates a post with the cookie and lists it first', async (t) => {
  const api = await serveBuiltCli(t)
  const port = await devServer(t, api.url)
  const browser = await launch(t)
  assert.match(api.url, /^http:\/\/127\.0\.0\.1:\d+$/)

  const seen = await runFrontEnd(browser, `http://127.0.0.1:${port}/`, api.url)
  assert.equal(seen.state, 'done', seen.error)
  assert.match(seen.created, /^local-/)
  // The POST set the cookie; the GET sent it back: one sandbox, and its post comes first.
  assert.equal(seen.listed[0], seen.created)
  assert.equal(seen.firstTitle, 'From the dev server (created)')
  assert.equal(seen.identityList, seen.identityCreate)
  assert.equal(seen.total, '101', 'X-Total-Count is exposed to the page')
  const cookie = seen.cookies.find((c) => c.name === 'pg_identity')
  assert.equal(cookie?.value, seen.identityCreate)
  assert.equal(cookie?.sameSite, 'Lax')
  assert.equal(cookie?.httpOnly, true)
  assert.deepEqual(seen.problems, [])
  assert.deepEqual(seen.requests.slice(2), [
    `POST ${api.url}/api/v1/posts`,
    `GET ${api.url}/api/v1/posts?limit=5`,
  ])
})

test('a dev server on localhost reaches the API as localhost: same site, so the cookie works too', async (t) => {
  const api = await serveBuiltCli(t)
  // The CLI listens on 127.0.0.1; the page addresses it by the name it was itself served under.
  const apiAsLocalhost = api.url.replace('127.0.0.1', 'localhost')
  const port = await devServer(t, apiAsLocalhost)
  const browser = await launch(t)

  const seen = await runFrontEnd(browser, `http://localhost:${port}/`, apiAsLocalhost)
  assert.equal(seen.state, 'done', seen.error)
  assert.equal(seen.listed[0], seen.created)
  assert.equal(seen.identityList, seen.identityCreate)
  assert.equal(seen.cookies.find((c) => c.name === 'pg_identity')?.value, seen.identityCreate)
  assert.deepEqual(seen.problems, [])
})

test('localhost page, 127.0.0.1 API: cross-site, so the Lax cookie is not kept; a named sandbox works', async (t) => {
  const api = await serveBuiltCli(t)
  const port = await devServer(t, api.url)
  const browser = await launch(t)

  // localhost and 127.0.0.1 are different sites: the browser drops a SameSite=Lax cookie set by
  // a cross-site fetch, so every request is a new visitor with a fresh, empty sandbox.
  const anonymous = await runFrontEnd(browser, `http://localhost:${port}/`, api.url)
  assert.equal(anonymous.state, 'done', anonymous.error)
  assert.match(anonymous.created, /^local-/)
  assert.deepEqual(anonymous.cookies, [])
  assert.notEqual(anonymous.identityList, anonymous.identityCreate)
  assert.equal(anonymous.listed[0], '1')
  assert.equal(anonymous.total, '100')

  // Naming the sandbox with the header needs no cookie: CORS lets it through (after a preflight).
  const named = await runFrontEnd(browser, `http://localhost:${port}/?sandbox=my-vite-app`, api.url)
  assert.equal(named.state, 'done', named.error)
  assert.equal(named.listed[0], named.created)
  assert.equal(named.identityList, named.identityCreate)
  assert.equal(named.total, '101')
  assert.deepEqual([...anonymous.problems, ...named.problems], [])
})
