import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, type TestContext, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { type Client, createClient, type ExecutionResult } from 'graphql-ws'
import WebSocket from 'ws'
import { identityOfName } from '../../../src/domain/identity.ts'
import { MAX_SUBSCRIPTIONS } from '../../../src/http/graphql/subscription-socket.ts'
import { appPerSuite, STORES, sandboxes } from '../../helper.ts'
import { gql } from './support.ts'

/**
 * GraphQL subscriptions (docs/contract/graphql.md#subscriptions), over graphql-ws through a real
 * socket.
 */

async function serve(shared: () => Promise<FastifyInstance>) {
  const app = await shared()
  // The suite's app listens from its first test on; each test subscribes as sandboxes of its own.
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { app, ws: `ws://127.0.0.1:${port}` }
}

/** Resolves once `n` subscriptions of the sandbox listen on the bus: writes before it go unheard. */
async function listening(app: FastifyInstance, identity: string, n = 1) {
  while (app.events.listenerCount(identity) < n) await new Promise(setImmediate)
}

function client(
  t: TestContext,
  url: string,
  opts: { connectionParams?: Record<string, unknown>; cookie?: string } = {},
): Client {
  const { cookie } = opts
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, cookie ? { headers: { cookie } } : {})
    }
  }
  const c = createClient({
    url,
    webSocketImpl: CookieSocket,
    retryAttempts: 0,
    lazy: true,
    connectionParams: opts.connectionParams,
  })
  t.after(() => c.dispose())
  return c
}

type Data = Record<string, Record<string, unknown> | null>

/** A subscription: `next()` resolves with the next result's data, rejects on an error. */
function subscribe(c: Client, query: string, variables?: Record<string, unknown>) {
  const it = c.iterate<Data>({ query, variables })
  return {
    async next(): Promise<Data> {
      const { value, done } = await it.next()
      assert.equal(done, false, 'the subscription ended')
      const result = value as ExecutionResult<Data>
      assert.equal(result.errors, undefined, JSON.stringify(result.errors))
      return result.data as Data
    },
    /** The error or close the subscription ends with. */
    async failure(): Promise<unknown> {
      try {
        const { value } = await it.next()
        return assert.fail(`expected a failure, got ${JSON.stringify(value)}`)
      } catch (err) {
        return err
      }
    },
    stop: () => it.return?.(),
  }
}

const messageOf = (err: unknown) =>
  Array.isArray(err) ? String(err[0]?.message) : String((err as Error).message)

/** A REST write of the sandbox, which must succeed. */
async function rest(app: FastifyInstance, identity: string, url: string, payload: object) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    headers: { 'x-playground-identity': identity },
    payload,
  })
  assert.ok(res.statusCode === 200 || res.statusCode === 201, res.body)
  return res
}

/** A raw graphql-transport-ws socket: `closed` resolves with the close code and reason. */
async function raw(url: string, protocol: string | undefined = 'graphql-transport-ws') {
  const ws = new WebSocket(url, protocol ? [protocol] : [])
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  )
  const messages: unknown[] = []
  const waiting: Array<(m: unknown) => void> = []
  ws.on('message', (data) => {
    const m = JSON.parse(String(data))
    const taker = waiting.shift()
    if (taker) taker(m)
    else messages.push(m)
  })
  await new Promise((resolve, reject) => {
    ws.on('open', resolve)
    ws.on('error', reject)
  })
  return {
    ws,
    closed,
    send: (m: unknown) => ws.send(typeof m === 'string' ? m : JSON.stringify(m)),
    next: () =>
      new Promise<Record<string, unknown>>((resolve) => {
        const m = messages.shift()
        if (m) resolve(m as Record<string, unknown>)
        else waiting.push(resolve as (m: unknown) => void)
      }),
  }
}

