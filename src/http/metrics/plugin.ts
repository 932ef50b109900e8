import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Metrics } from '../../runtime/metrics.ts'

/** Records every answer and serves `/metrics` in the Prometheus text format. */
async function metricsPlugin(app: FastifyInstance, opts: { metrics: Metrics }) {
  const { metrics } = opts
  // Callback-style hooks (here and in the other per-request plugins): an async hook costs a
  // promise and a microtask turn on every request, which the benchmark measured.
  app.addHook('onResponse', (req, reply, done) => {
    // The route pattern, never the raw URL: ids and seeds would make the label set unbounded.
    const route = req.routeOptions.url ?? '(no route)'
    metrics.observeRequest(req.method, route, reply.statusCode, reply.elapsedTime / 1000)
    done()
  })
  app.get('/metrics', { schema: { hide: true } }, async (_req, reply) => {
    reply.type(metrics.registry.contentType)
    return metrics.registry.metrics()
  })
}

export default fp(metricsPlugin, { name: 'metrics' })
