import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { appPerSuite, as, STORES, sandboxes } from '../../helper.ts'
import {
  API,
  assertProblem,
  baseCount,
  type Client,
  create,
  ids,
  list,
  RESOURCES,
  type Rec,
  type Resource,
  SAMPLES,
} from './support.ts'

/**
 * The cap of live created records per identity and resource
 * (docs/contract/baseline-and-overlay.md#create-cap).
 */
const CAP = 30

async function fill(client: Client, resource: Resource, n = CAP): Promise<Rec[]> {
  const created: Rec[] = []
  for (let i = 0; i < n; i++)
    created.push(await create(client, resource, { ...SAMPLES[resource], n: i }))
  return created
}

for (const store of STORES) {
  describe(`create cap (${store})`, () => {
    const shared = appPerSuite({ store })
    test('30 creates per resource succeed and the 31st is 403 with nothing stored', async (t) => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('cap-a'))
      for (const resource of RESOURCES) {
        await t.test(resource, async () => {
          const created = await fill(a, resource)
          const before = list(await a.get(`${API}/${resource}?limit=30`))
          assert.equal(before.pagination.total, baseCount(app, resource) + CAP)
          const refused = await a.post(`${API}/${resource}`, {
            ...SAMPLES[resource],
            marker: 'over the cap',
          })
          assertProblem(refused, 403, 'SANDBOX_LIMIT_REACHED')
          const after = list(await a.get(`${API}/${resource}?limit=30`))
          assert.equal(after.pagination.total, baseCount(app, resource) + CAP)
          assert.deepEqual(ids(after.data), ids(created).reverse())
          assert.deepEqual(after, before)
        })
      }
    })

    test('a full resource does not limit the other resources', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('cap-a'))
      await fill(a, 'posts')
      assertProblem(await a.post(`${API}/posts`, SAMPLES.posts), 403, 'SANDBOX_LIMIT_REACHED')
      for (const resource of ['users', 'comments', 'todos'] as const) {
        await create(a, resource, SAMPLES[resource])
      }
    })

    test('one identity at the cap does not limit another', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('cap-a'))
      const b = as(app, id('cap-b'))
      await fill(a, 'todos')
      assertProblem(await a.post(`${API}/todos`, SAMPLES.todos), 403, 'SANDBOX_LIMIT_REACHED')
      await fill(b, 'todos')
      assertProblem(await b.post(`${API}/todos`, SAMPLES.todos), 403, 'SANDBOX_LIMIT_REACHED')
      const fresh = list(await as(app, id('cap-c')).get(`${API}/todos`))
      assert.equal(fresh.pagination.total, baseCount(app, 'todos'))
    })

    test('deleting a created record frees exactly one slot', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('cap-a'))
      const created = await fill(a, 'comments')
      assertProblem(await a.post(`${API}/comments`, SAMPLES.comments), 403, 'SANDBOX_LIMIT_REACHED')
      const victim = created[10] as Rec
      assert.equal((await a.delete(`${API}/comments/${victim.id}`)).statusCode, 200)
      const replacement = await create(a, 'comments', SAMPLES.comments)
      assertProblem(await a.post(`${API}/comments`, SAMPLES.comments), 403, 'SANDBOX_LIMIT_REACHED')
      const body = list(await a.get(`${API}/comments?limit=30`))
      assert.equal(body.pagination.total, baseCount(app, 'comments') + CAP)
      assert.equal(body.data[0]?.id, replacement.id)
      assert.equal(ids(body.data).includes(victim.id), false)
    })

    test('updates and deletes of global records do not count toward the cap', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('cap-a'))
      for (let userId = 1; userId <= 12; userId++) {
        assert.equal(
          (await a.patch(`${API}/users/${userId}`, { name: `patched ${userId}` })).statusCode,
          200,
        )
      }
      for (let userId = 13; userId <= 20; userId++) {
        assert.equal(
          (await a.put(`${API}/users/${userId}`, { name: `replaced ${userId}` })).statusCode,
          200,
        )
      }
      for (let userId = 21; userId <= 25; userId++) {
        assert.equal((await a.delete(`${API}/users/${userId}`)).statusCode, 200)
      }
      await fill(a, 'users')
      assertProblem(await a.post(`${API}/users`, SAMPLES.users), 403, 'SANDBOX_LIMIT_REACHED')
      // Updates of global records still work at the cap.
      assert.equal((await a.patch(`${API}/users/1`, { name: 'again' })).statusCode, 200)
    })

    test('created records can still be updated at the cap without using a slot', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('cap-a'))
      const created = await fill(a, 'posts')
      const first = created[0] as Rec
      const patched = await a.patch(`${API}/posts/${first.id}`, { title: 'edited at the cap' })
      assert.equal(patched.statusCode, 200)
      assert.equal(patched.json()._sandbox, 'created')
      const replaced = await a.put(`${API}/posts/${first.id}`, { title: 'replaced at the cap' })
      assert.equal(replaced.statusCode, 200)
      assertProblem(await a.post(`${API}/posts`, SAMPLES.posts), 403, 'SANDBOX_LIMIT_REACHED')
      assert.equal(
        list(await a.get(`${API}/posts`)).pagination.total,
        baseCount(app, 'posts') + CAP,
      )
    })

    test('concurrent creates never exceed the cap', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('cap-a'))
      const results = await Promise.all(
        Array.from({ length: CAP + 10 }, (_, i) => a.post(`${API}/todos`, { title: `race ${i}` })),
      )
      const codes = results.map((r) => r.statusCode)
      assert.equal(codes.filter((c) => c === 200).length, CAP)
      for (const res of results.filter((r) => r.statusCode !== 200)) {
        assertProblem(res, 403, 'SANDBOX_LIMIT_REACHED')
      }
      assert.equal(
        list(await a.get(`${API}/todos`)).pagination.total,
        baseCount(app, 'todos') + CAP,
      )
    })
  })
}
