import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Action } from '../../../domain/auth/roles.ts'
import { DEFAULT_PROFILE, type NetworkProfile, profileFrom } from '../../../domain/network.ts'
import {
  ExportQuery,
  IMPORT_BODY_LIMIT,
  ImportBody,
  ImportQuery,
  NetworkProfileBody,
  SESSION_DOCS,
} from './schemas.ts'

/** `/api/v1/session/*`: the caller's whole sandbox (SPEC §9). */
const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { session, networkProfiles } = app.services
  const tags = ['session']

  const rule = (action: Action) => ({ rbac: { resource: 'session', action } as const })
  app.get('/', { schema: { tags, ...SESSION_DOCS.info }, config: rule('read') }, (req) =>
    session.info(req.identity),
  )

  const exportRoute = {
    schema: { tags, querystring: ExportQuery, ...SESSION_DOCS.export },
    config: rule('read'),
  }
  app.get('/export', exportRoute, (req) => session.export(req.identity, req.query.resource))
  app.get('/snapshot', exportRoute, (req) => session.export(req.identity, req.query.resource))

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

  // The identity's network profile (SPEC §11); never itself slowed or failed by it.
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
