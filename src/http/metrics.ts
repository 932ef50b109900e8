import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Overlay, Store } from '../store/port.ts'

/**
 * Prometheus metrics of one app: its own registry (tests build many apps in one process),
 * request counts and latencies by route and status, store latency by operation, and the number
 * of sandboxes stored, read from the store when scraped.
 */
export function createMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'mock_playground_' })
  const requests = new Counter({
    name: 'mock_playground_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'mock_playground_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  })
  const storeLatency = new Histogram({
    name: 'mock_playground_store_operation_duration_seconds',
    help: 'Time a store operation took, by operation; failed operations are labelled ok="false"',
    labelNames: ['operation', 'ok'] as const,
    buckets: [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5],
    registers: [registry],
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
      const labels = { method, route, status: String(status) }
      requests.inc(labels)
      latency.observe(labels, seconds)
    },
    /** The same store, its overlay operations timed. */
    instrument(store: Store): Store {
      sandboxes = async () => (await store.stats()).identities
      const timed = Object.fromEntries(
        Object.entries(store.overlay).map(([operation, fn]) => [
          operation,
          async (...args: unknown[]) => {
            const end = storeLatency.startTimer({ operation })
            try {
              const result = await (fn as (...a: unknown[]) => Promise<unknown>).apply(store.overlay, args)
              end({ ok: 'true' })
              return result
            } catch (err) {
              end({ ok: 'false' })
              throw err
            }
          },
        ]),
      ) as unknown as Overlay
      return Object.assign(Object.create(store) as Store, { overlay: timed })
    },
  }
}

export type Metrics = ReturnType<typeof createMetrics>
