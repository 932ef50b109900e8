import { type TSchema, Type } from 'typebox'
import { NoForbiddenKeys } from '../safe-json.ts'
import { TEST_CARDS } from './cards.ts'
import { PAYMENT_LIMITS as L } from './input.ts'
import { REFUND_REASONS } from './intents.ts'
import { CANCELLATION_REASONS } from './state.ts'

/*
 * The bodies payments take, as JSON Schema: what REST validates each body with and the OpenAPI
 * document shows. Each says what the reader of its body (intents.ts, customers.ts, checkout.ts)
 * accepts, as far as a schema can: a card's Luhn check, a currency in ISO 4217's list, one
 * currency per session and the amounts left to capture or refund stay the reader's. A body a
 * schema refuses is refused in the reader's words (http/payments/body-check.ts).
 */

/** Optional, and `null` means "not given", as the readers take it. */
const Nullable = (schema: TSchema, description?: string) =>
  Type.Union([schema, Type.Null()], description === undefined ? {} : { description })

export const Amount = (description: string) =>
  Type.Integer({
    minimum: 1,
    maximum: L.maxAmount,
    description: `${description}, in minor units (1234 = 12.34)`,
  })

const CurrencyCode = Type.String({
  pattern: '^[A-Za-z]{3}$',
  description: 'ISO 4217 code, lowercase in answers (`usd`, `eur`); any case is accepted',
})

const Email = (description?: string) =>
  Nullable(
    Type.String({ minLength: 3, maxLength: L.email, pattern: '^[^\\s@]+@[^\\s@]+$' }),
    description,
  )

const Text = (max: number, description?: string) =>
  Nullable(Type.String({ minLength: 1, maxLength: max }), description)

const Metadata = Nullable(
  Type.Record(
    Type.String(),
    Type.Union([Type.String({ maxLength: L.metadataValueChars }), Type.Number(), Type.Boolean()]),
    {
      maxProperties: L.metadataKeys,
      propertyNames: { ...NoForbiddenKeys, minLength: 1, maxLength: L.metadataKeyChars },
    },
  ),
  `Up to ${L.metadataKeys} keys of at most ${L.metadataKeyChars} characters; values are strings of at most ${L.metadataValueChars} (numbers and booleans are kept as text)`,
)

/** A card number as given: text (spaces and dashes are dropped) or a JSON number. */
const CardNumber = (description?: string) =>
  Type.Optional(
    Type.Union([Type.String(), Type.Number()], description === undefined ? {} : { description }),
  )
const Month = (description?: string) =>
  Type.Optional(
    Type.Integer({ minimum: 1, maximum: 12, ...(description !== undefined && { description }) }),
  )
const Year = (description?: string) =>
  Type.Optional(
    Type.Union(
      [Type.Integer({ minimum: 2000, maximum: 2099 }), Type.Integer({ minimum: 0, maximum: 99 })],
      description === undefined ? {} : { description },
    ),
  )
const PostalCode = (description?: string) =>
  Type.Optional(Nullable(Type.String({ pattern: '^[A-Za-z0-9 -]{1,10}$' }), description))

/**
 * A test card, as `readCard` takes it. Of each name's spellings (`card_number`, `number`,
 * `cardNumber`; `exp_month` or `expMonth`; `exp_year` or `expYear`) one is needed: the reader
 * says so, naming the field.
 */
