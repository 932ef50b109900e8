import { type ClientRequest, colonPath, IDENTITY_HEADER, pathAsJs, testName } from './clients.ts'
import type { Json, OpenApiDocument } from './document.ts'
import { planOf, runNotes } from './plan.ts'

function brunoRequest(r: ClientRequest, seq: number): Json {
  const headers = [{ name: IDENTITY_HEADER, value: '{{identity}}', enabled: true }]
  if (r.body) headers.push({ name: 'Content-Type', value: r.body.mediaType, enabled: true })
  const params = [
    ...r.query.map((q) => ({ name: q.name, value: q.value, type: 'query', enabled: q.sent })),
    ...r.pathParams.map((p) => ({ name: p.name, value: p.value, type: 'path', enabled: true })),
  ]
  const sent = r.query.filter((q) => q.sent)
  const query = sent.length ? `?${sent.map((q) => `${q.name}=${q.value}`).join('&')}` : ''
  // A plain path is a post-response variable (`vars:post-response`); a search through an array
  // needs a post-response script.
  const simple = r.captures.filter((c) => !c.path.some((k) => k.startsWith('?')))
  const searched = r.captures.filter((c) => c.path.some((k) => k.startsWith('?')))
  const check =
    r.expect === '2XX'
      ? '  expect(res.getStatus()).to.be.within(200, 299)'
      : `  expect(res.getStatus()).to.equal(${r.expect})`
  let body: Json = { mode: 'none', formUrlEncoded: [], multipartForm: [] }
  if (r.body) body = { mode: 'json', json: r.body.text, formUrlEncoded: [], multipartForm: [] }
  else if (r.form) {
    body = {
      mode: 'multipartForm',
      formUrlEncoded: [],
      // Bruno reads a file from a path on disk: pick one for the file parts.
      multipartForm: r.form.map((part) =>
        part.kind === 'file'
          ? { type: 'file', name: part.name, value: [], enabled: true }
          : { type: 'text', name: part.name, value: part.value, enabled: part.sent },
      ),
    }
  }
  return {
    type: 'http',
    name: r.name,
    seq,
    request: {
      url: `{{baseUrl}}${colonPath(r.path)}${query}`,
      method: r.method,
      headers,
      params,
      body,
      auth: r.bearer ? { mode: 'bearer', bearer: { token: '{{accessToken}}' } } : { mode: 'none' },
      script: {
        res: searched
          .map((c) => `bru.setVar(${JSON.stringify(c.variable)}, ${pathAsJs('res.body', c.path)})`)
          .join('\n'),
      },
      vars: {
        req: [],
        res: simple.map((c) => ({
          name: c.variable,
          value: pathAsJs('res.body', c.path),
          enabled: true,
        })),
      },
      assertions: [],
      tests: [`test(${JSON.stringify(testName(r))}, function () {`, check, '})'].join('\n'),
      docs: r.description,
    },
  }
}

/**
 * A Bruno collection as Bruno's "Export → Bruno Collection" writes it (and its import reads): a
 * folder per tag, a request per operation in the planned order (`seq`), each setting the values
 * its answer passes on as runtime variables and testing its status, and an environment with
 * `baseUrl`, `identity` and `accessToken`.
 */
export function toBruno(doc: OpenApiDocument, origin: string): Json {
  const plan = planOf(doc)
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
    items: plan.folders.map((folder, i) => ({
      type: 'folder',
      name: folder.name,
      seq: i + 1,
      items: folder.requests.map((r, j) => brunoRequest(r, j + 1)),
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
    root: { docs: runNotes(plan) },
    brunoConfig: {
      version: '1',
      name: doc.info.title,
      type: 'collection',
      ignore: ['node_modules', '.git'],
    },
  }
}
