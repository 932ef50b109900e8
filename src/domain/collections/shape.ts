import type { Item } from '../../store/port.ts'
import type { NameList } from '../shape/names.ts'
import { relationKeys } from '../shape/relations.ts'
import { parseSelection, selectFields } from '../shape/select.ts'
import type { Collection, RelationParams } from './collection.ts'

/**
 * The query parameters that shape an answer's records
 * (docs/contract/lists-and-query-language.md#relations, #field-selection).
 */
export interface ShapeQuery extends RelationParams {
  _fields?: NameList
  select?: NameList
}

/**
 * `_embed` / `_expand`, then `_fields` / `select`, applied to the records of an answer (a list's
 * page, or `[record]`) as `identity` sees them. Without these parameters it does nothing at
 * all; a bad one is a 400 INVALID_QUERY naming it.
 */
export async function shapeRecords(
  collection: Collection,
  identity: string,
  query: ShapeQuery,
  records: Item[],
): Promise<Item[]> {
  const { _embed, _expand, _fields, select } = query
  if (
    _embed === undefined &&
    _expand === undefined &&
    _fields === undefined &&
    select === undefined
  )
    return records
  // Everything is parsed before anything is read: a bad parameter costs no store round trip.
  const relations = collection.relations(query)
  const selection = parseSelection(query)
  const out = relations ? await collection.attach(identity, records, relations) : records
  return selection ? selectFields(out, selection, relations && relationKeys(relations)) : out
}

/** `shapeRecords` for one record. */
export async function shapeRecord(
  collection: Collection,
  identity: string,
  query: ShapeQuery,
  record: Item,
): Promise<Item> {
  return (await shapeRecords(collection, identity, query, [record]))[0] as Item
}
