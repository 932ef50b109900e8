import {
  type ClientRequest,
  IDENTITY_HEADER,
  pathAsJsonPath,
  referencesIn,
  testName,
} from './clients.ts'
import type { Json, OpenApiDocument } from './document.ts'
import { planOf, runNotes } from './plan.ts'

const WORKSPACE = 'wrk_mock_playground'
/** The variables of the base environment; every other `{{name}}` is an answer's value. */
const ENVIRONMENT = new Set(['baseUrl', 'identity'])

const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')

/**
 * Insomnia's response tag: the value at a JSONPath of another request's last answer, that request
 * sent first when it has none ("no-history"), so a request works sent on its own too. Insomnia
 * writes a tag's string arguments as `b64::<base64>::46b`.
 */
export function responseTag(requestId: string, path: string[]): string {
  const filter = Buffer.from(pathAsJsonPath(path)).toString('base64')
  return `{% response 'body', '${requestId}', 'b64::${filter}::46b', 'no-history', 60 %}`
}

/**
 * An Insomnia export, format 4: one workspace, a base environment holding `baseUrl`, `identity`
 * and `accessToken`, a request group per tag and a request per operation in the planned order
 * (`metaSortKey`), each value an earlier answer passes on as a response tag on that request, and
 * a test of the status in each after-response script (Insomnia 9.3 and later run those).
 */
export function toInsomnia(doc: OpenApiDocument, origin: string, exportedAt: string): Json {
  const plan = planOf(doc)
  const idOf = new Map<string, string>()
  for (const request of plan.folders.flatMap((f) => f.requests))
    idOf.set(request.id, `req_mock_playground_${idOf.size + 1}`)
  const login = plan.folders
    .flatMap((f) => f.requests)
    .find((r) => r.captures.some((c) => c.variable === 'accessToken'))
  const accessToken = login ? responseTag(idOf.get(login.id) as string, ['access_token']) : ''

  /** A value with each `{{name}}` as Insomnia renders it; literal text URI-encoded when asked. */
  const render = (r: ClientRequest, value: string, encode = false) =>
    value
      .split(/(\{\{[A-Za-z_][A-Za-z0-9_]*\}\})/)
      .map((part) => {
        const [name] = referencesIn(part)
        if (name === undefined) return encode ? encodeURIComponent(part) : part
        if (ENVIRONMENT.has(name)) return `{{ _.${name} }}`
        const use = r.uses.find((u) => u.variable === name)
        if (!use) throw new Error(`${r.id} sends {{${name}}} that no earlier answer sets`)
        return responseTag(idOf.get(use.from) as string, use.path)
      })
      .join('')

  const resources: Json[] = [
    {
      _id: WORKSPACE,
      _type: 'workspace',
      parentId: null,
      name: doc.info.title,
      description: [doc.info.description ?? '', runNotes(plan)].filter(Boolean).join('\n\n'),
      scope: 'collection',
    },
    {
      _id: 'env_mock_playground_base',
      _type: 'environment',
      parentId: WORKSPACE,
      name: 'Base Environment',
      // Insomnia shows no descriptions for variables; the workspace description explains them.
      data: { baseUrl: origin, identity: '', accessToken },
      dataPropertyOrder: { '&': ['baseUrl', 'identity', 'accessToken'] },
      isPrivate: false,
    },
  ]
  plan.folders.forEach((folder, folderIndex) => {
    const folderId = `fld_${slug(folder.name)}`
    resources.push({
      _id: folderId,
      _type: 'request_group',
      parentId: WORKSPACE,
      name: folder.name,
      description: folder.description,
      environment: {},
      metaSortKey: folderIndex,
    })
    for (const r of folder.requests) {
      const id = idOf.get(r.id) as string
      let path = r.path
      for (const p of r.pathParams) path = path.replace(`{${p.name}}`, render(r, p.value, true))
      const headers = [{ name: IDENTITY_HEADER, value: '{{ _.identity }}' }]
      if (r.body) headers.push({ name: 'Content-Type', value: r.body.mediaType })
      if (r.form) headers.push({ name: 'Content-Type', value: 'multipart/form-data' })
      const check =
        r.expect === '2XX'
          ? 'insomnia.expect(insomnia.response.code).to.be.within(200, 299)'
          : `insomnia.expect(insomnia.response.code).to.eql(${r.expect})`
      resources.push({
        _id: id,
        _type: 'request',
        parentId: folderId,
        name: r.name,
        description: r.description,
        method: r.method,
        url: `{{ _.baseUrl }}${path}`,
        parameters: r.query.map((q) => ({
          name: q.name,
          value: render(r, q.value),
          description: q.description,
          disabled: !q.sent,
        })),
        headers,
        body: r.body
          ? { mimeType: r.body.mediaType, text: render(r, r.body.text) }
          : r.form
            ? {
                mimeType: 'multipart/form-data',
                // Insomnia reads a file from a path on disk: pick one for the file parts.
                params: r.form.map((part) =>
                  part.kind === 'file'
                    ? { name: part.name, type: 'file', fileName: '', description: part.description }
                    : { name: part.name, value: part.value, disabled: !part.sent },
                ),
              }
            : {},
        authentication: r.bearer ? { type: 'bearer', token: render(r, '{{accessToken}}') } : {},
        afterResponseScript: [
          `insomnia.test(${JSON.stringify(testName(r))}, () => {`,
          `  ${check}`,
          '})',
        ].join('\n'),
        metaSortKey: Number(id.slice(id.lastIndexOf('_') + 1)),
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
