import { randomUUID } from 'node:crypto'
import type { Overlay } from '../../store/port.ts'
import { type FieldError, notFound, ProblemError, quoted, validationFailed } from '../errors.ts'
import type { EventBus } from '../events/bus.ts'
import { INTERNAL } from '../internal.ts'
import { DEFAULT_MAX_LIMIT } from '../limits.ts'
import type { ListResult } from '../list/paginate.ts'
import { pageOf, pageParams, paginate } from '../list/paginate.ts'
import { FORBIDDEN_KEYS } from '../merge-patch.ts'
import { isTemplateName, render, TEMPLATE_NAMES, type TemplateName } from './templates.ts'

/** What the mock inbox keeps and accepts (docs/contract/inbox.md). */
export const INBOX_LIMITS = {
  /** Items kept per sandbox; past it, the oldest goes. */
  items: 100,
  address: 254,
  phone: 32,
  subject: 998,
  /** text and html of an e-mail, in UTF-8 bytes. */
  bodyBytes: 100 * 1024,
  /** An SMS's text: ten concatenated segments, as SMS gateways cap it. */
  smsChars: 1600,
  dataKeys: 50,
  /** An otp_code or reset_token. */
  secret: 256,
} as const

export const DEFAULT_FROM = { email: 'no-reply@playground.test', sms: 'Playground' } as const

export type InboxType = 'email' | 'sms'
export const INBOX_TYPES: readonly InboxType[] = ['email', 'sms']

/** What other code hands `deliver`: an e-mail or SMS, plain or from a template. */
export interface InboxMessage {
  type: InboxType
  to: string
  from?: string
  subject?: string
  text?: string
  html?: string
  /** Checked here, so that a request's text may be passed as it came (names autocomplete). */
  template?: TemplateName | (string & {})
  /** What the template shows; also where `otp_code` and `reset_token` may come from. */
  data?: Record<string, unknown>
  otp_code?: string
  reset_token?: string
}

/** An item of the inbox as stored and listed. */
export type InboxItem = {
  id: string
  type: InboxType
  to: string
  from: string
  subject?: string
  text?: string
  html?: string
  template?: TemplateName
  otp_code?: string
  reset_token?: string
  created_at: string
}

export interface InboxQuery {
  type?: InboxType
  to?: string
  page?: number
  limit?: number
}

const EMAIL_ADDRESS = 'an e-mail address (containing @, 3 to 254 characters)'
const PHONE =
  'a phone number (up to 32 digits, +, spaces, dots, dashes, parentheses and an x extension)'
const SENDER =
  'a phone number or sender name (up to 32 letters, digits, spaces, +, - and parentheses)'

const isEmailAddress = (s: string) =>
  s.length >= 3 && s.length <= INBOX_LIMITS.address && s.includes('@')
const isPhone = (s: string) =>
  s.length <= INBOX_LIMITS.phone && /^[0-9 +().x-]+$/.test(s) && /[0-9]/.test(s)
const isSender = (s: string) => s.length <= INBOX_LIMITS.phone && /^[A-Za-z0-9 +()-]+$/.test(s)

/** A recipient as filters compare it: e-mail addresses ignore case, phone numbers punctuation. */
const recipientKey = (to: string) =>
  to.includes('@') ? to.trim().toLowerCase() : to.replace(/[^0-9+]/g, '')

const got = (v: unknown) =>
  typeof v === 'string' ? `, got ${quoted(v)}` : `, got ${v === null ? 'null' : typeof v}`

/** `otp_code` and `reset_token` as text: a string or a number, short. */
function secretOf(field: string, value: unknown, errors: FieldError[]): string | undefined {
  if (value === undefined) return undefined
  const s = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  if (typeof s === 'string' && s.length >= 1 && s.length <= INBOX_LIMITS.secret) return s
  errors.push({
    field,
    message: `must be a string or number of 1 to ${INBOX_LIMITS.secret} characters${got(value)}`,
  })
  return undefined
}

function checkData(data: unknown, errors: FieldError[]): Record<string, unknown> {
  if (data === undefined) return {}
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    errors.push({ field: 'data', message: `must be an object${got(data)}` })
    return {}
  }
  const keys = Object.keys(data)
  if (keys.length > INBOX_LIMITS.dataKeys) {
    errors.push({
      field: 'data',
      message: `may hold at most ${INBOX_LIMITS.dataKeys} keys, got ${keys.length}`,
    })
  }
  for (const key of keys) {
    if (FORBIDDEN_KEYS.has(key))
      errors.push({ field: `data.${key}`, message: 'is a forbidden key' })
  }
  return data as Record<string, unknown>
}

