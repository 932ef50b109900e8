import type { SandboxEvent } from './bus.ts'

/**
 * The fields a Stripe-style receiver reads, which an SSE event and a webhook delivery carry
 * beside their own (docs/contract/events-and-webhooks.md#envelope): `object` says what the JSON
 * is, `type` what happened, `created` when, in Unix seconds.
 */
export interface EventEnvelope {
  object: 'event'
  type: string
  created: number
}

/**
 * The envelope of an event of `type` that happened at `timestamp` (ISO 8601). `created` is that
 * same instant, whole seconds rounded down, so a receiver's two clocks never disagree.
 */
export function envelope(type: string, timestamp: string): EventEnvelope {
  return { object: 'event', type, created: Math.floor(Date.parse(timestamp) / 1000) }
}

/** An event as the SSE stream sends it: every field of the event, then the envelope's. */
export const streamed = (event: SandboxEvent) => ({
  ...event,
  ...envelope(event.type, event.timestamp),
})
