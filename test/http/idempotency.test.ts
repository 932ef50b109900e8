import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { build, STORES } from '../helper.ts'

const API = '/api/v1'

const post = (app: FastifyInstance, identity: string, url: string, payload: object, key?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: {
      'x-playground-identity': identity,
      ...(key !== undefined && { 'idempotency-key': key }),
    },
    payload,
  })

function assertProblem(res: LightMyRequestResponse, status: number, code: string) {
  assert.equal(res.statusCode, status, res.body.slice(0, 300))
  assert.match(String(res.headers['content-type']), /^application\/problem\+json/)
  assert.equal((res.json() as { code: string }).code, code)
}

const count = async (app: FastifyInstance, identity: string, url: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `${url}?limit=30`,
      headers: { 'x-playground-identity': identity },
    })
  )
    .json()
    .data.filter((r: { _sandbox?: string }) => r._sandbox === 'created').length

for (const store of STORES) {
  describe(`Idempotency-Key on creates (${store})`, () => {
    const creates = [
      { name: 'a REST resource', url: `${API}/posts`, body: { title: 'once', body: 'only once' } },
      {
        name: 'a custom collection',
        url: `${API}/custom/widgets`,
        body: { name: 'once', price: 3 },
      },
    ]
    for (const c of creates) {
      test(`the same key and body on ${c.name} answers the stored answer again, with no second record`, async (t) => {
        const app = await build(t, { store })
        const first = await post(app, 'idem', c.url, c.body, 'key-1')
        assert.equal(first.statusCode, 200)
        assert.equal(first.headers['idempotent-replay'], undefined)
        const again = await post(app, 'idem', c.url, c.body, 'key-1')
        assert.equal(again.statusCode, 200)
        assert.equal(again.headers['idempotent-replay'], 'true')
        assert.match(String(again.headers['content-type']), /^application\/json/)
        assert.deepEqual(again.json(), first.json())
        assert.equal(await count(app, 'idem', c.url), 1)
        // Without a key, or with another one, a POST creates as always.
        assert.equal((await post(app, 'idem', c.url, c.body)).statusCode, 200)
        assert.equal((await post(app, 'idem', c.url, c.body, 'key-2')).statusCode, 200)
        assert.equal(await count(app, 'idem', c.url), 3)
      })

      test(`the same key with another body on ${c.name} is 409 IDEMPOTENCY_KEY_REUSED`, async (t) => {
        const app = await build(t, { store })
        assert.equal((await post(app, 'idem', c.url, c.body, 'k')).statusCode, 200)
        const reused = await post(app, 'idem', c.url, { ...c.body, extra: 1 }, 'k')
        assertProblem(reused, 409, 'IDEMPOTENCY_KEY_REUSED')
        assert.match((reused.json() as { detail: string }).detail, /Idempotency-Key 'k'/)
        assertProblem(
          await post(app, 'idem', `${API}/todos`, { title: 'x' }, 'k'),
          409,
          'IDEMPOTENCY_KEY_REUSED',
        )
        assert.equal(await count(app, 'idem', c.url), 1)
        // Keys belong to one identity.
        assert.equal(
          (await post(app, 'other', c.url, { ...c.body, extra: 1 }, 'k')).statusCode,
          200,
        )
      })

      test(`concurrent retries with one key on ${c.name} make one record and give one answer`, async (t) => {
        const app = await build(t, { store })
        const answers = await Promise.all(
          [0, 1, 2, 3, 4].map(() => post(app, 'race', c.url, c.body, 'same')),
        )
        for (const a of answers) assert.equal(a.statusCode, 200)
        assert.equal(new Set(answers.map((a) => a.json().id)).size, 1)
        assert.equal(await count(app, 'race', c.url), 1)
      })
    }

    test('POST /auth/register with a key answers the same tokens again and registers once', async (t) => {
      const app = await build(t, { store })
      const body = {
        name: 'Ida',
        username: 'ida',
        email: 'ida@example.test',
        password: 'pw-ida-123',
      }
      const first = await post(app, 'reg', '/auth/register', body, 'reg-1')
      assert.equal(first.statusCode, 200)
      const again = await post(app, 'reg', '/auth/register', body, 'reg-1')
      assert.equal(again.statusCode, 200)
      assert.equal(again.headers['idempotent-replay'], 'true')
      assert.deepEqual(again.json(), first.json())
      // Without the key, the username is taken, as before.
      assertProblem(await post(app, 'reg', '/auth/register', body), 409, 'CONFLICT')
      const users = await app.inject({
        method: 'GET',
        url: `${API}/users?q=ida&limit=30`,
        headers: { 'x-playground-identity': 'reg' },
      })
      assert.equal(
        users.json().data.filter((u: { username: string }) => u.username === 'ida').length,
        1,
      )
    })

    test('an import with a key is answered again without running twice', async (t) => {
      const app = await build(t, { store })
      const snapshot = {
        version: '1.0',
        records: [{ resource: 'posts', op: 'create', targetId: null, data: { title: 'imported' } }],
      }
      const url = `${API}/session/import?strategy=merge`
      const first = await post(app, 'imp', url, snapshot, 'imp-1')
      assert.equal(first.statusCode, 200, first.body.slice(0, 300))
      const again = await post(app, 'imp', url, snapshot, 'imp-1')
      assert.equal(again.headers['idempotent-replay'], 'true')
      assert.equal(await count(app, 'imp', `${API}/posts`), 1)
    })

    test('a malformed key is 400 and creates nothing', async (t) => {
      const app = await build(t, { store })
      for (const key of ['', 'x'.repeat(256), 'clé', 'tab\there']) {
        const res = await post(app, 'bad', `${API}/posts`, { title: 't' }, key)
        assertProblem(res, 400, 'MALFORMED_REQUEST')
        assert.match((res.json() as { detail: string }).detail, /Idempotency-Key/)
      }
      assert.equal(
        (await post(app, 'bad', `${API}/posts`, { title: 't' }, 'x'.repeat(255))).statusCode,
        200,
      )
      assert.equal(await count(app, 'bad', `${API}/posts`), 1)
    })

    test('an error is not stored: the same key can be retried', async (t) => {
      const app = await build(t, { store })
      for (let i = 0; i < 30; i++)
        assert.equal((await post(app, 'cap', `${API}/todos`, { title: `t${i}` })).statusCode, 200)
      assertProblem(
        await post(app, 'cap', `${API}/todos`, { title: 'late' }, 'late'),
        403,
        'SANDBOX_LIMIT_REACHED',
      )
      const list = await app.inject({
        method: 'GET',
        url: `${API}/todos`,
        headers: { 'x-playground-identity': 'cap' },
      })
      const victim = list.json().data[0].id
      await app.inject({
        method: 'DELETE',
        url: `${API}/todos/${victim}`,
        headers: { 'x-playground-identity': 'cap' },
      })
      const retried = await post(app, 'cap', `${API}/todos`, { title: 'late' }, 'late')
      assert.equal(retried.statusCode, 200)
      assert.equal(retried.headers['idempotent-replay'], undefined)
    })
  })
}