function checkText(
  field: string,
  value: unknown,
  errors: FieldError[],
  max: { chars?: number; bytes?: number },
): string | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string') {
    errors.push({ field, message: `must be a string${got(value)}` })
    return undefined
  }
  if (max.chars !== undefined && value.length > max.chars) {
    errors.push({ field, message: `may hold at most ${max.chars} characters, got ${value.length}` })
  }
  if (max.bytes !== undefined && Buffer.byteLength(value) > max.bytes) {
    errors.push({
      field,
      message: `may hold at most ${max.bytes / 1024} KB, got ${Buffer.byteLength(value)} bytes`,
    })
  }
  return value
}

/**
 * The item a message makes, or 400 naming every bad field: its template rendered (fields the
 * message gives win over the template's), and the one-time code or reset token it carries lifted
 * to the item, where the original's clients read them.
 */
export function compose(message: InboxMessage, createdAt: string): InboxItem {
  const errors: FieldError[] = []
  const { type, to } = message
  if (type !== 'email' && type !== 'sms') {
    throw validationFailed([{ field: 'type', message: `must be email or sms${got(type)}` }])
  }
  const email = type === 'email'
  if (typeof to !== 'string' || !(email ? isEmailAddress(to) : isPhone(to))) {
    errors.push({ field: 'to', message: `must be ${email ? EMAIL_ADDRESS : PHONE}${got(to)}` })
  }
  const from = message.from ?? DEFAULT_FROM[type]
  if (typeof from !== 'string' || !(email ? isEmailAddress(from) : isSender(from))) {
    errors.push({ field: 'from', message: `must be ${email ? EMAIL_ADDRESS : SENDER}${got(from)}` })
  }
  let template: TemplateName | undefined
  if (message.template !== undefined) {
    if (typeof message.template === 'string' && isTemplateName(message.template)) {
      template = message.template
    } else {
      errors.push({
        field: 'template',
        message: `must be one of ${TEMPLATE_NAMES.join(', ')}${got(message.template)}`,
      })
    }
  }
  const data = checkData(message.data, errors)
  const read = (key: string) => (Object.hasOwn(data, key) ? data[key] : undefined)
  // The 2fa-code template reads `code` when `otp_code` is absent; so does the item.
  const [otpField, otpValue] =
    message.otp_code !== undefined
      ? ['otp_code', message.otp_code]
      : read('otp_code') === undefined && template === '2fa-code'
        ? ['data.code', read('code')]
        : ['data.otp_code', read('otp_code')]
  const otp = secretOf(otpField, otpValue, errors)
  const resetToken = secretOf(
    message.reset_token !== undefined ? 'reset_token' : 'data.reset_token',
    message.reset_token ?? read('reset_token'),
    errors,
  )
  const subject = checkText('subject', message.subject, errors, { chars: INBOX_LIMITS.subject })
  const text = checkText(
    'text',
    message.text,
    errors,
    email ? { bytes: INBOX_LIMITS.bodyBytes } : { chars: INBOX_LIMITS.smsChars },
  )
  const html = checkText('html', message.html, errors, { bytes: INBOX_LIMITS.bodyBytes })
  if (!email) {
    if (subject !== undefined) errors.push({ field: 'subject', message: 'an SMS has no subject' })
    if (html !== undefined) errors.push({ field: 'html', message: 'an SMS has no html' })
    if (text === undefined && template === undefined) {
      errors.push({ field: 'text', message: 'an SMS needs a text or a template' })
    }
  } else if (
    message.template === undefined &&
    subject === undefined &&
    text === undefined &&
    html === undefined
  ) {
    errors.push({
      field: '(body)',
      message: 'an e-mail needs a template, or at least one of subject, text and html',
    })
  }
  if (errors.length > 0) throw validationFailed(errors)

  const rendered = template
    ? render(template, {
        ...data,
        ...(otp !== undefined && { otp_code: otp }),
        ...(resetToken !== undefined && { reset_token: resetToken }),
      })
    : undefined
  const content = email
    ? {
        subject: subject ?? rendered?.subject,
        text: text ?? rendered?.text,
        html: html ?? rendered?.html,
      }
    : { text: text ?? rendered?.text }
  const item: InboxItem = {
    id: `${email ? 'msg' : 'sms'}_${randomUUID()}`,
    type,
    to,
    from,
    ...(content.subject !== undefined && { subject: content.subject }),
    ...(content.text !== undefined && { text: content.text }),
    ...('html' in content && content.html !== undefined && { html: content.html }),
    ...(template !== undefined && { template }),
    ...(otp !== undefined && { otp_code: otp }),
    ...(resetToken !== undefined && { reset_token: resetToken }),
    created_at: createdAt,
  }
  return item
}

