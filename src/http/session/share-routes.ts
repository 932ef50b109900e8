import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { notFound, ProblemError, quoted, validationFailed } from '../../domain/errors.ts'
import { isUuid } from '../../domain/identity.ts'
import { SHARE_TOKEN_FORMAT } from '../../domain/share-tokens.ts'
import { shownIdentity } from '../plugins/identity.ts'
import { QrQuery, SHARE_DOCS, ShareBody, ShareParams } from './share-schemas.ts'

const badQrToken = (value: string) =>
  new ProblemError({
    code: 'INVALID_SANDBOX_TOKEN',
    detail: `Query parameter token ${quoted(value)} is not a live share link (its signature does not verify, or the link was revoked): expected ${SHARE_TOKEN_FORMAT}`,
    errors: [{ field: 'token', message: 'is not a live share link (bad signature, or revoked)' }],
  })

/**
 * `/api/v1/session/share`, its QR code, and `/api/v1/session/stats`
 * (docs/contract/session.md#share-links).
 */
const shareRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { shareTokens } = app
  const { session } = app.services
  const tags = ['session']
  const now = () => Date.now()

  // PUBLIC_URL when set, else the request's own origin as origin.ts vets it.
  const linksOf = (origin: string, token: string) => {
    const base = origin.replace(/\/+$/, '')
    const encoded = encodeURIComponent(token)
    return {
      shareUrl: `${base}/?_sandbox=${encoded}`,
      qrSvgUrl: `${base}/api/v1/session/share/qr.svg?token=${encoded}`,
    }
  }

  app.post('/share', { schema: { tags, body: ShareBody, ...SHARE_DOCS.share } }, async (req) => {
    const mode = req.body?.mode ?? 'read'
    const { token, linkId } = await shareTokens.sign(req.identity, mode)
    return {
      id: linkId,
      identityId: shownIdentity(req),
      signedToken: token,
      ...linksOf(app.originOf(req), token),
      mode,
      createdAt: new Date(now()).toISOString(),
    }
  })

  app.get(
    '/share/qr.svg',
    { schema: { tags, querystring: QrQuery, ...SHARE_DOCS.qr } },
    async (req, reply) => {
      const { token } = req.query
      if (!(await shareTokens.open(token))) throw badQrToken(token)
      // Loaded by the first QR code asked for, not at every start.
      const { default: QRCode } = await import('qrcode')
      const svg = await QRCode.toString(linksOf(app.originOf(req), token).shareUrl, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
      })
      // The avatars' safe-SVG headers; never cached, as the picture opens a sandbox.
      return reply
        .type('image/svg+xml; charset=utf-8')
        .headers({
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        })
        .send(svg)
    },
  )

  app.delete(
    '/share/:id',
    { schema: { tags, params: ShareParams, ...SHARE_DOCS.revoke } },
    async (req) => {
      const { id } = req.params
      if (!isUuid(id)) {
        throw validationFailed([
          {
            field: 'id',
            message: `must be a share link's id (a UUID, the \`id\` POST /api/v1/session/share answered), got ${quoted(id.slice(0, 80))}`,
          },
        ])
      }
      if (!(await shareTokens.revoke(req.identity, id))) throw notFound(`Share link ${quoted(id)}`)
      return { message: `Share link ${id} revoked`, id }
    },
  )

  app.get('/stats', { schema: { tags, ...SHARE_DOCS.stats } }, async (req) => {
    const stats = await session.stats(req.identity)
    return { ...stats, identity: { ...stats.identity, id: shownIdentity(req) } }
  })
}

export default shareRoutes
