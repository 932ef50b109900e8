import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { request } from 'node:http'
import { describe, test } from 'node:test'
import { gunzipSync } from 'node:zlib'
import { readDataset } from '../../src/domain/dataset/read.ts'
import { appPerSuite, build, STORES } from '../helper.ts'

/**
 * Cache coherence (issue 22), through real HTTP: whatever response caches the service keeps, a
 * write is in the writer's very next read (REST and GraphQL, with a new ETag, so its old ETag
 * gets a 200) and in no one else's: identities that read the same request before and after
 * (their answer and ETag unchanged, their ETag still a 304), fresh names and callers with no
 * identity (the pure baseline). Every request is read twice first, so a cache would be warm.
 */

const API = '/api/v1'

/** Who reads: the headers naming the sandbox (none: each request is minted a new identity). */
type Reader = { label: string; headers: Record<string, string> }
type Answer = { status: number; etag: string | undefined; body: string }

const GQL_DOCUMENT =
  'query($u: ID!, $p: ID!) { user(id: $u) { name posts(limit: 30) { id title } } ' +
  'post(id: $p) { id title comments(limit: 30) { id body } } }'
const GQL_VARIABLES = { u: '1', p: '1' }

/** The requests every identity sends identically: REST paths, and GraphQL by POST or GET. */
const QUERIES = {
  list: `${API}/posts`,
  record: `${API}/posts/1`,
  nested: `${API}/users/1/posts`,
  embed: `${API}/posts/1?_embed=comments`,
  embedList: `${API}/posts?_embed=comments&_expand=user&limit=3`,
  filtered: `${API}/posts?user_id=1&_sort=title&_order=desc&limit=30`,
  children: `${API}/posts/1/comments`,
  custom: `${API}/custom/things`,
  graphql: 'POST /graphql',
  graphqlGet: `/graphql?query=${encodeURIComponent(GQL_DOCUMENT)}&variables=${encodeURIComponent(JSON.stringify(GQL_VARIABLES))}`,
} as const
type Key = keyof typeof QUERIES
const KEYS = Object.keys(QUERIES) as Key[]

async function read(base: string, key: Key, reader: Reader, etag?: string): Promise<Answer> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...reader.headers,
    ...(etag && { 'if-none-match': etag }),
  }
  const res =
    key === 'graphql'
      ? await fetch(`${base}/graphql`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ query: GQL_DOCUMENT, variables: GQL_VARIABLES }),
        })
      : await fetch(`${base}${QUERIES[key]}`, { headers })
  return { status: res.status, etag: res.headers.get('etag') ?? undefined, body: await res.text() }
}

async function send(base: string, method: string, path: string, reader: Reader, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...reader.headers,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  const text = await res.text()
  assert.equal(res.status, 200, `${method} ${path}: ${text}`)
  return JSON.parse(text) as Record<string, unknown>
}

/** Reads every request twice, the second time with the first's ETag (a 304 for a GET). */
async function warm(base: string, reader: Reader): Promise<Map<Key, Answer>> {
  const seen = new Map<Key, Answer>()
  for (const key of KEYS) {
    const first = await read(base, key, reader)
    assert.ok(first.status === 200 || first.status === 404, `${reader.label} ${key}: ${first.body}`)
    const again = await read(base, key, reader)
    assert.equal(again.body, first.body, `${reader.label} read ${key} twice`)
    assert.equal(again.etag, first.etag, `${reader.label} ${key}: the ETag of the same answer`)
    if (first.etag) {
      const conditional = await read(base, key, reader, first.etag)
      assert.equal(conditional.status, 304, `${reader.label} ${key} with its own ETag`)
      assert.equal(conditional.body, '')
    }
    seen.set(key, first)
  }
  return seen
}

/** Nothing of the write reached `reader`: the same bytes and ETag, and its ETag still a 304. */
async function unchanged(base: string, reader: Reader, before: Map<Key, Answer>, marker: string) {
  for (const key of KEYS) {
    const old = before.get(key) as Answer
    if (old.etag) {
      const conditional = await read(base, key, reader, old.etag)
      assert.equal(conditional.status, 304, `${reader.label} ${key} with its ETag after the write`)
    }
    const now = await read(base, key, reader)
    assert.equal(now.status, old.status, `${reader.label} ${key}: ${now.body}`)
    assert.equal(now.body, old.body, `${reader.label} ${key} changed after another's write`)
    assert.equal(now.etag, old.etag, `${reader.label} ${key}: ETag`)
    assert.ok(!now.body.includes(marker), `${reader.label} ${key} shows another's write`)
  }
}

