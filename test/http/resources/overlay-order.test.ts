import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { appPerSuite, as, STORES, sandboxes } from '../../helper.ts'
import {
  API,
  baseCount,
  baseRecords,
  collect,
  create,
  ids,
  list,
  RESOURCES,
  type Rec,
  SAMPLES,
} from './support.ts'

for (const store of STORES) {
  describe(`list order with an overlay (${store})`, () => {
    const shared = appPerSuite({ store })
    test('created records come first, newest first, then the baseline in id order', async (t) => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('order-a'))
      for (const resource of RESOURCES) {
        await t.test(resource, async () => {
          const first = await create(a, resource, SAMPLES[resource])
          const second = await create(a, resource, SAMPLES[resource])
          const third = await create(a, resource, SAMPLES[resource])
          const body = list(await a.get(`${API}/${resource}?limit=30`))
          const baseIds = ids(baseRecords(app, resource))
          assert.deepEqual(ids(body.data), [third.id, second.id, first.id, ...baseIds.slice(0, 27)])
          assert.equal(body.pagination.total, baseCount(app, resource) + 3)
          assert.deepEqual(body.data.slice(0, 3), [third, second, first])
          for (const record of body.data.slice(3)) assert.equal('_sandbox' in record, false)
        })
      }
    })

    test('an updated global record keeps its place and is marked updated', async (t) => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('order-a'))
      for (const resource of RESOURCES) {
        await t.test(resource, async () => {
          const base = baseRecords(app, resource)
          await a.patch(`${API}/${resource}/3`, { note: 'patched' })
          await a.put(`${API}/${resource}/15`, { note: 'replaced' })
          const page1 = list(await a.get(`${API}/${resource}`))
          assert.deepEqual(ids(page1.data), ids(base.slice(0, 10)))
          assert.deepEqual(page1.data[2], { ...base[2], note: 'patched', _sandbox: 'updated' })
          for (const [i, record] of page1.data.entries()) {
            if (i !== 2) assert.deepEqual(record, { ...base[i] })
          }
          const page2 = list(await a.get(`${API}/${resource}?page=2`))
          assert.deepEqual(ids(page2.data), ids(base.slice(10, 20)))
          assert.deepEqual(page2.data[4], { id: 15, note: 'replaced', _sandbox: 'updated' })
          assert.equal(page2.pagination.total, base.length)
        })
      }
    })

    test('a deleted global record leaves the list and the later records move up', async (t) => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('order-a'))
      for (const resource of RESOURCES) {
        await t.test(resource, async () => {
          const base = baseRecords(app, resource)
          await a.delete(`${API}/${resource}/2`)
          await a.delete(`${API}/${resource}/11`)
          const remaining = base.filter((r) => r.id !== 2 && r.id !== 11)
          const page1 = list(await a.get(`${API}/${resource}`))
          assert.deepEqual(ids(page1.data), ids(remaining.slice(0, 10)))
          const page2 = list(await a.get(`${API}/${resource}?page=2`))
          assert.deepEqual(ids(page2.data), ids(remaining.slice(10, 20)))
          assert.equal(page1.pagination.total, base.length - 2)
        })
      }
    })

    test('the merged view across all pages is created, then baseline with updates in place', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('order-a'))
      const base = baseRecords(app, 'posts')
      const older = await create(a, 'posts', { title: 'older' })
      const newer = await create(a, 'posts', { title: 'newer' })
      await a.patch(`${API}/posts/50`, { title: 'patched fifty' })
      await a.delete(`${API}/posts/1`)
      await a.delete(`${API}/posts/${base.length}`)
      await a.put(`${API}/posts/99`, { title: 'replaced' })
      const { data, total } = await collect(a, `${API}/posts`)
      const expected = [
        newer,
        older,
        ...base
          .filter((r) => r.id !== 1 && r.id !== base.length)
          .map((r) =>
            r.id === 50
              ? { ...r, title: 'patched fifty', _sandbox: 'updated' }
              : r.id === 99
                ? { id: 99, title: 'replaced', _sandbox: 'updated' }
                : { ...r },
          ),
      ]
      assert.deepEqual(data, expected)
      assert.equal(total, base.length + 2 - 2)
    })

    test('created records push the baseline onto later pages', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('order-a'))
      const base = baseRecords(app, 'todos')
      const created: Rec[] = []
      for (let i = 0; i < 12; i++) created.push(await create(a, 'todos', { title: `todo ${i}` }))
      const newestFirst = ids(created).reverse()
      const page1 = list(await a.get(`${API}/todos?limit=5`))
      assert.deepEqual(ids(page1.data), newestFirst.slice(0, 5))
      const page3 = list(await a.get(`${API}/todos?limit=5&page=3`))
      assert.deepEqual(ids(page3.data), [...newestFirst.slice(10), ...ids(base.slice(0, 3))])
      const page4 = list(await a.get(`${API}/todos?limit=5&page=4`))
      assert.deepEqual(ids(page4.data), ids(base.slice(3, 8)))
      assert.equal(page4.pagination.total, base.length + 12)
      assert.equal(page4.pagination.totalPages, Math.ceil((base.length + 12) / 5))
    })

    test('an edited created record keeps its place among the created records', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('order-a'))
      const first = await create(a, 'comments', { name: 'first' })
      const second = await create(a, 'comments', { name: 'second' })
      const third = await create(a, 'comments', { name: 'third' })
      await a.patch(`${API}/comments/${first.id}`, { name: 'first, edited' })
      await a.put(`${API}/comments/${second.id}`, { name: 'second, replaced' })
      const body = list(await a.get(`${API}/comments?limit=4`))
      assert.deepEqual(ids(body.data), [third.id, second.id, first.id, 1])
      assert.equal(body.data[1]?._sandbox, 'created')
      assert.equal(body.data[2]?.name, 'first, edited')
      assert.equal(body.data[2]?._sandbox, 'created')
    })

    test('a deleted created record leaves the list and the total', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('order-a'))
      const keep = await create(a, 'users', { name: 'keep' })
      const drop = await create(a, 'users', { name: 'drop' })
      await a.delete(`${API}/users/${drop.id}`)
      const body = list(await a.get(`${API}/users`))
      assert.deepEqual(ids(body.data.slice(0, 2)), [keep.id, 1])
      assert.equal(body.pagination.total, baseCount(app, 'users') + 1)
    })

    test('untouched records carry no _sandbox member at all', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('order-a'))
      await a.patch(`${API}/users/2`, { name: 'changed' })
      const { data } = await collect(a, `${API}/users`)
      const marked = data.filter((r) => '_sandbox' in r)
      assert.deepEqual(ids(marked), [2])
      assert.equal(marked[0]?._sandbox, 'updated')
    })
  })
}
