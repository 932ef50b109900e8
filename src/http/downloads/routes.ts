import { hash } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { toBruno } from './bruno.ts'
import type { OpenApiDocument } from './document.ts'
import { toDts } from './dts.ts'
import { toInsomnia } from './insomnia.ts'
import { toLlmsFullTxt, toLlmsTxt } from './llms.ts'
import { toOpenApi30 } from './openapi30.ts'
import { toPostman } from './postman.ts'
import { DOWNLOAD_DOCS } from './schemas.ts'

interface Made {
  body: string
  etag: string
}

interface Kind {
  type: string
  /** Sent as an attachment under this name; llms.txt is read in place. */
  filename?: string
  make: (doc: OpenApiDocument, origin: string) => string
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
const JSON_TYPE = 'application/json; charset=utf-8'
const TEXT_TYPE = 'text/plain; charset=utf-8'

/**
 * The spec downloads (docs/contract/api-descriptions.md#downloads) and llms.txt, each made from
 * `app.swagger()` on first request and kept: the document does not change while the process runs.
 * Those that name this server (`baseUrl`, links) are kept per origin; `originOf` only answers with
 * a bounded set of them.
 */
const downloadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const exportedAt = new Date().toISOString()
  const KINDS = {
    openapi31: { type: JSON_TYPE, filename: 'openapi.json', make: (doc) => json(doc) },
    openapi30: {
      type: JSON_TYPE,
      filename: 'openapi-3.0.json',
      make: (doc) => json(toOpenApi30(doc)),
    },
    postman: {
      type: JSON_TYPE,
      filename: 'mock-playground.postman_collection.json',
      make: (doc, origin) => json(toPostman(doc, origin)),
    },
    insomnia: {
      type: JSON_TYPE,
      filename: 'mock-playground.insomnia.json',
      make: (doc, origin) => json(toInsomnia(doc, origin, exportedAt)),
    },
    bruno: {
      type: JSON_TYPE,
      filename: 'mock-playground.bruno.json',
      make: (doc, origin) => json(toBruno(doc, origin)),
    },
    dts: { type: TEXT_TYPE, filename: 'mock-playground.d.ts', make: (doc) => toDts(doc) },
    llms: { type: TEXT_TYPE, make: toLlmsTxt },
    llmsFull: { type: TEXT_TYPE, make: toLlmsFullTxt },
  } satisfies Record<string, Kind>
  const ORIGIN_FREE = new Set<keyof typeof KINDS>(['openapi31', 'openapi30', 'dts'])

  const made = new Map<string, Made>()
  function get(kind: keyof typeof KINDS, origin: string): Made {
    const key = ORIGIN_FREE.has(kind) ? kind : `${kind} ${origin}`
    let found = made.get(key)
    if (!found) {
      const body = KINDS[kind].make(app.swagger() as unknown as OpenApiDocument, origin)
      found = { body, etag: `"${hash('sha1', body, 'base64url')}"` }
      // The origins are few (originOf answers the public URL or a known host), but stay bounded.
      if (made.size >= 64) made.clear()
      made.set(key, found)
    }
    return found
  }

  function send(kind: keyof typeof KINDS, req: FastifyRequest, reply: FastifyReply) {
    const { body, etag } = get(kind, app.originOf(req))
    const { type, filename } = KINDS[kind] as Kind
    reply
      .type(type)
      .header('etag', etag)
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
    if (filename) reply.header('content-disposition', `attachment; filename="${filename}"`)
    return reply.send(body)
  }

  app.get('/api/v1/downloads/openapi.json', { schema: DOWNLOAD_DOCS.openapi }, (req, reply) =>
    send(req.query.version === '3.0' ? 'openapi30' : 'openapi31', req, reply),
  )
  app.get('/api/v1/downloads/postman.json', { schema: DOWNLOAD_DOCS.postman }, (req, reply) =>
    send('postman', req, reply),
  )
  app.get('/api/v1/downloads/insomnia.json', { schema: DOWNLOAD_DOCS.insomnia }, (req, reply) =>
    send('insomnia', req, reply),
  )
  app.get('/api/v1/downloads/bruno.json', { schema: DOWNLOAD_DOCS.bruno }, (req, reply) =>
    send('bruno', req, reply),
  )
  app.get('/api/v1/downloads/mock-playground.d.ts', { schema: DOWNLOAD_DOCS.dts }, (req, reply) =>
    send('dts', req, reply),
  )
  app.get('/llms.txt', { schema: DOWNLOAD_DOCS.llms }, (req, reply) => send('llms', req, reply))
  app.get('/llms-full.txt', { schema: DOWNLOAD_DOCS.llmsFull }, (req, reply) =>
    send('llmsFull', req, reply),
  )
}

export default downloadRoutes