const POST_KEYS: Key[] = [
  'list',
  'record',
  'nested',
  'embed',
  'embedList',
  'filtered',
  'graphql',
  'graphqlGet',
]
const CREATED_POST_KEYS: Key[] = [
  'list',
  'nested',
  'embedList',
  'filtered',
  'graphql',
  'graphqlGet',
]

interface Case {
  name: string
  /** Writes before anyone reads (what the write then undoes). */
  setup?: (base: string, a: Reader, marker: string) => Promise<void>
  write: (base: string, a: Reader, marker: string) => Promise<void>
  /** The requests whose answer the write changes for the writer. */
  changes: readonly Key[]
  /** The writer's answer shows the write (default: a 200 holding the marker). */
  shows?: (key: Key, got: Answer, marker: string) => void
  /** Undoes what the write did to the writer's other answers (a network profile). */
  after?: (base: string, a: Reader) => Promise<void>
}

const holdsMarker = (key: Key, got: Answer, marker: string) => {
  assert.equal(got.status, 200, `${key}: ${got.body}`)
  assert.ok(got.body.includes(marker), `${key} does not show the write: ${got.body.slice(0, 300)}`)
}
const lacksMarker = (key: Key, got: Answer, marker: string) =>
  assert.ok(
    !got.body.includes(marker),
    `${key} still shows what was undone: ${got.body.slice(0, 300)}`,
  )
const patchMarker = (base: string, a: Reader, marker: string) =>
  send(base, 'PATCH', `${API}/posts/1`, a, { title: marker }).then(() => undefined)

const CASES: Case[] = [
  {
    name: 'create',
    write: (base, a, marker) =>
      send(base, 'POST', `${API}/posts`, a, { user_id: 1, title: marker }).then(() => undefined),
    changes: CREATED_POST_KEYS,
  },
  { name: 'patch', write: patchMarker, changes: POST_KEYS },
  {
    name: 'put',
    write: (base, a, marker) =>
      send(base, 'PUT', `${API}/posts/1`, a, { user_id: 1, title: marker, body: 'replaced' }).then(
        () => undefined,
      ),
    changes: POST_KEYS,
  },
  {
    name: 'delete',
    setup: patchMarker,
    write: (base, a) => send(base, 'DELETE', `${API}/posts/1`, a).then(() => undefined),
    changes: [...POST_KEYS, 'children'],
    shows: (key, got, marker) => {
      lacksMarker(key, got, marker)
      if (key === 'record' || key === 'embed' || key === 'children')
        assert.equal(got.status, 404, `${key} of a deleted post: ${got.body}`)
      else assert.equal(got.status, 200, `${key}: ${got.body}`)
    },
  },
  {
    name: 'a comment on a post others read',
    write: (base, a, marker) =>
      send(base, 'POST', `${API}/comments`, a, {
        post_id: 1,
        name: 'n',
        email: 'e@example.test',
        body: marker,
      }).then(() => undefined),
    changes: ['embed', 'embedList', 'children', 'graphql', 'graphqlGet'],
  },
  {
    name: 'reset through the session API',
    setup: async (base, a, marker) => {
      await patchMarker(base, a, marker)
      await send(base, 'POST', `${API}/custom/things`, a, { name: marker })
    },
    write: (base, a) => send(base, 'DELETE', `${API}/session/reset`, a).then(() => undefined),
    changes: [...POST_KEYS, 'custom'],
    shows: lacksMarker,
  },
  {
    name: 'session import',
    write: (base, a, marker) =>
      send(base, 'POST', `${API}/session/import`, a, {
        version: '1.0',
        records: [
          {
            resource: 'posts',
            op: 'update',
            targetId: 1,
            data: { id: 1, user_id: 1, title: marker },
          },
        ],
      }).then(() => undefined),
    changes: POST_KEYS,
  },
  {
    name: 'import of rows into a resource',
    write: (base, a, marker) =>
      send(base, 'POST', `${API}/posts/import`, a, [{ user_id: 1, title: marker }]).then(
        () => undefined,
      ),
    changes: CREATED_POST_KEYS,
  },
  {
    name: 'network profile',
    write: (base, a) =>
      send(base, 'PUT', `${API}/session/network`, a, { preset: 'offline' }).then(() => undefined),
    changes: KEYS,
    shows: (key, got) => assert.equal(got.status, 503, `${key} while offline: ${got.body}`),
    after: (base, a) => send(base, 'DELETE', `${API}/session/network`, a).then(() => undefined),
  },
  {
    name: 'custom collection record',
    write: (base, a, marker) =>
      send(base, 'POST', `${API}/custom/things`, a, { name: marker }).then(() => undefined),
    changes: ['custom'],
  },
]

