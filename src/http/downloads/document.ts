/**
 * The parts of an OpenAPI 3.1 document the downloads read, and the walks they share. Every
 * download is made from `app.swagger()`, so what the reference at /docs shows is what a Postman
 * collection, a `.d.ts` or llms.txt says.
 */

export type Json = Record<string, unknown>

export interface Parameter {
  name: string
  in: 'query' | 'path' | 'header' | 'cookie'
  required?: boolean
  description?: string
  schema?: Json
  example?: unknown
}

export interface MediaType {
  schema?: Json
  example?: unknown
  examples?: Record<string, { value?: unknown }>
}

export interface Operation {
  summary?: string
  description?: string
  tags?: string[]
  parameters?: Parameter[]
  requestBody?: { required?: boolean; description?: string; content?: Record<string, MediaType> }
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>
  security?: Array<Record<string, string[]>>
}

export interface OpenApiDocument {
  openapi: string
  info: { title: string; version: string; description?: string }
  servers?: Array<{ url: string; description?: string }>
  tags?: Array<{ name: string; description?: string }>
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, Json>; securitySchemes?: Record<string, Json> }
}

export interface OperationEntry {
  /** Upper case, as HTTP writes it. */
  method: string
  /** As the document writes it: `/api/v1/posts/{id}`. */
  path: string
  operation: Operation
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'])

/** Every operation in document order (paths, then methods as each path item lists them). */
export function operationsOf(doc: OpenApiDocument): OperationEntry[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  )
}

/** The first tag, which names the operation's folder in every client. */
export const tagOf = (op: Operation) => op.tags?.[0] ?? 'other'

/** Operations grouped by first tag, in the order the document's tags are declared. */
export function operationsByTag(doc: OpenApiDocument): Array<[string, OperationEntry[]]> {
  const groups = new Map<string, OperationEntry[]>()
  for (const tag of doc.tags ?? []) groups.set(tag.name, [])
  for (const entry of operationsOf(doc)) {
    const tag = tagOf(entry.operation)
    const list = groups.get(tag) ?? []
    list.push(entry)
    groups.set(tag, list)
  }
  return [...groups].filter(([, list]) => list.length > 0)
}

/**
 * Whether an operation needs a Bearer token (`[{bearerAuth: []}]`), reads one when sent (a route
 * the role matrix guards: `[{bearerAuth: []}, {}]`), or reads none (docs/openapi.ts).
 */
export function tokenOf(op: Operation): 'required' | 'optional' | 'none' {
  const security = op.security ?? []
  if (!security.some((s) => 'bearerAuth' in s)) return 'none'
  return security.some((s) => Object.keys(s).length === 0) ? 'optional' : 'required'
}

export const nameOf = ({ method, path, operation }: OperationEntry) =>
  operation.summary ?? `${method} ${path}`

const COMPONENT_REF = /^#\/components\/schemas\/(.+)$/

/** The component a `$ref` names, or undefined. */
export function componentName(ref: unknown): string | undefined {
  return typeof ref === 'string' ? COMPONENT_REF.exec(ref)?.[1] : undefined
}

/** `schema` itself, or the component its `$ref` points to. */
export function resolved(doc: OpenApiDocument, schema: Json | undefined): Json | undefined {
  const name = componentName(schema?.$ref)
  return name === undefined ? schema : doc.components?.schemas?.[name]
}

/** The JSON request body of an operation (`application/json` or a `+json` type). */
export function jsonBodyOf(op: Operation): { mediaType: string; media: MediaType } | undefined {
  const content = op.requestBody?.content ?? {}
  const mediaType =
    Object.keys(content).find((t) => t === 'application/json') ??
    Object.keys(content).find((t) => /[/+]json$/.test(t))
  const media = mediaType === undefined ? undefined : content[mediaType]
  return mediaType === undefined || media === undefined ? undefined : { mediaType, media }
}

/** A media type's own example, else its first named example, else its schema's first. */
export function exampleOf(doc: OpenApiDocument, media: MediaType): unknown {
  if (media.example !== undefined) return media.example
  const named = Object.values(media.examples ?? {}).find((e) => e.value !== undefined)
  if (named) return named.value
  const schema = resolved(doc, media.schema)
  if (Array.isArray(schema?.examples) && schema.examples.length > 0) return schema.examples[0]
  return schema?.example
}

/** `/api/v1/posts/{id}` → `['api', 'v1', 'posts', '{id}']` */
export const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/** The path parameters a path names, in order. */
export const pathParamsOf = (path: string) =>
  [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string)

/** The one-line form of a description: its first paragraph, whitespace collapsed. */
export function firstParagraph(text: string | undefined): string {
  return (
    (text ?? '')
      .split(/\n\s*\n/)[0]
      ?.replace(/\s+/g, ' ')
      .trim() ?? ''
  )
}
