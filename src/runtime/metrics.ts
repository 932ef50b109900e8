import { collectDefaultMetrics, Gauge, Registry } from 'prom-client'
import type { Overlay, Store } from '../store/port.ts'
import { createFastHistogram } from './fast-histogram.ts'

/**
 * Prometheus metrics of one app: its own registry (tests build many apps in one process),
 * request counts and latencies by route and status, store latency by operation, and the number
 * of sandboxes stored, read from the store when scraped.
 */
export function createMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'mock_playground_' })
  const latency = createFastHistogram({
    registry,
    name: 'mock_playground_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    counter: {
      name: 'mock_playground_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
    },
  })
  const storeLatency = createFastHistogram({
    registry,
    name: 'mock_playground_store_operation_duration_seconds',
    help: 'Time a store operation took, by operation; failed operations are labelled ok="false"',
    labelNames: ['operation', 'ok'],
    buckets: [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5],
  })
  let sandboxes: () => Promise<number> = async () => 0
  new Gauge({
    name: 'mock_playground_sandboxes_stored',
    help: 'Identities with stored state',
    registers: [registry],
    async collect() {
      try {
        this.set(await sandboxes())
      } catch {
        // The store is away: the gauge keeps its last value; the request metrics show the 503s.
      }
    },
  })

  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      latency(seconds, method, route, String(status))
    },
    /** `observeRequest` of one method, route and status, bound once (the front door's). */
    requestObserver(method: string, route: string, status: number): (seconds: number) => void {
      return latency.bound(method, route, String(status))
    },
    /** The same store, its overlay operations timed. */
    instrument(store: Store): Store {
      sandboxes = async () => (await store.stats()).identities
      const timed = Object.fromEntries(
        Object.entries(store.overlay).map(([operation, fn]) => [
          operation,
          (...args: unknown[]) => {
            const started = performance.now()
            const result = (fn as (...a: unknown[]) => Promise<unknown>).apply(store.overlay, args)
            // Timed on a side branch: the caller awaits the store's own promise, not one more.
            result.then(
              () => storeLatency((performance.now() - started) / 1000, operation, 'true'),
              () => storeLatency((performance.now() - started) / 1000, operation, 'false'),
            )
            return result
          },
        ]),
      ) as unknown as Overlay
      return Object.assign(Object.create(store) as Store, { overlay: timed })
    },
  }
}

export type Metrics = ReturnType<typeof createMetrics>
