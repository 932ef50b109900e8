import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import { quoted, validationFailed } from '../../domain/errors.ts'
import { renderAvatar } from '../../svg/avatar.ts'
import { renderThumbnail } from '../../svg/thumbnail.ts'
import {
  AvatarQuery,
  IMAGE_DEFAULTS,
  IMAGE_DOCS,
  ImageParams,
  seedOf,
  ThumbnailQuery,
} from './schemas.ts'

/**
 * The same URL always yields the same bytes, so caches may keep them for good
 * (docs/contract/avatars-and-thumbnails.md#responses). Sent here, so the handlers return nothing
 * (their schema types a returned body as the SVG text).
 */
function sendSvg(reply: FastifyReply, svg: string): void {
  reply
    .type('image/svg+xml; charset=utf-8')
    .headers({
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    })
    .send(svg)
}

const RASTER = /\.(png|jpe?g|gif|webp|avif|bmp|ico)$/i

/** The seed of the path's file; a raster extension is refused rather than drawn as SVG. */
function seedIn(file: string): string {
  if (RASTER.test(file))
    throw validationFailed([
      {
        field: 'file',
        message: `must be <seed>.svg or <seed>: only SVG is drawn, got ${quoted(file)}`,
      },
    ])
  return seedOf(file)
}

/** `/api/v1/avatars/{seed}.svg` and `/api/v1/thumbnails/{seed}.svg` (`.svg` optional). */
const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['images']

  app.get(
    '/avatars/:file',
    { schema: { tags, params: ImageParams, querystring: AvatarQuery, ...IMAGE_DOCS.avatar } },
    (req, reply) => {
      const rounded = req.query.rounded === 'true' || req.query.rounded === '1'
      const size = req.query.size ?? IMAGE_DEFAULTS.size
      sendSvg(reply, renderAvatar(seedIn(req.params.file), { size, rounded }))
    },
  )

  app.get(
    '/thumbnails/:file',
    { schema: { tags, params: ImageParams, querystring: ThumbnailQuery, ...IMAGE_DOCS.thumbnail } },
    (req, reply) => {
      const seed = seedIn(req.params.file)
      const { width = IMAGE_DEFAULTS.width, height = IMAGE_DEFAULTS.height, text } = req.query
      const subtitle = req.query.subtitle ?? req.query.desc ?? req.query.description
      sendSvg(reply, renderThumbnail(seed, { width, height, text: text ?? seed, subtitle }))
    },
  )
}

export default imageRoutes
