import { type TSchema, Type } from 'typebox'
import { ProblemError } from '../../domain/errors.ts'
import { PAYMENT_LIMITS } from '../../domain/payments/input.ts'
import {
  Amount,
  CancelBody,
  CaptureBody,
  ChargeBody,
  CompleteBody,
  Confirm3dsBody,
  ConfirmBody,
  CreateIntentBody,
  CustomerBody,
  RefundBody,
  SessionBody,
} from '../../domain/payments/schemas.ts'
import { INTENT_STATUSES } from '../../domain/payments/state.ts'
import {
  API_PROBLEMS,
  IDEMPOTENCY_NOTE,
  jsonResponse,
  KEY_REUSED,
  LIST_PARAMS,
  listResponse,
  problems,
  WRITE_PROBLEMS,
} from '../common/schemas.ts'
import { problemBody } from '../problem/problem-json.ts'

/*
 * The bodies' schemas are the domain's (domain/payments/schemas.ts), beside the readers whose
 * rules they write down; the answers, params and queries are here.
 */
export {
  CancelBody,
  CaptureBody,
  ChargeBody,
  CompleteBody,
  Confirm3dsBody,
  ConfirmBody,
  CreateIntentBody,
  CustomerBody,
  RefundBody,
  SessionBody,
}

const CREATED = 1735732800
const INTENT_ID = 'pi_test_3MtwBwLkdIwHu7ix28a3tqPa'

export const INTENT_EXAMPLE = {
  id: INTENT_ID,
  object: 'payment_intent',
  amount: 2000,
  currency: 'usd',
  status: 'succeeded',
  capture_method: 'automatic',
  client_secret: `${INTENT_ID}_secret_YrKJUKribcBjcG8HVhfZluoGH`,
  customer: null,
  receipt_email: 'ada@example.com',
  description: 'Order 1042',
  metadata: { order_id: '1042' },
  amount_capturable: 0,
  amount_received: 2000,
  amount_refunded: 0,
  payment_method: {
    type: 'card',
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, country: 'US' },
    three_d_secure: null,
  },
  last_payment_error: null,
  next_action: null,
  cancellation_reason: null,
  canceled_at: null,
  created: CREATED,
  livemode: false,
}

const Nullable = (schema: TSchema) => Type.Union([schema, Type.Null()])
const Metadata = Type.Record(Type.String(), Type.String(), {
  description: `Up to ${PAYMENT_LIMITS.metadataKeys} keys of at most ${PAYMENT_LIMITS.metadataKeyChars} characters; values are strings of at most ${PAYMENT_LIMITS.metadataValueChars} (numbers and booleans are kept as text)`,
})
const Currency = Type.String({
  description: 'ISO 4217 code, lowercase in answers (`usd`, `eur`); any case is accepted',
})

export const PaymentIntentSchema = Type.Object(
  {
    id: Type.String({ description: '`pi_test_…`' }),
    object: Type.Literal('payment_intent'),
    amount: Amount('What is asked'),
    currency: Currency,
    status: Type.String({ enum: [...INTENT_STATUSES] }),
    capture_method: Type.String({ enum: ['automatic', 'manual'] }),
    client_secret: Type.String({ description: '`pi_…_secret_…`' }),
    customer: Nullable(Type.String()),
    receipt_email: Nullable(Type.String()),
    description: Nullable(Type.String()),
    metadata: Metadata,
    amount_capturable: Type.Integer({ minimum: 0 }),
    amount_received: Type.Integer({ minimum: 0 }),
    amount_refunded: Type.Integer({ minimum: 0 }),
    payment_method: Nullable(Type.Object({}, { additionalProperties: true })),
    last_payment_error: Nullable(
      Type.Object(
        {
          type: Type.Literal('card_error'),
          code: Type.String(),
          decline_code: Type.String(),
          message: Type.String(),
        },
        { description: 'Why the last confirm failed; null after a success' },
      ),
    ),
    next_action: Nullable(
      Type.Object(
        {},
        {
          additionalProperties: true,
          description:
            '`{type: "three_d_secure", challenge_responses: ["pass", "fail"]}` while `requires_action`: answer with `POST …/confirm-3ds`',
        },
      ),
    ),
    cancellation_reason: Nullable(Type.String()),
    canceled_at: Nullable(Type.Integer()),
    created: Type.Integer({ description: 'Unix seconds' }),
    livemode: Type.Literal(false),
  },
  { examples: [INTENT_EXAMPLE] },
)

