/**
 * The sandbox panel's switcher, served as /assets/landing-switcher.js: opens the page on another
 * sandbox by name (`/?_sandbox=<name>`), on a new random one, or on this browser's own (the
 * cookie's, `/`), and lists the sandboxes this browser opened lately (localStorage). The form has
 * no action (the CSP's form-action is 'none'): this script checks the name and navigates.
 */
// biome-ignore lint/suspicious/noRedundantUseStrict: the page loads this as a classic script, not a module
'use strict'
;(() => {
  const main = document.getElementById('main')
  const form = document.getElementById('switch-form')
  if (!main || !form) return
  const $ = (id) => document.getElementById(id)
  const input = /** @type {HTMLInputElement} */ ($('switch-name'))
  const error = $('switch-error')
  const current = main.dataset.sandboxName || ''

  const STORE_KEY = 'mock-playground.recent-sandboxes'
  const RECENT_MAX = 8
  const MAX_LENGTH = 128
  // The service's own rule (docs/contract/addresses-and-identity.md#naming-a-sandbox): anything
  // else is ignored and the cookie's sandbox answers.
  const NAME = /^[A-Za-z0-9._:-]{1,128}$/
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
  // A UUID and a dot is read as a share link's token, refused unless this service signed it.
  const tokenShaped = (name) => name.length > 37 && name[36] === '.' && UUID.test(name.slice(0, 36))

  /** Why `name` cannot name a sandbox, or '' when it can. */
  function problemOf(name) {
    if (name === '') return 'Type a sandbox name first, such as my-demo.'
    if (name.length > MAX_LENGTH)
      return `That name has ${name.length} characters; a sandbox name has at most ${MAX_LENGTH}.`
    if (!NAME.test(name)) {
      const bad = Array.from(new Set(Array.from(name).filter((c) => !/[A-Za-z0-9._:-]/.test(c))))
      const shown = bad
        .slice(0, 5)
        .map((c) => (c.trim() === '' ? 'a space' : `“${c}”`))
        .join(', ')
      return `A sandbox name cannot hold ${shown}: use letters, digits, “.”, “_”, “:” and “-” only.`
    }
    if (tokenShaped(name))
      return 'A name that starts with a UUID and a dot is read as a share link’s token: open the share link itself, or pick another name.'
    return ''
  }

  const hrefOf = (name) => `/?_sandbox=${encodeURIComponent(name)}#sandbox`

  function readRecent() {
    try {
      const stored = JSON.parse(localStorage.getItem(STORE_KEY) || '[]')
      // Written by this script, but anything may have put it there: keep only valid names.
      return Array.isArray(stored)
        ? stored.filter((n) => typeof n === 'string' && problemOf(n) === '').slice(0, RECENT_MAX)
        : []
    } catch {
      return []
    }
  }

  function remember(name) {
    const names = [name].concat(readRecent().filter((n) => n !== name)).slice(0, RECENT_MAX)
    try {
      localStorage.setItem(STORE_KEY, JSON.stringify(names))
    } catch {
      // Storage off (a private window, a policy): the switcher still works, it just forgets.
    }
    return names
  }

  function renderRecent(names) {
    const list = $('recent-list')
    list.replaceChildren()
    for (const name of names) {
      const li = document.createElement('li')
      const link = document.createElement('a')
      link.href = hrefOf(name)
      link.textContent = name
      link.dataset.name = name
      if (name === current) link.setAttribute('aria-current', 'page')
      li.append(link)
      list.append(li)
    }
    $('recent').hidden = names.length === 0
  }

  function showProblem(text) {
    error.textContent = text
    error.hidden = text === ''
    input.setAttribute('aria-invalid', text === '' ? 'false' : 'true')
  }

  function open(name) {
    remember(name)
    location.assign(hrefOf(name))
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const name = input.value.trim()
    const problem = problemOf(name)
    showProblem(problem)
    if (problem) {
      input.focus()
      return
    }
    open(name)
  })
  input.addEventListener('input', () => {
    if (!error.hidden) showProblem('')
  })

  $('switch-random').addEventListener('click', () => {
    const bytes = crypto.getRandomValues(new Uint8Array(8))
    open(`sandbox-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`)
  })

  // The page was opened on a named sandbox: it is the most recent one.
  renderRecent(current && problemOf(current) === '' ? remember(current) : readRecent())
})()
