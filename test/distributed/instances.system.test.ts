import assert from 'node:assert/strict'
import { after, before, describe, type TestContext, test } from 'node:test'
import { createClient, type ExecutionResult } from 'graphql-ws'
import WebSocket from 'ws'
import { exited, type Server, startBuiltCli } from '../../scripts/support/built-cli.ts'
import { type RedisServer, startRedis } from '../../scripts/support/redis-server.ts'
import { open } from '../http/events/sse-client.ts'

const json = { 'content-type': 'application/json' }
let redis: RedisServer
let a: Server
let b: Server

async function call(
  server: Server,
  method: string,
  path: string,
  identity: string,
  body?: unknown,
) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...json, 'x-playground-identity': identity },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as any }
}

before(async () => {
  redis = await startRedis()
  const args = ['--store', 'redis', '--redis-url', redis.url]
  ;[a, b] = await Promise.all([startBuiltCli(args), startBuiltCli(args)])
})
after(async () => {
  for (const s of [a, b]) {
    s?.child.kill('SIGTERM')
    if (s) await exited(s)
  }
  await redis?.stop()
})

describe('two instances on one Redis act as one service', () => {
  test('what one instance writes, the other reads', async () => {
    const created = await call(a, 'POST', '/api/v1/posts', 'shared', { user_id: 1, title: 'via A' })
    assert.equal(created.status, 200)
    await call(a, 'PATCH', '/api/v1/users/1', 'shared', { name: 'Patched via A' })
    await call(b, 'DELETE', '/api/v1/todos/1', 'shared')
    const list = await call(b, 'GET', '/api/v1/posts?limit=1', 'shared')
    assert.equal(list.body.data[0].id, created.body.id)
    assert.equal((await call(b, 'GET', '/api/v1/users/1', 'shared')).body.name, 'Patched via A')
    assert.equal((await call(a, 'GET', '/api/v1/todos/1', 'shared')).status, 404)
    // GraphQL on B sees A's overlay too.
    const gql = await call(b, 'POST', '/graphql', 'shared', {
      query: '{ posts(limit: 1) { id title } }',
    })
    assert.deepEqual(gql.body.data.posts[0], { id: created.body.id, title: 'via A' })
    // And nobody else sees any of it.
    assert.equal(
      (await call(b, 'GET', '/api/v1/posts?limit=1', 'stranger')).body.pagination.total,
      100,
    )
  })

  test('a share link made on one instance opens the sandbox on the other, in its mode', async () => {
    await call(a, 'POST', '/api/v1/posts', 'sharer', { user_id: 1, title: 'shared via A' })
    const read = await call(a, 'POST', '/api/v1/session/share', 'sharer', { mode: 'read' })
    const write = await call(a, 'POST', '/api/v1/session/share', 'sharer', { mode: 'write' })
    assert.equal(read.status, 200)
    const onB = await call(b, 'GET', '/api/v1/posts?limit=1', read.body.signedToken)
    assert.equal(onB.body.data[0].title, 'shared via A')
    const refused = await call(b, 'POST', '/api/v1/posts', read.body.signedToken, {
      user_id: 1,
      title: 'no',
    })
    assert.equal(refused.status, 403)
    assert.equal(refused.body.code, 'SANDBOX_READ_ONLY')
    const written = await call(b, 'POST', '/api/v1/posts', write.body.signedToken, {
      user_id: 1,
      title: 'written on B',
    })
    assert.equal(written.status, 200)
    assert.equal(
      (await call(a, 'GET', '/api/v1/posts?limit=1', 'sharer')).body.data[0].title,
      'written on B',
    )
    // B made links that A opens as well: both use the one key kept in Redis.
    const fromB = await call(b, 'POST', '/api/v1/session/share', 'sharer', { mode: 'read' })
    assert.notEqual(fromB.body.signedToken, read.body.signedToken, 'every link is a new token')
    assert.equal(
      (await call(a, 'GET', '/api/v1/posts?limit=1', fromB.body.signedToken)).status,
      200,
    )
    // A link revoked on one instance is refused on the other at once (its id is in Redis).
    const revoked = await call(b, 'DELETE', `/api/v1/session/share/${read.body.id}`, 'sharer')
    assert.equal(revoked.status, 200)
    const dead = await call(a, 'GET', '/api/v1/posts?limit=1', read.body.signedToken)
    assert.equal(dead.status, 400)
    assert.equal(dead.body.code, 'INVALID_SANDBOX_TOKEN')
    const forged = `${read.body.signedToken.slice(0, 37)}w${read.body.signedToken.slice(38)}`
    assert.equal((await call(a, 'GET', '/api/v1/posts', forged)).body.code, 'INVALID_SANDBOX_TOKEN')
  })

  test('60 concurrent creates split over both instances yield exactly 30', async () => {
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call(i % 2 ? a : b, 'POST', '/api/v1/comments', 'racer', { post_id: 1, name: `c${i}` }),
      ),
    )
    const codes = results.map((r) => r.status)
    assert.equal(codes.filter((c) => c === 200).length, 30)
    assert.equal(codes.filter((c) => c === 403).length, 30)
    assert.equal((await call(a, 'GET', '/api/v1/comments', 'racer')).body.pagination.total, 330)
  })

  test('the collection limit holds when instances race', async () => {
    const results = await Promise.all(
      Array.from({ length: 26 }, (_, i) =>
        call(i % 2 ? a : b, 'POST', `/api/v1/custom/c${i}`, 'collector', { n: i }),
      ),
    )
    assert.equal(results.filter((r) => r.status === 200).length, 20)
    assert.equal((await call(b, 'GET', '/api/v1/custom', 'collector')).body.totalCollections, 20)
  })

  test('two racing imports that together break the cap: one lands whole, the other not at all', async () => {
    const snapshot = (tag: string) => ({
      version: '1.0',
      records: Array.from({ length: 20 }, (_, i) => ({
        resource: 'todos',
        op: 'create',
        data: { title: `${tag}${i}` },
      })),
    })
    const [x, y] = await Promise.all([
      call(a, 'POST', '/api/v1/session/import?strategy=merge', 'importer', snapshot('x')),
      call(b, 'POST', '/api/v1/session/import?strategy=merge', 'importer', snapshot('y')),
    ])
    assert.deepEqual([x.status, y.status].sort(), [200, 403])
    const titles = (await call(a, 'GET', '/api/v1/todos?limit=30', 'importer')).body.data
      .filter((t: { _sandbox?: string }) => t._sandbox === 'created')
      .map((t: { title: string }) => t.title[0])
    assert.equal(titles.length, 20)
    assert.equal(new Set(titles).size, 1)
  })

  test('tokens: the secret is shared, and a refresh token reused on one revokes its family on both', async () => {
    const login = await call(a, 'POST', '/auth/login', 'tokens', { username: 'Bret' })
    const me = await fetch(`${b.url}/auth/me`, {
      headers: { authorization: `Bearer ${login.body.access_token}` },
    })
    assert.equal(me.status, 200)
    const rotated = await call(a, 'POST', '/auth/refresh', 'tokens', {
      refreshToken: login.body.refresh_token,
    })
    assert.equal(rotated.status, 200)
    const reused = await call(b, 'POST', '/auth/refresh', 'tokens', {
      refreshToken: login.body.refresh_token,
    })
    assert.equal(reused.status, 401)
    assert.equal(reused.body.code, 'REFRESH_TOKEN_REUSED')
    // The reuse on B revoked the family in the store: A refuses its newest tokens too.
    const successor = await call(a, 'POST', '/auth/refresh', 'tokens', {
      refreshToken: rotated.body.refresh_token,
    })
    assert.equal(successor.body.code, 'TOKEN_REVOKED')
    const revoked = await fetch(`${a.url}/auth/me`, {
      headers: { authorization: `Bearer ${rotated.body.access_token}` },
    })
    assert.equal(((await revoked.json()) as { code: string }).code, 'TOKEN_REVOKED')
  })

  test('the inbox, a reset token and OTP tries are one state across instances (docs/contract/inbox.md, docs/contract/auth.md#password-recovery)', async () => {
    // A password-reset e-mail asked on A is read and used on B; the new password holds on A.
    await call(a, 'POST', '/auth/forgot-password', 'recover', { email: 'Sincere@april.biz' })
    const inbox = await call(b, 'GET', '/api/v1/inbox?type=email', 'recover')
    const token = inbox.body.data[0].reset_token
    assert.equal(typeof token, 'string')
    const reset = await call(b, 'POST', '/auth/reset-password', 'recover', {
      token,
      newPassword: 'n3w',
    })
    assert.equal(reset.status, 200)
    assert.equal(
      (await call(a, 'POST', '/auth/login', 'recover', { username: 'Bret' })).status,
      401,
    )
    assert.equal(
      (await call(a, 'POST', '/auth/login', 'recover', { username: 'Bret', password: 'n3w' }))
        .status,
      200,
    )
    // Wrong guesses at one code, split over both instances at once: five tries in all.
    await call(a, 'POST', '/auth/otp/request', 'guess', { email: 'target@example.com' })
    const otp = await call(b, 'GET', '/api/v1/emails/otp?to=target@example.com', 'guess')
    const wrong = otp.body.otp === '000000' ? '111111' : '000000'
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(i % 2 ? a : b, 'POST', '/auth/otp/verify', 'guess', {
          email: 'target@example.com',
          code: wrong,
        }),
      ),
    )
    const statuses = answers.map((r) => r.status)
    assert.equal(statuses.filter((s) => s === 401).length, 5, statuses.join())
    assert.equal(statuses.filter((s) => s === 429).length, 7, statuses.join())
    const right = await call(a, 'POST', '/auth/otp/verify', 'guess', {
      email: 'target@example.com',
      code: otp.body.otp,
    })
    assert.equal(right.body.code, 'OTP_LOCKED')
  })
})

