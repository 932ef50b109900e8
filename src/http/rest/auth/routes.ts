import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { allowedFor, MATRIX, ROLES } from '../../../domain/auth/roles.ts'
import { bearerToken } from '../../auth/bearer.ts'
import { keyedIdOf } from '../../plugins/idempotency.ts'
import { callerNamed, subjectOf } from '../../plugins/rbac.ts'
import { bodySchemas } from '../resources/schemas.ts'
import { dropRecordOwned } from '../server-owned.ts'
import { ROLE_DOCS } from './roles-schemas.ts'
import { AUTH_DOCS, LoginBody, RefreshBody, RegisterBody } from './schemas.ts'

const bearer = (req: FastifyRequest) => bearerToken(req.headers.authorization)

/** `/auth/*`, mounted twice: under /api/v1 and, as the hosted original shows it, at the root. */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth } = app.services
  const tags = ['auth']

  app.post('/login', { schema: { tags, body: LoginBody, ...AUTH_DOCS.login } }, (req) =>
    auth.login(req.identity, req.body),
  )
  app.post(
    '/register',
    { schema: { tags, body: RegisterBody, ...AUTH_DOCS.register }, config: { idempotent: true } },
    (req) => auth.register(req.identity, req.body, keyedIdOf(req, 'uuid')),
  )
  app.post('/refresh', { schema: { tags, body: RefreshBody, ...AUTH_DOCS.refresh } }, (req) =>
    auth.refresh(req.body.refreshToken),
  )
  app.post('/logout', { schema: { tags, body: RefreshBody, ...AUTH_DOCS.logout } }, (req) =>
    auth.logout(req.body.refreshToken),
  )
  app.get('/roles', { schema: { tags, ...ROLE_DOCS.roles } }, async () => ({ roles: ROLES }))
  app.get('/permissions', { schema: { tags, ...ROLE_DOCS.permissions } }, async (req) => {
    const asks = req.headers.authorization !== undefined || callerNamed(req)
    const subject = asks && (await subjectOf(req, { enforce: true, tokens: app.tokens }))
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
