import { codeBlock, escapeHtml as e } from './html.ts'

/** A card that has not expired whatever the year (a past expiry is declined: expired_card). */
const expYear = () => new Date().getUTCFullYear() + 5

function curl(origin: string, identity: string) {
  const api = `${origin}/api/v1`
  const card = (n: string) =>
    `{"payment_method": {"number": "${n}", "exp_month": 12, "exp_year": ${expYear()}, "cvc": "123"}}`
  return [
    `ME='X-Playground-Identity: ${identity}'`,
    `J='Content-Type: application/json'`,
    ``,
    `# Create an intent, then confirm it with a test card: "status": "succeeded"`,
    `curl -X POST "${api}/payments/intents" -H "$ME" -H "$J" -d '{"amount": 2000, "currency": "usd"}'`,
    `curl -X POST "${api}/payments/intents/<pi id>/confirm" -H "$ME" -H "$J" \\`,
    `  -d '${card('4242424242424242')}'`,
    ``,
    `# A decline: 402 card_declined with its decline_code (here insufficient_funds)`,
    `curl -X POST "${api}/payments/charge" -H "$ME" -H "$J" \\`,
    `  -d '{"amount": 2000, "currency": "usd", ${card('4000000000000127').slice(1, -1)}}'`,
    ``,
    `# 3-D Secure (card 4000000000000341): requires_action, then pass or fail the challenge`,
    `curl -X POST "${api}/payments/intents/<pi id>/confirm-3ds" -H "$ME" -H "$J" \\`,
    `  -d '{"challenge_response": "pass"}'`,
    ``,
    `# Refund all that is left (or "amount": part of it)`,
    `curl -X POST "${api}/payments/refunds" -H "$ME" -H "$J" -d '{"payment_intent": "<pi id>"}'`,
  ].join('\n')
}

/**
 * The payments example's frame; assets/landing-payments.js fills the test-card table from
 * /api/v1/payments/test-cards, pays with the form, lists the sandbox's intents and opens the
 * hosted checkout page. The forms have no action: the CSP's form-action is 'none'.
 */
export function paymentsSection(origin: string, identity: string) {
  return `<section id="payments" class="wrap section" aria-labelledby="payments-title">
      <div class="section-head">
        <h2 id="payments-title">Payments</h2>
        <p>A test-mode card processor: nothing is ever charged. Pay with a card of the table (or type one), see a decline's <code>decline_code</code>, pass or fail a 3-D Secure challenge, refund; or go through the hosted checkout page and back.</p>
      </div>
      <p id="checkout-note" class="status" role="status" aria-live="polite"></p>
      <div class="duo" data-state="loading">
        <div class="panel">
          <h3 class="panel-title">Pay</h3>
          <form id="payment-form" class="payment-form" novalidate>
            <label class="field"><span>Amount <span class="muted">(minor units: 2000 = 20.00)</span></span><input id="payment-amount" name="amount" type="text" inputmode="numeric" autocomplete="off" value="2000"></label>
            <label class="field"><span>Currency</span><input id="payment-currency" name="currency" type="text" autocomplete="off" spellcheck="false" maxlength="3" value="usd"></label>
            <label class="field field-wide"><span>Card number <span class="muted">(pick one below, or type one)</span></span><input id="payment-card" name="card" type="text" inputmode="numeric" autocomplete="off" spellcheck="false" list="payment-cards" value="4242424242424242"></label>
            <datalist id="payment-cards"></datalist>
            <div class="form-actions">
              <button type="submit" class="btn btn-primary" id="payment-pay">Pay</button>
              <button type="button" class="btn" id="payment-checkout">Checkout page</button>
            </div>
          </form>
          <p class="muted small">Pay creates an intent and confirms it (expiry 12/${e(expYear())}, CVC 123). Checkout page creates a checkout session for the amount and opens its hosted page, which comes back here.</p>
          <div id="payment-result" class="status" role="status" aria-live="polite"></div>
          <div class="table-scroll">
            <table id="test-cards" class="test-cards" data-state="loading">
              <caption class="sr-only">Test cards</caption>
              <thead><tr><th scope="col">Card</th><th scope="col">Brand</th><th scope="col">What it does</th></tr></thead>
              <tbody></tbody>
            </table>
          </div>
        </div>
        <div class="panel">
          <div class="panel-head">
            <h3 class="panel-title">Payment intents <span class="pill" id="intent-count"></span></h3>
            <button type="button" class="btn btn-small btn-ghost" id="intents-refresh">Refresh</button>
          </div>
          <ul id="intent-list" class="intent-list" data-state="loading" aria-label="Payment intents, newest first"></ul>
          <p id="intent-empty" class="empty" hidden>No payment yet: press Pay on the left.</p>
        </div>
      </div>
      ${codeBlock('ex-payments', 'Terminal', curl(origin, identity))}
    </section>`
}
