import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createCachingOverlay } from './caching-overlay.ts'
import { createMemoryStore } from './memory/memory-store.ts'
import type { Item, Overlay } from './port.ts'

const post = (n: number): Item & { id: string } => ({ id: `local-${n}`, title: `post ${n}` })

/** A memory overlay that counts its reads, behind a per-request caching overlay. */
function counted(inner: Overlay = createMemoryStore().overlay) {
  let reads = 0
  let failNext = false
  const source: Overlay = {
    ...inner,
    entries(identity, resource) {
      reads++
      if (failNext) {
        failNext = false
        return Promise.reject(new Error('store away'))
      }
      return inner.entries(identity, resource)
    },
  }
  return {
    overlay: createCachingOverlay(source),
    reads: () => reads,
    failNextRead: () => {
      failNext = true
    },
  }
}

test('reads each (identity, resource) once, and answers get from that read', async () => {
  const { overlay, reads } = counted()
  await overlay.create('a', 'posts', post(1), 30)
  const [one, two] = await Promise.all([
    overlay.entries('a', 'posts'),
    overlay.entries('a', 'posts'),
  ])
  assert.equal(one, two, 'side by side, resolvers share one read')
  assert.equal((await overlay.get('a', 'posts', 'local-1'))?.item?.title, 'post 1')
  assert.equal(await overlay.get('a', 'posts', 'local-9'), undefined)
  await overlay.entries('b', 'posts')
  await overlay.entries('a', 'comments')
  assert.equal(reads(), 3)
})

test('a write forgets the reads it could change, once it has settled', async (t) => {
  const cases: Array<{
    name: string
    write: (o: Overlay) => Promise<unknown>
    forgets: string[]
  }> = [
    { name: 'create', write: (o) => o.create('a', 'posts', post(2), 30), forgets: ['posts'] },
    {
      name: 'update',
      write: (o) => o.update('a', 'posts', 'local-1', 'created', post(1)),
      forgets: ['posts'],
    },
    { name: 'put', write: (o) => o.put('a', 'posts', '7', 'deleted', null), forgets: ['posts'] },
    { name: 'drop', write: (o) => o.drop('a', 'posts', 'local-1'), forgets: ['posts'] },
    { name: 'reset', write: (o) => o.reset('a'), forgets: ['posts', 'comments'] },
    {
      name: 'replay',
      write: (o) => o.replay('a', ['posts'], [], { caps: {} }),
      forgets: ['posts', 'comments'],
    },
  ]
  for (const tc of cases) {
    await t.test(tc.name, async () => {
      const { overlay, reads } = counted()
      await overlay.create('a', 'posts', post(1), 30)
      for (const r of ['posts', 'comments']) await overlay.entries('a', r)
      await overlay.entries('b', 'posts')
      const before = reads()
      await tc.write(overlay)
      for (const r of ['posts', 'comments']) await overlay.entries('a', r)
      await overlay.entries('b', 'posts')
      assert.equal(reads() - before, tc.forgets.length, `${tc.name} read again`)
    })
  }
})

test('a failed write forgets as a committed one does', async () => {
  const inner = createMemoryStore().overlay
  const failing: Overlay = { ...inner, put: () => Promise.reject(new Error('store away')) }
  const { overlay, reads } = counted(failing)
  await overlay.entries('a', 'posts')
  await assert.rejects(overlay.put('a', 'posts', '1', 'deleted', null), /store away/)
  await overlay.entries('a', 'posts')
  assert.equal(reads(), 2)
})

test('a failed read is not remembered: the next one asks the store again', async () => {
  const { overlay, reads, failNextRead } = counted()
  failNextRead()
  await assert.rejects(overlay.entries('a', 'posts'), /store away/)
  assert.deepEqual(await overlay.entries('a', 'posts'), [])
  assert.equal(reads(), 2)
})
