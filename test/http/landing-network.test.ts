import assert from 'node:assert/strict'
import { test } from 'node:test'
import { Script } from 'node:vm'
import { build } from '../helper.ts'

test('the network section: its frame after auth, buttons that write what they send, and a curl walk-through in the caller sandbox', async (t) => {
  const app = await build(t)
  const res = await app.inject({ method: 'GET', url: '/' })
  const html = res.body
  const identity = res.headers['x-playground-identity'] as string
  assert.ok(html.includes('href="#network"'), 'the nav links to #network')
  assert.match(
    html,
    /<section id="network"[^>]*>[\s\S]*<h2 id="network-title">Network simulation<\/h2>/,
  )
  const at = (id: string) => html.indexOf(`<section id="${id}"`)
  assert.ok(at('auth') < at('network') && at('network') < at('collections'))
  for (const id of [
    'network-offline',
    'network-offline-note',
    'network-profile',
    'network-log',
    'network-count',
    'network-clear',
  ])
    assert.ok(html.includes(`id="${id}"`), id)
  assert.match(html, /<input id="network-offline" type="checkbox" role="switch">/)
  for (const path of [
    '/posts/1',
    '/posts/1?_delay=1500',
    '/posts/1?_status=503',
    '/posts/1?_status=500',
    '/posts/1?_ratelimit=true',
  ])
    assert.ok(html.includes(`data-path="${path}"`), path)

  const curl = /<pre id="ex-network"[^>]*><code>([\s\S]*?)<\/code><\/pre>/.exec(html)?.[1] ?? ''
  assert.ok(curl.includes(`X-Playground-Identity: ${identity}`))
  for (const step of [
    '_delay=1500',
    '_status=503',
    '_ratelimit=true',
    '-X PUT',
    '&quot;preset&quot;: &quot;offline&quot;',
    '-X DELETE',
    '/session/network',
  ])
    assert.ok(curl.includes(step), step)
  assert.ok(html.includes('data-copy="ex-network"'))
})

test('landing-network.js is a versioned asset of ours that puts answers in the DOM as text', async (t) => {
  const app = await build(t)
  const html = (await app.inject({ method: 'GET', url: '/' })).body
  const src = /<script src="(\/assets\/landing-network\.js\?v=[^"]+)"/.exec(html)?.[1]
  assert.ok(src, 'the page loads a versioned landing-network.js')
  const res = await app.inject({ method: 'GET', url: src })
  assert.equal(res.statusCode, 200)
  assert.equal(res.headers['content-type'], 'text/javascript; charset=utf-8')
  assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable')
  assert.doesNotThrow(() => new Script(res.body, { filename: 'landing-network.js' }))
  assert.match(res.body, /'\/session\/network'/)
  assert.doesNotMatch(res.body, /https?:\/\/|innerHTML|outerHTML|insertAdjacentHTML|eval\(/)
})
