/**
 * The landing page's uploads example, served as /assets/landing-uploads.js after landing.js,
 * whose helpers it uses (window.landing). Picked or dropped files go to POST /api/v1/uploads,
 * one request each; the list comes from GET /api/v1/uploads. Names and types come from the
 * uploader, so they only ever go into the page as text.
 */
// biome-ignore lint/suspicious/noRedundantUseStrict: the page loads this as a classic script, not a module
'use strict'
;(() => {
  const kit = window.landing
  const root = document.getElementById('uploads')
  if (!kit || !root) return
  const { api, el, busy, ago } = kit
  const $ = (id) => document.getElementById(id)
  const identity = $('main')?.dataset.identity || ''
  const frame = /** @type {HTMLElement} */ (root.querySelector('[data-quota]'))
  const QUOTA = Number(frame.dataset.quota) || 15
  const input = /** @type {HTMLInputElement} */ ($('upload-file'))
  const category = /** @type {HTMLSelectElement} */ ($('upload-category'))
  const drop = $('upload-drop')
  const list = $('upload-list')
  const status = $('upload-status')
  // What the browser may show itself (the API serves these inline); anything else downloads.
  const INLINE_IMAGES = new Set([
    'image/png',
    'image/apng',
    'image/jpeg',
    'image/gif',
    'image/webp',
    'image/avif',
    'image/bmp',
  ])

  function say(text, kind) {
    status.textContent = text
    status.className = `status${kind ? ` status-${kind}` : ''}`
  }

  // Relative, and naming the sandbox: an <img> sends no header, and the cookie may name another
  // sandbox than the page (opened with ?_sandbox= or a share link).
  const contentUrl = (id) =>
    `/api/v1/uploads/${encodeURIComponent(id)}/content?_sandbox=${encodeURIComponent(identity)}`

  function size(bytes) {
    if (bytes < 1024) return `${bytes} B`
    if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
    return `${(bytes / 1024 / 1024).toFixed(1)} MB`
  }

  const dimensionsOf = (file) =>
    file.dimensions ? `${file.dimensions.width} × ${file.dimensions.height}` : ''

  function renderFile(file) {
    const li = el('li', 'file')
    li.dataset.id = file.id
    li.dataset.name = file.filename
    if (INLINE_IMAGES.has(file.mimetype)) {
      const img = /** @type {HTMLImageElement} */ (el('img', 'file-thumb'))
      img.src = contentUrl(file.id)
      img.alt = ''
      img.width = 48
      img.height = 48
      img.loading = 'lazy'
      img.decoding = 'async'
      li.append(img)
    } else {
      li.append(el('span', 'file-icon', String(file.format || 'file').slice(0, 4)))
    }
    const body = el('span', 'file-body')
    const link = /** @type {HTMLAnchorElement} */ (el('a', 'file-name', file.filename))
    link.href = contentUrl(file.id)
    link.rel = 'noreferrer'
    link.target = '_blank'
    body.append(link)
    const meta = el('span', 'file-meta')
    meta.append(
      el('span', 'file-type', file.mimetype),
      el('span', 'file-size', size(file.sizeBytes)),
    )
    const dims = dimensionsOf(file)
    if (dims) meta.append(el('span', 'file-dims', dims))
    meta.append(el('span', 'file-category', file.category))
    const when = ago(file.created_at)
    if (when) {
      const time = /** @type {HTMLTimeElement} */ (el('time', '', when))
      time.dateTime = file.created_at
      meta.append(time)
    }
    body.append(meta)
    li.append(body)
    const remove = /** @type {HTMLButtonElement} */ (
      el('button', 'btn btn-small btn-danger', 'Delete')
    )
    remove.type = 'button'
    remove.setAttribute('aria-label', `Delete ${file.filename}`)
    remove.addEventListener('click', () => void removeFile(file, remove))
    li.append(remove)
    return li
  }

  function render(files, total) {
    list.replaceChildren(...files.map(renderFile))
    const quota = $('upload-quota')
    quota.textContent = `${total} / ${QUOTA}`
    quota.classList.toggle('pill-full', total >= QUOTA)
    $('upload-empty').hidden = files.length > 0
    list.dataset.state = files.length ? 'ready' : 'empty'
  }

  async function load() {
    try {
      const answer = await api(`/uploads?limit=${QUOTA}`)
      const files = Array.isArray(answer?.data) ? answer.data : []
      render(files, Number(answer?.pagination?.total) || files.length)
    } catch (err) {
      list.dataset.state = 'error'
      say(`Could not load your files: ${err.message}`, 'error')
    }
    frame.dataset.state = 'ready'
  }

  async function removeFile(file, button) {
    busy(button, true)
    try {
      await api(`/uploads/${encodeURIComponent(file.id)}`, { method: 'DELETE' })
      say(`Deleted ${file.filename}: its slot is free again.`, 'ok')
    } catch (err) {
      say(`Could not delete ${file.filename}: ${err.message}`, 'error')
      busy(button, false)
    }
    await load()
  }

  /** One POST per file, in order; a refusal (413, 415, 403) is reported and the rest still go. */
  async function upload(files) {
    if (!files.length) return
    input.disabled = true
    const done = []
    const refused = []
    for (const file of files) {
      const form = new FormData()
      form.append('category', category.value)
      form.append('file', file, file.name)
      try {
        const { file: stored } = await api('/uploads', { method: 'POST', body: form })
        const dims = dimensionsOf(stored)
        done.push(`${stored.filename} (${stored.mimetype}${dims ? `, ${dims}` : ''})`)
      } catch (err) {
        refused.push(`${file.name}: ${err.message}`)
      }
    }
    input.disabled = false
    const parts = []
    if (done.length) parts.push(`Uploaded ${done.join(', ')}.`)
    if (refused.length) parts.push(`Refused ${refused.join('; ')}`)
    say(parts.join(' '), refused.length ? 'error' : 'ok')
    await load()
  }

  input.addEventListener('change', async () => {
    const files = Array.from(input.files || [])
    try {
      await upload(files)
    } finally {
      // The same file may be picked again.
      input.value = ''
    }
  })
  drop.addEventListener('dragover', (event) => {
    if (!event.dataTransfer?.types.includes('Files')) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    drop.classList.add('dragging')
  })
  drop.addEventListener('dragleave', () => drop.classList.remove('dragging'))
  drop.addEventListener('drop', (event) => {
    drop.classList.remove('dragging')
    if (!event.dataTransfer?.files.length) return
    event.preventDefault()
    void upload(Array.from(event.dataTransfer.files))
  })
  $('uploads-refresh').addEventListener('click', () => void load())

  // Files uploaded or deleted elsewhere (a terminal, another tab), and a reset or import.
  let pending = 0
  kit.onSandboxEvent((type) => {
    if (!/^(file|session)\./.test(type)) return
    clearTimeout(pending)
    pending = setTimeout(() => void load(), 150)
  })

  void load()
})()
