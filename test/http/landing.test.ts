import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { Script } from 'node:vm'
import type { LightMyRequestResponse } from 'fastify'
import { RESOURCE_NAMES } from '../../src/domain/resources.ts'
import { escapeHtml } from '../../src/http/landing/page.ts'
import { createMemoryStore } from '../../src/store/memory/memory-store.ts'
import { StoreUnavailableError } from '../../src/store/port.ts'
import { appPerSuite, as, build, sandboxes } from '../helper.ts'

const identityOf = (res: LightMyRequestResponse) => res.headers['x-playground-identity'] as string

/** The text of the element carrying `attr="value"` (the page's counts are marked this way). */
function marked(html: string, attr: string, value: string): string | undefined {
  const match = new RegExp(`${attr}="${value.replace('.', '\\.')}"[^>]*>([^<]*)<`).exec(html)
  return match?.[1]
}

/** Every same-origin URL the page loads: scripts, stylesheets, icons and images. */
function loadedUrls(html: string): string[] {
  const urls = [...html.matchAll(/<(?:script|link|img)\b[^>]*?\b(?:src|href)="([^"]+)"/g)].map(
    (m) => m[1] as string,
  )
  return [...new Set(urls.map((u) => u.replaceAll('&amp;', '&')))]
}

/** One app for the tests that need no settings of their own; each reads as a sandbox of its own. */
const shared = appPerSuite()

test('GET / is an HTML page with the baseline counts, the caller identity and the links', async () => {
  const app = await shared()
  const res = await app.inject({ method: 'GET', url: '/' })
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['content-type'], 'text/html; charset=utf-8')
  const html = res.body
  assert.match(html, /^<!doctype html>/)
  assert.match(html, /<title>Mock Playground/)

  for (const resource of RESOURCE_NAMES) {
    assert.equal(
      marked(html, 'data-baseline', resource),
      String(app.baseline.all(resource).length),
      resource,
    )
    assert.ok(html.includes(`href="/api/v1/${resource}"`), `a link to the ${resource} list`)
  }
  // A first visit gets an identity and the cookie that keeps it, and the page shows that identity.
  const identity = identityOf(res)
  assert.match(String(res.headers['set-cookie']), new RegExp(`^pg_identity=${identity};`))
  assert.ok(html.includes(`data-identity="${identity}"`))
  assert.ok(html.includes(`<code id="identity">${identity}</code>`))
  assert.match(html, /just received a <code>pg_identity<\/code> cookie/)
  // Copy-paste examples name the caller's sandbox and this origin.
  assert.ok(html.includes(`X-Playground-Identity: ${identity}`))
  assert.ok(html.includes('curl &quot;http://127.0.0.1:3000/api/v1/posts?limit=3&quot;'))
  assert.ok(html.includes('credentials: &#39;include&#39;'))
  assert.match(html, /mutation \{ createTodo/)
  // The failure paths (docs/contract/auth.md, docs/contract/roles-and-permissions.md,
  // docs/contract/network-simulation.md#chaos), each a request away.
  assert.ok(html.includes('api/v1/auth/login?_jwt_expiry=-1s'))
  for (const path of [
    'X-Simulate-Token-Reuse',
    'X-Simulate-Role: viewer',
    'forgot-password',
    'otp/request',
    '_chaos=0.3',
  ])
    assert.ok(html.includes(path), path)

  for (const href of ['/docs', '/graphiql', '/api/v1/openapi.json', '/health']) {
    assert.ok(html.includes(`href="${href}"`), `a link to ${href}`)
  }
  // The panel's buttons and the sandbox counts, all zero on a first visit.
  for (const id of ['export', 'import', 'import-file', 'reset', 'activity'])
    assert.ok(html.includes(`id="${id}"`))
  for (const kind of ['created', 'updated', 'deleted'])
    assert.equal(marked(html, 'data-total', kind), '0')
  // The webhooks inspector: its form, the two lists the script fills, the hint to a local receiver.
  assert.ok(html.includes('href="#webhooks"'))
  assert.match(html, /<section id="webhooks"[^>]*>[\s\S]*<h2 id="webhooks-title">Webhooks<\/h2>/)
  for (const id of [
    'webhook-form',
    'webhook-url',
    'webhook-events',
    'webhook-name',
    'webhook-status',
    'webhook-list',
    'delivery-list',
    'delivery-detail',
    'deliveries-refresh',
  ])
    assert.ok(html.includes(`id="${id}"`), id)
  assert.match(html, /id="webhook-events"[^>]*value="\*"/, 'events default to *')
  assert.match(
    html,
    /<form id="webhook-form"[^>]*novalidate/,
    'the API judges the URL, not the browser',
  )
  assert.doesNotMatch(html, /<form[^>]*\saction=/, "the script submits it: CSP form-action 'none'")
  assert.ok(html.includes('<code>http://localhost:4000/hooks</code>'))
  assert.match(html, /Webhooks section of the README/)
})

