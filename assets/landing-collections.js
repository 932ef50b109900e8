/**
 * The landing page's custom collections example, served as /assets/landing-collections.js after
 * landing.js, whose helpers it uses (window.landing). The textarea's JSON is checked here before
 * it goes to POST /api/v1/custom/<name>; templates go to POST /api/v1/custom/seed; the lists
 * come from GET /api/v1/custom and /custom/<name>. Records are the caller's own JSON, so they
 * only ever go into the page as text.
 */
// biome-ignore lint/suspicious/noRedundantUseStrict: the page loads this as a classic script, not a module
'use strict'
;(() => {
  const kit = window.landing
  const root = document.getElementById('collections')
  if (!kit || !root) return
  const { api, el, busy, ago } = kit
  const $ = (id) => document.getElementById(id)
  const identity = $('main')?.dataset.identity || ''
  const frame = /** @type {HTMLElement} */ (root.querySelector('[data-max-collections]'))
  const MAX_COLLECTIONS = Number(frame.dataset.maxCollections) || 20
  const MAX_RECORDS = Number(frame.dataset.maxRecords) || 500
  const NAME = new RegExp(frame.dataset.namePattern || '^[a-z][a-z0-9_-]{0,62}$')
  /** Records listed for the picked collection; the API pages the rest. */
  const SHOWN = 20
  const SERVER_OWNED = new Set(['id', 'createdAt', 'updatedAt', '_sandbox'])
  const nameInput = /** @type {HTMLInputElement} */ ($('collection-name'))
  const recordInput = /** @type {HTMLTextAreaElement} */ ($('collection-record'))
  const templateSelect = /** @type {HTMLSelectElement} */ ($('collection-template'))
  const status = $('collection-status')
  const list = $('collection-list')
  const recordList = $('record-list')
  /** The collection whose records are shown; '' when none. */
  let current = ''
  /** Loads overlap (a click, an event); only the latest one draws. */
  let generation = 0

  const path = (name) => `/custom/${encodeURIComponent(name)}`
  const json = (body) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const typesOf = (name) => ['created', 'updated', 'deleted'].map((a) => `custom.${name}.${a}`)

  function say(text, kind) {
    status.textContent = text
    status.className = `status${kind ? ` status-${kind}` : ''}`
  }

  /** The textarea's record, or why it is not one: what the API would refuse is caught here. */
  function readRecord() {
    const text = recordInput.value
    if (!text.trim())
      return { error: 'The record is empty: write a JSON object, such as {"name": "Sprocket"}.' }
    let value
    try {
      value = JSON.parse(text)
    } catch (err) {
      return { error: `The record is not valid JSON (${err.message}). Nothing was sent.` }
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      const kind = Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`
      return { error: `The record must be a JSON object ({…}), not ${kind}. Nothing was sent.` }
    }
    return { value }
  }

  /** One line of a record's own fields, cut short: the link opens the whole record. */
  function summary(record) {
    const fields = {}
    for (const key of Object.keys(record)) if (!SERVER_OWNED.has(key)) fields[key] = record[key]
    const text = JSON.stringify(fields)
    return text.length > 160 ? `${text.slice(0, 159)}…` : text
  }

  function renderRecord(record) {
    const name = current
    const li = el('li', 'record')
    li.dataset.id = record.id
    const body = el('span', 'record-body')
    const link = /** @type {HTMLAnchorElement} */ (el('a', 'record-id'))
    // Relative, and naming the sandbox: a link sends no header.
    link.href = `/api/v1${path(name)}/${encodeURIComponent(record.id)}?_sandbox=${encodeURIComponent(identity)}`
    link.rel = 'noreferrer'
    link.target = '_blank'
    link.append(el('code', 'record-ref', record.id))
    body.append(link, el('code', 'record-fields', summary(record)))
    const when = ago(record.createdAt)
    if (when) {
      const time = /** @type {HTMLTimeElement} */ (el('time', 'record-time', when))
      time.dateTime = record.createdAt
      body.append(time)
    }
    li.append(body)
    const remove = /** @type {HTMLButtonElement} */ (
      el('button', 'btn btn-small btn-danger', 'Delete')
    )
    remove.type = 'button'
    remove.setAttribute('aria-label', `Delete ${record.id}`)
    remove.addEventListener('click', () => void removeRecord(name, record.id, remove))
    li.append(remove)
    return li
  }

  function renderCollection(collection) {
    const li = el('li', 'collection')
    li.dataset.name = collection.name
    const pick = /** @type {HTMLButtonElement} */ (el('button', 'collection-pick'))
    pick.type = 'button'
    pick.setAttribute('aria-pressed', collection.name === current ? 'true' : 'false')
    pick.append(el('code', 'collection-name', collection.name))
    const count = el('span', 'collection-size', `${collection.count} / ${MAX_RECORDS}`)
    count.dataset.count = String(collection.count)
    pick.append(count)
    const when = ago(collection.lastUpdated)
    if (when) pick.append(el('span', 'collection-when', `changed ${when}`))
    pick.addEventListener('click', () => {
      current = collection.name
      nameInput.value = collection.name
      void load()
    })
    li.append(pick)
    return li
  }

  async function load() {
    const mine = ++generation
    try {
      const answer = await api('/custom')
      const collections = (Array.isArray(answer?.collections) ? answer.collections : [])
        .slice()
        .sort((a, b) => String(a.name).localeCompare(String(b.name)))
      // Their events join the page's stream, for this list and the Realtime feed.
      for (const c of collections) kit.listenFor(typesOf(c.name))
      const names = collections.map((c) => c.name)
      if (!names.includes(current))
        current = names.includes(nameInput.value) ? nameInput.value : names[0] || ''
      const page = current ? await api(`${path(current)}?limit=${SHOWN}`) : null
      if (mine !== generation) return
      list.replaceChildren(...collections.map(renderCollection))
      const count = $('collection-count')
      count.textContent = `${collections.length} / ${MAX_COLLECTIONS}`
      count.classList.toggle('pill-full', collections.length >= MAX_COLLECTIONS)
      $('collection-empty').hidden = collections.length > 0
      list.dataset.state = collections.length ? 'ready' : 'empty'
      $('collection-names').replaceChildren(
        ...names.map((n) => {
          const option = /** @type {HTMLOptionElement} */ (el('option'))
          option.value = n
          return option
        }),
      )
      renderRecords(page)
    } catch (err) {
      if (mine !== generation) return
      list.dataset.state = 'error'
      say(`Could not load your collections: ${err.message}`, 'error')
    }
    frame.dataset.state = 'ready'
  }

  function renderRecords(page) {
    const box = $('collection-records')
    box.hidden = !current
    if (!current) {
      recordList.replaceChildren()
      recordList.dataset.state = 'empty'
      return
    }
    const records = Array.isArray(page?.data) ? page.data : []
    const total = Number(page?.pagination?.total) || records.length
    $('records-name').textContent = current
    const count = $('record-count')
    count.textContent = `${total} / ${MAX_RECORDS}`
    count.classList.toggle('pill-full', total >= MAX_RECORDS)
    recordList.replaceChildren(...records.map(renderRecord))
    recordList.dataset.state = records.length ? 'ready' : 'empty'
    recordList.dataset.collection = current
    const more = $('record-more')
    more.hidden = total <= records.length
    more.textContent = `The newest ${records.length} of ${total}; GET /api/v1/custom/${current}?page=2&limit=${SHOWN} for the next ones.`
  }

  async function create(event) {
    event.preventDefault()
    const name = nameInput.value.trim()
    if (!name) {
      say('Name the collection first, such as products.', 'error')
      nameInput.focus()
      return
    }
    const record = readRecord()
    recordInput.setAttribute('aria-invalid', record.error ? 'true' : 'false')
    if (record.error) {
      say(record.error, 'error')
      recordInput.focus()
      return
    }
    // Heard from the first record on: its event may come before the answer.
    if (NAME.test(name)) kit.listenFor(typesOf(name))
    const button = /** @type {HTMLButtonElement} */ ($('collection-create'))
    busy(button, true)
    try {
      const stored = await api(path(name), json(record.value))
      current = name
      say(`Created ${stored.id} in ${name}: GET /api/v1/custom/${name}/${stored.id}.`, 'ok')
    } catch (err) {
      say(`Refused: ${err.message}`, 'error')
    } finally {
      busy(button, false)
    }
    await load()
  }

  async function seed(event) {
    event.preventDefault()
    const template = templateSelect.value
    const names = (templateSelect.selectedOptions[0]?.dataset.collections || '')
      .split(' ')
      .filter(Boolean)
    for (const name of names) kit.listenFor(typesOf(name))
    const button = /** @type {HTMLButtonElement} */ ($('collection-seed'))
    busy(button, true)
    try {
      const result = await api('/custom/seed', json({ template }))
      const seeded = Array.isArray(result.collections) ? result.collections : []
      if (seeded.length) {
        current = seeded[0]
        nameInput.value = current
      }
      say(`Seeded ${result.template}: ${result.totalSeeded} records in ${seeded.join(', ')}.`, 'ok')
    } catch (err) {
      say(`Could not seed ${template}: ${err.message}`, 'error')
    } finally {
      busy(button, false)
    }
    await load()
  }

  async function removeRecord(name, id, button) {
    busy(button, true)
    try {
      await api(`${path(name)}/${encodeURIComponent(id)}`, { method: 'DELETE' })
      say(`Deleted ${id} from ${name}.`, 'ok')
    } catch (err) {
      say(`Could not delete ${id}: ${err.message}`, 'error')
      busy(button, false)
    }
    await load()
  }

  async function drop() {
    const name = current
    if (!name) return
    const shown = $('record-count').textContent || ''
    if (!confirm(`Delete the collection ${name} and all its records (${shown})?`)) return
    const button = /** @type {HTMLButtonElement} */ ($('collection-drop'))
    busy(button, true)
    try {
      const result = await api(path(name), { method: 'DELETE' })
      const n = Number(result.deletedRecords) || 0
      say(`Deleted the collection ${name} (${n} ${n === 1 ? 'record' : 'records'}).`, 'ok')
      current = ''
    } catch (err) {
      say(`Could not delete ${name}: ${err.message}`, 'error')
    } finally {
      busy(button, false)
    }
    await load()
  }

  $('collection-form').addEventListener('submit', (event) => void create(event))
  $('template-form').addEventListener('submit', (event) => void seed(event))
  $('collection-drop').addEventListener('click', () => void drop())
  $('collections-refresh').addEventListener('click', () => void load())
  recordInput.addEventListener('input', () => recordInput.removeAttribute('aria-invalid'))

  // Records written elsewhere (a terminal, GraphQL, another tab), and a reset or import.
  let pending = 0
  kit.onSandboxEvent((type) => {
    if (!/^(custom|session)\./.test(type)) return
    clearTimeout(pending)
    pending = setTimeout(() => void load(), 150)
  })
  // Back from a terminal: collections made there are listed, and heard from then on.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void load()
  })

  void load()
})()
