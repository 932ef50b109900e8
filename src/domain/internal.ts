import type { Item, Overlay } from '../store/port.ts'

/**
 * Overlay namespaces the API never lists: they start with `~`, which no resource or collection
 * name can. They live and die with the sandbox, so a reset revokes every refresh token and
 * forgets every password, session profile and network profile, and empties the mock inbox and
 * the chat.
 */
export const INTERNAL = {
  refreshTokens: '~refresh',
  families: '~families',
  resetTokens: '~reset-tokens',
  otp: '~otp',
  /** A prefix: the wrong tries of one code live under `~otp-tries/<attempt>`. */
  otpTries: '~otp-tries/',
  credentials: '~credentials',
  profiles: '~profiles',
  network: '~network',
  inbox: '~inbox',
  webhooks: '~webhooks',
  /** The delivery log of the sandbox's webhooks, the last 50. */
  webhookDeliveries: '~webhook-deliveries',
  /** When the sandbox's last test pings and redeliveries were asked for (the last minute's). */
  webhookManual: '~webhook-manual',
  chat: '~chat',
  /** The sandbox's live share links (their ids and modes): a reset revokes them all. */
  shareLinks: '~share-links',
  /**
   * Payments (docs/contract/payments.md): intents, refunds, customers and checkout sessions of the
   * sandbox.
   */
  paymentIntents: '~payment-intents',
  refunds: '~refunds',
  customers: '~customers',
  checkoutSessions: '~checkout-sessions',
  /** Uploaded files' records (their bytes are the store's blobs). */
  uploads: '~uploads',
} as const

export const isInternal = (resource: string) => resource.startsWith('~')

/**
 * Stores `item` in an internal namespace that keeps the newest `cap` entries: when full, the
 * oldest goes first (`evicted` hears it, to drop what hangs off it) and the create is tried once
 * more. Refresh tokens, token families, reset tokens and one-time codes are kept this way.
 */
export async function keepNewest(
  overlay: Overlay,
  identity: string,
  resource: string,
  item: Item & { id: string },
  cap: number,
  evicted?: (oldest: Readonly<Item>) => Promise<unknown>,
): Promise<void> {
  if (await overlay.create(identity, resource, item, cap)) return
  const [oldest] = await overlay.entries(identity, resource)
  if (oldest) {
    if (oldest.item && evicted) await evicted(oldest.item)
    await overlay.drop(identity, resource, oldest.id)
  }
  await overlay.create(identity, resource, item, cap)
}
