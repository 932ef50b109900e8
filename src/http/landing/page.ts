import type { Item } from '../../store/port.ts'
import { authSection } from './auth-section.ts'
import { collectionsSection } from './collections-section.ts'
import { codeBlock, escapeHtml } from './html.ts'
import { networkSection } from './network-section.ts'
import { paymentsSection } from './payments-section.ts'
import { realtimeSection } from './realtime-section.ts'
import { uploadsSection } from './uploads-section.ts'

export { escapeHtml }

const e = escapeHtml

export const RESOURCE_BLURBS: Record<string, { title: string; blurb: string; nested: string }> = {
  users: {
    title: 'Users',
    blurb: 'Names, e-mails, addresses and companies. 1–10 are the classic JSONPlaceholder crew.',
    nested: '/users/1/posts',
  },
  posts: {
    title: 'Posts',
    blurb: 'A title and a body, each written by a user.',
    nested: '/posts/1/comments',
  },
  comments: {
    title: 'Comments',
    blurb: 'Replies on posts, with a name and an e-mail.',
    nested: '/comments?post_id=1',
  },
  todos: { title: 'Todos', blurb: 'Tasks per user, done or not yet.', nested: '/users/1/todos' },
  albums: {
    title: 'Albums',
    blurb: 'Photo albums, ten for each of the first ten users.',
    nested: '/albums/1/photos',
  },
  photos: {
    title: 'Photos',
    blurb: 'Fifty per album, each with a generated 600 × 600 image and a 150 × 150 thumbnail.',
    nested: '/photos?albumId=1',
  },
}

export type ChangeCounts = { created: number; updated: number; deleted: number }

export interface SandboxSummary {
  changes: Record<string, ChangeCounts>
  customCollections: number
  expiresInDays: number
  maxQuotaPerResource: number
}

export interface PageModel {
  /** Where the examples point: `PUBLIC_URL` or the request's origin. */
  origin: string
  identity: string
  /** How the request named its sandbox. */
  identitySource: 'header' | 'query' | 'cookie' | 'new' | 'share-read' | 'share-write'
  /** The name the request picked its sandbox by (`ci-worker-3`); undefined for a UUID or the cookie. */
  sandboxName?: string | undefined
  counts: Array<{ resource: string; count: number }>
  /** The caller's sandbox, or undefined when the store did not answer (the script retries). */
  sandbox: SandboxSummary | undefined
  /** The create cap (`--create-cap`), said even when the sandbox summary is missing. */
  createCap: number
  sampleUser: Item | undefined
  assets: {
    css: string
    js: string
    webhooksJs: string
    uploadsJs: string
    paymentsJs: string
    switcherJs: string
    collectionsJs: string
    realtimeJs: string
    authJs: string
    networkJs: string
    icon: string
  }
  version: string
}

const SOURCE_TEXT: Record<PageModel['identitySource'], string> = {
  cookie: 'Named by the <code>pg_identity</code> cookie this browser holds.',
  new: 'New here: this browser just received a <code>pg_identity</code> cookie naming it.',
  header: 'Named by the <code>X-Playground-Identity</code> header of this request.',
  query: 'Named by the <code>_sandbox</code> parameter of this request.',
  'share-read':
    'Opened by a read-only share link: you see this sandbox as its owner does, and every write is refused (403 <code>SANDBOX_READ_ONLY</code>).',
  'share-write': 'Opened by a share link with write access: what you change, its owner sees.',
}

