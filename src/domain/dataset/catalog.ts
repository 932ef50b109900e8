import type { BaselineCollection } from '../baseline.ts'
import type { ListDef } from '../list/query.ts'
import { type InferredRelation, inferCollection, inferRelations } from './infer.ts'
import type { Dataset } from './read.ts'

/**
 * What the service knows of each db.json collection (docs/contract/db-json.md): its list definition
 * (typed fields, text fields, indexes), the names its records and events go by, and its json-server
 * relations. Built once from the file; the baseline holds the records themselves.
 */
export interface DataCollection {
  name: string
  /** `post` for `posts`: event types (`post.created`) and messages. */
  singular: string
  /** `Post`: the GraphQL type. */
  typeName: string
  list: ListDef
  /** Children to embed (`_embed=comments` on posts) and parents to expand (`_expand=post`). */
  embeds: readonly InferredRelation[]
  expands: readonly InferredRelation[]
}

export interface DataCatalog {
  collections: ReadonlyMap<string, DataCollection>
  singulars: ReadonlyMap<string, Readonly<Record<string, unknown>>>
}

/** json-server's singular of a collection name: posts → post, categories → category. */
export function singularOf(name: string): string {
  if (/[^aeiou]ies$/.test(name)) return `${name.slice(0, -3)}y`
  if (/(s|x|z|ch|sh)es$/.test(name)) return name.slice(0, -2)
  if (/[^s]s$/.test(name)) return name.slice(0, -1)
  return name
}

export const pascal = (s: string) =>
  s
    .split('_')
    .filter(Boolean)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('')

/** The catalog of a dataset, and its collections as the baseline machinery takes them. */
export function catalogOf(dataset: Dataset): {
  catalog: DataCatalog
  baseline: Map<string, BaselineCollection>
} {
  const inferred = [...dataset.collections].map(([name, records]) => inferCollection(name, records))
  const relations = inferRelations(inferred)
  const collections = new Map<string, DataCollection>()
  const baseline = new Map<string, BaselineCollection>()
  for (const c of inferred) {
    const expands = relations.filter((r) => r.child === c.name)
    const singular = singularOf(c.name)
    // Relation fields are indexed: `_embed` and nested routes read children by them.
    const indexed = expands.map((r) => r.field)
    collections.set(c.name, {
      name: c.name,
      singular,
      typeName: pascal(singular),
      list: {
        name: c.name,
        fields: c.fields,
        textFields: c.textFields,
        sortFields: undefined,
        aliases: {},
        indexed,
      },
      embeds: relations.filter((r) => r.parent === c.name),
      expands,
    })
    baseline.set(c.name, {
      records: [...(dataset.collections.get(c.name) ?? [])],
      textFields: c.textFields,
      indexed,
    })
  }
  return { catalog: { collections, singulars: dataset.singulars }, baseline }
}
