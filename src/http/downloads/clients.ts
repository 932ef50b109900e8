import {
  exampleOf,
  firstParagraph,
  type Json,
  jsonBodyOf,
  type OpenApiDocument,
  type OperationEntry,
  type Parameter,
  resolved,
  tokenOf,
} from './document.ts'

/**
 * What every client collection (Postman, Insomnia, Bruno) makes of one operation: the same
 * requests, folders, variables, example bodies and status checks, written in each tool's format.
 * The order they run in and the values they pass on are planned in plan.ts.
 */

export const IDENTITY_HEADER = 'X-Playground-Identity'

export const VARIABLES = {
  baseUrl: 'Where the service runs; every request URL starts with it.',
  identity:
    'Your sandbox, sent as X-Playground-Identity: a UUID or 1–128 characters of [A-Za-z0-9._:-] ' +
    '(such as my-team). Left empty, the server picks one and keeps it in the pg_identity cookie.',
  accessToken:
    'The access_token of POST /api/v1/auth/login, sent as a Bearer token to the routes that ask for one.',
} as const

export interface ClientParam {
  name: string
  /** The example value, or '' when the document has none; may hold `{{variable}}`. */
  value: string
  description: string
  /** Sent as listed; an unsent parameter is listed, ready to tick, but switched off. */
  sent: boolean
}

/** A part of a `multipart/form-data` body. */
export interface FormPart {
  name: string
  kind: 'text' | 'file'
  /** The text, or for a file its bytes in base64 (Postman's runner sends those as the file). */
  value: string
  fileName?: string
  contentType?: string
  description: string
  sent: boolean
}

/**
 * Where a value is in a JSON answer: keys from the root. A key `?name` stands for the first item
 * of the array there that has a member `name`.
 */
export type AnswerPath = string[]

export interface Capture {
  variable: string
  path: AnswerPath
}

export interface ClientRequest {
  /** `METHOD /path`, or for a step added before another request, that request's id after it. */
  id: string
  /** The folder (the operation's first tag). */
  folder: string
  name: string
  description: string
  method: string
  /** The document's path, `/api/v1/posts/{id}`. */
  path: string
  pathParams: ClientParam[]
  query: ClientParam[]
  /** A JSON body; its text may hold `{{variable}}` inside strings. */
  body?: { mediaType: string; text: string }
  /** A multipart body. */
  form?: FormPart[]
  /** Sends `{{accessToken}}` as a Bearer token: only where the document requires one. */
  bearer: boolean
  /** The status its test expects: the first 2xx the document declares (`2XX`: any). */
  expect: number | '2XX'
  /** Variables the answer sets. */
  captures: Capture[]
  /** Each variable the request sends, and the request whose answer set it last before this one. */
  uses: Array<{ variable: string; from: string; path: AnswerPath }>
}

/**
 * What a request on a route that reads a token only when sent says: the collection sends none
 * there, since `{{accessToken}}` is empty before a login and, with role checks on, a token that
 * does not verify is 401 where none reads as a guest (docs/contract/roles-and-permissions.md).
 */
const OPTIONAL_TOKEN =
  'A Bearer token is read when one is sent: with role checks on (`X-Enforce-RBAC: true` or ' +
  '`--enforce-rbac`), a login’s `access_token` sent as `Authorization: Bearer …` acts as its ' +
  'holder, and none as a guest. This request sends none.'

/** A value as a URL or header carries it. */
function text(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (Array.isArray(value)) return value.map(text).join(',')
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** Examples a path parameter needs when the document gives none (so the request works as sent). */
const PATH_DEFAULTS: Record<string, string> = {
  id: '1',
  file: 'Bret.svg',
  collection: 'products',
}

/**
 * The file an upload sends: a 1×1 PNG, the smallest image every upload route takes and reads the
 * dimensions of (docs/contract/uploads.md).
 */
const SAMPLE_FILE = {
  name: 'pixel.png',
  contentType: 'image/png',
  base64:
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
} as const

function paramOf(p: Parameter): ClientParam {
  const example = p.example ?? p.schema?.example ?? p.schema?.default
  const fallback = p.in === 'path' ? (PATH_DEFAULTS[p.name] ?? '') : ''
  return {
    name: p.name,
    value: example === undefined ? fallback : text(example),
    description: firstParagraph(p.description),
    sent: p.in === 'path' || p.required === true,
  }
}

const typeOf = (schema: Json): string | undefined => {
  const type = schema.type
  if (Array.isArray(type)) return type.find((t) => t !== 'null') as string | undefined
  return typeof type === 'string' ? type : undefined
}

/**
 * An example made from a schema that has none: each member's own example, default, constant or
 * first allowed value, and for a required member without one a plain value of its type.
 */
function exampleFromSchema(doc: OpenApiDocument, given: Json | undefined, depth = 0): unknown {
  const schema = resolved(doc, given)
  if (!schema || depth > 8) return undefined
  if (schema.example !== undefined) return schema.example
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0]
  if (schema.default !== undefined) return schema.default
  if (schema.const !== undefined) return schema.const
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0]
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    const branches = schema[key]
    if (Array.isArray(branches) && branches.length > 0)
      return exampleFromSchema(doc, branches[0] as Json, depth + 1)
  }
  const type = typeOf(schema)
  if (type === 'object' || schema.properties) {
    const required = new Set((schema.required as string[] | undefined) ?? [])
    const out: Json = {}
    for (const [name, member] of Object.entries(
      (schema.properties ?? {}) as Record<string, Json>,
    )) {
      const value = exampleFromSchema(doc, member, depth + 1)
      if (value !== undefined) out[name] = value
      else if (required.has(name)) out[name] = plainValue(resolved(doc, member) ?? {})
    }
    return out
  }
  if (type === 'array') {
    const item = exampleFromSchema(doc, schema.items as Json | undefined, depth + 1)
    return item === undefined ? [] : [item]
  }
  return undefined
}

