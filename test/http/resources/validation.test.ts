import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { appPerSuite, as, STORES, sandboxes } from '../../helper.ts'
import {
  API,
  assertProblem,
  baseCount,
  baseRecords,
  type Client,
  list,
  RESOURCES,
  type Rec,
  type Resource,
  SAMPLES,
} from './support.ts'

/** Sends a raw body with a content type, as a client that does not serialise for us would. */
const raw = (
  client: Client,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload: string,
  type?: string,
) =>
  client.send({
    method,
    url,
    payload,
    headers: type === undefined ? {} : { 'content-type': type },
  })

/** The three write targets of a resource: create, replace and patch of global record 1. */
const writes = (resource: Resource) =>
  [
    ['POST', `${API}/${resource}`],
    ['PUT', `${API}/${resource}/1`],
    ['PATCH', `${API}/${resource}/1`],
  ] as const

/** Asserts that the caller's sandbox still shows the untouched baseline. */
async function assertSandboxUnchanged(app: FastifyInstance, client: Client) {
  for (const resource of RESOURCES) {
    const body = list(await client.get(`${API}/${resource}`))
    assert.equal(body.pagination.total, baseCount(app, resource), `${resource} total`)
    const first = (await client.get(`${API}/${resource}/1`)).json()
    assert.deepEqual(first, { ...baseRecords(app, resource)[0] }, `${resource}/1 unchanged`)
  }
}

const fieldsOf = (body: { errors?: Array<{ field: string }> }) =>
  (body.errors ?? []).map((e) => e.field)

