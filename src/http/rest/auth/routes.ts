import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { LoginBody as Login, RegisterBody as Register } from '../../../domain/auth/service.ts'
import type { RecordBody } from '../../../domain/records.ts'
import { bearerToken } from '../../auth/bearer.ts'
import { keyedIdOf } from '../../plugins/idempotency.ts'
import { bodySchemas } from '../resources/schemas.ts'
import { dropRecordOwned } from '../server-owned.ts'
import { AUTH_DOCS, LoginBody, RefreshBody, RegisterBody } from './schemas.ts'

const bearer = (req: FastifyRequest) => bearerToken(req.headers.authorization)

/** `/auth/*`, mounted twice: under /api/v1 and, as the hosted original shows it, at the root. */
export default async function authRoutes(app: FastifyInstance) {
  const { auth } = app.services
  const tags = ['auth']

  app.post<{ Body: Login }>(
    '/login',
    { schema: { tags, body: LoginBody, ...AUTH_DOCS.login } },
    (req) => auth.login(req.identity, req.body),
  )
  app.post<{ Body: Register }>(
    '/register',
    { schema: { tags, body: RegisterBody, ...AUTH_DOCS.register }, config: { idempotent: true } },
    (req) => auth.register(req.identity, req.body, keyedIdOf(req, 'uuid')),
  )
  app.post<{ Body: { refreshToken: string } }>(
    '/refresh',
    { schema: { tags, body: RefreshBody, ...AUTH_DOCS.refresh } },
    (req) => auth.refresh(req.body.refreshToken),
  )
  app.post<{ Body: { refreshToken: string } }>(
    '/logout',
    { schema: { tags, body: RefreshBody, ...AUTH_DOCS.logout } },
    (req) => auth.logout(req.body.refreshToken),
  )
  app.get('/me', { schema: { tags, ...AUTH_DOCS.me } }, (req) => auth.me(bearer(req)))
  app.patch<{ Body: RecordBody }>(
    '/me',
    {
      schema: { tags, body: bodySchemas('users').patch, ...AUTH_DOCS.updateMe },
      preValidation: dropRecordOwned,
    },
    (req) => auth.updateMe(bearer(req), req.body),
  )
}
