import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { exited, type Server, startBuiltCli } from '../../scripts/support/built-cli.ts'
import { type RedisServer, startRedis } from '../../scripts/support/redis-server.ts'

/**
 * Cache coherence across instances (issue 22): two instances of the built service on one real
 * Redis. Identity A reads the same requests on both (so a local cache on each would be warm),
 * writes on one, and its very next read on the other shows the write; B, reading the same
 * requests on both while A writes, never sees anything of it. Fifty rounds, the write on
 * alternating instances, REST and GraphQL, to give a late invalidation a chance to show.
 */

let redis: RedisServer
let one: Server
let two: Server

before(async () => {
  redis = await startRedis()
  const args = ['--store', 'redis', '--redis-url', redis.url]
  ;[one, two] = await Promise.all([startBuiltCli(args), startBuiltCli(args)])
})
after(async () => {
  for (const s of [one, two]) {
    s?.child.kill('SIGTERM')
    if (s) await exited(s)
  }
  await redis?.stop()
})

const GQL = '{ post(id: "1") { id title } user(id: "1") { posts(limit: 30) { id title } } }'
const QUERIES = [
  '/api/v1/posts/1',
  '/api/v1/posts?user_id=1&_sort=title&limit=30',
  '/api/v1/users/1/posts?limit=30',
  '/api/v1/posts/1?_embed=comments&_expand=user',
  `/graphql?query=${encodeURIComponent(GQL)}`,
  'POST /graphql',
]

type Answer = { status: number; etag: string | undefined; body: string }

async function read(server: Server, query: string, identity: string, etag?: string) {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-playground-identity': identity,
    ...(etag && { 'if-none-match': etag }),
  }
  const res =
    query === 'POST /graphql'
      ? await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ query: GQL }),
        })
      : await fetch(`${server.url}${query}`, { headers })
  return { status: res.status, etag: res.headers.get('etag') ?? undefined, body: await res.text() }
}

async function write(
  server: Server,
  method: string,
  path: string,
  identity: string,
  body: unknown,
) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-playground-identity': identity },
    body: JSON.stringify(body),
  })
  const text = await res.text()
  assert.equal(res.status, 200, `${method} ${path}: ${text}`)
  assert.ok(!text.includes('"errors"'), text)
}

/** What a write of a round does: patch or create over REST, or a GraphQL mutation. */
function writeOf(round: number, marker: string): [string, string, unknown] {
  switch (round % 3) {
    case 0:
      return ['PATCH', '/api/v1/posts/1', { title: marker }]
    case 1:
      return ['POST', '/api/v1/posts', { user_id: 1, title: marker }]
    default:
      return [
        'POST',
        '/graphql',
        {
          query: 'mutation($t: String) { updatePost(id: "1", title: $t) { id } }',
          variables: { t: marker },
        },
      ]
  }
}

describe('response caches on two instances of one Redis', () => {
  test("a write on one instance is in the writer's very next read on the other, and in no one else's", async () => {
    const a = `coherence-a-${randomUUID()}`
    const b = `coherence-b-${randomUUID()}`
    const servers = [one, two]
    // B's answers never change: it never writes. Taken on one instance, the same on the other.
    const mine = new Map<string, Answer>()
    for (const query of QUERIES) {
      const got = await read(one, query, b)
      assert.equal(got.status, 200, `${query}: ${got.body}`)
      mine.set(query, got)
    }
    const bUnchanged = async (server: Server, query: string, marker: string) => {
      const old = mine.get(query) as Answer
      const got = await read(server, query, b, old.etag)
      if (old.etag) assert.equal(got.status, 304, `B ${query} with its ETag: ${got.body}`)
      else assert.equal(got.body, old.body, `B ${query}`)
      const plain = await read(server, query, b)
      assert.equal(plain.body, old.body, `B ${query} on ${server.url}`)
      assert.ok(!plain.body.includes(marker))
    }

    for (let round = 0; round < 50; round++) {
      const marker = `round-${round}-${randomUUID()}`
      const writer = servers[round % 2] as Server
      const other = servers[(round + 1) % 2] as Server
      // Warm: A reads every request on both instances, twice.
      const held = new Map<string, Answer>()
      for (const server of [writer, other])
        for (const query of QUERIES) {
          await read(server, query, a)
          const got = await read(server, query, a)
          assert.equal(got.status, 200, `${query}: ${got.body}`)
          if (server === other) held.set(query, got)
        }
      // B reads on both instances while A writes: none of it may show the write.
      const [method, path, body] = writeOf(round, marker)
      await Promise.all([
        write(writer, method, path, a, body),
        ...QUERIES.flatMap((q) => [bUnchanged(one, q, marker), bUnchanged(two, q, marker)]),
      ])
      for (const query of QUERIES) {
        const old = held.get(query) as Answer
        // The very next read of A on the other instance, with the ETag it held there.
        const next = await read(other, query, a, old.etag)
        const where = `round ${round}, ${method} ${path} on ${writer.url}, read ${query} on ${other.url}`
        const changed = round % 3 !== 1 || !query.startsWith('/api/v1/posts/1')
        if (!changed) {
          // A create elsewhere leaves this answer, and so its ETag, as it was.
          assert.equal(next.status, 304, `${where}: ${next.status} ${next.body}`)
          continue
        }
        assert.equal(next.status, 200, `${where}: ${next.status} ${next.body}`)
        assert.ok(
          next.body.includes(marker),
          `${where}: the write is missing: ${next.body.slice(0, 300)}`,
        )
        if (old.etag) assert.notEqual(next.etag, old.etag, `${where}: the ETag`)
        assert.equal(
          (await read(writer, query, a)).body,
          next.body,
          `${where}: both instances agree`,
        )
      }
      for (const query of QUERIES) {
        await bUnchanged(one, query, marker)
        await bUnchanged(two, query, marker)
      }
    }
  })
})