/** `identity` is what a user would type: the sandbox's name when it has one. */
function examples(origin: string, identity: string, byName: boolean) {
  const api = `${origin}/api/v1`
  const curl = [
    `# Read: lists page with ?page= &limit= and search with ?q=`,
    `curl "${api}/posts?limit=3"`,
    ``,
    `# Write to your sandbox (this header names the one this page shows)`,
    `curl -X POST "${api}/posts" \\`,
    `  -H 'X-Playground-Identity: ${identity}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '{"user_id": 1, "title": "Hello", "body": "My first post"}'`,
  ].join('\n')
  const fetchCode = [
    `const API = '${api}'`,
    ``,
    ...(byName
      ? [
          `// The header names this sandbox, whatever cookie the browser holds`,
          `const ME = { 'X-Playground-Identity': '${identity}' }`,
          `const created = await fetch(API + '/posts', {`,
          `  method: 'POST',`,
          `  headers: { ...ME, 'Content-Type': 'application/json' },`,
          `  body: JSON.stringify({ user_id: 1, title: 'Hello', body: 'From fetch' }),`,
          `}).then((r) => r.json())`,
          ``,
          `// Your post comes first, marked _sandbox: 'created'`,
          `const posts = await fetch(API + '/posts?limit=5', { headers: ME })`,
          `  .then((r) => r.json())`,
        ]
      : [
          `// credentials: 'include' sends the pg_identity cookie: your sandbox`,
          `const created = await fetch(API + '/posts', {`,
          `  method: 'POST',`,
          `  credentials: 'include',`,
          `  headers: { 'Content-Type': 'application/json' },`,
          `  body: JSON.stringify({ user_id: 1, title: 'Hello', body: 'From fetch' }),`,
          `}).then((r) => r.json())`,
          ``,
          `// Your post comes first, marked _sandbox: 'created'`,
          `const posts = await fetch(API + '/posts?limit=5', { credentials: 'include' })`,
          `  .then((r) => r.json())`,
        ]),
  ].join('\n')
  const graphql = [
    `curl -X POST "${origin}/graphql" \\`,
    `  -H 'X-Playground-Identity: ${identity}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '{"query": "{ posts(limit: 2) { id title user { name } comments(limit: 1) { email } } }"}'`,
    ``,
    `# Mutations write to the same sandbox as REST`,
    `curl -X POST "${origin}/graphql" \\`,
    `  -H 'X-Playground-Identity: ${identity}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '{"query": "mutation { createTodo(user_id: \\"1\\", title: \\"Ship it\\") { id _sandbox } }"}'`,
  ].join('\n')
  const named = [
    `# Any name of [A-Za-z0-9._:-] is a sandbox: the same name, the same data`,
    `curl "${api}/posts?limit=1" -H 'X-Playground-Identity: ci-worker-3'`,
    `curl "${api}/posts?limit=1&_sandbox=ci-worker-3"`,
    ``,
    `# Export, reset, import: what the buttons above do`,
    `curl "${api}/session/export" -H 'X-Playground-Identity: ci-worker-3' > snapshot.json`,
    `curl -X DELETE "${api}/session/reset" -H 'X-Playground-Identity: ci-worker-3'`,
    `curl -X POST "${api}/session/import" -H 'X-Playground-Identity: ci-worker-3' \\`,
    `  -H 'Content-Type: application/json' --data-binary @snapshot.json`,
  ].join('\n')
  const scenarios = [
    `ME='X-Playground-Identity: ${identity}'`,
    `JSON='Content-Type: application/json'`,
    ``,
    `# An access token that is already expired: /auth/me answers 401 TOKEN_EXPIRED`,
    `curl -X POST "${api}/auth/login?_jwt_expiry=-1s" -H "$ME" -H "$JSON" -d '{"username": "Bret"}'`,
    ``,
    `# A refresh token used twice: 401 REFRESH_TOKEN_REUSED, its whole family revoked`,
    `curl -X POST "${api}/auth/refresh" -H "$JSON" -H 'X-Simulate-Token-Reuse: true' \\`,
    `  -d '{"refresh_token": "<refresh_token>"}'`,
    ``,
    `# A viewer may read, not delete: 403 RBAC_ROLE_FORBIDDEN`,
    `curl -X DELETE "${api}/posts/1" -H "$ME" -H 'X-Simulate-Role: viewer'`,
    ``,
    `# Forgot password: the reset e-mail lands in your sandbox's inbox`,
    `curl -X POST "${api}/auth/forgot-password" -H "$ME" -H "$JSON" -d '{"email": "Sincere@april.biz"}'`,
    `curl "${api}/inbox" -H "$ME"`,
    ``,
    `# A one-time code: request it, read it, verify it (5 wrong tries lock it)`,
    `curl -X POST "${api}/auth/otp/request" -H "$ME" -H "$JSON" -d '{"email": "Sincere@april.biz"}'`,
    `curl "${api}/emails/otp?to=Sincere@april.biz" -H "$ME"`,
    ``,
    `# A gateway that fails one request in three, after 250–1500 ms`,
    `curl -i "${api}/posts?_chaos=0.3&_chaos_errors=502,503"`,
  ].join('\n')
  return { curl, fetchCode, graphql, named, scenarios }
}

