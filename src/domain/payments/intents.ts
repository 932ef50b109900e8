import type { Overlay } from '../../store/port.ts'
import { ProblemError, validationFailed } from '../errors.ts'
import type { EventBus } from '../events/bus.ts'
import { INTERNAL } from '../internal.ts'
import type { ListResult } from '../list/paginate.ts'
import { type Card, readCard } from './cards.ts'
import { clientSecretOf, ID_SHAPE, type KeyedLock, newId } from './ids.ts'
import { Fields, objectOf, PAYMENT_LIMITS } from './input.ts'
import type { ReceiptSender } from './receipt.ts'
import {
  CANCELLATION_REASONS,
  type Command,
  FAILURE_STATUS,
  INTENT_STATUSES,
  type PaymentError,
  type PaymentIntent,
  transition,
} from './state.ts'
import { createShelf, type ListQuery, PAYMENT_CAPS } from './store.ts'

export interface Refund {
  id: string
  object: 'refund'
  amount: number
  currency: string
  payment_intent: string
  reason: string | null
  status: 'succeeded'
  created: number
}

export const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const

const CREATE_FIELDS = [
  'amount',
  'currency',
  'capture_method',
  'customer',
  'receipt_email',
  'description',
  'metadata',
]
const PAYMENT_METHOD_FIELD = 'payment_method'

/** The problem a failing card answers: its code and status, `decline_code`, and the intent. */
export function paymentFailed(failure: PaymentError, intent: PaymentIntent): ProblemError {
  return new ProblemError({
    code: failure.code,
    status: FAILURE_STATUS[failure.code],
    detail: failure.message,
    members: { decline_code: failure.decline_code, payment_intent: intent },
  })
}

/*
 * The readers of each body: pure, they refuse a malformed body (400 VALIDATION_FAILED naming
 * every bad field at once) before anything is looked up. REST refuses a body its schema
 * (schemas.ts) refuses in their words.
 */

/** The fields of a new intent. */
export function readIntent(body: unknown) {
  const f = new Fields(objectOf(body))
  f.only(CREATE_FIELDS)
  const amount = f.amount('amount', true)
  const currency = f.currency('currency', true)
  const captureMethod = f.oneOf('capture_method', ['automatic', 'manual'] as const)
  const customer = f.text('customer', 64)
  const receiptEmail = f.email('receipt_email')
  const description = f.text('description', PAYMENT_LIMITS.description)
  const metadata = f.metadata()
  f.check()
  return { amount, currency, captureMethod, customer, receiptEmail, description, metadata }
}

/** The card of a confirm. */
export function readConfirm(body: unknown): Card {
  const errors: { field: string; message: string }[] = []
  const f = new Fields(objectOf(body))
  f.only([PAYMENT_METHOD_FIELD])
  const read = readCard(f.raw(PAYMENT_METHOD_FIELD), PAYMENT_METHOD_FIELD, errors)
  const all = [...f.errors, ...errors]
  if (all.length > 0 || !read) throw validationFailed(all)
  return read
}

/** What the cardholder did with a 3-D Secure challenge (pass when not said). */
export function readChallenge(body: unknown) {
  const f = new Fields(objectOf(body))
  f.only(['challenge_response'])
  const result = f.oneOf('challenge_response', ['pass', 'fail'] as const)
  f.check()
  return result ?? 'pass'
}

/** The amount a capture takes; all of it when not said. */
export function readCapture(body: unknown) {
  const f = new Fields(objectOf(body))
  f.only(['amount_to_capture'])
  const amount = f.amount('amount_to_capture')
  f.check()
  return amount
}

export function readCancel(body: unknown) {
  const f = new Fields(objectOf(body))
  f.only(['cancellation_reason'])
  const reason = f.oneOf('cancellation_reason', CANCELLATION_REASONS)
  f.check()
  return reason
}

