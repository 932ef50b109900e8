import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { appPerSuite, as, STORES, sandboxes } from '../../helper.ts'
import { CUSTOM, type CustomRec, isoMs, ok } from '../custom/support.ts'
import { API, assertProblem, create, RESOURCES, type Rec, SAMPLES } from '../resources/support.ts'
import {
  entriesOf,
  exportOf,
  fullView,
  imported,
  populate,
  SESSION,
  type Snapshot,
  stableExport,
  VERSION,
} from './support.ts'

type Info = {
  identityId: string
  totalCreatedRecords: number
  maxQuotaPerResource: number
  resources: Record<string, number>
  expiresInDays: number
}

const withoutMarker = (record: Rec) => {
  const { _sandbox, ...rest } = record
  return rest
}

const statsOf = (records: Snapshot['records']) => ({
  totalRecords: records.length,
  creates: records.filter((r) => r.op === 'create').length,
  updates: records.filter((r) => r.op === 'update').length,
  deletes: records.filter((r) => r.op === 'delete').length,
})

for (const store of STORES) {
  describe(`session summary and export (${store})`, () => {
    const shared = appPerSuite({ store })
    test('GET /session of a fresh identity counts nothing and names the identity', async () => {
      const app = await shared()
      const id = sandboxes()
      const res = await as(app, id('session-fresh')).get(SESSION)
      const info = ok<Info>(res)
      assert.equal(info.identityId, res.headers['x-playground-identity'])
      assert.equal(info.totalCreatedRecords, 0)
      assert.equal(info.maxQuotaPerResource, 30)
      assert.deepEqual(info.resources, {
        users: 0,
        posts: 0,
        comments: 0,
        todos: 0,
        albums: 0,
        photos: 0,
      })
      assert.equal(info.expiresInDays, app.config.sandboxTtlMs / 86_400_000)
    })

    test('GET /session counts the live created records per resource', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('session-a'))
      const posts = [
        await create(a, 'posts', SAMPLES.posts),
        await create(a, 'posts', SAMPLES.posts),
      ]
      await create(a, 'todos', SAMPLES.todos)
      ok(await a.patch(`${API}/users/1`, { name: 'not a create' }))
      ok(await a.delete(`${API}/comments/1`))
      ok(await a.post(`${CUSTOM}/notes`, { text: 'not a resource' }))
      let info = ok<Info>(await a.get(SESSION))
      assert.deepEqual(info.resources, {
        users: 0,
        posts: 2,
        comments: 0,
        todos: 1,
        albums: 0,
        photos: 0,
      })
      assert.equal(info.totalCreatedRecords, 3)
      ok(await a.delete(`${API}/posts/${posts[0]?.id}`))
      ok(
        await a.post(`${API}/auth/register`, {
          name: 'Reg Istered',
          username: 'reggie',
          email: 'reg@example.com',
        }),
      )
      info = ok<Info>(await a.get(SESSION))
      assert.deepEqual(info.resources, {
        users: 1,
        posts: 1,
        comments: 0,
        todos: 1,
        albums: 0,
        photos: 0,
      })
      assert.equal(info.totalCreatedRecords, 3)
    })

    test('an empty export has the snapshot shape and names the identity', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('export-empty'))
      const before = Date.now()
      const res = await a.get(`${SESSION}/export`)
      const after = Date.now()
      const snapshot = ok<Snapshot>(res)
      assert.deepEqual(snapshot, {
        version: VERSION,
        exportedAt: snapshot.exportedAt,
        identityId: res.headers['x-playground-identity'],
        targetResource: 'all',
        stats: { totalRecords: 0, creates: 0, updates: 0, deletes: 0 },
        records: [],
      })
      const at = isoMs(snapshot.exportedAt)
      assert.ok(before <= at && at <= after, 'exportedAt is the moment of the export')
      assert.equal(snapshot.identityId, ok<Info>(await a.get(SESSION)).identityId)
    })

    test('the export lists create, update and delete entries oldest first', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('export-a'))
      const post = await create(a, 'posts', SAMPLES.posts)
      const user = ok<Rec>(await a.patch(`${API}/users/1`, { name: 'Changed' }))
      ok(await a.delete(`${API}/todos/3`))
      const book = ok<CustomRec>(await a.post(`${CUSTOM}/books`, { title: 'Dune' }))
      // Later writes to an entry change its data, not its place.
      const patchedPost = ok<Rec>(await a.patch(`${API}/posts/${post.id}`, { title: 'edited' }))
      const comment = ok<Rec>(await a.put(`${API}/comments/2`, { body: 'replaced' }))
      const again = ok<Rec>(await a.patch(`${API}/users/1`, { username: 'changed' }))
      const gone = await create(a, 'todos', SAMPLES.todos)
      ok(await a.delete(`${API}/todos/${gone.id}`))

      const res = await a.get(`${SESSION}/export`)
      const snapshot = ok<Snapshot>(res)
      assert.equal(snapshot.identityId, res.headers['x-playground-identity'])
      assert.equal(snapshot.targetResource, 'all')
      assert.deepEqual(entriesOf(snapshot), [
        { resource: 'posts', op: 'create', targetId: null, data: withoutMarker(patchedPost) },
        { resource: 'users', op: 'update', targetId: 1, data: withoutMarker(again) },
        { resource: 'todos', op: 'delete', targetId: 3, data: {} },
        { resource: 'custom/books', op: 'create', targetId: null, data: withoutMarker(book) },
        { resource: 'comments', op: 'update', targetId: 2, data: withoutMarker(comment) },
      ])
      assert.notDeepEqual(user, again)
      assert.deepEqual(snapshot.stats, statsOf(snapshot.records))
      assert.deepEqual(snapshot.stats, { totalRecords: 5, creates: 2, updates: 2, deletes: 1 })
      const times = snapshot.records.map((r) => isoMs(r.createdAt))
      assert.deepEqual(
        times,
        [...times].sort((x, y) => x - y),
        'oldest first',
      )
      // The update's data is the record as GET shows it.
      assert.deepEqual(
        withoutMarker(ok<Rec>(await a.get(`${API}/users/1`))),
        snapshot.records[1]?.data,
      )
    })

    test('the resource filter narrows the export', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('filter-a'))
      await populate(a)
      const all = await exportOf(a)
      assert.deepEqual(await stableExport(a, 'all'), await stableExport(a))
      const cases: Array<[string, (resource: string) => boolean]> = [
        ...RESOURCES.map(
          (r) => [r, (x: string) => x === r] as [string, (resource: string) => boolean],
        ),
        ['custom', (x) => x.startsWith('custom/')],
        ['custom/books', (x) => x === 'custom/books'],
        ['custom/films', (x) => x === 'custom/films'],
        ['custom/nothing', () => false],
      ]
      for (const [filter, match] of cases) {
        const narrowed = await exportOf(a, filter)
        assert.equal(narrowed.targetResource, filter)
        assert.deepEqual(
          entriesOf(narrowed),
          entriesOf(all).filter((e) => match(e.resource)),
          filter,
        )
        assert.deepEqual(narrowed.stats, statsOf(narrowed.records), filter)
      }
      assert.ok((await exportOf(a, 'custom')).records.length >= 3)
      for (const bad of ['widgets', 'custom/Bad', 'custom/', 'USERS', 'users,posts', 'customs']) {
        assertProblem(
          await a.get(`${SESSION}/export?resource=${encodeURIComponent(bad)}`),
          400,
          'INVALID_QUERY',
        )
      }
    })

    test('GET /session/snapshot exports and POST /session/snapshot imports', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('alias-a'))
      await populate(a)
      const view = await fullView(a)
      const viaExport = await stableExport(a)
      const { exportedAt: _at, ...viaAlias } = ok<Snapshot>(await a.get(`${SESSION}/snapshot`))
      assert.deepEqual(viaAlias, viaExport)
      const { exportedAt: _at2, ...narrowAlias } = ok<Snapshot>(
        await a.get(`${SESSION}/snapshot?resource=posts`),
      )
      assert.deepEqual(narrowAlias, await stableExport(a, 'posts'))
      assertProblem(await a.get(`${SESSION}/snapshot?resource=nope`), 400, 'INVALID_QUERY')

      const snapshot = await exportOf(a)
      ok(await a.delete(`${SESSION}/reset`))
      assert.equal((await exportOf(a)).records.length, 0)
      const result = ok<{ importedRecords: number; strategy: string }>(
        await a.post(`${SESSION}/snapshot`, snapshot),
      )
      assert.equal(result.importedRecords, snapshot.records.length)
      assert.equal(result.strategy, 'replace')
      assert.deepEqual(await fullView(a), view)
    })

    test('the export carries a registered password only as its hash, beside the record', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('secret-a'))
      const password = 'correct horse battery staple'
      ok(
        await a.post(`${API}/auth/register`, {
          name: 'Pass Word',
          username: 'pw',
          email: 'pw@example.com',
          password,
        }),
      )
      const res = await a.get(`${SESSION}/export`)
      const snapshot = ok<Snapshot>(res)
      assert.equal(snapshot.stats.creates, 1)
      assert.deepEqual(
        snapshot.records.map((r) => r.resource),
        ['users'],
      )
      assert.equal(res.body.includes(password), false)
      const [entry] = snapshot.records as Array<
        Snapshot['records'][number] & { _passwordHash?: string }
      >
      assert.match(String(entry?._passwordHash), /^scrypt\$/)
      assert.doesNotMatch(JSON.stringify(entry?.data), /scrypt|hash|password/i)
    })

    test('one identity never sees another identity in its export', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('export-a'))
      const b = as(app, id('export-b'))
      await populate(a)
      const other = await exportOf(b)
      assert.deepEqual(other.records, [])
      assert.notEqual(other.identityId, (await exportOf(a)).identityId)
      const snapshot = await exportOf(a)
      await imported(b, snapshot)
      // An import keeps the importer's identity.
      assert.equal((await exportOf(b)).identityId, other.identityId)
      assert.deepEqual(entriesOf(await exportOf(b)), entriesOf(snapshot))
    })
  })
}
