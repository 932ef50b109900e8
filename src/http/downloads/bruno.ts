import { type ClientRequest, clientRequest, colonPath, IDENTITY_HEADER } from './clients.ts'
import { type Json, type OpenApiDocument, operationsByTag } from './document.ts'

function brunoRequest(r: ClientRequest, seq: number): Json {
  const headers = [{ name: IDENTITY_HEADER, value: '{{identity}}', enabled: true }]
  if (r.body) headers.push({ name: 'Content-Type', value: r.body.mediaType, enabled: true })
  const params = [
    ...r.query.map((q) => ({ name: q.name, value: q.value, type: 'query', enabled: q.required })),
    ...r.pathParams.map((p) => ({ name: p.name, value: p.value, type: 'path', enabled: true })),
  ]
  const sent = r.query.filter((q) => q.required)
  const query = sent.length ? `?${sent.map((q) => `${q.name}=${q.value}`).join('&')}` : ''
  return {
    type: 'http',
    name: r.name,
    seq,
    request: {
      url: `{{baseUrl}}${colonPath(r.path)}${query}`,
      method: r.method,
      headers,
      params,
      body: r.body
        ? { mode: 'json', json: r.body.text, formUrlEncoded: [], multipartForm: [] }
        : { mode: 'none', formUrlEncoded: [], multipartForm: [] },
      auth: r.bearer ? { mode: 'bearer', bearer: { token: '{{accessToken}}' } } : { mode: 'none' },
      script: {},
      vars: {},
      assertions: [],
      tests: '',
      docs: r.description,
    },
  }
}

/**
 * A Bruno collection as Bruno's "Export → Bruno Collection" writes it (and its import reads): a
 * folder per tag, a request per operation, and an environment with `baseUrl` and `identity`.
 */
export function toBruno(doc: OpenApiDocument, origin: string): Json {
  const variable = (name: string, value: string) => ({
    name,
    value,
    enabled: true,
    secret: false,
    type: 'text',
  })
  return {
    name: doc.info.title,
    version: '1',
    items: operationsByTag(doc).map(([tag, entries], i) => ({
      type: 'folder',
      name: tag,
      seq: i + 1,
      items: entries.map((e, j) => brunoRequest(clientRequest(doc, e), j + 1)),
    })),
    environments: [
      {
        name: 'Mock Playground',
        variables: [
          variable('baseUrl', origin),
          variable('identity', ''),
          variable('accessToken', ''),
        ],
      },
    ],
    brunoConfig: {
      version: '1',
      name: doc.info.title,
      type: 'collection',
      ignore: ['node_modules', '.git'],
    },
  }
}
