import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** A caller's own `X-Request-Id` is kept when it is safe to echo; otherwise one is made. */
export function genReqId(req: IncomingMessage): string {
  const given = req.headers['x-request-id']
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID()
}

async function requestIdPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id)
    done()
  })
}

export default fp(requestIdPlugin, { name: 'request-id' })
