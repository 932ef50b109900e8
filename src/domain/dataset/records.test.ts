import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createMemoryStore } from '../../store/memory/memory-store.ts'
import { createBaselineOf } from '../baseline.ts'
import { ProblemError } from '../errors.ts'
import { createEventBus, type SandboxEvent } from '../events/bus.ts'
import { DEFAULT_LIMITS } from '../limits.ts'
import { catalogOf, singularOf } from './catalog.ts'
import { readDataset } from './read.ts'
import { createDatasetRecords } from './records.ts'

const DB = {
  posts: [
    { id: 1, title: 'json-server', author: 'typicode' },
    { id: 2, title: 'mock data', author: 'someone' },
  ],
  comments: [
    { id: 1, body: 'some comment', postId: 1 },
    { id: 2, body: 'another', postId: 1 },
    { id: 3, body: 'on two', postId: 2 },
  ],
  tags: [{ id: 'red' }, { id: 'blue', label: 'Blue' }],
  profile: { name: 'typicode' },
}

function setup() {
  const { catalog, baseline } = catalogOf(readDataset(JSON.stringify(DB)))
  const store = createMemoryStore()
  const events = createEventBus()
  const heard: Array<[string, SandboxEvent]> = []
  events.onEmitted((identity, event) => heard.push([identity, event]))
  const records = createDatasetRecords({
    catalog,
    baseline: createBaselineOf(baseline),
    overlay: store.overlay,
    events,
    limits: { ...DEFAULT_LIMITS, createCap: 3 },
  })
  return { records, heard, catalog }
}

const code = (c: string) => (err: unknown) => err instanceof ProblemError && err.code === c

test('the catalog names, types and relates the collections as json-server would', () => {
  const { catalog } = setup()
  const comments = catalog.collections.get('comments')
  assert.equal(comments?.singular, 'comment')
  assert.equal(comments?.typeName, 'Comment')
  assert.deepEqual(comments?.list.fields, { id: 'id', body: 'string', postId: 'integer' })
  assert.deepEqual(comments?.list.indexed, ['postId'])
  assert.deepEqual(
    catalog.collections.get('posts')?.embeds.map((r) => [r.embedKey, r.field]),
    [['comments', 'postId']],
  )
  assert.deepEqual(
    comments?.expands.map((r) => [r.expandKey, r.parent]),
    [['post', 'posts']],
  )
  assert.deepEqual(['categories', 'boxes', 'posts', 'news', 'data'].map(singularOf), [
    'category',
    'box',
    'post',
    'new',
    'data',
  ])
})

test('lists and gets the file records, by number or string id, with the query language', async () => {
  const { records } = setup()
  const all = await records.list('a', 'comments', { where: undefined, filters: {} })
  assert.deepEqual(
    all.data.map((c) => c.id),
    [1, 2, 3],
  )
  const onOne = await records.list('a', 'comments', {
    where: { param: 'postId', path: 'postId', op: 'eq', values: ['1'] },
  })
  assert.deepEqual(
    onOne.data.map((c) => c.id),
    [1, 2],
  )
  assert.equal((await records.get('a', 'posts', '2')).title, 'mock data')
  assert.equal((await records.get('a', 'posts', 2)).title, 'mock data')
  assert.deepEqual(await records.get('a', 'tags', 'blue'), { id: 'blue', label: 'Blue' })
  await assert.rejects(records.get('a', 'tags', 'green'), code('NOT_FOUND'))
  await assert.rejects(records.get('a', 'nope', 1), code('NOT_FOUND'))
})

test("one identity's writes are its own; events name the collection's singular", async () => {
  const { records, heard } = setup()
  const made = await records.create('a', 'posts', { id: 99, title: 'mine', author: 'me' })
  assert.match(String(made.id), /^local-/)
  assert.equal(made._sandbox, 'created')
  const patched = await records.patch('a', 'tags', 'red', { label: 'Red' })
  assert.deepEqual(patched, { id: 'red', label: 'Red', _sandbox: 'updated' })
  await records.remove('a', 'comments', 3)

  const mine = await records.list('a', 'posts')
  assert.deepEqual(
    mine.data.map((p) => p.id),
    [made.id, 1, 2],
  )
  assert.deepEqual(
    (await records.list('a', 'comments')).data.map((c) => c.id),
    [1, 2],
  )
  await assert.rejects(records.get('a', 'comments', 3), code('NOT_FOUND'))
  // Another identity sees the file as it is.
  assert.deepEqual(
    (await records.list('b', 'posts')).data.map((p) => p.id),
    [1, 2],
  )
  assert.deepEqual(await records.get('b', 'tags', 'red'), { id: 'red' })
  assert.deepEqual(
    heard.map(([who, e]) => [who, e.type, e.recordId]),
    [
      ['a', 'post.created', made.id],
      ['a', 'tag.updated', 'red'],
      ['a', 'comment.deleted', 3],
    ],
  )
})

test('replace keeps the id; creates stop at the cap; prototype keys are refused', async () => {
  const { records } = setup()
  const replaced = await records.replace('a', 'posts', 1, { id: 7, title: 'new' })
  assert.deepEqual(replaced, { id: 1, title: 'new', _sandbox: 'updated' })
  for (let i = 0; i < 3; i++) await records.create('a', 'tags', { label: `t${i}` })
  await assert.rejects(
    records.create('a', 'tags', { label: 'one more' }),
    code('SANDBOX_LIMIT_REACHED'),
  )
  await assert.rejects(
    records.create('a', 'posts', JSON.parse('{"__proto__": {"x": 1}}')),
    code('VALIDATION_FAILED'),
  )
})

test('a singular resource reads from the file until the identity writes it', async () => {
  const { records, heard } = setup()
  assert.deepEqual(await records.getSingular('a', 'profile'), { name: 'typicode' })
  await records.writeSingular('a', 'profile', { email: 'me@example.com' }, true)
  assert.deepEqual(await records.getSingular('a', 'profile'), {
    name: 'typicode',
    email: 'me@example.com',
  })
  await records.writeSingular('a', 'profile', { name: 'only' }, false)
  assert.deepEqual(await records.getSingular('a', 'profile'), { name: 'only' })
  assert.deepEqual(await records.getSingular('b', 'profile'), { name: 'typicode' })
  assert.deepEqual(
    heard.map(([, e]) => e.type),
    ['profile.updated', 'profile.updated'],
  )
  await assert.rejects(records.getSingular('a', 'settings'), code('NOT_FOUND'))
})
