import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { TEMPLATE_NAMES } from '../../../src/domain/inbox/templates.ts'
import { appPerSuite, as, STORES, sandboxes } from '../../helper.ts'
import { ok } from '../custom/support.ts'
import { API, assertProblem } from '../resources/support.ts'
import { type InboxItem, SEND_EMAIL, SEND_SMS, sendEmail, sendSms } from './support.ts'

type Template = {
  name: string
  description: string
  data: Array<{ name: string; description: string }>
}

for (const store of STORES) {
  describe(`mock inbox: sending (${store})`, () => {
    const shared = appPerSuite({ store })
    test('stores a plain e-mail as sent, from the default sender', async () => {
      const app = await shared()
      const id = sandboxes()
      const client = as(app, id('send-plain'))
      const before = Date.now()
      const email = await sendEmail(client, {
        to: 'ada@example.com',
        subject: 'Hello',
        text: 'Plain',
        html: '<p>Hello</p>',
      })
      const { id: _id, created_at, ...rest } = email
      assert.deepEqual(rest, {
        type: 'email',
        to: 'ada@example.com',
        from: 'no-reply@playground.test',
        subject: 'Hello',
        text: 'Plain',
        html: '<p>Hello</p>',
      })
      assert.ok(Date.parse(created_at) >= before - 1000, created_at)
      const read = ok<InboxItem>(await client.get(`${API}/inbox/${email.id}`))
      assert.deepEqual(read, email)
    })

    test('lists the four templates with the data keys each reads', async () => {
      const app = await shared()
      const id = sandboxes()
      const { templates } = ok<{ templates: Template[] }>(
        await as(app, id('templates')).get(`${API}/emails/templates`),
      )
      assert.deepEqual(
        templates.map((tpl) => tpl.name),
        ['welcome-verification', 'password-reset', 'invoice-receipt', '2fa-code'],
      )
      for (const tpl of templates) {
        assert.ok(tpl.description.length > 0, tpl.name)
        assert.ok(tpl.data.length > 0, tpl.name)
      }
      const keys = (name: string) =>
        templates.find((tpl) => tpl.name === name)?.data.map((d) => d.name)
      assert.ok(keys('password-reset')?.includes('reset_token'))
      assert.ok(keys('2fa-code')?.includes('otp_code'))
      assert.ok(keys('2fa-code')?.includes('code'))
    })

    test('renders each template into subject, text and html from data', async () => {
      const app = await shared()
      const id = sandboxes()
      const client = as(app, id('send-templates'))
      const cases: Record<string, { data: Record<string, unknown>; shows: string[] }> = {
        'welcome-verification': {
          data: { name: 'Ada', verification_url: 'https://example.com/verify?t=1' },
          shows: ['Ada', 'https://example.com/verify?t=1'],
        },
        'password-reset': { data: { name: 'Ada', reset_token: 'rst_42' }, shows: ['rst_42'] },
        'invoice-receipt': {
          data: {
            invoice_number: 'INV-7',
            amount: 42.5,
            currency: 'EUR',
            items: [{ description: 'Keyboard', quantity: 2, amount: 21.25 }],
          },
          shows: ['INV-7', '42.5 EUR', '2 × Keyboard: 21.25'],
        },
        '2fa-code': { data: { otp_code: '482913' }, shows: ['482913'] },
      }
      assert.deepEqual(Object.keys(cases).sort(), [...TEMPLATE_NAMES].sort())
      for (const [template, c] of Object.entries(cases)) {
        const email = await sendEmail(client, { to: 'ada@example.com', template, data: c.data })
        assert.equal(email.template, template)
        assert.ok(email.subject && email.subject.length > 0, template)
        for (const shown of c.shows) {
          assert.ok(email.text?.includes(shown), `${template} text shows ${shown}`)
          assert.ok(email.html?.includes(shown), `${template} html shows ${shown}`)
        }
        assert.match(String(email.html), /^<!doctype html>/)
      }
    })

    test('lifts otp_code (or 2fa-code data.code) and reset_token from data to the item', async () => {
      const app = await shared()
      const id = sandboxes()
      const client = as(app, id('send-secrets'))
      const otp = await sendEmail(client, {
        to: 'ada@example.com',
        template: '2fa-code',
        data: { code: 123456 },
      })
      assert.equal(otp.otp_code, '123456')
      assert.ok(otp.text?.includes('123456'))
      const reset = await sendEmail(client, {
        to: 'ada@example.com',
        template: 'password-reset',
        data: { reset_token: 'tok' },
      })
      assert.equal(reset.reset_token, 'tok')
      assert.equal(reset.otp_code, undefined)
      const plain = await sendEmail(client, {
        to: 'ada@example.com',
        subject: 'Code',
        data: { otp_code: '9999' },
      })
      assert.equal(plain.otp_code, '9999')
      assert.equal(plain.template, undefined)
    })

    test('fields sent win over what the template renders', async () => {
      const app = await shared()
      const id = sandboxes()
      const email = await sendEmail(as(app, id('send-override')), {
        to: 'ada@example.com',
        template: '2fa-code',
        subject: 'My own subject',
        data: { otp_code: '111' },
      })
      assert.equal(email.subject, 'My own subject')
      assert.ok(email.text?.includes('111'))
    })

    test('escapes the HTML of data values in html, and never reads prototype members', async () => {
      const app = await shared()
      const id = sandboxes()
      const hostile = '<script>alert("x")</script>&\'"'
      const email = await sendEmail(as(app, id('send-escape')), {
        to: 'ada@example.com',
        template: 'invoice-receipt',
        data: { name: hostile, items: [{ description: '<img src=x onerror=alert(1)>' }] },
      })
      const html = String(email.html)
      assert.ok(!html.includes('<script>'), html)
      assert.ok(!html.includes('<img'), html)
      assert.ok(html.includes('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;&quot;'))
      assert.ok(html.includes('&lt;img src=x onerror=alert(1)&gt;'))
      // The plain text shows the value as sent.
      assert.ok(email.text?.includes(hostile))
      // No own `name`: the default greeting, never Object.prototype's members.
      const plain = await sendEmail(as(app, id('send-escape')), {
        to: 'ada@example.com',
        template: 'welcome-verification',
        data: { toString: 'x' },
      })
      assert.ok(plain.text?.startsWith('Hello there,'), plain.text)
      assert.ok(!String(plain.html).includes('function'), plain.html)
    })

    test('cuts long data values short so that a rendered e-mail stays small', async () => {
      const app = await shared()
      const id = sandboxes()
      const email = await sendEmail(as(app, id('send-long')), {
        to: 'ada@example.com',
        template: 'welcome-verification',
        data: { name: '"'.repeat(50_000) },
      })
      assert.ok(Buffer.byteLength(String(email.html)) < 10_000, 'html is small')
      assert.ok(email.text?.includes('…'))
    })

    test('an SMS takes message, or body as its alias, and a sender', async () => {
      const app = await shared()
      const id = sandboxes()
      const client = as(app, id('send-sms'))
      const a = await sendSms(client, { to: '+1 (555) 010-0000', message: 'Hi there' })
      assert.deepEqual(
        { type: a.type, to: a.to, from: a.from, text: a.text },
        { type: 'sms', to: '+1 (555) 010-0000', from: 'Playground', text: 'Hi there' },
      )
      assert.equal('subject' in a, false)
      assert.equal('html' in a, false)
      const b = await sendSms(client, { to: '+15550100', from: 'Acme', body: 'Via body' })
      assert.equal(b.text, 'Via body')
      assert.equal(b.from, 'Acme')
      const both = await sendSms(client, { to: '5550100', message: 'wins', body: 'loses' })
      assert.equal(both.text, 'wins')
    })

    test('refuses bad input with 400 naming the field, the value and what is allowed', async () => {
      const app = await shared()
      const id = sandboxes()
      const client = as(app, id('send-bad'))
      const cases: Array<{
        url: string
        body: unknown
        field: string
        message: RegExp
      }> = [
        {
          url: SEND_EMAIL,
          body: { to: 'not-an-address', subject: 'x' },
          field: 'to',
          message: /e-mail address.*got 'not-an-address'/,
        },
        {
          url: SEND_EMAIL,
          body: { to: `${'a'.repeat(250)}@example.com`, subject: 'x' },
          field: 'to',
          message: /254 characters/,
        },
        {
          url: SEND_EMAIL,
          body: { to: 'ada@example.com', template: 'newsletter' },
          field: 'template',
          message:
            /must be one of welcome-verification, password-reset, invoice-receipt, 2fa-code, got 'newsletter'/,
        },
        {
          url: SEND_EMAIL,
          body: { to: 'ada@example.com', subject: 's'.repeat(999) },
          field: 'subject',
          message: /at most 998 characters, got 999/,
        },
        {
          url: SEND_EMAIL,
          body: { to: 'ada@example.com' },
          field: '(body)',
          message: /template, or at least one of subject, text and html/,
        },
        {
          url: SEND_EMAIL,
          body: {
            to: 'ada@example.com',
            subject: 'x',
            data: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])),
          },
          field: 'data',
          message: /at most 50 keys, got 51/,
        },
        {
          url: SEND_EMAIL,
          body: { to: 'ada@example.com', subject: 'x', data: { otp_code: { nested: true } } },
          field: 'data.otp_code',
          message: /string or number.*got object/,
        },
        {
          url: SEND_EMAIL,
          body: { to: 'ada@example.com', subject: 'x', data: ['a'] },
          field: 'data',
          message: /object/,
        },
        {
          url: SEND_SMS,
          body: { to: 'call me maybe', message: 'x' },
          field: 'to',
          message: /phone number.*got 'call me maybe'/,
        },
        {
          url: SEND_SMS,
          body: { to: '5'.repeat(33), message: 'x' },
          field: 'to',
          message: /up to 32/,
        },
        {
          url: SEND_SMS,
          body: { to: '5550100', from: 'evil<sender>', message: 'x' },
          field: 'from',
          message: /got 'evil<sender>'/,
        },
        {
          url: SEND_SMS,
          body: { to: '5550100', message: 'x'.repeat(1601) },
          field: 'message',
          message: /1600 characters/,
        },
        {
          url: SEND_SMS,
          body: { to: '5550100' },
          field: 'message',
          message: /is required \(or body\)/,
        },
      ]
      for (const c of cases) {
        const res = await client.post(c.url, c.body)
        const problem = assertProblem(res, 400, 'VALIDATION_FAILED')
        const error = problem.errors?.find((e) => e.field === c.field)
        assert.ok(error, `${c.field} named in ${res.body}`)
        assert.match(error.message, c.message, res.body)
        assert.ok(String(problem.detail).includes(c.field), res.body)
      }
      const { data } = ok<{ data: unknown[] }>(await client.get(`${API}/inbox`))
      assert.deepEqual(data, [], 'nothing refused was stored')
    })

    test('refuses __proto__ and constructor keys in data at any depth', async () => {
      const app = await shared()
      const id = sandboxes()
      const client = as(app, id('send-proto'))
      for (const payload of [
        '{"to":"ada@example.com","subject":"x","data":{"__proto__":{"polluted":true}}}',
        '{"to":"ada@example.com","subject":"x","data":{"a":{"constructor":{"prototype":1}}}}',
      ]) {
        const res = await client.send({
          method: 'POST',
          url: SEND_EMAIL,
          payload,
          headers: { 'content-type': 'application/json' },
        })
        const problem = assertProblem(res, 400, 'VALIDATION_FAILED')
        assert.ok(
          problem.errors?.some((e) => e.message.startsWith('is a forbidden key')),
          res.body,
        )
      }
      assert.equal(({} as Record<string, unknown>).polluted, undefined)
      const { data } = ok<{ data: unknown[] }>(await client.get(`${API}/inbox`))
      assert.deepEqual(data, [])
    })
  })
}