test('the uploads and payments sections: their frames, the quota, and curl walk-throughs in the caller sandbox', async () => {
  const app = await shared()
  const res = await app.inject({ method: 'GET', url: '/' })
  const html = res.body
  const identity = identityOf(res)
  for (const [id, title] of [
    ['uploads', 'Uploads'],
    ['payments', 'Payments'],
  ]) {
    assert.ok(html.includes(`href="#${id}"`), `the nav links to #${id}`)
    assert.match(
      html,
      new RegExp(`<section id="${id}"[^>]*>[\\s\\S]*<h2 id="${id}-title">${title}</h2>`),
    )
  }
  for (const id of [
    'upload-form',
    'upload-category',
    'upload-file',
    'upload-drop',
    'upload-status',
    'upload-list',
    'uploads-refresh',
    'payment-form',
    'payment-amount',
    'payment-currency',
    'payment-card',
    'payment-checkout',
    'payment-result',
    'test-cards',
    'intent-list',
    'checkout-note',
  ])
    assert.ok(html.includes(`id="${id}"`), id)
  // The quota the script counts against, and every category the API takes.
  assert.match(html, /id="upload-quota"[^>]*>– \/ 15</)
  assert.match(html, /data-quota="15"/)
  for (const category of ['general', 'avatars', 'documents', 'products'])
    assert.ok(html.includes(`<option value="${category}">`), category)
  // Copyable curl, naming this sandbox: each flow a command away.
  const uploads = /<pre id="ex-uploads"[^>]*><code>([\s\S]*?)<\/code><\/pre>/.exec(html)?.[1] ?? ''
  assert.ok(uploads.includes(`X-Playground-Identity: ${identity}`))
  assert.ok(uploads.includes('-F file=@avatar.png -F category=avatars'))
  assert.ok(html.includes('data-copy="ex-uploads"'))
  const payments =
    /<pre id="ex-payments"[^>]*><code>([\s\S]*?)<\/code><\/pre>/.exec(html)?.[1] ?? ''
  assert.ok(payments.includes(`X-Playground-Identity: ${identity}`))
  for (const step of [
    '/payments/intents',
    '/confirm',
    '4000000000000127',
    '/confirm-3ds',
    '/payments/refunds',
  ])
    assert.ok(payments.includes(step), step)
  assert.ok(html.includes('data-copy="ex-payments"'))
  // A card of the examples that has not expired: a past expiry would be declined.
  const year = Number(/&quot;exp_year&quot;: (\d{4})/.exec(payments)?.[1])
  assert.ok(year > new Date().getUTCFullYear(), String(year))
  assert.doesNotMatch(html, /<form[^>]*\saction=/, "the scripts submit: CSP form-action 'none'")
})

test('the counts follow the baseline scale', async (t) => {
  const app = await build(t, { baselineScale: 2 })
  const html = (await app.inject({ method: 'GET', url: '/' })).body
  assert.equal(marked(html, 'data-baseline', 'users'), '50')
  assert.equal(marked(html, 'data-baseline', 'comments'), '600')
})

test('the page counts what the caller created, changed and deleted, and only theirs', async () => {
  const app = await shared()
  const id = sandboxes()
  const me = as(app, id('landing-counts'))
  assert.equal((await me.post('/api/v1/posts', { user_id: 1, title: 'Mine' })).statusCode, 200)
  assert.equal((await me.post('/api/v1/posts', { user_id: 2, title: 'Also mine' })).statusCode, 200)
  assert.equal((await me.patch('/api/v1/users/1', { name: 'Changed' })).statusCode, 200)
  assert.equal((await me.delete('/api/v1/todos/3')).statusCode, 200)

  const res = await me.get('/')
  const html = res.body
  assert.equal(marked(html, 'data-count', 'posts.created'), '2')
  assert.equal(marked(html, 'data-count', 'users.updated'), '1')
  assert.equal(marked(html, 'data-count', 'todos.deleted'), '1')
  assert.equal(marked(html, 'data-count', 'comments.created'), '0')
  assert.equal(marked(html, 'data-total', 'created'), '2')
  assert.equal(marked(html, 'data-total', 'updated'), '1')
  assert.equal(marked(html, 'data-total', 'deleted'), '1')
  assert.ok(html.includes(`<code id="identity">${identityOf(res)}</code>`))
  assert.match(html, /Named by the <code>X-Playground-Identity<\/code> header/)
  assert.equal(res.headers['set-cookie'], undefined)

  // Another identity, named by its cookie as a browser's is, sees an empty sandbox.
  const other = randomUUID()
  const theirs = await app.inject({ method: 'GET', url: '/', cookies: { pg_identity: other } })
  assert.equal(identityOf(theirs), other)
  assert.ok(theirs.body.includes(`data-identity="${other}"`))
  assert.match(theirs.body, /Named by the <code>pg_identity<\/code> cookie/)
  assert.equal(marked(theirs.body, 'data-total', 'created'), '0')
})