export const PaymentMethod = Type.Object(
  {
    type: Type.Optional(Type.Literal('card')),
    card_number: CardNumber(
      'The card number, 12 to 19 digits passing the Luhn check; `number` and `cardNumber` are accepted too',
    ),
    number: CardNumber(),
    cardNumber: CardNumber(),
    exp_month: Month('1–12 (or `expMonth`)'),
    expMonth: Month(),
    exp_year: Year('Four digits or two (or `expYear`); a past expiry declines'),
    expYear: Year(),
    cvc: Type.Union(
      [Type.String({ pattern: '^[0-9]{3,4}$' }), Type.Integer({ minimum: 100, maximum: 9999 })],
      { description: '3 or 4 digits; `000` declines' },
    ),
    postal_code: PostalCode('`99999` declines (or `postalCode`)'),
    postalCode: PostalCode(),
  },
  {
    additionalProperties: true,
    description: `A test card: ${TEST_CARDS.map((c) => `\`${c.number}\` ${c.description}`).join('; ')}. Any other number passing the Luhn check succeeds.`,
  },
)

const INTENT_FIELDS = {
  amount: Amount('What to charge'),
  currency: CurrencyCode,
  capture_method: Type.Optional(
    Nullable(
      Type.String({ enum: ['automatic', 'manual'] }),
      '`manual`: a success waits in `requires_capture` for `POST …/capture`',
    ),
  ),
  customer: Type.Optional(Text(64, 'A `cus_test_…` of this sandbox')),
  receipt_email: Type.Optional(
    Email('Where the `invoice-receipt` e-mail of a success goes (the mock inbox)'),
  ),
  description: Type.Optional(Text(L.description)),
  metadata: Type.Optional(Metadata),
}
const INTENT_EXAMPLE_ID = 'pi_test_3MtwBwLkdIwHu7ix28a3tqPa'
const exact = { additionalProperties: false } as const

export const CreateIntentBody = Type.Object(INTENT_FIELDS, {
  ...exact,
  examples: [{ amount: 2000, currency: 'usd', receipt_email: 'ada@example.com' }],
})
export const ChargeBody = Type.Object(
  { ...INTENT_FIELDS, payment_method: PaymentMethod },
  {
    ...exact,
    examples: [
      {
        amount: 2000,
        currency: 'usd',
        payment_method: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
      },
    ],
  },
)
export const ConfirmBody = Type.Object(
  { payment_method: PaymentMethod },
  {
    ...exact,
    examples: [
      {
        payment_method: {
          type: 'card',
          card_number: '4000000000000341',
          exp_month: 12,
          exp_year: 2030,
          cvc: '123',
        },
      },
    ],
  },
)
const ChallengeResponse = (description: string) =>
  Type.Optional(Nullable(Type.String({ enum: ['pass', 'fail'] }), description))

export const Confirm3dsBody = Type.Object(
  { challenge_response: ChallengeResponse('What the cardholder did (default pass)') },
  { ...exact, examples: [{ challenge_response: 'pass' }] },
)
export const CaptureBody = Type.Object(
  {
    amount_to_capture: Type.Optional(Amount('At most the amount authorised (default: all of it)')),
  },
  { ...exact, examples: [{ amount_to_capture: 1500 }] },
)
export const CancelBody = Type.Object(
  {
    cancellation_reason: Type.Optional(Nullable(Type.String({ enum: [...CANCELLATION_REASONS] }))),
  },
  { ...exact, examples: [{ cancellation_reason: 'requested_by_customer' }] },
)
export const RefundBody = Type.Object(
  {
    payment_intent: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'A `pi_test_…` that succeeded',
    }),
    amount: Type.Optional(
      Amount('At most what was captured and not yet refunded (default: all of it)'),
    ),
    reason: Type.Optional(Nullable(Type.String({ enum: [...REFUND_REASONS] }))),
    metadata: Type.Optional(Type.Unknown({ description: 'Accepted, and not kept' })),
  },
  { ...exact, examples: [{ payment_intent: INTENT_EXAMPLE_ID, amount: 500 }] },
)
export const CustomerBody = Type.Object(
  {
    email: Type.Optional(Email()),
    name: Type.Optional(Text(L.name)),
    phone: Type.Optional(Text(32)),
    description: Type.Optional(Text(L.description)),
    metadata: Type.Optional(Metadata),
  },
  {
    ...exact,
    description: 'On an update, `null` clears a field',
    examples: [{ email: 'ada@example.com', name: 'Ada Lovelace' }],
  },
)
export const SessionBody = Type.Object(
  {
    line_items: Type.Array(
      Type.Object(
        {
          name: Type.String({ minLength: 1, maxLength: L.name }),
          amount: Amount('Unit price'),
          currency: CurrencyCode,
          quantity: Type.Optional(
            Nullable(Type.Integer({ minimum: 1, maximum: L.maxQuantity }), 'Default 1'),
          ),
        },
        exact,
      ),
      {
        minItems: 1,
        maxItems: L.lineItems,
        description: `One currency for all; at most ${L.maxAmount} in all`,
      },
    ),
    mode: Nullable(Type.Literal('payment'), 'Only `payment` (`null` says the same)'),
    customer_email: Type.Optional(Email('Gets the receipt of the payment (the mock inbox)')),
    success_url: Type.String({
      maxLength: L.url,
      description:
        'Absolute http(s) URL the page sends the browser to after paying; `{CHECKOUT_SESSION_ID}` becomes the id',
    }),
    cancel_url: Type.String({
      maxLength: L.url,
      description: 'Absolute http(s) URL of the page\'s "Cancel" link',
    }),
    metadata: Type.Optional(Metadata),
  },
  {
    ...exact,
    examples: [
      {
        line_items: [{ name: 'T-shirt', amount: 2000, currency: 'usd', quantity: 2 }],
        mode: 'payment',
        customer_email: 'ada@example.com',
        success_url: 'http://localhost:5173/thanks?session={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://localhost:5173/cart',
      },
    ],
  },
)
export const CompleteBody = Type.Object(
  {
    card: Type.Optional(
      Type.Union([Type.String({ description: 'A test card number' }), PaymentMethod, Type.Null()], {
        description: 'Default `4242424242424242`',
      }),
    ),
    challenge_response: ChallengeResponse(
      'Answers the 3-D Secure challenge of a card that asks for one',
    ),
  },
  {
    ...exact,
    examples: [
      { card: '4242424242424242' },
      { card: '4000000000000341', challenge_response: 'pass' },
    ],
  },
)
