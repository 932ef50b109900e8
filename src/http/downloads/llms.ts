import {
  componentName,
  firstParagraph,
  type Json,
  jsonBodyOf,
  type OpenApiDocument,
  operationsByTag,
  resolved,
  tokenOf,
} from './document.ts'

/**
 * `/llms.txt` (the llmstxt.org format: a title, a one-paragraph summary, then sections of links)
 * and `/llms-full.txt` (every endpoint written out in Markdown), both from the OpenAPI document,
 * so a coding assistant reads what the reference at /docs says.
 */

export const DOWNLOADS = [
  { file: 'openapi.json', title: 'OpenAPI 3.1 document', note: 'the source of all the others' },
  {
    file: 'openapi.json?version=3.0',
    title: 'OpenAPI 3.0.3 document',
    note: 'for tools that read nothing newer',
  },
  {
    file: 'postman.json',
    title: 'Postman collection (v2.1)',
    note: 'with `baseUrl` and `identity` variables',
  },
  { file: 'insomnia.json', title: 'Insomnia export (format 4)', note: 'with a base environment' },
  {
    file: 'bruno.json',
    title: 'Bruno collection',
    note: 'import with "Import Collection → Bruno"',
  },
  {
    file: 'mock-playground.d.ts',
    title: 'TypeScript declarations',
    note: 'a type per schema, an interface per operation',
  },
] as const

/** A short type label for Markdown: `integer`, `string[]`, `User`, `"asc" | "desc"`. */
export function typeLabel(schema: unknown): string {
  if (typeof schema !== 'object' || schema === null) return 'any'
  const s = schema as Json
  const ref = componentName(s.$ref)
  if (ref) return ref
  if ('const' in s) return JSON.stringify(s.const)
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ')
  const list = (s.anyOf ?? s.oneOf) as unknown[] | undefined
  if (Array.isArray(list)) return [...new Set(list.map(typeLabel))].join(' | ')
  if (Array.isArray(s.type)) return s.type.join(' | ')
  if (s.type === 'array') return `${typeLabel(s.items)}[]`
  return typeof s.type === 'string' ? s.type : 'any'
}

const code = (s: string) => `\`${s}\``

export function toLlmsTxt(doc: OpenApiDocument, origin: string): string {
  const tags = new Map((doc.tags ?? []).map((t) => [t.name, t.description ?? '']))
  const lines = [
    `# ${doc.info.title}`,
    '',
    `> ${firstParagraph(doc.info.description)}`,
    '',
    'Base URL: ' +
      origin +
      '. Name your sandbox with the `X-Playground-Identity` header (any 1–128 ' +
      'characters of `[A-Za-z0-9._:-]`, or a UUID) so that your writes stay yours; errors are RFC 9457 ' +
      '`application/problem+json` with a stable `code`.',
    '',
    '## Docs',
    '',
    `- [Every endpoint in Markdown](${origin}/llms-full.txt): method, path, parameters, request body fields and response codes of each operation`,
    `- [Interactive API reference](${origin}/docs): the OpenAPI document in Swagger UI, with "try it out"`,
    `- [OpenAPI 3.1 document](${origin}/api/v1/openapi.json): the machine-readable description every download is made from`,
    '',
    '## Downloads',
    '',
    ...DOWNLOADS.map((d) => `- [${d.title}](${origin}/api/v1/downloads/${d.file}): ${d.note}`),
    '',
    '## API areas',
    '',
    ...operationsByTag(doc).map(
      ([tag, entries]) =>
        `- [${tag}](${origin}/docs#/${encodeURIComponent(tag)}): ${firstParagraph(tags.get(tag))} (${entries
          .map((e) => code(`${e.method} ${e.path}`))
          .slice(0, 4)
          .join(', ')}${entries.length > 4 ? ', …' : ''})`,
    ),
    '',
  ]
  return lines.join('\n')
}

function fieldLines(doc: OpenApiDocument, schema: Json | undefined): string[] {
  const s = resolved(doc, schema)
  const properties = (s?.properties ?? {}) as Record<string, Json>
  const required = new Set((s?.required as string[] | undefined) ?? [])
  const lines = Object.entries(properties).map(
    ([name, p]) =>
      `- ${code(name)} (${typeLabel(p)}${required.has(name) ? ', required' : ''})${p.description ? `: ${firstParagraph(p.description as string)}` : ''}`,
  )
  if (s && s.additionalProperties !== false && s.additionalProperties !== undefined) {
    lines.push('- any other field is kept as sent')
  }
  return lines
}

export function toLlmsFullTxt(doc: OpenApiDocument, origin: string): string {
  const tags = new Map((doc.tags ?? []).map((t) => [t.name, t.description ?? '']))
  const out = [
    `# ${doc.info.title} (version ${doc.info.version})`,
    '',
    `Base URL: ${origin}. Paths below are absolute. Machine-readable: ${origin}/api/v1/openapi.json.`,
    '',
    doc.info.description ?? '',
    '',
    '# Endpoints',
    '',
  ]
  for (const [tag, entries] of operationsByTag(doc)) {
    out.push(`## ${tag}`, '')
    if (tags.get(tag)) out.push(tags.get(tag) as string, '')
    for (const { method, path, operation } of entries) {
      out.push(`### ${method} ${path}`, '')
      if (operation.summary) out.push(`${operation.summary}.`.replace(/\.\.$/, '.'), '')
      if (operation.description) out.push(operation.description.trim(), '')
      const token = tokenOf(operation)
      if (token === 'required') out.push('Needs `Authorization: Bearer <access_token>`.', '')
      if (token === 'optional')
        out.push('Takes `Authorization: Bearer <access_token>` when roles are checked.', '')
      const params = operation.parameters ?? []
      if (params.length) {
        out.push('Parameters:', '')
        for (const p of params) {
          const label = `${p.in}, ${typeLabel(p.schema)}${p.required ? ', required' : ''}`
          out.push(
            `- ${code(p.name)} (${label})${p.description ? `: ${firstParagraph(p.description)}` : ''}`,
          )
        }
        out.push('')
      }
      const json = jsonBodyOf(operation)
      if (json) {
        const fields = fieldLines(doc, json.media.schema)
        const ref = componentName(json.media.schema?.$ref)
        out.push(
          `Request body (${code(json.mediaType)}${ref ? `, ${ref}` : ''}${operation.requestBody?.required ? ', required' : ''}):`,
          '',
        )
        if (fields.length) out.push(...fields)
        else out.push(`- ${typeLabel(json.media.schema)}`)
        out.push('')
      }
      out.push('Responses:', '')
      for (const [status, res] of Object.entries(operation.responses ?? {})) {
        const types = Object.entries(res.content ?? {}).map(
          ([type, media]) => `${code(type)}${media.schema ? ` ${typeLabel(media.schema)}` : ''}`,
        )
        out.push(
          `- ${status}: ${firstParagraph(res.description)}${types.length ? ` (${types.join(', ')})` : ''}`,
        )
      }
      out.push('')
    }
  }
  const schemas = Object.entries(doc.components?.schemas ?? {})
  if (schemas.length) {
    out.push('# Schemas', '')
    for (const [name, schema] of schemas) {
      out.push(`## ${name}`, '')
      if (schema.description) out.push(firstParagraph(schema.description as string), '')
      const fields = fieldLines(doc, schema)
      if (fields.length) out.push(...fields, '')
    }
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`
}
