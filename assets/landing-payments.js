/**
 * The landing page's payments example, served as /assets/landing-payments.js after landing.js,
 * whose helpers it uses (window.landing). It fills the test-card table from
 * /api/v1/payments/test-cards, pays with the form (create an intent, confirm it), answers a
 * 3-D Secure challenge, refunds, lists the sandbox's intents, and sends the browser through the
 * hosted checkout page and back. Everything from the API goes into the page as text.
 */
// biome-ignore lint/suspicious/noRedundantUseStrict: the page loads this as a classic script, not a module
'use strict'
;(() => {
  const kit = window.landing
  const root = document.getElementById('payments')
  if (!kit || !root) return
  const { api, el, busy, ago } = kit
  const $ = (id) => document.getElementById(id)
  const form = /** @type {HTMLFormElement} */ ($('payment-form'))
  const amountInput = /** @type {HTMLInputElement} */ ($('payment-amount'))
  const currencyInput = /** @type {HTMLInputElement} */ ($('payment-currency'))
  const cardInput = /** @type {HTMLInputElement} */ ($('payment-card'))
  const result = $('payment-result')
  const cardTable = /** @type {HTMLTableElement} */ ($('test-cards'))
  const list = $('intent-list')
  const note = $('checkout-note')
  // A card that has not expired, whatever the year: an expired one is declined (expired_card).
  const CARD = { exp_month: 12, exp_year: new Date().getFullYear() + 5, cvc: '123' }
  const json = (body) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const path = (id) => encodeURIComponent(id)

  /** Minor units as the currency writes them: 1234 usd → 12.34 USD, 500 jpy → 500 JPY. */
  function money(amount, currency) {
    let digits = 2
    try {
      digits =
        new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
          .maximumFractionDigits ?? 2
    } catch {
      // Not a currency this browser knows: two digits, as most.
    }
    return `${(Number(amount) / 10 ** digits).toFixed(digits)} ${String(currency).toUpperCase()}`
  }

  const cardText = (intent) => {
    const card = intent?.payment_method?.card || intent?.payment_method
    return card?.last4 ? `${card.brand || 'card'} •••• ${card.last4}` : ''
  }

  function button(text, className, onClick) {
    const b = /** @type {HTMLButtonElement} */ (el('button', className, text))
    b.type = 'button'
    b.addEventListener('click', () => void onClick(b))
    return b
  }

  /** The answer of the last step, in the panel under the form; `nodes` are its buttons. */
  function show(kind, text, data, nodes) {
    result.replaceChildren(el('span', 'result-text', text))
    if (nodes?.length) {
      const actions = el('span', 'result-actions')
      actions.append(...nodes)
      result.append(actions)
    }
    result.className = `status status-${kind}`
    for (const key of Object.keys(result.dataset)) delete result.dataset[key]
    Object.assign(result.dataset, data)
  }

  function showIntent(intent) {
    const data = { status: intent.status, intent: intent.id }
    const paid = money(intent.amount, intent.currency)
    const card = cardText(intent)
    if (intent.status === 'requires_action') {
      const pass = button('Pass the challenge', 'btn btn-small btn-primary', (b) =>
        challenge(intent.id, 'pass', b),
      )
      const fail = button('Fail it', 'btn btn-small btn-danger', (b) =>
        challenge(intent.id, 'fail', b),
      )
      pass.dataset.challenge = 'pass'
      fail.dataset.challenge = 'fail'
      show(
        'warn',
        `3-D Secure: the bank asks ${card || 'the card'} for a challenge (${intent.id}).`,
        data,
        [pass, fail],
      )
    } else if (intent.status === 'succeeded') {
      show('ok', `Succeeded: ${paid} paid${card ? ` with ${card}` : ''} (${intent.id}).`, data)
    } else {
      show('ok', `${intent.status}: ${paid} (${intent.id}).`, data)
    }
  }

  /** A failed step: a decline names its code and decline_code; anything else, the problem. */
  function showFailure(what, err) {
    const body = err.body || {}
    if (body.payment_intent) {
      const reason = body.decline_code ? `${body.code} (${body.decline_code})` : body.code
      show('error', `Declined: ${reason}. ${body.detail || ''}`.trim(), {
        status: body.payment_intent.status,
        intent: body.payment_intent.id,
        code: String(body.code || ''),
        declineCode: String(body.decline_code || ''),
      })
    } else {
      show('error', `${what}: ${err.message}`, { code: String(body.code || '') })
    }
  }

  /** Digits as a number; anything else as typed, for the API to name what it allows. */
  function amountOf() {
    const raw = amountInput.value.trim()
    return /^-?\d{1,15}$/.test(raw) ? Number(raw) : raw
  }

  async function pay(event) {
    event.preventDefault()
    const submit = /** @type {HTMLButtonElement} */ ($('payment-pay'))
    busy(submit, true)
    try {
      let intent
      try {
        intent = await api(
          '/payments/intents',
          json({ amount: amountOf(), currency: currencyInput.value.trim() }),
        )
      } catch (err) {
        showFailure('Could not create the payment', err)
        return
      }
      try {
        const number = cardInput.value.replace(/[\s-]/g, '')
        showIntent(
          await api(
            `/payments/intents/${path(intent.id)}/confirm`,
            json({ payment_method: Object.assign({ type: 'card', number }, CARD) }),
          ),
        )
      } catch (err) {
        showFailure('Could not confirm the payment', err)
      }
    } finally {
      busy(submit, false)
      await loadIntents()
    }
  }

  async function challenge(id, response, b) {
    busy(b, true)
    try {
      showIntent(
        await api(
          `/payments/intents/${path(id)}/confirm-3ds`,
          json({ challenge_response: response }),
        ),
      )
    } catch (err) {
      showFailure('Could not answer the challenge', err)
    }
    await loadIntents()
  }

  async function refund(intent, b) {
    busy(b, true)
    try {
      const done = await api('/payments/refunds', json({ payment_intent: intent.id }))
      show('ok', `Refunded ${money(done.amount, done.currency)} of ${intent.id} (${done.id}).`, {
        status: 'refunded',
        intent: intent.id,
      })
    } catch (err) {
      showFailure('Could not refund', err)
      busy(b, false)
    }
    await loadIntents()
  }

  /**
   * A checkout session for the form's amount, back here when done: its hosted page redirects to
   * success_url (the session id filled in) or cancel_url. The page's own query (a _sandbox, a
   * share token) is kept, so the page comes back on the same sandbox.
   */
  async function checkout(b) {
    const params = new URLSearchParams(location.search)
    params.delete('checkout')
    params.delete('session')
    const base = `${location.origin}${location.pathname}?${params.toString() ? `${params}&` : ''}`
    busy(b, true)
    try {
      const session = await api(
        '/checkout/sessions',
        json({
          line_items: [
            {
              name: 'Landing page test order',
              amount: amountOf(),
              currency: currencyInput.value.trim(),
              quantity: 1,
            },
          ],
          mode: 'payment',
          success_url: `${base}checkout=success&session={CHECKOUT_SESSION_ID}#payments`,
          cancel_url: `${base}checkout=cancel#payments`,
        }),
      )
      location.assign(session.url)
    } catch (err) {
      showFailure('Could not create the checkout session', err)
      busy(b, false)
    }
  }

  // Intents

  function renderIntent(intent) {
    const li = el('li', 'intent')
    li.dataset.id = intent.id
    li.dataset.status = intent.status
    li.append(el('span', `state state-${intent.status}`, intent.status.replaceAll('_', ' ')))
    const body = el('span', 'intent-body')
    body.append(el('span', 'intent-amount', money(intent.amount, intent.currency)))
    const meta = el('span', 'intent-meta')
    meta.append(el('code', '', intent.id))
    const card = cardText(intent)
    if (card) meta.append(el('span', '', card))
    if (intent.amount_refunded) {
      meta.append(el('span', '', `refunded ${money(intent.amount_refunded, intent.currency)}`))
    }
    const failure = intent.last_payment_error
    if (failure && intent.status === 'requires_payment_method') {
      meta.append(el('span', 'intent-decline', failure.decline_code || failure.code))
    }
    const when = ago(new Date(intent.created * 1000).toISOString())
    if (when) meta.append(el('time', '', when))
    body.append(meta)
    li.append(body)
    const actions = el('span', 'intent-actions')
    if (intent.status === 'requires_action') {
      actions.append(
        button('Pass 3DS', 'btn btn-small', (b) => challenge(intent.id, 'pass', b)),
        button('Fail 3DS', 'btn btn-small btn-ghost', (b) => challenge(intent.id, 'fail', b)),
      )
    }
    if (intent.status === 'succeeded' || intent.status === 'partially_refunded') {
      const b = button('Refund', 'btn btn-small intent-refund', (x) => refund(intent, x))
      b.setAttribute('aria-label', `Refund ${intent.id}`)
      actions.append(b)
    }
    li.append(actions)
    return li
  }

  async function loadIntents() {
    try {
      const answer = await api('/payments/intents?limit=30')
      const intents = Array.isArray(answer?.data) ? answer.data : []
      list.replaceChildren(...intents.map(renderIntent))
      const total = Number(answer?.pagination?.total) || intents.length
      $('intent-count').textContent = total ? String(total) : ''
      $('intent-empty').hidden = intents.length > 0
      list.dataset.state = intents.length ? 'ready' : 'empty'
    } catch (err) {
      list.dataset.state = 'error'
      show('error', `Could not load your payments: ${err.message}`, {})
    }
  }

  async function loadCards() {
    const body = cardTable.tBodies[0]
    try {
      const answer = await api('/payments/test-cards')
      const cards = Array.isArray(answer?.data) ? answer.data : []
      const options = []
      body.replaceChildren(
        ...cards.map((card) => {
          const tr = el('tr')
          tr.dataset.card = card.number
          const use = button('', 'card-use', () => {
            cardInput.value = card.number
            cardInput.focus()
          })
          use.append(el('code', 'card-number', card.number))
          use.setAttribute('aria-label', `Use card ${card.number}: ${card.description}`)
          const cell = el('td')
          cell.append(use)
          tr.append(cell, el('td', '', card.brand), el('td', '', card.description))
          const option = /** @type {HTMLOptionElement} */ (el('option'))
          option.value = card.number
          option.label = card.description
          options.push(option)
          return tr
        }),
      )
      $('payment-cards').replaceChildren(...options)
      cardTable.dataset.state = 'ready'
    } catch (err) {
      cardTable.dataset.state = 'error'
      show('error', `Could not load the test cards: ${err.message}`, {})
    }
  }

  /** Back from the hosted checkout page: say how it went, once (a reload does not repeat it). */
  async function checkoutReturn() {
    const params = new URLSearchParams(location.search)
    const outcome = params.get('checkout')
    if (outcome !== 'success' && outcome !== 'cancel') return
    const id = params.get('session') || ''
    params.delete('checkout')
    params.delete('session')
    const query = params.toString()
    history.replaceState(
      null,
      '',
      `${location.pathname}${query ? `?${query}` : ''}${location.hash}`,
    )
    note.dataset.checkout = outcome
    if (outcome === 'cancel') {
      note.textContent = 'Back from the checkout page: canceled, nothing was charged.'
      note.className = 'status status-warn'
      return
    }
    try {
      const session = await api(`/checkout/sessions/${path(id)}`)
      note.textContent = `Back from the checkout page: session ${session.id} is ${session.status}, ${session.payment_status} (${money(session.amount_total, session.currency)}).`
      note.className = 'status status-ok'
      note.dataset.session = session.id
    } catch (err) {
      note.textContent = `Back from the checkout page, but its session could not be read: ${err.message}`
      note.className = 'status status-error'
    }
  }

  form.addEventListener('submit', (event) => void pay(event))
  $('payment-checkout').addEventListener('click', (event) =>
    checkout(/** @type {HTMLButtonElement} */ (event.currentTarget)),
  )
  $('intents-refresh').addEventListener('click', () => void loadIntents())

  // Payments made elsewhere (a terminal, the checkout page in another tab), and a reset or import.
  let pending = 0
  kit.onSandboxEvent((type) => {
    if (!/^(payment_intent|charge|checkout|session)\./.test(type)) return
    clearTimeout(pending)
    pending = setTimeout(() => void loadIntents(), 150)
  })

  void Promise.all([loadCards(), loadIntents(), checkoutReturn()]).then(() => {
    const frame = root.querySelector('.duo')
    if (frame instanceof HTMLElement) frame.dataset.state = 'ready'
  })
})()
