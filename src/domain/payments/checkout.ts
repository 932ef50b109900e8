import type { Overlay } from '../../store/port.ts'
import { type FieldError, ProblemError, validationFailed } from '../errors.ts'
import type { EventBus } from '../events/bus.ts'
import { INTERNAL } from '../internal.ts'
import type { ListResult } from '../list/paginate.ts'
import { cardOfNumber, readCard } from './cards.ts'
import { ID_SHAPE, type KeyedLock, newId } from './ids.ts'
import { Fields, objectOf, PAYMENT_LIMITS, shown } from './input.ts'
import type { IntentService } from './intents.ts'
import { createShelf, type ListQuery, PAYMENT_CAPS } from './store.ts'

export interface LineItem {
  name: string
  amount: number
  currency: string
  quantity: number
  amount_total: number
}

export interface CheckoutSession {
  id: string
  object: 'checkout.session'
  url: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  mode: 'payment'
  currency: string
  amount_subtotal: number
  amount_total: number
  line_items: LineItem[]
  customer_email: string | null
  success_url: string
  cancel_url: string
  metadata: Record<string, string>
  payment_intent: string | null
  created: number
  expires_at: number
}

/** How long a session stays open, as the original's: 24 hours. */
export const SESSION_TTL_S = 24 * 60 * 60

const FIELDS = ['line_items', 'mode', 'customer_email', 'success_url', 'cancel_url', 'metadata']

function lineItems(raw: unknown, errors: FieldError[]): LineItem[] {
  const L = PAYMENT_LIMITS
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > L.lineItems) {
    errors.push({
      field: 'line_items',
      message: `is required: an array of 1 to ${L.lineItems} items {name, amount, currency, quantity}, got ${shown(raw)}`,
    })
    return []
  }
  return raw.map((item, i) => {
    const f = new Fields(objectOf(item, `line_items[${i}]`), `line_items[${i}].`)
    f.only(['name', 'amount', 'currency', 'quantity'])
    const name = f.text('name', L.name, { required: true }) ?? ''
    const amount = f.amount('amount', true)
    const currency = f.currency('currency', true)
    const q = f.raw('quantity') ?? 1
    if (!Number.isSafeInteger(q) || (q as number) < 1 || (q as number) > L.maxQuantity) {
      f.errors.push({
        field: `line_items[${i}].quantity`,
        message: `must be an integer from 1 to ${L.maxQuantity}, got ${shown(q)}`,
      })
    }
    errors.push(...f.errors)
    const quantity = q as number
    return { name, amount, currency, quantity, amount_total: amount * quantity }
  })
}

/**
 * The cart of a new session, checked: every bad field at once (400 VALIDATION_FAILED), then
 * one currency and the total. REST refuses a body its schema refuses in these words.
 */
export function readSession(body: unknown) {
  const f = new Fields(objectOf(body))
  f.only(FIELDS)
  const items = lineItems(f.raw('line_items'), f.errors)
  const mode = f.oneOf('mode', ['payment'] as const)
  if (f.raw('mode') === undefined)
    f.errors.push({ field: 'mode', message: 'is required: payment, got undefined' })
  const email = f.email('customer_email')
  const success = f.url('success_url')
  const cancel = f.url('cancel_url')
  const metadata = f.metadata()
  const currencies = [...new Set(items.map((i) => i.currency))]
  if (currencies.length > 1) {
    f.errors.push({
      field: 'line_items',
      message: `must all share one currency, got ${currencies.join(', ')}`,
    })
  }
  const total = items.reduce((sum, i) => sum + i.amount_total, 0)
  if (f.errors.length === 0 && total > PAYMENT_LIMITS.maxAmount) {
    f.errors.push({
      field: 'line_items',
      message: `must total at most ${PAYMENT_LIMITS.maxAmount} in minor units, got ${total}`,
    })
  }
  f.check()
  return { items, mode, email, success, cancel, metadata, currency: currencies[0] ?? '', total }
}

/** The answer to a 3-D Secure challenge a `complete` may carry, and its card as given. */
export function readCompletion(body: unknown) {
  const f = new Fields(objectOf(body))
  f.only(['card', 'challenge_response'])
  const challenge = f.oneOf('challenge_response', ['pass', 'fail'] as const)
  f.check()
  return { challenge, card: f.raw('card') }
}

/** The card of `complete`: a number (the table's), an object like a confirm's, or 4242…. */
export function readCompletionCard(raw: unknown, now: Date) {
  const value =
    raw === undefined || raw === null
      ? cardOfNumber('4242424242424242', now)
      : typeof raw === 'string'
        ? cardOfNumber(raw.replace(/[ -]/g, ''), now)
        : raw
  const errors: FieldError[] = []
  const card = readCard(value, 'card', errors)
  if (!card) throw validationFailed(errors)
  return card
}

/** `{CHECKOUT_SESSION_ID}` in a success URL becomes the session's id, as clients of the original expect. */
export const redirectOf = (url: string, id: string) => url.replaceAll('{CHECKOUT_SESSION_ID}', id)

/**
 * Checkout sessions (docs/contract/payments.md#checkout-sessions): a priced cart paid through a
 * hosted page. Completing one drives its payment intent through the same state machine as the
 * intents API (a declined card leaves the session open to try another; a 3-D Secure card waits for
 * `challenge_response`).
 */
