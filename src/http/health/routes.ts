import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ProblemError } from '../../domain/errors.ts'
import { HEALTH_DOCS } from './schemas.ts'

/**
 * Liveness (`/health`, also under /api/v1) and readiness (`/ready`),
 * docs/contract/addresses-and-identity.md#health-readiness-and-metrics.
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const started = Date.now()

  const health = async () => {
    const t0 = performance.now()
    let connected = true
    let activeSessions: number | null = null
    try {
      activeSessions = (await app.store.stats()).identities
    } catch {
      connected = false
    }
    return {
      status: 'ok' as const,
      timestamp: new Date().toISOString(),
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
      database: { connected, latencyMs: Math.round((performance.now() - t0) * 100) / 100 },
      activeSessions,
    }
  }
  app.get('/health', { schema: HEALTH_DOCS.health }, health)
  app.get('/api/v1/health', { schema: HEALTH_DOCS.health }, health)

  app.get('/ready', { schema: HEALTH_DOCS.ready }, async () => {
    try {
      await app.store.ping()
    } catch {
      throw new ProblemError({
        code: 'STORE_UNAVAILABLE',
        detail: 'The data store is not answering',
      })
    }
    return { status: 'ready' as const, store: app.store.kind }
  })
}

export default healthRoutes