for (const store of STORES) {
  describe(`request body validation (${store})`, () => {
    const shared = appPerSuite({ store })
    test('a body that is not a JSON object is 400 INVALID_BODY', async (t) => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('valid-a'))
      for (const resource of RESOURCES) {
        await t.test(resource, async () => {
          for (const [method, url] of writes(resource)) {
            for (const payload of [
              '[]',
              '[{"title":"x"}]',
              '"a string"',
              '42',
              'true',
              'null',
              '{"title":',
            ]) {
              const res = await raw(a, method, url, payload, 'application/json')
              assertProblem(res, 400, 'INVALID_BODY')
            }
          }
        })
      }
      await assertSandboxUnchanged(app, a)
    })

    test('a known field of the wrong type is 400 VALIDATION_FAILED naming the field', async (t) => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('valid-a'))
      const cases: Array<[Resource, Record<string, unknown>, string]> = [
        ['users', { name: 5 }, 'name'],
        ['users', { username: ['bret'] }, 'username'],
        ['users', { email: { at: 'x' } }, 'email'],
        ['users', { phone: 5551234 }, 'phone'],
        ['users', { website: false }, 'website'],
        ['users', { address: 'Main Street 1' }, 'address'],
        ['users', { address: { city: 5 } }, 'address.city'],
        ['users', { company: ['Acme'] }, 'company'],
        ['users', { company: { name: { nested: 'x' } } }, 'company.name'],
        ['posts', { user_id: 'abc' }, 'user_id'],
        ['posts', { user_id: 0 }, 'user_id'],
        ['posts', { user_id: -3 }, 'user_id'],
        ['posts', { user_id: 1.5 }, 'user_id'],
        ['posts', { user_id: '1.5' }, 'user_id'],
        ['posts', { user_id: true }, 'user_id'],
        ['posts', { title: 123 }, 'title'],
        ['posts', { body: ['x'] }, 'body'],
        ['comments', { post_id: 'x' }, 'post_id'],
        ['comments', { post_id: '0' }, 'post_id'],
        ['comments', { name: 1 }, 'name'],
        ['comments', { email: false }, 'email'],
        ['comments', { body: {} }, 'body'],
        ['todos', { user_id: 'two' }, 'user_id'],
        ['todos', { title: [] }, 'title'],
        ['todos', { completed: 'yes' }, 'completed'],
        ['todos', { completed: 1 }, 'completed'],
        ['todos', { completed: 'true' }, 'completed'],
      ]
      for (const [resource, body, field] of cases) {
        await t.test(`${resource} ${JSON.stringify(body)}`, async () => {
          for (const [method, url] of writes(resource)) {
            const res = await a.send({ method, url, payload: { ...body, extra: 'kept' } })
            const problem = assertProblem(res, 400, 'VALIDATION_FAILED')
            assert.ok(
              fieldsOf(problem).includes(field),
              `${method} errors name ${field}: ${res.body}`,
            )
          }
        })
      }
      await assertSandboxUnchanged(app, a)
    })

    test('several wrong fields are all named', async () => {
      const app = await shared()
      const id = sandboxes()
      const res = await as(app, id('valid-a')).post(`${API}/todos`, {
        user_id: 'x',
        title: 1,
        completed: 'no',
      })
      const problem = assertProblem(res, 400, 'VALIDATION_FAILED')
      for (const field of ['user_id', 'title', 'completed'])
        assert.ok(fieldsOf(problem).includes(field))
    })

    test('PATCH accepts null for every known field but still checks the other types', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('valid-a'))
      const res = await a.patch(`${API}/todos/1`, { title: null, completed: null, user_id: null })
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual(res.json(), { id: 1, _sandbox: 'updated' })
      const bad = await a.patch(`${API}/todos/2`, { title: null, completed: 'nope' })
      assert.deepEqual(fieldsOf(assertProblem(bad, 400, 'VALIDATION_FAILED')), ['completed'])
    })

    test('a known string over 10,000 characters is 400; exactly 10,000 is accepted', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('valid-a'))
      const cases: Array<[Resource, (s: string) => Record<string, unknown>, string]> = [
        ['posts', (s) => ({ title: s }), 'title'],
        ['comments', (s) => ({ body: s }), 'body'],
        ['todos', (s) => ({ title: s }), 'title'],
        ['users', (s) => ({ name: s }), 'name'],
        ['users', (s) => ({ address: { street: s } }), 'address.street'],
      ]
      for (const [resource, make, field] of cases) {
        for (const [method, url] of writes(resource)) {
          const tooLong = await a.send({ method, url, payload: make('x'.repeat(10_001)) })
          const problem = assertProblem(tooLong, 400, 'VALIDATION_FAILED')
          assert.ok(fieldsOf(problem).includes(field), `${method} ${url} names ${field}`)
        }
      }
      await assertSandboxUnchanged(app, a)
      for (const [resource, make] of cases) {
        const ok = await a.post(`${API}/${resource}`, make('y'.repeat(10_000)))
        assert.equal(ok.statusCode, 200)
      }
    })

    test('more than 50 fields is 400; 50 fields are accepted', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('valid-a'))
      const fields = (n: number) =>
        Object.fromEntries(Array.from({ length: n }, (_, i) => [`field${i}`, i]))
      for (const resource of RESOURCES) {
        for (const [method, url] of writes(resource)) {
          const res = await a.send({ method, url, payload: fields(51) })
          assert.equal(res.statusCode, 400, `${method} ${url}`)
          assertProblem(res, 400, String(res.json().code))
          assert.ok(['VALIDATION_FAILED', 'INVALID_BODY'].includes(res.json().code))
        }
      }
      await assertSandboxUnchanged(app, a)
      const ok = await a.post(`${API}/posts`, fields(50))
      assert.equal(ok.statusCode, 200, ok.body)
      assert.equal(Object.keys(ok.json()).length, 52)
    })

    test('a 50-field record read back and sent again keeps its id and _sandbox out of the count', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('valid-roundtrip'))
      const fields = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`field${i}`, i]))
      for (const resource of RESOURCES) {
        const created = (await a.post(`${API}/${resource}`, fields)).json() as Rec
        const read = (await a.get(`${API}/${resource}/${created.id}`)).json() as Rec
        assert.equal(Object.keys(read).length, 52)
        for (const method of ['PUT', 'PATCH'] as const) {
          const url = `${API}/${resource}/${created.id}`
          const res = await a.send({ method, url, payload: { ...read, field0: method } })
          assert.equal(res.statusCode, 200, `${method} ${url}: ${res.body}`)
          assert.equal(res.json().field0, method)
        }
        // A global record edited the same way: GET, change a field, PUT it back with 50 fields.
        const global = (await a.get(`${API}/${resource}/1`)).json() as Rec
        const { id: _id, ...known } = global
        // A reference and its alias (`user_id`, `userId`) are one field
        // (docs/contract/baseline-and-overlay.md#reference-aliases).
        const aliases = Object.keys(known).filter((k) =>
          ['userId', 'postId', 'albumId'].includes(k),
        ).length
        const extra = Object.fromEntries(
          Array.from({ length: 50 - Object.keys(known).length + aliases }, (_, i) => [
            `extra${i}`,
            i,
          ]),
        )
        const put = await a.put(`${API}/${resource}/1`, { ...known, ...extra })
        assert.equal(put.statusCode, 200, put.body)
        const again = (await a.get(`${API}/${resource}/1`)).json() as Rec
        assert.equal(Object.keys(again).length, 52 + aliases)
        assert.equal((await a.put(`${API}/${resource}/1`, again)).statusCode, 200)
        // Still 50 fields besides them: one more is refused, id and _sandbox or not.
        const over = await a.put(`${API}/${resource}/1`, { ...again, field51: 1 })
        assertProblem(over, 400, String(over.json().code))
      }
    })

    test('prototype-polluting keys at any depth are 400 and pollute nothing', async (t) => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('valid-a'))
      const bodies: Array<[Resource, string]> = [
        ['posts', '{"__proto__":{"polluted":true},"title":"x"}'],
        ['posts', '{"constructor":{"prototype":{"polluted":true}},"title":"x"}'],
        ['posts', '{"prototype":{"polluted":true}}'],
        ['posts', '{"title":"x","meta":{"__proto__":{"polluted":true}}}'],
        ['posts', '{"title":"x","meta":{"deep":{"constructor":{"prototype":{"polluted":true}}}}}'],
        ['comments', '{"tags":[{"__proto__":{"polluted":true}}]}'],
        ['comments', '{"tags":[1,[{"prototype":{"polluted":true}}]]}'],
        ['todos', '{"extra":{"prototype":"x"},"completed":true}'],
        ['users', '{"address":{"__proto__":{"polluted":true}}}'],
        ['users', '{"company":{"constructor":"x"}}'],
        ['users', '{"name":"x","__proto__":{"polluted":true}}'],
      ]
      for (const [resource, payload] of bodies) {
        await t.test(`${resource} ${payload}`, async () => {
          for (const [method, url] of writes(resource)) {
            for (const type of ['application/json', 'application/merge-patch+json']) {
              if (type !== 'application/json' && method !== 'PATCH') continue
              const res = await raw(a, method, url, payload, type)
              assert.equal(res.statusCode, 400, `${method} ${url}: ${res.body}`)
              assertProblem(res, 400, String(res.json().code))
            }
          }
        })
      }
      // biome-ignore lint/suspicious/noExplicitAny: checking for prototype pollution
      assert.equal(({} as any).polluted, undefined)
      assert.equal(Object.hasOwn(Object.prototype, 'polluted'), false)
      await assertSandboxUnchanged(app, a)
    })

    test('a non-JSON content type is 415 UNSUPPORTED_MEDIA_TYPE', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('valid-a'))
      for (const resource of RESOURCES) {
        for (const [method, url] of writes(resource)) {
          for (const type of [
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
          ]) {
            const res = await raw(a, method, url, type.includes('form') ? 'title=x' : 'title', type)
            assertProblem(res, 415, 'UNSUPPORTED_MEDIA_TYPE')
          }
        }
      }
      await assertSandboxUnchanged(app, a)
    })

    test("fetch's default text/plain is read when it holds JSON; the 415s say what to send", async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('valid-a'))
      const created = await raw(
        a,
        'POST',
        `${API}/posts`,
        JSON.stringify(SAMPLES.posts),
        'text/plain;charset=UTF-8',
      )
      assert.equal(created.statusCode, 200, created.body)
      assert.equal(created.json().title, SAMPLES.posts.title)
      for (const [body, got] of [
        ['title', /JSON object or array; send it with Content-Type: application\/json/],
        ['"a string"', /got string; send it with Content-Type: application\/json/],
        ['42', /got number/],
      ] as const) {
        const res = await raw(a, 'POST', `${API}/posts`, body, 'text/plain')
        assertProblem(res, 415, 'UNSUPPORTED_MEDIA_TYPE')
        assert.match(res.json().detail, got)
      }
      // Not GraphQL: a text/plain POST is what a form on any site can send.
      for (const url of ['/graphql', '/api/v1/graphql/']) {
        const gql = await raw(a, 'POST', url, '{"query": "{ users { id } }"}', 'text/plain')
        assert.equal(gql.statusCode, 415, url)
        assert.match(gql.body, /GraphQL requests are JSON/)
      }
      // Hostile JSON is refused as it is under application/json.
      const poisoned = await raw(a, 'POST', `${API}/posts`, '{"__proto__": {"x": 1}}', 'text/plain')
      assertProblem(poisoned, 400, 'VALIDATION_FAILED')
      const xml = await raw(a, 'POST', `${API}/posts`, '<post/>', 'application/xml')
      assert.equal(
        xml.json().detail,
        "The body's Content-Type 'application/xml' is not accepted here; send the body as JSON with Content-Type: application/json",
      )
    })

    test('a refused value is named beside what is allowed', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('valid-a'))
      const preset = await a.put(`${API}/session/network`, { preset: 'fast5g' })
      assert.equal(
        preset.json().detail,
        "preset: must be one of fast-3g, slow-3g, flaky, offline, got 'fast5g'",
      )
      const title = await a.post(`${API}/posts`, { ...SAMPLES.posts, title: 5 })
      assert.equal(title.json().detail, 'title: must be string, got 5')
      // A password is never repeated back, even to its sender.
      const login = await a.post(`${API}/auth/login`, { username: 'Bret', password: 12345 })
      assert.equal(login.json().detail, 'password: must be string')
      // Either of two names missing: each error names the other.
      const refresh = await a.post(`${API}/auth/refresh`, {})
      assert.equal(
        refresh.json().detail,
        'refreshToken: is required (or refresh_token); refresh_token: is required (or refreshToken)',
      )
    })

    test('JSON with a charset parameter is accepted', async () => {
      const app = await shared()
      const id = sandboxes()
      const res = await raw(
        as(app, id('valid-a')),
        'POST',
        `${API}/posts`,
        JSON.stringify(SAMPLES.posts),
        'application/json; charset=utf-8',
      )
      assert.equal(res.statusCode, 200, res.body)
    })

    test('a body over 100 KB is 413 PAYLOAD_TOO_LARGE; just under is accepted', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('valid-a'))
      const big = JSON.stringify({ title: 'x', blob: 'z'.repeat(110 * 1024) })
      for (const resource of RESOURCES) {
        for (const [method, url] of writes(resource)) {
          assertProblem(
            await raw(a, method, url, big, 'application/json'),
            413,
            'PAYLOAD_TOO_LARGE',
          )
        }
      }
      await assertSandboxUnchanged(app, a)
      // Ten extra fields of 9,500 characters: about 95 KB, each string within its own limit.
      const fields = Object.fromEntries(
        Array.from({ length: 10 }, (_, i) => [`part${i}`, 'w'.repeat(9_500)]),
      )
      const ok = await a.post(`${API}/posts`, fields)
      assert.equal(ok.statusCode, 200, ok.body.slice(0, 300))
    })

    test('references are not checked against existing records', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('valid-a'))
      const unknownUser = baseCount(app, 'users') + 1000
      const res = await a.post(`${API}/posts`, { user_id: unknownUser, title: 'orphan' })
      assert.equal(res.statusCode, 200)
      assert.equal((res.json() as Rec).user_id, unknownUser)
    })
  })

  describe(`path id validation (${store})`, () => {
    const shared = appPerSuite({ store })
    test('a malformed id is 400 INVALID_ID for every method', async (t) => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('valid-a'))
      for (const resource of RESOURCES) {
        await t.test(resource, async () => {
          for (const bad of ['abc', 'local-xyz', 'local-', '1.5', '-1', '12abc', 'local-1234']) {
            const url = `${API}/${resource}/${bad}`
            assertProblem(await a.get(url), 400, 'INVALID_ID')
            assertProblem(await a.put(url, { title: 'x' }), 400, 'INVALID_ID')
            assertProblem(await a.patch(url, { title: 'x' }), 400, 'INVALID_ID')
            assertProblem(await a.delete(url), 400, 'INVALID_ID')
          }
        })
      }
      await assertSandboxUnchanged(app, a)
    })

    test('any all-digit id is a global id, so a very long one is 404, not 400', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('valid-a'))
      assertProblem(await a.get(`${API}/posts/12345678901234567890`), 404, 'NOT_FOUND')
    })
  })
}
