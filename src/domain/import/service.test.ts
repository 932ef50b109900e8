import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createMemoryStore } from '../../store/memory/memory-store.ts'
import { createBaseline } from '../baseline.ts'
import { CUSTOM_LIMITS, createCustomService } from '../custom.ts'
import { ProblemError } from '../errors.ts'
import { createEventBus, type SandboxEvent } from '../events/bus.ts'
import { INTERNAL } from '../internal.ts'
import type { RecordValidator } from '../record-validator.ts'
import { createRecordService, type RecordBody } from '../records.ts'
import type { RowError } from './rows.ts'
import { createImportService } from './service.ts'

const NOW = Date.parse('2030-06-15T12:00:00Z')
const baseline = createBaseline(1)

/**
 * What the REST schemas refuse of these rows (HTTP owns the real ones and hands them over the
 * same way): a title that is not text, a `completed` that is not a boolean.
 */
const validate: RecordValidator = (_resource, data) => [
  ...(data.title !== undefined && typeof data.title !== 'string'
    ? [{ field: 'title', message: 'must be string' }]
    : []),
  ...(data.completed !== undefined && typeof data.completed !== 'boolean'
    ? [{ field: 'completed', message: 'must be boolean' }]
    : []),
]

function setup(createCap = 30) {
  const clock = { now: NOW }
  const store = createMemoryStore(() => clock.now)
  const events = createEventBus(undefined, () => NOW)
  const heard: SandboxEvent[] = []
  events.onEmitted((_, e) => heard.push(e))
  const limits = { maxLimit: 100, createCap }
  const imports = createImportService({
    baseline,
    overlay: store.overlay,
    validate,
    events,
    now: () => clock.now,
    limits,
  })
  const records = createRecordService({ baseline, overlay: store.overlay, limits })
  const custom = createCustomService({ overlay: store.overlay, now: () => NOW, maxLimit: 100 })
  return { store, imports, records, custom, heard, clock }
}

const problem =
  (code: string, check: (err: ProblemError) => boolean = () => true) =>
  (err: unknown) => {
    assert.ok(err instanceof ProblemError, String(err))
    assert.equal(err.code, code, err.message)
    return check(err)
  }

const rowErrors = (err: ProblemError) =>
  (err.errors as unknown as RowError[]).map((e) => [e.row, e.field, e.message])