const REFUND_EXAMPLE = {
  id: 're_test_1Nispe2eZvKYlo2Cd31jOCgZ',
  object: 'refund',
  amount: 500,
  currency: 'usd',
  payment_intent: INTENT_ID,
  reason: 'requested_by_customer',
  status: 'succeeded',
  created: CREATED,
}
const RefundSchema = Type.Object(
  {
    id: Type.String({ description: '`re_test_…`' }),
    object: Type.Literal('refund'),
    amount: Type.Integer({ minimum: 1 }),
    currency: Currency,
    payment_intent: Type.String(),
    reason: Nullable(Type.String()),
    status: Type.Literal('succeeded'),
    created: Type.Integer(),
  },
  { examples: [REFUND_EXAMPLE] },
)

const CUSTOMER_EXAMPLE = {
  id: 'cus_test_NffrFeUfNV2Hib8aBcDeFgHi',
  object: 'customer',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  phone: null,
  description: null,
  metadata: {},
  created: CREATED,
}
const CustomerSchema = Type.Object(
  {
    id: Type.String({ description: '`cus_test_…`' }),
    object: Type.Literal('customer'),
    email: Nullable(Type.String()),
    name: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    description: Nullable(Type.String()),
    metadata: Metadata,
    created: Type.Integer(),
  },
  { examples: [CUSTOMER_EXAMPLE] },
)

const SESSION_ID = 'cs_test_a1b2c3d4e5f6g7h8i9j0k1l2'
const SESSION_EXAMPLE = {
  id: SESSION_ID,
  object: 'checkout.session',
  url: `http://127.0.0.1:3000/checkout/${SESSION_ID}?_sandbox=ci-worker-3`,
  status: 'open',
  payment_status: 'unpaid',
  mode: 'payment',
  currency: 'usd',
  amount_subtotal: 4500,
  amount_total: 4500,
  line_items: [
    { name: 'T-shirt', amount: 2000, currency: 'usd', quantity: 2, amount_total: 4000 },
    { name: 'Sticker', amount: 500, currency: 'usd', quantity: 1, amount_total: 500 },
  ],
  customer_email: 'ada@example.com',
  success_url: 'http://localhost:5173/thanks?session={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://localhost:5173/cart',
  metadata: {},
  payment_intent: null,
  created: CREATED,
  expires_at: CREATED + 86400,
}
const SessionSchema = Type.Object(
  {
    id: Type.String({ description: '`cs_test_…`' }),
    object: Type.Literal('checkout.session'),
    url: Type.String({
      description:
        'The hosted test checkout page of this session, served by this service (it names the sandbox in `_sandbox`)',
    }),
    status: Type.String({ enum: ['open', 'complete', 'expired'] }),
    payment_status: Type.String({ enum: ['unpaid', 'paid'] }),
    mode: Type.Literal('payment'),
    currency: Currency,
    amount_subtotal: Type.Integer(),
    amount_total: Type.Integer(),
    line_items: Type.Array(Type.Object({}, { additionalProperties: true })),
    customer_email: Nullable(Type.String()),
    success_url: Type.String(),
    cancel_url: Type.String(),
    metadata: Metadata,
    payment_intent: Nullable(Type.String({ description: 'Set at the first `complete`' })),
    created: Type.Integer(),
    expires_at: Type.Integer({ description: '24 h after `created`' }),
  },
  { examples: [SESSION_EXAMPLE] },
)

const Id = (prefix: string) =>
  Type.Object({
    id: Type.String({ minLength: 1, maxLength: 64, description: `\`${prefix}_test_…\`` }),
  })
export const IntentParams = Id('pi')
export const RefundParams = Id('re')
export const CustomerParams = Id('cus')
export const SessionParams = Id('cs')

const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, description: LIST_PARAMS.page })),
  limit: Type.Optional(Type.Integer({ minimum: 1, description: LIST_PARAMS.limit })),
}
export const IntentListQuery = Type.Object(
  {
    ...Paging,
    customer: Type.Optional(Type.String({ description: 'Only this customer’s intents' })),
    status: Type.Optional(Type.String({ enum: [...INTENT_STATUSES] })),
  },
  { additionalProperties: true },
)
export const RefundListQuery = Type.Object(
  { ...Paging, payment_intent: Type.Optional(Type.String()) },
  { additionalProperties: true },
)
export const CustomerListQuery = Type.Object(
  { ...Paging, email: Type.Optional(Type.String({ description: 'Case-insensitive' })) },
  { additionalProperties: true },
)
export const PageQuery = Type.Object(Paging, { additionalProperties: true })

const problemOf = (description: string, example: ProblemError, instance: string) => ({
  description,
  content: {
    'application/problem+json': {
      schema: { $ref: 'Problem#' },
      example: problemBody(example, instance),
    },
  },
})

