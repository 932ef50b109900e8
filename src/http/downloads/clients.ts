import {
  exampleOf,
  firstParagraph,
  jsonBodyOf,
  type OpenApiDocument,
  type OperationEntry,
  type Parameter,
} from './document.ts'

/**
 * What every client collection (Postman, Insomnia, Bruno) makes of one operation: the same
 * requests, folders, variables and example bodies, written in each tool's format.
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
  /** The example value, or '' when the document has none. */
  value: string
  description: string
  required: boolean
}

export interface ClientRequest {
  name: string
  description: string
  method: string
  /** The document's path, `/api/v1/posts/{id}`. */
  path: string
  pathParams: ClientParam[]
  query: ClientParam[]
  body?: { mediaType: string; text: string }
  bearer: boolean
}

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

function paramOf(p: Parameter): ClientParam {
  const example = p.example ?? p.schema?.example ?? p.schema?.default
  const fallback = p.in === 'path' ? (PATH_DEFAULTS[p.name] ?? '') : ''
  return {
    name: p.name,
    value: example === undefined ? fallback : text(example),
    description: firstParagraph(p.description),
    required: p.required === true,
  }
}

export function clientRequest(doc: OpenApiDocument, entry: OperationEntry): ClientRequest {
  const { operation } = entry
  const params = operation.parameters ?? []
  const json = jsonBodyOf(operation)
  const example = json && exampleOf(doc, json.media)
  return {
    name: entry.operation.summary ?? `${entry.method} ${entry.path}`,
    description: [`\`${entry.method} ${entry.path}\``, operation.description ?? '']
      .filter(Boolean)
      .join('\n\n'),
    method: entry.method,
    path: entry.path,
    pathParams: params.filter((p) => p.in === 'path').map(paramOf),
    query: params.filter((p) => p.in === 'query').map(paramOf),
    body: json && {
      mediaType: json.mediaType,
      text: JSON.stringify(example === undefined ? {} : example, null, 2),
    },
    bearer: (operation.security ?? []).some((s) => 'bearerAuth' in s),
  }
}

/** The path with each `{name}` written as `:name`, as Postman and Bruno write path variables. */
export const colonPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1')
