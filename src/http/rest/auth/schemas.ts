import { Type } from 'typebox'
import {
  API_PROBLEMS,
  IDEMPOTENCY_NOTE,
  jsonResponse,
  problems,
  ref,
  WRITE_PROBLEMS,
} from '../common-schemas.ts'

const Login = Type.String({ minLength: 1, maxLength: 254 })
const Password = Type.String({ maxLength: 1024 })

export const LoginBody = Type.Object(
  {
    username: Type.Optional(Login),
    email: Type.Optional(Login),
    password: Type.Optional(Password),
  },
  {
    anyOf: [{ required: ['username'] }, { required: ['email'] }],
    description:
      '`username` or `email` (case-insensitive); `password` matters only for users registered with one',
    examples: [{ username: 'Bret', password: 'anything' }],
  },
)

export const RegisterBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 10_000 }),
    username: Login,
    email: Type.String({ minLength: 3, maxLength: 254, pattern: '@' }),
    password: Type.Optional(Password),
  },
  {
    description:
      'A password, when given, is kept as an scrypt hash and required at login from then on',
    examples: [
      { name: 'Ada Lovelace', username: 'ada', email: 'ada@example.com', password: 's3cret' },
    ],
  },
)

export const RefreshBody = Type.Object(
  { refreshToken: Type.String({ minLength: 1, maxLength: 4096 }) },
  { examples: [{ refreshToken: '<refresh_token>' }] },
)

const TOKENS = {
  access_token: Type.String({
    description: 'JWT (HS256) for `Authorization: Bearer`; lives 900 s',
  }),
  refresh_token: Type.String({
    description: 'JWT for `POST /auth/refresh`; lives 7 days, usable once',
  }),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Seconds the access token lives (900)' }),
  expires_at: Type.String({ format: 'date-time', description: 'When the access token expires' }),
}

const EXAMPLE_TOKENS = {
  access_token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidHlwIjoiYWNjZXNzIn0.c2lnbmF0dXJl',
  refresh_token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidHlwIjoicmVmcmVzaCJ9.c2lnbmF0dXJl',
  token_type: 'Bearer',
  expires_in: 900,
  expires_at: '2025-01-01T12:15:00.000Z',
}

export const TokenPair = Type.Object(TOKENS, { examples: [EXAMPLE_TOKENS] })

export const AuthPayload = Type.Object(
  { ...TOKENS, user: Type.Unsafe<Record<string, unknown>>({ $ref: 'User#' }) },
  {
    description:
      '`user` is the user record as `/users` shows it, or, for a name no user has, a session profile (`id` `session-<name>`)',
    examples: [
      {
        ...EXAMPLE_TOKENS,
        user: { id: 1, name: 'Leanne Graham', username: 'Bret', email: 'Sincere@april.biz' },
      },
    ],
  },
)

export const LogoutResult = Type.Object(
  { message: Type.String() },
  { examples: [{ message: 'Logged out: the refresh token is revoked' }] },
)

const BAD_REFRESH =
  '`INVALID_TOKEN` (malformed, wrongly signed, not a refresh token, already used or revoked) or `TOKEN_EXPIRED`.'
const BODY = [413, 415] as const
const bearerAuth = [{ bearerAuth: [] }]

/** Summaries, descriptions and responses of the auth routes (SPEC §7). */
export const AUTH_DOCS = {
  login: {
    summary: 'Log in',
    description:
      'Any username or e-mail of a user in this sandbox logs in as that user, whatever the password, unless the user was registered here with a password. A name no user has logs in as a session profile. The tokens name this sandbox.',
    response: {
      200: jsonResponse('Tokens and the user', AuthPayload),
      ...problems(
        400,
        [
          401,
          '`INVALID_CREDENTIALS`: wrong password for a user registered with one, or a deleted user.',
        ],
        ...BODY,
        ...API_PROBLEMS,
      ),
    },
  },
  register: {
    summary: 'Register a user',
    description:
      'Creates a user in this sandbox (it counts toward the 30 created users) and logs in as it. The username and e-mail must be free in this sandbox.' +
      IDEMPOTENCY_NOTE,
    response: {
      200: jsonResponse('Tokens and the new user', AuthPayload),
      ...problems(
        400,
        403,
        [
          409,
          '`CONFLICT`: the username or e-mail is taken in this sandbox; `IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` was used for another request.',
        ],
        ...BODY,
        ...API_PROBLEMS,
        ...WRITE_PROBLEMS,
      ),
    },
  },
  refresh: {
    summary: 'Refresh the tokens',
    description:
      'Rotates: answers a new pair and revokes the refresh token sent, which is refused from then on.',
    response: {
      200: jsonResponse('A new token pair', TokenPair),
      ...problems(400, [401, BAD_REFRESH], ...BODY, ...API_PROBLEMS),
    },
  },
  logout: {
    summary: 'Log out',
    description: 'Revokes the refresh token sent.',
    response: {
      200: jsonResponse('The refresh token is revoked', LogoutResult),
      ...problems(400, [401, BAD_REFRESH], ...BODY, ...API_PROBLEMS),
    },
  },
  me: {
    summary: 'The current user',
    description:
      "The token's user as `/users` shows it in the token's sandbox (the token picks the sandbox, not the cookie), or its session profile.",
    security: bearerAuth,
    response: {
      200: jsonResponse('The user or session profile', ref('User')),
      ...problems(400, 401, ...API_PROBLEMS),
    },
  },
  updateMe: {
    summary: 'Update the current user',
    description:
      "A JSON merge patch under the users' PATCH rules, stored in the token's sandbox; `GET /auth/me` shows it from then on.",
    security: bearerAuth,
    consumes: ['application/json', 'application/merge-patch+json'],
    response: {
      200: jsonResponse('The user or session profile as patched', ref('User')),
      ...problems(400, 401, ...BODY, ...API_PROBLEMS),
    },
  },
}
