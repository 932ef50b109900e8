import type { Item, OverlayEntry } from '../../store/port.ts'
import type { Baseline } from '../baseline.ts'
import { invalidQuery, quoted } from '../errors.ts'
import { embedsOf, expandsOf, type Link } from '../links.ts'
import { compileQuery, type ListDef } from '../list/query.ts'
import { run } from '../list/run.ts'
import { RESOURCE_LINKS, RESOURCE_NAMES, type ResourceName } from '../resources.ts'
import { type NameList, namesOf } from './names.ts'

/**
 * `_embed` and `_expand` (docs/contract/lists-and-query-language.md#relations): on the built-in
 * resources a post's comments, a user's posts, todos and albums, an album's photos embedded; the
 * user of a post, todo or album, the post of a comment, the album of a photo, expanded. Both are read off a table of links (links.ts): the resources' own,
 * or a db.json's, related by json-server's convention (docs/contract/db-json.md#relations), through
 * the same code.
 */

/** One relation: the key it is shown under, the resource it reads, and the linking field. */
export interface Relation {
  readonly key: string
  readonly resource: string
  /** Embed: the children's field holding the parent's id. Expand: the record's own field. */
  readonly field: string
  /**
   * The list definition of a db.json collection it reads, whose ids may be strings; absent for
   * the built-in resources, whose references are integers.
   */
  readonly list?: ListDef
}

/** The relations one request asks for, each named once. */
export interface Relations {
  embed: readonly Relation[]
  expand: readonly Relation[]
}

/** A link as the parent's relation: its children, under `embedKey`. */
export const embedOf = (link: Link, list?: ListDef): Relation => ({
  key: link.embedKey,
  resource: link.child,
  field: link.field,
  ...(list && { list }),
})

/** A link as the child's relation: its parent, under `expandKey`. */
export const expandOf = (link: Link, list?: ListDef): Relation => ({
  key: link.expandKey,
  resource: link.parent,
  field: link.field,
  ...(list && { list }),
})

/** The relations of `name` in a table of links: its children to embed, its parents to expand. */
export const relationsOf = (links: readonly Link[], name: string): Relations => ({
  embed: embedsOf(links, name).map((l) => embedOf(l)),
  expand: expandsOf(links, name).map((l) => expandOf(l)),
})

const BUILTIN = Object.fromEntries(
  RESOURCE_NAMES.map((r) => [r, relationsOf(RESOURCE_LINKS, r)]),
) as Readonly<Record<ResourceName, Relations>>

/** Children embedded per parent, at most (docs/contract/lists-and-query-language.md#relations). */
export const EMBED_LIMIT = 100

/**
 * The most children one record of `resource` has in `baseline`, for each relation it embeds
 * (`{ posts: 4, todos: 5 }` for users): what a to-many relation can return before a sandbox
 * adds to it. Counted once, when the baseline is made: it never changes while served.
 */
export function mostChildren(baseline: Baseline, resource: ResourceName): Record<string, number> {
  const out: Record<string, number> = {}
  for (const relation of BUILTIN[resource].embed) {
    const counts = new Map<unknown, number>()
    let most = 0
    for (const child of baseline.all(relation.resource)) {
      const n = (counts.get(child[relation.field]) ?? 0) + 1
      counts.set(child[relation.field], n)
      if (n > most) most = n
    }
    out[relation.key] = most
  }
  return out
}

/** Names `_embed` and `_expand` take, together; far more than any resource has relations. */
export const RELATION_NAME_LIMITS = { max: 10, maxLength: 200 } as const

/** The relation names of a resource, for documentation. */
export const relationNames = (resource: ResourceName) => ({
  embed: BUILTIN[resource].embed.map((r) => r.key),
  expand: BUILTIN[resource].expand.map((r) => r.key),
})

function pick(
  param: '_embed' | '_expand',
  value: NameList,
  resource: string,
  table: readonly Relation[],
): Relation[] {
  return namesOf([[param, value]], RELATION_NAME_LIMITS).map(({ name }) => {
    const relation = table.find((r) => r.key === name)
    if (relation) return relation
    const verb = param === '_embed' ? 'embed' : 'expand'
    const valid = table.map((r) => r.key).join(', ')
    throw invalidQuery(
      param,
      table.length === 0
        ? `cannot be used on ${resource}: they have nothing to ${verb}, got ${quoted(name)}`
        : `on ${resource} must be ${table.length === 1 ? '' : 'one of '}${valid}, got ${quoted(name)}`,
    )
  })
}

/**
 * The relations a request names (comma-separated or repeated, trimmed, each once), or
 * undefined when it names none. An unknown one is 400 INVALID_QUERY listing the valid ones.
 */
export function parseRelations(
  resource: ResourceName,
  query: { _embed?: NameList; _expand?: NameList },
): Relations | undefined {
  return parseRelationsOf(resource, BUILTIN[resource], query)
}

