import assert from 'node:assert/strict'
import { test } from 'node:test'
import { Script } from 'node:vm'
import { ROLES } from '../../src/domain/auth/roles.ts'
import { build } from '../helper.ts'

test('the auth section: its frame after the sandbox panel, every persona, a 10 s short lifetime, and a curl walk-through in the caller sandbox', async (t) => {
  const app = await build(t)
  const res = await app.inject({ method: 'GET', url: '/' })
  const html = res.body
  const identity = res.headers['x-playground-identity'] as string
  assert.ok(html.includes('href="#auth"'), 'the nav links to #auth')
  assert.match(html, /<section id="auth"[^>]*>[\s\S]*<h2 id="auth-title">Authentication<\/h2>/)
  const at = (id: string) => html.indexOf(`<section id="${id}"`)
  assert.ok(at('sandbox') < at('auth') && at('auth') < at('network'))
  for (const id of [
    'auth-form',
    'auth-persona',
    'auth-password',
    'auth-ttl',
    'auth-short',
    'auth-login',
    'auth-me',
    'auth-refresh',
    'auth-logout',
    'auth-result',
    'auth-expiry',
    'auth-header',
    'auth-payload',
  ])
    assert.ok(html.includes(`id="${id}"`), id)
  // Every persona of the API, editor chosen; the short lifetime the UI offers is 10 s.
  for (const role of ROLES)
    assert.match(html, new RegExp(`<option value="${role.persona.username}"( selected)?>`))
  assert.match(html, /<option value="editor" selected>/)
  assert.match(html, /id="auth-ttl"[^>]*value="10s"/)
  assert.match(html, /id="auth-password"[^>]*value="Password@123"/)
  assert.match(html, /<form id="auth-form"[^>]*novalidate/)
  assert.doesNotMatch(html, /<form[^>]*\saction=/, "the script submits: CSP form-action 'none'")

  // Copyable curl naming this sandbox; the password and the tokens go in bodies and headers.
  const curl = /<pre id="ex-auth"[^>]*><code>([\s\S]*?)<\/code><\/pre>/.exec(html)?.[1] ?? ''
  assert.ok(curl.includes(`X-Playground-Identity: ${identity}`))
  for (const step of [
    '/auth/login',
    '&quot;username&quot;: &quot;editor&quot;',
    '/auth/me',
    'X-Simulate-JWT-Expiry: 10s&#39;',
    '/auth/refresh',
    '&quot;refresh_token&quot;',
  ])
    assert.ok(curl.includes(step), step)
  assert.doesNotMatch(curl, /[?&](password|token|access_token)=/)
  assert.ok(html.includes('data-copy="ex-auth"'))
})

test('landing-auth.js is a versioned asset of ours that keeps the tokens in memory and the DOM as text', async (t) => {
  const app = await build(t)
  const html = (await app.inject({ method: 'GET', url: '/' })).body
  const src = /<script src="(\/assets\/landing-auth\.js\?v=[^"]+)"/.exec(html)?.[1]
  assert.ok(src, 'the page loads a versioned landing-auth.js')
  const res = await app.inject({ method: 'GET', url: src })
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['content-type'], 'text/javascript; charset=utf-8')
  assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable')
  assert.doesNotThrow(() => new Script(res.body, { filename: 'landing-auth.js' }))
  assert.match(res.body, /'\/auth\/login'/)
  assert.doesNotMatch(res.body, /https?:\/\/|innerHTML|outerHTML|insertAdjacentHTML|eval\(/)
  assert.doesNotMatch(res.body, /localStorage|sessionStorage|document\.cookie/)
})
