/**
 * The e-mail templates of the mock inbox (docs/contract/inbox.md). Each renders a subject, a plain
 * text and an HTML body from the caller's `data`. Data values are the caller's text: escaped in the
 * HTML and cut short, so that no value can inject markup and a rendered message stays well under
 * the inbox's size limits whatever it is given.
 */

export const TEMPLATE_NAMES = [
  'welcome-verification',
  'password-reset',
  'invoice-receipt',
  '2fa-code',
] as const
export type TemplateName = (typeof TEMPLATE_NAMES)[number]

export const isTemplateName = (name: string): name is TemplateName =>
  (TEMPLATE_NAMES as readonly string[]).includes(name)

export interface Rendered {
  subject: string
  text: string
  html: string
}

/** The longest a data value is shown; an invoice line's fields are shown shorter. */
const MAX_VALUE = 500
const MAX_LINE_VALUE = 200
/** Invoice lines shown; the rest are counted. */
const MAX_LINES = 20

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text made safe inside HTML elements and quoted attributes. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c] as string)

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max)}…` : s)

/** A data value as text: strings as they are, other JSON as JSON; absent values are undefined. */
function show(value: unknown, max = MAX_VALUE): string | undefined {
  if (value === undefined || value === null) return undefined
  const s = typeof value === 'string' ? value : JSON.stringify(value)
  return clip(s, max)
}

/** Reads own keys only: `data.constructor` must not find Object's. */
const read = (data: Readonly<Record<string, unknown>>, key: string) =>
  Object.hasOwn(data, key) ? data[key] : undefined

type Data = Readonly<Record<string, unknown>>

/** Paragraphs of text, as plain text and as escaped HTML. */
function layout(subject: string, paragraphs: string[], code?: string): Rendered {
  const text = paragraphs.join('\n\n')
  const body = paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
  if (code !== undefined) {
    body.splice(
      1,
      0,
      `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p>`,
    )
  }
  const html =
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:sans-serif">${body.join('')}` +
    '<p style="color:#888">Mock Playground: this message was never sent anywhere.</p>' +
    '</body></html>'
  return { subject, text, html }
}

const greeting = (data: Data) => `Hello ${show(read(data, 'name')) ?? 'there'},`
const appName = (data: Data) => show(read(data, 'app_name')) ?? 'Mock Playground'

function invoiceLines(items: unknown): string[] {
  if (!Array.isArray(items)) return []
  const lines = items.slice(0, MAX_LINES).map((line) => {
    if (line === null || typeof line !== 'object' || Array.isArray(line)) {
      return `- ${show(line, MAX_LINE_VALUE) ?? ''}`
    }
    const item = line as Data
    const what = show(read(item, 'description') ?? read(item, 'name'), MAX_LINE_VALUE) ?? '(item)'
    const quantity = show(read(item, 'quantity'), MAX_LINE_VALUE)
    const amount = show(read(item, 'amount') ?? read(item, 'price'), MAX_LINE_VALUE)
    return `- ${quantity ? `${quantity} × ` : ''}${what}${amount ? `: ${amount}` : ''}`
  })
  if (items.length > MAX_LINES) lines.push(`… and ${items.length - MAX_LINES} more`)
  return lines
}

interface Template {
  description: string
  /** The `data` keys the template reads, with what each is. */
  data: Readonly<Record<string, string>>
  render(data: Data): Rendered
}

export const TEMPLATES: Readonly<Record<TemplateName, Template>> = {
  'welcome-verification': {
    description:
      'Welcome a new user and ask them to verify their e-mail address (sent on register)',
    data: {
      name: 'Whom to greet (default "there")',
      app_name: 'The product name (default "Mock Playground")',
      verification_url: 'A link to verify the address (left out when absent)',
    },
    render(data) {
      const app = appName(data)
      const url = show(read(data, 'verification_url'))
      return layout(`Welcome to ${app}: verify your e-mail`, [
        greeting(data),
        `Thanks for signing up to ${app}. Please verify your e-mail address.`,
        ...(url ? [`Verify it here: ${url}`] : []),
      ])
    },
  },
  'password-reset': {
    description: 'A password reset with its single-use token (sent by forgot-password)',
    data: {
      name: 'Whom to greet (default "there")',
      reset_token: 'The token for POST /auth/reset-password; also set on the item as `reset_token`',
      reset_url: 'A link to the reset page (left out when absent)',
      expires_in_minutes: 'How long the token lives (default 15)',
    },
    render(data) {
      const token = show(read(data, 'reset_token')) ?? ''
      const url = show(read(data, 'reset_url'))
      const minutes = show(read(data, 'expires_in_minutes')) ?? '15'
      return layout('Reset your password', [
        greeting(data),
        'Someone asked to reset the password of your account. If it was not you, ignore this message.',
        `Your reset token: ${token}`,
        ...(url ? [`Reset it here: ${url}`] : []),
        `The token works once and expires in ${minutes} minutes.`,
      ])
    },
  },
  'invoice-receipt': {
    description: 'A receipt for a paid invoice, with its lines',
    data: {
      name: 'Whom to greet (default "there")',
      invoice_number: 'The invoice number (default "INV-0001")',
      amount: 'The total paid',
      currency: 'The currency of the amounts (default "USD")',
      paid_at: 'When it was paid',
      items: `Lines: an array of {description | name, quantity?, amount | price}; the first ${MAX_LINES} are shown`,
    },
    render(data) {
      const number = show(read(data, 'invoice_number')) ?? 'INV-0001'
      const currency = show(read(data, 'currency')) ?? 'USD'
      const amount = show(read(data, 'amount'))
      const paidAt = show(read(data, 'paid_at'))
      const lines = invoiceLines(read(data, 'items'))
      return layout(`Your receipt for invoice ${number}`, [
        greeting(data),
        `Thank you for your payment of invoice ${number}${paidAt ? ` on ${paidAt}` : ''}.`,
        ...(lines.length > 0 ? [lines.join('\n')] : []),
        `Total paid: ${amount === undefined ? '(not given)' : `${amount} ${currency}`}`,
      ])
    },
  },
  '2fa-code': {
    description: 'A one-time login code (sent by POST /auth/otp/request)',
    data: {
      name: 'Whom to greet (default "there")',
      otp_code:
        'The code; `code` is read when it is absent. Also set on the item as `otp_code`, which GET /emails/otp answers',
      code: 'Alias of `otp_code`',
      expires_in_minutes: 'How long the code lives (default 5)',
    },
    render(data) {
      const code = show(read(data, 'otp_code') ?? read(data, 'code')) ?? ''
      const minutes = show(read(data, 'expires_in_minutes')) ?? '5'
      return layout(
        `Your verification code: ${code}`,
        [
          greeting(data),
          `Your verification code is ${code}. It expires in ${minutes} minutes.`,
          'If you did not ask for it, ignore this message.',
        ],
        code,
      )
    },
  },
}

/** The templates as `GET /emails/templates` lists them. */
export const templateList = () =>
  TEMPLATE_NAMES.map((name) => ({
    name,
    description: TEMPLATES[name].description,
    data: Object.entries(TEMPLATES[name].data).map(([key, description]) => ({
      name: key,
      description,
    })),
  }))

/** A template rendered from `data`. */
export const render = (name: TemplateName, data: Data): Rendered => TEMPLATES[name].render(data)
