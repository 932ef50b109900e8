import type { Overlay } from '../../store/port.ts'
import type { EventBus } from '../events/bus.ts'
import type { InboxService } from '../inbox/service.ts'
import { DEFAULT_MAX_LIMIT } from '../limits.ts'
import { createCheckoutService } from './checkout.ts'
import { createCustomerService } from './customers.ts'
import type { KeyedLock } from './ids.ts'
import { createIntentService } from './intents.ts'
import { createReceipts } from './receipt.ts'

/**
 * The test-mode card processor of a sandbox (docs/contract/payments.md): intents and refunds,
 * customers and checkout sessions. `lock` is shared by every set of services of the process, so
 * that REST and GraphQL take turns on one intent.
 */
export function createPaymentServices(deps: {
  overlay: Overlay
  events?: EventBus
  now?: () => number
  inbox: Pick<InboxService, 'deliver'>
  lock: KeyedLock
  /** The page-size cap of lists (`--max-limit`); the default in unit uses. */
  maxLimit?: number
}) {
  const now = deps.now ?? Date.now
  const { overlay, events, lock } = deps
  const maxLimit = deps.maxLimit ?? DEFAULT_MAX_LIMIT
  const customers = createCustomerService({ overlay, events, now, maxLimit })
  const intents = createIntentService({
    overlay,
    events,
    now,
    lock,
    receipts: createReceipts(deps.inbox, now),
    customerExists: customers.exists,
    maxLimit,
  })
  const checkout = createCheckoutService({ overlay, events, now, lock, intents, maxLimit })
  return { intents, customers, checkout }
}

export type PaymentServices = ReturnType<typeof createPaymentServices>
