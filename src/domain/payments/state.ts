import { ProblemError, quoted, validationFailed } from '../errors.ts'
import { type Card, type CardSummary, outcomeOf, summaryOf } from './cards.ts'

/**
 * The payment intent's state machine (docs/contract/payments.md#statuses) as one pure function: a
 * command and the intent as stored give the next intent, the events it causes and, for a card that
 * fails, the failure the caller is answered with. Nothing here reads a clock or a store, so it is
 * property-tested on its own (test/http/payments/state-machine.test.ts).
 */

export const INTENT_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'requires_capture',
  'processing',
  'succeeded',
  'canceled',
  'refunded',
  'partially_refunded',
] as const
export type IntentStatus = (typeof INTENT_STATUSES)[number]

export const CANCELLATION_REASONS = [
  'duplicate',
  'fraudulent',
  'requested_by_customer',
  'abandoned',
] as const

export type FailureCode = 'card_declined' | 'velocity_limit_exceeded' | 'processing_error'

export interface PaymentError {
  type: 'card_error'
  code: FailureCode
  decline_code: string
  message: string
}

export interface ThreeDSecure {
  result: 'authenticated' | 'failed'
  flow: 'frictionless' | 'challenge'
}

export interface PaymentIntent {
  id: string
  object: 'payment_intent'
  amount: number
  currency: string
  status: IntentStatus
  capture_method: 'automatic' | 'manual'
  client_secret: string
  customer: string | null
  receipt_email: string | null
  description: string | null
  metadata: Record<string, string>
  /** What a capture may still take: the amount while `requires_capture`, else 0. */
  amount_capturable: number
  amount_received: number
  amount_refunded: number
  payment_method: (CardSummary & { three_d_secure: ThreeDSecure | null }) | null
  last_payment_error: PaymentError | null
  next_action: { type: 'three_d_secure'; challenge_responses: ['pass', 'fail'] } | null
  cancellation_reason: string | null
  canceled_at: number | null
  /** Unix seconds, as the processor's clients read them. */
  created: number
  livemode: false
}

export type Command =
  | { type: 'confirm'; card: Card }
  | { type: 'confirm_3ds'; result: 'pass' | 'fail' }
  | { type: 'capture'; amount?: number }
  | { type: 'cancel'; reason?: string }
  | { type: 'refund'; amount?: number }

export type IntentEventType =
  | 'payment_intent.succeeded'
  | 'payment_intent.payment_failed'
  | 'payment_intent.canceled'
  | 'charge.refunded'

/** The HTTP status each failure answers (docs/contract/payments.md#statuses). */
export const FAILURE_STATUS: Readonly<Record<FailureCode, number>> = {
  card_declined: 402,
  velocity_limit_exceeded: 429,
  processing_error: 500,
}

export interface Step {
  intent: PaymentIntent
  events: IntentEventType[]
  /** Set when the card failed: the intent is stored, then the caller gets this problem. */
  failure?: PaymentError
  /** The amount a refund took. */
  refunded?: number
}

/** Where each command may start from. */
export const ALLOWED_FROM: Readonly<Record<Command['type'], readonly IntentStatus[]>> = {
  confirm: ['requires_payment_method', 'requires_action'],
  confirm_3ds: ['requires_action'],
  capture: ['requires_capture'],
  cancel: ['requires_payment_method', 'requires_action', 'requires_capture'],
  refund: ['succeeded', 'partially_refunded'],
}

const VERB: Readonly<Record<Command['type'], string>> = {
  confirm: 'confirm',
  confirm_3ds: 'answer the 3-D Secure challenge of',
  capture: 'capture',
  cancel: 'cancel',
  refund: 'refund',
}

const MESSAGES: Readonly<Record<string, string>> = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  postal_code_invalid: "Your card's postal code failed validation.",
  fraudulent: 'Your card was declined.',
  stolen_card: 'Your card was declined.',
  '3ds_failed':
    'We are unable to authenticate your payment method. Choose a different payment method and try again.',
  velocity_limit_exceeded:
    'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
}

const failureOf = (code: FailureCode, decline: string): PaymentError => ({
  type: 'card_error',
  code,
  decline_code: decline,
  message: MESSAGES[decline] ?? 'Your card was declined.',
})

/** 409 INVALID_STATE naming the transition refused and the statuses it needs. */
export function invalidState(intent: PaymentIntent, command: Command['type']): ProblemError {
  const allowed = ALLOWED_FROM[command]
  return new ProblemError({
    code: 'INVALID_STATE',
    detail: `Cannot ${VERB[command]} payment intent ${intent.id} in status ${intent.status}: that needs status ${allowed.join(' or ')}`,
    members: { current_status: intent.status, allowed_statuses: allowed },
  })
}

/** The intent after a successful authorisation: captured now, or held for a manual capture. */
function authorised(intent: PaymentIntent, events: IntentEventType[]): PaymentIntent {
  const base = { ...intent, last_payment_error: null, next_action: null }
  if (intent.capture_method === 'manual') {
    return { ...base, status: 'requires_capture', amount_capturable: intent.amount }
  }
  events.push('payment_intent.succeeded')
  return { ...base, status: 'succeeded', amount_capturable: 0, amount_received: intent.amount }
}

function failed(intent: PaymentIntent, failure: PaymentError): Step {
  return {
    intent: {
      ...intent,
      status: 'requires_payment_method',
      amount_capturable: 0,
      last_payment_error: failure,
      next_action: null,
    },
    events: ['payment_intent.payment_failed'],
    failure,
  }
}

