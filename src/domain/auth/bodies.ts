import { type Static, Type } from 'typebox'

/**
 * What a login and a registration take, the same by every way in: the schema HTTP validates the
 * body with and GraphQL its arguments (http/validation/schema-check.ts), and the type the
 * service reads.
 */

const Login = Type.String({ minLength: 1, maxLength: 254 })
const Password = Type.String({ maxLength: 1024 })

const Lifetime = (description: string) =>
  Type.Optional(
    Type.Union([Type.Number(), Type.String({ maxLength: 16 })], {
      description: `${description} Seconds, or a duration such as \`30s\`, \`5m\`, \`2h\`, \`1d\`; −1 h … 30 d; negative issues an already expired token.`,
    }),
  )
/**
 * Body forms of the access token's lifetime (lifetimes.ts); `X-Simulate-JWT-Expiry` and
 * `_jwt_expiry` say the same and win over them.
 */
export const LIFETIMES = {
  token_ttl: Lifetime('Access-token lifetime.'),
  expiresIn: Lifetime('Access-token lifetime (as `token_ttl`).'),
  expires_in: Lifetime('Access-token lifetime (as `token_ttl`).'),
}

export const LoginBody = Type.Object(
  {
    username: Type.Optional(Login),
    email: Type.Optional(Login),
    password: Type.Optional(Password),
    ...LIFETIMES,
  },
  {
    anyOf: [{ required: ['username'] }, { required: ['email'] }],
    description:
      '`username` or `email` (case-insensitive); `password` matters only for users registered with one',
    examples: [{ username: 'Bret', password: 'anything' }],
  },
)
export type LoginBody = Static<typeof LoginBody>

export const RegisterBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 10_000 }),
    username: Login,
    email: Type.String({ minLength: 3, maxLength: 254, pattern: '@' }),
    password: Type.Optional(Password),
    ...LIFETIMES,
  },
  {
    description:
      'A password, when given, is kept as an scrypt hash and required at login from then on',
    examples: [
      { name: 'Ada Lovelace', username: 'ada', email: 'ada@example.com', password: 's3cret' },
    ],
  },
)
export type RegisterBody = Static<typeof RegisterBody>
