import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { FieldError } from '../errors.ts'
import {
  brandOf,
  type Card,
  type CardOutcome,
  cardOfNumber,
  outcomeOf,
  readCard,
  summaryOf,
  TEST_CARDS,
} from './cards.ts'

const NOW = new Date('2030-06-15T12:00:00Z')

function read(raw: unknown) {
  const errors: FieldError[] = []
  const card = readCard(raw, 'payment_method', errors)
  return { card, errors }
}

const valid = {
  type: 'card',
  number: '4242424242424242',
  exp_month: 12,
  exp_year: 2034,
  cvc: '123',
}

describe('readCard', () => {
  test('reads snake_case, the card_number spelling and camelCase alike', () => {
    const want = { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }
    assert.deepEqual(read(valid).card, want)
    const { number, ...rest } = valid
    assert.deepEqual(read({ ...rest, card_number: number }).card, want)
    assert.deepEqual(
      read({ cardNumber: number, expMonth: 12, expYear: 2034, cvc: '123' }).card,
      want,
    )
  })

  test('takes numbers as people type them, two-digit years, a numeric CVC and a postal code', () => {
    const { card, errors } = read({
      number: '4242 4242-4242 4242',
      exp_month: 1,
      exp_year: 34,
      cvc: 123,
      postalCode: 'SW1A 1AA',
    })
    assert.deepEqual(errors, [])
    assert.deepEqual(card, {
      number: '4242424242424242',
      exp_month: 1,
      exp_year: 2034,
      cvc: '123',
      postal_code: 'SW1A 1AA',
    })
  })

  test('a number outside the table must pass the Luhn check; the table’s numbers need not', () => {
    assert.deepEqual(read({ ...valid, number: '6011111111111117' }).errors, [])
    assert.deepEqual(
      read({ ...valid, number: '6011111111111118' }).errors.map((e) => e.field),
      ['payment_method.number'],
    )
    for (const c of TEST_CARDS) {
      assert.deepEqual(read({ ...valid, number: c.number }).errors, [], c.number)
    }
  })

  // [what is wrong, the card given, the fields refused]
  const refusals: Array<[string, unknown, string[]]> = [
    ['not an object', 'tok_visa', ['payment_method']],
    ['an array', [valid], ['payment_method']],
    ['null', null, ['payment_method']],
    ['another type', { ...valid, type: 'sepa_debit' }, ['payment_method.type']],
    ['no number', { exp_month: 1, exp_year: 2034, cvc: '123' }, ['payment_method.number']],
    ['a number of letters', { ...valid, number: '4242abcd42424242' }, ['payment_method.number']],
    ['11 digits', { ...valid, number: '42424242424' }, ['payment_method.number']],
    ['20 digits', { ...valid, number: '42424242424242424242' }, ['payment_method.number']],
    ['month 0', { ...valid, exp_month: 0 }, ['payment_method.exp_month']],
    ['month 13', { ...valid, exp_month: 13 }, ['payment_method.exp_month']],
    ['month as text', { ...valid, exp_month: '12' }, ['payment_method.exp_month']],
    [
      'a camelCase month wrong',
      { ...valid, exp_month: undefined, expMonth: 13 },
      ['payment_method.expMonth'],
    ],
    ['year 1999', { ...valid, exp_year: 1999 }, ['payment_method.exp_year']],
    ['year 2100', { ...valid, exp_year: 2100 }, ['payment_method.exp_year']],
    ['a fractional year', { ...valid, exp_year: 34.5 }, ['payment_method.exp_year']],
    ['a CVC of 2 digits', { ...valid, cvc: '12' }, ['payment_method.cvc']],
    ['a CVC of 5 digits', { ...valid, cvc: '12345' }, ['payment_method.cvc']],
    ['a CVC of letters', { ...valid, cvc: 'abc' }, ['payment_method.cvc']],
    [
      'a long postal code',
      { ...valid, postal_code: '12345678901' },
      ['payment_method.postal_code'],
    ],
    [
      'a postal code with a semicolon',
      { ...valid, postal_code: '12;45' },
      ['payment_method.postal_code'],
    ],
    [
      'everything at once',
      { number: '1', exp_month: 0, exp_year: 100, cvc: '' },
      [
        'payment_method.number',
        'payment_method.exp_month',
        'payment_method.exp_year',
        'payment_method.cvc',
      ],
    ],
  ]
  for (const [what, raw, fields] of refusals) {
    test(`refuses ${what}, naming ${fields.join(', ')}`, () => {
      const { card, errors } = read(raw)
      assert.equal(card, undefined)
      assert.deepEqual(
        errors.map((e) => e.field),
        fields,
      )
    })
  }

  test('a refusal says what was received and what is allowed', () => {
    const [error] = read({ ...valid, exp_month: 13 }).errors
    assert.equal(error?.message, 'must be an integer from 1 to 12, got 13')
  })

  test('reads no inherited keys: a number on the prototype is no number', () => {
    const raw = Object.assign(Object.create({ number: '4242424242424242' }), {
      exp_month: 12,
      exp_year: 2034,
      cvc: '123',
    })
    assert.deepEqual(
      read(raw).errors.map((e) => e.field),
      ['payment_method.number'],
    )
  })
})

