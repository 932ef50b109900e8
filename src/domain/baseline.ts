import { faker } from '@faker-js/faker/locale/en'
import { deepFreeze } from '../lib/deep-freeze.ts'
import { mulberry32 } from '../lib/mulberry32.ts'
import type { Item } from '../store/port.ts'
import { CLASSIC_USERS } from './classic-users.ts'
import type { ListBaseline } from './list/merge.ts'
import { searchText } from './list/search.ts'
import { type SortSpec, sortBy, specName } from './list/sort.ts'
import { aliasOf } from './reference-aliases.ts'
import { RESOURCES, type ResourceName } from './resources.ts'

/** Counts at scale 1, as the hosted original serves them (SPEC §3). */
export const BASE_COUNTS: Readonly<Record<ResourceName, number>> = {
  users: 25,
  posts: 100,
  comments: 300,
  todos: 125,
}

/**
 * The shared read-only data every identity starts from. Generated, never fetched: the same
 * seed gives the same records in every process, and record `n` is the same at every scale
 * because each resource is generated in id order from its own seed.
 */
export interface Baseline extends ListBaseline {
  readonly scale: number
  /** Every record of the resource, ordered by id (ids run from 1 without gaps). */
  all(resource: ResourceName): readonly Item[]
  get(resource: ResourceName, id: number): Item | undefined
  /**
   * The records whose `field` equals `value`, in id order, from an index built once; undefined
   * when the field is not indexed.
   */
  where(resource: ResourceName, field: string, value: unknown): readonly Item[] | undefined
  /**
   * Every record of the resource sorted by `spec` as `_sort` sorts (stably, so ties stay in id
   * order), built on first use and kept: the baseline never changes. Orders on one field are
   * all kept; of those on several (callers choose them freely) only the last few.
   */
  sortedBy(resource: ResourceName, spec: SortSpec): readonly Item[]
  /** The text `q` searches in each record of the resource, by position (id − 1), built once. */
  searchTexts(resource: ResourceName): readonly string[]
  /** The user whose username or e-mail is `login` (compared lowercase), from an index built once. */
  byLogin(login: string): Item | undefined
}

