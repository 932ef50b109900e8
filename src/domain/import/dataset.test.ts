import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createMemoryStore } from '../../store/memory/memory-store.ts'
import { createBaselineOf, createSwitchableBaseline } from '../baseline.ts'
import { catalogOf } from '../dataset/catalog.ts'
import { readDataset } from '../dataset/read.ts'
import { createDatasetRecords } from '../dataset/records.ts'
import { ProblemError } from '../errors.ts'
import { createEventBus, type SandboxEvent } from '../events/bus.ts'
import { DEFAULT_LIMITS } from '../limits.ts'
import { MAX_FIELDS } from '../records.ts'
import { createDatasetImport } from './dataset.ts'
import type { RowError } from './rows.ts'

const DB = {
  posts: [
    { id: 0, title: 'zero' },
    { id: 1, title: 'json-server', author: 'typicode' },
    { id: 2, title: 'mock data', author: 'someone' },
  ],
  tags: [{ id: 'red' }, { id: 'blue', label: 'Blue' }],
}

function setup(createCap = 3) {
  const loaded = (db: unknown) => catalogOf(readDataset(JSON.stringify(db)))
  const { catalog, baseline } = loaded(DB)
  const switchable = createSwitchableBaseline(createBaselineOf(baseline))
  const store = createMemoryStore()
  const events = createEventBus()
  const heard: SandboxEvent[] = []
  events.onEmitted((_, e) => heard.push(e))
  const deps = {
    catalog,
    baseline: switchable,
    overlay: store.overlay,
    events,
    limits: { ...DEFAULT_LIMITS, createCap },
  }
  /** The file as `--watch` reloads it. */
  const reload = (db: unknown) => switchable.swap(createBaselineOf(loaded(db).baseline))
  return {
    importRows: createDatasetImport(deps),
    records: createDatasetRecords(deps),
    store,
    heard,
    reload,
  }
}

const problem =
  (code: string, check: (err: ProblemError) => boolean = () => true) =>
  (err: unknown) => {
    assert.ok(err instanceof ProblemError, String(err))
    assert.equal(err.code, code, err.message)
    return check(err)
  }

const ids = async (r: ReturnType<typeof setup>['records'], name: string) =>
  (await r.list('a', name, {})).data.map((x) => x.id)

test('rows with the id of a file record replace it, number or string id, 0 too; others create', async () => {
  const { importRows, records, heard } = setup()
  const result = await importRows(
    'a',
    'posts',
    [
      { id: 1, title: 'replaced' },
      { id: 0, title: 'zero again' },
      { id: 7, title: 'new' },
    ],
    'merge',
  )
  assert.deepEqual(result, {
    message: 'Imported 3 records into posts (merge)',
    resource: 'posts',
    totalImported: 3,
    created: 1,
    updated: 2,
  })
  // PUT semantics: author is gone.
  assert.deepEqual(await records.get('a', 'posts', 1), {
    id: 1,
    title: 'replaced',
    _sandbox: 'updated',
  })
  assert.equal((await records.get('a', 'posts', 0)).title, 'zero again')
  const all = await ids(records, 'posts')
  assert.equal(all.length, 4)
  assert.match(String(all[0]), /^local-/)
  assert.deepEqual(
    heard.map((e) => [e.type, e.resource, (e.data as { _sandbox: string })._sandbox]),
    [
      ['post.updated', 'posts', 'updated'],
      ['post.updated', 'posts', 'updated'],
      ['post.created', 'posts', 'created'],
    ],
  )
  await importRows('a', 'tags', [{ id: 'red', label: 'Red' }], 'merge')
  assert.deepEqual(await records.get('a', 'tags', 'red'), {
    id: 'red',
    label: 'Red',
    _sandbox: 'updated',
  })
  // Another sandbox sees the file.
  assert.deepEqual(await records.get('b', 'posts', 1), {
    id: 1,
    title: 'json-server',
    author: 'typicode',
  })
})