describe('imports into the built-in resources', () => {
  test('merge: a row with the id of a record in view replaces it, any other creates', async () => {
    const { imports, records, heard } = setup()
    const result = await imports.records(
      'a',
      'posts',
      [
        { id: 1, userId: 2, title: 'replaced', body: 'b' },
        { title: 'new one', userId: '3' },
        { id: 999_999, title: 'an id no record has' },
      ],
      'merge',
    )
    assert.deepEqual(result, {
      message: 'Imported 3 records into posts (merge)',
      resource: 'posts',
      totalImported: 3,
      created: 2,
      updated: 1,
    })
    // PUT semantics: the fields of the row, no others.
    const one = await records.get('a', 'posts', 1)
    assert.deepEqual(
      { ...one, _sandbox: undefined },
      { id: 1, user_id: 2, userId: 2, title: 'replaced', body: 'b', _sandbox: undefined },
    )
    const mine = (await records.list('a', 'posts', { limit: 100 })).data.filter((p) =>
      String(p.id).startsWith('local-'),
    )
    // Created records list in the file's order, their references as numbers.
    assert.deepEqual(
      mine.map((p) => [p.title, p.user_id ?? null]),
      [
        ['new one', 3],
        ['an id no record has', null],
      ],
    )
    assert.deepEqual(
      heard.map((e) => [e.type, (e.data as RecordBody)._sandbox]),
      [
        ['post.updated', 'updated'],
        ['post.created', 'created'],
        ['post.created', 'created'],
      ],
    )
    // Another sandbox sees the baseline as it was.
    assert.equal((await records.get('b', 'posts', 1)).title, baseline.get('posts', 1)?.title)
  })

  test('a row with the id of a record this sandbox created replaces that record', async () => {
    const { imports, records } = setup()
    await imports.records('a', 'todos', [{ title: 'first', userId: 1, completed: false }], 'merge')
    const [made] = (await records.list('a', 'todos', { limit: 100 })).data.filter((t) =>
      String(t.id).startsWith('local-'),
    )
    const result = await imports.records(
      'a',
      'todos',
      [{ id: made?.id, title: 'again', userId: 1, completed: true }],
      'merge',
    )
    assert.deepEqual([result.created, result.updated], [0, 1])
    const after = await records.get('a', 'todos', String(made?.id))
    assert.deepEqual([after.title, after.completed], ['again', true])
  })

  test('a row with the id of a record this sandbox deleted creates a new one', async () => {
    const { imports, records } = setup()
    await records.remove('a', 'posts', 5)
    const result = await imports.records('a', 'posts', [{ id: 5, title: 'back?' }], 'merge')
    assert.deepEqual([result.created, result.updated], [1, 0])
    await assert.rejects(records.get('a', 'posts', 5), problem('NOT_FOUND'))
  })

  test('one bad row rejects them all, naming each row and field; nothing is stored or announced', async () => {
    const { imports, store, heard } = setup()
    await assert.rejects(
      imports.records(
        'a',
        'posts',
        [
          { id: 1, title: 'fine' },
          { title: 42 },
          { title: 'ok', userId: 1, user_id: 2 },
          { id: 1, title: 'again' },
        ],
        'merge',
      ),
      problem('VALIDATION_FAILED', (e) => {
        assert.deepEqual(rowErrors(e), [
          [4, 'id', 'repeats the id of row 1'],
          [2, 'title', 'must be string'],
          [3, 'userId', 'is 1 but user_id is 2: send one of them, or both with the same value'],
        ])
        return e.message.startsWith('Nothing was imported: row 4, id:')
      }),
    )
    assert.deepEqual(await store.overlay.entries('a', 'posts'), [])
    assert.deepEqual(heard, [])
  })

  test('the create cap counts what the sandbox already created; the refusing row is named', async () => {
    const { imports, records, store } = setup(3)
    await records.create('a', 'posts', { title: 'made before' })
    await assert.rejects(
      imports.records(
        'a',
        'posts',
        [{ id: 2, title: 'an update is free' }, { title: 'x' }, { title: 'y' }, { title: 'z' }],
        'merge',
      ),
      problem('SANDBOX_LIMIT_REACHED', (e) => e.members?.row === 4 && e.status === 403),
    )
    assert.equal((await store.overlay.entries('a', 'posts')).length, 1)
    // Replace frees the places first.
    const result = await imports.records(
      'a',
      'posts',
      [{ title: 'x' }, { title: 'y' }, { title: 'z' }],
      'replace',
    )
    assert.equal(result.created, 3)
  })

  test('replace: the resource starts again from the baseline, then takes the rows', async () => {
    const { imports, records, store } = setup()
    await records.remove('a', 'todos', 1)
    await records.patch('a', 'todos', 2, { title: 'patched' })
    await records.create('a', 'todos', { title: 'mine', userId: 1, completed: false })
    await records.remove('a', 'posts', 1)
    const result = await imports.records(
      'a',
      'todos',
      [{ id: 3, title: 'three', userId: 1, completed: true }],
      'replace',
    )
    assert.deepEqual([result.created, result.updated], [0, 1])
    assert.equal((await records.get('a', 'todos', 1)).id, 1)
    assert.equal((await records.get('a', 'todos', 2)).title, baseline.get('todos', 2)?.title)
    assert.equal((await records.get('a', 'todos', 3)).title, 'three')
    assert.deepEqual(
      (await store.overlay.entries('a', 'todos')).map((e) => [e.id, e.kind]),
      [['3', 'updated']],
    )
    // Only the resource imported into.
    await assert.rejects(records.get('a', 'posts', 1), problem('NOT_FOUND'))
  })

  test('replacing users forgets their passwords; replacing another resource does not', async () => {
    const { imports, store } = setup()
    await store.overlay.put('a', INTERNAL.credentials, '1', 'created', { id: '1', hash: 'h' })
    await imports.records('a', 'posts', [{ title: 'x' }], 'replace')
    assert.equal((await store.overlay.entries('a', INTERNAL.credentials)).length, 1)
    await imports.records('a', 'users', [{ name: 'New' }], 'replace')
    assert.deepEqual(await store.overlay.entries('a', INTERNAL.credentials), [])
  })

  test('more than 1,000 rows is a 413 before anything is read', async () => {
    const { imports } = setup()
    const rows = Array.from({ length: 1001 }, () => ({ title: 42 }))
    await assert.rejects(imports.records('a', 'posts', rows, 'merge'), problem('PAYLOAD_TOO_LARGE'))
  })
})

