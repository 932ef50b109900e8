import { closeSync, openSync, statSync, writeSync } from 'node:fs'

/**
 * A deterministic json-server db.json for the `dataset` scenario: `users` users, four posts
 * each (`userId`), fifteen comments per user spread over the posts (`postId`), so twenty
 * records per user, and a singular `profile`. 10,000 users make 200,000 records, about 50 MB.
 * Posts of users 1 to users / 4 are exactly `users` posts: the scenario exports those.
 */
export interface DbJson {
  file: string
  bytes: number
  records: number
  /** Counts per collection, for the paths the scenario reads. */
  counts: { users: number; posts: number; comments: number }
}

const WORDS = (
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut ' +
  'labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris ' +
  'nisi aliquip ex ea commodo consequat duis aute irure in reprehenderit voluptate velit esse ' +
  'cillum fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa qui ' +
  'officia deserunt mollit anim id est laborum protocol network signal harbor meadow lantern'
).split(' ')
const CITIES = ['Gwenborough', 'Wisokyburgh', 'McKenziehaven', 'South Elvis', 'Roscoeview']
const TAGS = ['news', 'howto', 'opinion', 'review', 'release', 'travel', 'food', 'science']

/** mulberry32: a small seeded generator, so every run writes the same bytes. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Writes the file in chunks, one record at a time, so the harness never holds it whole. */
export function writeDbJson(file: string, users: number): DbJson {
  const next = random(20261127)
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] as T
  const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ')
  const counts = { users, posts: users * 4, comments: users * 15 }
  const fd = openSync(file, 'w')
  let chunk = ''
  const write = (text: string) => {
    chunk += text
    if (chunk.length > 1 << 20) {
      writeSync(fd, chunk)
      chunk = ''
    }
  }
  const collection = (name: string, count: number, record: (id: number) => object) => {
    write(`${name === 'users' ? '{' : ','}\n  "${name}": [`)
    for (let id = 1; id <= count; id++)
      write(`${id === 1 ? '' : ','}\n    ${JSON.stringify(record(id))}`)
    write('\n  ]')
  }
  try {
    collection('users', counts.users, (id) => ({
      id,
      name: `${pick(WORDS)} ${pick(WORDS)}`,
      username: `user${id}`,
      email: `user${id}@example.com`,
      address: { street: words(2), city: pick(CITIES), zipcode: String(10000 + id) },
      phone: `555-${String(id).padStart(6, '0')}`,
      website: `user${id}.example.org`,
      company: { name: words(2), catchPhrase: words(5) },
    }))
    collection('posts', counts.posts, (id) => ({
      id,
      userId: Math.ceil(id / 4),
      title: words(6),
      body: words(36),
      views: Math.floor(next() * 10_000),
      published: next() < 0.8,
      tags: [pick(TAGS), pick(TAGS)],
    }))
    // Comments spread over every post, 3 or 4 on each, in post order as json-server data is.
    collection('comments', counts.comments, (id) => ({
      id,
      postId: Math.ceil((id * counts.posts) / counts.comments),
      name: words(4),
      email: `reader${Math.floor(next() * 50_000)}@example.net`,
      body: words(15),
      likes: Math.floor(next() * 100),
    }))
    write(
      `,\n  "profile": ${JSON.stringify({ name: 'typicode', theme: 'dark', locale: 'en' })}\n}\n`,
    )
    writeSync(fd, chunk)
  } finally {
    closeSync(fd)
  }
  return {
    file,
    bytes: statSync(file).size,
    records: counts.users + counts.posts + counts.comments,
    counts,
  }
}
