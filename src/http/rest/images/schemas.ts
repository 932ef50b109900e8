import { Type } from 'typebox'

/** `<seed>.svg`; the seed is up to 200 characters once decoded. */
export const ImageParams = Type.Object({
  file: Type.String({ pattern: '^[\\s\\S]{1,200}\\.svg$', description: '<seed>.svg' }),
})

export const AvatarQuery = Type.Object(
  {
    size: Type.Optional(Type.Integer({ minimum: 16, maximum: 1024, default: 128 })),
    rounded: Type.Optional(
      Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0')], {
        default: 'true',
      }),
    ),
  },
  { additionalProperties: true },
)

export const ThumbnailQuery = Type.Object(
  {
    width: Type.Optional(Type.Integer({ minimum: 16, maximum: 4096, default: 600 })),
    height: Type.Optional(Type.Integer({ minimum: 16, maximum: 4096, default: 400 })),
    text: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: true },
)