describe('imports into custom collections', () => {
  test('rows become records with ids and times the server owns; events name the collection', async () => {
    const { imports, custom, heard } = setup()
    const result = await imports.custom(
      'a',
      'products',
      [
        { id: 'mine', name: 'Mug', createdAt: 'yesterday', _sandbox: 'x' },
        { name: 'Tee', price: 20 },
      ],
      'merge',
    )
    assert.deepEqual([result.created, result.updated, result.resource], [2, 0, 'products'])
    const { data } = await custom.list('a', 'products', {})
    assert.deepEqual(
      data.map((r) => [
        r.name,
        r.createdAt,
        r.updatedAt,
        /^local-[A-Za-z0-9_-]{21}$/.test(String(r.id)),
      ]),
      [
        ['Mug', '2030-06-15T12:00:00.000Z', '2030-06-15T12:00:00.000Z', true],
        ['Tee', '2030-06-15T12:00:00.000Z', '2030-06-15T12:00:00.000Z', true],
      ],
    )
    assert.deepEqual(
      heard.map((e) => [e.type, e.resource]),
      [
        ['custom.products.created', 'custom/products'],
        ['custom.products.created', 'custom/products'],
      ],
    )
  })

  test('a row with the id of a record updates it, keeping when it was created', async () => {
    const { imports, custom, store, clock } = setup()
    await imports.custom('a', 'products', [{ name: 'Mug' }], 'merge')
    const [entry] = await store.overlay.entries('a', 'custom/products')
    const id = String(entry?.id)
    clock.now += 60_000
    const result = await imports.custom('a', 'products', [{ id, name: 'Big mug' }], 'merge')
    assert.deepEqual([result.created, result.updated], [0, 1])
    const record = (await custom.get('a', 'products', id)) as Record<string, unknown>
    assert.deepEqual(
      [record.name, record.createdAt, record.updatedAt],
      ['Big mug', '2030-06-15T12:00:00.000Z', '2030-06-15T12:01:00.000Z'],
    )
  })

  test('replace empties the collection first', async () => {
    const { imports, store } = setup()
    await imports.custom('a', 'products', [{ name: 'a' }, { name: 'b' }], 'merge')
    await imports.custom('a', 'products', [{ name: 'c' }], 'replace')
    assert.deepEqual(
      (await store.overlay.entries('a', 'custom/products')).map((e) => e.item?.name),
      ['c'],
    )
  })

  test('a collection name that is not one is a 400', async () => {
    const { imports } = setup()
    for (const name of ['', 'has space', '__proto__', 'x'.repeat(100)]) {
      await assert.rejects(
        imports.custom('a', name, [{}], 'merge'),
        problem('VALIDATION_FAILED', (e) => e.errors?.[0]?.field === 'collection'),
        name,
      )
    }
  })

  test(`a record past ${CUSTOM_LIMITS.maxRecordBytes / 1024} KB is refused with its row`, async () => {
    const { imports } = setup()
    await assert.rejects(
      imports.custom(
        'a',
        'notes',
        [{ text: 'ok' }, { text: 'x'.repeat(CUSTOM_LIMITS.maxRecordBytes) }],
        'merge',
      ),
      problem(
        'VALIDATION_FAILED',
        (e) => JSON.stringify(rowErrors(e)[0]?.slice(0, 2)) === '[2,"(row)"]',
      ),
    )
  })

  test(`a collection holds at most ${CUSTOM_LIMITS.maxRecords} records: the row past it is named`, async () => {
    const { imports, store } = setup()
    await imports.custom(
      'a',
      'items',
      Array.from({ length: 10 }, (_, i) => ({ i })),
      'merge',
    )
    const rows = Array.from({ length: CUSTOM_LIMITS.maxRecords }, (_, i) => ({ i }))
    await assert.rejects(
      imports.custom('a', 'items', rows, 'merge'),
      problem('SANDBOX_LIMIT_REACHED', (e) => e.members?.row === CUSTOM_LIMITS.maxRecords - 9),
    )
    assert.equal((await store.overlay.entries('a', 'custom/items')).length, 10)
    // Replace counts from nothing.
    await imports.custom('a', 'items', rows, 'replace')
    assert.equal(
      (await store.overlay.entries('a', 'custom/items')).length,
      CUSTOM_LIMITS.maxRecords,
    )
  })

  test(`a sandbox holds at most ${CUSTOM_LIMITS.maxCollections} collections`, async () => {
    const { imports } = setup()
    for (let i = 0; i < CUSTOM_LIMITS.maxCollections; i++)
      await imports.custom('a', `c${i}`, [{ i }], 'merge')
    await assert.rejects(
      imports.custom('a', 'one-more', [{}], 'merge'),
      problem('SANDBOX_LIMIT_REACHED', (e) => /already holds 20 collections/.test(e.message)),
    )
    // Into one it holds, it may.
    await imports.custom('a', 'c0', [{ more: true }], 'merge')
  })
})
