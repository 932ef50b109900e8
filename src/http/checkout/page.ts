import { TEST_CARDS } from '../../domain/payments/cards.ts'
import type { CheckoutSession } from '../../domain/payments/checkout.ts'
import { formatAmount } from '../../domain/payments/receipt.ts'
import { escapeHtml as e } from '../landing/page.ts'

/**
 * The hosted test checkout page (docs/contract/payments.md#checkout-sessions): plain HTML forms, no
 * script, so it works under a strict CSP and in any browser a test drives. It posts to its own URL,
 * which names the sandbox.
 */

export interface CheckoutPage {
  session: CheckoutSession
  css: string
  icon: string
  /** What the last try answered: a decline, a refused value. */
  error?: string
  /** The card asked for 3-D Secure: show the challenge instead of the card form. */
  challenge?: boolean
  /** The number last tried, kept in the form. */
  number?: string
}

const money = (amount: number, currency: string) =>
  `${formatAmount(amount, currency)} ${currency.toUpperCase()}`

function items(session: CheckoutSession): string {
  const rows = session.line_items
    .map(
      (i) =>
        `<tr><td>${i.quantity} × ${e(i.name)}</td><td class="amount">${e(money(i.amount_total, i.currency))}</td></tr>`,
    )
    .join('')
  return `<table class="items">${rows}</table>
<p class="total"><span>Total</span> <strong data-total>${e(money(session.amount_total, session.currency))}</strong></p>`
}

function cardForm(page: CheckoutPage): string {
  const chosen = page.number ?? '4242424242424242'
  const listed = TEST_CARDS.some((c) => c.number === chosen)
  const cards = TEST_CARDS.map(
    (c) =>
      `<label class="test-card"><input type="radio" name="card" value="${c.number}"${c.number === chosen ? ' checked' : ''}> <code>${c.number}</code> <span>${e(c.description)}</span></label>`,
  ).join('\n')
  return `<form method="post">
<fieldset><legend>Test card</legend>
${cards}
<label class="other">Or type another number (overrides the choice above)
<input type="text" name="number" inputmode="numeric" autocomplete="off" value="${listed ? '' : e(chosen)}"></label>
</fieldset>
<div class="actions"><button type="submit" data-pay>Pay ${e(money(page.session.amount_total, page.session.currency))}</button>
<a class="cancel" href="${e(page.session.cancel_url)}" data-cancel>Cancel and go back</a></div>
</form>`
}

const challengeForm = (
  page: CheckoutPage,
) => `<p>Your bank asks you to confirm this payment (3-D Secure test challenge).</p>
<form method="post">
<input type="hidden" name="challenge_response" value="pass">
<div class="actions"><button type="submit" data-3ds="pass">Complete authentication</button></div>
</form>
<form method="post">
<input type="hidden" name="challenge_response" value="fail">
<div class="actions"><button type="submit" class="secondary" data-3ds="fail">Fail authentication</button>
<a class="cancel" href="${e(page.session.cancel_url)}" data-cancel>Cancel and go back</a></div>
</form>`

function body(page: CheckoutPage): string {
  const { session } = page
  if (session.status === 'complete') {
    return `<p class="paid">This session is paid.</p><p><a href="${e(session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id))}">Continue</a></p>`
  }
  if (session.status === 'expired') {
    return `<p>This checkout session expired.</p><p><a class="cancel" href="${e(session.cancel_url)}" data-cancel>Go back</a></p>`
  }
  const error = page.error ? `<p class="error" role="alert" data-error>${e(page.error)}</p>` : ''
  return `${error}${page.challenge ? challengeForm(page) : cardForm(page)}`
}

export function renderCheckoutPage(page: CheckoutPage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Checkout · Mock Playground</title>
<link rel="stylesheet" href="${e(page.css)}">
<link rel="icon" href="${e(page.icon)}" type="image/svg+xml">
</head>
<body>
<main>
<div class="card">
<span class="badge">Test mode</span>
<h1>Pay Mock Playground</h1>
${items(page.session)}
${body(page)}
<p class="note">A test checkout: no card is charged and nothing leaves this machine. Session <code>${e(page.session.id)}</code>.</p>
</div>
</main>
</body>
</html>
`
}

/** A page for what has no session: an unknown id. */
export const notFoundPage = (css: string, icon: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Checkout not found · Mock Playground</title>
<link rel="stylesheet" href="${e(css)}"><link rel="icon" href="${e(icon)}" type="image/svg+xml"></head>
<body><main><div class="card"><h1>Checkout session not found</h1>
<p>No such checkout session in this sandbox. Its link names the sandbox in <code>_sandbox</code>: open the <code>url</code> the session answered, as it is.</p></div></main></body></html>
`
