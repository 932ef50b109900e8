import type { FastifyInstance } from 'fastify'

/** The landing page at `/`. */
export default async function landingRoutes(_app: FastifyInstance) {}
