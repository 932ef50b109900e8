import type { FastifyInstance } from 'fastify'
import type { ImportRequest } from '../../../domain/session.ts'
import { recordErrors } from '../../schema-check.ts'
import { ExportQuery, IMPORT_BODY_LIMIT, ImportBody, ImportQuery } from './schemas.ts'

type Import = {
  Body: ImportRequest
  Querystring: { strategy?: 'replace' | 'merge'; resource?: string }
}

/** `/api/v1/session/*`: the caller's whole sandbox (SPEC §9). */
export default async function sessionRoutes(app: FastifyInstance) {
  const { session } = app
  const tags = ['session']

  app.get('/', { schema: { tags } }, (req) => session.info(req.identity))

  const exportRoute = { schema: { tags, querystring: ExportQuery } }
  const exportSnapshot = (req: { identity: string; query: { resource?: string } }) =>
    session.export(req.identity, req.query.resource)
  app.get<{ Querystring: { resource?: string } }>('/export', exportRoute, exportSnapshot)
  app.get<{ Querystring: { resource?: string } }>('/snapshot', exportRoute, exportSnapshot)

  const importRoute = {
    schema: { tags, querystring: ImportQuery, body: ImportBody },
    bodyLimit: IMPORT_BODY_LIMIT,
  }
  const importSnapshot = (req: { identity: string; body: ImportRequest; query: Import['Querystring'] }) =>
    session.import(req.identity, req.body, req.query, recordErrors)
  app.post<Import>('/import', importRoute, importSnapshot)
  app.post<Import>('/snapshot', importRoute, importSnapshot)

  app.delete('/reset', { schema: { tags } }, (req) => session.reset(req.identity))
}
