import cookie from '@fastify/cookie'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { identityFromCookie, identityFromName, mintIdentity } from '../../domain/identity.ts'

export const IDENTITY_COOKIE = 'pg_identity'
const ONE_YEAR_S = 31_536_000

declare module 'fastify' {
  interface FastifyRequest {
    /** The sandbox this request reads and writes (SPEC §2). */
    identity: string
  }
}

const single = (v: unknown) => (typeof v === 'string' ? v : undefined)

/**
 * Names every request's sandbox: the `X-Playground-Identity` (or `X-PG-Identity`) header, then
 * the `_sandbox` query parameter, then the `pg_identity` cookie; a request with none gets a new
 * identity and the cookie that keeps it. Minting stores nothing: reads never create state.
 */
async function identityPlugin(app: FastifyInstance, opts: { crossSite: boolean }) {
  await app.register(cookie)
  app.decorateRequest('identity', '')
  app.addHook('onRequest', (req, reply, done) => {
    const headers = req.headers
    const named =
      identityFromName(single(headers['x-playground-identity'] ?? headers['x-pg-identity'])) ??
      identityFromName(single((req.query as Record<string, unknown> | undefined)?._sandbox))
    let identity = named ?? identityFromCookie(req.cookies[IDENTITY_COOKIE])
    if (!identity) {
      identity = mintIdentity()
      reply.setCookie(IDENTITY_COOKIE, identity, {
        path: '/',
        maxAge: ONE_YEAR_S,
        httpOnly: true,
        sameSite: opts.crossSite ? 'none' : 'lax',
        secure: opts.crossSite,
        // Browsers that block third-party cookies still keep a partitioned one (CHIPS).
        partitioned: opts.crossSite,
      })
    }
    req.identity = identity
    reply.header('x-playground-identity', identity)
    done()
  })
}

export default fp(identityPlugin, { name: 'identity' })
