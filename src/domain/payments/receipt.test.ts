import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createMemoryStore } from '../../store/memory/memory-store.ts'
import { StoreUnavailableError } from '../../store/port.ts'
import { createInboxService } from '../inbox/service.ts'
import { createReceipts, formatAmount } from './receipt.ts'
import type { PaymentIntent } from './state.ts'

test('formatAmount writes minor units as each currency does', () => {
  const cases: Array<[number, string, string]> = [
    [1234, 'usd', '12.34'],
    [5, 'eur', '0.05'],
    [500, 'jpy', '500'],
    [1234, 'kwd', '1.234'],
    [99_999_999, 'usd', '999999.99'],
  ]
  for (const [amount, currency, want] of cases)
    assert.equal(formatAmount(amount, currency), want, `${amount} ${currency}`)
})

const NOW = Date.parse('2030-06-15T12:00:00Z')

const paid = (over: Partial<PaymentIntent> = {}) =>
  ({
    id: 'pi_test_AAAAAAAAAAAAAAAAAAAAAAAA',
    amount: 2500,
    amount_received: 2000,
    currency: 'eur',
    receipt_email: 'buyer@example.com',
    description: '2 × mug',
    ...over,
  }) as PaymentIntent

test('a receipt is an invoice-receipt e-mail in the sandbox inbox, for what was received', async () => {
  const store = createMemoryStore()
  const inbox = createInboxService({ overlay: store.overlay, now: () => NOW })
  await createReceipts(inbox, () => NOW)('a', paid())
  const { data } = await inbox.list('a')
  assert.equal(data.length, 1)
  const mail = data[0] as Record<string, unknown>
  assert.equal(mail.to, 'buyer@example.com')
  assert.equal(mail.template, 'invoice-receipt')
  assert.equal(mail.subject, 'Your receipt for invoice pi_test_AAAAAAAAAAAAAAAAAAAAAAAA')
  // The amount received (not the amount asked), in the currency's units, paid now.
  assert.equal(
    mail.text,
    [
      'Hello there,',
      '',
      'Thank you for your payment of invoice pi_test_AAAAAAAAAAAAAAAAAAAAAAAA on 2030-06-15T12:00:00.000Z.',
      '',
      '- 2 × mug: 20.00',
      '',
      'Total paid: 20.00 EUR',
    ].join('\n'),
  )
  assert.equal((await inbox.list('b')).data.length, 0)
})

test('no receipt without an address', async () => {
  const store = createMemoryStore()
  const inbox = createInboxService({ overlay: store.overlay })
  await createReceipts(inbox, () => NOW)('a', paid({ receipt_email: null }))
  assert.equal((await inbox.list('a')).data.length, 0)
})

test('a receipt the inbox cannot take is dropped, never a failure of the payment', async () => {
  const away = {
    deliver: () => Promise.reject(new StoreUnavailableError('the store is away')),
  }
  await assert.doesNotReject(createReceipts(away, () => NOW)('a', paid()))
})