/** A one-step charge: its card, then the fields of its intent, read as a confirm and a create. */
export function readCharge(body: unknown) {
  const { [PAYMENT_METHOD_FIELD]: pm, ...rest } = objectOf(body)
  if (pm === undefined) {
    throw validationFailed([
      {
        field: PAYMENT_METHOD_FIELD,
        message: 'is required: {type: "card", number, exp_month, exp_year, cvc}, got undefined',
      },
    ])
  }
  readConfirm({ [PAYMENT_METHOD_FIELD]: pm })
  readIntent(rest)
  return { confirm: { [PAYMENT_METHOD_FIELD]: pm }, create: rest }
}

export function readRefund(body: unknown) {
  const f = new Fields(objectOf(body))
  f.only(['payment_intent', 'amount', 'reason', 'metadata'])
  const intentId = f.text('payment_intent', 64, { required: true }) ?? ''
  const amount = f.amount('amount')
  const reason = f.oneOf('reason', REFUND_REASONS)
  f.check()
  return { intentId, amount, reason }
}

export interface IntentDeps {
  overlay: Overlay
  events?: EventBus
  now: () => number
  lock: KeyedLock
  receipts: ReceiptSender
  /** Whether a customer id names a customer of the sandbox. */
  customerExists: (identity: string, id: string) => Promise<boolean>
  /** The page-size cap of lists (`--max-limit`). */
  maxLimit: number
}

/**
 * Payment intents and refunds (docs/contract/payments.md#payment-intents), over the pure state
 * machine of state.ts.
 */
