import type { FastifyInstance } from 'fastify'

/** `/api/v1/session/*`: the caller's whole sandbox. */
export default async function sessionRoutes(app: FastifyInstance) {
  const { session } = app
  app.delete('/reset', { schema: { tags: ['session'] } }, (req) => session.reset(req.identity))
}