test('a page opened by a share link shows that sandbox, works with the token and never shows the identity', async () => {
  const app = await shared()
  const owner = randomUUID()
  const me = as(app, owner)
  assert.equal((await me.post('/api/v1/posts', { user_id: 1, title: 'Mine' })).statusCode, 200)
  const link = (await me.post('/api/v1/session/share', { mode: 'read' })).json()
  const res = await app.inject({
    method: 'GET',
    url: new URL(link.shareUrl).pathname + new URL(link.shareUrl).search,
  })
  assert.equal(res.statusCode, 200, res.body)
  assert.equal(marked(res.body, 'data-count', 'posts.created'), '1')
  assert.ok(res.body.includes(`data-identity="${link.signedToken}"`))
  assert.ok(!res.body.includes(owner))
  assert.match(res.body, /Opened by a read-only share link/)
  assert.equal(res.headers['set-cookie'], undefined)
  // The owner's page offers to share.
  const own = await me.get('/')
  assert.match(own.body, /data-share="read"/)
  assert.match(own.body, /data-share="write"/)
})

test('the page is served under a CSP that allows only this origin, and uses nothing inline', async () => {
  const app = await shared()
  const res = await app.inject({ method: 'GET', url: '/' })
  const csp = String(res.headers['content-security-policy'])
  const directives = new Map(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/)
      return [name, values.join(' ')] as const
    }),
  )
  assert.equal(directives.get('default-src'), "'none'")
  for (const kind of ['script-src', 'style-src', 'img-src', 'connect-src'])
    assert.equal(directives.get(kind), "'self'")
  assert.equal(directives.get('frame-ancestors'), "'none'")
  assert.doesNotMatch(csp, /unsafe|data:|https?:|\*/)
  assert.equal(res.headers['x-content-type-options'], 'nosniff')
  assert.match(String(res.headers['cache-control']), /no-cache/)
  assert.match(String(res.headers.vary), /Cookie/)
  assert.match(String(res.headers.vary), /Origin/, 'the CORS Vary is kept')

  const html = res.body
  // Every script is a file of ours; no inline script, style, handler or foreign URL.
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
  assert.ok(scripts.length > 0)
  for (const [, attrs, body] of scripts) {
    assert.match(attrs as string, /\ssrc="\/assets\//)
    assert.equal(body, '')
  }
  assert.doesNotMatch(html, /<style\b|\sstyle="|\son[a-z]+="|javascript:/i)
  assert.doesNotMatch(html, /(?:src|href)="(?:https?:)?\/\//)
})

