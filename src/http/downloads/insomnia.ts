import { type ClientRequest, clientRequest, IDENTITY_HEADER } from './clients.ts'
import { type Json, type OpenApiDocument, operationsByTag } from './document.ts'

const WORKSPACE = 'wrk_mock_playground'

/** The request's URL with each path parameter's example in place (Insomnia sends it as shown). */
function urlOf(r: ClientRequest): string {
  let path = r.path
  for (const p of r.pathParams) path = path.replace(`{${p.name}}`, encodeURIComponent(p.value))
  return `{{ _.baseUrl }}${path}`
}

const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')

/**
 * An Insomnia export, format 4: one workspace, a base environment holding `baseUrl` and
 * `identity`, a request group per tag and a request per operation.
 */
export function toInsomnia(doc: OpenApiDocument, origin: string, exportedAt: string): Json {
  const descriptions = new Map((doc.tags ?? []).map((t) => [t.name, t.description ?? '']))
  const resources: Json[] = [
    {
      _id: WORKSPACE,
      _type: 'workspace',
      parentId: null,
      name: doc.info.title,
      description: doc.info.description ?? '',
      scope: 'collection',
    },
    {
      _id: 'env_mock_playground_base',
      _type: 'environment',
      parentId: WORKSPACE,
      name: 'Base Environment',
      // Insomnia shows no descriptions for variables; the workspace description explains them.
      data: { baseUrl: origin, identity: '', accessToken: '' },
      dataPropertyOrder: { '&': ['baseUrl', 'identity', 'accessToken'] },
      isPrivate: false,
    },
  ]
  let n = 0
  operationsByTag(doc).forEach(([tag, entries], folderIndex) => {
    const folder = `fld_${slug(tag)}`
    resources.push({
      _id: folder,
      _type: 'request_group',
      parentId: WORKSPACE,
      name: tag,
      description: descriptions.get(tag) ?? '',
      environment: {},
      metaSortKey: folderIndex,
    })
    for (const entry of entries) {
      const r = clientRequest(doc, entry)
      n += 1
      const headers = [{ name: IDENTITY_HEADER, value: '{{ _.identity }}' }]
      if (r.body) headers.push({ name: 'Content-Type', value: r.body.mediaType })
      resources.push({
        _id: `req_mock_playground_${n}`,
        _type: 'request',
        parentId: folder,
        name: r.name,
        description: r.description,
        method: r.method,
        url: urlOf(r),
        parameters: r.query.map((q) => ({
          name: q.name,
          value: q.value,
          description: q.description,
          disabled: !q.required,
        })),
        headers,
        body: r.body ? { mimeType: r.body.mediaType, text: r.body.text } : {},
        authentication: r.bearer ? { type: 'bearer', token: '{{ _.accessToken }}' } : {},
        metaSortKey: n,
      })
    }
  })
  return {
    _type: 'export',
    __export_format: 4,
    __export_date: exportedAt,
    __export_source: 'mock-playground',
    resources,
  }
}
