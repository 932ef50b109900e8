/**
 * The landing page's realtime example, served as /assets/landing-realtime.js after landing.js.
 * It shows the sandbox's events as the page's one event stream hears them (landing.js's
 * EventSource, shared through window.landing): no second stream per page. Event data is the
 * caller's own, so it only ever goes into the page as text.
 */
// biome-ignore lint/suspicious/noRedundantUseStrict: the page loads this as a classic script, not a module
'use strict'
;(() => {
  const kit = window.landing
  const root = document.getElementById('realtime')
  if (!kit || !root) return
  const { api, el, busy } = kit
  const $ = (id) => document.getElementById(id)
  const frame = /** @type {HTMLElement} */ (root.querySelector('[data-limit]'))
  const LIMIT = Number(frame.dataset.limit) || 50
  const feed = $('feed')
  const pause = /** @type {HTMLButtonElement} */ ($('feed-pause'))
  const status = $('feed-status')
  let paused = false
  /** What came while paused, oldest first; shown on Resume. */
  let held = []
  let connectedOnce = false
  const ACTIONS = { created: 'created', updated: 'changed', deleted: 'deleted' }

  function say(text, kind) {
    status.textContent = text
    status.className = `status${kind ? ` status-${kind}` : ''}`
  }

  /** A record's title or name, when it has one that reads as text. */
  function labelOf(data) {
    if (!data || typeof data !== 'object') return ''
    for (const key of ['title', 'name', 'username', 'email', 'filename', 'text']) {
      if (typeof data[key] === 'string' && data[key]) return data[key].slice(0, 120)
    }
    return ''
  }

  function renderEvent(event) {
    const li = el('li', 'feed-entry')
    li.dataset.type = event.type
    li.dataset.event = event.id || ''
    const record =
      event.recordId === null || event.recordId === undefined ? '' : String(event.recordId)
    li.dataset.record = record
    const kind = ACTIONS[event.action] || 'other'
    li.append(el('code', `feed-type feed-${kind}`, event.type))
    const body = el('span', 'feed-body')
    const resource = event.resource || event.type.split('.')[0]
    body.append(el('code', 'feed-target', record ? `${resource}/${record}` : resource))
    const label = labelOf(event.data)
    if (label) body.append(el('span', 'feed-label', label))
    li.append(body)
    const at = Date.parse(event.timestamp)
    if (Number.isFinite(at)) {
      const time = /** @type {HTMLTimeElement} */ (
        el('time', 'feed-time', new Date(at).toLocaleTimeString())
      )
      time.dateTime = event.timestamp
      time.title = new Date(at).toLocaleString()
      li.append(time)
    }
    return li
  }

  function counted() {
    const n = feed.children.length
    $('feed-count').textContent = n ? String(n) : ''
    $('feed-empty').hidden = n > 0
    feed.dataset.state = n ? 'ready' : 'empty'
  }

  function show(events) {
    for (const event of events) feed.prepend(renderEvent(event))
    while (feed.children.length > LIMIT) feed.lastElementChild?.remove()
    counted()
  }

  function pauseLabel() {
    pause.textContent = paused ? `Resume${held.length ? ` (${held.length} new)` : ''}` : 'Pause'
    pause.setAttribute('aria-pressed', paused ? 'true' : 'false')
  }

  kit.onSandboxEvent((type, event) => {
    const shown = event || {
      id: '',
      type,
      resource: '',
      action: '',
      recordId: null,
      data: null,
      timestamp: new Date().toISOString(),
    }
    if (paused) {
      // Only the newest LIMIT would show on Resume: hold no more than that.
      held.push(shown)
      if (held.length > LIMIT) held = held.slice(-LIMIT)
      pauseLabel()
      return
    }
    show([shown])
  })

  kit.onStreamState((live) => {
    if (live) connectedOnce = true
    const state = $('feed-state')
    state.dataset.live = live ? 'on' : 'off'
    state.textContent = live ? 'Live' : connectedOnce ? 'Reconnecting…' : 'Connecting…'
    frame.dataset.state = live ? 'ready' : 'loading'
  })

  pause.addEventListener('click', () => {
    paused = !paused
    if (!paused) {
      show(held)
      held = []
    }
    pauseLabel()
  })

  $('feed-clear').addEventListener('click', () => {
    feed.replaceChildren()
    held = []
    pauseLabel()
    counted()
    say('')
  })

  $('feed-sample').addEventListener('click', async (click) => {
    const button = /** @type {HTMLButtonElement} */ (click.currentTarget)
    busy(button, true)
    try {
      const todo = await api('/todos', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ user_id: 1, title: 'Watch the realtime feed', completed: false }),
      })
      say(
        `Created todo ${todo.id}${paused ? ': its todo.created event waits for Resume.' : ': its todo.created event comes first in the feed.'}`,
        'ok',
      )
    } catch (err) {
      say(`Could not create the todo: ${err.message}`, 'error')
    } finally {
      busy(button, false)
    }
  })

  // custom.<collection>.* cannot be named ahead: the collections the sandbox has join the stream.
  async function listenForCollections() {
    try {
      const answer = await api('/custom')
      for (const c of Array.isArray(answer?.collections) ? answer.collections : []) {
        kit.listenFor(['created', 'updated', 'deleted'].map((a) => `custom.${c.name}.${a}`))
      }
    } catch {
      // The feed still shows every other event; the next visit to the tab tries again.
    }
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void listenForCollections()
  })
  void listenForCollections()
})()