const DECLINE_EXAMPLE = new ProblemError({
  code: 'card_declined',
  detail: 'Your card has insufficient funds.',
  members: {
    decline_code: 'insufficient_funds',
    payment_intent: {
      ...INTENT_EXAMPLE,
      status: 'requires_payment_method',
      amount_received: 0,
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    },
  },
})
/** The answers of a card that fails: the problem, `decline_code` and the intent as stored. */
const CARD_FAILURES = {
  402: problemOf(
    '`card_declined`: the card was declined; `decline_code` says why (`generic_decline`, `insufficient_funds`, `expired_card`, `incorrect_cvc`, `postal_code_invalid`, `fraudulent`, `stolen_card`, `3ds_failed`) and `payment_intent` is the intent, back in `requires_payment_method` with `last_payment_error`.',
    DECLINE_EXAMPLE,
    `/api/v1/payments/intents/${INTENT_ID}/confirm`,
  ),
  429: problemOf(
    '`velocity_limit_exceeded` (card `4000000000000013`), with `decline_code` and `payment_intent`; or a simulated or enforced `RATE_LIMITED`.',
    new ProblemError({
      code: 'velocity_limit_exceeded',
      detail:
        'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
    }),
    `/api/v1/payments/intents/${INTENT_ID}/confirm`,
  ),
  500: problemOf(
    '`processing_error` (card `4000000000000110`), with `decline_code` and `payment_intent`.',
    new ProblemError({
      code: 'processing_error',
      detail: 'An error occurred while processing your card. Try again in a little bit.',
    }),
    `/api/v1/payments/intents/${INTENT_ID}/confirm`,
  ),
}
const INVALID_STATE: [409, string] = [
  409,
  '`INVALID_STATE`: the intent (or session) is not in a status this step starts from; `current_status` and `allowed_statuses` say which. `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was already used for another request.',
]
const NOT_FOUND = (what: string): [404, string] => [
  404,
  `\`NOT_FOUND\`: no such ${what} in this sandbox.`,
]
const BODY = [413, 415] as const
const FINAL_NOTE =
  ' A declined card and an `INVALID_STATE` are final answers too: a retry under the same key replays them. Requests under one key run one at a time, so parallel retries all get the first answer.'
const WRITE = (extra: Array<404 | [404, string] | [409, string]>) =>
  problems(400, ...extra, ...BODY, ...API_PROBLEMS, ...WRITE_PROBLEMS)

const ok = (description: string, schema: TSchema) => ({ 200: jsonResponse(description, schema) })