function sampleResponse(user: Item | undefined): string {
  if (!user) return '{}'
  const { id, name, username, email, address } = user as Record<string, unknown>
  const city = (address as { city?: unknown } | undefined)?.city
  return JSON.stringify({ id, name, username, email, address: { city } }, null, 2).replace(
    /\n}$/,
    ',\n  …\n}',
  )
}

const KINDS: Array<{ key: keyof ChangeCounts; label: string }> = [
  { key: 'created', label: 'Created' },
  { key: 'updated', label: 'Changed' },
  { key: 'deleted', label: 'Deleted' },
]

function countsTable(model: PageModel) {
  const s = model.sandbox
  const cell = (resource: string, kind: keyof ChangeCounts) =>
    `<td data-count="${e(resource)}.${kind}">${s ? e(s.changes[resource]?.[kind] ?? 0) : '–'}</td>`
  const total = (kind: keyof ChangeCounts) =>
    s ? Object.values(s.changes).reduce((sum, c) => sum + c[kind], 0) : '–'
  const rows = model.counts
    .map(
      ({ resource }) =>
        `<tr><th scope="row">${e(resource)}</th>${KINDS.map((k) => cell(resource, k.key)).join('')}</tr>`,
    )
    .join('\n          ')
  return `<table class="counts">
          <thead><tr><th scope="col"><span class="sr-only">Resource</span></th>${KINDS.map((k) => `<th scope="col">${k.label}</th>`).join('')}</tr></thead>
          <tbody>
          ${rows}
          </tbody>
          <tfoot><tr><th scope="row">total</th>${KINDS.map((k) => `<td data-total="${k.key}">${e(total(k.key))}</td>`).join('')}</tr></tfoot>
        </table>`
}

/**
 * The webhooks inspector's frame; assets/landing-webhooks.js fills it from /api/v1/webhooks.
 * The form has no action: the script submits it (the CSP's form-action 'none' forbids a post).
 */
function webhooksSection() {
  return `<section id="webhooks" class="wrap section" aria-labelledby="webhooks-title">
      <div class="section-head">
        <h2 id="webhooks-title">Webhooks</h2>
        <p>Your sandbox's events, POSTed to a URL of yours and signed; every attempt logged below. The usual target is a receiver on your own machine, such as <code>http://localhost:4000/hooks</code>: this server sends from where it runs. To check the <code>X-Playground-Signature</code> header, see the Webhooks section of the README.</p>
      </div>
      <div class="webhooks" data-state="loading">
        <div class="panel">
          <h3 class="panel-title">Endpoints <span class="pill" id="webhook-count"></span></h3>
          <form id="webhook-form" class="webhook-form" novalidate>
            <label class="field field-url"><span>URL</span><input id="webhook-url" name="url" type="url" inputmode="url" autocomplete="off" spellcheck="false" placeholder="http://localhost:4000/hooks" required></label>
            <label class="field"><span>Events <span class="muted">(comma list)</span></span><input id="webhook-events" name="events" type="text" autocomplete="off" spellcheck="false" value="*"></label>
            <label class="field"><span>Name <span class="muted">(optional)</span></span><input id="webhook-name" name="name" type="text" autocomplete="off" maxlength="100"></label>
            <button type="submit" class="btn btn-primary" id="webhook-add">Add webhook</button>
          </form>
          <p class="muted small">Events: <code>*</code>, a family such as <code>post.*</code> or <code>custom.*</code>, or exact types such as <code>post.created</code>. At most 10 webhooks; a reset forgets them.</p>
          <p id="webhook-status" class="status" role="status" aria-live="polite"></p>
          <ul id="webhook-list" class="webhook-list" data-state="loading"></ul>
          <p id="webhook-empty" class="empty" hidden>No webhook yet: add one above, then write something (or press <strong>Send test</strong>).</p>
        </div>
        <div class="panel deliveries-panel">
          <div class="panel-head">
            <h3 class="panel-title">Deliveries <span class="pill" id="delivery-count"></span></h3>
            <button type="button" class="btn btn-small btn-ghost" id="deliveries-refresh">Refresh</button>
          </div>
          <ol id="delivery-list" class="delivery-list" data-state="loading" aria-label="Deliveries, newest first"></ol>
          <p id="delivery-empty" class="empty" hidden>No delivery yet. The last 50 show here, newest first; pick one to see what was sent and what came back.</p>
          <div id="delivery-detail" class="delivery-detail" hidden></div>
        </div>
      </div>
    </section>`
}

