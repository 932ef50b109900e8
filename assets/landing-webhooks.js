/**
 * The landing page's webhooks inspector, served as /assets/landing-webhooks.js after
 * landing.js, whose helpers it uses (window.landing). It lists the sandbox's webhooks and
 * their delivery log from /api/v1/webhooks; URLs, headers and bodies come from the API and
 * the receivers, so they only ever go into the page as text.
 */
// biome-ignore lint/suspicious/noRedundantUseStrict: the page loads this as a classic script, not a module
'use strict'
;(() => {
  const kit = window.landing
  const root = document.getElementById('webhooks')
  if (!kit || !root) return
  const { api, el, busy, ago, copyText } = kit
  const $ = (id) => document.getElementById(id)
  const form = /** @type {HTMLFormElement} */ ($('webhook-form'))
  const urlInput = /** @type {HTMLInputElement} */ ($('webhook-url'))
  const eventsInput = /** @type {HTMLInputElement} */ ($('webhook-events'))
  const nameInput = /** @type {HTMLInputElement} */ ($('webhook-name'))
  const hookList = $('webhook-list')
  const deliveryList = $('delivery-list')
  const detail = $('delivery-detail')
  const status = $('webhook-status')
  // Often enough to see a retry land; only while something is due (see schedule()).
  const POLL_MS = 2500
  // After an event, how long to look for the deliveries it queues: they are logged just after
  // the event is sent to the page, so the first read may come too early.
  const SETTLE_MS = 8000

  /** @type {any[]} */
  let hooks = []
  /** @type {any[]} */
  let deliveries = []
  /** @type {string | null} */
  let selected = null
  const revealed = new Set()
  let expectUntil = 0
  let timer = 0

  function say(text, kind) {
    status.textContent = text
    status.className = `status${kind ? ` status-${kind}` : ''}`
  }

  const path = (id) => encodeURIComponent(id)

  // Webhooks

  function mask(secret) {
    const prefix = /^whsec_/.test(secret) ? 'whsec_' : ''
    return `${prefix}${'•'.repeat(12)}`
  }

  function button(text, className, onClick) {
    const b = /** @type {HTMLButtonElement} */ (el('button', className, text))
    b.type = 'button'
    b.addEventListener('click', () => void onClick(b))
    return b
  }

  function renderHook(hook) {
    const li = el('li', `webhook${hook.isActive ? '' : ' webhook-off'}`)
    li.dataset.id = hook.id
    const head = el('div', 'webhook-head')
    head.append(el('code', 'webhook-url', hook.url))
    if (hook.name) head.append(el('span', 'webhook-name', hook.name))
    li.append(head)

    const events = el('p', 'webhook-events muted small', 'Events: ')
    events.append(el('code', '', (hook.events || []).join(', ')))
    li.append(events)

    const secret = el('div', 'webhook-secret')
    secret.append(el('span', 'muted small', 'Secret'))
    const shown = revealed.has(hook.id)
    const value = el('code', 'secret-value', shown ? hook.secret : mask(hook.secret))
    value.dataset.revealed = shown ? 'true' : 'false'
    secret.append(value)
    const reveal = button(
      shown ? 'Hide' : 'Reveal',
      'btn btn-small btn-ghost secret-reveal',
      () => {
        if (revealed.has(hook.id)) revealed.delete(hook.id)
        else revealed.add(hook.id)
        const on = revealed.has(hook.id)
        value.textContent = on ? hook.secret : mask(hook.secret)
        value.dataset.revealed = on ? 'true' : 'false'
        reveal.textContent = on ? 'Hide' : 'Reveal'
        reveal.setAttribute('aria-label', `${on ? 'Hide' : 'Reveal'} the secret of ${hook.url}`)
      },
    )
    reveal.setAttribute('aria-label', `${shown ? 'Hide' : 'Reveal'} the secret of ${hook.url}`)
    const copy = button('Copy', 'btn btn-small btn-ghost secret-copy', async (b) => {
      const ok = await copyText(hook.secret)
      b.textContent = ok ? 'Copied' : 'Copy failed'
      setTimeout(() => {
        b.textContent = 'Copy'
      }, 1600)
    })
    copy.setAttribute('aria-label', `Copy the secret of ${hook.url}`)
    secret.append(reveal, copy)
    li.append(secret)

    const actions = el('div', 'webhook-actions')
    const toggle = el('label', 'toggle')
    const box = /** @type {HTMLInputElement} */ (el('input', 'webhook-active'))
    box.type = 'checkbox'
    box.checked = Boolean(hook.isActive)
    box.addEventListener('change', () => void setActive(hook, box))
    toggle.append(box, el('span', '', 'Active'))
    const test = button('Send test', 'btn btn-small webhook-test', (b) => sendTest(hook, b))
    const remove = button('Delete', 'btn btn-small btn-danger webhook-delete', (b) =>
      removeHook(hook, b),
    )
    actions.append(toggle, test, remove)
    li.append(actions)
    return li
  }

  function renderHooks() {
    hookList.replaceChildren(...hooks.map(renderHook))
    $('webhook-count').textContent = hooks.length ? String(hooks.length) : ''
    $('webhook-empty').hidden = hooks.length > 0
    hookList.dataset.state = hooks.length ? 'ready' : 'empty'
  }

  async function setActive(hook, box) {
    box.disabled = true
    try {
      const updated = await api(`/webhooks/${path(hook.id)}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ isActive: box.checked }),
      })
      say(
        updated.isActive
          ? `Active again: ${updated.url} receives your events.`
          : `Paused: ${updated.url} receives no events (Send test still does).`,
        'ok',
      )
    } catch (err) {
      box.checked = !box.checked
      say(`Could not change the webhook: ${err.message}`, 'error')
    } finally {
      box.disabled = false
    }
    await loadHooks()
  }

  async function sendTest(hook, b) {
    busy(b, true)
    try {
      const { delivery } = await api(`/webhooks/${path(hook.id)}/test`, { method: 'POST' })
      selected = delivery.id
      say(`Sending test.ping to ${hook.url}…`, 'ok')
    } catch (err) {
      say(`Could not send the test: ${err.message}`, 'error')
    } finally {
      busy(b, false)
    }
    await loadDeliveries()
  }

  async function removeHook(hook, b) {
    if (!confirm(`Delete the webhook to ${hook.url}? Its secret is gone with it.`)) return
    busy(b, true)
    try {
      await api(`/webhooks/${path(hook.id)}`, { method: 'DELETE' })
      revealed.delete(hook.id)
      say(`Deleted the webhook to ${hook.url}.`, 'ok')
    } catch (err) {
      say(`Could not delete the webhook: ${err.message}`, 'error')
      busy(b, false)
    }
    await loadHooks()
  }

  async function create(event) {
    event.preventDefault()
    const submit = /** @type {HTMLButtonElement} */ ($('webhook-add'))
    const events = eventsInput.value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)
    const body = { url: urlInput.value.trim(), events: events.length ? events : ['*'] }
    const name = nameInput.value.trim()
    if (name) body.name = name
    busy(submit, true)
    try {
      const hook = await api('/webhooks', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      say(`Added: ${hook.url} receives ${hook.events.join(', ')}. Press Send test to try it.`, 'ok')
      urlInput.value = ''
      nameInput.value = ''
    } catch (err) {
      say(`Could not add the webhook: ${err.message}`, 'error')
    } finally {
      busy(submit, false)
    }
    await loadHooks()
  }

  // Deliveries

  /** What the log says of a delivery's outcome. */
  function outcome(d) {
    if (d.success) return { key: 'success', text: 'success' }
    if (d.nextRetryAt) {
      return d.attempt === 0
        ? { key: 'queued', text: 'queued' }
        : { key: 'retrying', text: 'failed, will retry' }
    }
    return { key: 'failed', text: 'failed' }
  }

  function statusText(d) {
    if (d.attempt === 0) return '–'
    return d.status === 0 ? 'no answer' : String(d.status)
  }

  function retryText(d) {
    return d.nextRetryAt && d.attempt > 0 ? `retry ${ago(d.nextRetryAt)}` : ''
  }

  function renderDelivery(d) {
    const result = outcome(d)
    const li = el('li', `delivery delivery-${result.key}`)
    li.dataset.id = d.id
    li.dataset.event = d.event
    li.dataset.status = String(d.status)
    li.dataset.result = result.key
    const row = /** @type {HTMLButtonElement} */ (el('button', 'delivery-row'))
    row.type = 'button'
    row.setAttribute('aria-expanded', d.id === selected ? 'true' : 'false')
    row.setAttribute('aria-controls', 'delivery-detail')
    row.append(el('span', `badge badge-${result.key}`, result.text))
    const main = el('span', 'delivery-main')
    main.append(el('code', 'delivery-event', d.event))
    const meta = el('span', 'delivery-meta')
    meta.append(
      el('span', 'delivery-status', `status ${statusText(d)}`),
      el('span', 'delivery-attempt', `attempt ${d.attempt}`),
    )
    if (d.attempt > 0) meta.append(el('span', 'delivery-duration', `${d.durationMs} ms`))
    const retry = retryText(d)
    if (retry) meta.append(el('span', 'delivery-retry', retry))
    const when = ago(d.timestamp)
    if (when) {
      const time = /** @type {HTMLTimeElement} */ (el('time', '', when))
      time.dateTime = d.timestamp
      meta.append(time)
    }
    main.append(meta)
    row.append(main)
    row.addEventListener('click', () => {
      selected = selected === d.id ? null : d.id
      renderDeliveries()
    })
    li.append(row)
    return li
  }

  /** A titled block of text; `text` is shown as it came (a body, headers), never parsed. */
  function block(title, text, className) {
    const wrap = el('div', 'detail-block')
    wrap.append(el('h4', '', title))
    wrap.append(el('pre', className || '', text))
    return wrap
  }

  /** JSON bodies indented, anything else as received. */
  function pretty(text) {
    if (typeof text !== 'string' || text === '') return ''
    try {
      return JSON.stringify(JSON.parse(text), null, 2)
    } catch {
      return text
    }
  }

  // What the detail shows, so a poll that changed nothing leaves it (and the focus) alone.
  let shown = ''

  function renderDetail() {
    const d = deliveries.find((x) => x.id === selected)
    if (!d) {
      detail.hidden = true
      detail.replaceChildren()
      shown = ''
      return
    }
    const key = JSON.stringify(d)
    if (key === shown) return
    shown = key
    const head = el('div', 'panel-head')
    const title = el('h4', 'detail-title', 'Delivery ')
    title.append(el('code', '', d.id))
    const again = button('Redeliver', 'btn btn-small btn-primary', (b) => redeliver(d, b))
    again.id = 'delivery-redeliver'
    head.append(title, again)

    const facts = el('dl', 'detail-facts')
    const fact = (name, value) => {
      facts.append(el('dt', '', name), el('dd', '', value))
    }
    fact('To', d.webhookUrl)
    fact('Event', d.event)
    fact('Status', statusText(d))
    fact('Result', outcome(d).text)
    fact('Attempt', String(d.attempt))
    fact('Duration', d.attempt > 0 ? `${d.durationMs} ms` : '–')
    fact('At', new Date(d.timestamp).toLocaleString())
    if (d.nextRetryAt) fact('Next try', new Date(d.nextRetryAt).toLocaleString())

    const parts = [head, facts]
    if (d.error) parts.push(block('Error', d.error, 'detail-error'))
    const headers = Object.entries(d.requestHeaders || {})
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n')
    parts.push(
      block('Request headers', headers || '(not sent yet)', 'detail-headers'),
      block('Request body', pretty(d.requestBody), 'detail-request'),
      block(
        'Response body',
        d.responseBody === null || d.responseBody === undefined
          ? '(none)'
          : pretty(d.responseBody) || '(empty)',
        'detail-response',
      ),
    )
    detail.replaceChildren(...parts)
    detail.dataset.id = d.id
    detail.hidden = false
  }

  function renderDeliveries() {
    // Re-rendering replaces the rows: keep the keyboard on the row it was on.
    const focused =
      document.activeElement instanceof Element
        ? document.activeElement.closest('.delivery')?.getAttribute('data-id')
        : null
    deliveryList.replaceChildren(...deliveries.map(renderDelivery))
    if (focused) {
      const row = deliveryList.querySelector(`.delivery[data-id="${CSS.escape(focused)}"] button`)
      if (row instanceof HTMLElement) row.focus()
    }
    $('delivery-count').textContent = deliveries.length ? String(deliveries.length) : ''
    $('delivery-empty').hidden = deliveries.length > 0
    deliveryList.dataset.state = deliveries.length ? 'ready' : 'empty'
    renderDetail()
  }

  async function redeliver(d, b) {
    busy(b, true)
    try {
      const { delivery } = await api(`/webhooks/deliveries/${path(d.id)}/redeliver`, {
        method: 'POST',
      })
      selected = delivery.id
      say(`Queued ${d.event} again, as ${delivery.id}.`, 'ok')
    } catch (err) {
      say(`Could not redeliver: ${err.message}`, 'error')
      busy(b, false)
    }
    await loadDeliveries()
  }

  // Loading, live

  /** Polls while a delivery is due (queued or waiting for a retry) and the page is in view. */
  function schedule() {
    clearTimeout(timer)
    if (document.visibilityState !== 'visible') return
    const due = deliveries.some((d) => d.nextRetryAt) || Date.now() < expectUntil
    if (due) timer = setTimeout(() => void loadDeliveries(), POLL_MS)
  }

  async function loadDeliveries() {
    try {
      const answer = await api('/webhooks/deliveries')
      deliveries = Array.isArray(answer?.data) ? answer.data : []
      renderDeliveries()
    } catch (err) {
      deliveryList.dataset.state = 'error'
      say(`Could not load the deliveries: ${err.message}`, 'error')
    }
    schedule()
  }

  async function loadHooks() {
    try {
      const answer = await api('/webhooks')
      hooks = Array.isArray(answer?.data) ? answer.data : []
      renderHooks()
    } catch (err) {
      hookList.dataset.state = 'error'
      say(`Could not load your webhooks: ${err.message}`, 'error')
    }
  }

  async function load() {
    await Promise.all([loadHooks(), loadDeliveries()])
    root.dataset.state = 'ready'
  }

  form.addEventListener('submit', (event) => void create(event))
  $('deliveries-refresh').addEventListener('click', () => void load())

  // A write of the sandbox queues deliveries (and a reset or import may change the webhooks),
  // but a delivery's own progress emits no event: that is what the polling above follows.
  let pending = 0
  kit.onSandboxEvent(() => {
    if (hooks.some((h) => h.isActive)) expectUntil = Date.now() + SETTLE_MS
    clearTimeout(pending)
    pending = setTimeout(() => void load(), 150)
  })
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void loadDeliveries()
    else clearTimeout(timer)
  })

  void load()
})()
