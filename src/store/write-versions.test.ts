import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createMemoryStore } from './memory/memory-store.ts'
import { REMEMBERED, withWriteVersions } from './write-versions.ts'

const TTL = 1000

function versioned(known: Array<[string, number]> = []) {
  let clock = 10_000
  const now = () => clock
  const inner = createMemoryStore(now, { ttlMs: TTL }).overlay
  const held = new Map(known)
  const { overlay, versions } = withWriteVersions(inner, (id) => held.get(id), TTL, now)
  return { overlay, versions, advance: (ms: number) => (clock += ms) }
}

const post = (id: string) => ({ id, title: id })

test('an identity that never wrote is at version 0; one the store held at start is not', () => {
  const { versions } = versioned([['old', 9_500]])
  assert.equal(versions.of('fresh'), 0)
  assert.notEqual(versions.of('old'), 0)
  assert.equal(versions.live('old'), true)
  assert.equal(versions.live('fresh'), false)
})

test('a write changes the version when it starts and again when it settles', async () => {
  const { overlay, versions } = versioned()
  const before = versions.of('a')
  const write = overlay.create('a', 'posts', post('local-1'), 30)
  const during = versions.of('a')
  assert.notEqual(during, before)
  assert.equal(await write, true)
  const after = versions.of('a')
  assert.notEqual(after, during)
  assert.equal(versions.of('b'), 0, 'another identity is untouched')
})

test('a failed or refused write changes the version but not when the sandbox was touched', async () => {
  const { overlay, versions, advance } = versioned()
  await overlay.create('a', 'posts', post('local-1'), 1)
  advance(600)
  const v = versions.of('a')
  // Refused: the cap of 1 is reached. The sandbox still expires from the first write.
  assert.equal(await overlay.create('a', 'posts', post('local-2'), 1), false)
  assert.notEqual(versions.of('a'), v)
  advance(399)
  assert.equal(versions.live('a'), true)
  advance(1)
  assert.equal(versions.live('a'), false)
})

test('a successful write keeps the sandbox live for the TTL from when it started', async () => {
  const { overlay, versions, advance } = versioned()
  await overlay.put('a', 'posts', '1', 'deleted', null)
  advance(TTL - 1)
  assert.equal(versions.live('a'), true)
  await overlay.drop('a', 'posts', '1')
  advance(TTL - 1)
  assert.equal(versions.live('a'), true)
  advance(1)
  assert.equal(versions.live('a'), false)
})

test('every kind of write stamps its identity', async () => {
  const { overlay, versions } = versioned()
  const writes: Array<() => Promise<unknown>> = [
    () => overlay.create('a', 'posts', post('local-1'), 30),
    () => overlay.update('a', 'posts', 'local-1', 'created', post('local-1')),
    () => overlay.put('a', 'todos', '1', 'deleted', null),
    () => overlay.drop('a', 'todos', '1'),
    () => overlay.replay('a', 'all', [], { caps: {} }),
    () => overlay.reset('a'),
  ]
  for (const write of writes) {
    const v = versions.of('a')
    await write()
    assert.notEqual(versions.of('a'), v)
  }
})

test('a write that throws still changes the version', async () => {
  const { overlay, versions } = withWriteVersions(
    {
      ...createMemoryStore().overlay,
      create: () => Promise.reject(new Error('store away')),
    },
    undefined,
    TTL,
  )
  const v = versions.of('a')
  await assert.rejects(overlay.create('a', 'posts', post('local-1'), 30), /store away/)
  assert.notEqual(versions.of('a'), v)
  assert.equal(versions.live('a'), false)
})

test('an identity forgotten is asked of the store again, and comes back with a new version', async () => {
  let asked = 0
  const held = new Map<string, number>()
  const inner = createMemoryStore().overlay
  const { overlay, versions } = withWriteVersions(
    inner,
    (id) => {
      asked++
      return id.startsWith('other-') ? 1 : held.get(id)
    },
    TTL,
  )
  await overlay.create('a', 'posts', post('local-1'), 30)
  held.set('a', Date.now())
  const v = versions.of('a')
  assert.notEqual(v, 0)
  // As many others as it remembers come after it: it is forgotten, then found in the store.
  for (let i = 0; i < REMEMBERED; i++) void versions.of(`other-${i}`)
  const before = asked
  const again = versions.of('a')
  assert.equal(asked, before + 1, 'the store was asked')
  assert.notEqual(again, 0)
  assert.notEqual(again, v, 'an answer kept under the old version is not given')
  assert.equal(versions.live('a'), true)
  // One the store holds nothing of is asked once, then remembered as empty until it writes.
  const quiet = asked
  assert.equal(versions.of('b'), 0)
  assert.equal(versions.of('b'), 0)
  assert.equal(asked, quiet + 1)
  await overlay.create('b', 'posts', post('local-1'), 30)
  assert.notEqual(versions.of('b'), 0)
})

test('an identity with a write under way is never taken for empty, even once forgotten', async () => {
  const inner = createMemoryStore().overlay
  let release: () => void = () => undefined
  const slow: typeof inner = {
    ...inner,
    create: (...args) =>
      new Promise<boolean>((resolve) => {
        release = () => resolve(inner.create(...args))
      }),
  }
  // The store shows every `held-` identity, and nothing of `a` until its write lands.
  const lastWrite = (id: string) => (id.startsWith('held-') ? 1 : undefined)
  const { overlay, versions } = withWriteVersions(slow, lastWrite, TTL)
  const write = overlay.create('a', 'posts', post('local-1'), 30)
  // As many identities as it remembers come after `a`: its stamp is forgotten.
  for (let i = 0; i < REMEMBERED; i++) void versions.of(`held-${i}`)
  assert.notEqual(versions.of('a'), 0, 'the store does not show the write yet')
  release()
  await write
  assert.notEqual(versions.of('a'), 0)
})

test('a store that cannot be asked gives NaN, and nothing is live', () => {
  const { versions } = withWriteVersions(
    createMemoryStore().overlay,
    () => {
      throw new Error('database closed')
    },
    TTL,
  )
  assert.ok(Number.isNaN(versions.of('a')))
  assert.equal(versions.live('a'), false)
})