/**
 * The sandbox's name when a header or `_sandbox` picked it by one (the UUID it maps to below,
 * small), else its identity: a UUID, or the share token that opened it.
 */
function identityBlock(model: PageModel) {
  const copy = (id: string, what: string) =>
    `<button type="button" class="copy" data-copy="${id}" aria-label="Copy ${what}">Copy</button>`
  if (model.sandboxName === undefined) {
    return `<h3 class="panel-title">Identity</h3>
          <div class="identity">
            <code id="identity">${e(model.identity)}</code>
            ${copy('identity', 'identity')}
          </div>`
  }
  return `<h3 class="panel-title">Sandbox</h3>
          <div class="identity identity-named">
            <code id="sandbox-name" class="sandbox-name">${e(model.sandboxName)}</code>
            ${copy('sandbox-name', 'sandbox name')}
          </div>
          <p class="identity-uuid muted small">Identity <code id="identity">${e(model.identity)}</code></p>`
}

/**
 * Switch sandbox: a name, a new random one, the recent ones and this browser's own.
 * assets/landing-switcher.js checks the name and navigates (the CSP's form-action is 'none').
 */
function switcher(model: PageModel) {
  const own = model.sandboxName === undefined && !['header', 'query'].includes(model.identitySource)
  return `<div class="switcher">
            <form id="switch-form" class="switch-form" novalidate>
              <label class="field" for="switch-name"><span>Switch sandbox <span class="muted">(a name of letters, digits and <code>. _ : -</code>)</span></span></label>
              <div class="switch-row">
                <input id="switch-name" name="name" type="text" autocomplete="off" autocapitalize="off" spellcheck="false" maxlength="200" placeholder="my-demo" aria-describedby="switch-error">
                <button type="submit" class="btn" id="switch-open">Open</button>
              </div>
              <p id="switch-error" class="field-error" role="alert" hidden></p>
            </form>
            <div class="switch-more">
              <button type="button" class="btn btn-small" id="switch-random">New random sandbox</button>
              ${own ? `<span class="muted small" id="switch-own" aria-current="page">This is this browser's own sandbox.</span>` : `<a class="small" id="switch-own" href="/#sandbox">Back to this browser's own sandbox</a>`}
            </div>
            <div id="recent" class="recent" hidden>
              <h4 class="recent-title">Recent on this browser</h4>
              <ul id="recent-list" class="recent-list"></ul>
            </div>
          </div>`
}