test('the assets are served with the right types, and versioned ones are cached for good', async () => {
  const app = await shared()
  const html = (await app.inject({ method: 'GET', url: '/' })).body
  const urls = loadedUrls(html)
  const expected: Record<string, RegExp> = {
    '/assets/landing.js': /^text\/javascript; charset=utf-8$/,
    '/assets/landing-webhooks.js': /^text\/javascript; charset=utf-8$/,
    '/assets/landing-uploads.js': /^text\/javascript; charset=utf-8$/,
    '/assets/landing-payments.js': /^text\/javascript; charset=utf-8$/,
    '/assets/landing.css': /^text\/css; charset=utf-8$/,
    '/assets/favicon.svg': /^image\/svg\+xml/,
  }
  for (const path of Object.keys(expected)) {
    assert.ok(
      urls.some((u) => u.startsWith(`${path}?v=`)),
      `the page loads a versioned ${path}: ${urls.join(' ')}`,
    )
  }
  for (const url of urls) {
    assert.ok(url.startsWith('/'), `${url} is served by us`)
    const res = await app.inject({ method: 'GET', url })
    assert.equal(res.statusCode, 200, url)
    const path = url.split('?')[0] as string
    if (expected[path]) {
      assert.match(String(res.headers['content-type']), expected[path], url)
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable')
      assert.equal(res.headers['x-content-type-options'], 'nosniff')
    }
  }

  const js = await app.inject({ method: 'GET', url: '/assets/landing.js' })
  assert.equal(
    js.headers['cache-control'],
    'public, max-age=300',
    'an unversioned URL is cached briefly',
  )
  // The script parses, and reaches the API only on this origin, with the cookie.
  assert.doesNotThrow(() => new Script(js.body, { filename: 'landing.js' }))
  assert.match(js.body, /credentials: 'include'/)
  assert.match(js.body, /\/session\/export/)
  assert.doesNotMatch(js.body, /https?:\/\/|innerHTML|eval\(/)
  // The webhooks inspector: the same rules, and untrusted text (URLs, bodies) only as text.
  const hooks = await app.inject({ method: 'GET', url: '/assets/landing-webhooks.js' })
  assert.doesNotThrow(() => new Script(hooks.body, { filename: 'landing-webhooks.js' }))
  assert.match(hooks.body, /\/webhooks\/deliveries/)
  assert.doesNotMatch(hooks.body, /https?:\/\/|innerHTML|outerHTML|insertAdjacentHTML|eval\(/)
  // The uploads and payments examples: the same rules; names, types and bodies only as text.
  for (const [name, route] of [
    ['landing-uploads.js', /'\/uploads/],
    ['landing-payments.js', /'\/payments\/test-cards'/],
  ] as const) {
    const script = await app.inject({ method: 'GET', url: `/assets/${name}` })
    assert.doesNotThrow(() => new Script(script.body, { filename: name }))
    assert.match(script.body, route)
    assert.doesNotMatch(script.body, /https?:\/\/|innerHTML|outerHTML|insertAdjacentHTML|eval\(/)
  }
  const css = await app.inject({ method: 'GET', url: '/assets/landing.css' })
  assert.doesNotMatch(css.body, /@import|url\(|https?:/, 'no external fonts or images')
  assert.match(css.body, /system-ui/)
  const icon = await app.inject({ method: 'GET', url: '/assets/favicon.svg' })
  assert.match(icon.body, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
  assert.equal((await app.inject({ method: 'GET', url: '/assets/nope.js' })).statusCode, 404)
})

test('HEAD / answers like GET without a body', async () => {
  const app = await shared()
  const res = await app.inject({ method: 'HEAD', url: '/' })
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['content-type'], 'text/html; charset=utf-8')
  assert.ok(res.headers['content-security-policy'])
  assert.equal(res.body, '')
  const asset = await app.inject({ method: 'HEAD', url: '/assets/landing.css' })
  assert.equal(asset.statusCode, 200)
  assert.match(String(asset.headers['content-type']), /^text\/css/)
})

test('whatever goes into the page is escaped', async () => {
  assert.equal(
    escapeHtml(`<a href="x" title='y'>&</a>`),
    '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
  )
  const app = await shared()
  // A Host that is not the listen address (or allowed) is not reflected at all.
  const res = await app.inject({
    method: 'GET',
    url: '/',
    headers: { host: 'x"><script>alert(1)</script>' },
  })
  assert.equal(res.statusCode, 200)
  assert.ok(!res.body.includes('<script>alert(1)'))
  assert.ok(!res.body.includes('alert(1)'))
  assert.ok(res.body.includes('curl &quot;http://127.0.0.1:3000/api/v1/posts'))
})

test('the examples point at PUBLIC_URL when one is set', async (t) => {
  const app = await build(t, { publicUrl: 'https://mock.example.dev' })
  const html = (await app.inject({ method: 'GET', url: '/' })).body
  assert.ok(html.includes('curl &quot;https://mock.example.dev/api/v1/posts?limit=3&quot;'))
})

test('the page still renders when the store does not answer; the script fills the panel later', async (t) => {
  const store = createMemoryStore()
  store.overlay.all = async () => {
    throw new StoreUnavailableError('down')
  }
  const app = await build(t, { logLevel: 'silent' }, { store })
  const res = await app.inject({ method: 'GET', url: '/' })
  assert.equal(res.statusCode, 200)
  assert.equal(marked(res.body, 'data-baseline', 'posts'), '100')
  assert.equal(marked(res.body, 'data-total', 'created'), '–')
})
