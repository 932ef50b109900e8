import assert from 'node:assert/strict'
import { test } from 'node:test'
import { Script } from 'node:vm'
import { build } from '../helper.ts'

const snippetOf = (html: string) =>
  /<pre id="ex-realtime"[^>]*><code>([\s\S]*?)<\/code><\/pre>/.exec(html)?.[1] ?? ''

test('the realtime section: its feed frame, and snippets for SSE, GraphQL subscriptions and WebSockets in the caller sandbox', async (t) => {
  const app = await build(t)
  const res = await app.inject({ method: 'GET', url: '/' })
  const html = res.body
  const identity = res.headers['x-playground-identity'] as string
  assert.ok(html.includes('href="#realtime"'), 'the nav links to #realtime')
  assert.match(html, /<section id="realtime"[^>]*>[\s\S]*<h2 id="realtime-title">Realtime<\/h2>/)
  const at = (id: string) => html.indexOf(`<section id="${id}"`)
  assert.ok(at('collections') < at('realtime') && at('realtime') < at('webhooks'))
  for (const id of ['feed', 'feed-state', 'feed-count', 'feed-sample', 'feed-clear', 'feed-status'])
    assert.ok(html.includes(`id="${id}"`), id)
  assert.match(html, /id="feed-pause" aria-pressed="false">Pause</)
  assert.match(html, /data-limit="50"/)

  const snippet = snippetOf(html)
  for (const line of [
    `curl -N &quot;http://127.0.0.1:3000/api/v1/stream?_sandbox=${identity}&amp;types=todo.*,custom.*&quot;`,
    `new EventSource(&#39;http://127.0.0.1:3000/api/v1/stream?_sandbox=${identity}&#39;)`,
    `url: &#39;ws://127.0.0.1:3000/graphql&#39;, connectionParams: { identity: &#39;${identity}&#39; }`,
    'sandboxEvents(types:',
    `ws://127.0.0.1:3000/ws?room=support&amp;username=Ada&amp;_sandbox=${identity}`,
  ])
    assert.ok(snippet.includes(line), line)
  assert.ok(html.includes('data-copy="ex-realtime"'))
})

test('behind an https PUBLIC_URL the socket snippets say wss', async (t) => {
  const app = await build(t, { publicUrl: 'https://mock.example.dev' })
  const snippet = snippetOf((await app.inject({ method: 'GET', url: '/' })).body)
  assert.ok(snippet.includes('wss://mock.example.dev/graphql'))
  assert.ok(snippet.includes('wss://mock.example.dev/ws?room='))
  assert.ok(snippet.includes('https://mock.example.dev/api/v1/stream?_sandbox='))
})

test('the realtime script shares the page stream: one EventSource on the page, in landing.js', async (t) => {
  const app = await build(t)
  const html = (await app.inject({ method: 'GET', url: '/' })).body
  const scripts = [...html.matchAll(/<script src="(\/assets\/[^"]+)" defer><\/script>/g)].map(
    (m) => m[1] as string,
  )
  const realtime = scripts.find((s) => s.startsWith('/assets/landing-realtime.js?v='))
  assert.ok(realtime, 'the page loads a versioned landing-realtime.js')
  // It comes after landing.js, whose kit (window.landing) it uses.
  assert.ok(
    scripts.indexOf(realtime) > scripts.findIndex((s) => s.startsWith('/assets/landing.js')),
  )
  let streams = 0
  for (const src of scripts) {
    const res = await app.inject({ method: 'GET', url: src })
    assert.equal(res.statusCode, 200, src)
    streams += res.body.match(/new EventSource\(/g)?.length ?? 0
    if (src === realtime) {
      assert.match(String(res.headers['content-type']), /^text\/javascript; charset=utf-8$/)
      assert.doesNotThrow(() => new Script(res.body, { filename: 'landing-realtime.js' }))
      assert.match(res.body, /onSandboxEvent/)
      assert.doesNotMatch(res.body, /https?:\/\/|innerHTML|outerHTML|insertAdjacentHTML|eval\(/)
    }
  }
  assert.equal(streams, 1, 'one stream per page, whatever listens to it')
})