/** Summaries, descriptions and responses of the payments routes (docs/contract/payments.md). */
export const PAYMENT_DOCS = {
  createIntent: {
    summary: 'Create a payment intent',
    description: `Starts in \`requires_payment_method\`; confirm it with a test card.${IDEMPOTENCY_NOTE}`,
    response: { ...ok('The intent', PaymentIntentSchema), ...WRITE([KEY_REUSED]) },
  },
  listIntents: {
    summary: 'List payment intents',
    description: 'Newest first.',
    response: {
      200: listResponse('A page of intents', PaymentIntentSchema),
      ...problems(400, ...API_PROBLEMS),
    },
  },
  getIntent: {
    summary: 'Get a payment intent',
    response: {
      ...ok('The intent', PaymentIntentSchema),
      ...problems(400, NOT_FOUND('payment intent'), ...API_PROBLEMS),
    },
  },
  confirm: {
    summary: 'Confirm a payment intent with a card',
    description: `From \`requires_payment_method\` (or \`requires_action\`, to try another card). A success ends in \`succeeded\` (\`requires_capture\` with \`capture_method: manual\`); \`4000000000000341\` asks for 3-D Secure (\`requires_action\`); a decline answers 402 with the intent.${IDEMPOTENCY_NOTE}${FINAL_NOTE}`,
    response: {
      ...ok('The intent after the confirm', PaymentIntentSchema),
      ...WRITE([NOT_FOUND('payment intent'), INVALID_STATE]),
      ...CARD_FAILURES,
    },
  },
  confirm3ds: {
    summary: 'Answer the 3-D Secure challenge of a payment intent',
    description: `From \`requires_action\`: \`pass\` authorises the payment as a confirm's success would; \`fail\` answers 402 \`card_declined\` with \`decline_code: 3ds_failed\`, the intent back in \`requires_payment_method\`.${IDEMPOTENCY_NOTE}${FINAL_NOTE}`,
    response: {
      ...ok('The intent after the challenge', PaymentIntentSchema),
      ...WRITE([NOT_FOUND('payment intent'), INVALID_STATE]),
      402: CARD_FAILURES[402],
    },
  },
  capture: {
    summary: 'Capture an authorised payment intent',
    description: `From \`requires_capture\` (manual capture) to \`succeeded\`; \`amount_to_capture\` may take less than authorised.${IDEMPOTENCY_NOTE}${FINAL_NOTE}`,
    response: {
      ...ok('The captured intent', PaymentIntentSchema),
      ...WRITE([NOT_FOUND('payment intent'), INVALID_STATE]),
    },
  },
  cancel: {
    summary: 'Cancel a payment intent',
    description: `From \`requires_payment_method\`, \`requires_action\` or \`requires_capture\`.${IDEMPOTENCY_NOTE}${FINAL_NOTE}`,
    response: {
      ...ok('The canceled intent', PaymentIntentSchema),
      ...WRITE([NOT_FOUND('payment intent'), INVALID_STATE]),
    },
  },
  charge: {
    summary: 'Charge a card in one step',
    description: `Creates an intent and confirms it with \`payment_method\`, answering as a confirm does.${IDEMPOTENCY_NOTE}${FINAL_NOTE}`,
    response: {
      ...ok('The intent after the confirm', PaymentIntentSchema),
      ...WRITE([INVALID_STATE]),
      ...CARD_FAILURES,
    },
  },
  refund: {
    summary: 'Refund a payment intent',
    description: `All that is left (default) or \`amount\` of a \`succeeded\` or \`partially_refunded\` intent: a part makes it \`partially_refunded\`, the rest \`refunded\`. More than was captured and not yet refunded is 400.${IDEMPOTENCY_NOTE}${FINAL_NOTE}`,
    response: { ...ok('The refund', RefundSchema), ...WRITE([INVALID_STATE]) },
  },
  listRefunds: {
    summary: 'List refunds',
    description: 'Newest first; `payment_intent` keeps one intent’s.',
    response: {
      200: listResponse('A page of refunds', RefundSchema),
      ...problems(400, ...API_PROBLEMS),
    },
  },
  getRefund: {
    summary: 'Get a refund',
    response: {
      ...ok('The refund', RefundSchema),
      ...problems(400, NOT_FOUND('refund'), ...API_PROBLEMS),
    },
  },
  testCards: {
    summary: 'List the test cards',
    description: 'The card numbers and what each does, for a payment form to offer.',
    response: {
      200: jsonResponse(
        'The table',
        Type.Object({
          data: Type.Array(
            Type.Object({
              number: Type.String(),
              brand: Type.String(),
              description: Type.String(),
            }),
          ),
        }),
      ),
      ...problems(...API_PROBLEMS),
    },
  },
  createCustomer: {
    summary: 'Create a customer',
    description: IDEMPOTENCY_NOTE.trim(),
    response: { ...ok('The customer', CustomerSchema), ...WRITE([KEY_REUSED]) },
  },
  listCustomers: {
    summary: 'List customers',
    response: {
      200: listResponse('A page of customers', CustomerSchema),
      ...problems(400, ...API_PROBLEMS),
    },
  },
  getCustomer: {
    summary: 'Get a customer',
    response: {
      ...ok('The customer', CustomerSchema),
      ...problems(400, NOT_FOUND('customer'), ...API_PROBLEMS),
    },
  },
  updateCustomer: {
    summary: 'Update a customer',
    description: 'Sets the fields given (null clears one); `metadata` merges key by key.',
    response: { ...ok('The customer', CustomerSchema), ...WRITE([NOT_FOUND('customer')]) },
  },
  deleteCustomer: {
    summary: 'Delete a customer',
    response: {
      ...ok(
        'What was deleted',
        Type.Object({
          id: Type.String(),
          object: Type.Literal('customer'),
          deleted: Type.Literal(true),
        }),
      ),
      ...problems(400, NOT_FOUND('customer'), ...API_PROBLEMS),
    },
  },
  createSession: {
    summary: 'Create a checkout session',
    description: `Its \`url\` opens a hosted test checkout page served here: a card form listing the test cards; paying sends the browser to \`success_url\`, "Cancel" to \`cancel_url\`.${IDEMPOTENCY_NOTE}`,
    response: { ...ok('The session', SessionSchema), ...WRITE([KEY_REUSED]) },
  },
  listSessions: {
    summary: 'List checkout sessions',
    response: {
      200: listResponse('A page of sessions', SessionSchema),
      ...problems(400, ...API_PROBLEMS),
    },
  },
  getSession: {
    summary: 'Get a checkout session',
    response: {
      ...ok('The session', SessionSchema),
      ...problems(400, NOT_FOUND('checkout session'), ...API_PROBLEMS),
    },
  },
  completeSession: {
    summary: 'Pay a checkout session (what the hosted page does)',
    description: `Confirms the session's intent with \`card\` (default \`4242424242424242\`). A success completes the session (\`status: complete\`, \`payment_status: paid\`); a decline answers 402 and leaves it open; a 3-D Secure card leaves it open until \`challenge_response\` is sent.${IDEMPOTENCY_NOTE}${FINAL_NOTE}`,
    response: {
      ...ok('The session', SessionSchema),
      ...WRITE([NOT_FOUND('checkout session'), INVALID_STATE]),
      ...CARD_FAILURES,
    },
  },
}
