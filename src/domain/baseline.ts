import { deepFreeze } from '../lib/deep-freeze.ts'
import type { Item } from '../store/port.ts'
import { BASE_COUNTS, builtinRecords } from './builtin-records.ts'
import { idRanks, type ListBaseline, type RankOf } from './list/merge.ts'
import { searchText } from './list/search.ts'
import { type SortSpec, sortBy, specName } from './list/sort.ts'
import { RESOURCES } from './resources.ts'

export { BASE_COUNTS }

/**
 * The shared read-only data every identity starts from: the built-in resources generated at a
 * scale, a user's db.json collections (docs/contract/db-json.md), or both. One machinery serves
 * every collection, whatever its name: records in rank order, equality indexes, sorted orders and
 * search texts built once and kept, as the baseline never changes while it is served.
 */
export interface Baseline extends ListBaseline {
  readonly scale: number
  /** The collections it holds, in the order they were given. */
  names(): readonly string[]
  /** Every record of the collection, in rank order (empty for a name it does not hold). */
  all(resource: string): readonly Item[]
  get(resource: string, id: unknown): Item | undefined
  /**
   * The records whose `field` equals `value`, in rank order, from an index built once;
   * undefined when the field is not indexed.
   */
  where(resource: string, field: string, value: unknown): readonly Item[] | undefined
  /**
   * Every record of the collection sorted by `spec` as `_sort` sorts (stably, so ties stay in
   * rank order), built on first use and kept. Orders on one field are all kept; of those on
   * several (callers choose them freely) only the last few.
   */
  sortedBy(resource: string, spec: SortSpec): readonly Item[]
  /** The text `q` searches in each record, by position (rank − 1), built once. */
  searchTexts(resource: string): readonly string[]
  /** The user whose username or e-mail is `login` (compared lowercase), from an index built once. */
  byLogin(login: string): Item | undefined
}

/** One collection as the baseline is given it. */
export interface BaselineCollection {
  /** In the order lists show them (the built-ins by id, a db.json collection as in the file). */
  records: Item[]
  /** Paths `q` searches. */
  textFields: readonly string[]
  /** Fields with an equality index (the list filters and relation fields). */
  indexed: readonly string[]
}

/** Multi-field orders kept per baseline; each is a full copy of a resource's order. */
const KEPT_MULTI_FIELD_ORDERS = 8
const EMPTY: readonly Item[] = Object.freeze([])
const NO_RANK: RankOf = () => undefined

/** Ranks of a collection: the id itself when ids run 1, 2, 3… in order, else a lookup. */
function ranksOf(records: readonly Item[]): RankOf {
  if (records.every((r, i) => r.id === i + 1)) return idRanks(records.length)
  const byId = new Map<unknown, number>()
  records.forEach((r, i) => {
    byId.set(r.id, i + 1)
    // Overlay entries name a record by its id as a string.
    if (typeof r.id === 'number') byId.set(String(r.id), i + 1)
  })
  return (id) => byId.get(id)
}

/** The baseline machinery over any collections; `scale` is reported, not used. */
export function createBaselineOf(
  collections: ReadonlyMap<string, BaselineCollection>,
  scale = 1,
): Baseline {
  const data = new Map<string, readonly Item[]>()
  const ranks = new Map<string, RankOf>()
  const indexes = new Map<string, Map<unknown, Item[]>>()
  for (const [name, collection] of collections) {
    deepFreeze(collection.records)
    data.set(name, collection.records)
    ranks.set(name, ranksOf(collection.records))
    for (const field of collection.indexed) {
      const index = new Map<unknown, Item[]>()
      for (const item of collection.records) {
        const key = item[field]
        const bucket = index.get(key)
        if (bucket) bucket.push(item)
        else index.set(key, [item])
      }
      indexes.set(`${name}\u0000${field}`, index)
    }
  }
  const all = (resource: string) => data.get(resource) ?? EMPTY
  const rankOf = (resource: string) => ranks.get(resource) ?? NO_RANK

  // Derived orders and texts are built lazily: a process that never sorts or searches a
  // collection (most, at scale 1000) never pays for them.
  const sorted = new Map<string, readonly Item[]>()
  const multi = new Map<string, readonly Item[]>()
  const texts = new Map<string, readonly string[]>()
  let logins: Map<string, Item> | undefined

  return {
    scale,
    names: () => [...data.keys()],
    all,
    rankOf,
    get(resource, id) {
      const rank = rankOf(resource)(id)
      return rank === undefined ? undefined : all(resource)[rank - 1]
    },
    where(resource, field, value) {
      const index = indexes.get(`${resource}\u0000${field}`)
      return index && (index.get(value) ?? EMPTY)
    },
    sortedBy(resource, spec) {
      const key = `${resource}\u0000${specName(spec)}`
      const kept = spec.length === 1 ? sorted : multi
      let result = kept.get(key)
      if (result) {
        if (kept === multi) {
          // Least recently used goes first: move this one to the end.
          multi.delete(key)
          multi.set(key, result)
        }
        return result
      }
      result = Object.freeze(sortBy([...all(resource)], spec))
      kept.set(key, result)
      if (multi.size > KEPT_MULTI_FIELD_ORDERS) multi.delete(multi.keys().next().value as string)
      return result
    },
    searchTexts(resource) {
      let result = texts.get(resource)
      if (!result) {
        const fields = collections.get(resource)?.textFields ?? []
        result = all(resource).map((item) => searchText(item, fields))
        texts.set(resource, result)
      }
      return result
    },
    byLogin(login) {
      if (!logins) {
        logins = new Map()
        for (const user of all('users')) {
          for (const key of [user.username, user.email]) {
            if (typeof key === 'string') logins.set(key.toLowerCase(), user)
          }
        }
      }
      return logins.get(login.toLowerCase())
    },
  }
}

/** The built-in collections at `scale`, as the baseline machinery takes them. */
export function builtinCollections(scale: number): Map<string, BaselineCollection> {
  const records = builtinRecords(scale)
  return new Map(
    Object.values(RESOURCES).map((def) => [
      def.name,
      // Every list filter of the seed contract has an index.
      { records: records[def.name], textFields: def.textFields, indexed: def.filters },
    ]),
  )
}

/**
 * The built-in resources at `scale` (docs/contract/baseline-and-overlay.md#baseline), generated the
 * same in every process.
 */
export function createBaseline(scale = 1): Baseline {
  if (!Number.isInteger(scale) || scale < 1) throw new RangeError('scale must be an integer ≥ 1')
  return createBaselineOf(builtinCollections(scale), scale)
}

/**
 * A baseline that can be replaced while it is served (`--watch` reloading a db.json): every call
 * goes to the current one, so services made once keep working and see the new data from their
 * next call. A call never mixes two baselines, as each reads `current` once.
 */
export function createSwitchableBaseline(initial: Baseline): Baseline & {
  swap(next: Baseline): void
} {
  let current = initial
  return {
    get scale() {
      return current.scale
    },
    names: () => current.names(),
    all: (resource) => current.all(resource),
    rankOf: (resource) => current.rankOf(resource),
    get: (resource, id) => current.get(resource, id),
    where: (resource, field, value) => current.where(resource, field, value),
    sortedBy: (resource, spec) => current.sortedBy(resource, spec),
    searchTexts: (resource) => current.searchTexts(resource),
    byLogin: (login) => current.byLogin(login),
    swap(next) {
      current = next
    },
  }
}