/** `parseRelations` over the relations a collection has (a db.json's, say). */
export function parseRelationsOf(
  resource: string,
  tables: Relations,
  query: { _embed?: NameList; _expand?: NameList },
): Relations | undefined {
  if (query._embed === undefined && query._expand === undefined) return undefined
  const embed = pick('_embed', query._embed, resource, tables.embed)
  const expand = pick('_expand', query._expand, resource, tables.expand)
  return embed.length + expand.length === 0 ? undefined : { embed, expand }
}

/**
 * Each relation a request names with the parameter that named it and the resource or
 * collection it reads (`_expand=user` reads users): what RBAC checks it against (ADR 0014).
 */
export const relationsNamed = (relations: Relations | undefined) =>
  relations === undefined
    ? []
    : [
        ...relations.embed.map((r) => ({ param: '_embed', name: r.key, reads: r.resource })),
        ...relations.expand.map((r) => ({ param: '_expand', name: r.key, reads: r.resource })),
      ]

/** The keys relations add to a record (of a resource or a custom collection). */
export const relationKeys = (relations: {
  embed: readonly { key: string }[]
  expand: readonly { key: string }[]
}) => [...relations.embed.map((r) => r.key), ...relations.expand.map((r) => r.key)]

/** What attaching reads: the baseline, and one identity's overlay entries of a resource. */
export interface RelationSources {
  baseline: Baseline
  entries(resource: string): Promise<readonly OverlayEntry[]>
}

type Fill = { key: string; value: (record: Item) => unknown }

const LOCAL_ID = /^local-/

/**
 * A parent as the identity sees it, by the id a record holds (`user_id: 3`): created or updated
 * in the overlay, else the baseline's; null when deleted or unknown. Each id is looked up once.
 */
function expander(
  relation: Relation,
  baseline: Baseline,
  entries: readonly OverlayEntry[],
): Fill['value'] {
  const overlay = new Map<string, OverlayEntry>()
  for (const entry of entries) overlay.set(entry.id, entry)
  const found = new Map<string, Item | null>()
  const lookup = (key: string): Item | null => {
    const entry = overlay.get(key)
    if (entry?.kind === 'created' && entry.item) return { ...entry.item, _sandbox: 'created' }
    // An update or delete of an id this baseline lacks (written at a larger scale) is no record.
    const base = LOCAL_ID.test(key) ? undefined : baseline.get(relation.resource, key)
    if (!base) return null
    if (!entry) return base
    return entry.item ? { ...entry.item, _sandbox: 'updated' } : null
  }
  return (record) => {
    const value = record[relation.field]
    if (typeof value !== 'number' && typeof value !== 'string') return null
    const key = String(value)
    let parent = found.get(key)
    if (parent === undefined) {
      parent = lookup(key)
      found.set(key, parent)
    }
    return parent
  }
}

/**
 * A parent's children in list order (created newest first, then the baseline in id order, with
 * the identity's changes), at most EMBED_LIMIT: the list engine with one fixed filter.
 */
function embedder(
  relation: Relation,
  baseline: Baseline,
  entries: readonly OverlayEntry[],
): Fill['value'] {
  const { list } = relation
  return (record) => {
    // The built-ins' references are integers (docs/contract/baseline-and-overlay.md#validation):
    // nothing points at a created record. A db.json's may name any id, a created record's too, as
    // json-server allows.
    if (list === undefined && typeof record.id !== 'number') return []
    const filters = { [relation.field]: record.id }
    const query = compileQuery(
      list ?? (relation.resource as ResourceName),
      { filters },
      EMBED_LIMIT,
    )
    return run(baseline, relation.resource, { ...query, limit: EMBED_LIMIT, offset: 0 }, entries)
      .data
  }
}

/**
 * Copies of `records` with their relations added: embedded children under the relation's key
 * (`comments`), an expanded parent under its key (`user`, null when not in the view). Each
 * resource's overlay is read once, whatever the number of records.
 */
export async function attachRelations(
  records: readonly Item[],
  relations: Relations,
  sources: RelationSources,
): Promise<Item[]> {
  const all = [...relations.embed, ...relations.expand]
  const needed = [...new Set(all.map((r) => r.resource))]
  const read = await Promise.all(needed.map((r) => sources.entries(r)))
  const entriesOf = (r: string) => read[needed.indexOf(r)] as readonly OverlayEntry[]
  const fills: Fill[] = [
    ...relations.embed.map((r) => ({
      key: r.key,
      value: embedder(r, sources.baseline, entriesOf(r.resource)),
    })),
    ...relations.expand.map((r) => ({
      key: r.key,
      value: expander(r, sources.baseline, entriesOf(r.resource)),
    })),
  ]
  return records.map((record) => {
    const out: Item = { ...record }
    for (const fill of fills) out[fill.key] = fill.value(record)
    return out
  })
}
