import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { appPerSuite, as, STORES, sandboxes } from '../../helper.ts'
import {
  API,
  assertProblem,
  baseRecords,
  create,
  LOCAL_ID,
  RESOURCES,
  type Rec,
  SAMPLES,
  STORED,
} from './support.ts'

for (const store of STORES) {
  describe(`resource CRUD (${store})`, () => {
    const shared = appPerSuite({ store })
    test('POST /{resource} answers the supplied fields plus a local id and _sandbox created', async (t) => {
      const app = await shared()
      const id = sandboxes()
      for (const resource of RESOURCES) {
        await t.test(resource, async () => {
          const a = as(app, id('crud-a'))
          const res = await a.post(`${API}/${resource}`, {
            ...SAMPLES[resource],
            id: 4242,
            _sandbox: 'updated',
            extra: { nested: [1, 'two', { three: true }] },
          })
          assert.equal(res.statusCode, 200)
          const body = res.json() as Rec
          assert.match(String(body.id), LOCAL_ID)
          assert.deepEqual(body, {
            id: body.id,
            ...STORED[resource],
            extra: { nested: [1, 'two', { three: true }] },
            _sandbox: 'created',
          })
        })
      }
    })

    test('GET /{resource}/{local id} returns the created record as POST answered it', async (t) => {
      const app = await shared()
      const id = sandboxes()
      for (const resource of RESOURCES) {
        await t.test(resource, async () => {
          const a = as(app, id('crud-a'))
          const created = await create(a, resource, SAMPLES[resource])
          const res = await a.get(`${API}/${resource}/${created.id}`)
          assert.equal(res.statusCode, 200)
          assert.deepEqual(res.json(), created)
        })
      }
    })

    test('GET /{resource}/{global id} returns the baseline record without _sandbox', async (t) => {
      const app = await shared()
      const id = sandboxes()
      for (const resource of RESOURCES) {
        await t.test(resource, async () => {
          const expected = baseRecords(app, resource)[1] as Rec
          const res = await as(app, id('crud-a')).get(`${API}/${resource}/${expected.id}`)
          assert.equal(res.statusCode, 200)
          assert.deepEqual(res.json(), { ...expected })
          assert.equal('_sandbox' in res.json(), false)
        })
      }
    })

    test('PUT /{resource}/{global id} replaces the record with the supplied fields', async (t) => {
      const app = await shared()
      const id = sandboxes()
      for (const resource of RESOURCES) {
        await t.test(resource, async () => {
          const a = as(app, id('crud-a'))
          const res = await a.put(`${API}/${resource}/2`, {
            id: 99,
            _sandbox: 'created',
            note: 'replaced',
          })
          assert.equal(res.statusCode, 200)
          const expected = { id: 2, note: 'replaced', _sandbox: 'updated' }
          assert.deepEqual(res.json(), expected)
          assert.deepEqual((await a.get(`${API}/${resource}/2`)).json(), expected)
        })
      }
    })

    test('PUT /{resource}/{local id} replaces a created record and keeps _sandbox created', async (t) => {
      const app = await shared()
      const id = sandboxes()
      for (const resource of RESOURCES) {
        await t.test(resource, async () => {
          const a = as(app, id('crud-a'))
          const created = await create(a, resource, SAMPLES[resource])
          const res = await a.put(`${API}/${resource}/${created.id}`, { note: 'replaced' })
          assert.equal(res.statusCode, 200)
          const expected = { id: created.id, note: 'replaced', _sandbox: 'created' }
          assert.deepEqual(res.json(), expected)
          assert.deepEqual((await a.get(`${API}/${resource}/${created.id}`)).json(), expected)
        })
      }
    })

    test('DELETE /{resource}/{global id} answers message, numeric id and resource', async (t) => {
      const app = await shared()
      const id = sandboxes()
      for (const resource of RESOURCES) {
        await t.test(resource, async () => {
          const a = as(app, id('crud-a'))
          const res = await a.delete(`${API}/${resource}/3`)
          assert.equal(res.statusCode, 200)
          const body = res.json()
          assert.equal(typeof body.message, 'string')
          assert.ok(body.message.length > 0)
          assert.equal(body.id, 3)
          assert.equal(body.resource, resource)
          assertProblem(await a.get(`${API}/${resource}/3`), 404, 'NOT_FOUND')
          assert.equal((await as(app, id('crud-b')).get(`${API}/${resource}/3`)).statusCode, 200)
        })
      }
    })

    test('DELETE /{resource}/{local id} answers the string id and the record is gone', async (t) => {
      const app = await shared()
      const id = sandboxes()
      for (const resource of RESOURCES) {
        await t.test(resource, async () => {
          const a = as(app, id('crud-a'))
          const created = await create(a, resource, SAMPLES[resource])
          const res = await a.delete(`${API}/${resource}/${created.id}`)
          assert.equal(res.statusCode, 200)
          const body = res.json()
          assert.equal(typeof body.message, 'string')
          assert.equal(body.id, created.id)
          assert.equal(body.resource, resource)
          assertProblem(await a.get(`${API}/${resource}/${created.id}`), 404, 'NOT_FOUND')
          assertProblem(await a.delete(`${API}/${resource}/${created.id}`), 404, 'NOT_FOUND')
          assertProblem(
            await a.patch(`${API}/${resource}/${created.id}`, { x: 1 }),
            404,
            'NOT_FOUND',
          )
        })
      }
    })

    test('PUT, PATCH and DELETE of a global {resource} record deleted by the caller are 404', async (t) => {
      const app = await shared()
      const id = sandboxes()
      for (const resource of RESOURCES) {
        await t.test(resource, async () => {
          const a = as(app, id('crud-a'))
          assert.equal((await a.delete(`${API}/${resource}/4`)).statusCode, 200)
          assertProblem(await a.put(`${API}/${resource}/4`, { note: 'back' }), 404, 'NOT_FOUND')
          assertProblem(await a.patch(`${API}/${resource}/4`, { note: 'back' }), 404, 'NOT_FOUND')
          assertProblem(await a.delete(`${API}/${resource}/4`), 404, 'NOT_FOUND')
          // The failed writes did not resurrect it.
          assertProblem(await a.get(`${API}/${resource}/4`), 404, 'NOT_FOUND')
        })
      }
    })

    test('every operation on an unknown {resource} id is 404', async (t) => {
      const app = await shared()
      const id = sandboxes()
      for (const resource of RESOURCES) {
        await t.test(resource, async () => {
          const a = as(app, id('crud-a'))
          const unknownGlobal = baseRecords(app, resource).length + 1
          const unknownLocal = 'local-00000000-0000-4000-8000-000000000000'
          for (const unknown of [unknownGlobal, unknownLocal]) {
            const url = `${API}/${resource}/${unknown}`
            assertProblem(await a.get(url), 404, 'NOT_FOUND')
            assertProblem(await a.put(url, { note: 'x' }), 404, 'NOT_FOUND')
            assertProblem(await a.patch(url, { note: 'x' }), 404, 'NOT_FOUND')
            assertProblem(await a.delete(url), 404, 'NOT_FOUND')
          }
        })
      }
    })

    test('a numeric string reference is stored as an integer', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('crud-a'))
      const cases = [
        ['posts', 'user_id'],
        ['todos', 'user_id'],
        ['comments', 'post_id'],
      ] as const
      for (const [resource, field] of cases) {
        const created = await create(a, resource, { [field]: '3', title: 't' })
        assert.equal(created[field], 3, `${resource}.${field} on create`)
        const read = (await a.get(`${API}/${resource}/${created.id}`)).json()
        assert.equal(read[field], 3, `${resource}.${field} when read back`)
        const put = (await a.put(`${API}/${resource}/5`, { [field]: '12' })).json()
        assert.equal(put[field], 12, `${resource}.${field} on PUT`)
        const patched = (await a.patch(`${API}/${resource}/6`, { [field]: '8' })).json()
        assert.equal(patched[field], 8, `${resource}.${field} on PATCH`)
      }
    })

    test('unknown fields are kept as supplied, beside a json-server style userId', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('crud-a'))
      const created = await create(a, 'posts', {
        userId: 1,
        title: 'json-server style',
        tags: ['a', 'b'],
      })
      assert.deepEqual(created, {
        id: created.id,
        user_id: 1,
        userId: 1,
        title: 'json-server style',
        tags: ['a', 'b'],
        _sandbox: 'created',
      })
      assert.deepEqual((await a.get(`${API}/posts/${created.id}`)).json(), created)
    })

    test('an empty object creates a record holding only id and _sandbox', async () => {
      const app = await shared()
      const id = sandboxes()
      const created = await create(as(app, id('crud-a')), 'todos', {})
      assert.deepEqual(created, { id: created.id, _sandbox: 'created' })
    })

    test('each create gets a fresh local id', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('crud-a'))
      const first = await create(a, 'posts', { title: 'one' })
      const second = await create(a, 'posts', { title: 'two' })
      assert.notEqual(first.id, second.id)
    })

    test('PATCH merges nested objects, removes null fields and marks the record updated', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('crud-a'))
      const original = baseRecords(app, 'users')[0] as Rec & { address: Record<string, unknown> }
      const res = await a.patch(`${API}/users/1`, {
        id: 77,
        _sandbox: 'created',
        address: { city: 'Paris', country: 'FR' },
        phone: null,
        nickname: 'lee',
      })
      assert.equal(res.statusCode, 200, res.body)
      const { phone: _phone, ...rest } = original
      const expected = {
        ...rest,
        address: { ...original.address, city: 'Paris', country: 'FR' },
        nickname: 'lee',
        _sandbox: 'updated',
      }
      assert.deepEqual(res.json(), expected)
      assert.equal('phone' in res.json(), false)
      assert.deepEqual((await a.get(`${API}/users/1`)).json(), expected)
    })

    test('PATCH with null inside a nested object removes that key only', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('crud-a'))
      const original = baseRecords(app, 'users')[0] as Rec & { address: Record<string, unknown> }
      const res = await a.patch(`${API}/users/1`, { address: { zipcode: null } })
      assert.equal(res.statusCode, 200, res.body)
      const { zipcode: _zipcode, ...address } = original.address
      const expected = { ...original, address, _sandbox: 'updated' }
      assert.deepEqual(res.json(), expected)
      assert.deepEqual((await a.get(`${API}/users/1`)).json(), expected)
    })

    test('PATCH with null inside an extra nested object removes that key only', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('crud-a'))
      const created = await create(a, 'posts', { title: 'x', meta: { keep: 'yes', drop: 'no' } })
      const res = await a.patch(`${API}/posts/${created.id}`, { meta: { drop: null, added: 1 } })
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual(res.json(), { ...created, meta: { keep: 'yes', added: 1 } })
    })

    test('PATCH accepts application/merge-patch+json', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('crud-a'))
      const original = baseRecords(app, 'todos')[4] as Rec
      const res = await a.send({
        method: 'PATCH',
        url: `${API}/todos/${original.id}`,
        headers: { 'content-type': 'application/merge-patch+json' },
        payload: JSON.stringify({ completed: !original.completed, title: null }),
      })
      assert.equal(res.statusCode, 200, res.body)
      const { title: _title, ...rest } = original
      assert.deepEqual(res.json(), { ...rest, completed: !original.completed, _sandbox: 'updated' })
    })

    test('PATCH on a created record merges and keeps _sandbox created', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('crud-a'))
      const created = await create(a, 'users', SAMPLES.users)
      const res = await a.patch(`${API}/users/${created.id}`, {
        company: { name: 'Babbage & Co' },
        website: null,
      })
      assert.equal(res.statusCode, 200)
      const { website: _website, ...rest } = created
      const expected = {
        ...rest,
        company: { ...(SAMPLES.users.company as object), name: 'Babbage & Co' },
        _sandbox: 'created',
      }
      assert.deepEqual(res.json(), expected)
      assert.deepEqual((await a.get(`${API}/users/${created.id}`)).json(), expected)
    })

    test('PATCH replaces arrays and scalars rather than merging them', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('crud-a'))
      const created = await create(a, 'posts', { title: 'x', tags: ['a', 'b', 'c'], meta: 'flat' })
      const res = await a.patch(`${API}/posts/${created.id}`, {
        tags: ['z'],
        meta: { now: 'object' },
      })
      assert.equal(res.statusCode, 200)
      assert.deepEqual(res.json(), {
        id: created.id,
        title: 'x',
        tags: ['z'],
        meta: { now: 'object' },
        _sandbox: 'created',
      })
    })

    test('successive PATCHes of a global record build on each other', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('crud-a'))
      const original = baseRecords(app, 'posts')[9] as Rec
      await a.patch(`${API}/posts/${original.id}`, { title: 'first' })
      const res = await a.patch(`${API}/posts/${original.id}`, { body: 'second' })
      assert.deepEqual(res.json(), {
        ...original,
        title: 'first',
        body: 'second',
        _sandbox: 'updated',
      })
    })

    test('PUT after PATCH drops the fields the PATCH kept', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('crud-a'))
      await a.patch(`${API}/comments/1`, { name: 'patched' })
      const res = await a.put(`${API}/comments/1`, { body: 'only this' })
      assert.deepEqual(res.json(), { id: 1, body: 'only this', _sandbox: 'updated' })
    })

    test('a write to a global record leaves the other identities’ view of it unchanged', async () => {
      const app = await shared()
      const id = sandboxes()
      const original = baseRecords(app, 'posts')[0] as Rec
      await as(app, id('crud-a')).put(`${API}/posts/1`, { title: 'mine' })
      const res = await as(app, id('crud-b')).get(`${API}/posts/1`)
      assert.deepEqual(res.json(), { ...original })
    })
  })
}
