import type { FastifyInstance, FastifyReply } from 'fastify'
import { renderAvatar } from '../../../svg/avatar.ts'
import { renderThumbnail } from '../../../svg/thumbnail.ts'
import { AvatarQuery, IMAGE_DOCS, ImageParams, ThumbnailQuery } from './schemas.ts'

type File = { Params: { file: string } }

/** The same URL always yields the same bytes, so caches may keep them for good (SPEC §8). */
function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .type('image/svg+xml; charset=utf-8')
    .headers({
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    })
    .send(svg)
}

const seedOf = (file: string) => file.slice(0, -'.svg'.length)

/** `/api/v1/avatars/{seed}.svg` and `/api/v1/thumbnails/{seed}.svg`. */
export default async function imageRoutes(app: FastifyInstance) {
  const tags = ['images']

  app.get<File & { Querystring: { size: number; rounded: string } }>(
    '/avatars/:file',
    { schema: { tags, params: ImageParams, querystring: AvatarQuery, ...IMAGE_DOCS.avatar } },
    (req, reply) => {
      const rounded = req.query.rounded === 'true' || req.query.rounded === '1'
      return sendSvg(
        reply,
        renderAvatar(seedOf(req.params.file), { size: req.query.size, rounded }),
      )
    },
  )

  app.get<File & { Querystring: { width: number; height: number; text?: string } }>(
    '/thumbnails/:file',
    { schema: { tags, params: ImageParams, querystring: ThumbnailQuery, ...IMAGE_DOCS.thumbnail } },
    (req, reply) => {
      const seed = seedOf(req.params.file)
      const { width, height, text } = req.query
      return sendSvg(reply, renderThumbnail(seed, { width, height, text: text ?? seed }))
    },
  )
}
