import {
  type ClientRequest,
  colonPath,
  IDENTITY_HEADER,
  pathAsJs,
  testName,
  VARIABLES,
} from './clients.ts'
import { type Json, type OpenApiDocument, segmentsOf } from './document.ts'
import { planOf, runNotes } from './plan.ts'

/** The schema a v2.1 collection names; Postman picks its reader from it. */
export const POSTMAN_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json'

/** The test script: the status the document promises, then the values the answer passes on. */
function testScript(r: ClientRequest): string[] {
  const check =
    r.expect === '2XX'
      ? '  pm.expect(pm.response.code).to.be.within(200, 299)'
      : `  pm.response.to.have.status(${r.expect})`
  const lines = [`pm.test(${JSON.stringify(testName(r))}, () => {`, check, '})']
  if (r.captures.length > 0) {
    lines.push('const body = pm.response.json()')
    for (const c of r.captures)
      lines.push(
        `pm.collectionVariables.set(${JSON.stringify(c.variable)}, ${pathAsJs('body', c.path)})`,
      )
  }
  return lines
}

function postmanRequest(r: ClientRequest): Json {
  const header = [{ key: IDENTITY_HEADER, value: '{{identity}}', description: 'Your sandbox' }]
  if (r.body) header.push({ key: 'Content-Type', value: r.body.mediaType, description: '' })
  const query = r.query.map((q) => ({
    key: q.name,
    value: q.value,
    description: q.description,
    // Optional parameters are listed, ready to tick, but not sent.
    disabled: !q.sent,
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
  } else if (r.form) {
    request.body = {
      mode: 'formdata',
      formdata: r.form.map((part) =>
        part.kind === 'file'
          ? {
              key: part.name,
              type: 'file',
              // A file without `src` whose value is base64 is sent as those bytes by Postman's
              // runner (postman-runtime's request-helpers-presend), so the collection carries it.
              value: part.value,
              fileName: part.fileName,
              contentType: part.contentType,
              description: part.description,
            }
          : {
              key: part.name,
              type: 'text',
              value: part.value,
              description: part.description,
              disabled: !part.sent,
            },
      ),
    }
  }
  if (r.bearer) {
    request.auth = {
      type: 'bearer',
      bearer: [{ key: 'token', value: '{{accessToken}}', type: 'string' }],
    }
  }
  return {
    name: r.name,
    event: [{ listen: 'test', script: { type: 'text/javascript', exec: testScript(r) } }],
    request,
    response: [],
  }
}

/**
 * A Postman Collection v2.1: a folder per tag, a request per operation with its example body and
 * a test of its status, optional query parameters listed but disabled, the sandbox and every
 * value passed on in collection variables, in the order planned in plan.ts.
 */
export function toPostman(doc: OpenApiDocument, origin: string): Json {
  const plan = planOf(doc)
  const captured = plan.variables.filter((v) => v.name !== 'accessToken')
  return {
    info: {
      name: doc.info.title,
      description: [doc.info.description ?? '', runNotes(plan)].filter(Boolean).join('\n\n'),
      version: doc.info.version,
      schema: POSTMAN_SCHEMA,
    },
    variable: [
      { key: 'baseUrl', value: origin, type: 'string', description: VARIABLES.baseUrl },
      { key: 'identity', value: '', type: 'string', description: VARIABLES.identity },
      { key: 'accessToken', value: '', type: 'string', description: VARIABLES.accessToken },
      ...captured.map((v) => ({
        key: v.name,
        value: '',
        type: 'string',
        description: v.description,
      })),
    ],
    item: plan.folders.map((folder) => ({
      name: folder.name,
      description: folder.description,
      item: folder.requests.map(postmanRequest),
    })),
  }
}
