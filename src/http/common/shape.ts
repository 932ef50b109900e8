import type { ResourceName } from '../../domain/resources.ts'
import type { Services } from '../../domain/services.ts'
import { parseCustomRelations } from '../../domain/shape/custom-relations.ts'
import type { NameList } from '../../domain/shape/names.ts'
import { parseRelations, relationKeys } from '../../domain/shape/relations.ts'
import { parseSelection, selectFields } from '../../domain/shape/select.ts'
import type { Item } from '../../store/port.ts'

/** The query parameters that shape an answer's records (SPEC §15). */
export interface ShapeQuery {
  _embed?: NameList
  _expand?: NameList
  _fields?: NameList
  select?: NameList
}

/** Whose records are shaped: one of the four resources, a custom or a db.json collection. */
export type Shaped = ResourceName | { collection: string } | { dataset: string }

/**
 * `_embed` / `_expand`, then `_fields` / `select`, applied to the records of an answer (a list's
 * `data`, or `[record]`) as `identity` sees them. Without these parameters it does nothing at
 * all; a bad one is a 400 INVALID_QUERY naming it.
 */
export async function shapeRecords(
  services: Services,
  identity: string,
  of: Shaped,
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
  const related =
    typeof of === 'string'
      ? bind(parseRelations(of, query), (r) => services.records.attach(identity, records, r))
      : 'dataset' in of
        ? datasetRelations(services, identity, of.dataset, query, records)
        : bind(parseCustomRelations(query), (r) => services.custom.attach(identity, records, r))
  const selection = parseSelection(query)
  const out = related ? await related.attach() : records
  return selection ? selectFields(out, selection, related?.keys) : out
}

function datasetRelations(
  services: Services,
  identity: string,
  name: string,
  query: ShapeQuery,
  records: Item[],
) {
  const dataset = services.dataset
  if (!dataset) return undefined
  return bind(dataset.relations(name, query), (r) => dataset.attach(identity, records, r))
}

function bind<R extends Parameters<typeof relationKeys>[0]>(
  relations: R | undefined,
  attach: (relations: R) => Promise<Item[]>,
) {
  return relations && { keys: relationKeys(relations), attach: () => attach(relations) }
}

/** `shapeRecords` for one record. */
export async function shapeRecord(
  services: Services,
  identity: string,
  of: Shaped,
  query: ShapeQuery,
  record: Item,
): Promise<Item> {
  return (await shapeRecords(services, identity, of, query, [record]))[0] as Item
}