export function createCheckoutService(deps: {
  overlay: Overlay
  events?: EventBus
  now: () => number
  lock: KeyedLock
  intents: IntentService
  /** The page-size cap of lists (`--max-limit`). */
  maxLimit: number
}) {
  const { events, now, lock, intents } = deps
  const shelf = createShelf<CheckoutSession>(
    deps.overlay,
    INTERNAL.checkoutSessions,
    PAYMENT_CAPS.sessions,
    'Checkout session',
    ID_SHAPE.cs,
    deps.maxLimit,
  )
  const seconds = () => Math.floor(now() / 1000)
  /** The status as of now: an open session past its `expires_at` has expired. */
  const current = (s: CheckoutSession): CheckoutSession =>
    s.status === 'open' && seconds() >= s.expires_at ? { ...s, status: 'expired' } : s

  async function get(identity: string, id: string) {
    return current(await shelf.get(identity, id))
  }

  function notOpen(session: CheckoutSession) {
    return new ProblemError({
      code: 'INVALID_STATE',
      detail: `Cannot complete checkout session ${session.id} in status ${session.status}: that needs status open`,
      members: { current_status: session.status, allowed_statuses: ['open'] },
    })
  }

  return {
    get,
    async list(identity: string, query: ListQuery): Promise<ListResult> {
      const page = await shelf.list(identity, query)
      const data = page.data.map((s) => current(s as unknown as CheckoutSession))
      return { ...page, data: data as unknown as ListResult['data'] }
    },

    async create(
      identity: string,
      body: unknown,
      urlOf: (id: string) => string,
    ): Promise<CheckoutSession> {
      const { items, mode, email, success, cancel, metadata, currency, total } = readSession(body)
      const id = newId('cs')
      const created = seconds()
      const session: CheckoutSession = {
        id,
        object: 'checkout.session',
        url: urlOf(id),
        status: 'open',
        payment_status: 'unpaid',
        mode: mode ?? 'payment',
        currency,
        amount_subtotal: total,
        amount_total: total,
        line_items: items,
        customer_email: email ?? null,
        success_url: success,
        cancel_url: cancel,
        metadata: metadata ?? {},
        payment_intent: null,
        created,
        expires_at: created + SESSION_TTL_S,
      }
      return shelf.create(identity, session)
    },

    /**
     * Pays the session with `card` (default 4242…): creates its intent once, confirms it, and
     * answers `challenge_response` when the card asks for 3-D Secure. A success completes the
     * session; a decline answers its problem and leaves the session open; a challenge not yet
     * answered leaves it open with its intent in `requires_action`.
     */
    complete(identity: string, id: string, body: unknown): Promise<CheckoutSession> {
      return lock(`${identity}\u0000${id}`, async () => {
        const given = readCompletion(body)
        const { challenge } = given
        let session = await get(identity, id)
        if (session.status !== 'open') throw notOpen(session)
        const hasCard = given.card !== undefined && given.card !== null
        const card = readCompletionCard(given.card, new Date(now()))
        let intent = session.payment_intent
          ? await intents.get(identity, session.payment_intent)
          : undefined
        while (!intent) {
          const made = await intents.create(identity, {
            amount: session.amount_total,
            currency: session.currency,
            description: session.line_items
              .map((i) => `${i.quantity} × ${i.name}`)
              .join(', ')
              .slice(0, PAYMENT_LIMITS.description),
            metadata: { checkout_session: id },
            ...(session.customer_email && { receipt_email: session.customer_email }),
          })
          // Linked by a compare-and-set: of two instances completing at once, one intent is
          // the session's, and the other instance drops its own and pays that one (ADR 0023).
          const linked = { ...session, payment_intent: made.id }
          if ((await shelf.swap(identity, session, linked)) === 'done') {
            session = linked
            intent = made
            break
          }
          await intents.intents.remove(identity, made.id)
          session = await get(identity, id)
          if (session.status !== 'open') throw notOpen(session)
          if (session.payment_intent) intent = await intents.get(identity, session.payment_intent)
        }
        if (intent.status === 'requires_action' && challenge && !hasCard) {
          intent = (
            await intents.apply(identity, intent.id, { type: 'confirm_3ds', result: challenge })
          ).intent
        } else if (intent.status !== 'succeeded') {
          intent = (await intents.apply(identity, intent.id, { type: 'confirm', card })).intent
          if (intent.status === 'requires_action' && challenge) {
            intent = (
              await intents.apply(identity, intent.id, { type: 'confirm_3ds', result: challenge })
            ).intent
          }
        }
        if (intent.status !== 'succeeded') return session
        // Completed by a compare-and-set too: of two instances, one answers the session, the
        // other the 409 a completed session answers.
        let done: CheckoutSession = { ...session, status: 'complete', payment_status: 'paid' }
        while ((await shelf.swap(identity, session, done)) !== 'done') {
          session = await get(identity, id)
          if (session.status !== 'open') throw notOpen(session)
          done = { ...session, status: 'complete', payment_status: 'paid' }
        }
        events?.emit(identity, {
          type: 'checkout.session.completed',
          resource: 'checkout_sessions',
          action: 'completed',
          recordId: id,
          data: done,
        })
        return done
      })
    },
  }
}

export type CheckoutService = ReturnType<typeof createCheckoutService>
