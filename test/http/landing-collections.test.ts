import assert from 'node:assert/strict'
import { test } from 'node:test'
import { Script } from 'node:vm'
import { CUSTOM_LIMITS } from '../../src/domain/custom.ts'
import { TEMPLATE_NAMES } from '../../src/domain/templates/index.ts'
import { as, build } from '../helper.ts'

const fromHtml = (s: string) =>
  s
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

test('the custom collections section: its frame, the limits, a valid prefilled record and a curl walk-through in the caller sandbox', async (t) => {
  const app = await build(t)
  const res = await app.inject({ method: 'GET', url: '/' })
  const html = res.body
  const identity = res.headers['x-playground-identity'] as string
  assert.ok(html.includes('href="#collections"'), 'the nav links to #collections')
  assert.match(
    html,
    /<section id="collections"[^>]*>[\s\S]*<h2 id="collections-title">Custom collections<\/h2>/,
  )
  // After network simulation, before realtime: the order a newcomer meets them.
  const at = (id: string) => html.indexOf(`<section id="${id}"`)
  assert.ok(at('network') < at('collections') && at('collections') < at('realtime'))
  for (const id of [
    'collection-form',
    'collection-name',
    'collection-record',
    'collection-create',
    'template-form',
    'collection-template',
    'collection-seed',
    'collection-status',
    'collection-list',
    'collections-refresh',
    'collection-records',
    'record-list',
    'collection-drop',
  ])
    assert.ok(html.includes(`id="${id}"`), id)
  // The limits the script counts against are the API's.
  assert.match(html, new RegExp(`id="collection-count"[^>]*>– / ${CUSTOM_LIMITS.maxCollections}<`))
  assert.ok(html.includes(`data-max-collections="${CUSTOM_LIMITS.maxCollections}"`))
  assert.ok(html.includes(`data-max-records="${CUSTOM_LIMITS.maxRecords}"`))
  const pattern = fromHtml(/data-name-pattern="([^"]*)"/.exec(html)?.[1] ?? '')
  assert.ok(new RegExp(pattern).test('products') && !new RegExp(pattern).test('Bad Name'), pattern)
  assert.match(html, /id="collection-name"[^>]*value="products"/)
  // The prefilled record is a JSON object the API takes as it is.
  const prefilled = /<textarea id="collection-record"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1]
  const record = JSON.parse(fromHtml(prefilled ?? '')) as Record<string, unknown>
  assert.equal(typeof record, 'object')
  const created = await as(app, identity).post('/api/v1/custom/products', record)
  assert.equal(created.statusCode, 200, created.body)

  // Copyable curl, naming this sandbox.
  const curl = /<pre id="ex-collections"[^>]*><code>([\s\S]*?)<\/code><\/pre>/.exec(html)?.[1] ?? ''
  assert.ok(curl.includes(`X-Playground-Identity: ${identity}`))
  for (const step of [
    'POST &quot;http://127.0.0.1:3000/api/v1/custom/products&quot;',
    '/api/v1/custom&quot;',
    'PATCH',
    'DELETE &quot;http://127.0.0.1:3000/api/v1/custom/products&quot;',
    '/api/v1/custom/seed',
    '_expand=customerId:customers',
  ])
    assert.ok(curl.includes(step), step)
  assert.ok(html.includes('data-copy="ex-collections"'))
  assert.doesNotMatch(html, /<form[^>]*\saction=/, "the scripts submit: CSP form-action 'none'")
})

test('each template the section offers names the collections its seed makes', async (t) => {
  const app = await build(t)
  const html = (await app.inject({ method: 'GET', url: '/' })).body
  const offered = [
    ...html.matchAll(/<option value="([^"]+)" data-collections="([^"]*)">([^<]*)<\/option>/g),
  ]
  assert.deepEqual(
    offered.map((m) => m[1]),
    [...TEMPLATE_NAMES],
  )
  for (const [, template, names, label] of offered) {
    // One sandbox each: all five together would pass the 20-collection limit.
    const seeded = await as(app, `landing-seed-${template}`).post('/api/v1/custom/seed', {
      template,
    })
    assert.equal(seeded.statusCode, 200, seeded.body)
    const { collections } = seeded.json() as { collections: string[] }
    assert.deepEqual(names?.split(' '), collections, String(template))
    assert.equal(label, `${template} (${collections.join(', ')})`)
  }
})

test('the collections script is served versioned, parses, and puts API text in the page only as text', async (t) => {
  const app = await build(t)
  const html = (await app.inject({ method: 'GET', url: '/' })).body
  const src = /<script src="(\/assets\/landing-collections\.js\?v=[^"]+)" defer><\/script>/.exec(
    html,
  )?.[1]
  assert.ok(src, 'the page loads a versioned landing-collections.js')
  const res = await app.inject({ method: 'GET', url: src })
  assert.equal(res.statusCode, 200)
  assert.match(String(res.headers['content-type']), /^text\/javascript; charset=utf-8$/)
  assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable')
  assert.doesNotThrow(() => new Script(res.body, { filename: 'landing-collections.js' }))
  assert.match(res.body, /'\/custom\/seed'/)
  assert.match(res.body, /JSON\.parse\(text\)/, 'the record is checked before it is sent')
  assert.doesNotMatch(res.body, /https?:\/\/|innerHTML|outerHTML|insertAdjacentHTML|eval\(/)
  // It listens on the page's one stream, never a stream of its own.
  assert.doesNotMatch(res.body, /EventSource/)
})
