import type { Item, OverlayEntry } from '../../store/port.ts'
import { COLLECTION_NAME, isCollectionName } from '../collection-name.ts'
import { invalidQuery, quoted } from '../errors.ts'
import { checkKey, type Named, type NameList, namesOf } from './names.ts'
import { EMBED_LIMIT, RELATION_NAME_LIMITS, type Relation, type Relations } from './relations.ts'

/**
 * `_expand` and `_embed` on custom collections
 * (docs/contract/lists-and-query-language.md#relations), which have no schema, so a request names
 * both ends: `_expand=customerId:customers` puts the customers record whose id is in `customerId`
 * under `customer`; `_embed=orders:customerId` adds, under `orders`, the orders whose `customerId`
 * is this record's id.
 */

/**
 * A custom collection's relations are the shape every collection's are (relations.ts), named by
 * the request instead of read off a table: `resource` is the other collection, `field` the
 * record's own field (expand) or the other collection's (embed).
 */
export type CustomRelation = Relation
export type CustomRelations = Relations

/** Keys a relation may not take: the record's own. */
const OWN_KEYS = new Set(['id', '_sandbox'])

const FORMS =
  'on a custom collection _embed takes <collection>:<field> (orders:customerId: the orders whose customerId is this id) and _expand takes <field>:<collection> (customerId:customers: the customer whose id is in customerId)'

/** `customerId` → `customer`, `author_id` → `author`, `author` → `author`. */
export const expandKey = (field: string) => field.replace(/^(.+?)(?:Id|_id)$/, '$1')

function parseOne({ param, name }: Named): CustomRelation {
  const at = name.indexOf(':')
  if (at < 0) throw invalidQuery(param, `must name both ends, got ${quoted(name)}: ${FORMS}`)
  const [first, second] = [name.slice(0, at).trim(), name.slice(at + 1).trim()]
  const embed = param === '_embed'
  const [collection, field] = embed ? [first, second] : [second, first]
  if (!isCollectionName(collection)) {
    throw invalidQuery(
      param,
      `names the collection ${quoted(collection)}, which is not a collection name (${COLLECTION_NAME.source}), in ${quoted(name)}`,
    )
  }
  if (field === '') throw invalidQuery(param, `names no field in ${quoted(name)}: ${FORMS}`)
  checkKey(param, field, name)
  const key = embed ? collection : expandKey(field)
  if (OWN_KEYS.has(key)) {
    throw invalidQuery(param, `would replace the record's own ${key}, got ${quoted(name)}`)
  }
  return { key, resource: collection, field }
}

/** The custom relations a request names, or undefined when it names none. 400 on a bad one. */
export function parseCustomRelations(query: {
  _embed?: NameList
  _expand?: NameList
}): CustomRelations | undefined {
  if (query._embed === undefined && query._expand === undefined) return undefined
  const embed = namesOf([['_embed', query._embed]], RELATION_NAME_LIMITS).map(parseOne)
  const expand = namesOf([['_expand', query._expand]], RELATION_NAME_LIMITS).map(parseOne)
  return embed.length + expand.length === 0 ? undefined : { embed, expand }
}

/** A custom record as every answer shows it. */
const view = (entry: OverlayEntry): Item => ({ ...(entry.item as Item), _sandbox: 'created' })

/**
 * Copies of `records` with their relations added. `entries` reads one collection of the
 * identity; each collection named is read once, whatever the number of records.
 */
export async function attachCustomRelations(
  records: readonly Item[],
  relations: CustomRelations,
  entries: (collection: string) => Promise<readonly OverlayEntry[]>,
): Promise<Item[]> {
  const needed = [...new Set([...relations.embed, ...relations.expand].map((r) => r.resource))]
  const read = await Promise.all(needed.map((c) => entries(c)))
  // Newest first, as the collection's own list.
  const newestFirst = (c: string) => [...(read[needed.indexOf(c)] ?? [])].reverse()

  const fills: Array<{ key: string; value: (record: Item) => unknown }> = []
  for (const r of relations.embed) {
    const byParent = new Map<unknown, Item[]>()
    for (const entry of newestFirst(r.resource)) {
      const parent = entry.item?.[r.field]
      const children = byParent.get(parent) ?? []
      if (children.length < EMBED_LIMIT) children.push(view(entry))
      byParent.set(parent, children)
    }
    fills.push({ key: r.key, value: (record) => byParent.get(record.id) ?? [] })
  }
  for (const r of relations.expand) {
    const byId = new Map<unknown, Item>()
    for (const entry of newestFirst(r.resource)) byId.set(entry.item?.id, view(entry))
    fills.push({ key: r.key, value: (record) => byId.get(record[r.field]) ?? null })
  }
  return records.map((record) => {
    const out: Item = { ...record }
    for (const fill of fills) out[fill.key] = fill.value(record)
    return out
  })
}