test('events fan out through Redis: an SSE client on A hears, in order, what REST and GraphQL did on B', async (t) => {
  const mine = await open(a.url, '/api/v1/stream?_sandbox=live')
  const theirs = await open(a.url, '/api/v1/stream?_sandbox=elsewhere')
  t.after(() => {
    mine.close()
    theirs.close()
  })
  assert.equal((await mine.next()).event, 'connected')
  assert.equal((await theirs.next()).event, 'connected')
  const post = await call(b, 'POST', '/api/v1/posts', 'live', { user_id: 1, title: 'via B' })
  await call(b, 'POST', '/graphql', 'live', {
    query: `mutation { updatePost(id: "${post.body.id}", title: "again") { id } }`,
  })
  await call(b, 'DELETE', '/api/v1/comments/1', 'live')
  const heard = []
  for (let i = 0; i < 3; i++) {
    const event = JSON.parse((await mine.next()).data ?? '{}')
    heard.push([event.type, event.recordId])
  }
  assert.deepEqual(heard, [
    ['post.created', post.body.id],
    ['post.updated', post.body.id],
    ['comment.deleted', 1],
  ])
  // The other sandbox heard none of it: its next event is its own.
  await call(b, 'DELETE', '/api/v1/todos/2', 'elsewhere')
  const own = JSON.parse((await theirs.next()).data ?? '{}')
  assert.deepEqual([own.type, own.recordId], ['todo.deleted', 2])
})

