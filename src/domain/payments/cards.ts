import { type FieldError, quoted } from '../errors.ts'

/**
 * The test-card table of docs/contract/payments.md#test-cards (the hosted original's) and how a
 * card given to a confirm is read. A card's outcome depends only on what it is, so the state
 * machine stays a pure function.
 */

export type DeclineCode =
  | 'generic_decline'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'postal_code_invalid'
  | 'fraudulent'
  | 'stolen_card'

/** What confirming with a card does, before the intent's capture method is applied. */
export type CardOutcome =
  | { kind: 'success'; frictionless3ds?: true }
  | { kind: 'requires_3ds' }
  | { kind: 'declined'; declineCode: DeclineCode }
  | { kind: 'velocity_limit_exceeded' }
  | { kind: 'processing_error' }

export interface TestCard {
  number: string
  brand: string
  description: string
  outcome: CardOutcome
}

const declined = (number: string, declineCode: DeclineCode, description: string): TestCard => ({
  number,
  brand: 'visa',
  description,
  outcome: { kind: 'declined', declineCode },
})

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4242424242424242',
    brand: 'visa',
    description: 'Succeeds',
    outcome: { kind: 'success' },
  },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    description: 'Succeeds',
    outcome: { kind: 'success' },
  },
  {
    number: '378282246310005',
    brand: 'amex',
    description: 'Succeeds',
    outcome: { kind: 'success' },
  },
  {
    number: '4000000000000341',
    brand: 'visa',
    description: '3-D Secure challenge: requires_action until confirm-3ds passes or fails',
    outcome: { kind: 'requires_3ds' },
  },
  {
    number: '4000000000000317',
    brand: 'visa',
    description: '3-D Secure, frictionless: succeeds without a challenge',
    outcome: { kind: 'success', frictionless3ds: true },
  },
  declined('4000000000000002', 'generic_decline', 'Declined (generic_decline)'),
  declined('4000000000000127', 'insufficient_funds', 'Declined (insufficient_funds)'),
  declined('4000000000000069', 'expired_card', 'Declined (expired_card)'),
  declined('4000000000000119', 'incorrect_cvc', 'Declined (incorrect_cvc)'),
  declined('4000000000000128', 'postal_code_invalid', 'Declined (postal_code_invalid)'),
  declined('4000000000000005', 'fraudulent', 'Declined (fraudulent)'),
  declined('4000000000000036', 'stolen_card', 'Declined (stolen_card)'),
  {
    number: '4000000000000013',
    brand: 'visa',
    description: '429 velocity_limit_exceeded',
    outcome: { kind: 'velocity_limit_exceeded' },
  },
  {
    number: '4000000000000110',
    brand: 'visa',
    description: '500 processing_error',
    outcome: { kind: 'processing_error' },
  },
]

const BY_NUMBER = new Map(TEST_CARDS.map((c) => [c.number, c]))

/** A card as a confirm gives it, checked: digits only, the expiry and CVC as numbers and text. */
export interface Card {
  number: string
  exp_month: number
  exp_year: number
  cvc: string
  postal_code?: string
}

/** What an intent shows of the card it was confirmed with: never the number or CVC. */
export interface CardSummary {
  type: 'card'
  card: { brand: string; last4: string; exp_month: number; exp_year: number; country: 'US' }
}

function luhn(digits: string): boolean {
  let sum = 0
  let double = false
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48
    if (double) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
    double = !double
  }
  return sum % 10 === 0
}

export function brandOf(number: string): string {
  const known = BY_NUMBER.get(number)
  if (known) return known.brand
  if (/^3[47]/.test(number)) return 'amex'
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard'
  if (number.startsWith('4')) return 'visa'
  if (/^(6011|65)/.test(number)) return 'discover'
  return 'unknown'
}

const shown = (v: unknown) =>
  typeof v === 'string'
    ? quoted(v)
    : v === null
      ? 'null'
      : typeof v === 'number'
        ? String(v)
        : typeof v

/**
 * The card of a `payment_method` (snake_case, or the camelCase `cardNumber expMonth expYear`
 * clients of the original send), or the field errors it has. Numbers may hold spaces and dashes
 * as people type them. A number outside the table must pass the Luhn check.
 */