/** The landing page: plain HTML, no inline script or style (the CSP allows only our assets). */
export function renderPage(model: PageModel): string {
  const { origin, sandboxName } = model
  // What a user would type into a snippet: the sandbox's name when it was picked by one.
  const identity = sandboxName ?? model.identity
  const ex = examples(origin, identity, sandboxName !== undefined)
  const exampleList = [
    {
      id: 'ex-curl',
      tab: 'curl',
      title: 'REST with curl',
      label: 'Terminal',
      code: ex.curl,
      extra: '',
      about: `<p>Reads need nothing at all. Writes land in the sandbox that <code>X-Playground-Identity</code> names: this one is yours, so the post shows up in the panel above.</p>
            <p>Also <code>PUT</code>, <code>PATCH</code> (merge patch) and <code>DELETE</code> on any record.</p>`,
    },
    {
      id: 'ex-fetch',
      tab: 'fetch',
      title: 'fetch, from your front end',
      label: 'JavaScript',
      code: ex.fetchCode,
      extra: '<button type="button" class="run" id="run-fetch">Run here</button>',
      about: `<p>Works from a dev server on any origin: CORS answers with your origin and <code>credentials: 'include'</code> carries the cookie that names your sandbox.</p>
            <p>Press <strong>Run here</strong> to create a post from this page.</p>`,
    },
    {
      id: 'ex-graphql',
      tab: 'GraphQL',
      title: 'GraphQL',
      label: 'Terminal',
      code: ex.graphql,
      extra: '',
      about: `<p>The same data and the same sandbox at <code>/graphql</code>: nested queries up to 10 levels, and mutations that REST sees too.</p>
            <p>Explore the schema in <a href="/graphiql">GraphiQL</a>.</p>`,
    },
    {
      id: 'ex-named',
      tab: 'Sandboxes',
      title: 'Named sandboxes and snapshots',
      label: 'Terminal',
      code: ex.named,
      extra: '',
      about: `<p>Tests and CI runners pick a sandbox by name. Snapshot one, reset it between runs and restore it: what the Export, Reset and Import buttons do.</p>`,
    },
    {
      id: 'ex-scenarios',
      tab: 'Failure paths',
      title: 'Auth and failure paths',
      label: 'Terminal',
      code: ex.scenarios,
      extra: '',
      about: `<p>The paths a real back end makes hard to reach: expired and stolen tokens, a role that may not delete, the password-reset e-mail, the one-time code, a flaky gateway.</p>
            <p>Personas <code>admin</code>, <code>editor</code>, <code>viewer</code> and <code>guest</code> log in with <code>Password@123</code>; see <a href="/api/v1/auth/roles"><code>/auth/roles</code></a>.</p>`,
    },
  ]
  const totalRecords = model.counts.reduce((sum, c) => sum + c.count, 0)
  const resourceCards = model.counts
    .map(({ resource, count }) => {
      const info = RESOURCE_BLURBS[resource] ?? { title: resource, blurb: '', nested: '' }
      return `<li class="resource">
          <div class="resource-head"><h3>${e(info.title)}</h3><span class="resource-count" data-baseline="${e(resource)}">${e(count)}</span></div>
          <p>${e(info.blurb)}</p>
          <p class="resource-links"><a href="/api/v1/${e(resource)}"><code>GET /api/v1/${e(resource)}</code></a>${
            info.nested
              ? `<a href="/api/v1${e(info.nested)}"><code>${e(info.nested)}</code></a>`
              : ''
          }</p>
        </li>`
    })
    .join('\n        ')
  const avatars = ['Bret', 'Antonette', 'Samantha', 'Delphine', 'Moriah.Stanton']
    .map(
      (name) =>
        `<img src="/api/v1/avatars/${e(name)}.svg?size=64" alt="" width="32" height="32" loading="lazy" decoding="async">`,
    )
    .join('')
  const s = model.sandbox
  const limits = s
    ? `Up to ${e(s.maxQuotaPerResource)} created records per resource. A sandbox is forgotten ${e(s.expiresInDays)} days after its last write.`
    : `Up to ${e(model.createCap)} created records per resource.`

  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Mock Playground · mock REST and GraphQL API with a private sandbox</title>
  <meta name="description" content="Sample users, posts, comments, todos, albums and photos over REST and GraphQL, with a private sandbox for every caller.">
  <meta name="color-scheme" content="light">
  <link rel="icon" href="${e(model.assets.icon)}" type="image/svg+xml">
  <link rel="stylesheet" href="${e(model.assets.css)}">
  <script src="${e(model.assets.js)}" defer></script>
  <script src="${e(model.assets.webhooksJs)}" defer></script>
  <script src="${e(model.assets.uploadsJs)}" defer></script>
  <script src="${e(model.assets.paymentsJs)}" defer></script>
  <script src="${e(model.assets.switcherJs)}" defer></script>
  <script src="${e(model.assets.collectionsJs)}" defer></script>
  <script src="${e(model.assets.realtimeJs)}" defer></script>
  <script src="${e(model.assets.authJs)}" defer></script>
  <script src="${e(model.assets.networkJs)}" defer></script>
</head>
<body>
  <a class="skip" href="#main">Skip to content</a>
  <header class="topbar">
    <div class="wrap topbar-inner">
      <a class="brand" href="/"><img src="${e(model.assets.icon)}" alt="" width="28" height="28"><span>Mock Playground</span></a>
      <nav class="topnav" aria-label="Main">
        <a href="/docs">API reference</a>
        <a href="/graphiql">GraphiQL</a>
        <a href="#sandbox">Your sandbox</a>
        <a href="#auth">Auth</a>
        <a href="#network">Network</a>
        <a href="#collections">Collections</a>
        <a href="#realtime">Realtime</a>
        <a href="#webhooks">Webhooks</a>
        <a href="#uploads">Uploads</a>
        <a href="#payments">Payments</a>
      </nav>
    </div>
  </header>

  <main id="main" data-identity="${e(model.identity)}"${sandboxName === undefined ? '' : ` data-sandbox-name="${e(sandboxName)}"`} data-origin="${e(origin)}">
    <section class="hero wrap">
      <div class="hero-text">
        <p class="eyebrow">Mock data service · REST + GraphQL</p>
        <h1>Fake data that <em>remembers</em> your writes.</h1>
        <p class="lede">Users, posts, comments, todos, albums and photos at <code>/api/v1</code> and <code>/graphql</code>. Every caller gets a private sandbox: create, edit and delete freely, your changes stick for you and nobody else sees them.</p>
        <div class="cta">
          <a class="btn btn-primary" href="/docs">API reference</a>
          <a class="btn" href="/graphiql">GraphiQL</a>
          <a class="btn btn-ghost" href="#examples">Examples</a>
        </div>
        <p class="hero-foot"><span class="avatars">${avatars}</span><span>${e(totalRecords)} baseline records, the same on every start, plus whatever you add.</span></p>
      </div>
      <div class="terminal" aria-label="Example request and response">
        <div class="terminal-bar"><span></span><span></span><span></span><code>GET /api/v1/users/1</code></div>
        <pre><code><span class="prompt">$</span> curl ${e(origin)}/api/v1/users/1
<span class="json">${e(sampleResponse(model.sampleUser))}</span></code></pre>
      </div>
    </section>

    <section class="wrap section" aria-labelledby="data-title">
      <div class="section-head">
        <h2 id="data-title">The data</h2>
        <p>A shared, read-only baseline, overlaid with your sandbox. Lists take <code>?page= &amp;limit= &amp;q= &amp;_sort= &amp;_order=</code>.</p>
      </div>
      <ul class="resources">
        ${resourceCards}
      </ul>
    </section>

    <section id="sandbox" class="wrap section" aria-labelledby="sandbox-title">
      <div class="section-head">
        <h2 id="sandbox-title">Your sandbox</h2>
        <p>What this identity created, changed and deleted. Everyone else still sees the baseline.</p>
      </div>
      <div class="sandbox">
        <div class="panel">
          ${identityBlock(model)}
          <p class="muted small">${SOURCE_TEXT[model.identitySource]} Scripts and CI can pick a sandbox with the <code>X-Playground-Identity: any-name</code> header or the <code>_sandbox=any-name</code> parameter.</p>
          ${countsTable(model)}
          <p class="muted small">${limits} <span data-custom>${s ? e(s.customCollections) : '–'}</span> custom collections.</p>
          <div class="actions">
            <button type="button" class="btn btn-primary" id="export">Export</button>
            <button type="button" class="btn" id="import">Import…</button>
            <input type="file" id="import-file" class="sr-only" accept="application/json,.json" tabindex="-1" aria-label="Snapshot file to import">
            <button type="button" class="btn btn-danger" id="reset">Reset</button>
            <button type="button" class="btn" data-share="read">Share read-only</button>
            <button type="button" class="btn" data-share="write">Share with write access</button>
          </div>
          <div id="share" class="share" hidden>
            <a id="share-link" class="share-link" rel="noreferrer"></a>
            <img id="share-qr" class="share-qr" width="160" height="160" alt="QR code of the share link">
          </div>
          <p class="muted small">Export downloads a snapshot (JSON, version 1.0); Import replaces your sandbox with one; Reset returns to the baseline.</p>
          <p id="status" class="status" role="status" aria-live="polite"></p>
          ${switcher(model)}
        </div>
        <div class="panel activity-panel">
          <div class="panel-head">
            <h3 class="panel-title">Activity <span class="pill" id="activity-count"></span></h3>
            <button type="button" class="btn btn-small btn-ghost" id="refresh">Refresh</button>
          </div>
          <ol id="activity" class="activity" data-state="loading" aria-live="polite"></ol>
          <div id="activity-empty" class="empty" hidden>
            <p><strong>Nothing here yet.</strong></p>
            <p>Create, change or delete something with the examples below (or <button type="button" class="link" id="try">create a sample post now</button>) and it shows up here, newest first, live: the page listens to your sandbox's event stream.</p>
          </div>
          <p id="activity-loading" class="muted small">Loading your sandbox…</p>
        </div>
      </div>
    </section>

    ${authSection(origin, identity)}

    ${networkSection(origin, identity)}

    ${collectionsSection(origin, identity)}

    ${realtimeSection(origin, identity)}

    ${webhooksSection()}

    ${uploadsSection(origin, identity)}

    ${paymentsSection(origin, identity)}

    <section id="examples" class="wrap section" aria-labelledby="examples-title">
      <div class="section-head">
        <h2 id="examples-title">Copy, paste, go</h2>
        <p>These examples use your identity, so what you create from a terminal shows up in your sandbox above.</p>
      </div>
      <div class="examples" data-tabs>
        <div class="tablist" role="tablist" aria-label="Examples" hidden>
          ${exampleList.map((x, i) => `<button type="button" role="tab" id="tab-${x.id}" aria-controls="${x.id}-panel" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}">${e(x.tab)}</button>`).join('')}
        </div>
        ${exampleList
          .map(
            (
              x,
            ) => `<article class="example" id="${x.id}-panel" role="tabpanel" aria-labelledby="tab-${x.id}">
          <div class="example-text">
            <h3>${e(x.title)}</h3>
            ${x.about}
          </div>
          ${codeBlock(x.id, x.label, x.code, x.extra)}
        </article>`,
          )
          .join('\n        ')}
      </div>
    </section>

    <section class="wrap section" aria-labelledby="links-title">
      <div class="section-head"><h2 id="links-title">Explore</h2></div>
      <ul class="links">
        <li><a href="/docs"><strong>API reference</strong><span>Interactive OpenAPI reference of every route</span></a></li>
        <li><a href="/graphiql"><strong>GraphiQL</strong><span>Query editor with a schema explorer</span></a></li>
        <li><a href="/api/v1/openapi.json"><strong>OpenAPI 3.1 document</strong><span><code>/api/v1/openapi.json</code>, for code generators</span></a></li>
        <li><a href="/health"><strong>Health</strong><span><code>/health</code> and <code>/ready</code>, for load balancers</span></a></li>
      </ul>
    </section>
  </main>

  <footer class="footer">
    <div class="wrap">Mock Playground ${e(model.version)} · everything on this page is served by this server: no CDN, no fonts, no trackers.</div>
  </footer>
</body>
</html>
`
}