/** mulberry32: a tiny, fast, seedable PRNG for the per-record choices. */
function prng(seed: number) {
  const next = mulberry32(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  return { next, pick }
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * Pools of English text made once with seeded faker; records draw from them with the fast PRNG,
 * which keeps generation of 550,000 records (scale 1000) to a few seconds.
 */
function textPools() {
  faker.seed(20240601)
  const times = <T>(n: number, make: () => T) => Array.from({ length: n }, make)
  return {
    sentences: times(800, () => faker.hacker.phrase()),
    titles: times(600, () => capitalise(faker.company.buzzPhrase())),
    catchPhrases: times(300, () => faker.company.catchPhrase()),
    emails: times(700, () => faker.internet.email().toLowerCase()),
    verbs: times(60, () => faker.hacker.verb()),
    adjectives: times(60, () => faker.hacker.adjective()),
    nouns: times(60, () => faker.hacker.noun()),
  }
}

type Pools = ReturnType<typeof textPools>

function makeUsers(count: number): Item[] {
  faker.seed(1001)
  const taken = new Set<string>()
  const unique = (value: string, id: number) => {
    const key = value.toLowerCase()
    const result = taken.has(key) ? value.replace(/^([^@]*)/, `$1${id}`) : value
    taken.add(result.toLowerCase())
    return result
  }
  const users: Item[] = []
  for (let id = 1; id <= count; id++) {
    const classic = CLASSIC_USERS[id - 1]
    if (classic) {
      taken.add(classic.username.toLowerCase())
      taken.add(classic.email.toLowerCase())
      users.push({ id, ...classic })
      continue
    }
    const firstName = faker.person.firstName()
    const lastName = faker.person.lastName()
    users.push({
      id,
      name: `${firstName} ${lastName}`,
      username: unique(faker.internet.username({ firstName, lastName }), id),
      email: unique(faker.internet.email({ firstName, lastName }), id),
      phone: faker.phone.number(),
      website: faker.internet.domainName(),
      address: {
        street: faker.location.streetAddress(),
        city: faker.location.city(),
        zipcode: faker.location.zipCode(),
      },
      company: { name: faker.company.name(), catchPhrase: faker.company.catchPhrase() },
    })
  }
  return users
}

function makePosts(count: number, pools: Pools): Item[] {
  const r = prng(2002)
  const alias = aliasOf('posts', 'user_id')
  return Array.from({ length: count }, (_, i) => {
    const user = Math.floor(i / 4) + 1
    return {
      id: i + 1,
      user_id: user,
      [alias]: user,
      title: r.pick(pools.titles),
      body: [r.pick(pools.sentences), r.pick(pools.sentences), r.pick(pools.sentences)].join(' '),
    }
  })
}

function makeComments(count: number, pools: Pools): Item[] {
  const r = prng(3003)
  const alias = aliasOf('comments', 'post_id')
  return Array.from({ length: count }, (_, i) => {
    const post = Math.floor(i / 3) + 1
    return {
      id: i + 1,
      post_id: post,
      [alias]: post,
      name: r.pick(pools.catchPhrases),
      email: r.pick(pools.emails),
      body: [r.pick(pools.sentences), r.pick(pools.sentences)].join(' '),
    }
  })
}

function makeTodos(count: number, pools: Pools): Item[] {
  const r = prng(4004)
  const alias = aliasOf('todos', 'user_id')
  return Array.from({ length: count }, (_, i) => {
    const user = Math.floor(i / 5) + 1
    return {
      id: i + 1,
      user_id: user,
      [alias]: user,
      title: capitalise(
        `${r.pick(pools.verbs)} the ${r.pick(pools.adjectives)} ${r.pick(pools.nouns)}`,
      ),
      completed: r.next() < 0.45,
    }
  })
}

/** Multi-field orders kept per baseline; each is a full copy of a resource's order. */
const KEPT_MULTI_FIELD_ORDERS = 8

export function createBaseline(scale = 1): Baseline {
  if (!Number.isInteger(scale) || scale < 1) throw new RangeError('scale must be an integer ≥ 1')
  const pools = textPools()
  const data: Record<ResourceName, Item[]> = {
    users: makeUsers(BASE_COUNTS.users * scale),
    posts: makePosts(BASE_COUNTS.posts * scale, pools),
    comments: makeComments(BASE_COUNTS.comments * scale, pools),
    todos: makeTodos(BASE_COUNTS.todos * scale, pools),
  }
  for (const list of Object.values(data)) deepFreeze(list)

  const indexes = new Map<string, Map<unknown, Item[]>>()
  for (const [resource, def] of Object.entries(RESOURCES)) {
    // Every list filter of the seed contract has an index.
    for (const field of def.filters) {
      const index = new Map<unknown, Item[]>()
      for (const item of data[resource as ResourceName]) {
        const key = item[field]
        const bucket = index.get(key)
        if (bucket) bucket.push(item)
        else index.set(key, [item])
      }
      indexes.set(`${resource}.${field}`, index)
    }
  }
  const EMPTY: readonly Item[] = Object.freeze([])

  // Derived orders and texts are built lazily: a process that never sorts or searches a
  // resource (most, at scale 1000) never pays for them.
  const sorted = new Map<string, readonly Item[]>()
  const multi = new Map<string, readonly Item[]>()
  const texts = new Map<ResourceName, readonly string[]>()
  let logins: Map<string, Item> | undefined

  return {
    scale,
    all: (resource) => data[resource],
    get: (resource, id) => data[resource][id - 1],
    where(resource, field, value) {
      const index = indexes.get(`${resource}.${field}`)
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
      result = Object.freeze(sortBy([...data[resource]], spec))
      kept.set(key, result)
      if (multi.size > KEPT_MULTI_FIELD_ORDERS) multi.delete(multi.keys().next().value as string)
      return result
    },
    searchTexts(resource) {
      let result = texts.get(resource)
      if (!result) {
        const fields = RESOURCES[resource].textFields
        result = data[resource].map((item) => searchText(item, fields))
        texts.set(resource, result)
      }
      return result
    },
    byLogin(login) {
      if (!logins) {
        logins = new Map()
        for (const user of data.users) {
          for (const key of [user.username, user.email]) {
            if (typeof key === 'string') logins.set(key.toLowerCase(), user)
          }
        }
      }
      return logins.get(login.toLowerCase())
    },
  }
}