test('a row with the id of a record this sandbox created replaces it; created ones list in file order', async () => {
  const { importRows, records } = setup()
  await importRows('a', 'tags', [{ label: 'first' }, { label: 'second' }], 'merge')
  const created = (await records.list('a', 'tags', {})).data.filter((t) =>
    String(t.id).startsWith('local-'),
  )
  assert.deepEqual(
    created.map((t) => t.label),
    ['first', 'second'],
  )
  const result = await importRows('a', 'tags', [{ id: created[0]?.id, label: 'FIRST' }], 'merge')
  assert.deepEqual([result.created, result.updated], [0, 1])
  assert.equal((await records.get('a', 'tags', String(created[0]?.id))).label, 'FIRST')
})

test('a row naming a deleted record, or one the reloaded file lost, creates a new one', async () => {
  const { importRows, records, reload } = setup()
  await records.remove('a', 'posts', 2)
  await records.patch('a', 'posts', 1, { title: 'patched' })
  reload({ posts: [{ id: 0, title: 'zero' }], tags: DB.tags })
  const result = await importRows(
    'a',
    'posts',
    [
      { id: 2, title: 'deleted here' },
      { id: 1, title: 'gone from the file' },
    ],
    'merge',
  )
  assert.deepEqual([result.created, result.updated], [2, 0])
  await assert.rejects(records.get('a', 'posts', 2), problem('NOT_FOUND'))
})

test('every row is checked first: prototype keys, too many fields, repeated ids', async () => {
  const { importRows, store, heard } = setup()
  const wide = Object.fromEntries(Array.from({ length: MAX_FIELDS + 1 }, (_, i) => [`f${i}`, i]))
  await assert.rejects(
    importRows(
      'a',
      'posts',
      [
        { id: 1, title: 'ok' },
        JSON.parse('{"title": "x", "__proto__": {"admin": true}}'),
        wide,
        { id: '1', title: 'the same record' },
      ],
      'merge',
    ),
    problem('VALIDATION_FAILED', (e) => {
      assert.deepEqual(
        (e.errors as unknown as RowError[]).map((x) => [x.row, x.field]),
        [
          [2, '__proto__'],
          [3, '(body)'],
          [4, 'id'],
        ],
      )
      return true
    }),
  )
  assert.deepEqual(await store.overlay.entries('a', 'posts'), [])
  assert.deepEqual(heard, [])
})

test('the create cap: the row past it is named and nothing is stored; replace starts again', async () => {
  const { importRows, records, store } = setup(3)
  await records.create('a', 'tags', { label: 'made before' })
  await assert.rejects(
    importRows('a', 'tags', [{ id: 'red' }, { n: 1 }, { n: 2 }, { n: 3 }], 'merge'),
    problem('SANDBOX_LIMIT_REACHED', (e) => e.members?.row === 4),
  )
  assert.equal((await store.overlay.entries('a', 'tags')).length, 1)
  const result = await importRows('a', 'tags', [{ n: 1 }, { n: 2 }, { n: 3 }], 'replace')
  assert.equal(result.created, 3)
  assert.equal((await ids(records, 'tags')).length, 2 + 3)
})

test('replace drops the sandbox’s changes to the collection before taking the rows', async () => {
  const { importRows, records } = setup()
  await records.remove('a', 'posts', 0)
  await records.create('a', 'posts', { title: 'mine' })
  await importRows('a', 'posts', [{ id: 2, title: 'two' }], 'replace')
  assert.deepEqual(await ids(records, 'posts'), [0, 1, 2])
  assert.equal((await records.get('a', 'posts', 2)).title, 'two')
})

test('an unknown collection is a 404; more than 1,000 rows a 413', async () => {
  const { importRows } = setup()
  await assert.rejects(importRows('a', 'nope', [], 'merge'), problem('NOT_FOUND'))
  await assert.rejects(
    importRows(
      'a',
      'posts',
      Array.from({ length: 1001 }, () => ({})),
      'merge',
    ),
    problem('PAYLOAD_TOO_LARGE'),
  )
})
