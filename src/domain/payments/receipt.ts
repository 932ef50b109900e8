import type { InboxService } from '../inbox/service.ts'
import type { PaymentIntent } from './state.ts'

export type ReceiptSender = (identity: string, intent: PaymentIntent) => Promise<void>

/** Minor units as the currency writes them: 1234 usd → 12.34, 500 jpy → 500. */
export function formatAmount(amount: number, currency: string): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  return (amount / 10 ** digits).toFixed(digits)
}

/**
 * The `invoice-receipt` e-mail of a succeeded intent
 * (docs/contract/payments.md#idempotency-and-events), in the sandbox's mock inbox. The payment has
 * happened whatever the inbox says: a receipt that cannot be stored is dropped, never turned into a
 * failed payment.
 */
export function createReceipts(
  inbox: Pick<InboxService, 'deliver'>,
  now: () => number,
): ReceiptSender {
  return async (identity, intent) => {
    if (!intent.receipt_email) return
    const amount = formatAmount(intent.amount_received, intent.currency)
    try {
      await inbox.deliver(identity, {
        type: 'email',
        to: intent.receipt_email,
        template: 'invoice-receipt',
        data: {
          invoice_number: intent.id,
          amount,
          currency: intent.currency.toUpperCase(),
          paid_at: new Date(now()).toISOString(),
          items: [{ description: intent.description ?? 'Payment', amount }],
        },
      })
    } catch {
      // See above: the receipt is a courtesy of the payment, not part of it.
    }
  }
}
