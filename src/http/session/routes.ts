import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Action } from '../../domain/auth/roles.ts'
import { DEFAULT_PROFILE, type NetworkProfile, profileFrom } from '../../domain/network.ts'
import { shownIdentity } from '../plugins/identity.ts'
import {
  ExportQuery,
  IMPORT_BODY_LIMIT,
  ImportBody,
  ImportQuery,
  NetworkProfileBody,
  SESSION_DOCS,
} from './schemas.ts'
import shareRoutes from './share-routes.ts'

/** `/api/v1/session/*`: the caller's whole sandbox (docs/contract/session.md). */
const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { session, networkProfiles } = app.services
  const tags = ['session']

  const rule = (action: Action) => ({ rbac: { resource: 'session', action } as const })
  // A request opened by a share token is shown the share id, never the identity
  // (docs/contract/session.md#share-links).
  app.get('/', { schema: { tags, ...SESSION_DOCS.info }, config: rule('read') }, async (req) => ({
    ...(await session.info(req.identity)),
    identityId: shownIdentity(req),
  }))

  const exportRoute = {
    schema: { tags, querystring: ExportQuery, ...SESSION_DOCS.export },
    config: rule('read'),
  }
  const exported = async (req: Parameters<typeof shownIdentity>[0], resource?: string) => ({
    ...(await session.export(req.identity, resource)),
    identityId: shownIdentity(req),
  })
  app.get('/export', exportRoute, (req) => exported(req, req.query.resource))
  app.get('/snapshot', exportRoute, (req) => exported(req, req.query.resource))

  const importRoute = {
    schema: { tags, querystring: ImportQuery, body: ImportBody, ...SESSION_DOCS.import },
    bodyLimit: IMPORT_BODY_LIMIT,
    // A replay answers the stored result; a retry whose answer was lost runs the import again.
    config: { idempotent: true, ...rule('import') },
  }
  app.post('/import', importRoute, (req) => session.import(req.identity, req.body, req.query))
  app.post('/snapshot', importRoute, (req) => session.import(req.identity, req.body, req.query))

  app.delete(
    '/reset',
    { schema: { tags, ...SESSION_DOCS.reset }, config: rule('reset') },
    async (req) => {
      return session.reset(req.identity)
    },
  )

  await app.register(shareRoutes)

  // The identity's network profile (docs/contract/network-simulation.md#network-profiles); never
  // itself slowed or failed by it.
  const describe = (profile: NetworkProfile | undefined) => ({
    active: profile !== undefined,
    ...(profile ?? DEFAULT_PROFILE),
  })
  app.get('/network', { schema: { tags, ...SESSION_DOCS.getNetwork } }, async (req) =>
    describe(await networkProfiles.get(req.identity)),
  )
  app.put(
    '/network',
    { schema: { tags, body: NetworkProfileBody, ...SESSION_DOCS.putNetwork } },
    async (req) => {
      const profile = profileFrom(req.body)
      await networkProfiles.set(req.identity, profile)
      return describe(profile)
    },
  )
  app.delete('/network', { schema: { tags, ...SESSION_DOCS.deleteNetwork } }, async (req) => {
    await networkProfiles.clear(req.identity)
    return describe(undefined)
  })
}

export default sessionRoutes