interface HeardEvent {
  type: string
  recordId: string | null
}

/**
 * A graphql-ws client on `server` for the sandbox `identity`, subscribed to all its events. The
 * server acknowledges no subscribe, so `live()` writes probes (todo 1 patched, on B) until the
 * subscription hears one, paced by an SSE stream of the sandbox on the same instance that hears
 * each probe first-hand; `next()` then skips the probes.
 */
function sandboxEvents(t: TestContext, server: Server, identity: string) {
  const client = createClient({
    url: `${server.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { identity },
    retryAttempts: 0,
    lazy: true,
  })
  t.after(() => client.dispose())
  const it = client.iterate<{ sandboxEvents: HeardEvent }>({
    query: 'subscription { sandboxEvents { type recordId } }',
  })
  const take = async () => {
    const { value, done } = await it.next()
    assert.equal(done, false, 'the subscription ended')
    const result = value as ExecutionResult<{ sandboxEvents: HeardEvent }>
    assert.equal(result.errors, undefined, JSON.stringify(result.errors))
    return result.data?.sandboxEvents as HeardEvent
  }
  const isProbe = (e: HeardEvent) => e.type === 'todo.updated' && e.recordId === '1'
  return {
    async live() {
      const witness = await open(server.url, `/api/v1/stream?_sandbox=${identity}`)
      t.after(() => witness.close())
      assert.equal((await witness.next()).event, 'connected')
      const first = take()
      for (let probe = 0; ; probe++) {
        await call(b, 'PATCH', '/api/v1/todos/1', identity, { title: `probe ${probe}` })
        const heard = await Promise.race([
          first.then(() => true),
          witness.nextEvent().then(() => false),
        ])
        if (heard) break
      }
      assert.ok(isProbe(await first))
    },
    async next(): Promise<[string, string | null]> {
      for (;;) {
        const event = await take()
        if (!isProbe(event)) return [event.type, event.recordId]
      }
    },
  }
}

test('events fan out through Redis: a GraphQL subscription on A hears, in order, what REST and GraphQL did on B', async (t) => {
  const mine = sandboxEvents(t, a, 'gql-live')
  const theirs = sandboxEvents(t, a, 'gql-elsewhere')
  await mine.live()
  await theirs.live()
  const post = await call(b, 'POST', '/api/v1/posts', 'gql-live', { user_id: 1, title: 'via B' })
  assert.equal(post.status, 200)
  const updated = await call(b, 'POST', '/graphql', 'gql-live', {
    query: `mutation { updatePost(id: "${post.body.id}", title: "again") { id } }`,
  })
  assert.equal(updated.body.errors, undefined, JSON.stringify(updated.body.errors))
  await call(b, 'DELETE', '/api/v1/comments/1', 'gql-live')
  const heard = [await mine.next(), await mine.next(), await mine.next()]
  assert.deepEqual(heard, [
    ['post.created', post.body.id],
    ['post.updated', post.body.id],
    ['comment.deleted', '1'],
  ])
  // The other sandbox heard none of it: its next event is its own.
  await call(b, 'DELETE', '/api/v1/todos/2', 'gql-elsewhere')
  assert.deepEqual(await theirs.next(), ['todo.deleted', '2'])
})

test('the enforced rate limit counts across instances', async (t) => {
  const args = ['--store', 'redis', '--redis-url', redis.url, '--rate-limit', '2']
  const [x, y] = await Promise.all([startBuiltCli(args), startBuiltCli(args)])
  t.after(async () => {
    for (const s of [x, y]) {
      s.child.kill('SIGTERM')
      await exited(s)
    }
  })
  const codes: number[] = []
  for (let i = 0; i < 6; i++)
    codes.push((await call(i % 2 ? x : y, 'GET', '/api/v1/posts/1', 'limited')).status)
  // A burst of 2n = 4 across both, then 429s from either.
  assert.deepEqual(codes, [200, 200, 200, 200, 429, 429])
})
