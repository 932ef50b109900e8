/**
 * The landing page's authentication example, served as /assets/landing-auth.js after
 * landing.js. It logs in as a persona (POST /api/v1/auth/login), shows who the tokens say the
 * caller is, decodes the access token's header and payload (not verified: the browser has no
 * key), counts down to its `exp`, calls /auth/me with it, and refreshes or logs out with the
 * refresh token. The tokens live in this closure only: never in the URL, storage, a cookie or
 * the DOM. Everything from the API goes into the page as text.
 */
// biome-ignore lint/suspicious/noRedundantUseStrict: the page loads this as a classic script, not a module
'use strict'
;(() => {
  const root = document.getElementById('auth')
  const main = document.getElementById('main')
  if (!root || !main) return
  const identity = main.dataset.identity || ''
  const $ = (id) => document.getElementById(id)
  const form = /** @type {HTMLFormElement} */ ($('auth-form'))
  const persona = /** @type {HTMLSelectElement} */ ($('auth-persona'))
  const password = /** @type {HTMLInputElement} */ ($('auth-password'))
  const ttl = /** @type {HTMLInputElement} */ ($('auth-ttl'))
  const short = /** @type {HTMLInputElement} */ ($('auth-short'))
  const loginButton = /** @type {HTMLButtonElement} */ ($('auth-login'))
  const meButton = /** @type {HTMLButtonElement} */ ($('auth-me'))
  const refreshButton = /** @type {HTMLButtonElement} */ ($('auth-refresh'))
  const logoutButton = /** @type {HTMLButtonElement} */ ($('auth-logout'))
  const result = $('auth-result')
  const expiry = $('auth-expiry')

  /** @type {{ access: string, refresh: string, exp: number } | null} */
  let tokens = null
  let ticking = 0
  /** The login answer's user: the refresh answer has none. */
  let profile = null
  let calls = 0

  function el(tag, className, text) {
    const node = document.createElement(tag)
    if (className) node.className = className
    if (text !== undefined) node.textContent = text
    return node
  }

  /**
   * One call of /api/v1 as the page's sandbox, never throwing: the status (0 when the service
   * did not answer) and the JSON body, problem or not, as the API sent it.
   * @param {string} method
   * @param {string} path
   * @param {{ body?: unknown, headers?: Record<string, string> }} [options]
   */
  async function call(method, path, options = {}) {
    const { body, headers } = options
    /** @type {RequestInit & { headers: Record<string, string> }} */
    const init = {
      method,
      credentials: 'include',
      cache: 'no-store',
      headers: Object.assign({ 'X-Playground-Identity': identity }, headers || {}),
    }
    if (body !== undefined) {
      init.headers['Content-Type'] = 'application/json'
      init.body = JSON.stringify(body)
    }
    try {
      const res = await fetch(`/api/v1${path}`, init)
      const text = await res.text()
      let json = null
      try {
        json = text ? JSON.parse(text) : null
      } catch {
        json = null
      }
      return { status: res.status, statusText: res.statusText, body: json }
    } catch (err) {
      return { status: 0, statusText: `the service did not answer (${err.message})`, body: null }
    }
  }

  /** What the short-lifetime box asks for, as the API reads it; nothing when it is off. */
  const lifetime = () => (short.checked ? { 'X-Simulate-JWT-Expiry': ttl.value.trim() } : {})
  const bearer = () => ({ Authorization: `Bearer ${tokens?.access}` })

  /** A JWT segment's JSON (base64url), or null: the claims are read, not trusted. */
  function segment(token, index) {
    try {
      const part = String(token).split('.')[index] || ''
      const base64 = part.replaceAll('-', '+').replaceAll('_', '/')
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      return JSON.parse(new TextDecoder().decode(bytes))
    } catch {
      return null
    }
  }

  /** The answer of the last call, as the API sent it: status, code, detail and the body. */
  function show(label, answer) {
    const ok = answer.status >= 200 && answer.status < 300
    const body = answer.body || {}
    calls += 1
    result.replaceChildren()
    result.className = `status status-${ok ? 'ok' : 'error'}`
    result.dataset.call = String(calls)
    result.dataset.status = String(answer.status)
    result.dataset.code = ok ? '' : String(body.code || '')
    const head = ok
      ? `${label} → ${answer.status}`
      : answer.status === 0
        ? `${label}: ${answer.statusText}`
        : `${label} → ${answer.status}${body.code ? ` ${body.code}` : ''}: ${body.detail || answer.statusText}`
    result.append(el('span', 'result-text', head))
    if (!ok && answer.body) {
      result.append(el('pre', 'auth-problem', JSON.stringify(answer.body, null, 2)))
    }
  }

  function fact(list, term, value) {
    list.append(el('dt', '', term), el('dd', '', value))
  }

  /** "posts, users: read create update · session: read": the actions grouped as the API lists them. */
  function mayText(allowed) {
    if (!allowed || typeof allowed !== 'object') return ''
    /** @type {Map<string, string[]>} */
    const groups = new Map()
    for (const [resource, actions] of Object.entries(allowed)) {
      const key = Array.isArray(actions) && actions.length ? actions.join(' ') : 'nothing'
      groups.set(key, (groups.get(key) || []).concat(resource))
    }
    return [...groups]
      .map(([actions, resources]) => `${resources.join(', ')}: ${actions}`)
      .join(' · ')
  }

  function renderWho(user, may) {
    const payload = segment(tokens?.access, 1) || {}
    const facts = $('auth-facts')
    facts.replaceChildren()
    const role = String(user?.role ?? payload.role ?? '')
    fact(facts, 'Name', String(user?.name ?? ''))
    fact(facts, 'Username', String(user?.username ?? ''))
    fact(facts, 'E-mail', String(user?.email ?? ''))
    fact(facts, 'Role', role)
    fact(facts, 'Scopes', Array.isArray(payload.scopes) ? payload.scopes.join(', ') : '')
    if (may) fact(facts, 'May', may)
    const refreshExp = segment(tokens?.refresh, 1)?.exp
    if (typeof refreshExp === 'number') {
      fact(facts, 'Refresh token', `until ${new Date(refreshExp * 1000).toLocaleString()}`)
    }
    $('auth-role').textContent = role
    $('auth-header').textContent = JSON.stringify(segment(tokens?.access, 0), null, 2)
    $('auth-payload').textContent = JSON.stringify(payload, null, 2)
    $('auth-who').hidden = false
    $('auth-none').hidden = true
    root.dataset.user = String(user?.username ?? '')
    root.dataset.role = role
  }

  /** The countdown to `exp`, by this browser's clock; the API's own verdict is /auth/me's. */
  function tick() {
    if (!tokens) return
    const left = tokens.exp * 1000 - Date.now()
    if (left > 0) {
      const s = Math.ceil(left / 1000)
      expiry.textContent = `The access token expires in ${s} s (at ${new Date(tokens.exp * 1000).toLocaleTimeString()}).`
      expiry.className = `status status-${s <= 10 ? 'warn' : 'ok'}`
      expiry.dataset.state = 'live'
      return
    }
    clearInterval(ticking)
    expiry.textContent = `The access token expired at ${new Date(tokens.exp * 1000).toLocaleTimeString()}: press GET /auth/me to see the API refuse it, then Refresh for a new pair.`
    expiry.className = 'status status-error'
    expiry.dataset.state = 'expired'
  }

  function hold(answer) {
    const payload = segment(answer.access_token, 1)
    tokens = {
      access: String(answer.access_token),
      refresh: String(answer.refresh_token),
      exp: typeof payload?.exp === 'number' ? payload.exp : 0,
    }
    clearInterval(ticking)
    ticking = setInterval(tick, 250)
    tick()
  }

  function drop() {
    tokens = null
    profile = null
    clearInterval(ticking)
    expiry.textContent = ''
    expiry.dataset.state = 'none'
    $('auth-who').hidden = true
    $('auth-none').hidden = false
    $('auth-role').textContent = ''
    delete root.dataset.user
    delete root.dataset.role
  }

  function setBusy(on) {
    for (const b of [loginButton, meButton, refreshButton, logoutButton]) b.disabled = on
    if (!on && !tokens) {
      for (const b of [meButton, refreshButton, logoutButton]) b.disabled = true
    }
    root.dataset.busy = on ? 'true' : 'false'
  }

  /** What the role may do, from /auth/permissions with the token; '' when it is refused. */
  async function permissions() {
    const answer = await call('GET', '/auth/permissions', { headers: bearer() })
    return answer.status === 200 ? mayText(answer.body?.allowed) : ''
  }

  async function login(event) {
    event.preventDefault()
    setBusy(true)
    try {
      const answer = await call('POST', '/auth/login', {
        body: { username: persona.value, password: password.value },
        headers: lifetime(),
      })
      show(`POST /auth/login as ${persona.value}`, answer)
      if (answer.status !== 200) return
      hold(answer.body)
      profile = answer.body.user
      renderWho(profile, await permissions())
      // The API's own view of the token, right away: a persona's profile, or a guest's 401.
      show('GET /auth/me', await call('GET', '/auth/me', { headers: bearer() }))
    } finally {
      setBusy(false)
    }
  }

  async function me() {
    if (!tokens) return
    setBusy(true)
    try {
      const answer = await call('GET', '/auth/me', { headers: bearer() })
      show('GET /auth/me', answer)
    } finally {
      setBusy(false)
    }
  }

  async function refresh() {
    if (!tokens) return
    setBusy(true)
    try {
      const answer = await call('POST', '/auth/refresh', {
        body: { refresh_token: tokens.refresh },
        headers: lifetime(),
      })
      show('POST /auth/refresh', answer)
      if (answer.status !== 200) return
      hold(answer.body)
      // The refresh answer names no user: the login's, with the role the new token carries.
      const role = segment(tokens?.access, 1)?.role
      renderWho(role ? { ...profile, role } : profile, await permissions())
    } finally {
      setBusy(false)
    }
  }

  async function logout() {
    if (!tokens) return
    setBusy(true)
    try {
      const answer = await call('POST', '/auth/logout', { body: { refresh_token: tokens.refresh } })
      show('POST /auth/logout', answer)
      if (answer.status === 200) drop()
    } finally {
      setBusy(false)
    }
  }

  form.addEventListener('submit', (event) => void login(event))
  meButton.addEventListener('click', () => void me())
  refreshButton.addEventListener('click', () => void refresh())
  logoutButton.addEventListener('click', () => void logout())
  short.addEventListener('change', () => {
    ttl.disabled = !short.checked
  })
  ttl.disabled = !short.checked
  const frame = root.querySelector('.duo')
  if (frame instanceof HTMLElement) frame.dataset.state = 'ready'
})()
