import { Type } from 'typebox'
import { DEFAULT_FROM, INBOX_LIMITS } from '../../domain/inbox/service.ts'
import { TEMPLATE_NAMES } from '../../domain/inbox/templates.ts'
import {
  API_PROBLEMS,
  jsonResponse,
  LIST_PARAMS,
  listResponse,
  problems,
  WRITE_PROBLEMS,
} from '../common/schemas.ts'

/*
 * Bodies declare types only: the inbox's rules (address shapes, lengths, templates) are checked
 * once, in the domain, where the auth service's messages pass too, and its answers name the
 * value refused. The limits are written into the descriptions.
 */

const EmailAddress = (description: string) =>
  Type.String({
    description: `${description}: contains @, 3 to ${INBOX_LIMITS.address} characters`,
  })
const Phone = (description: string) =>
  Type.String({
    description: `${description}: up to ${INBOX_LIMITS.phone} digits, +, spaces, dots, dashes, parentheses and an x extension (as the users' phone)`,
  })
const KB = INBOX_LIMITS.bodyBytes / 1024
const TemplateName = Type.String({ description: `One of ${TEMPLATE_NAMES.join(', ')}` })
const Data = Type.Unsafe<Record<string, unknown>>(
  Type.Object(
    {},
    {
      additionalProperties: Type.Unsafe({ $ref: 'SafeJson#' }),
      description: `What the template shows (at most ${INBOX_LIMITS.dataKeys} keys; \`GET /emails/templates\` lists the keys each reads). \`otp_code\` and \`reset_token\` are also set on the item.`,
    },
  ),
)

export const SendEmailBody = Type.Object(
  {
    to: EmailAddress('The recipient'),
    subject: Type.Optional(
      Type.String({ description: `At most ${INBOX_LIMITS.subject} characters` }),
    ),
    text: Type.Optional(Type.String({ description: `The plain text body, at most ${KB} KB` })),
    html: Type.Optional(Type.String({ description: `The HTML body, at most ${KB} KB` })),
    template: Type.Optional(TemplateName),
    data: Type.Optional(Data),
  },
  {
    description:
      'A template, or at least one of `subject`, `text` and `html`. With a template, the fields given win over what it renders.',
    examples: [
      { to: 'ada@example.com', template: '2fa-code', data: { name: 'Ada', otp_code: '482913' } },
      { to: 'ada@example.com', subject: 'Hello', text: 'Plain text', html: '<p>Hello</p>' },
    ],
  },
)

const SmsText = (description: string) =>
  Type.String({ minLength: 1, maxLength: INBOX_LIMITS.smsChars, description })

export const SendSmsBody = Type.Object(
  {
    to: Phone('The recipient'),
    from: Type.Optional(
      Type.String({
        description: `The sender: a phone number or a name of letters, digits, spaces, +, - and parentheses, at most ${INBOX_LIMITS.phone} characters (default \`${DEFAULT_FROM.sms}\`)`,
      }),
    ),
    message: Type.Optional(SmsText(`The text, at most ${INBOX_LIMITS.smsChars} characters`)),
    body: Type.Optional(SmsText('Alias of `message`; `message` wins when both are sent')),
  },
  {
    anyOf: [{ required: ['message'] }, { required: ['body'] }],
    examples: [{ to: '+1 555 0100', message: 'Your code is 482913' }],
  },
)

export const InboxListQuery = Type.Object(
  {
    type: Type.Optional(
      Type.Union([Type.Literal('email'), Type.Literal('sms')], {
        description: 'Only e-mails or only SMS',
      }),
    ),
    to: Type.Optional(
      Type.String({
        maxLength: INBOX_LIMITS.address,
        description:
          'Only items to this recipient (e-mail addresses ignore case, phone numbers punctuation)',
      }),
    ),
    page: Type.Optional(Type.Integer({ minimum: 1, description: LIST_PARAMS.page })),
    limit: Type.Optional(Type.Integer({ minimum: 1, description: LIST_PARAMS.limit })),
  },
  { additionalProperties: true },
)

export const OtpQuery = Type.Object(
  {
    to: Type.Optional(
      Type.String({
        maxLength: INBOX_LIMITS.address,
        description: 'The recipient (e-mail or phone); any recipient when absent',
      }),
    ),
  },
  { additionalProperties: true },
)

export const ItemParams = Type.Object({
  id: Type.String({ minLength: 1, description: '`msg_<uuid>` (e-mail) or `sms_<uuid>`' }),
})

const CREATED_AT = '2025-01-01T12:00:00.000Z'
const EMAIL_EXAMPLE = {
  id: 'msg_5b0c3a8e-6f1d-4c2a-9e47-2d8f1b6a9c30',
  type: 'email',
  to: 'ada@example.com',
  from: DEFAULT_FROM.email,
  subject: 'Your verification code: 482913',
  text: 'Hello Ada,\n\nYour verification code is 482913. It expires in 5 minutes.',
  html: '<!doctype html><html>…</html>',
  template: '2fa-code',
  otp_code: '482913',
  created_at: CREATED_AT,
}
const SMS_EXAMPLE = {
  id: 'sms_0f7e6d5c-4b3a-4291-8877-665544332211',
  type: 'sms',
  to: '+1 555 0100',
  from: DEFAULT_FROM.sms,
  text: 'Your code is 482913',
  created_at: CREATED_AT,
}

