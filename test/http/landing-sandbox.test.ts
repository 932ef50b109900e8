import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { Script } from 'node:vm'
import type { LightMyRequestResponse } from 'fastify'
import { uuidV5 } from '../../src/domain/identity.ts'
import { type PageModel, renderPage } from '../../src/http/landing/page.ts'
import { build } from '../helper.ts'

const identityOf = (res: LightMyRequestResponse) => res.headers['x-playground-identity'] as string

/** The text of a `<pre id="…">` code block, still HTML-escaped as the page holds it. */
const block = (html: string, id: string) =>
  new RegExp(`<pre id="${id}"[^>]*><code>([\\s\\S]*?)</code></pre>`).exec(html)?.[1] ?? ''

test('a sandbox picked by name shows its name, the UUID it maps to, and snippets that use the name', async (t) => {
  const app = await build(t)
  const res = await app.inject({ method: 'GET', url: '/?_sandbox=my-demo' })
  assert.equal(res.statusCode, 200)
  const html = res.body
  const identity = uuidV5('my-demo')
  assert.equal(identityOf(res), identity)
  assert.equal(res.headers['set-cookie'], undefined, 'a named visit mints no cookie')
  // The scripts get both: the identity for calls, the name for what a person reads.
  assert.match(
    html,
    new RegExp(`<main id="main" data-identity="${identity}" data-sandbox-name="my-demo"`),
  )
  assert.ok(html.includes('<code id="sandbox-name" class="sandbox-name">my-demo</code>'))
  assert.ok(html.includes(`<code id="identity">${identity}</code>`), 'the UUID, secondary')
  assert.ok(html.includes('data-copy="sandbox-name"'))
  assert.match(html, /Named by the <code>_sandbox<\/code> parameter/)
  // Every snippet names the sandbox as a user would type it.
  assert.ok(!/X-Playground-Identity: [0-9a-f]{8}-/.test(html), 'no snippet uses the UUID')
  for (const id of ['ex-curl', 'ex-graphql', 'ex-scenarios', 'ex-uploads', 'ex-payments'])
    assert.ok(block(html, id).includes('X-Playground-Identity: my-demo'), id)
  // The fetch example sends the header: credentials alone would reach the cookie's sandbox.
  const fetchCode = block(html, 'ex-fetch')
  assert.ok(fetchCode.includes('{ &#39;X-Playground-Identity&#39;: &#39;my-demo&#39; }'))
  assert.ok(!fetchCode.includes('credentials'))
  // The switcher offers the way back to this browser's own sandbox.
  assert.match(html, /<a class="small" id="switch-own" href="\/#sandbox">/)
  assert.match(html, /<form id="switch-form" class="switch-form" novalidate>/)
  assert.doesNotMatch(html, /<form[^>]*\saction=/)

  // By header too; the header wins over _sandbox, as it does for the API.
  const byHeader = await app.inject({
    method: 'GET',
    url: '/?_sandbox=other-name',
    headers: { 'x-playground-identity': 'ci-worker-3' },
  })
  assert.equal(identityOf(byHeader), uuidV5('ci-worker-3'))
  assert.ok(byHeader.body.includes('data-sandbox-name="ci-worker-3"'))
  assert.ok(!byHeader.body.includes('other-name'))
  // A malformed header is ignored by the service, so _sandbox names the sandbox, and the page says so.
  const badHeader = await app.inject({
    method: 'GET',
    url: '/?_sandbox=from-param',
    headers: { 'x-playground-identity': 'not a name' },
  })
  assert.equal(identityOf(badHeader), uuidV5('from-param'))
  assert.ok(badHeader.body.includes('data-sandbox-name="from-param"'))
  assert.match(badHeader.body, /Named by the <code>_sandbox<\/code> parameter/)
})

