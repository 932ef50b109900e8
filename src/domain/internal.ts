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
  chat: '~chat',
} as const

export const isInternal = (resource: string) => resource.startsWith('~')
