import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { readDataset } from '../../../src/domain/dataset/read.ts'
import { as, build, STORES } from '../../helper.ts'
import { ok } from '../custom/support.ts'
import { API, assertProblem, type Client, type Rec } from '../resources/support.ts'
import {
  entriesOf,
  exportOf,
  importSnapshot,
  SESSION,
  type Snapshot,
  stableExport,
} from '../session/support.ts'
import { DB, fileView, hear, identityOf } from './support.ts'

/** Writes of every kind over the file, and a built-in and a custom write beside them. */
async function populate(me: Client) {
  const mine = ok<Rec>(await me.post(`${API}/comments`, { body: 'mine', postId: 1 }))
  const green = ok<Rec>(await me.post(`${API}/tags`, { label: 'Green', shade: { hex: '#0f0' } }))
  ok(await me.patch(`${API}/tags/red`, { label: 'Crimson' }))
  ok(await me.put(`${API}/books/0`, { title: 'Dune Messiah', year: 1969 }))
  ok(await me.delete(`${API}/comments/2`))
  ok(await me.patch(`${API}/profile`, { email: 'a@x.io' }))
  ok(await me.patch(`${API}/users/1`, { name: 'Patched Leanne' }))
  ok(await me.post(`${API}/custom/notes`, { text: 'kept' }))
  return { mine, green }
}

const FILE_NAMES = new Set(['posts', 'comments', 'tags', 'books', 'profile'])
const fileEntries = (snapshot: Snapshot) =>
  entriesOf(snapshot).filter((e) => FILE_NAMES.has(e.resource))

