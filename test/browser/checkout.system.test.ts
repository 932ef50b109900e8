import assert from 'node:assert/strict'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test } from 'node:test'
import { serveBuiltCli } from '../../scripts/support/built-cli.ts'
import { launch, screenshotPath, watch } from './chromium.ts'

const WAIT_MS = 10_000

/** A stand-in for the shop: any page it serves names its path, so the redirects can be read. */
async function shop(t: { after(fn: () => unknown): void }) {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(
      `<!doctype html><title>shop</title><h1 id="where">${req.url?.replace(/[<&]/g, '')}</h1>`,
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.after(() => new Promise((resolve) => server.close(resolve)))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

test('the hosted checkout page pays in Chromium: a decline, 3-D Secure, then success and cancel redirect', {
  timeout: 90_000,
}, async (t) => {
  const server = await serveBuiltCli(t)
  const shopUrl = await shop(t)
  const sandbox = 'checkout-browser'
  const api = async (path: string, body: unknown) => {
    const res = await fetch(`${server.url}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-playground-identity': sandbox },
      body: JSON.stringify(body),
    })
    return (await res.json()) as { id: string; url: string; status: string; payment_intent: string }
  }
  const newSession = () =>
    api('/checkout/sessions', {
      line_items: [{ name: 'Poster', amount: 1500, currency: 'usd', quantity: 2 }],
      mode: 'payment',
      customer_email: 'ada@example.com',
      success_url: `${shopUrl}/thanks?session={CHECKOUT_SESSION_ID}`,
      cancel_url: `${shopUrl}/cart`,
    })

  const browser = await launch(t)
  // A fresh context: no cookie of the sandbox, which the page's URL names by itself.
  const context = await browser.newContext({ viewport: { width: 900, height: 1000 } })
  context.setDefaultTimeout(WAIT_MS)
  const page = await context.newPage()
  const seen = watch(page, server.url)

  const session = await newSession()
  await page.goto(session.url)
  assert.match((await page.locator('[data-total]').textContent()) ?? '', /30\.00 USD/)
  assert.equal(await page.locator('input[name="card"]').count(), 14)

  await page.locator('input[name="card"][value="4000000000000002"]').check()
  await page.locator('[data-pay]').click()
  await page.locator('[data-error]').waitFor()
  assert.match(
    (await page.locator('[data-error]').textContent()) ?? '',
    /declined.*generic_decline/,
  )

  await page.locator('input[name="card"][value="4000000000000341"]').check()
  await page.locator('[data-pay]').click()
  await page.locator('[data-3ds="fail"]').click()
  assert.match((await page.locator('[data-error]').textContent()) ?? '', /3ds_failed/)
  await page.screenshot({ path: screenshotPath('checkout-declined.png'), fullPage: true })

  await page.locator('input[name="card"][value="4242424242424242"]').check()
  await Promise.all([
    page.waitForURL(`${shopUrl}/thanks?session=${session.id}`),
    page.locator('[data-pay]').click(),
  ])
  assert.equal(await page.locator('#where').textContent(), `/thanks?session=${session.id}`)
  const paid = await fetch(`${server.url}/api/v1/checkout/sessions/${session.id}`, {
    headers: { 'x-playground-identity': sandbox },
  })
  const body = (await paid.json()) as { status: string; payment_status: string }
  assert.deepEqual([body.status, body.payment_status], ['complete', 'paid'])

  const other = await newSession()
  await page.goto(other.url)
  await Promise.all([page.waitForURL(`${shopUrl}/cart`), page.locator('[data-cancel]').click()])

  // No CSP refusal, no script error (a decline's page answers 402, which Chromium logs); only
  // our page and the shop were reached.
  assert.deepEqual(
    seen.problems.filter((p) => !p.includes('status of 402')),
    [],
  )
  assert.deepEqual(
    seen.foreign.filter((u) => !u.startsWith(shopUrl)),
    [],
  )
})
