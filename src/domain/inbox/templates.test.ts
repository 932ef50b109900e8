import assert from 'node:assert/strict'
import { test } from 'node:test'
import { escapeHtml, render, TEMPLATE_NAMES, templateList } from './templates.ts'

test('escapeHtml escapes the five characters that matter in elements and attributes', () => {
  assert.equal(
    escapeHtml(`<a href="x" title='y'>&</a>`),
    '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
  )
  assert.equal(escapeHtml('plain text'), 'plain text')
})

test('every template renders from empty data, with its defaults', () => {
  for (const name of TEMPLATE_NAMES) {
    const out = render(name, {})
    assert.ok(out.subject.length > 0, name)
    assert.ok(out.text.startsWith('Hello there,'), `${name}: ${out.text}`)
    assert.match(out.html, /^<!doctype html>.*<\/html>$/s, name)
  }
})

test('no data value reaches the html unescaped, whatever its type', () => {
  const evil = '<i>"x"</i>'
  const data = {
    name: evil,
    app_name: evil,
    verification_url: evil,
    reset_token: evil,
    reset_url: evil,
    otp_code: evil,
    invoice_number: evil,
    amount: { evil },
    currency: evil,
    paid_at: evil,
    items: [evil, { name: evil, quantity: evil, price: evil }],
  }
  for (const name of TEMPLATE_NAMES) {
    const { html } = render(name, data)
    const body = html.replace(/<\/?(html|head|meta|title|body|p|br)\b[^>]*>/g, '')
    assert.ok(!/[<>]/.test(body.replace(/^<!doctype html>/, '')), `${name}: ${html}`)
    assert.ok(html.includes(escapeHtml(evil)), `${name} shows the value, escaped`)
  }
})

test('invoice lines past twenty are counted, not shown', () => {
  const items = Array.from({ length: 25 }, (_, i) => ({ description: `line ${i}`, amount: i }))
  const { text } = render('invoice-receipt', { items })
  assert.ok(text.includes('line 19: 19'))
  assert.ok(!text.includes('line 20'))
  assert.ok(text.includes('… and 5 more'))
})

test('templateList names each template once, with its data keys', () => {
  const list = templateList()
  assert.deepEqual(
    list.map((t) => t.name),
    [...TEMPLATE_NAMES],
  )
  for (const t of list)
    assert.ok(
      t.data.every((d) => d.name && d.description),
      t.name,
    )
})
