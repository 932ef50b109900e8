import type { AnswerPath } from './clients.ts'
import type { Json } from './document.ts'

/**
 * What the OpenAPI document cannot say about running the collections top to bottom, by
 * `METHOD /path` (`*` stands for any run of characters). Everything else is derived from the
 * document in plan.ts: the order from the methods and the ids each request sends, the captures
 * from the answers' schemas, the token from `security`, the bodies from the examples.
 */
export interface Override {
  /** Runs after every other request of its folder, or of the whole run (it wipes the sandbox). */
  order?: 'folder-end' | 'run-end'
  /** Requests it runs after (its folder moves after theirs when they are elsewhere). */
  after?: string[]
  /** Requests it runs before. */
  before?: string[]
  /** Query parameters sent, with these values. */
  query?: Record<string, string>
  /** Members set over the example body. */
  body?: Json
  /** The body is one record as the create of the parent path takes it, in an array. */
  rows?: true
  /** Values its answer sets, besides those plan.ts derives. */
  captures?: Record<string, AnswerPath>
  /** A copy of another request, sent just before this one, for what its answer sets. */
  setup?: { request: string; after?: string; captures: Record<string, AnswerPath> }
}

export const OVERRIDES: Record<string, Override> = {
  // The users' create example takes the username and e-mail register's example takes, and a name
  // the sandbox already has is 409 (docs/contract/auth.md#register); registered first, both work.
  'POST /api/v1/auth/register': { before: ['POST /api/v1/users', 'POST /api/v1/users/import'] },
  // Logout revokes its refresh family with the access tokens the requests before it send
  // (docs/contract/auth.md#refresh-families).
  'POST /api/v1/auth/logout': { order: 'folder-end' },
  // A reset revokes every family of the user and sets a password; its token is only in the
  // e-mail forgot-password leaves in the inbox (docs/contract/auth.md#password-recovery).
  'POST /api/v1/auth/reset-password': {
    order: 'folder-end',
    setup: {
      request: 'GET /api/v1/inbox',
      after: 'POST /api/v1/auth/forgot-password',
      captures: { resetToken: ['data', '?reset_token', 'reset_token'] },
    },
  },
  // The code is only in the inbox, which `GET /emails/otp` reads (docs/contract/inbox.md#reading).
  'POST /api/v1/auth/otp/verify': {
    body: { code: '{{otp}}' },
    setup: {
      request: 'GET /api/v1/emails/otp',
      after: 'POST /api/v1/auth/otp/request',
      captures: { otp: ['otp'] },
    },
  },
  // The newest one-time code is 404 until one was sent: the send's example carries one.
  'GET /api/v1/emails/otp': { after: ['POST /api/v1/emails/send'] },
  // An inbox item's id is that of the e-mail sent, not of a create under /inbox.
  'POST /api/v1/emails/send': { captures: { inboxId: ['email', 'id'] } },
  // The QR code draws a share link's token (docs/contract/session.md#share-links).
  'POST /api/v1/session/share': { captures: { shareToken: ['signedToken'] } },
  'GET /api/v1/session/share/qr.svg': { query: { token: '{{shareToken}}' } },
  // Each wipes the sandbox (docs/contract/session.md): an import replaces it by default.
  'POST /api/v1/session/import': { order: 'run-end' },
  'POST /api/v1/session/snapshot': { order: 'run-end' },
  'DELETE /api/v1/session/reset': { order: 'run-end' },
  // Its `query` is marked optional and has no example, but a GraphQL GET without one is 400.
  'GET /api/v1/graphql': { query: { query: '{ posts(limit: 2) { id title } }' } },
  // Capture needs an intent authorised under manual capture; confirm's example card asks for
  // 3-D Secure, whose pass leaves it so (docs/contract/payments.md#payment-intents).
  'POST /api/v1/payments/intents': { body: { capture_method: 'manual' } },
  // A refund takes a captured intent, the one capture leaves succeeded.
  'POST /api/v1/payments/refunds': {
    body: { payment_intent: '{{paymentIntentId}}' },
    after: ['POST /api/v1/payments/intents/{id}/capture'],
  },
  // Cancel takes an intent not yet paid: a new one.
  'POST /api/v1/payments/intents/{id}/cancel': {
    setup: { request: 'POST /api/v1/payments/intents', captures: { paymentIntentId: ['id'] } },
  },
  // The document types an import's JSON body only as "an array of records"
  // (docs/contract/data-in-and-out.md#file-import).
  'POST /api/v1/*/import': { rows: true },
}

/** The override of a request, its key matched with `*` as any run of characters. */
export function overrideOf(id: string): Override | undefined {
  if (OVERRIDES[id]) return OVERRIDES[id]
  for (const [key, override] of Object.entries(OVERRIDES)) {
    if (!key.includes('*')) continue
    const pattern = key.split('*').map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    if (new RegExp(`^${pattern.join('.+')}$`).test(id)) return override
  }
  return undefined
}
