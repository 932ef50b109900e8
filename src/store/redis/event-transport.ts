import type { EventTransport, SandboxEvent } from '../../domain/events/bus.ts'
import type { RedisClient } from './redis-store.ts'

/** The one channel every instance publishes sandbox events on and listens to. */
export const EVENTS_CHANNEL = 'mp:events'

/**
 * Events across instances (SPEC §17) through Redis pub/sub: one channel, every instance hears
 * every event and hands it to its own subscribers of that sandbox. Pub/sub is fire-and-forget,
 * as the events are: an instance that is away misses what happened meanwhile, and a client's
 * `Last-Event-ID` replays what its instance heard.
 */
export function redisEventTransport(client: RedisClient): EventTransport {
  const subscriber = client.duplicate()
  let deliver: ((identity: string, event: SandboxEvent) => void) | undefined
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== EVENTS_CHANNEL || !deliver) return
    let parsed: { identity?: unknown; event?: SandboxEvent }
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
  return {
    publish(identity, event) {
      client.publish(EVENTS_CHANNEL, JSON.stringify({ identity, event })).catch(() => {})
    },
    start(d) {
      deliver = d
      subscriber.subscribe(EVENTS_CHANNEL).catch(() => {})
    },
    async close() {
      deliver = undefined
      subscriber.disconnect()
    },
  }
}
