import type { CustomService } from '../custom.ts'
import { parseCustomRelations } from '../shape/custom-relations.ts'
import type { Collection } from './collection.ts'

/**
 * One of a caller's custom collections (docs/contract/custom-collections.md), by the name a
 * request gives it: made per request, as any name is one (the service refuses a bad one).
 */
export function customCollection(custom: CustomService, name: string): Collection {
  return {
    name,
    aliases: {},
    list: (identity, query) => custom.list(identity, name, query),
    get: (identity, id) => custom.get(identity, name, id),
    create: (identity, body, id) => custom.create(identity, name, body, id),
    replace: (identity, id, body) => custom.replace(identity, name, id, body),
    patch: (identity, id, body) => custom.patch(identity, name, id, body),
    remove: (identity, id) => custom.remove(identity, name, id),
    // Named by the request, both ends (`orders:customerId`): no table to read them from.
    relations: (query) => parseCustomRelations(query),
    attach: (identity, page, relations) => custom.attach(identity, page, relations),
  }
}
