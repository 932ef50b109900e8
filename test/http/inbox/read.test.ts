import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { as, build, STORES } from '../../helper.ts'
import { ok } from '../custom/support.ts'
import { assertProblem } from '../resources/support.ts'
import {
  INBOX,
  type InboxItem,
  type InboxList,
  inboxOf,
  OTP,
  SEND_EMAIL,
  sendEmail,
  sendSms,
} from './support.ts'

type Otp = { otp: string; recipient: string; subject: string | null }

for (const store of STORES) {
  describe(`mock inbox: reading (${store})`, () => {
    test('lists newest first, filtered by type and recipient', async (t) => {
      const app = await build(t, { store })
      const client = as(app, 'read-list')
      const first = await sendEmail(client, { to: 'ada@example.com', subject: 'one' })
      const sms = await sendSms(client, { to: '+1 555-0100', message: 'two' })
      const third = await sendEmail(client, { to: 'bob@example.com', subject: 'three' })
      const fourth = await sendEmail(client, { to: 'ADA@example.com', subject: 'four' })

      const all = ok<InboxList>(await client.get(INBOX))
      assert.deepEqual(
        all.data.map((i) => i.id),
        [fourth.id, third.id, sms.id, first.id],
      )
      assert.equal(all.pagination.total, 4)
      assert.equal(all.pagination.page, 1)

      const emails = await inboxOf(client, '&type=email')
      assert.deepEqual(
        emails.map((i) => i.id),
        [fourth.id, third.id, first.id],
      )
      const texts = await inboxOf(client, '&type=sms')
      assert.deepEqual(
        texts.map((i) => i.id),
        [sms.id],
      )
      // Addresses compare without case, phone numbers without punctuation.
      const ada = await inboxOf(client, '&to=ada@EXAMPLE.com')
      assert.deepEqual(
        ada.map((i) => i.id),
        [fourth.id, first.id],
      )
      const phone = await inboxOf(client, `&to=${encodeURIComponent('+15550100')}`)
      assert.deepEqual(
        phone.map((i) => i.id),
        [sms.id],
      )
      assert.deepEqual(await inboxOf(client, '&type=sms&to=ada@example.com'), [])
    })

    test('pages with page and limit, with the list headers', async (t) => {
      const app = await build(t, { store })
      const client = as(app, 'read-pages')
      const sent: InboxItem[] = []
      for (let i = 0; i < 5; i++) {
        sent.push(await sendEmail(client, { to: 'ada@example.com', subject: `#${i}` }))
      }
      const res = await client.get(`${INBOX}?limit=2&page=2&type=email`)
      const body = ok<InboxList>(res)
      assert.deepEqual(
        body.data.map((i) => i.subject),
        ['#2', '#1'],
      )
      assert.deepEqual(body.pagination, {
        page: 2,
        limit: 2,
        total: 5,
        totalPages: 3,
        hasNextPage: true,
        hasPrevPage: true,
      })
      assert.equal(res.headers['x-total-count'], '5')
      assert.match(String(res.headers.link), /type=email&limit=2&page=3>; rel="next"/)
      const bad = await client.get(`${INBOX}?page=0`)
      assertProblem(bad, 400, 'INVALID_QUERY')
      const badType = assertProblem(await client.get(`${INBOX}?type=fax`), 400, 'INVALID_QUERY')
      assert.match(String(badType.detail), /type must be one of email, sms, got 'fax'/)
    })

    test("gets an item by id, and answers 404 for another sandbox's item", async (t) => {
      const app = await build(t, { store })
      const a = as(app, 'read-owner')
      const b = as(app, 'read-stranger')
      const email = await sendEmail(a, { to: 'ada@example.com', subject: 'private' })
      assert.deepEqual(ok<InboxItem>(await a.get(`${INBOX}/${email.id}`)), email)
      const res = await b.get(`${INBOX}/${email.id}`)
      const problem = assertProblem(res, 404, 'NOT_FOUND')
      assert.match(String(problem.detail), new RegExp(email.id.slice(0, 30)))
      assert.deepEqual(ok<InboxList>(await b.get(INBOX)).data, [])
      assertProblem(await b.get(OTP), 404, 'NOT_FOUND')
      assertProblem(await a.get(`${INBOX}/msg_nope`), 404, 'NOT_FOUND')
      assertProblem(await a.get(`${INBOX}/__proto__`), 404, 'NOT_FOUND')
      // b's reset or clear leaves a's inbox alone.
      ok(await b.delete(INBOX))
      assert.equal((await inboxOf(a)).length, 1)
    })

    test('DELETE empties the inbox and counts what it deleted', async (t) => {
      const app = await build(t, { store })
      const client = as(app, 'read-clear')
      await sendEmail(client, { to: 'ada@example.com', subject: 'a' })
      await sendSms(client, { to: '5550100', message: 'b' })
      const cleared = ok<{ message: string; deleted: number }>(await client.delete(INBOX))
      assert.equal(cleared.deleted, 2)
      assert.equal(typeof cleared.message, 'string')
      assert.deepEqual(await inboxOf(client), [])
      assert.equal(ok<{ deleted: number }>(await client.delete(INBOX)).deleted, 0)
      // The inbox works on after being emptied.
      await sendEmail(client, { to: 'ada@example.com', subject: 'again' })
      assert.equal((await inboxOf(client)).length, 1)
    })

    test('GET /emails/otp answers the newest code for the recipient, or 404', async (t) => {
      const app = await build(t, { store })
      const client = as(app, 'read-otp')
      assertProblem(await client.get(`${OTP}?to=ada@example.com`), 404, 'NOT_FOUND')
      await sendEmail(client, {
        to: 'ada@example.com',
        template: '2fa-code',
        data: { code: '111' },
      })
      const newer = await sendEmail(client, {
        to: 'ada@example.com',
        template: '2fa-code',
        data: { otp_code: '222' },
      })
      await sendEmail(client, { to: 'ada@example.com', subject: 'no code here' })
      await sendEmail(client, {
        to: 'bob@example.com',
        template: '2fa-code',
        data: { code: '333' },
      })

      assert.deepEqual(ok<Otp>(await client.get(`${OTP}?to=Ada@Example.com`)), {
        otp: '222',
        recipient: 'ada@example.com',
        subject: newer.subject,
      })
      assert.equal(ok<Otp>(await client.get(OTP)).otp, '333')
      const missing = assertProblem(await client.get(`${OTP}?to=eve@example.com`), 404, 'NOT_FOUND')
      assert.match(String(missing.detail), /eve@example\.com/)
    })

    test('keeps the last 100 items: the 101st send drops the oldest', async (t) => {
      const app = await build(t, { store })
      const client = as(app, 'read-bound')
      const sent: InboxItem[] = []
      for (let i = 0; i < 101; i++) {
        const res = await client.post(SEND_EMAIL, { to: 'ada@example.com', subject: `#${i}` })
        sent.push(ok<{ email: InboxItem }>(res).email)
      }
      const items = await inboxOf(client)
      assert.equal(items.length, 100)
      assert.deepEqual(
        items.map((i) => i.id),
        sent
          .slice(1)
          .map((i) => i.id)
          .reverse(),
      )
      assertProblem(await client.get(`${INBOX}/${sent[0]?.id}`), 404, 'NOT_FOUND')
      assert.equal(ok<InboxList>(await client.get(INBOX)).pagination.total, 100)
    })
  })
}
