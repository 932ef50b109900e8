import { Type } from 'typebox'
import { LIFETIMES, LoginBody, RegisterBody } from '../../domain/auth/bodies.ts'
import { DEFAULT_CREATE_CAP } from '../../domain/limits.ts'
import {
  API_PROBLEMS,
  IDEMPOTENCY_NOTE,
  jsonResponse,
  problems,
  ref,
  WRITE_PROBLEMS,
} from '../common/schemas.ts'

export { LoginBody, RegisterBody }

const RefreshToken = Type.String({ minLength: 1, maxLength: 4096 })

export const RefreshBody = Type.Object(
  {
    refreshToken: Type.Optional(RefreshToken),
    refresh_token: Type.Optional(RefreshToken),
    ...LIFETIMES,
  },
  {
    anyOf: [{ required: ['refreshToken'] }, { required: ['refresh_token'] }],
    description: '`refreshToken`, or `refresh_token` as the login answer names it',
    examples: [{ refreshToken: '<refresh_token>' }],
  },
)

export const LogoutBody = Type.Object(
  { refreshToken: Type.Optional(RefreshToken), refresh_token: Type.Optional(RefreshToken) },
  {
    anyOf: [{ required: ['refreshToken'] }, { required: ['refresh_token'] }],
    description: '`refreshToken`, or `refresh_token` as the login answer names it',
    examples: [{ refreshToken: '<refresh_token>' }],
  },
)

const Email = Type.String({ minLength: 3, maxLength: 254, pattern: '@' })
const Phone = Type.String({
  minLength: 3,
  maxLength: 32,
  pattern: '^[+0-9 ()x.-]+$',
  description: 'Digits, with `+`, spaces, dots, dashes, parentheses or an `x` extension',
})

export const ForgotPasswordBody = Type.Object(
  { email: Email },
  { examples: [{ email: 'Sincere@april.biz' }] },
)

export const ResetPasswordBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 512, description: "The e-mail's `reset_token`" }),
    newPassword: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
    new_password: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
  },
  {
    anyOf: [{ required: ['newPassword'] }, { required: ['new_password'] }],
    description: '`newPassword`, or `new_password`',
    examples: [{ token: '<reset_token>', newPassword: 'n3w-secret' }],
  },
)

export const OtpRequestBody = Type.Object(
  { email: Type.Optional(Email), phone: Type.Optional(Phone) },
  {
    anyOf: [{ required: ['email'] }, { required: ['phone'] }],
    description: '`email` (the code comes as the `2fa-code` e-mail) or `phone` (as an SMS)',
    examples: [{ email: 'Sincere@april.biz' }],
  },
)

export const OtpVerifyBody = Type.Object(
  {
    email: Type.Optional(Email),
    phone: Type.Optional(Phone),
    code: Type.String({ pattern: '^[0-9]{6}$', description: 'The six digits of `otp_code`' }),
    ...LIFETIMES,
  },
  {
    anyOf: [{ required: ['email'] }, { required: ['phone'] }],
    examples: [{ email: 'Sincere@april.biz', code: '123456' }],
  },
)

export const MessageResult = Type.Object({ message: Type.String() })

export const OtpRequested = Type.Object(
  {
    message: Type.String(),
    channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
    expires_in: Type.Integer({ description: 'Seconds the code lives (300)' }),
  },
  {
    examples: [
      {
        message: 'A one-time code was sent to Sincere@april.biz: read it from GET /api/v1/inbox',
        channel: 'email',
        expires_in: 300,
      },
    ],
  },
)

