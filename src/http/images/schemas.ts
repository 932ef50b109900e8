import { Type } from 'typebox'
import { API_PROBLEMS, problems } from '../common/schemas.ts'

/** The query defaults; Ajv fills them in (`useDefaults`), the handlers name them for the type. */
export const IMAGE_DEFAULTS = { size: 128, width: 600, height: 400 } as const

/** `<seed>.svg`, or the seed alone as the original documents it; up to 200 characters decoded. */
export const ImageParams = Type.Object({
  file: Type.String({
    pattern: '^(?:[\\s\\S]{1,200}\\.svg|[\\s\\S]{1,200})$',
    description:
      "`<seed>.svg`, or the seed alone (`Bret`, the original's path): any seed of up to 200 characters, such as a username",
  }),
})

/** The seed of `Bret.svg` or `Bret`. */
export const seedOf = (file: string) =>
  file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : file

export const AvatarQuery = Type.Object(
  {
    size: Type.Optional(
      Type.Integer({
        minimum: 16,
        maximum: 1024,
        default: IMAGE_DEFAULTS.size,
        description: 'Width and height in pixels',
      }),
    ),
    rounded: Type.Optional(
      Type.Union(
        [Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0')],
        {
          default: 'true',
          description: 'A circle (default), or a rounded square when false',
        },
      ),
    ),
  },
  { additionalProperties: true },
)

const subtitle = (description: string) =>
  Type.Optional(Type.String({ minLength: 1, maxLength: 200, description }))

export const ThumbnailQuery = Type.Object(
  {
    width: Type.Optional(
      Type.Integer({
        minimum: 16,
        maximum: 4096,
        default: IMAGE_DEFAULTS.width,
        description: 'Pixels',
      }),
    ),
    height: Type.Optional(
      Type.Integer({
        minimum: 16,
        maximum: 4096,
        default: IMAGE_DEFAULTS.height,
        description: 'Pixels',
      }),
    ),
    text: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'The caption (default: the seed), wrapped and ellipsised to fit',
      }),
    ),
    subtitle: subtitle('A second, smaller line under the caption, ellipsised to one line'),
    desc: subtitle("Same as subtitle (the original's name); subtitle wins when both are sent"),
    description: subtitle("Same as subtitle (the original's name); subtitle and desc win"),
  },
  { additionalProperties: true },
)

const svg = (description: string) => ({
  description,
  headers: {
    'Cache-Control': { type: 'string', description: '`public, max-age=31536000, immutable`' },
    ETag: { type: 'string' },
  },
  content: { 'image/svg+xml': { schema: Type.String({ description: 'An SVG document' }) } },
})

const SAME_BYTES = 'The same URL always yields the same bytes, so caches may keep it for good.'

export const IMAGE_DOCS = {
  avatar: {
    summary: 'An avatar with initials',
    description: `Initials of the seed on a colour derived from it (\`Bret\` → BR, \`sarah_connor\` → SC). ${SAME_BYTES}`,
    response: { 200: svg('The avatar'), ...problems(400, ...API_PROBLEMS) },
  },
  thumbnail: {
    summary: 'A placeholder thumbnail',
    description: `A placeholder image with a caption, colours derived from the seed. ${SAME_BYTES}`,
    response: { 200: svg('The thumbnail'), ...problems(400, ...API_PROBLEMS) },
  },
}