function plainValue(schema: Json): unknown {
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1
    case 'boolean':
      return true
    case 'array':
      return []
    case 'object':
      return {}
    default:
      return schema.format === 'email' ? 'ada@example.com' : 'example'
  }
}

/** The parts of a multipart body: every file field gets the sample file; text fields their example. */
function formOf(doc: OpenApiDocument, schema: Json | undefined): FormPart[] {
  const properties = (resolved(doc, schema)?.properties ?? {}) as Record<string, Json>
  return Object.entries(properties).map(([name, member]) => {
    const field = resolved(doc, member) ?? {}
    const items = resolved(doc, field.items as Json | undefined)
    const description = firstParagraph(field.description as string | undefined)
    if (field.format === 'binary' || items?.format === 'binary') {
      return {
        name,
        kind: 'file',
        value: SAMPLE_FILE.base64,
        fileName: SAMPLE_FILE.name,
        contentType: SAMPLE_FILE.contentType,
        description,
        sent: true,
      }
    }
    const example = field.example ?? field.default ?? (field.enum as unknown[] | undefined)?.[0]
    return { name, kind: 'text', value: text(example), description, sent: example !== undefined }
  })
}

/** The first 2xx answer the document declares: what a test of the request expects. */
export function expectedStatus(entry: OperationEntry): number | '2XX' {
  const codes = Object.keys(entry.operation.responses ?? {})
  const ok = codes.find((c) => /^2\d\d$/.test(c)) ?? codes.find((c) => /^2XX$/i.test(c))
  return ok === undefined || /X/i.test(ok) ? '2XX' : Number(ok)
}

/** The schema of the first 2xx JSON answer. */
export function answerSchemaOf(doc: OpenApiDocument, entry: OperationEntry): Json | undefined {
  const responses = entry.operation.responses ?? {}
  const code = Object.keys(responses).find((c) => /^2/.test(c))
  const content = code === undefined ? undefined : responses[code]?.content
  const media =
    content?.['application/json'] ??
    Object.entries(content ?? {}).find(([type]) => /[/+]json$/.test(type))?.[1]
  return resolved(doc, media?.schema)
}

export function clientRequest(
  doc: OpenApiDocument,
  entry: OperationEntry,
  folder: string,
): ClientRequest {
  const { operation } = entry
  const token = tokenOf(operation)
  const params = operation.parameters ?? []
  const json = jsonBodyOf(operation)
  const multipart = operation.requestBody?.content?.['multipart/form-data']
  let body: ClientRequest['body']
  if (json) {
    const example = exampleOf(doc, json.media) ?? exampleFromSchema(doc, json.media.schema)
    body = { mediaType: json.mediaType, text: JSON.stringify(example ?? {}, null, 2) }
  }
  return {
    id: `${entry.method} ${entry.path}`,
    folder,
    name: entry.operation.summary ?? `${entry.method} ${entry.path}`,
    description: [
      `\`${entry.method} ${entry.path}\``,
      operation.description ?? '',
      token === 'optional' ? OPTIONAL_TOKEN : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
    method: entry.method,
    path: entry.path,
    pathParams: params.filter((p) => p.in === 'path').map(paramOf),
    query: params.filter((p) => p.in === 'query').map(paramOf),
    ...(body ? { body } : {}),
    ...(!json && multipart ? { form: formOf(doc, multipart.schema) } : {}),
    bearer: token === 'required',
    expect: expectedStatus(entry),
    captures: [],
    uses: [],
  }
}

/** The path with each `{name}` written as `:name`, as Postman and Bruno write path variables. */
export const colonPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1')

/** `{{name}}` references in a text. */
export const referencesIn = (value: string) =>
  [...value.matchAll(/\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}/g)].map((m) => m[1] as string)

/** The answer path as JavaScript reading it from `root` (`root.data.find(…).reset_token`). */
export function pathAsJs(root: string, path: AnswerPath): string {
  return path.reduce((js, key) => {
    if (key.startsWith('?')) {
      const member = key.slice(1)
      return `${js}.find((item) => item && item[${JSON.stringify(member)}] !== undefined)`
    }
    return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `${js}.${key}` : `${js}[${JSON.stringify(key)}]`
  }, root)
}

/** The answer path as JSONPath (`$.data[?(@.reset_token)].reset_token`), as Insomnia filters. */
export function pathAsJsonPath(path: AnswerPath): string {
  return path.reduce((jp, key) => {
    if (key.startsWith('?')) return `${jp}[?(@.${key.slice(1)})]`
    return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `${jp}.${key}` : `${jp}[${JSON.stringify(key)}]`
  }, '$')
}

/** What a request's test is called: the status it expects. */
export const testName = (r: ClientRequest) =>
  r.expect === '2XX' ? 'answers a 2xx status' : `answers ${r.expect}`