export function createIntentService(deps: IntentDeps) {
  const { overlay, events, now, lock, receipts, maxLimit } = deps
  const intents = createShelf<PaymentIntent>(
    overlay,
    INTERNAL.paymentIntents,
    PAYMENT_CAPS.intents,
    'Payment intent',
    ID_SHAPE.pi,
    maxLimit,
  )
  const refunds = createShelf<Refund>(
    overlay,
    INTERNAL.refunds,
    PAYMENT_CAPS.refunds,
    'Refund',
    ID_SHAPE.re,
    maxLimit,
  )
  const seconds = () => Math.floor(now() / 1000)

  function emit(identity: string, type: string, recordId: string, data: unknown) {
    const [family, action] = type.split('.') as [string, string]
    const resource = family === 'charge' ? 'refunds' : 'payment_intents'
    events?.emit(identity, { type, resource, action, recordId, data })
  }

  async function create(identity: string, body: unknown): Promise<PaymentIntent> {
    const { amount, currency, captureMethod, customer, receiptEmail, description, metadata } =
      readIntent(body)
    if (customer !== undefined && !(await deps.customerExists(identity, customer))) {
      throw validationFailed([
        {
          field: 'customer',
          message: `must name a customer of this sandbox (cus_test_…), got '${customer.slice(0, 40)}', which does not exist`,
        },
      ])
    }
    const id = newId('pi')
    const intent: PaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      currency,
      status: 'requires_payment_method',
      capture_method: captureMethod ?? 'automatic',
      client_secret: clientSecretOf(id),
      customer: customer ?? null,
      receipt_email: receiptEmail ?? null,
      description: description ?? null,
      metadata: metadata ?? {},
      amount_capturable: 0,
      amount_received: 0,
      amount_refunded: 0,
      payment_method: null,
      last_payment_error: null,
      next_action: null,
      cancellation_reason: null,
      canceled_at: null,
      created: seconds(),
      livemode: false,
    }
    await intents.create(identity, intent)
    emit(identity, 'payment_intent.created', id, intent)
    return intent
  }

  /**
   * The next state of a stored intent, stored with its refund by a compare-and-set: another
   * instance's step that came first (ADR 0023) makes it read the intent again and start over,
   * so its answer is the one it would have had after that step (409, or 400 for an amount the
   * refunds left out of range). A sandbox full of refunds changes nothing.
   */
  async function advance(identity: string, id: string, command: Command, refundReason?: string) {
    for (;;) {
      const before = await intents.get(identity, id)
      const next = transition(before, command, new Date(now()))
      const refund: Refund | undefined =
        next.refunded === undefined
          ? undefined
          : {
              id: newId('re'),
              object: 'refund',
              amount: next.refunded,
              currency: before.currency,
              payment_intent: id,
              reason: refundReason ?? null,
              status: 'succeeded',
              created: seconds(),
            }
      const done = await intents.swap(
        identity,
        before,
        next.intent,
        refund && refunds.beside(refund),
      )
      if (done === 'full') throw refunds.full()
      if (done === 'done') return { ...next, refund }
    }
  }

  /**
   * Runs one command on a stored intent, one at a time per intent in this process: stores the
   * next state (and a refund), emits its events, sends the receipt of a success, then answers
   * the intent, or the failure problem of a card that failed.
   */
  function apply(
    identity: string,
    id: string,
    command: Command,
    refundReason?: string,
  ): Promise<{ intent: PaymentIntent; refund?: Refund }> {
    return lock(`${identity}\u0000${id}`, async () => {
      const { intent, refund, ...step } = await advance(identity, id, command, refundReason)
      for (const type of step.events) {
        if (type === 'charge.refunded' && refund) emit(identity, type, refund.id, refund)
        else emit(identity, type, id, intent)
      }
      if (step.events.includes('payment_intent.succeeded') && intent.receipt_email) {
        await receipts(identity, intent)
      }
      if (step.failure) throw paymentFailed(step.failure, intent)
      return { intent, refund }
    })
  }

  return {
    intents,
    refunds,
    create,
    get: (identity: string, id: string) => intents.get(identity, id),

    list(
      identity: string,
      query: ListQuery & { customer?: string; status?: string },
    ): Promise<ListResult> {
      const { customer, status } = query
      if (status !== undefined && !(INTENT_STATUSES as readonly string[]).includes(status)) {
        throw validationFailed([
          {
            field: 'status',
            message: `must be one of ${INTENT_STATUSES.join(', ')}, got '${status.slice(0, 40)}'`,
          },
        ])
      }
      return intents.list(
        identity,
        query,
        (i) =>
          (customer === undefined || i.customer === customer) &&
          (status === undefined || i.status === status),
      )
    },

    async confirm(identity: string, id: string, body: unknown) {
      return (await apply(identity, id, { type: 'confirm', card: readConfirm(body) })).intent
    },

    async confirm3ds(identity: string, id: string, body: unknown) {
      const result = readChallenge(body)
      return (await apply(identity, id, { type: 'confirm_3ds', result })).intent
    },

    async capture(identity: string, id: string, body: unknown) {
      const amount = readCapture(body)
      return (await apply(identity, id, { type: 'capture', amount })).intent
    },

    async cancel(identity: string, id: string, body: unknown) {
      const reason = readCancel(body)
      return (await apply(identity, id, { type: 'cancel', reason })).intent
    },

    /** One step: create, then confirm with `payment_method`; both checked before anything is stored. */
    async charge(identity: string, body: unknown) {
      const read = readCharge(body)
      const intent = await create(identity, read.create)
      return this.confirm(identity, intent.id, read.confirm)
    },

    /** Applies a command other code has checked (checkout drives its intent with these). */
    apply,

    async refund(identity: string, body: unknown): Promise<Refund> {
      const { intentId, amount, reason } = readRefund(body)
      if (!(await intents.find(identity, intentId))) {
        throw validationFailed([
          {
            field: 'payment_intent',
            message: `must name a payment intent of this sandbox (pi_test_…), got '${intentId.slice(0, 40)}', which does not exist`,
          },
        ])
      }
      const { refund } = await apply(identity, intentId, { type: 'refund', amount }, reason)
      return refund as Refund
    },

    listRefunds(identity: string, query: ListQuery & { payment_intent?: string }) {
      const pi = query.payment_intent
      return refunds.list(identity, query, (r) => pi === undefined || r.payment_intent === pi)
    },
    getRefund: (identity: string, id: string) => refunds.get(identity, id),
  }
}

export type IntentService = ReturnType<typeof createIntentService>