/**
 * The mock inbox of a sandbox (docs/contract/inbox.md): e-mails and SMS that other features "send"
 * and a developer reads back, newest first, the last 100 kept. Nothing ever leaves the machine. It
 * lives in the overlay, so a reset empties it and every instance on one store sees it.
 */
export function createInboxService(deps: {
  overlay: Overlay
  now?: () => number
  events?: EventBus
  /** The page-size cap (`--max-limit`); the default in unit uses. */
  maxLimit?: number
}) {
  const { overlay, events } = deps
  const now = deps.now ?? Date.now
  const maxLimit = deps.maxLimit ?? DEFAULT_MAX_LIMIT

  /** Newest first. */
  async function items(identity: string): Promise<InboxItem[]> {
    const entries = await overlay.entries(identity, INTERNAL.inbox)
    const out: InboxItem[] = []
    for (let i = entries.length - 1; i >= 0; i--) {
      const item = entries[i]?.item
      if (item) out.push(item as unknown as InboxItem)
    }
    return out
  }

  return {
    /**
     * Stores a message in the caller's inbox and returns the item, or 400 VALIDATION_FAILED.
     * When the inbox is full the oldest item makes room.
     */
    async deliver(identity: string, message: InboxMessage): Promise<InboxItem> {
      const item = compose(message, new Date(now()).toISOString())
      // Concurrent deliveries to a full inbox may each take the room one freed: a few rounds.
      for (let round = 0; round < 5; round++) {
        if (await overlay.create(identity, INTERNAL.inbox, item, INBOX_LIMITS.items)) {
          events?.emit(identity, {
            type: 'inbox.received',
            resource: 'inbox',
            action: 'received',
            recordId: item.id,
            data: item,
          })
          return item
        }
        const [oldest] = await overlay.entries(identity, INTERNAL.inbox)
        if (oldest) await overlay.drop(identity, INTERNAL.inbox, oldest.id)
      }
      throw new ProblemError({
        code: 'CONFLICT',
        detail: 'Too many messages arrived in this inbox at once; send it again',
      })
    },

    async list(identity: string, query: InboxQuery = {}): Promise<ListResult> {
      const page = pageParams(query, maxLimit)
      const key = query.to === undefined ? undefined : recipientKey(query.to)
      const matching = (await items(identity)).filter(
        (i) =>
          (query.type === undefined || i.type === query.type) &&
          (key === undefined || recipientKey(i.to) === key),
      )
      return {
        data: pageOf(matching, page),
        pagination: paginate(page.page, page.limit, matching.length),
      }
    },

    async get(identity: string, id: string): Promise<InboxItem> {
      const entry = await overlay.get(identity, INTERNAL.inbox, id)
      if (!entry?.item) throw notFound(`Inbox item ${quoted(id)}`)
      return entry.item as unknown as InboxItem
    },

    async clear(identity: string) {
      const deleted = (await overlay.entries(identity, INTERNAL.inbox)).length
      if (deleted > 0) await overlay.replay(identity, [INTERNAL.inbox], [], { caps: {} })
      return { message: `Deleted ${deleted} messages from the inbox`, deleted }
    },

    /** The newest one-time code sent (to `to`, when given), as the original answers it. */
    async latestOtp(identity: string, to?: string) {
      const key = to === undefined ? undefined : recipientKey(to)
      const found = (await items(identity)).find(
        (i) => i.otp_code !== undefined && (key === undefined || recipientKey(i.to) === key),
      )
      if (!found) {
        throw new ProblemError({
          code: 'NOT_FOUND',
          detail: `No one-time code was sent${to === undefined ? '' : ` to ${quoted(to)}`} in this sandbox`,
        })
      }
      return { otp: found.otp_code, recipient: found.to, subject: found.subject ?? null }
    },
  }
}

export type InboxService = ReturnType<typeof createInboxService>
