import type { EventTransport } from '../port.ts'
import { type RedisClient, retryDelay, untimedDuplicate } from './client.ts'

/** The one channel every instance publishes sandbox events on and listens to. */
export const EVENTS_CHANNEL = 'mp:events'
/** Chat typing and presence: ephemeral, so kept off the events' channel (and SSE, webhooks). */
export const CHAT_SIGNALS_CHANNEL = 'mp:chat-signals'

/**
 * Events across instances (docs/contract/events-and-webhooks.md#across-instances) through Redis
 * pub/sub: one channel, every instance hears every event and hands it to its own subscribers of
 * that sandbox. Pub/sub is fire-and-forget, as the events are: an instance that is away misses what
 * happened meanwhile, and a client's `Last-Event-ID` replays what its instance heard.
 */
export function redisEventTransport<E>(
  client: RedisClient,
  channel = EVENTS_CHANNEL,
): EventTransport<E> {
  // Without the command timeout: a subscribe whose reply came late (the event loop busy while the
  // service starts) timed out, and left ioredis taking the channel's messages for no one's.
  const subscriber = untimedDuplicate(client)
  let deliver: ((identity: string, event: E) => void) | undefined
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel || !deliver) return
    let parsed: { identity?: unknown; event?: E }
    try {
      parsed = JSON.parse(message)
    } catch {
      return
    }
    if (typeof parsed.identity === 'string' && parsed.event) deliver(parsed.identity, parsed.event)
  })
  // A lost connection resubscribes by itself (ioredis's autoResubscribe); errors are logged by
  // the store's own client, and this one must not crash the process with an unhandled event.
  subscriber.on('error', () => {})
  // Until Redis confirms the subscription this instance is deaf, so `start` waits for it. One that
  // failed (Redis away) is tried again here until it holds or the transport closes: ioredis redoes,
  // after a reconnection, only the subscriptions it holds.
  let retry: NodeJS.Timeout | undefined
  const subscribe = async (attempt: number): Promise<void> => {
    try {
      await subscriber.subscribe(channel)
    } catch {
      if (!deliver) return
      retry = setTimeout(() => void subscribe(attempt + 1), retryDelay(attempt))
      retry.unref()
    }
  }
  return {
    publish(identity, event) {
      client.publish(channel, JSON.stringify({ identity, event })).catch(() => {})
    },
    start(d) {
      deliver = d
      return subscribe(1)
    },
    async close() {
      deliver = undefined
      clearTimeout(retry)
      subscriber.disconnect()
    },
  }
}
