import assert from 'node:assert/strict'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'

/** GETs a download, checks what every download answers with, and returns the response. */
export async function download(
  app: FastifyInstance,
  url: string,
  expected: { type: string; filename?: string },
): Promise<LightMyRequestResponse> {
  const res = await app.inject({ method: 'GET', url })
  assert.equal(res.statusCode, 200, `${url}: ${res.body.slice(0, 300)}`)
  assert.equal(res.headers['content-type'], expected.type, url)
  assert.equal(
    res.headers['content-disposition'],
    expected.filename && `attachment; filename="${expected.filename}"`,
    url,
  )
  assert.equal(res.headers['cache-control'], 'public, max-age=300', url)
  assert.match(String(res.headers.etag), /^"[A-Za-z0-9_-]+"$/, url)
  // The same for every caller: no sandbox cookie or identity, which a shared cache would leak.
  assert.equal(res.headers['set-cookie'], undefined, url)
  assert.equal(res.headers['x-playground-identity'], undefined, url)
  return res
}

export const json = (res: LightMyRequestResponse) => res.json() as Record<string, unknown>

type Json = Record<string, unknown>

export interface Operation {
  tags?: string[]
  security?: Array<Record<string, string[]>>
  requestBody?: { content?: Record<string, { schema?: Json }> }
  responses?: Record<string, { content?: Record<string, unknown> }>
}

export interface Doc {
  paths: Record<string, Record<string, Operation>>
  components?: Json
}

/** The operation `METHOD /path` names, or undefined. */
export const operationOf = (doc: Doc, id: string): Operation | undefined => {
  const [method = '', path = ''] = id.split(' ')
  return doc.paths[path]?.[method.toLowerCase()]
}

/**
 * Why the collections leave an operation out, or undefined: a Server-Sent Events stream never
 * ends, and a route outside /api/v1 that repeats one under it with the same tag (the `/auth`
 * alias, `/graphql`, `/health`) is the same operation on the same sandbox. The root surface
 * repeats paths too, but under its own tag with its own answers
 * (docs/contract/api-descriptions.md#openapi-and-reference): it stays.
 */
export function leftOutReason(doc: Doc, method: string, path: string): string | undefined {
  const op = doc.paths[path]?.[method]
  const types = Object.entries(op?.responses ?? {})
    .filter(([code]) => code.startsWith('2'))
    .flatMap(([, r]) => Object.keys(r.content ?? {}))
  if (types.length > 0 && types.every((t) => t === 'text/event-stream')) return 'endless'
  const twin = doc.paths[`/api/v1${path}`]?.[method]
  if (!path.startsWith('/api/') && twin && twin.tags?.[0] === op?.tags?.[0]) return 'repeated'
  return undefined
}

/** A variable an answer sets, as opposed to those the user sets (`baseUrl`, `identity`). */
export const ourVariable = (name: string) => name !== 'baseUrl' && name !== 'identity'