const TOKENS = {
  access_token: Type.String({
    description:
      'JWT (HS256) for `Authorization: Bearer`; lives `--access-ttl` (900 s) unless the request asks otherwise (`X-Simulate-JWT-Expiry`, `_jwt_expiry`, `token_ttl`, `expiresIn`)',
  }),
  refresh_token: Type.String({
    description:
      'JWT for `POST /auth/refresh`; lives `--refresh-ttl` (7 days) unless `X-Simulate-Refresh-Expiry` / `_refresh_expiry` say otherwise; usable once: a second use revokes its whole family',
  }),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({
    description: 'Seconds the access token lives (900 by default; negative: already expired)',
  }),
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
  '`INVALID_TOKEN` (malformed, wrongly signed, not a refresh token, revoked by a sandbox reset), `TOKEN_EXPIRED`, `TOKEN_NOT_YET_VALID` (issued with a clock skew ahead), `REFRESH_TOKEN_REUSED` (already used: its whole family is revoked now) or `TOKEN_REVOKED` (its family was revoked).'
/** Where a caller shapes the tokens an answer issues (docs/contract/auth.md#token-lifetimes). */
/**
 * Register's description, naming the create cap: written with the default cap, and with the
 * server's in the document it serves (docs/openapi.ts).
 */
export const REGISTER_CAP_TEXT = (cap: number) =>
  `Creates a user in this sandbox (it counts toward the ${cap} created users) and logs in as it. The username and e-mail must be free in this sandbox.`

const LIFETIME_NOTE =
  ' The access token lives `--access-ttl` (900 s) unless the request asks another lifetime: `X-Simulate-JWT-Expiry`, `_jwt_expiry`, or body `token_ttl` / `expiresIn` / `expires_in` (`30`, `30s`, `5m`, `2h`, `1d`; −1 h … 30 d; negative issues an already expired token). `X-Simulate-Refresh-Expiry` / `_refresh_expiry` do the same for the refresh token, and `X-Simulate-Clock-Skew` / `_clock_skew` (±1 d) issue both as if our clock were off: a token from the future is 401 `TOKEN_NOT_YET_VALID` here.'
const BODY = [413, 415] as const
const bearerAuth = [{ bearerAuth: [] }]

/** Summaries, descriptions and responses of the auth routes (docs/contract/auth.md). */
export const AUTH_DOCS = {
  login: {
    summary: 'Log in',
    description:
      'Any username or e-mail of a user in this sandbox logs in as that user, whatever the password, unless the user was registered here with a password. A name no user has logs in as a session profile. The tokens name this sandbox and start a refresh family (`fid`).' +
      LIFETIME_NOTE,
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
    description: REGISTER_CAP_TEXT(DEFAULT_CREATE_CAP) + LIFETIME_NOTE + IDEMPOTENCY_NOTE,
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
      "Rotates inside the token's family: answers a new pair and spends the refresh token sent. Sent again, it is 401 `REFRESH_TOKEN_REUSED` and the whole family is revoked (its access tokens answer `TOKEN_REVOKED`); `X-Simulate-Token-Reuse: true` takes that path on purpose. `refresh_token` is accepted as well as `refreshToken`." +
      LIFETIME_NOTE,
    response: {
      200: jsonResponse('A new token pair', TokenPair),
      ...problems(400, [401, BAD_REFRESH], ...BODY, ...API_PROBLEMS),
    },
  },
  logout: {
    summary: 'Log out',
    description:
      'Revokes the refresh token sent and its family: the access tokens of this login answer `TOKEN_REVOKED` from then on.',
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
  forgotPassword: {
    summary: 'Ask for a password-reset e-mail',
    description:
      "Always 200 with the same message. When a user of this sandbox has that e-mail, a `password-reset` e-mail carrying a single-use `reset_token` (15 minutes) lands in this sandbox's mock inbox (`GET /api/v1/inbox`); nothing leaves the machine.",
    response: {
      200: jsonResponse('The same answer whether or not the e-mail is known', MessageResult),
      ...problems(400, ...BODY, ...API_PROBLEMS),
    },
  },
  resetPassword: {
    summary: 'Set a new password with a reset token',
    description:
      "Sets the password of the token's user (required at login from then on) and revokes every refresh family of that user, signing them out everywhere.",
    response: {
      200: jsonResponse('The password is set', MessageResult),
      ...problems(
        [400, '`INVALID_RESET_TOKEN`: wrong, used or expired token; or an invalid body.'],
        ...BODY,
        ...API_PROBLEMS,
      ),
    },
  },
  otpRequest: {
    summary: 'Send a one-time code',
    description:
      "Puts a six-digit `otp_code` in this sandbox's mock inbox: a `2fa-code` e-mail, or an SMS for `phone`. It lives 5 minutes and allows 5 wrong tries; a new request replaces it.",
    response: {
      200: jsonResponse('Where the code went', OtpRequested),
      ...problems(400, ...BODY, ...API_PROBLEMS),
    },
  },
  otpVerify: {
    summary: 'Log in with a one-time code',
    description:
      'Logs in as the user with that e-mail or phone in this sandbox (or a session profile), with the usual answer.' +
      LIFETIME_NOTE,
    response: {
      200: jsonResponse('Tokens and the user', AuthPayload),
      ...problems(
        400,
        [
          401,
          '`INVALID_OTP`: no live code for that recipient, or a wrong one (`remainingAttempts`).',
        ],
        ...BODY,
        [429, '`OTP_LOCKED`: 5 wrong tries; request a new code.'],
        ...API_PROBLEMS,
      ),
    },
  },
}
