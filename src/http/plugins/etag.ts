import { hash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** The weak ETag of a body: what this plugin sets, and what a kept answer carries (kept-answers.ts). */
export const etagOf = (body: string | Buffer) => `W/"${hash('sha1', body, 'base64url')}"`

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
  app.addHook('onSend', (req, reply, payload, done) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || reply.statusCode !== 200)
      return done(null, payload)
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload)
    let etag = reply.getHeader('etag') as string | undefined
    if (!etag) {
      // One-shot hash: no Hash object per response.
      etag = etagOf(payload)
      reply.header('etag', etag)
    }
    const ifNoneMatch = req.headers['if-none-match']
    if (ifNoneMatch && matches(ifNoneMatch, etag)) {
      reply.code(304)
      // null, not '': a 304 must not claim a Content-Length of 0 (RFC 9110 §8.6).
      return done(null, null)
    }
    done(null, payload)
  })
}

export default fp(etagPlugin, { name: 'etag' })
