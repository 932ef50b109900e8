import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { appPerSuite, as, build, STORES, sandboxes } from '../../helper.ts'

/**
 * Recovery and one-time codes (docs/contract/auth.md), driven as a client would: through the mock
 * inbox.
 */
const AUTH = '/api/v1/auth'
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

type Client = ReturnType<typeof as>
type InboxItem = Record<string, unknown> & { id: string; type: string; to: string }

const inbox = async (client: Client, query = ''): Promise<InboxItem[]> => {
  const res = await client.get(`/api/v1/inbox${query}`)
  assert.equal(res.statusCode, 200, res.body)
  return res.json().data
}

const meCode = async (app: FastifyInstance, token: string) => {
  const res = await app.inject({ method: 'GET', url: `${AUTH}/me`, headers: bearer(token) })
  return res.statusCode === 200 ? 200 : res.json().code
}

for (const store of STORES) {
  describe(`password recovery (${store})`, () => {
    const shared = appPerSuite({ store })
    test('forgot → read the inbox → reset → the old password is refused, the new one works', async () => {
      const app = await shared()
      const id = sandboxes()
      const ada = as(app, id('recovery'))
      const registered = await ada.post(`${AUTH}/register`, {
        name: 'Ada',
        username: 'ada',
        email: 'ada@example.com',
        password: 'old-secret',
      })
      assert.equal(registered.statusCode, 200)
      const session = registered.json()

      const forgot = await ada.post(`${AUTH}/forgot-password`, { email: 'ADA@example.com' })
      assert.equal(forgot.statusCode, 200)
      assert.equal(typeof forgot.json().message, 'string')
      const [mail] = await inbox(ada, '?type=email&to=ada@example.com')
      assert.equal(mail?.template, 'password-reset')
      const token = mail?.reset_token
      assert.equal(typeof token, 'string')
      assert.ok(String(mail?.text).includes(String(token)), 'the e-mail shows the token')

      const reset = await ada.post(`${AUTH}/reset-password`, { token, newPassword: 'new-secret' })
      assert.equal(reset.statusCode, 200, reset.body)
      const old = await ada.post(`${AUTH}/login`, { username: 'ada', password: 'old-secret' })
      assert.equal(old.statusCode, 401)
      assert.equal(old.json().code, 'INVALID_CREDENTIALS')
      const fresh = await ada.post(`${AUTH}/login`, { username: 'ada', password: 'new-secret' })
      assert.equal(fresh.statusCode, 200)
      // The reset signed the user out everywhere: the session from before it is revoked.
      assert.equal(await meCode(app, session.access_token), 'TOKEN_REVOKED')
      assert.equal(await meCode(app, fresh.json().access_token), 200)

      // A reset token works once.
      const again = await ada.post(`${AUTH}/reset-password`, { token, new_password: 'third' })
      assert.equal(again.statusCode, 400)
      assert.equal(again.json().code, 'INVALID_RESET_TOKEN')
    })

    test('a baseline user gets a password by reset; unknown e-mails answer alike and send nothing', async () => {
      const app = await shared()
      const id = sandboxes()
      const c = as(app, id('recovery-baseline'))
      const unknown = await c.post(`${AUTH}/forgot-password`, { email: 'nobody@example.com' })
      const known = await c.post(`${AUTH}/forgot-password`, { email: 'Sincere@april.biz' })
      assert.equal(unknown.statusCode, 200)
      assert.deepEqual(unknown.json(), known.json(), 'no user enumeration')
      const items = await inbox(c)
      assert.equal(items.length, 1)
      assert.equal(items[0]?.to, 'Sincere@april.biz')
      const token = items[0]?.reset_token
      assert.equal(
        (await c.post(`${AUTH}/reset-password`, { token, new_password: 'p4ss' })).statusCode,
        200,
      )
      assert.equal((await c.post(`${AUTH}/login`, { username: 'Bret' })).statusCode, 401)
      assert.equal(
        (await c.post(`${AUTH}/login`, { username: 'Bret', password: 'p4ss' })).statusCode,
        200,
      )
    })

    test("a reset token is the caller's sandbox's own, and bad ones are 400s", async () => {
      const app = await shared()
      const id = sandboxes()
      const owner = as(app, id('recovery-owner'))
      await owner.post(`${AUTH}/forgot-password`, { email: 'Sincere@april.biz' })
      const [mail] = await inbox(owner)
      const stranger = as(app, id('recovery-stranger'))
      const stolen = await stranger.post(`${AUTH}/reset-password`, {
        token: mail?.reset_token,
        newPassword: 'x',
      })
      assert.equal(stolen.statusCode, 400)
      assert.equal(stolen.json().code, 'INVALID_RESET_TOKEN')
      assert.equal((await stranger.post(`${AUTH}/login`, { username: 'Bret' })).statusCode, 200)
      for (const body of [{ token: 'nope', newPassword: 'x' }, { token: mail?.reset_token }, {}]) {
        const res = await owner.post(`${AUTH}/reset-password`, body)
        assert.equal(res.statusCode, 400, JSON.stringify(body))
      }
      // The owner's token still works after all those refusals.
      const ok = await owner.post(`${AUTH}/reset-password`, {
        token: mail?.reset_token,
        newPassword: 'y',
      })
      assert.equal(ok.statusCode, 200)
    })

    test('an expired reset token is refused', async (t) => {
      let now = Date.now()
      const app = await build(t, { store }, { now: () => now })
      const c = as(app, 'recovery-expiry')
      await c.post(`${AUTH}/forgot-password`, { email: 'Sincere@april.biz' })
      const [mail] = await inbox(c)
      now += 15 * 60 * 1000 + 1
      const res = await c.post(`${AUTH}/reset-password`, {
        token: mail?.reset_token,
        newPassword: 'late',
      })
      assert.equal(res.json().code, 'INVALID_RESET_TOKEN')
    })
  })

  describe(`one-time codes (${store})`, () => {
    const shared = appPerSuite({ store })
    test('request by e-mail → read the code → verify logs in as that user', async () => {
      const app = await shared()
      const id = sandboxes()
      const c = as(app, id('otp-email'))
      const req = await c.post(`${AUTH}/otp/request`, { email: 'Sincere@april.biz' })
      assert.equal(req.statusCode, 200, req.body)
      assert.equal(req.json().expires_in, 300)
      const [mail] = await inbox(c)
      assert.equal(mail?.template, '2fa-code')
      assert.match(String(mail?.otp_code), /^\d{6}$/)
      const otp = await c.get('/api/v1/emails/otp?to=sincere@april.biz')
      assert.equal(otp.json().otp, mail?.otp_code)
      const verified = await c.post(`${AUTH}/otp/verify`, {
        email: 'sincere@april.biz',
        code: mail?.otp_code,
      })
      assert.equal(verified.statusCode, 200, verified.body)
      assert.equal(verified.json().user.id, 1)
      assert.equal(await meCode(app, verified.json().access_token), 200)
      // A code works once.
      const twice = await c.post(`${AUTH}/otp/verify`, {
        email: 'sincere@april.biz',
        code: mail?.otp_code,
      })
      assert.equal(twice.statusCode, 401)
      assert.equal(twice.json().code, 'INVALID_OTP')
    })

    test('five wrong tries lock the code: even the right one is then 429 OTP_LOCKED', async () => {
      const app = await shared()
      const id = sandboxes()
      const c = as(app, id('otp-lock'))
      await c.post(`${AUTH}/otp/request`, { email: 'someone@example.com' })
      const [mail] = await inbox(c)
      const right = String(mail?.otp_code)
      const wrong = right === '000000' ? '111111' : '000000'
      for (let i = 1; i <= 5; i++) {
        const res = await c.post(`${AUTH}/otp/verify`, {
          email: 'someone@example.com',
          code: wrong,
        })
        assert.equal(res.statusCode, 401, `try ${i}`)
        assert.equal(res.json().code, 'INVALID_OTP')
        assert.equal(res.json().remainingAttempts, 5 - i)
      }
      const locked = await c.post(`${AUTH}/otp/verify`, {
        email: 'someone@example.com',
        code: right,
      })
      assert.equal(locked.statusCode, 429)
      assert.equal(locked.json().code, 'OTP_LOCKED')
      // A new code starts over, and logs in as a session profile: no user has that e-mail.
      await c.post(`${AUTH}/otp/request`, { email: 'someone@example.com' })
      const [fresh] = await inbox(c)
      const ok = await c.post(`${AUTH}/otp/verify`, {
        email: 'someone@example.com',
        code: fresh?.otp_code,
      })
      assert.equal(ok.statusCode, 200, ok.body)
      assert.equal(ok.json().user.id, 'session-someone@example.com')
    })

    test('parallel wrong guesses never get more than five tries', async () => {
      const app = await shared()
      const id = sandboxes()
      const c = as(app, id('otp-burst'))
      await c.post(`${AUTH}/otp/request`, { email: 'burst@example.com' })
      const [mail] = await inbox(c)
      const wrong = mail?.otp_code === '000000' ? '111111' : '000000'
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          c.post(`${AUTH}/otp/verify`, { email: 'burst@example.com', code: wrong }),
        ),
      )
      const statuses = answers.map((r) => r.statusCode)
      assert.equal(statuses.filter((s) => s === 401).length, 5, statuses.join())
      assert.equal(statuses.filter((s) => s === 429).length, 7, statuses.join())
    })

    test('by SMS: the code arrives as a text; a phone of a user logs in as that user', async () => {
      const app = await shared()
      const id = sandboxes()
      const c = as(app, id('otp-sms'))
      // Leanne Graham's phone in the baseline.
      const bret = (await c.get('/api/v1/users/1')).json()
      const req = await c.post(`${AUTH}/otp/request`, { phone: bret.phone })
      assert.equal(req.statusCode, 200, req.body)
      assert.equal(req.json().channel, 'sms')
      const [sms] = await inbox(c, '?type=sms')
      assert.equal(sms?.type, 'sms')
      assert.ok(String(sms?.text).includes(String(sms?.otp_code)))
      const res = await c.post(`${AUTH}/otp/verify`, {
        phone: bret.phone,
        code: sms?.otp_code,
        expiresIn: '1m',
      })
      assert.equal(res.statusCode, 200, res.body)
      assert.equal(res.json().user.id, 1)
      assert.equal(res.json().expires_in, 60)
    })

    test('an expired code is refused; bad bodies are 400s', async (t) => {
      let now = Date.now()
      const app = await build(t, { store }, { now: () => now })
      const c = as(app, 'otp-expiry')
      await c.post(`${AUTH}/otp/request`, { email: 'late@example.com' })
      const [mail] = await inbox(c)
      now += 5 * 60 * 1000 + 1
      const res = await c.post(`${AUTH}/otp/verify`, {
        email: 'late@example.com',
        code: mail?.otp_code,
      })
      assert.equal(res.json().code, 'INVALID_OTP')
      for (const body of [
        {},
        { email: 'x@y.z' },
        { email: 'x@y.z', code: 'abcdef' },
        { phone: 'call me' },
      ]) {
        const url =
          'code' in body || (Object.keys(body).length === 1 && !('phone' in body))
            ? 'verify'
            : 'request'
        const bad = await c.post(`${AUTH}/otp/${url}`, body)
        assert.equal(bad.statusCode, 400, JSON.stringify(body))
      }
    })
  })
}