describe('outcomeOf', () => {
  const card = (number: string, extra: Partial<Card> = {}): Card => ({
    number,
    exp_month: 12,
    exp_year: 2034,
    cvc: '123',
    ...extra,
  })

  test('each test card answers what the table says', () => {
    const want: Record<string, CardOutcome> = {
      '4242424242424242': { kind: 'success' },
      '5555555555554444': { kind: 'success' },
      '378282246310005': { kind: 'success' },
      '4000000000000341': { kind: 'requires_3ds' },
      '4000000000000317': { kind: 'success', frictionless3ds: true },
      '4000000000000002': { kind: 'declined', declineCode: 'generic_decline' },
      '4000000000000127': { kind: 'declined', declineCode: 'insufficient_funds' },
      '4000000000000069': { kind: 'declined', declineCode: 'expired_card' },
      '4000000000000119': { kind: 'declined', declineCode: 'incorrect_cvc' },
      '4000000000000128': { kind: 'declined', declineCode: 'postal_code_invalid' },
      '4000000000000005': { kind: 'declined', declineCode: 'fraudulent' },
      '4000000000000036': { kind: 'declined', declineCode: 'stolen_card' },
      '4000000000000013': { kind: 'velocity_limit_exceeded' },
      '4000000000000110': { kind: 'processing_error' },
    }
    assert.deepEqual(TEST_CARDS.map((c) => c.number).sort(), Object.keys(want).sort())
    for (const [number, outcome] of Object.entries(want)) {
      assert.deepEqual(outcomeOf(card(number), NOW), outcome, number)
    }
  })

  test('any other valid card succeeds', () => {
    assert.deepEqual(outcomeOf(card('6011111111111117'), NOW), { kind: 'success' })
  })

  // [what, the card, the decline] of a card that would otherwise succeed
  const declines: Array<[string, Card, string]> = [
    [
      'an expiry last month',
      card('4242424242424242', { exp_year: 2030, exp_month: 5 }),
      'expired_card',
    ],
    ['an expiry last year', card('5555555555554444', { exp_year: 2029 }), 'expired_card'],
    ['CVC 000', card('4242424242424242', { cvc: '000' }), 'incorrect_cvc'],
    [
      'postal code 99999',
      card('4242424242424242', { postal_code: ' 99999 ' }),
      'postal_code_invalid',
    ],
    [
      'a frictionless card past its expiry',
      card('4000000000000317', { exp_year: 2001 }),
      'expired_card',
    ],
  ]
  for (const [what, c, code] of declines) {
    test(`${what} declines as ${code}`, () => {
      assert.deepEqual(outcomeOf(c, NOW), { kind: 'declined', declineCode: code })
    })
  }

  test('a card expiring this month is still good', () => {
    assert.deepEqual(outcomeOf(card('4242424242424242', { exp_year: 2030, exp_month: 6 }), NOW), {
      kind: 'success',
    })
  })

  test('a failing test card keeps its own outcome whatever else is wrong', () => {
    const c = card('4000000000000127', { cvc: '000', exp_year: 2001 })
    assert.deepEqual(outcomeOf(c, NOW), { kind: 'declined', declineCode: 'insufficient_funds' })
    assert.deepEqual(outcomeOf(card('4000000000000013', { cvc: '000' }), NOW), {
      kind: 'velocity_limit_exceeded',
    })
  })
})

describe('brands and summaries', () => {
  test('brandOf: the table first, then the ranges', () => {
    const cases: Array<[string, string]> = [
      ['4242424242424242', 'visa'],
      ['5555555555554444', 'mastercard'],
      ['378282246310005', 'amex'],
      ['341111111111111', 'amex'],
      ['2221000000000009', 'mastercard'],
      ['5105105105105100', 'mastercard'],
      ['6011111111111117', 'discover'],
      ['6500000000000002', 'discover'],
      ['3530111333300000', 'unknown'],
    ]
    for (const [number, brand] of cases) assert.equal(brandOf(number), brand, number)
  })

  test('a summary shows the last four digits, never the number or the CVC', () => {
    const c: Card = { number: '378282246310005', exp_month: 3, exp_year: 2031, cvc: '1234' }
    const summary = summaryOf(c)
    assert.deepEqual(summary, {
      type: 'card',
      card: { brand: 'amex', last4: '0005', exp_month: 3, exp_year: 2031, country: 'US' },
    })
    const text = JSON.stringify(summary)
    assert.ok(!text.includes('378282246310005') && !text.includes('1234'), text)
  })

  test('a card from its number alone is valid and not expired: a 4-digit CVC for amex', () => {
    for (const number of ['4242424242424242', '378282246310005']) {
      const { card, errors } = read(cardOfNumber(number, NOW))
      assert.deepEqual(errors, [], number)
      assert.equal(card?.cvc.length, number.length === 15 ? 4 : 3)
      assert.deepEqual(outcomeOf(card as Card, NOW), { kind: 'success' })
    }
  })
})
