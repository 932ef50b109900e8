import type { Store } from '../store/port.ts'
import type { RuntimeLog } from './log-relay.ts'

/**
 * How often expired sandboxes are deleted: a quarter of the TTL, from once a second to once an
 * hour. Reads already ignore an expired sandbox; the sweep only frees its space.
 */
export const sweepEveryMs = (ttlMs: number) =>
  Math.min(3_600_000, Math.max(1000, Math.floor(ttlMs / 4)))

/** Deletes the sandboxes idle for longer than `ttlMs`: once when started, then periodically. */
export function createSweeper(store: Store, ttlMs: number, log: RuntimeLog) {
  let timer: NodeJS.Timeout | undefined
  const sweep = () =>
    store.expire(Date.now() - ttlMs).catch((err) => log.warn({ err }, 'sandbox expiry failed'))
  return {
    start() {
      void sweep()
      timer = setInterval(sweep, sweepEveryMs(ttlMs)).unref()
    },
    stop: () => clearInterval(timer),
  }
}
