import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import SwaggerParser from '@apidevtools/swagger-parser'
import { LineCounter, parseDocument } from 'yaml'

/**
 * A user's OpenAPI document, read for the mock of it (docs/contract/openapi-mock.md#documents):
 * OpenAPI 3.0 or 3.1, YAML or JSON, its `$ref`s resolved across local files by
 * @apidevtools/swagger-parser and checked against the OpenAPI schema. Every way it can be wrong
 * is an `OpenApiError` naming the file and, where there is one, the JSON pointer or the line:
 * the CLI prints it and exits 2, never a crash or a hang.
 */

export class OpenApiError extends Error {
  override name = 'OpenApiError'
}

/** Larger than any hand-written API; a generated one this size is a mistake to mock. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024

export type Json = Record<string, unknown>

export interface OpenApiDocument {
  /** `3.0` or `3.1`: which schema dialect its schemas are written in. */
  version: '3.0' | '3.1'
  /** The document with every `$ref` replaced by what it names (recursive schemas stay cycles). */
  document: Json
  /** A number of the document's text: the same document generates the same records. */
  seed: number
}

export interface LoadOptions {
  /** Whether `$ref`s may name `http(s)://` documents (`--allow-remote-refs`). */
  allowRemoteRefs?: boolean
  maxBytes?: number
}

/** `['paths', '/pets', 'get']` → `#/paths/~1pets/get` (RFC 6901). */
export const pointerOf = (path: readonly (string | number)[]) =>
  `#/${path.map((p) => String(p).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`

/** Each `$ref` the document holds, with where it is. */
function* refsIn(value: unknown, path: (string | number)[] = []): Generator<[string, string]> {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* refsIn(v, [...path, i])
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') yield [v, pointerOf(path)]
      else yield* refsIn(v, [...path, k])
    }
  }
}

/** The first `$ref` dereferencing left in place: one that names itself, directly or in a ring. */
function leftRef(
  value: unknown,
  seen = new Set<unknown>(),
  path: string[] = [],
): string | undefined {
  if (!value || typeof value !== 'object' || seen.has(value)) return undefined
  seen.add(value)
  if (!Array.isArray(value) && typeof (value as Json).$ref === 'string') return pointerOf(path)
  for (const [k, v] of Object.entries(value)) {
    const found = leftRef(v, seen, [...path, k])
    if (found) return found
  }
  return undefined
}

function parsed(file: string, text: string): Json {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: false })
  const [error] = doc.errors
  if (error) {
    const at = lines.linePos(error.pos[0])
    throw new OpenApiError(
      `${file}: not valid YAML or JSON at line ${at.line}, column ${at.col}: ${error.message.split('\n')[0]}`,
    )
  }
  const value: unknown = doc.toJS({ maxAliasCount: 100 })
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new OpenApiError(`${file}: an OpenAPI document is an object, got ${typeof value}`)
  return value as Json
}

function versionOf(file: string, raw: Json): '3.0' | '3.1' {
  if (raw.swagger !== undefined)
    throw new OpenApiError(
      `${file}: Swagger ${String(raw.swagger)} is not read here; convert it to OpenAPI 3 first, for example with \`npx swagger2openapi ${file} -o openapi.yaml\` (or Swagger Editor's "Convert to OpenAPI 3")`,
    )
  const version = typeof raw.openapi === 'string' ? /^3\.(0|1)\.\d+$/.exec(raw.openapi) : null
  if (!version)
    throw new OpenApiError(
      `${file}: #/openapi must be 3.0.x or 3.1.x, got ${JSON.stringify(raw.openapi ?? null)}`,
    )
  return version[1] === '0' ? '3.0' : '3.1'
}

export async function loadOpenApi(file: string, opts: LoadOptions = {}): Promise<OpenApiDocument> {
  const max = opts.maxBytes ?? MAX_DOCUMENT_BYTES
  let size: number
  try {
    size = statSync(file).size
  } catch (err) {
    throw new OpenApiError(`${file}: cannot be read (${(err as NodeJS.ErrnoException).code})`)
  }
  if (size > max)
    throw new OpenApiError(
      `${file}: ${(size / 1024 / 1024).toFixed(1)} MB, more than the ${max / 1024 / 1024} MB a document may be`,
    )
  const text = readFileSync(file, 'utf8')
  const raw = parsed(file, text)
  const version = versionOf(file, raw)
  if (!opts.allowRemoteRefs)
    for (const [ref, at] of refsIn(raw))
      if (/^https?:/i.test(ref))
        throw new OpenApiError(
          `${file}: ${at}/$ref names a remote document (${ref}); remote references are refused unless the server runs with --allow-remote-refs`,
        )
  let document: Json
  try {
    // From the file, so that relative `$ref`s resolve beside it.
    document = (await SwaggerParser.validate(file, {
      resolve: { http: opts.allowRemoteRefs ? { timeout: 5000 } : false },
    })) as unknown as Json
  } catch (err) {
    throw new OpenApiError(`${file}: ${(err as Error).message.split('\n').slice(0, 6).join(' ')}`)
  }
  const ring = leftRef(document)
  if (ring)
    throw new OpenApiError(
      `${file}: ${ring} is a $ref cycle: it names itself, directly or through others, and never a schema`,
    )
  const seed = createHash('sha256').update(text).digest().readUInt32BE(0)
  return { version, document, seed }
}
