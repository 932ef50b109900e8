import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { serveBuiltCli } from '../../scripts/support/built-cli.ts'
import { openLanding, screenshotPath } from './chromium.ts'

/** The intents the section lists, newest first. */
const intents = (page: Page) =>
  page.locator('#intent-list .intent').evaluateAll((items) =>
    items.map((li) => ({
      id: li.getAttribute('data-id'),
      status: li.getAttribute('data-status'),
    })),
  )

/** What the last step answered, as the result panel marks it. */
const result = (page: Page, marks: string) => page.locator(`#payment-result${marks}`)

test('the payments example: test cards, success, a decline, 3-D Secure, refund, the hosted checkout page and back', {
  timeout: 120_000,
}, async (t) => {
  const server = await serveBuiltCli(t)
  const { page, seen } = await openLanding(t, {
    origin: server.url,
    path: '/#payments',
    viewport: { width: 1280, height: 1000 },
  })
  await page.locator('#test-cards[data-state="ready"]').waitFor({ state: 'attached' })
  await page.locator('#intent-list[data-state="empty"]').waitFor({ state: 'attached' })
  const identity = String(await page.locator('#identity').textContent()).trim()
  const get = async (path: string) => {
    const res = await fetch(`${server.url}/api/v1${path}`, {
      headers: { 'x-playground-identity': identity },
    })
    return (await res.json()) as Record<string, unknown> & { data: unknown[] }
  }

  // The table is the API's: every test card, each a button that fills the form.
  const cards = (await get('/payments/test-cards')).data as Array<{ number: string }>
  assert.equal(await page.locator('#test-cards tbody tr').count(), cards.length)
  assert.equal(await page.locator('#payment-cards option').count(), cards.length)

  // 4242…: created and confirmed, succeeded.
  assert.equal(await page.locator('#payment-card').inputValue(), '4242424242424242')
  await page.locator('#payment-pay').click()
  await result(page, '.status-ok[data-status="succeeded"]').waitFor()
  assert.match(
    String(await result(page, '').textContent()),
    /^Succeeded: 20\.00 USD paid with visa •••• 4242 \(pi_test_/,
  )
  const paid = String(await result(page, '').getAttribute('data-intent'))
  await page.locator(`#intent-list .intent[data-id="${paid}"][data-status="succeeded"]`).waitFor()

  // A declined card, picked from the table: its code and decline_code shown, the intent kept.
  await page.getByRole('button', { name: /^Use card 4000000000000127/ }).click()
  assert.equal(await page.locator('#payment-card').inputValue(), '4000000000000127')
  await page.locator('#payment-amount').fill('1500')
  await page.locator('#payment-pay').click()
  const declined = result(page, '.status-error[data-decline-code="insufficient_funds"]')
  await declined.waitFor()
  assert.equal(await declined.getAttribute('data-code'), 'card_declined')
  assert.match(
    String(await declined.textContent()),
    /^Declined: card_declined \(insufficient_funds\)\. /,
  )
  const refused = String(await declined.getAttribute('data-intent'))
  const row = page.locator(`#intent-list .intent[data-id="${refused}"]`)
  await row.waitFor()
  assert.equal(await row.getAttribute('data-status'), 'requires_payment_method')
  assert.equal(await row.locator('.intent-decline').textContent(), 'insufficient_funds')

  // 3-D Secure: the challenge's buttons; passed, it succeeds.
  await page.locator('#payment-card').fill('4000 0000 0000 0341')
  await page.locator('#payment-currency').fill('eur')
  await page.locator('#payment-amount').fill('5000')
  await page.locator('#payment-pay').click()
  await result(page, '[data-status="requires_action"]').waitFor()
  const challenged = String(await result(page, '').getAttribute('data-intent'))
  await page
    .locator(`#intent-list .intent[data-id="${challenged}"][data-status="requires_action"]`)
    .waitFor()
  await page.locator('#payment-result [data-challenge="pass"]').click()
  await result(page, `.status-ok[data-status="succeeded"][data-intent="${challenged}"]`).waitFor()
  assert.match(String(await result(page, '').textContent()), /^Succeeded: 50\.00 EUR/)
  // Failed from the list instead: 402 with decline_code 3ds_failed.
  await page.locator('#payment-pay').click()
  await result(page, '[data-status="requires_action"]').waitFor()
  const failing = String(await result(page, '').getAttribute('data-intent'))
  await page
    .locator(`#intent-list .intent[data-id="${failing}"]`)
    .getByRole('button', { name: 'Fail 3DS' })
    .click()
  await result(page, `[data-decline-code="3ds_failed"][data-intent="${failing}"]`).waitFor()

  // Refund the first payment, all of it.
  await page.getByRole('button', { name: `Refund ${paid}` }).click()
  await page.locator(`#intent-list .intent[data-id="${paid}"][data-status="refunded"]`).waitFor()
  assert.match(String(await result(page, '').textContent()), /^Refunded 20\.00 USD of pi_test_/)
  assert.equal((await get(`/payments/intents/${paid}`)).status, 'refunded')
  assert.deepEqual(
    (await intents(page)).map((i) => i.status),
    ['requires_payment_method', 'succeeded', 'requires_payment_method', 'refunded'],
  )
  await page.locator('#payments').screenshot({ path: screenshotPath('landing-payments.png') })

  // The hosted checkout page, for the form's amount, and back with a note.
  await page.locator('#payment-amount').fill('3000')
  await page.locator('#payment-currency').fill('usd')
  await Promise.all([
    page.waitForURL(/\/checkout\/cs_test_\w+\?_sandbox=/),
    page.locator('#payment-checkout').click(),
  ])
  assert.match(String(await page.locator('[data-total]').textContent()), /30\.00 USD/)
  await page.locator('input[name="card"][value="4242424242424242"]').check()
  await Promise.all([
    page.waitForURL(/\/\?checkout=success&session=cs_test_\w+#payments$/),
    page.locator('[data-pay]').click(),
  ])
  const note = page.locator('#checkout-note.status-ok[data-checkout="success"]')
  await note.waitFor()
  const session = String(await note.getAttribute('data-session'))
  assert.equal(
    await note.textContent(),
    `Back from the checkout page: session ${session} is complete, paid (30.00 USD).`,
  )
  assert.equal(new URL(page.url()).search, '', 'a reload does not say it again')
  assert.equal(new URL(page.url()).hash, '#payments')
  const completed = await get(`/checkout/sessions/${session}`)
  assert.deepEqual([completed.status, completed.payment_status], ['complete', 'paid'])
  await page
    .locator(`#intent-list .intent[data-id="${completed.payment_intent}"][data-status="succeeded"]`)
    .waitFor()

  // Cancel on the hosted page comes back too, and says nothing was charged.
  await Promise.all([
    page.waitForURL(/\/checkout\/cs_test_/),
    page.locator('#payment-checkout').click(),
  ])
  await Promise.all([
    page.waitForURL(/\/\?checkout=cancel#payments$/),
    page.locator('[data-cancel]').click(),
  ])
  await page
    .locator('#checkout-note.status-warn[data-checkout="cancel"]')
    .getByText('canceled, nothing was charged')
    .waitFor()

  // The decline and the failed challenge logged their 402 in the console, as Chromium does.
  const failed = seen.problems.filter((p) => /status of 402/.test(p))
  assert.equal(failed.length, 2, seen.problems.join('\n'))
  assert.deepEqual(
    seen.problems.filter((p) => !failed.includes(p)),
    [],
  )
  assert.deepEqual(seen.foreign, [])
})