for (const store of STORES) {
  describe(`session export, import and reset of a db.json's data (${store})`, () => {
    test('the export lists the collections and singular resources as the built-ins are listed', async (t) => {
      const me = as(await build(t, { store }, { dataset: DB }), 'exporter')
      const { mine, green } = await populate(me)
      const snapshot = await exportOf(me)
      assert.deepEqual(fileEntries(snapshot), [
        {
          resource: 'comments',
          op: 'create',
          targetId: null,
          data: { id: mine.id, body: 'mine', postId: 1 },
        },
        {
          resource: 'tags',
          op: 'create',
          targetId: null,
          data: { id: green.id, label: 'Green', shade: { hex: '#0f0' } },
        },
        { resource: 'tags', op: 'update', targetId: 'red', data: { id: 'red', label: 'Crimson' } },
        {
          resource: 'books',
          op: 'update',
          targetId: 0,
          data: { id: 0, title: 'Dune Messiah', year: 1969 },
        },
        { resource: 'comments', op: 'delete', targetId: 2, data: {} },
        {
          resource: 'profile',
          op: 'update',
          targetId: null,
          data: { name: 'typicode', email: 'a@x.io' },
        },
      ])
      assert.deepEqual(snapshot.stats, { totalRecords: 8, creates: 3, updates: 4, deletes: 1 })

      const tags = await exportOf(me, 'tags')
      assert.equal(tags.targetResource, 'tags')
      assert.deepEqual(
        tags.records.map((e) => [e.resource, e.op]),
        [
          ['tags', 'create'],
          ['tags', 'update'],
        ],
      )
      assert.deepEqual(
        (await exportOf(me, 'profile')).records.map((e) => e.data),
        [{ name: 'typicode', email: 'a@x.io' }],
      )
      const unknown = assertProblem(
        await me.get(`${SESSION}/export?resource=nope`),
        400,
        'INVALID_QUERY',
      )
      assert.match(String(unknown.detail), /'nope' is not a filter: .*a collection of the db\.json/)
    })

    test('export → reset → import restores the identical view; a fresh sandbox imports it too', async (t) => {
      const app = await build(t, { store }, { dataset: DB })
      const a = as(app, 'trip-a')
      const pristine = await fileView(as(app, 'untouched'))
      await populate(a)
      const before = await fileView(a)
      const stats = ok<Record<string, unknown>>(await a.get(`${SESSION}/stats`))
      const snapshot = await exportOf(a)

      const reset = ok<{ purgedRecords: number }>(await a.delete(`${SESSION}/reset`))
      assert.equal(reset.purgedRecords, snapshot.records.length)
      assert.deepEqual(await fileView(a), pristine)

      const events = hear(app, await identityOf(a), { until: 'session.imported' })
      t.after(events.stop)
      const res = await importSnapshot(a, snapshot)
      assert.equal(res.statusCode, 200, res.body)
      assert.deepEqual(res.json().affectedResources, [
        'comments',
        'tags',
        'books',
        'profile',
        'users',
        'custom/notes',
      ])
      // Each record written is announced as a write over REST would be, then the import.
      const heard = await events.all
      assert.equal(heard.at(-1)?.type, 'session.imported')
      assert.equal(heard.length, snapshot.records.length + 1)
      for (const e of heard.slice(0, -1)) assert.match(e.type, /\.(created|updated|deleted)$/)
      assert.deepEqual(await fileView(a), before)
      assert.deepEqual(entriesOf(await exportOf(a)), entriesOf(snapshot))
      const again = ok<Record<string, unknown>>(await a.get(`${SESSION}/stats`))
      assert.deepEqual(again.byResource, stats.byResource)

      const b = as(app, 'trip-b')
      assert.equal((await importSnapshot(b, snapshot)).statusCode, 200)
      assert.deepEqual(await fileView(b), before)
    })

    test('an import refuses what the file would not take, naming the entry, and stores nothing', async (t) => {
      const me = as(await build(t, { store }, { dataset: DB }), 'refused')
      await populate(me)
      const before = await stableExport(me)
      const view = await fileView(me)
      const cases: Array<[string, unknown[], number, string, string]> = [
        [
          'a collection the file does not have',
          [{ resource: 'nope', op: 'create', data: { a: 1 } }],
          400,
          'records[0].resource',
          "'nope' is not served here",
        ],
        [
          "a create with a file record's id",
          [{ resource: 'tags', op: 'create', data: { id: 'red', label: 'x' } }],
          400,
          'records[0].data.id',
          'local-<uuid>',
        ],
        [
          'an update of a record the file does not hold',
          [{ resource: 'tags', op: 'update', targetId: 'green', data: { label: 'x' } }],
          400,
          'records[0].targetId',
          "got 'green'",
        ],
        [
          'a delete of a created id',
          [{ resource: 'books', op: 'delete', targetId: `local-${crypto.randomUUID()}` }],
          400,
          'records[0].targetId',
          'db.json',
        ],
        [
          'a singular resource created',
          [{ resource: 'profile', op: 'create', data: { name: 'x' } }],
          400,
          'records[0].op',
          'singular resource',
        ],
        [
          'a singular resource with a target',
          [{ resource: 'profile', op: 'update', targetId: 1, data: { name: 'x' } }],
          400,
          'records[0].targetId',
          'null',
        ],
        [
          'a record of 51 fields',
          [
            {
              resource: 'books',
              op: 'update',
              targetId: 1,
              data: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, i])),
            },
          ],
          400,
          'records[0].data.(body)',
          'at most 50 fields',
        ],
      ]
      for (const [name, records, status, field, message] of cases) {
        await t.test(name, async () => {
          const fine = { resource: 'tags', op: 'create', data: { label: 'fine' } }
          const body = assertProblem(
            await importSnapshot(me, { version: '1.0', records: [...records, fine] }),
            status,
            'VALIDATION_FAILED',
          )
          const [error] = body.errors as Array<{ field: string; message: string }>
          assert.equal(error?.field, field)
          assert.ok(error?.message.includes(message), error?.message)
          assert.deepEqual(await stableExport(me), before)
        })
      }
      await t.test('a prototype key in an entry', async () => {
        const res = await me.send({
          method: 'POST',
          url: `${SESSION}/import`,
          headers: { 'content-type': 'application/json' },
          payload:
            '{"version":"1.0","records":[{"resource":"tags","op":"create","data":{"constructor":{"prototype":{"x":1}}}}]}',
        })
        assertProblem(res, 400, 'VALIDATION_FAILED')
        assert.deepEqual(await stableExport(me), before)
      })
      await t.test('more created records of a collection than the cap', async () => {
        const many = Array.from({ length: 31 }, (_, i) => ({
          resource: 'tags',
          op: 'create',
          data: { label: `t${i}` },
        }))
        assertProblem(
          await importSnapshot(me, { version: '1.0', records: many }),
          403,
          'SANDBOX_LIMIT_REACHED',
        )
        assert.deepEqual(await stableExport(me), before)
        // At the cap it goes through.
        const res = await importSnapshot(
          me,
          { version: '1.0', records: many.slice(1) },
          '?resource=tags',
        )
        assert.equal(res.statusCode, 200, res.body)
      })
      assert.notDeepEqual(await fileView(me), view)
    })

    test("session stats count the file's collections as the built-ins, quota and all", async (t) => {
      const me = as(await build(t, { store }, { dataset: DB }), 'counted')
      const empty = ok<{ byResource: Record<string, unknown> }>(await me.get(`${SESSION}/stats`))
      assert.deepEqual(Object.keys(empty.byResource), [
        'users',
        'posts',
        'comments',
        'todos',
        'albums',
        'photos',
        'tags',
        'books',
        'profile',
      ])
      await populate(me)
      const stats = ok<Record<string, unknown>>(await me.get(`${SESSION}/stats`))
      const none = { created: 0, updated: 0, deleted: 0, total: 0, quotaUsed: '0 / 30' }
      assert.deepEqual(stats.summary, { totalOverlays: 8, creates: 3, updates: 4, deletes: 1 })
      assert.deepEqual(stats.byResource, {
        users: { ...none, updated: 1, total: 1 },
        posts: none,
        comments: { created: 1, updated: 0, deleted: 1, total: 2, quotaUsed: '1 / 30' },
        todos: none,
        albums: none,
        photos: none,
        tags: { created: 1, updated: 1, deleted: 0, total: 2, quotaUsed: '1 / 30' },
        books: { ...none, updated: 1, total: 1 },
        profile: { created: 0, updated: 1, deleted: 0, total: 1, quotaUsed: '0 / 0' },
        'custom/notes': { created: 1, updated: 0, deleted: 0, total: 1, quotaUsed: '1 / 500' },
      })
    })
  })
}

test('a db.json may not name profiles: snapshots name the session profiles so', async (t) => {
  await assert.rejects(
    build(t, { store: 'memory' }, { dataset: readDataset('{"profiles": []}') }),
    /the name profiles is taken by the session profiles of snapshots/,
  )
})
