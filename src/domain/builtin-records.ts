import { faker } from '@faker-js/faker/locale/en'
import { mulberry32 } from '../lib/mulberry32.ts'
import type { Item } from '../store/port.ts'
import { CLASSIC_USERS } from './classic-users.ts'
import { aliasOf } from './reference-aliases.ts'
import type { ResourceName } from './resources.ts'

/**
 * The records of the six built-in resources (docs/contract/baseline-and-overlay.md#baseline):
 * generated, never fetched. The same seed gives the same records in every process, and record `n`
 * is the same at every scale because each resource is generated in id order from its own seed.
 */

/**
 * Counts at scale 1, as the hosted original serves them
 * (docs/contract/baseline-and-overlay.md#baseline).
 */
export const BASE_COUNTS: Readonly<Record<ResourceName, number>> = {
  users: 25,
  posts: 100,
  comments: 300,
  todos: 125,
  albums: 100,
  photos: 5000,
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

/**
 * A photo's two images: our own thumbnail route drawn square at 600 and 150 pixels, coloured by
 * the photo's seed (docs/contract/baseline-and-overlay.md#albums-and-photos). Root-relative, as
 * records hold no origin; GraphQL answers them absolute, as it does `Post.thumbnail`.
 */
export const photoUrl = (id: number, size: number) =>
  `/api/v1/thumbnails/photo-${id}.svg?width=${size}&height=${size}`

function makeAlbums(count: number, pools: Pools): Item[] {
  const r = prng(5005)
  const alias = aliasOf('albums', 'user_id')
  return Array.from({ length: count }, (_, i) => {
    const user = Math.floor(i / 10) + 1
    return { id: i + 1, user_id: user, [alias]: user, title: r.pick(pools.titles) }
  })
}

function makePhotos(count: number, pools: Pools): Item[] {
  const r = prng(6006)
  const alias = aliasOf('photos', 'album_id')
  return Array.from({ length: count }, (_, i) => {
    const album = Math.floor(i / 50) + 1
    return {
      id: i + 1,
      album_id: album,
      [alias]: album,
      // From the pool as it is: no new string per photo, as photos are the most numerous.
      title: r.pick(pools.catchPhrases),
      url: photoUrl(i + 1, 600),
      thumbnailUrl: photoUrl(i + 1, 150),
    }
  })
}

/** Every built-in resource's records at `scale`, ids 1 to count in order. */
export function builtinRecords(scale: number): Record<ResourceName, Item[]> {
  const pools = textPools()
  return {
    users: makeUsers(BASE_COUNTS.users * scale),
    posts: makePosts(BASE_COUNTS.posts * scale, pools),
    comments: makeComments(BASE_COUNTS.comments * scale, pools),
    todos: makeTodos(BASE_COUNTS.todos * scale, pools),
    // JSONPlaceholder's 100 albums and 5,000 photos at every scale: photos would otherwise be
    // most of the memory (5,000,000 of them at scale 1000, some 1.9 GB), and scale exists to
    // try lists of many posts, comments and users, not of many pictures.
    albums: makeAlbums(BASE_COUNTS.albums, pools),
    photos: makePhotos(BASE_COUNTS.photos, pools),
  }
}