test('a UUID, the cookie and a share link have no name: the page shows the identity as before', async (t) => {
  const app = await build(t)
  const uuid = randomUUID()
  for (const res of [
    await app.inject({ method: 'GET', url: `/?_sandbox=${uuid.toUpperCase()}` }),
    await app.inject({ method: 'GET', url: '/', cookies: { pg_identity: uuid } }),
  ]) {
    assert.equal(identityOf(res), uuid)
    assert.ok(!res.body.includes('data-sandbox-name'))
    assert.ok(!res.body.includes('id="sandbox-name"'))
    assert.ok(
      res.body.includes(`<div class="identity">\n            <code id="identity">${uuid}</code>`),
    )
    assert.ok(res.body.includes(`X-Playground-Identity: ${uuid}`))
  }
  // Named by the cookie, the page is this browser's own sandbox; named by _sandbox, it is not.
  const own = await app.inject({ method: 'GET', url: '/', cookies: { pg_identity: uuid } })
  assert.match(own.body, /id="switch-own" aria-current="page">This is this browser/)
  const picked = await app.inject({ method: 'GET', url: `/?_sandbox=${uuid}` })
  assert.match(picked.body, /id="switch-own" href="\/#sandbox"/)

  // A share link opened from a named sandbox shows neither the name nor the identity.
  const owner = await app.inject({
    method: 'POST',
    url: '/api/v1/session/share',
    headers: { 'x-playground-identity': 'secret-name' },
    payload: { mode: 'read' },
  })
  const { signedToken } = owner.json() as { signedToken: string }
  const shared = await app.inject({ method: 'GET', url: `/?_sandbox=${signedToken}` })
  assert.equal(shared.statusCode, 200)
  assert.ok(!shared.body.includes('secret-name'))
  assert.ok(!shared.body.includes(uuidV5('secret-name')))
  assert.ok(!shared.body.includes('data-sandbox-name'))
})

test('a name the service does not allow never reaches the page: it falls back to the cookie', async (t) => {
  const app = await build(t)
  const cookie = randomUUID()
  for (const [url, headers] of [
    [`/?_sandbox=${encodeURIComponent('<script>alert(1)</script>')}`, {}],
    [`/?_sandbox=${encodeURIComponent('a"b')}`, {}],
    [`/?_sandbox=${'x'.repeat(129)}`, {}],
    ['/', { 'x-playground-identity': '<img src=x onerror=alert(1)>' }],
    ['/', { 'x-playground-identity': 'it&#39;s' }],
  ] as const) {
    const res = await app.inject({ method: 'GET', url, headers, cookies: { pg_identity: cookie } })
    assert.equal(res.statusCode, 200, url)
    assert.equal(identityOf(res), cookie, url)
    assert.ok(!res.body.includes('data-sandbox-name'), url)
    assert.ok(!/alert\(1\)|a"b|xxxxxxxxxx|it&#39;s/.test(res.body), url)
    // The page says what named the sandbox: the cookie, not the name the service ignored.
    assert.match(res.body, /Named by the <code>pg_identity<\/code> cookie/, url)
    assert.match(res.body, /id="switch-own" aria-current="page">This is this browser/, url)
  }
})

test('renderPage escapes a name wherever it goes, were one with markup ever to reach it', () => {
  const name = `x"><img src=x onerror=alert(1)>'</code>&`
  const model: PageModel = {
    origin: 'http://127.0.0.1:3000',
    identity: uuidV5('x'),
    identitySource: 'query',
    sandboxName: name,
    counts: [{ resource: 'posts', count: 100 }],
    sandbox: undefined,
    sampleUser: undefined,
    assets: {
      css: '/a.css',
      js: '/a.js',
      webhooksJs: '/w.js',
      uploadsJs: '/u.js',
      paymentsJs: '/p.js',
      switcherJs: '/s.js',
      collectionsJs: '/c.js',
      realtimeJs: '/r.js',
      authJs: '/au.js',
      networkJs: '/n.js',
      icon: '/i.svg',
    },
    version: '0.0.0',
    createCap: 30,
  }
  const html = renderPage(model)
  assert.ok(!html.includes('<img src=x'))
  assert.ok(!html.includes(name))
  const escaped = 'x&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&#39;&lt;/code&gt;&amp;'
  assert.ok(html.includes(`data-sandbox-name="${escaped}"`))
  assert.ok(html.includes(`<code id="sandbox-name" class="sandbox-name">${escaped}</code>`))
  assert.ok(html.includes(`X-Playground-Identity: ${escaped}`))
  // Every occurrence of the markup is escaped: none is left as a tag.
  assert.equal(html.split('onerror').length - 1, html.split('&lt;img src=x onerror').length - 1)
})

test('the switcher script is served versioned, parses, and builds its list as text only', async (t) => {
  const app = await build(t)
  const html = (await app.inject({ method: 'GET', url: '/' })).body
  const src = /<script src="(\/assets\/landing-switcher\.js\?v=[^"]+)" defer><\/script>/.exec(
    html,
  )?.[1]
  assert.ok(src, 'the page loads the switcher')
  const res = await app.inject({ method: 'GET', url: src })
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['content-type'], 'text/javascript; charset=utf-8')
  assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable')
  assert.doesNotThrow(() => new Script(res.body, { filename: 'landing-switcher.js' }))
  assert.match(res.body, /\[A-Za-z0-9\._:-\]\{1,128\}/, 'the service rule')
  assert.doesNotMatch(res.body, /https?:\/\/|innerHTML|outerHTML|insertAdjacentHTML|eval\(/)
})
