import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { as, build, STORES } from '../../helper.ts'
import { ok } from '../custom/support.ts'
import { API } from '../resources/support.ts'
import { exportOf, SESSION } from '../session/support.ts'
import { inboxOf, sendEmail, sendSms } from './support.ts'

for (const store of STORES) {
  describe(`mock inbox in the sandbox (${store})`, () => {
    test('register sends welcome-verification to the new e-mail', async (t) => {
      const app = await build(t, { store })
      const client = as(app, 'inbox-register')
      ok(
        await client.post(`${API}/auth/register`, {
          name: 'Ada <Lovelace>',
          username: 'ada',
          email: 'ada@example.com',
        }),
      )
      const [welcome, ...rest] = await inboxOf(client)
      assert.deepEqual(rest, [])
      assert.equal(welcome?.type, 'email')
      assert.equal(welcome?.to, 'ada@example.com')
      assert.equal(welcome?.template, 'welcome-verification')
      assert.ok(welcome?.text?.includes('Ada <Lovelace>'), welcome?.text)
      assert.ok(welcome?.html?.includes('Ada &lt;Lovelace&gt;'), welcome?.html)
      // Another sandbox's inbox does not see it.
      assert.deepEqual(await inboxOf(as(app, 'inbox-register-other')), [])
    })

    test('a refused registration sends nothing', async (t) => {
      const app = await build(t, { store })
      const client = as(app, 'inbox-register-taken')
      const res = await client.post(`${API}/auth/register`, {
        name: 'Not Bret',
        username: 'Bret',
        email: 'new@example.com',
      })
      assert.equal(res.statusCode, 409)
      assert.deepEqual(await inboxOf(client), [])
    })

    test('a reset of the sandbox empties the inbox', async (t) => {
      const app = await build(t, { store })
      const client = as(app, 'inbox-reset')
      const other = as(app, 'inbox-reset-other')
      await sendEmail(client, { to: 'ada@example.com', subject: 'before' })
      await sendSms(client, { to: '5550100', message: 'before' })
      await sendEmail(other, { to: 'bob@example.com', subject: 'kept' })
      assert.equal((await inboxOf(client)).length, 2)
      ok(await client.delete(`${SESSION}/reset`))
      assert.deepEqual(await inboxOf(client), [])
      assert.equal((await inboxOf(other)).length, 1)
    })

    test('an export leaves the inbox out, and an import keeps it', async (t) => {
      const app = await build(t, { store })
      const client = as(app, 'inbox-export')
      await sendEmail(client, { to: 'ada@example.com', template: '2fa-code', data: { code: 1 } })
      const snapshot = await exportOf(client)
      assert.deepEqual(snapshot.records, [])
      assert.ok(!JSON.stringify(snapshot).includes('inbox'))
      const res = await client.post(`${SESSION}/import`, snapshot)
      assert.equal(res.statusCode, 200, res.body)
      assert.equal((await inboxOf(client)).length, 1)
    })
  })
}
