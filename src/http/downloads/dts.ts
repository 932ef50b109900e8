import {
  componentName,
  type Json,
  type MediaType,
  type OpenApiDocument,
  type OperationEntry,
  operationsOf,
} from './document.ts'

/**
 * TypeScript declarations of the API: a type per component schema and an interface per
 * operation (its path and query parameters, request body and response bodies by status),
 * translated from the document's JSON Schemas.
 */

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/

const pascal = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join('')

/** A component's type name (`Problem`, `User`; anything else made a valid identifier). */
const typeName = (component: string) => {
  const name = pascal(component)
  return /^[0-9]/.test(name) ? `T${name}` : name
}

const key = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name))

function comment(text: string | undefined, indent: string): string {
  if (!text) return ''
  const lines = text.replace(/\*\//g, '*\\/').trim().split('\n')
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`
  return `${indent}/**\n${lines.map((l) => `${indent} * ${l}`.trimEnd()).join('\n')}\n${indent} */\n`
}

const literal = (v: unknown) => JSON.stringify(v) ?? 'unknown'

const JSON_VALUE = (item: string, value: string) =>
  `string | number | boolean | null | Array<${item}> | { [key: string]: ${value} }`

const grouped = (t: string) => (t.includes(' | ') || t.includes(' & ') ? `(${t})` : t)

const union = (types: string[]) => {
  const unique = [...new Set(types)]
  if (unique.includes('unknown')) return 'unknown'
  return unique.length === 1 ? (unique[0] as string) : unique.map(grouped).join(' | ')
}

/** The TypeScript type a JSON Schema describes. */
export function typeOf(schema: unknown, indent = ''): string {
  if (schema === true || schema === undefined) return 'unknown'
  if (schema === false) return 'never'
  if (typeof schema !== 'object' || schema === null) return 'unknown'
  const s = schema as Json
  const ref = componentName(s.$ref)
  if (ref !== undefined) return typeName(ref)
  if ('const' in s) return literal(s.const)
  if (Array.isArray(s.enum)) return s.enum.map(literal).join(' | ') || 'never'
  for (const key of ['anyOf', 'oneOf'] as const) {
    const list = s[key]
    if (Array.isArray(list)) return union(list.map((b) => typeOf(b, indent)))
  }
  if (Array.isArray(s.allOf)) return s.allOf.map((b) => grouped(typeOf(b, indent))).join(' & ')
  if (Array.isArray(s.type)) return union(s.type.map((type) => typeOf({ ...s, type }, indent)))
  switch (s.type) {
    case 'string':
      return 'string'
    case 'integer':
    case 'number':
      return 'number'
    case 'boolean':
      return 'boolean'
    case 'null':
      return 'null'
    case 'array':
      return `Array<${typeOf(s.items, indent)}>`
    case 'object':
      return objectType(s, indent)
    default:
      // No type: any JSON value, its arrays and objects as the schema says.
      if (s.items !== undefined || s.additionalProperties !== undefined) {
        return JSON_VALUE(typeOf(s.items, indent), typeOf(s.additionalProperties, indent))
      }
      return s.properties ? objectType(s, indent) : 'unknown'
  }
}

function objectType(s: Json, indent: string): string {
  const inner = `${indent}  `
  const properties = (s.properties ?? {}) as Record<string, Json>
  const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : [])
  const lines = Object.entries(properties).map(
    ([name, p]) =>
      `${comment(p.description as string | undefined, inner)}${inner}${key(name)}${required.has(name) ? '' : '?'}: ${typeOf(p, inner)}`,
  )
  const additional = s.additionalProperties
  if (additional !== false) {
    // An index signature must admit every named property's type too.
    const value =
      lines.length > 0 || additional === undefined ? 'unknown' : typeOf(additional, inner)
    lines.push(`${inner}[key: string]: ${value}`)
  }
  if (lines.length === 0) return 'Record<string, never>'
  return `{\n${lines.join('\n')}\n${indent}}`
}

/** The JSON media type of a content map, else its first. */
function bodyType(content: Record<string, MediaType> | undefined): string {
  if (!content) return 'undefined'
  const types = Object.keys(content)
  const json = types.find((t) => /[/+]json$/.test(t))
  if (json) return typeOf(content[json]?.schema, '  ')
  // SVG, CSV, event streams: text.
  return types.length ? 'string' : 'undefined'
}

/** `GET /api/v1/posts/{id}` → `GetPostsById`; the full path (or `…Alias`) when that is taken. */
function operationName({ method, path }: OperationEntry, taken: Set<string>): string {
  const words = (p: string) =>
    p
      .split('/')
      .filter(Boolean)
      .map((s) => (s.startsWith('{') ? `By${pascal(s)}` : pascal(s)))
      .join('')
  const m = pascal(method.toLowerCase())
  // `/auth/login` is an alias of `/api/v1/auth/login`, which came first and took the name.
  const full = `${m}${words(path)}`
  for (const candidate of [
    `${m}${words(path.replace(/^\/api\/v1(?=\/)/, ''))}`,
    full,
    `${full}Alias`,
  ]) {
    if (!taken.has(candidate)) return candidate
  }
  let n = 2
  while (taken.has(`${full}${n}`)) n += 1
  return `${full}${n}`
}

function params(entry: OperationEntry, where: 'path' | 'query'): string {
  const list = (entry.operation.parameters ?? []).filter((p) => p.in === where)
  if (list.length === 0) return 'Record<string, never>'
  const lines = list.map(
    (p) =>
      `${comment(p.description, '    ')}    ${key(p.name)}${p.required ? '' : '?'}: ${typeOf(p.schema, '    ')}`,
  )
  return `{\n${lines.join('\n')}\n  }`
}

export function toDts(doc: OpenApiDocument): string {
  const out: string[] = [
    `// ${doc.info.title} ${doc.info.version}: TypeScript declarations made from its OpenAPI document.`,
    '// Component schemas are types; each operation is an interface naming its parameters,',
    '// request body and response bodies by status.',
    '',
  ]
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    out.push(
      `${comment(schema.description as string | undefined, '')}export type ${typeName(name)} = ${typeOf(schema)}\n`,
    )
  }
  const taken = new Set<string>()
  const names: string[] = []
  for (const entry of operationsOf(doc)) {
    const { operation } = entry
    const name = operationName(entry, taken)
    taken.add(name)
    names.push(name)
    const responses = Object.entries(operation.responses ?? {}).map(
      ([status, res]) =>
        `${comment(res.description, '    ')}    ${/^\d+$/.test(status) ? status : JSON.stringify(status)}: ${bodyType(res.content).replace(/\n/g, '\n  ')}`,
    )
    const body = operation.requestBody ? bodyType(operation.requestBody.content) : 'undefined'
    out.push(
      `${comment(`\`${entry.method} ${entry.path}\`: ${operation.summary ?? ''}`, '')}export interface ${name} {
  method: ${literal(entry.method)}
  path: ${literal(entry.path)}
  params: ${params(entry, 'path')}
  query: ${params(entry, 'query')}
  body: ${body}
  responses: {
${responses.join('\n')}
  }
}
`,
    )
  }
  out.push(
    '/** Every operation, by its interface name. */',
    `export interface Operations {\n${names.map((n) => `  ${n}: ${n}`).join('\n')}\n}`,
    '',
  )
  return out.join('\n')
}
