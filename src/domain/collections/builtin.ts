import type { RecordService } from '../records.ts'
import { RESOURCES, type ResourceName } from '../resources.ts'
import { parseRelations } from '../shape/relations.ts'
import type { Collection } from './collection.ts'

/** One of the six resources (docs/contract/baseline-and-overlay.md) as a collection. */
export function builtinCollection(records: RecordService, resource: ResourceName): Collection {
  return {
    name: resource,
    aliases: RESOURCES[resource].aliases,
    list: (identity, query) => records.list(identity, resource, query),
    get: (identity, id) => records.get(identity, resource, id),
    create: (identity, body, id) => records.create(identity, resource, body, undefined, id),
    replace: (identity, id, body) => records.replace(identity, resource, id, body),
    patch: (identity, id, body) => records.patch(identity, resource, id, body),
    remove: (identity, id) => records.remove(identity, resource, id),
    relations: (query) => parseRelations(resource, query),
    attach: (identity, page, relations) => records.attach(identity, page, relations),
  }
}