const person = (label: string): Reader => ({ label, headers: { 'x-playground-identity': label } })

for (const store of STORES) {
  describe(`cache coherence over HTTP (${store})`, () => {
    // One app for the tests below, listening once; each test reads and writes as identities of its
    // own (random names and cookies), so none sees another's writes.
    const shared = appPerSuite({ store })
    let listening: Promise<string> | undefined
    const listen = async () => {
      const app = await shared()
      listening ??= app.listen({ port: 0, host: '127.0.0.1' })
      return listening
    }
    for (const c of CASES) {
      test(`${c.name}: in the writer's very next read and in no one else's`, async () => {
        const base = await listen()
        const marker = `marker-${randomUUID()}`
        const a = person(`writer-${randomUUID()}`)
        const b: Reader = {
          label: 'a cookie reader',
          headers: { cookie: `pg_identity=${randomUUID()}` },
        }
        // B holds an overlay of its own, of the same records.
        await send(base, 'PATCH', `${API}/posts/1`, b, { title: 'B own title' })
        await send(base, 'POST', `${API}/custom/things`, b, { name: 'B own thing' })
        const fresh = person(`fresh-${randomUUID()}`)
        const nobody: Reader = { label: 'an unnamed caller', headers: {} }
        await c.setup?.(base, a, marker)

        const before = new Map<Reader, Map<Key, Answer>>()
        for (const reader of [a, b, fresh, nobody]) before.set(reader, await warm(base, reader))
        await c.write(base, a, marker)

        const mine = before.get(a) as Map<Key, Answer>
        const shows = c.shows ?? holdsMarker
        for (const key of KEYS) {
          const old = mine.get(key) as Answer
          // The writer's very next read of the request, with the ETag it held before the write.
          const next = await read(base, key, a, old.etag)
          if (!c.changes.includes(key)) {
            if (old.etag) assert.equal(next.status, 304, `${key} did not change for the writer`)
            else assert.equal(next.body, old.body, `${key} did not change for the writer`)
            continue
          }
          assert.notEqual(next.status, 304, `${key}: a 304 on the ETag from before the write`)
          shows(key, next, marker)
          assert.notEqual(next.body, old.body, `${key} is the answer from before the write`)
          if (next.status === 200 && old.etag)
            assert.notEqual(next.etag, old.etag, `${key}: a new ETag`)
          const again = await read(base, key, a)
          assert.equal(again.body, next.body, `${key} read again`)
        }
        if (c.name.startsWith('reset')) {
          // Back to the baseline: byte for byte what a fresh identity reads.
          for (const key of KEYS)
            assert.equal(
              (await read(base, key, a)).body,
              (before.get(fresh) as Map<Key, Answer>).get(key)?.body,
              `${key} after the reset`,
            )
        }
        for (const reader of [b, fresh, nobody])
          await unchanged(base, reader, before.get(reader) as Map<Key, Answer>, marker)
        if (c.after) {
          await c.after(base, a)
          await unchanged(base, a, mine, marker)
        }
      })
    }

    test("a read-only share link reads the owner's writes right after they happen", async () => {
      const base = await listen()
      const owner = person(`owner-${randomUUID()}`)
      const link = await send(base, 'POST', `${API}/session/share`, owner, { mode: 'read' })
      const token = link.signedToken as string
      const viaHeader: Reader = {
        label: 'the link, by header',
        headers: { 'x-playground-identity': token },
      }
      const marker = `marker-${randomUUID()}`
      const other = person(`other-${randomUUID()}`)
      const warmed = await warm(base, viaHeader)
      const otherBefore = await warm(base, other)

      await patchMarker(base, owner, marker)
      for (const key of POST_KEYS) {
        const got = await read(base, key, viaHeader, warmed.get(key)?.etag)
        holdsMarker(key, got, marker)
        // The same view as the owner's, byte for byte.
        assert.equal(got.body, (await read(base, key, owner)).body, `${key} through the link`)
      }
      const viaQuery = await fetch(`${base}${API}/posts/1?_sandbox=${encodeURIComponent(token)}`)
      assert.ok((await viaQuery.text()).includes(marker), 'the link in _sandbox')

      // The link cannot write, and its refused write changes nothing anyone reads.
      const refused = await fetch(`${base}${API}/posts/1`, {
        method: 'PATCH',
        headers: { ...viaHeader.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'through the link' }),
      })
      assert.equal(refused.status, 403)
      assert.equal(((await refused.json()) as { code: string }).code, 'SANDBOX_READ_ONLY')
      const afterPatch = await read(base, 'record', viaHeader)
      assert.ok(afterPatch.body.includes(marker) && !afterPatch.body.includes('through the link'))

      await send(base, 'DELETE', `${API}/posts/1`, owner)
      assert.equal((await read(base, 'record', viaHeader, afterPatch.etag)).status, 404)
      await unchanged(base, other, otherBefore, marker)
    })

    test('gzip answers decode to the same body as plain ones, before and after a write', async () => {
      const base = await listen()
      const a = `gzip-a-${randomUUID()}`
      const b = `gzip-b-${randomUUID()}`
      const marker = `marker-${randomUUID()}`
      const both = async (identity: string, path: string) => {
        const zipped = await rawGet(base, path, {
          'x-playground-identity': identity,
          'accept-encoding': 'gzip',
        })
        assert.equal(zipped.headers['content-encoding'], 'gzip', `${path} compressed`)
        const plain = await rawGet(base, path, {
          'x-playground-identity': identity,
          'accept-encoding': 'identity',
        })
        assert.equal(plain.headers['content-encoding'], undefined)
        const decoded = gunzipSync(zipped.body).toString()
        assert.equal(decoded, plain.body.toString(), `${path}: gzip and plain bodies`)
        assert.equal(
          zipped.headers.etag,
          plain.headers.etag,
          `${path}: one ETag for both encodings`,
        )
        return decoded
      }
      // Above the compression threshold, each of them.
      const bigQuery = encodeURIComponent('{ posts(limit: 30) { id title body } }')
      const paths = [
        `${API}/posts`,
        `${API}/posts?_embed=comments&limit=5`,
        `/graphql?query=${bigQuery}`,
      ]
      const bBefore: string[] = []
      for (const path of paths) {
        await both(a, path)
        await both(a, path)
        bBefore.push(await both(b, path))
      }
      await patchMarker(base, { label: a, headers: { 'x-playground-identity': a } }, marker)
      for (const [i, path] of paths.entries()) {
        assert.ok((await both(a, path)).includes(marker), `${path} shows the write`)
        assert.equal(await both(b, path), bBefore[i], `${path} of another identity`)
      }
    })

    test("a db.json's collections and singular resources follow the writer's writes only", async (t) => {
      const dataset = readDataset(
        JSON.stringify({
          tags: [
            { id: 'red', label: 'Red' },
            { id: 'blue', label: 'Blue' },
          ],
          profile: { name: 'typicode' },
        }),
      )
      const app = await build(t, { store }, { dataset })
      const base = await app.listen({ port: 0, host: '127.0.0.1' })
      const marker = `marker-${randomUUID()}`
      const readers = [
        person(`a-${randomUUID()}`),
        person(`b-${randomUUID()}`),
        person(`fresh-${randomUUID()}`),
      ]
      const paths = [
        `${API}/tags`,
        `${API}/tags/red`,
        `${API}/tags?label_like=^R`,
        `${API}/profile`,
      ]
      const get = async (reader: Reader, path: string, etag?: string) => {
        const res = await fetch(`${base}${path}`, {
          headers: { ...reader.headers, ...(etag && { 'if-none-match': etag }) },
        })
        return {
          status: res.status,
          etag: res.headers.get('etag') ?? undefined,
          body: await res.text(),
        }
      }
      const before = new Map<Reader, Answer[]>()
      for (const reader of readers) {
        const answers: Answer[] = []
        for (const path of paths) {
          answers.push(await get(reader, path))
          assert.equal((await get(reader, path, answers.at(-1)?.etag)).status, 304)
        }
        before.set(reader, answers)
      }
      const [a, ...others] = readers as [Reader, Reader, Reader]
      await send(base, 'PATCH', `${API}/tags/red`, a, { label: `Red ${marker}` })
      await send(base, 'PUT', `${API}/profile`, a, { name: marker })
      for (const [i, path] of paths.entries()) {
        const next = await get(a, path, before.get(a)?.[i]?.etag)
        holdsMarker('list', next, marker)
      }
      for (const reader of others)
        for (const [i, path] of paths.entries()) {
          const old = before.get(reader)?.[i] as Answer
          assert.equal((await get(reader, path, old.etag)).status, 304, `${reader.label} ${path}`)
          assert.equal((await get(reader, path)).body, old.body, `${reader.label} ${path}`)
        }
    })
  })
}

/** A GET through node:http, so the encoding the server chose arrives undecoded. */
function rawGet(base: string, path: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        `${base}${path}`,
        { headers: { accept: 'application/json', ...headers } },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
          res.on('error', reject)
        },
      )
      req.on('error', reject)
      req.end()
    },
  )
}
