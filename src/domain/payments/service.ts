import type { Overlay } from '../../store/port.ts'
import type { EventBus } from '../events/bus.ts'
import type { InboxService } from '../inbox/service.ts'
import { createCheckoutService } from './checkout.ts'
import { createCustomerService } from './customers.ts'
import type { KeyedLock } from './ids.ts'
import { createIntentService } from './intents.ts'
import { createReceipts } from './receipt.ts'

/**
 * The test-mode card processor of a sandbox (SPEC §20): intents and refunds, customers and
 * checkout sessions. `lock` is shared by every set of services of the process, so that REST and
 * GraphQL take turns on one intent.
 */
export function createPaymentServices(deps: {
  overlay: Overlay
  events?: EventBus
  now?: () => number
  inbox: Pick<InboxService, 'deliver'>
  lock: KeyedLock
}) {
  const now = deps.now ?? Date.now
  const { overlay, events, lock } = deps
  const customers = createCustomerService({ overlay, events, now })
  const intents = createIntentService({
    overlay,
    events,
    now,
    lock,
    receipts: createReceipts(deps.inbox, now),
    customerExists: customers.exists,
  })
  const checkout = createCheckoutService({ overlay, events, now, lock, intents })
  return { intents, customers, checkout }
}

export type PaymentServices = ReturnType<typeof createPaymentServices>
