import type { DatasetRecords } from '../dataset/records.ts'
import type { Collection } from './collection.ts'

/**
 * A collection of the user's db.json (docs/contract/db-json.md#collections), read by name: a
 * reload may redefine it.
 */
export function datasetCollection(dataset: DatasetRecords, name: string): Collection {
  return {
    name,
    aliases: {},
    list: (identity, query) => dataset.list(identity, name, query),
    get: (identity, id) => dataset.get(identity, name, id),
    create: (identity, body, id) => dataset.create(identity, name, body, id),
    replace: (identity, id, body) => dataset.replace(identity, name, id, body),
    patch: (identity, id, body) => dataset.patch(identity, name, id, body),
    remove: (identity, id) => dataset.remove(identity, name, id),
    relations: (query) => dataset.relations(name, query),
    attach: (identity, page, relations) => dataset.attach(identity, page, relations),
  }
}