const Optional = (description: string) => Type.Optional(Type.String({ description }))

export const InboxItem = Type.Object(
  {
    id: Type.String({ description: '`msg_<uuid>` for an e-mail, `sms_<uuid>` for an SMS' }),
    type: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
    to: Type.String(),
    from: Type.String({
      description: `Default \`${DEFAULT_FROM.email}\` (e-mail) or \`${DEFAULT_FROM.sms}\` (SMS)`,
    }),
    subject: Optional('E-mails only'),
    text: Optional('The plain text (an SMS: its message)'),
    html: Optional('E-mails only'),
    template: Optional('The template it was rendered from'),
    otp_code: Optional('The one-time code it carries'),
    reset_token: Optional('The password reset token it carries'),
    created_at: Type.String({ format: 'date-time' }),
  },
  { examples: [EMAIL_EXAMPLE, SMS_EXAMPLE] },
)

const EmailResult = Type.Object({ email: InboxItem }, { examples: [{ email: EMAIL_EXAMPLE }] })
const SmsResult = Type.Object({ sms: InboxItem }, { examples: [{ sms: SMS_EXAMPLE }] })

const TemplateList = Type.Object(
  {
    templates: Type.Array(
      Type.Object({
        name: Type.String(),
        description: Type.String(),
        data: Type.Array(Type.Object({ name: Type.String(), description: Type.String() }), {
          description: 'The `data` keys the template reads',
        }),
      }),
    ),
  },
  {
    examples: [
      {
        templates: [
          {
            name: '2fa-code',
            description: 'A one-time login code (sent by POST /auth/otp/request)',
            data: [{ name: 'otp_code', description: 'The code' }],
          },
        ],
      },
    ],
  },
)

const ClearResult = Type.Object(
  { message: Type.String(), deleted: Type.Integer({ minimum: 0 }) },
  { examples: [{ message: 'Deleted 3 messages from the inbox', deleted: 3 }] },
)

const OtpResult = Type.Object(
  {
    otp: Type.String(),
    recipient: Type.String(),
    subject: Type.Union([Type.String(), Type.Null()], { description: 'null for an SMS' }),
  },
  {
    examples: [
      { otp: '482913', recipient: 'ada@example.com', subject: 'Your verification code: 482913' },
    ],
  },
)

const BODY = [413, 415] as const
const NOTHING_SENT =
  "Nothing is sent anywhere: the message lands in this sandbox's inbox (`GET /inbox`), which keeps the newest 100 items."

/** Summaries, descriptions and responses of the mock inbox routes (docs/contract/inbox.md). */
export const INBOX_DOCS = {
  sendEmail: {
    summary: 'Send an e-mail (to the mock inbox)',
    description: `${NOTHING_SENT} Templates render the subject, text and HTML from \`data\`, whose values are HTML-escaped.`,
    response: {
      200: jsonResponse('The e-mail as stored', EmailResult),
      ...problems(400, ...BODY, ...API_PROBLEMS, ...WRITE_PROBLEMS),
    },
  },
  templates: {
    summary: 'List the e-mail templates',
    response: {
      200: jsonResponse('Every template, with the data keys it reads', TemplateList),
      ...problems(...API_PROBLEMS),
    },
  },
  otp: {
    summary: 'The newest one-time code',
    description:
      'The newest item of the inbox (e-mail or SMS) carrying an `otp_code`, to `to` when given: what an end-to-end test reads instead of a mailbox.',
    response: {
      200: jsonResponse('The code, whom it was sent to, and the subject', OtpResult),
      ...problems(400, [404, '`NOT_FOUND`: no one-time code was sent (to `to`).'], ...API_PROBLEMS),
    },
  },
  sendSms: {
    summary: 'Send an SMS (to the mock inbox)',
    description: NOTHING_SENT,
    response: {
      200: jsonResponse('The SMS as stored', SmsResult),
      ...problems(400, ...BODY, ...API_PROBLEMS, ...WRITE_PROBLEMS),
    },
  },
  list: {
    summary: 'List the inbox',
    description: 'E-mails and SMS of this sandbox, newest first (the last 100).',
    response: {
      200: listResponse('A page of items', InboxItem),
      ...problems(400, ...API_PROBLEMS),
    },
  },
  get: {
    summary: 'Get an inbox item',
    response: {
      200: jsonResponse('The item', InboxItem),
      ...problems(400, [404, '`NOT_FOUND`: no such item in this sandbox.'], ...API_PROBLEMS),
    },
  },
  clear: {
    summary: 'Empty the inbox',
    response: {
      200: jsonResponse('How many items were deleted', ClearResult),
      ...problems(...API_PROBLEMS),
    },
  },
}