for (const store of STORES) {
  describe(`GraphQL subscriptions (${store})`, () => {
    const shared = appPerSuite({ store })
    test("postAdded hears REST and GraphQL creates of its sandbox, not another sandbox's", async (t) => {
      const { app, ws } = await serve(shared)
      const id = sandboxes()
      const mine = subscribe(
        client(t, `${ws}/graphql`, { connectionParams: { identity: id('sub-a') } }),
        'subscription { postAdded { id title thumbnail user { id } } }',
      )
      const theirs = subscribe(
        client(t, `${ws}/api/v1/graphql`, { connectionParams: { identity: id('sub-b') } }),
        'subscription { postAdded { title } }',
      )
      await listening(app, identityOfName(id('sub-a')) as string)
      await listening(app, identityOfName(id('sub-b')) as string)

      await rest(app, id('sub-b'), 'posts', { title: 'B', user_id: 1 })
      await rest(app, id('sub-a'), 'posts', { title: 'A1', user_id: 2 })
      const created = await gql(app, 'mutation { createPost(userId: 3, title: "A2") { id } }', {
        identity: id('sub-a'),
      })
      assert.equal(created.status, 200, JSON.stringify(created.body))

      const first = (await mine.next()).postAdded
      assert.equal(first?.title, 'A1', "another sandbox's post is not heard")
      assert.deepEqual(first?.user, { id: '2' })
      assert.match(String(first?.thumbnail), /^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/thumbnails\//)
      const second = (await mine.next()).postAdded
      assert.equal(second?.title, 'A2')
      assert.equal(second?.id, created.body.data.createPost.id)
      assert.deepEqual(await theirs.next(), { postAdded: { title: 'B' } })
    })

    test('commentAdded filters by postId or post_id; both given must agree', async (t) => {
      const { app, ws } = await serve(shared)
      const id = sandboxes()
      const c = client(t, `${ws}/graphql`, { connectionParams: { identity: id('sub-c') } })
      const byPostId = subscribe(c, 'subscription { commentAdded(postId: 1) { body post_id } }')
      const byPostUnderscore = subscribe(
        c,
        'subscription($p: ID) { commentAdded(post_id: $p) { body postId } }',
        { p: '2' },
      )
      const every = subscribe(c, 'subscription { commentAdded { body } }')
      await listening(app, identityOfName(id('sub-c')) as string, 3)
      const comment = (post: number, body: string) =>
        rest(app, id('sub-c'), 'comments', { post_id: post, name: 'n', email: 'e@x.io', body })
      await comment(2, 'on two')
      await comment(1, 'on one')

      assert.deepEqual(await byPostId.next(), { commentAdded: { body: 'on one', post_id: '1' } })
      assert.deepEqual(await byPostUnderscore.next(), {
        commentAdded: { body: 'on two', postId: '2' },
      })
      assert.deepEqual(await every.next(), { commentAdded: { body: 'on two' } })
      assert.deepEqual(await every.next(), { commentAdded: { body: 'on one' } })

      const clash = subscribe(c, 'subscription { commentAdded(postId: 1, post_id: 2) { id } }')
      assert.match(messageOf(await clash.failure()), /postId: must equal post_id/)
    })

    test('todoUpdated hears updates (not creates) of the given user only', async (t) => {
      const { app, ws } = await serve(shared)
      const id = sandboxes()
      const sub = subscribe(
        client(t, `${ws}/graphql`, { connectionParams: { identity: id('sub-t') } }),
        'subscription { todoUpdated(userId: 2) { title completed user_id } }',
      )
      await listening(app, identityOfName(id('sub-t')) as string)
      const made = await rest(app, id('sub-t'), 'todos', { title: 'new', user_id: 2 })
      const sandbox = id('sub-t')
      const patch = (id: string | number, payload: object) =>
        app.inject({
          method: 'PATCH',
          url: `/api/v1/todos/${id}`,
          headers: { 'x-playground-identity': sandbox },
          payload,
        })
      // Todo 1 belongs to user 1: not heard.
      assert.equal((await patch(1, { completed: true })).statusCode, 200)
      assert.equal((await patch(made.json().id, { completed: true })).statusCode, 200)
      assert.deepEqual(await sub.next(), {
        todoUpdated: { title: 'new', completed: true, user_id: '2' },
      })
    })

    test('customRecordMutated hears its collection with the record as JSON', async (t) => {
      const { app, ws } = await serve(shared)
      const id = sandboxes()
      const c = client(t, `${ws}/graphql`, { connectionParams: { identity: id('sub-x') } })
      const sub = subscribe(
        c,
        'subscription { customRecordMutated(collection: "products") { id eventId collection action data created_at } }',
      )
      await listening(app, identityOfName(id('sub-x')) as string)
      await rest(app, id('sub-x'), 'custom/other', { name: 'no' })
      const made = await rest(app, id('sub-x'), 'custom/products', { name: 'lamp' })

      const event = (await sub.next()).customRecordMutated
      // The record's id, as sandboxEvents' recordId; the event's own id beside it.
      assert.equal(event?.id, made.json().id)
      assert.match(String(event?.eventId), /^evt_/)
      assert.equal(event?.collection, 'products')
      assert.equal(event?.action, 'created')
      assert.deepEqual(JSON.parse(String(event?.data)), made.json())
      assert.ok(!Number.isNaN(Date.parse(String(event?.created_at))))

      const bad = subscribe(
        c,
        'subscription { customRecordMutated(collection: "__proto__") { id } }',
      )
      assert.match(messageOf(await bad.failure()), /collection: must match .*'__proto__'/)
    })

    test('sandboxEvents filters by types, with data as JSON and recordId as a string', async (t) => {
      const { app, ws } = await serve(shared)
      const id = sandboxes()
      const c = client(t, `${ws}/graphql`, { connectionParams: { identity: id('sub-e') } })
      const sub = subscribe(
        c,
        'subscription { sandboxEvents(types: ["comment.*"]) { id type resource action recordId data timestamp } }',
      )
      await listening(app, identityOfName(id('sub-e')) as string)
      await rest(app, id('sub-e'), 'posts', { title: 'p', user_id: 1 })
      const made = await rest(app, id('sub-e'), 'comments', {
        post_id: 1,
        name: 'n',
        email: 'e@x.io',
        body: 'b',
      })
      const event = (await sub.next()).sandboxEvents
      assert.equal(event?.type, 'comment.created')
      assert.equal(event?.resource, 'comments')
      assert.equal(event?.action, 'created')
      assert.equal(event?.recordId, String(made.json().id))
      assert.deepEqual(JSON.parse(String(event?.data)), made.json())

      const bad = subscribe(c, 'subscription { sandboxEvents(types: ["a,b;c"]) { id } }')
      assert.match(messageOf(await bad.failure()), /types must be/)
    })

    test('the sandbox comes from X-Playground-Identity in the payload, or the cookie', async (t) => {
      const { app, ws } = await serve(shared)
      const id = sandboxes()
      const header = subscribe(
        client(t, `${ws}/graphql`, { connectionParams: { 'X-Playground-Identity': id('sub-h') } }),
        'subscription { postAdded { title } }',
      )
      const uuid = randomUUID()
      const cookie = subscribe(
        client(t, `${ws}/graphql`, { cookie: `pg_identity=${uuid}` }),
        'subscription { postAdded { title } }',
      )
      await listening(app, identityOfName(id('sub-h')) as string)
      await listening(app, uuid)
      await rest(app, id('sub-h'), 'posts', { title: 'H', user_id: 1 })
      await rest(app, uuid, 'posts', { title: 'C', user_id: 1 })
      assert.deepEqual(await header.next(), { postAdded: { title: 'H' } })
      assert.deepEqual(await cookie.next(), { postAdded: { title: 'C' } })
    })

    test('a read-only share link subscribes, by _sandbox on the URL or in the payload; a forged one is refused', async (t) => {
      const { app, ws } = await serve(shared)
      const id = sandboxes()
      const owner = identityOfName(id('sub-share')) as string
      const { signedToken } = (
        await rest(app, id('sub-share'), 'session/share', { mode: 'read' })
      ).json()
      const viaUrl = subscribe(
        client(t, `${ws}/graphql?_sandbox=${signedToken}`),
        'subscription { postAdded { title } }',
      )
      const viaPayload = subscribe(
        client(t, `${ws}/graphql`, { connectionParams: { identity: signedToken } }),
        'subscription { postAdded { title } }',
      )
      await listening(app, owner, 2)
      await rest(app, id('sub-share'), 'posts', { title: 'S', user_id: 1 })
      assert.deepEqual(await viaUrl.next(), { postAdded: { title: 'S' } })
      assert.deepEqual(await viaPayload.next(), { postAdded: { title: 'S' } })

      const forged = `${signedToken.slice(0, 37)}w${signedToken.slice(38)}`
      const refused = subscribe(
        client(t, `${ws}/graphql`, { connectionParams: { identity: forged } }),
        'subscription { postAdded { title } }',
      )
      const closed = (await refused.failure()) as { code: number; reason: string }
      assert.equal(closed.code, 4400)
      assert.match(closed.reason, /share token/)
    })

    test('an access token in the payload names its sandbox; an invalid one is refused', async (t) => {
      const { app, ws } = await serve(shared)
      const id = sandboxes()
      const login = await rest(app, id('sub-k'), 'auth/login', { username: 'Bret' })
      const sub = subscribe(
        client(t, `${ws}/graphql`, { connectionParams: { token: login.json().access_token } }),
        'subscription { postAdded { title } }',
      )
      await listening(app, identityOfName(id('sub-k')) as string)
      await rest(app, id('sub-k'), 'posts', { title: 'K', user_id: 1 })
      assert.deepEqual(await sub.next(), { postAdded: { title: 'K' } })

      for (const token of ['not-a-token', `${login.json().access_token}x`]) {
        const refused = subscribe(
          client(t, `${ws}/graphql`, { connectionParams: { token } }),
          'subscription { postAdded { title } }',
        )
        const closed = (await refused.failure()) as { code: number; reason: string }
        assert.equal(closed.code, 4403)
        assert.match(closed.reason, /^Forbidden/)
      }
      // A token of one sandbox with the name of another: refused, not silently one of the two.
      const mixed = subscribe(
        client(t, `${ws}/graphql`, {
          connectionParams: { token: login.json().access_token, identity: id('someone-else') },
        }),
        'subscription { postAdded { title } }',
      )
      assert.equal(((await mixed.failure()) as { code: number }).code, 4403)
    })

    test('documents are validated and cost-limited; a query or a 11th subscription is refused', async (t) => {
      const { app, ws } = await serve(shared)
      const id = sandboxes()
      const c = client(t, `${ws}/graphql`, { connectionParams: { identity: id('sub-v') } })
      const cases: Array<[string, RegExp]> = [
        ['subscription { nope }', /Cannot query field "nope"/],
        [
          'subscription { postAdded { id } sandboxEvents { id } }',
          /must select only one top level field/,
        ],
        ['{ posts { id } }', /A query cannot be sent over the WebSocket/],
        ['subscription {', /Syntax Error/],
        [
          'subscription { postAdded { user { posts { user { posts { user { posts { user { posts { user { posts { id } } } } } } } } } } } }',
          /levels deep; the limit is 10/,
        ],
        [
          'subscription { postAdded { user { posts(limit: 30) { comments(limit: 30) { post { comments(limit: 30) { id } } } } } } }',
          /estimated cost/,
        ],
      ]
      for (const [query, message] of cases) {
        assert.match(messageOf(await subscribe(c, query).failure()), message, query)
      }
      const identity = identityOfName(id('sub-v')) as string
      const subs = Array.from({ length: MAX_SUBSCRIPTIONS }, () =>
        subscribe(c, 'subscription { postAdded { title } }'),
      )
      await listening(app, identity, MAX_SUBSCRIPTIONS)
      const extra = subscribe(c, 'subscription { postAdded { title } }')
      assert.match(messageOf(await extra.failure()), /already has 10 subscriptions/)
      // Completing one frees its place.
      await subs[0]?.stop()
      while (app.events.listenerCount(identity) >= MAX_SUBSCRIPTIONS)
        await new Promise(setImmediate)
      subscribe(c, 'subscription { postAdded { title } }')
      await listening(app, identity, MAX_SUBSCRIPTIONS)
      assert.equal(app.events.listenerCount(identity), MAX_SUBSCRIPTIONS)
    })

    test('garbage and protocol violations close the socket; the server carries on', async (t) => {
      const { app, ws } = await serve(shared)
      const id = sandboxes()
      const url = `${ws}/graphql`
      const cases: Array<[string, (s: Awaited<ReturnType<typeof raw>>) => void, number]> = [
        ['not JSON', (s) => s.send('{{{'), 4400],
        ['an array', (s) => s.send('[1]'), 4400],
        ['an unknown type', (s) => s.send({ type: '__proto__' }), 4400],
        [
          'subscribe before init',
          (s) =>
            s.send({
              type: 'subscribe',
              id: '1',
              payload: { query: 'subscription { postAdded { id } }' },
            }),
          4401,
        ],
        [
          'a second init',
          (s) => {
            s.send({ type: 'connection_init' })
            s.send({ type: 'connection_init' })
          },
          4429,
        ],
        ['a non-object payload', (s) => s.send({ type: 'connection_init', payload: 'x' }), 4400],
        [
          'a bad identity name',
          (s) => s.send({ type: 'connection_init', payload: { identity: 'a b' } }),
          4400,
        ],
      ]
      for (const [name, act, code] of cases) {
        const s = await raw(url)
        act(s)
        assert.equal((await s.closed).code, code, name)
      }

      // After the ack: an AST instead of a query string, and a duplicate id.
      const s = await raw(url)
      s.send({ type: 'connection_init', payload: { identity: id('sub-g') } })
      assert.equal((await s.next()).type, 'connection_ack')
      const query = 'subscription { postAdded { id } }'
      s.send({ type: 'subscribe', id: 'x', payload: { query } })
      s.send({ type: 'subscribe', id: 'x', payload: { query } })
      assert.equal((await s.closed).code, 4409)
      const ast = await raw(url)
      ast.send({ type: 'connection_init' })
      assert.equal((await ast.next()).type, 'connection_ack')
      ast.send({
        type: 'subscribe',
        id: 'y',
        payload: { query: { kind: 'Document', definitions: [] } },
      })
      assert.equal((await ast.closed).code, 4400)

      const legacy = await raw(url, 'graphql-ws')
      assert.equal((await legacy.closed).code, 4406)
      const none = await raw(url, '')
      assert.equal((await none.closed).code, 4406)

      // Still serving.
      const sub = subscribe(
        client(t, url, { connectionParams: { identity: id('sub-g') } }),
        'subscription { postAdded { title } }',
      )
      await listening(app, identityOfName(id('sub-g')) as string)
      await rest(app, id('sub-g'), 'posts', { title: 'G', user_id: 1 })
      assert.deepEqual(await sub.next(), { postAdded: { title: 'G' } })
    })
  })
}
