import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** True when an `If-None-Match` list names `etag` (weak comparison, RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare)
}

/**
 * ETag on successful GET and HEAD answers, and 304 when the caller already holds it. Weak,
 * because compression later changes the bytes but not the representation.
 */
async function etagPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || reply.statusCode !== 200) return payload
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
    let etag = reply.getHeader('etag') as string | undefined
    if (!etag) {
      etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`
      reply.header('etag', etag)
    }
    const ifNoneMatch = req.headers['if-none-match']
    if (ifNoneMatch && matches(ifNoneMatch, etag)) {
      reply.code(304)
      // null, not '': a 304 must not claim a Content-Length of 0 (RFC 9110 §8.6).
      return null
    }
    return payload
  })
}

export default fp(etagPlugin, { name: 'etag' })
