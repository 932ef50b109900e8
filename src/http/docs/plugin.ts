import type { FastifyInstance } from 'fastify'

/** The OpenAPI document at /api/v1/openapi.json and the interactive reference at /docs. */
export default async function docsPlugin(app: FastifyInstance) {
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}
