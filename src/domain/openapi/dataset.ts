import { type Dataset, readDataset } from '../dataset/read.ts'
import { type Rewrite, readRewrites } from '../dataset/rewrites.ts'
import { generateRecords } from './generate.ts'
import { type Inference, type InferredResource, inferResources } from './infer.ts'
import type { Json, OpenApiDocument } from './load.ts'

/**
 * A document's resources as a db.json's collections (docs/contract/openapi-mock.md#serving):
 * each inferred resource a collection of generated records, so that every sandbox, list, write
 * and export rule of a db.json applies to it. References between resources (`ownerId` when the
 * document has `owners`) point at records that exist.
 */

/** Records per resource unless the document says otherwise (`x-mock-count`). */
export const DEFAULT_COUNT = 20

export interface OpenApiMock {
  dataset: Dataset
  inference: Inference
  /** The path the document's first server names (`/v1`), or '' at the root. */
  basePath: string
  /** `/v1/*` → `/$1`: the document's URLs reach the collections served at the root. */
  rewrites: Rewrite[]
}

/**
 * The path of the document's first server (`https://api.example.com/v1` → `/v1`); '' when it
 * names none, or a variable (`/{version}`), which no one URL stands for.
 */
export function basePathOf(document: Json): string {
  const [first] = (document.servers ?? []) as Array<{ url?: unknown }>
  if (typeof first?.url !== 'string' || first.url.includes('{')) return ''
  try {
    const path = new URL(first.url, 'http://localhost').pathname.replace(/\/+$/, '')
    return path === '/' ? '' : path
  } catch {
    return ''
  }
}

/** `ownerId`, `owner_id` → `owners`, when the document has such a resource. */
function referencedResource(field: string, names: ReadonlySet<string>): string | undefined {
  const stem = /^(.+?)(?:Id|_id)$/.exec(field)?.[1]
  if (!stem) return undefined
  return [`${stem}s`, `${stem}es`, stem.replace(/y$/, 'ies')].find((n) => names.has(n))
}

const countOf = (resource: InferredResource) => {
  const declared = resource.schema?.['x-mock-count']
  return Number.isInteger(declared) && (declared as number) >= 0 && (declared as number) <= 1000
    ? (declared as number)
    : DEFAULT_COUNT
}

export function mockOfOpenApi(loaded: OpenApiDocument): OpenApiMock {
  const inference = inferResources(loaded.document)
  const names = new Set(inference.resources.map((r) => r.name))
  const generate = (r: InferredResource, references?: Record<string, (string | number)[]>) =>
    generateRecords(r.schema ?? { type: 'object' }, countOf(r), {
      seed: loaded.seed,
      resource: r.name,
      idField: r.idField,
      ...(references && { references }),
    })
  // Ids first, so that a reference can name them.
  const ids = new Map(
    inference.resources.map((r) => [
      r.name,
      generate(r).map((rec) => rec[r.idField] as string | number),
    ]),
  )
  const db: Record<string, Json[]> = {}
  for (const r of inference.resources) {
    const properties = Object.keys((r.schema?.properties ?? {}) as Json)
    const references = Object.fromEntries(
      properties.flatMap((field) => {
        const target = referencedResource(field, names)
        return target && target !== r.name ? [[field, ids.get(target) ?? []]] : []
      }),
    )
    // A db.json record's id is `id`: a document's `orderId` is served as both.
    db[r.name] = generate(r, references).map((rec) =>
      r.idField === 'id' ? rec : { id: rec[r.idField], ...rec },
    )
  }
  const basePath = basePathOf(loaded.document)
  const rewrites = basePath ? readRewrites(JSON.stringify({ [`${basePath}/*`]: '/$1' })) : []
  return { dataset: readDataset(JSON.stringify(db)), inference, basePath, rewrites }
}
