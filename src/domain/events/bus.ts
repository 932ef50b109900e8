import { randomUUID } from 'node:crypto'
import type { EventTransport as Transport } from '../../store/port.ts'

/**
 * One change of a sandbox, as every listener sees it (docs/contract/events-and-webhooks.md#events).
 */
export interface SandboxEvent {
  /** `evt_<uuid>`; also the SSE `id:` a client resumes from. */
  id: string
  /** `post.created`, `custom.products.deleted`, `session.reset`, `auth.login`, … */
  type: string
  /** `posts`, `custom/products`, `session`, `auth`, `inbox`, … */
  resource: string
  /** `created`, `updated`, `deleted`, `reset`, `imported`, `login`, … */
  action: string
  recordId: string | number | null
  data: unknown
  timestamp: string
}

export type EventInput = Pick<SandboxEvent, 'type' | 'resource' | 'action'> &
  Partial<Pick<SandboxEvent, 'recordId' | 'data'>>

export type EventListener = (event: SandboxEvent) => void

/**
 * Events a sandbox keeps for `Last-Event-ID` replay, and for how long
 * (docs/contract/events-and-webhooks.md#server-sent-events).
 */
export const REPLAY_EVENTS = 100
export const REPLAY_MS = 10 * 60 * 1000
/** Sandboxes whose recent events one instance keeps; past it, the least recently active go. */
export const REPLAY_SANDBOXES = 1000

/**
 * How events travel between instances: in-process, `publish` hands the event straight back to
 * `deliver`; on Redis it goes through pub/sub, and every instance's `deliver` gets every event.
 */
export type EventTransport = Transport<SandboxEvent>

export const localTransport = (): EventTransport => {
  let deliver: ((identity: string, event: SandboxEvent) => void) | undefined
  return {
    publish: (identity, event) => queueMicrotask(() => deliver?.(identity, event)),
    async start(d) {
      deliver = d
    },
    async close() {
      deliver = undefined
    },
  }
}

/**
 * The one event bus (docs/contract/events-and-webhooks.md#events). Services `emit` after a change
 * is stored; the sandbox's subscribers (SSE streams, GraphQL subscriptions, chat sockets) hear it
 * on every instance, and `onEmitted` listeners (the webhook queue) hear what this instance caused,
 * once.
 */
export function createEventBus(transport: EventTransport = localTransport(), now = Date.now) {
  const listeners = new Map<string, Set<EventListener>>()
  const emitted = new Set<(identity: string, event: SandboxEvent) => void>()
  // Insertion order is recency: a sandbox's buffer is moved to the end when it gets an event.
  const recent = new Map<string, SandboxEvent[]>()
  // When each sandbox last had a listener: only those within the replay window keep events, so
  // the writes of sandboxes nobody listens to cost no memory here.
  const listenedAt = new Map<string, number>()
  const watched = (identity: string) => {
    if (listeners.has(identity)) return true
    const at = listenedAt.get(identity)
    if (at === undefined) return false
    if (now() - at < REPLAY_MS) return true
    listenedAt.delete(identity)
    recent.delete(identity)
    return false
  }

  function keep(identity: string, event: SandboxEvent) {
    const buffer = recent.get(identity) ?? []
    recent.delete(identity)
    buffer.push(event)
    const oldest = now() - REPLAY_MS
    let drop = Math.max(0, buffer.length - REPLAY_EVENTS)
    while (drop < buffer.length && Date.parse(buffer[drop]?.timestamp ?? '') < oldest) drop++
    if (drop > 0) buffer.splice(0, drop)
    recent.set(identity, buffer)
    if (recent.size > REPLAY_SANDBOXES) {
      const first = recent.keys().next().value
      if (first !== undefined) recent.delete(first)
    }
  }

  const listening = transport.start((identity, event) => {
    if (watched(identity)) keep(identity, event)
    const set = listeners.get(identity)
    if (!set) return
    for (const listener of set) {
      // A listener that throws (a socket gone mid-write) must not keep the others from hearing.
      try {
        listener(event)
      } catch {}
    }
  })

  return {
    emit(identity: string, input: EventInput): SandboxEvent {
      const event: SandboxEvent = {
        id: `evt_${randomUUID()}`,
        type: input.type,
        resource: input.resource,
        action: input.action,
        recordId: input.recordId ?? null,
        data: input.data ?? null,
        timestamp: new Date(now()).toISOString(),
      }
      transport.publish(identity, event)
      for (const listener of emitted) {
        try {
          listener(identity, event)
        } catch {}
      }
      return event
    },

    /** Hears the sandbox's events from now on; returns the unsubscribe. */
    subscribe(identity: string, listener: EventListener): () => void {
      let set = listeners.get(identity)
      if (!set) {
        set = new Set()
        listeners.set(identity, set)
      }
      set.add(listener)
      listenedAt.delete(identity)
      listenedAt.set(identity, now())
      if (listenedAt.size > REPLAY_SANDBOXES) {
        const first = listenedAt.keys().next().value
        if (first !== undefined && first !== identity) listenedAt.delete(first)
      }
      return () => {
        set.delete(listener)
        if (set.size === 0 && listeners.get(identity) === set) listeners.delete(identity)
        listenedAt.set(identity, now())
      }
    },

    /** How many listeners a sandbox has on this instance. */
    listenerCount: (identity: string) => listeners.get(identity)?.size ?? 0,

    /**
     * The sandbox's events after `lastEventId`, oldest first, from this instance's buffer (the
     * last 100, 10 minutes, kept while the sandbox had a listener in the last 10 minutes);
     * undefined when the id is not in it any more.
     */
    since(identity: string, lastEventId: string): SandboxEvent[] | undefined {
      const buffer = recent.get(identity) ?? []
      const oldest = now() - REPLAY_MS
      const at = buffer.findIndex((e) => e.id === lastEventId)
      if (at === -1) return undefined
      return buffer.slice(at + 1).filter((e) => Date.parse(e.timestamp) >= oldest)
    },

    /** Hears every event this instance causes, in any sandbox (the webhook queue). */
    onEmitted(listener: (identity: string, event: SandboxEvent) => void): () => void {
      emitted.add(listener)
      return () => emitted.delete(listener)
    },

    /**
     * Resolves once this instance hears what the others publish: an instance that took requests
     * before would miss the events and chat signals of its first moments.
     */
    ready: () => listening,

    close: () => transport.close(),
  }
}

export type EventBus = ReturnType<typeof createEventBus>
