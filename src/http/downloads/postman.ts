import {
  type ClientRequest,
  clientRequest,
  colonPath,
  IDENTITY_HEADER,
  VARIABLES,
} from './clients.ts'
import { type Json, type OpenApiDocument, operationsByTag, segmentsOf } from './document.ts'

/** The schema a v2.1 collection names; Postman picks its reader from it. */
export const POSTMAN_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json'

function postmanRequest(r: ClientRequest): Json {
  const header = [{ key: IDENTITY_HEADER, value: '{{identity}}', description: 'Your sandbox' }]
  if (r.body) header.push({ key: 'Content-Type', value: r.body.mediaType, description: '' })
  const query = r.query.map((q) => ({
    key: q.name,
    value: q.value,
    description: q.description,
    // Optional parameters are listed, ready to tick, but not sent.
    disabled: !q.required,
  }))
  const sent = query.filter((q) => !q.disabled)
  const path = colonPath(r.path)
  const raw = `{{baseUrl}}${path}${sent.length ? `?${sent.map((q) => `${q.key}=${q.value}`).join('&')}` : ''}`
  const request: Json = {
    method: r.method,
    description: r.description,
    header,
    url: {
      raw,
      host: ['{{baseUrl}}'],
      path: segmentsOf(path),
      ...(query.length ? { query } : {}),
      ...(r.pathParams.length
        ? {
            variable: r.pathParams.map((p) => ({
              key: p.name,
              value: p.value,
              description: p.description,
            })),
          }
        : {}),
    },
  }
  if (r.body) {
    request.body = { mode: 'raw', raw: r.body.text, options: { raw: { language: 'json' } } }
  }
  if (r.bearer) {
    request.auth = {
      type: 'bearer',
      bearer: [{ key: 'token', value: '{{accessToken}}', type: 'string' }],
    }
  }
  return { name: r.name, request, response: [] }
}

/**
 * A Postman Collection v2.1: a folder per tag, a request per operation with its example body,
 * optional query parameters listed but disabled, and the sandbox in a collection variable.
 */
export function toPostman(doc: OpenApiDocument, origin: string): Json {
  const descriptions = new Map((doc.tags ?? []).map((t) => [t.name, t.description ?? '']))
  return {
    info: {
      name: doc.info.title,
      description: doc.info.description ?? '',
      version: doc.info.version,
      schema: POSTMAN_SCHEMA,
    },
    variable: [
      { key: 'baseUrl', value: origin, type: 'string', description: VARIABLES.baseUrl },
      { key: 'identity', value: '', type: 'string', description: VARIABLES.identity },
      { key: 'accessToken', value: '', type: 'string', description: VARIABLES.accessToken },
    ],
    item: operationsByTag(doc).map(([tag, entries]) => ({
      name: tag,
      description: descriptions.get(tag) ?? '',
      item: entries.map((e) => postmanRequest(clientRequest(doc, e))),
    })),
  }
}
