import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { readAsset } from '../assets.ts'

const DOCS_PREFIX = '/docs'

/** The top bar's wordmark (inlined as a data URL by Swagger UI, so no request either). */
const LOGO = Buffer.from(readAsset('docs-logo.svg'))

/**
 * The OpenAPI document at /api/v1/openapi.json and the interactive reference at /docs.
 * Swagger UI is served from the npm package, never a CDN, and reads the very same document
 * (its `/docs/json` is `app.swagger()` as well).
 */
export default async function docsPlugin(app: FastifyInstance) {
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger())

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: {
      deepLinking: true,
      docExpansion: 'list',
      defaultModelsExpandDepth: 1,
      displayRequestDuration: true,
      persistAuthorization: true,
      tryItOutEnabled: true,
    },
    theme: { title: 'Mock Playground · API reference' },
    logo: { type: 'image/svg+xml', content: LOGO, href: '/', target: '_self' },
  })
}
