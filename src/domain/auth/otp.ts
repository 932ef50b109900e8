import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Item, Overlay } from '../../store/port.ts'
import type { Baseline } from '../baseline.ts'
import { ProblemError } from '../errors.ts'
import type { InboxService } from '../inbox/service.ts'
import { INTERNAL, keepNewest } from '../internal.ts'
import type { TokenRequest } from './lifetimes.ts'

/** How long a one-time code lives. */
export const OTP_TTL_S = 5 * 60
/** Wrong codes allowed per code; the next try, right or wrong, is 429 `OTP_LOCKED`. */
export const OTP_TRIES = 5
/** Live codes kept per identity; past it, the oldest is forgotten. */
const MAX_CODES = 100

export type OtpTarget = { email: string } | { phone: string }

const digitsOf = (phone: string) => phone.replace(/\D/g, '')

/** Who a code is for, normalised, and under which key its state is kept. */
function recipientOf(target: OtpTarget) {
  const channel = 'email' in target ? ('email' as const) : ('sms' as const)
  const to = 'email' in target ? target.email.trim() : target.phone.trim()
  const normal = channel === 'email' ? to.toLowerCase() : digitsOf(to)
  const id = createHash('sha256').update(`${channel}:${normal}`).digest('base64url')
  return { channel, to, normal, id }
}

/** The tries of one code live in their own namespace, so the store's cap counts them atomically. */
const triesOf = (attempt: string) => `${INTERNAL.otpTries}${attempt}`

const noCode = (to: string) =>
  new ProblemError({
    code: 'INVALID_OTP',
    detail: `There is no live one-time code for '${to}' in this sandbox (codes live 5 minutes and work once); ask POST /auth/otp/request for one`,
  })

const locked = (to: string) =>
  new ProblemError({
    code: 'OTP_LOCKED',
    detail: `The one-time code for '${to}' was tried ${OTP_TRIES} times wrongly and is locked; ask POST /auth/otp/request for a new one`,
    headers: { 'retry-after': '0' },
  })

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * One-time codes by e-mail or SMS (docs/contract/auth.md#one-time-codes): six digits in the
 * sandbox's mock inbox, five minutes, five wrong tries. The count of tries is a capped namespace in
 * the store, so two instances on one Redis (or a burst of parallel guesses) never allow a sixth.
 */
export function createOtp(deps: {
  overlay: Overlay
  baseline: Baseline
  deliver: InboxService['deliver']
  loginAs: (identity: string, login: string, request: TokenRequest) => Promise<unknown>
  now?: () => number
}) {
  const { overlay, baseline, deliver, loginAs } = deps
  const now = deps.now ?? Date.now

  async function forget(identity: string, code: Readonly<Item>) {
    for (const t of await overlay.entries(identity, triesOf(String(code.attempt)))) {
      await overlay.drop(identity, triesOf(String(code.attempt)), t.id)
    }
    await overlay.drop(identity, INTERNAL.otp, String(code.id))
  }

  /** The login name a phone number signs in as: the e-mail of a user with that number, if any. */
  async function loginOfPhone(identity: string, digits: string): Promise<string> {
    const matches = (u: Readonly<Item> | null) =>
      typeof u?.phone === 'string' && digitsOf(u.phone) === digits
    const touched = new Set<string>()
    for (const e of await overlay.entries(identity, 'users')) {
      if (matches(e.item) && typeof e.item?.email === 'string') return e.item.email
      touched.add(e.id)
    }
    const user = baseline.all('users').find((u) => !touched.has(String(u.id)) && matches(u))
    return typeof user?.email === 'string' ? user.email : digits
  }

  return {
    async request(identity: string, target: OtpTarget) {
      const r = recipientOf(target)
      const previous = await overlay.get(identity, INTERNAL.otp, r.id)
      if (previous?.item) await forget(identity, previous.item)
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const item = { id: r.id, code, exp: now() + OTP_TTL_S * 1000, attempt: randomUUID() }
      // An evicted code's tries go with it; `forget` drops the code too, harmlessly twice.
      await keepNewest(overlay, identity, INTERNAL.otp, item, MAX_CODES, (oldest) =>
        forget(identity, oldest),
      )
      await deliver(
        identity,
        r.channel === 'email'
          ? {
              type: 'email',
              to: r.to,
              template: '2fa-code',
              data: { otp_code: code, expires_in_minutes: OTP_TTL_S / 60 },
              otp_code: code,
            }
          : {
              type: 'sms',
              to: r.to,
              text: `Your Mock Playground code is ${code}. It expires in ${OTP_TTL_S / 60} minutes.`,
              otp_code: code,
            },
      )
      return {
        message: `A one-time code was sent to ${r.to}: read it from GET /api/v1/inbox`,
        channel: r.channel,
        expires_in: OTP_TTL_S,
      }
    },

    async verify(identity: string, target: OtpTarget, code: string, request: TokenRequest) {
      const r = recipientOf(target)
      const kept = (await overlay.get(identity, INTERNAL.otp, r.id))?.item
      if (!kept || typeof kept.code !== 'string' || Number(kept.exp) <= now()) throw noCode(r.to)
      const tries = triesOf(String(kept.attempt))
      if ((await overlay.entries(identity, tries)).length >= OTP_TRIES) throw locked(r.to)
      if (!sameCode(kept.code, code)) {
        // The store refuses the try past the cap atomically: parallel guesses get no extra ones.
        if (!(await overlay.create(identity, tries, { id: randomUUID() }, OTP_TRIES))) {
          throw locked(r.to)
        }
        const left = OTP_TRIES - (await overlay.entries(identity, tries)).length
        throw new ProblemError({
          code: 'INVALID_OTP',
          detail: `The one-time code for '${r.to}' is wrong; ${left} ${left === 1 ? 'try is' : 'tries are'} left`,
          members: { remainingAttempts: Math.max(0, left) },
        })
      }
      // Single use: of two concurrent right answers, one drops the code.
      if (!(await overlay.drop(identity, INTERNAL.otp, r.id))) throw noCode(r.to)
      await forget(identity, kept)
      const login = r.channel === 'email' ? r.normal : await loginOfPhone(identity, r.normal)
      return loginAs(identity, login, request)
    },
  }
}

export type Otp = ReturnType<typeof createOtp>
