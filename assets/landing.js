/**
 * The landing page's script, served as /assets/landing.js (the page's CSP allows no inline
 * script). It fills the sandbox panel from our own API and wires the Export, Import, Reset and
 * Copy buttons; it builds the DOM with textContent only, so nothing from the API is ever parsed
 * as HTML.
 */
// biome-ignore lint/suspicious/noRedundantUseStrict: the page loads this as a classic script, not a module
'use strict'
;(() => {
  const main = document.getElementById('main')
  if (!main) return
  const identity = main.dataset.identity || ''
  // The name the page was opened with (`?_sandbox=my-demo`), if any: for what a person reads.
  const sandboxName = main.dataset.sandboxName || ''
  const API = '/api/v1'
  const MAX_SHOWN = 100
  const $ = (id) => document.getElementById(id)
  const list = $('activity')
  const empty = $('activity-empty')
  const loading = $('activity-loading')
  const status = $('status')
  const fileInput = /** @type {HTMLInputElement} */ ($('import-file'))
  let entryCount = 0

  // The page names its sandbox; the header keeps the panel on it even if the cookie changed in
  // another tab. The cookie still travels (credentials: include) as any front end's would.
  async function api(path, init) {
    const options = Object.assign({ credentials: 'include', cache: 'no-store' }, init || {})
    options.headers = Object.assign({ 'X-Playground-Identity': identity }, init?.headers || {})
    let res
    try {
      res = await fetch(API + path, options)
    } catch (err) {
      const error = /** @type {ApiError} */ (
        new Error(`The service did not answer (${err.message})`)
      )
      error.status = 0
      error.body = null
      throw error
    }
    const text = await res.text()
    let body = null
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      body = null
    }
    if (!res.ok) {
      // The problem's members (a decline's decline_code, say) stay readable by the caller.
      const error = /** @type {ApiError} */ (new Error(problemText(body, res)))
      error.status = res.status
      error.body = body
      throw error
    }
    return body
  }

  function problemText(body, res) {
    if (body && typeof body === 'object') {
      let text = body.detail || body.title || `HTTP ${res.status}`
      const errors = Array.isArray(body.errors) ? body.errors : []
      const extra = errors
        .filter((e) => e?.field && text.indexOf(e.field) === -1)
        .slice(0, 3)
        .map((e) => `${e.field}: ${e.message}`)
      if (extra.length) text += ` (${extra.join('; ')})`
      return body.code ? `${text} [${body.code}]` : text
    }
    return `HTTP ${res.status} ${res.statusText}`
  }

  function say(text, kind) {
    status.textContent = text
    status.className = `status${kind ? ` status-${kind}` : ''}`
  }

  function el(tag, className, text) {
    const node = document.createElement(tag)
    if (className) node.className = className
    if (text !== undefined) node.textContent = text
    return node
  }

  const OPS = { create: 'created', update: 'changed', delete: 'deleted' }

  function describe(entry) {
    const data = entry.data || {}
    const id = entry.op === 'create' ? data.id : entry.targetId
    let label = data.title || data.name || data.username || data.email
    if (!label) {
      const firstText = Object.keys(data).find((k) => k !== 'id' && typeof data[k] === 'string')
      label = firstText ? data[firstText] : ''
    }
    if (!label) label = entry.op === 'delete' ? 'Hidden from your views' : '(no title)'
    return { id: id === undefined || id === null ? '' : String(id), label: String(label) }
  }

  const rtf =
    typeof Intl !== 'undefined' && Intl.RelativeTimeFormat
      ? new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
      : null
  function ago(iso) {
    const t = Date.parse(iso)
    if (!Number.isFinite(t)) return ''
    const s = Math.round((t - Date.now()) / 1000)
    if (!rtf) return new Date(t).toLocaleString()
    if (Math.abs(s) < 60) return rtf.format(s, 'second')
    if (Math.abs(s) < 3600) return rtf.format(Math.round(s / 60), 'minute')
    if (Math.abs(s) < 86400) return rtf.format(Math.round(s / 3600), 'hour')
    return rtf.format(Math.round(s / 86400), 'day')
  }

  function renderActivity(snapshot) {
    const records = (snapshot && Array.isArray(snapshot.records) ? snapshot.records : []).map(
      (r, i) => ({ r, i }),
    )
    // The export is oldest first; the panel shows the newest first.
    records.sort(
      (a, b) => (Date.parse(b.r.createdAt) || 0) - (Date.parse(a.r.createdAt) || 0) || b.i - a.i,
    )
    entryCount = records.length
    list.replaceChildren()
    for (const { r } of records.slice(0, MAX_SHOWN)) {
      const kind = OPS[r.op] || r.op
      const { id, label } = describe(r)
      const li = el('li', `entry entry-${kind}`)
      li.dataset.op = kind
      li.dataset.resource = r.resource
      li.dataset.id = id
      li.append(el('span', `badge badge-${kind}`, kind))
      const body = el('span', 'entry-body')
      body.append(el('span', 'entry-label', label))
      const meta = el('span', 'entry-meta')
      if (r.op === 'delete') {
        meta.append(el('code', '', `${r.resource}/${id}`))
      } else {
        const link = el('a', '')
        // Opened by the browser, the link would carry only the cookie: name the page's sandbox.
        link.href = `${API}/${r.resource}/${encodeURIComponent(id)}?_sandbox=${encodeURIComponent(identity)}`
        link.append(el('code', '', `${r.resource}/${id}`))
        meta.append(link)
      }
      const when = ago(r.createdAt)
      if (when) {
        const time = el('time', '', when)
        time.dateTime = r.createdAt
        time.title = new Date(r.createdAt).toLocaleString()
        meta.append(time)
      }
      body.append(meta)
      li.append(body)
      list.append(li)
    }
    if (records.length > MAX_SHOWN) {
      list.append(
        el(
          'li',
          'entry-more',
          `and ${records.length - MAX_SHOWN} older entries (Export shows them all)`,
        ),
      )
    }
    $('activity-count').textContent = records.length ? String(records.length) : ''
    empty.hidden = records.length > 0
    loading.hidden = true
    list.dataset.state = records.length ? 'ready' : 'empty'
  }

  function renderCounts(info) {
    const totals = { created: 0, updated: 0, deleted: 0 }
    const changes = info?.changes || {}
    for (const resource of Object.keys(changes)) {
      for (const kind of Object.keys(totals)) {
        const n = Number(changes[resource][kind]) || 0
        totals[kind] += n
        const cell = document.querySelector(`[data-count="${resource}.${kind}"]`)
        if (cell) cell.textContent = String(n)
      }
    }
    for (const kind of Object.keys(totals)) {
      const cell = document.querySelector(`[data-total="${kind}"]`)
      if (cell) cell.textContent = String(totals[kind])
    }
    const custom = document.querySelector('[data-custom]')
    if (custom && info) custom.textContent = String(info.customCollections || 0)
  }

  async function refresh() {
    try {
      const [info, snapshot] = await Promise.all([api('/session'), api('/session/export')])
      renderCounts(info)
      renderActivity(snapshot)
    } catch (err) {
      loading.hidden = true
      list.dataset.state = 'error'
      say(`Could not load your sandbox: ${err.message}`, 'error')
    }
  }

  function busy(button, on) {
    button.disabled = on
    button.setAttribute('aria-busy', on ? 'true' : 'false')
  }

  async function exportSnapshot() {
    const button = $('export')
    busy(button, true)
    try {
      const snapshot = await api('/session/export')
      const blob = new Blob([`${JSON.stringify(snapshot, null, 2)}\n`], {
        type: 'application/json',
      })
      const url = URL.createObjectURL(blob)
      const a = document.createElement('a')
      const day = new Date().toISOString().slice(0, 10)
      a.href = url
      // A name may hold ':', which file systems refuse.
      const label = sandboxName ? sandboxName.replaceAll(':', '-') : identity.slice(0, 8)
      a.download = `mock-playground-${label}-${day}.json`
      document.body.append(a)
      a.click()
      a.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10000)
      const n = snapshot.stats ? snapshot.stats.totalRecords : snapshot.records.length
      say(`Exported ${n}${n === 1 ? ' entry' : ' entries'} to ${a.download}.`, 'ok')
    } catch (err) {
      say(`Export failed: ${err.message}`, 'error')
    } finally {
      busy(button, false)
    }
  }

  async function importSnapshot(file) {
    const button = $('import')
    let text
    try {
      text = await file.text()
      JSON.parse(text)
    } catch {
      say(`Import failed: ${file.name} is not a JSON snapshot.`, 'error')
      return
    }
    if (
      entryCount > 0 &&
      !confirm(
        `Import replaces the ${entryCount} entries of your sandbox with the snapshot. Continue?`,
      )
    )
      return
    busy(button, true)
    try {
      const result = await api('/session/import?strategy=replace', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: text,
      })
      say(result?.message || 'Imported.', 'ok')
    } catch (err) {
      say(`Import failed: ${err.message}`, 'error')
    } finally {
      busy(button, false)
    }
    await refresh()
  }

  async function reset() {
    if (
      !confirm(
        'Reset your sandbox? Everything this identity created, changed or deleted is forgotten.',
      )
    )
      return
    const button = $('reset')
    busy(button, true)
    try {
      const result = await api('/session/reset', { method: 'DELETE' })
      say(`Reset: ${result.purgedRecords} entries purged. You see the shared baseline again.`, 'ok')
    } catch (err) {
      say(`Reset failed: ${err.message}`, 'error')
    } finally {
      busy(button, false)
    }
    await refresh()
  }

  // A share link (docs/contract/session.md#share-links) with its QR code, drawn by the server; the
  // image is fetched from this origin whatever PUBLIC_URL says, as the page's CSP allows no other.
  async function share(button) {
    const mode = button.dataset.share
    busy(button, true)
    try {
      const link = await api('/session/share', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mode }),
      })
      const anchor = /** @type {HTMLAnchorElement} */ ($('share-link'))
      anchor.href = link.shareUrl
      anchor.textContent = link.shareUrl
      const qr = /** @type {HTMLImageElement} */ ($('share-qr'))
      qr.src = `${API}/session/share/qr.svg?token=${encodeURIComponent(link.signedToken)}`
      $('share').hidden = false
      say(
        mode === 'read'
          ? 'Share link made: whoever opens it sees your sandbox and cannot change it.'
          : 'Share link made: whoever opens it can change your sandbox.',
        'ok',
      )
    } catch (err) {
      say(`Share failed: ${err.message}`, 'error')
    } finally {
      busy(button, false)
    }
  }

  async function createSample(button) {
    busy(button, true)
    try {
      const post = await api('/posts', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          user_id: 1,
          title: 'Hello from the landing page',
          body: 'Created with fetch.',
        }),
      })
      say(`Created post ${post.id}: it comes first in GET /api/v1/posts, for you only.`, 'ok')
    } catch (err) {
      say(`Could not create the post: ${err.message}`, 'error')
    } finally {
      busy(button, false)
    }
    await refresh()
  }

  async function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      try {
        await navigator.clipboard.writeText(text)
        return true
      } catch {
        // Denied (no permission, no focus): fall back below.
      }
    }
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.className = 'clipboard-helper'
    document.body.append(area)
    area.select()
    let ok = false
    try {
      ok = document.execCommand('copy')
    } catch {
      ok = false
    }
    area.remove()
    return ok
  }

  document.addEventListener('click', async (event) => {
    const button =
      event.target instanceof Element
        ? /** @type {HTMLButtonElement | null} */ (event.target.closest('button[data-copy]'))
        : null
    if (!button) return
    const source = $(button.dataset.copy)
    if (!source) return
    const ok = await copyText(source.textContent || '')
    button.textContent = ok ? 'Copied' : 'Press Ctrl+C'
    button.classList.toggle('copied', ok)
    if (!ok) {
      const range = document.createRange()
      range.selectNodeContents(source)
      const selection = window.getSelection()
      selection.removeAllRanges()
      selection.addRange(range)
    }
    setTimeout(() => {
      button.textContent = 'Copy'
      button.classList.remove('copied')
    }, 1600)
  })

  $('export').addEventListener('click', exportSnapshot)
  $('import').addEventListener('click', () => fileInput.click())
  fileInput.addEventListener('change', async () => {
    const file = fileInput.files?.[0]
    try {
      if (file) await importSnapshot(file)
    } finally {
      // The same file may be chosen again.
      fileInput.value = ''
    }
  })
  $('reset').addEventListener('click', reset)
  for (const button of document.querySelectorAll('[data-share]')) {
    button.addEventListener('click', () => share(button))
  }
  $('refresh').addEventListener('click', refresh)
  $('try').addEventListener('click', (event) => createSample(event.currentTarget))
  $('run-fetch').addEventListener('click', (event) => createSample(event.currentTarget))

  // Examples as tabs; without this script they simply stack.
  function setupTabs(root) {
    const tablist = root.querySelector('[role="tablist"]')
    if (!tablist) return
    const tabs = Array.from(tablist.querySelectorAll('[role="tab"]'))
    const select = (tab, focus) => {
      for (const t of tabs) {
        const on = t === tab
        t.setAttribute('aria-selected', on ? 'true' : 'false')
        t.tabIndex = on ? 0 : -1
        const panel = $(t.getAttribute('aria-controls'))
        if (panel) panel.hidden = !on
      }
      if (focus) tab.focus()
    }
    tablist.addEventListener('click', (event) => {
      const tab = event.target instanceof Element ? event.target.closest('[role="tab"]') : null
      if (tab) select(tab, false)
    })
    tablist.addEventListener('keydown', (event) => {
      const i = tabs.indexOf(document.activeElement)
      if (i < 0) return
      const moves = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }
      if (!(event.key in moves)) return
      event.preventDefault()
      select(tabs[(moves[event.key] + tabs.length) % tabs.length], true)
    })
    tablist.hidden = false
    root.classList.add('tabs-ready')
    select(tabs[0], false)
  }
  for (const root of document.querySelectorAll('[data-tabs]')) setupTabs(root)

  // Back from a terminal where you ran an example: show what it did.
  let last = Date.now()
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - last > 2000) {
      last = Date.now()
      void refresh()
    }
  })

  // Live: the sandbox's own events (Server-Sent Events) refresh the panel, whatever made the
  // change: a terminal, a front end, GraphQL, another tab. Named events reach only listeners of
  // their name, so the types are listed: the record and session ones for the panel, and every
  // fixed type of docs/contract/events-and-webhooks.md#event-types for the other sections.
  // custom.<collection>.* cannot be named ahead: the sections that know a collection's name add its
  // types (listenFor) to this one stream, rather than each opening its own (a sandbox may hold 10).
  /** @type {Array<(type: string, event: SandboxEventData | null) => void>} */
  const listeners = []
  /** @type {Array<(live: boolean) => void>} */
  const stateListeners = []
  let live = false
  /** @type {(types: string[]) => void} */
  let listenFor = () => {}
  if ('EventSource' in window) {
    const activityTypes = ['user', 'post', 'comment', 'todo']
      .flatMap((r) => ['created', 'updated', 'deleted'].map((a) => `${r}.${a}`))
      .concat(['session.reset', 'session.imported'])
    const otherTypes = [
      'auth.login',
      'auth.registered',
      'inbox.received',
      'file.uploaded',
      'file.deleted',
      'payment_intent.created',
      'payment_intent.succeeded',
      'payment_intent.payment_failed',
      'payment_intent.canceled',
      'charge.refunded',
      'checkout.session.completed',
    ]
    let pending = 0
    const soon = () => {
      clearTimeout(pending)
      pending = setTimeout(() => void refresh(), 150)
    }
    const tell = (/** @type {MessageEvent} */ event) => {
      let data = null
      try {
        data = JSON.parse(event.data)
      } catch {
        data = null
      }
      for (const listener of listeners) listener(event.type, data)
    }
    const setLive = (on) => {
      if (on === live) return
      live = on
      for (const listener of stateListeners) listener(on)
    }
    const stream = new EventSource(`${API}/stream?_sandbox=${encodeURIComponent(identity)}`)
    const heard = new Set()
    listenFor = (types) => {
      for (const type of types) {
        if (heard.has(type)) continue
        heard.add(type)
        stream.addEventListener(type, tell)
      }
    }
    for (const type of activityTypes) stream.addEventListener(type, soon)
    listenFor(activityTypes.concat(otherTypes))
    stream.addEventListener('connected', () => {
      list.dataset.live = 'on'
      setLive(true)
    })
    // EventSource reconnects by itself (retry: 3000, with Last-Event-ID).
    stream.addEventListener('error', () => setLive(false))
  }

  // What the page's other scripts (landing-webhooks.js, -uploads.js, -payments.js,
  // -collections.js, -realtime.js, loaded next) share with this one.
  window.landing = {
    api,
    el,
    busy,
    ago,
    copyText,
    onSandboxEvent: (listener) => {
      listeners.push(listener)
    },
    listenFor: (types) => listenFor(types),
    onStreamState: (listener) => {
      stateListeners.push(listener)
      listener(live)
    },
  }

  void refresh()
})()