export function readCard(raw: unknown, field: string, errors: FieldError[]): Card | undefined {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    errors.push({
      field,
      message: `must be an object {type: "card", number, exp_month, exp_year, cvc}, got ${shown(raw)}`,
    })
    return undefined
  }
  const pm = raw as Record<string, unknown>
  const own = (k: string) => (Object.hasOwn(pm, k) ? pm[k] : undefined)
  const before = errors.length
  const type = own('type')
  if (type !== undefined && type !== 'card') {
    errors.push({ field: `${field}.type`, message: `must be card, got ${shown(type)}` })
  }
  const numberKey = ['card_number', 'number', 'cardNumber'].find((k) => own(k) !== undefined)
  const rawNumber = numberKey === undefined ? undefined : own(numberKey)
  let number = ''
  if (typeof rawNumber !== 'string' && typeof rawNumber !== 'number') {
    errors.push({
      field: `${field}.${numberKey ?? 'number'}`,
      message: `is required: the card number as a string of 12 to 19 digits (card_number, number or cardNumber), got ${shown(rawNumber)}`,
    })
  } else {
    number = String(rawNumber).replace(/[ -]/g, '')
    if (!/^[0-9]{12,19}$/.test(number) || (!BY_NUMBER.has(number) && !luhn(number))) {
      errors.push({
        field: `${field}.${numberKey}`,
        message: `must be 12 to 19 digits passing the Luhn check (a test card such as 4242424242424242), got ${quoted(String(rawNumber))}`,
      })
    }
  }
  const monthKey = own('exp_month') !== undefined ? 'exp_month' : 'expMonth'
  const month = own(monthKey)
  if (!Number.isInteger(month) || (month as number) < 1 || (month as number) > 12) {
    errors.push({
      field: `${field}.${monthKey}`,
      message: `must be an integer from 1 to 12, got ${shown(month)}`,
    })
  }
  const yearKey = own('exp_year') !== undefined ? 'exp_year' : 'expYear'
  const rawYear = own(yearKey)
  // Two digits are this century's, as card faces print them.
  const year =
    Number.isInteger(rawYear) && (rawYear as number) >= 0 && (rawYear as number) < 100
      ? 2000 + (rawYear as number)
      : rawYear
  if (!Number.isInteger(year) || (year as number) < 2000 || (year as number) > 2099) {
    errors.push({
      field: `${field}.${yearKey}`,
      message: `must be an integer year from 2000 to 2099 (or two digits), got ${shown(rawYear)}`,
    })
  }
  const rawCvc = own('cvc')
  const cvc = typeof rawCvc === 'number' && Number.isInteger(rawCvc) ? String(rawCvc) : rawCvc
  if (typeof cvc !== 'string' || !/^[0-9]{3,4}$/.test(cvc)) {
    errors.push({
      field: `${field}.cvc`,
      message: `must be 3 or 4 digits, got ${shown(rawCvc)}`,
    })
  }
  const postal = own('postal_code') ?? own('postalCode')
  if (
    postal !== undefined &&
    (typeof postal !== 'string' || !/^[A-Za-z0-9 -]{1,10}$/.test(postal))
  ) {
    errors.push({
      field: `${field}.postal_code`,
      message: `must be 1 to 10 letters, digits, spaces or dashes, got ${shown(postal)}`,
    })
  }
  if (errors.length > before) return undefined
  return {
    number,
    exp_month: month as number,
    exp_year: year as number,
    cvc: cvc as string,
    ...(typeof postal === 'string' && { postal_code: postal }),
  }
}

/**
 * What the processor answers for a card at `now`: the table first; then a past expiry, CVC
 * `000` and postal code `99999` decline as the contract (docs/contract/payments.md#test-cards)
 * says; any other valid card succeeds.
 */
export function outcomeOf(card: Card, now: Date): CardOutcome {
  const known = BY_NUMBER.get(card.number)
  if (known && known.outcome.kind !== 'success') return known.outcome
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth() + 1
  if (card.exp_year < year || (card.exp_year === year && card.exp_month < month)) {
    return { kind: 'declined', declineCode: 'expired_card' }
  }
  if (card.cvc === '000') return { kind: 'declined', declineCode: 'incorrect_cvc' }
  if (card.postal_code?.trim() === '99999') {
    return { kind: 'declined', declineCode: 'postal_code_invalid' }
  }
  return known ? known.outcome : { kind: 'success' }
}

export const summaryOf = (card: Card): CardSummary => ({
  type: 'card',
  card: {
    brand: brandOf(card.number),
    last4: card.number.slice(-4),
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    country: 'US',
  },
})

/** A card from its number alone, as the hosted page and checkout's `complete` take it. */
export const cardOfNumber = (number: string, now: Date): Record<string, unknown> => ({
  type: 'card',
  number,
  exp_month: 12,
  exp_year: now.getUTCFullYear() + 3,
  cvc: number.length === 15 ? '1234' : '123',
})
