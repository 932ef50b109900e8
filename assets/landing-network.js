/**
 * The landing page's network simulation example, served as /assets/landing-network.js after
 * landing.js. Each button sends its request (its data-path, under /api/v1) as the page's
 * sandbox and shows the status, the time this browser waited, the X-Simulated header and the
 * body. The switch sets the sandbox's network profile to `offline` (PUT /session/network) and
 * back (DELETE). It stays as set when the page is left, so a front end in another tab can be
 * tried offline; the page shows it on its next load. Everything from the API goes into the
 * page as text.
 */
// biome-ignore lint/suspicious/noRedundantUseStrict: the page loads this as a classic script, not a module
'use strict'
;(() => {
  const root = document.getElementById('network')
  const main = document.getElementById('main')
  if (!root || !main) return
  const identity = main.dataset.identity || ''
  const $ = (id) => document.getElementById(id)
  const log = $('network-log')
  const toggle = /** @type {HTMLInputElement} */ ($('network-offline'))
  const profileText = $('network-profile')
  const note = $('network-offline-note')
  const MAX_SHOWN = 10
  let sent = 0

  function el(tag, className, text) {
    const node = document.createElement(tag)
    if (className) node.className = className
    if (text !== undefined) node.textContent = text
    return node
  }

  const headers = (extra) => Object.assign({ 'X-Playground-Identity': identity }, extra || {})

  /** One request, timed from before the fetch to the last byte; never throws (status 0: no answer). */
  async function timed(method, path, init) {
    const started = performance.now()
    try {
      const res = await fetch(`/api/v1${path}`, {
        method,
        credentials: 'include',
        cache: 'no-store',
        ...init,
        headers: headers(init?.headers),
      })
      const text = await res.text()
      let body = null
      try {
        body = text ? JSON.parse(text) : null
      } catch {
        body = text
      }
      return {
        status: res.status,
        statusText: res.statusText,
        ms: Math.round(performance.now() - started),
        simulated: res.headers.get('x-simulated') || '',
        retryAfter: res.headers.get('retry-after') || '',
        body,
      }
    } catch (err) {
      return {
        status: 0,
        statusText: `the service did not answer (${err.message})`,
        ms: Math.round(performance.now() - started),
        simulated: '',
        retryAfter: '',
        body: null,
      }
    }
  }

  function fact(list, term, value) {
    list.append(el('dt', '', term), el('dd', '', value))
  }

  function renderAnswer(id, path, a) {
    const ok = a.status >= 200 && a.status < 300
    const li = el('li', 'network-answer detail-block')
    li.dataset.request = id
    li.dataset.status = String(a.status)
    li.dataset.elapsed = String(a.ms)
    li.dataset.code = ok ? '' : String(a.body?.code || '')
    const head = el('div', 'network-head')
    head.append(
      el(
        'span',
        `state ${ok ? 'state-succeeded' : 'state-failed'}`,
        a.status ? String(a.status) : 'no answer',
      ),
      el('code', 'network-path', `GET /api/v1${path}`),
      el('span', 'network-ms', `${a.ms} ms`),
    )
    li.append(head)
    const facts = el('dl', 'detail-facts')
    fact(facts, 'Status', a.status ? `${a.status} ${a.statusText}` : a.statusText)
    fact(facts, 'Waited', `${a.ms} ms, measured by this browser`)
    if (a.simulated) fact(facts, 'X-Simulated', a.simulated)
    if (a.retryAfter) fact(facts, 'Retry-After', `${a.retryAfter} s`)
    if (!ok && a.body?.code) fact(facts, 'Problem', `${a.body.code}: ${a.body.detail || ''}`)
    li.append(facts)
    if (a.body !== null) {
      const text = typeof a.body === 'string' ? a.body : JSON.stringify(a.body, null, 2)
      li.append(el('pre', ok ? 'network-body' : 'network-body detail-error', text))
    }
    return li
  }

  function add(li) {
    log.prepend(li)
    while (log.children.length > MAX_SHOWN) log.lastElementChild?.remove()
    log.dataset.state = 'ready'
    $('network-empty').hidden = true
    $('network-count').textContent = String(sent)
  }

  async function send(button) {
    const id = button.dataset.simulate || ''
    const path = button.dataset.path || '/posts/1'
    button.disabled = true
    button.setAttribute('aria-busy', 'true')
    sent += 1
    try {
      add(renderAnswer(id, path, await timed('GET', path)))
    } finally {
      button.disabled = false
      button.removeAttribute('aria-busy')
    }
  }

  /** The switch and the lines around it, from what the profile endpoint answered. */
  function showProfile(profile, problem) {
    if (problem) {
      profileText.textContent = problem
      profileText.className = 'status status-error'
      return
    }
    const offline = profile?.offline === true
    toggle.checked = offline
    profileText.dataset.offline = String(offline)
    profileText.className = 'muted small'
    if (offline) {
      profileText.textContent = 'Profile: offline. Every request of this sandbox answers 503.'
    } else if (profile?.active) {
      const latency = profile.latency || {}
      profileText.textContent = `Profile: ${profile.preset || 'custom'} (latency ${latency.min}–${latency.max} ms, error rate ${profile.errorRate}). Offline on and off again returns it to normal.`
    } else {
      profileText.textContent =
        'Profile: normal. Nothing is slowed or failed unless a request asks.'
    }
    note.hidden = !offline
    root.dataset.offline = String(offline)
  }

  const problemOf = (a) =>
    a.status === 0
      ? a.statusText
      : `${a.status}${a.body?.code ? ` ${a.body.code}` : ''}: ${a.body?.detail || a.statusText}`

  async function setOffline(on) {
    toggle.disabled = true
    const a = on
      ? await timed('PUT', '/session/network', {
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ preset: 'offline' }),
        })
      : await timed('DELETE', '/session/network')
    toggle.disabled = false
    if (a.status === 200) {
      showProfile(a.body)
    } else {
      toggle.checked = !on
      showProfile(null, `Could not turn offline ${on ? 'on' : 'off'}: ${problemOf(a)}`)
    }
  }

  async function readProfile() {
    const a = await timed('GET', '/session/network')
    if (a.status === 200) showProfile(a.body)
    else showProfile(null, `Could not read the network profile: ${problemOf(a)}`)
  }

  for (const button of root.querySelectorAll('[data-simulate]')) {
    button.addEventListener('click', () => void send(/** @type {HTMLButtonElement} */ (button)))
  }
  toggle.addEventListener('change', () => void setOffline(toggle.checked))
  $('network-clear').addEventListener('click', () => {
    log.replaceChildren()
    log.dataset.state = 'empty'
    $('network-empty').hidden = false
  })
  // Back from the back-forward cache: the switch may have been turned off meanwhile.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void readProfile()
  })

  void readProfile().then(() => {
    const frame = root.querySelector('.duo')
    if (frame instanceof HTMLElement) frame.dataset.state = 'ready'
  })
})()
