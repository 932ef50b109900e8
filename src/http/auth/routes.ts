import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { allowedFor, MATRIX, ROLES } from '../../domain/auth/roles.ts'
import { bodySchemas } from '../../domain/record-schemas.ts'
import { bearerToken } from '../common/bearer.ts'
import { dropRecordOwned } from '../common/server-owned.ts'
import { keyedIdOf } from '../plugins/idempotency.ts'
import { callerNamed, subjectOf } from '../plugins/rbac.ts'
import { ROLE_DOCS } from './roles-schemas.ts'
import {
  AUTH_DOCS,
  ForgotPasswordBody,
  LoginBody,
  LogoutBody,
  OtpRequestBody,
  OtpVerifyBody,
  RefreshBody,
  RegisterBody,
  ResetPasswordBody,
} from './schemas.ts'
import { simulatesReuse, tokenRequestOf } from './token-request.ts'

const bearer = (req: FastifyRequest) => bearerToken(req.headers.authorization)
const tokenRequest = (req: FastifyRequest) => tokenRequestOf(req.headers, req.query, req.body)
/** `refreshToken`, or `refresh_token` as the login answer names it. */
const refreshTokenOf = (body: { refreshToken?: string; refresh_token?: string }) =>
  (body.refreshToken ?? body.refresh_token) as string

/** `/auth/*`, mounted twice: under /api/v1 and, as the hosted original shows it, at the root. */
/** Whom a one-time code is for: the e-mail when both are given. */
const otpTarget = (body: { email?: string; phone?: string }) =>
  body.email !== undefined ? { email: body.email } : { phone: body.phone as string }

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth } = app.services
  const tags = ['auth']

  app.post('/login', { schema: { tags, body: LoginBody, ...AUTH_DOCS.login } }, (req) =>
    auth.login(req.identity, req.body, tokenRequest(req)),
  )
  app.post(
    '/register',
    { schema: { tags, body: RegisterBody, ...AUTH_DOCS.register }, config: { idempotent: true } },
    (req) => auth.register(req.identity, req.body, keyedIdOf(req, 'uuid'), tokenRequest(req)),
  )
  app.post('/refresh', { schema: { tags, body: RefreshBody, ...AUTH_DOCS.refresh } }, (req) =>
    auth.refresh(refreshTokenOf(req.body), tokenRequest(req), simulatesReuse(req.headers)),
  )
  app.post('/logout', { schema: { tags, body: LogoutBody, ...AUTH_DOCS.logout } }, (req) =>
    auth.logout(refreshTokenOf(req.body)),
  )
  app.post(
    '/forgot-password',
    { schema: { tags, body: ForgotPasswordBody, ...AUTH_DOCS.forgotPassword } },
    (req) => app.services.recovery.forgotPassword(req.identity, req.body.email),
  )
  app.post(
    '/reset-password',
    { schema: { tags, body: ResetPasswordBody, ...AUTH_DOCS.resetPassword } },
    (req) =>
      app.services.recovery.resetPassword(
        req.identity,
        req.body.token,
        (req.body.newPassword ?? req.body.new_password) as string,
      ),
  )
  app.post(
    '/otp/request',
    { schema: { tags, body: OtpRequestBody, ...AUTH_DOCS.otpRequest } },
    (req) => app.services.otp.request(req.identity, otpTarget(req.body)),
  )
  app.post(
    '/otp/verify',
    { schema: { tags, body: OtpVerifyBody, ...AUTH_DOCS.otpVerify } },
    (req) =>
      app.services.otp.verify(req.identity, otpTarget(req.body), req.body.code, tokenRequest(req)),
  )
  app.get('/roles', { schema: { tags, ...ROLE_DOCS.roles } }, async () => ({ roles: ROLES }))
  app.get('/permissions', { schema: { tags, ...ROLE_DOCS.permissions } }, async (req) => {
    const asks = req.facts.token || callerNamed(req)
    const subject = asks && (await subjectOf(req, { enforce: true, verify: auth.accessClaims }))
    if (!subject) return { roles: MATRIX }
    const { role, scopes } = subject
    return { roles: MATRIX, role, scopes, allowed: allowedFor(subject) }
  })
  app.get('/me', { schema: { tags, ...AUTH_DOCS.me } }, (req) => auth.me(bearer(req)))
  app.patch(
    '/me',
    {
      schema: { tags, body: bodySchemas('users').patch, ...AUTH_DOCS.updateMe },
      preValidation: dropRecordOwned,
    },
    (req) => auth.updateMe(bearer(req), req.body),
  )
}

export default authRoutes