function positiveAmount(field: string, value: number, max: number, what: string) {
  if (!Number.isSafeInteger(value) || value < 1 || value > max) {
    throw validationFailed([
      {
        field,
        message: `must be an integer from 1 to ${max} (${what}), got ${quoted(String(value))}`,
      },
    ])
  }
}

/**
 * The next state of `intent` under `command`, at `now`. Throws 409 INVALID_STATE for a
 * transition the contract forbids and 400 for an amount out of range; a failing card is not thrown
 * but returned as `failure`, because the intent changes (back to `requires_payment_method`, with
 * `last_payment_error`) and must be stored before the caller hears of it.
 */
export function transition(intent: PaymentIntent, command: Command, now: Date): Step {
  if (!ALLOWED_FROM[command.type].includes(intent.status)) throw invalidState(intent, command.type)
  const events: IntentEventType[] = []
  switch (command.type) {
    case 'confirm': {
      const outcome = outcomeOf(command.card, now)
      const withCard = {
        ...intent,
        payment_method: { ...summaryOf(command.card), three_d_secure: null },
      }
      switch (outcome.kind) {
        case 'declined':
          return failed(withCard, failureOf('card_declined', outcome.declineCode))
        case 'velocity_limit_exceeded':
        case 'processing_error':
          return failed(withCard, failureOf(outcome.kind, outcome.kind))
        case 'requires_3ds':
          return {
            intent: {
              ...withCard,
              status: 'requires_action',
              last_payment_error: null,
              next_action: { type: 'three_d_secure', challenge_responses: ['pass', 'fail'] },
            },
            events,
          }
        case 'success': {
          const threeDs: ThreeDSecure | null = outcome.frictionless3ds
            ? { result: 'authenticated', flow: 'frictionless' }
            : null
          const card = { ...withCard.payment_method, three_d_secure: threeDs }
          return { intent: authorised({ ...withCard, payment_method: card }, events), events }
        }
      }
      break
    }
    case 'confirm_3ds': {
      const card = intent.payment_method
      const threeDs: ThreeDSecure = {
        result: command.result === 'pass' ? 'authenticated' : 'failed',
        flow: 'challenge',
      }
      const withResult = { ...intent, payment_method: card && { ...card, three_d_secure: threeDs } }
      if (command.result === 'fail') {
        return failed(withResult, failureOf('card_declined', '3ds_failed'))
      }
      return { intent: authorised(withResult, events), events }
    }
    case 'capture': {
      const amount = command.amount ?? intent.amount_capturable
      positiveAmount('amount_to_capture', amount, intent.amount_capturable, 'what was authorised')
      events.push('payment_intent.succeeded')
      return {
        intent: { ...intent, status: 'succeeded', amount_capturable: 0, amount_received: amount },
        events,
      }
    }
    case 'cancel':
      events.push('payment_intent.canceled')
      return {
        intent: {
          ...intent,
          status: 'canceled',
          amount_capturable: 0,
          next_action: null,
          cancellation_reason: command.reason ?? null,
          canceled_at: Math.floor(now.getTime() / 1000),
        },
        events,
      }
    case 'refund': {
      const left = intent.amount_received - intent.amount_refunded
      const amount = command.amount ?? left
      positiveAmount(
        'amount',
        amount,
        left,
        `captured ${intent.amount_received}, already refunded ${intent.amount_refunded}`,
      )
      const refunded = intent.amount_refunded + amount
      events.push('charge.refunded')
      return {
        intent: {
          ...intent,
          status: refunded === intent.amount_received ? 'refunded' : 'partially_refunded',
          amount_refunded: refunded,
        },
        events,
        refunded: amount,
      }
    }
  }
  throw new Error('unreachable')
}

/**
 * What must hold of every intent the machine can reach; the empty list when all does. The
 * property test checks it after every step, and it names what broke.
 */
export function violations(intent: PaymentIntent): string[] {
  const out: string[] = []
  const { amount, amount_capturable: capturable, amount_received: received } = intent
  const refunded = intent.amount_refunded
  for (const [name, v] of Object.entries({ amount, capturable, received, refunded })) {
    if (!Number.isSafeInteger(v) || v < 0) out.push(`${name} is ${v}`)
  }
  if (!INTENT_STATUSES.includes(intent.status)) out.push(`unknown status ${intent.status}`)
  if (received > amount) out.push(`received ${received} > amount ${amount}`)
  if (refunded > received) out.push(`refunded ${refunded} > received ${received}`)
  if (capturable > 0 && intent.status !== 'requires_capture')
    out.push(`capturable ${capturable} in ${intent.status}`)
  const paid = ['succeeded', 'refunded', 'partially_refunded'].includes(intent.status)
  if (paid !== received > 0) out.push(`received ${received} in ${intent.status}`)
  if (intent.status === 'refunded' && refunded !== received) out.push('refunded but not in full')
  if (intent.status === 'partially_refunded' && !(refunded > 0 && refunded < received))
    out.push(`partially_refunded with ${refunded} of ${received}`)
  if (intent.status === 'succeeded' && refunded !== 0) out.push('succeeded with a refund')
  if ((intent.status === 'requires_action') !== (intent.next_action !== null))
    out.push(`next_action ${intent.next_action ? 'set' : 'unset'} in ${intent.status}`)
  if ((intent.status === 'canceled') !== (intent.canceled_at !== null))
    out.push(`canceled_at in ${intent.status}`)
  if (intent.status === 'processing')
    out.push('processing is never stored: confirms finish at once')
  return out
}
