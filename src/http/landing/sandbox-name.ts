import type { FastifyRequest } from 'fastify'
import { identityOfName, isUuid } from '../../domain/identity.ts'

/**
 * The name a request picked its sandbox by (`ci-worker-3`), read as the identity plugin reads it:
 * the header first, then `_sandbox`. Undefined for a UUID, the cookie, a share link, or a name the
 * plugin ignored as malformed: then the page shows the identity alone. The result must name
 * `req.identity`, so a change in the plugin's precedence can only hide a name, never show a wrong one.
 */
export function sandboxNameOf(req: FastifyRequest): string | undefined {
  if (req.share) return undefined
  const headers = req.headers
  const param = (req.query as Record<string, unknown> | undefined)?._sandbox
  for (const value of [headers['x-playground-identity'] ?? headers['x-pg-identity'], param]) {
    if (typeof value !== 'string') continue
    const identity = identityOfName(value)
    if (identity === undefined) continue
    return identity === req.identity && !isUuid(value) ? value : undefined
  }
  return undefined
}
