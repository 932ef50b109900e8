import type { FastifyInstance } from 'fastify'
import {
  DEFAULT_PROFILE,
  type NetworkProfile,
  type ProfileInput,
  profileFrom,
} from '../../../domain/network.ts'
import type { ImportRequest } from '../../../domain/session.ts'
import {
  ExportQuery,
  IMPORT_BODY_LIMIT,
  ImportBody,
  ImportQuery,
  NetworkProfileBody,
  SESSION_DOCS,
} from './schemas.ts'

type Import = {
  Body: ImportRequest
  Querystring: { strategy?: 'replace' | 'merge'; resource?: string }
}

/** `/api/v1/session/*`: the caller's whole sandbox (SPEC §9). */
export default async function sessionRoutes(app: FastifyInstance) {
  const { session, networkProfiles } = app.services
  const tags = ['session']

  app.get('/', { schema: { tags, ...SESSION_DOCS.info } }, (req) => session.info(req.identity))

  const exportRoute = { schema: { tags, querystring: ExportQuery, ...SESSION_DOCS.export } }
  const exportSnapshot = (req: { identity: string; query: { resource?: string } }) =>
    session.export(req.identity, req.query.resource)
  app.get<{ Querystring: { resource?: string } }>('/export', exportRoute, exportSnapshot)
  app.get<{ Querystring: { resource?: string } }>('/snapshot', exportRoute, exportSnapshot)

  const importRoute = {
    schema: { tags, querystring: ImportQuery, body: ImportBody, ...SESSION_DOCS.import },
    bodyLimit: IMPORT_BODY_LIMIT,
    // A replay answers the stored result; a retry whose answer was lost runs the import again.
    config: { idempotent: true },
  }
  const importSnapshot = (req: {
    identity: string
    body: ImportRequest
    query: Import['Querystring']
  }) => session.import(req.identity, req.body, req.query)
  app.post<Import>('/import', importRoute, importSnapshot)
  app.post<Import>('/snapshot', importRoute, importSnapshot)

  app.delete('/reset', { schema: { tags, ...SESSION_DOCS.reset } }, async (req) => {
    return session.reset(req.identity)
  })

  // The identity's network profile (SPEC §11); never itself slowed or failed by it.
  const describe = (profile: NetworkProfile | undefined) => ({
    active: profile !== undefined,
    ...(profile ?? DEFAULT_PROFILE),
  })
  app.get('/network', { schema: { tags, ...SESSION_DOCS.getNetwork } }, async (req) =>
    describe(await networkProfiles.get(req.identity)),
  )
  app.put<{ Body: ProfileInput }>(
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
