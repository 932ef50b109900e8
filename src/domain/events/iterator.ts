import type { EventBus, SandboxEvent } from './bus.ts'

/** Events one subscription may have waiting for its reader before it is dropped. */
export const MAX_QUEUED_EVENTS = 100

export interface EventIteratorOptions {
  /** Which events the subscriber wants; the rest never queue. */
  accept: (event: SandboxEvent) => boolean
  /** Called once when the reader falls `max` events behind; the iterator has ended by then. */
  onOverflow: () => void
  max?: number
}

/**
 * A sandbox's events as an async iterator (a GraphQL subscription's source), subscribed to the
 * bus until `return()`. The queue is bounded: a reader that stops reading ends the iteration and
 * hears `onOverflow`, rather than holding events without limit.
 */
export function eventIterator(
  bus: Pick<EventBus, 'subscribe'>,
  identity: string,
  opts: EventIteratorOptions,
): AsyncIterableIterator<SandboxEvent> {
  const max = opts.max ?? MAX_QUEUED_EVENTS
  const queue: SandboxEvent[] = []
  let waiting: ((result: IteratorResult<SandboxEvent>) => void) | undefined
  let done = false

  const finish = (): IteratorResult<SandboxEvent> => {
    if (!done) {
      done = true
      unsubscribe()
      queue.length = 0
    }
    const resolve = waiting
    waiting = undefined
    resolve?.({ value: undefined, done: true })
    return { value: undefined, done: true }
  }

  const unsubscribe = bus.subscribe(identity, (event) => {
    if (done || !opts.accept(event)) return
    if (waiting) {
      const resolve = waiting
      waiting = undefined
      resolve({ value: event, done: false })
      return
    }
    queue.push(event)
    if (queue.length > max) {
      finish()
      opts.onOverflow()
    }
  })

  return {
    next() {
      const event = queue.shift()
      if (event) return Promise.resolve({ value: event, done: false })
      if (done) return Promise.resolve({ value: undefined, done: true })
      return new Promise((resolve) => {
        waiting = resolve
      })
    },
    return: () => Promise.resolve(finish()),
    throw: () => Promise.resolve(finish()),
    [Symbol.asyncIterator]() {
      return this
    },
  }
}
