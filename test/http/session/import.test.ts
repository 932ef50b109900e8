import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { appPerSuite, as, STORES, sandboxes } from '../../helper.ts'
import {
  assertNotPolluted,
  CUSTOM,
  type CustomRec,
  collectCustom,
  MAX_COLLECTIONS,
  MAX_RECORDS,
  ok,
  prototypeFingerprint,
  raw,
  summaryMap,
} from '../custom/support.ts'
import {
  API,
  assertProblem,
  baseCount,
  type Client,
  collect,
  create,
  ids,
  LOCAL_ID,
  type Rec,
} from '../resources/support.ts'
import {
  assertUnchanged,
  type Entry,
  entriesOf,
  exportOf,
  fullView,
  imported,
  importSnapshot,
  MAX_IMPORT_ENTRIES,
  populate,
  SESSION,
  stableExport,
  VERSION,
} from './support.ts'

/**
 * docs/contract/baseline-and-overlay.md#create-cap: live created records per identity and resource.
 */
const CAP = 30

const snapshotOf = (records: unknown[]) => ({ version: VERSION, records })

/** `n` valid update entries of global posts, cycling over the baseline. */
const postUpdates = (n: number, posts: number): Entry[] =>
  Array.from({ length: n }, (_, i) => ({
    resource: 'posts',
    op: 'update',
    targetId: (i % posts) + 1,
    data: { title: `imported ${i}`, body: 'b', user_id: 1 },
  }))

const createdIds = async (client: Client, resource: string) =>
  ids((await collect(client, `${API}/${resource}`)).data.filter((r) => r._sandbox === 'created'))

for (const store of STORES) {
  describe(`session import (${store})`, () => {
    const shared = appPerSuite({ store })
    test('replace, the default, clears the overlay and then applies the snapshot', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('import-a'))
      const { created } = await populate(a)
      const fresh = `local-${crypto.randomUUID()}`
      const result = await imported(
        a,
        snapshotOf([
          {
            resource: 'posts',
            op: 'create',
            data: { id: fresh, title: 'from the snapshot', user_id: 2 },
          },
          { resource: 'posts', op: 'create', data: { title: 'no id given' } },
          { resource: 'users', op: 'update', targetId: 2, data: { name: 'Imported Ervin' } },
          { resource: 'comments', op: 'delete', targetId: 9 },
        ]),
      )
      assert.equal(typeof result.message, 'string')
      assert.equal(result.importedRecords, 4)
      assert.equal(result.strategy, 'replace')
      for (const r of ['posts', 'users', 'comments'])
        assert.ok(result.affectedResources.includes(r), r)
      for (const r of result.affectedResources)
        assert.match(r, /^(users|posts|comments|todos|albums|photos|custom\/.+)$/)

      const posts = (await collect(a, `${API}/posts`)).data
      const local = posts.filter((p) => p._sandbox === 'created')
      assert.equal(local.length, 2)
      assert.equal(local[1]?.id, fresh)
      assert.deepEqual(local[1], {
        id: fresh,
        title: 'from the snapshot',
        user_id: 2,
        userId: 2,
        _sandbox: 'created',
      })
      assert.match(String(local[0]?.id), LOCAL_ID)
      assert.deepEqual(local[0], { id: local[0]?.id, title: 'no id given', _sandbox: 'created' })
      // Everything the sandbox held before is gone: creates, updates, deletes and custom records.
      for (const record of Object.values(created).flat()) {
        const resource = Object.entries(created).find(([, list]) => list.includes(record))?.[0]
        assertProblem(await a.get(`${API}/${resource}/${record.id}`), 404, 'NOT_FOUND')
      }
      assert.deepEqual(ok(await a.get(`${API}/posts/2`)), { ...app.baseline.get('posts', 2) })
      assert.equal(ok<Rec>(await a.get(`${API}/users/3`)).id, 3)
      assert.deepEqual(ok(await a.get(`${API}/users/2`)), {
        id: 2,
        name: 'Imported Ervin',
        _sandbox: 'updated',
      })
      assertProblem(await a.get(`${API}/comments/9`), 404, 'NOT_FOUND')
      assert.deepEqual(await collectCustom(a, 'books'), [])
      assert.equal((await summaryMap(a)).size, 0)
      const exported = await exportOf(a)
      assert.equal(exported.stats.totalRecords, 4)
    })

    test('entries may give userId/postId for user_id/post_id; the records hold both', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('import-alias'))
      const local = `local-${crypto.randomUUID()}`
      await imported(
        a,
        snapshotOf([
          { resource: 'posts', op: 'create', data: { id: local, userId: '4', title: 'alias' } },
          { resource: 'todos', op: 'update', targetId: 3, data: { title: 'x', userId: 9 } },
          { resource: 'comments', op: 'create', data: { post_id: 5, postId: 5, name: 'both' } },
          { resource: 'comments', op: 'update', targetId: 2, data: { postId: 6 } },
        ]),
      )
      assert.deepEqual(ok(await a.get(`${API}/posts/${local}`)), {
        id: local,
        user_id: 4,
        userId: 4,
        title: 'alias',
        _sandbox: 'created',
      })
      assert.deepEqual(ok(await a.get(`${API}/todos/3`)), {
        id: 3,
        title: 'x',
        user_id: 9,
        userId: 9,
        _sandbox: 'updated',
      })
      const comments = (await collect(a, `${API}/comments`)).data
      assert.deepEqual(comments[0], {
        id: comments[0]?.id,
        post_id: 5,
        postId: 5,
        name: 'both',
        _sandbox: 'created',
      })
      assert.deepEqual(ok(await a.get(`${API}/comments/2`)), {
        id: 2,
        post_id: 6,
        postId: 6,
        _sandbox: 'updated',
      })
      // And the export carries both names, which import again as they are.
      const exported = await exportOf(a)
      const created = exported.records.find((e: Entry) => e.resource === 'posts')
      assert.deepEqual(created?.data, { id: local, user_id: 4, userId: 4, title: 'alias' })
      const view = await fullView(a)
      await imported(a, exported)
      assert.deepEqual(await fullView(a), view)
    })

    test('replace with resource=posts clears and applies only posts', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('import-a'))
      await populate(a)
      const before = await exportOf(a)
      const result = await imported(
        a,
        snapshotOf([
          { resource: 'posts', op: 'create', data: { title: 'only posts' } },
          { resource: 'posts', op: 'update', targetId: 5, data: { title: 'five' } },
        ]),
        '?resource=posts',
      )
      assert.equal(result.importedRecords, 2)
      assert.deepEqual(result.affectedResources, ['posts'])
      const after = await exportOf(a)
      assert.deepEqual(
        entriesOf(after).filter((e) => e.resource !== 'posts'),
        entriesOf(before).filter((e) => e.resource !== 'posts'),
      )
      const posts = entriesOf(after).filter((e) => e.resource === 'posts')
      assert.deepEqual(
        posts.map((e) => [e.op, e.targetId, e.data?.title]),
        [
          ['create', null, 'only posts'],
          ['update', 5, 'five'],
        ],
      )
      assert.deepEqual(ok(await a.get(`${API}/posts/2`)), { ...app.baseline.get('posts', 2) })
    })

    test('replace with resource=custom/<name> touches that collection only', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('import-a'))
      const { books } = await populate(a)
      const before = await exportOf(a)
      const result = await imported(
        a,
        snapshotOf([{ resource: 'custom/films', op: 'create', data: { title: 'Brazil' } }]),
        '?resource=custom/films',
      )
      assert.deepEqual(result.affectedResources, ['custom/films'])
      const films = await collectCustom(a, 'films')
      assert.deepEqual(
        films.map((f) => f.title),
        ['Brazil'],
      )
      assert.deepEqual(
        entriesOf(await exportOf(a)).filter((e) => e.resource !== 'custom/films'),
        entriesOf(before).filter((e) => e.resource !== 'custom/films'),
      )
      assert.equal((await collectCustom(a, 'books')).length, books.length)
    })

    test('replace with resource=custom clears every collection and nothing else', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('import-custom'))
      await populate(a)
      const before = await exportOf(a)
      const result = await imported(
        a,
        snapshotOf([{ resource: 'custom/films', op: 'create', data: { title: 'Brazil' } }]),
        '?resource=custom',
      )
      assert.equal(result.importedRecords, 1)
      assert.deepEqual([...result.affectedResources].sort(), ['custom/books', 'custom/films'])
      assert.deepEqual([...(await summaryMap(a)).keys()], ['films'])
      assert.deepEqual(
        entriesOf(await exportOf(a)).filter((e) => !e.resource.startsWith('custom/')),
        entriesOf(before).filter((e) => !e.resource.startsWith('custom/')),
      )
    })

    test('merge applies on top, and a create whose id exists overwrites it', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('merge-a'))
      const post = await create(a, 'posts', { title: 'original', user_id: 1 })
      const book = ok<CustomRec>(await a.post(`${CUSTOM}/books`, { title: 'Dune' }))
      const snapshot = await exportOf(a)
      ok(await a.patch(`${API}/posts/${post.id}`, { title: 'changed after the export' }))
      ok(await a.patch(`${CUSTOM}/books/${book.id}`, { title: 'changed too' }))
      const other = await create(a, 'posts', { title: 'created after the export' })
      ok(await a.patch(`${API}/users/4`, { name: 'kept by merge' }))

      const result = await imported(a, snapshot, '?strategy=merge')
      assert.equal(result.strategy, 'merge')
      assert.equal(result.importedRecords, 2)
      assert.deepEqual([...result.affectedResources].sort(), ['custom/books', 'posts'])
      assert.deepEqual(ok(await a.get(`${API}/posts/${post.id}`)), post)
      assert.deepEqual(ok(await a.get(`${CUSTOM}/books/${book.id}`)), book)
      assert.deepEqual(ok(await a.get(`${API}/posts/${other.id}`)), other)
      assert.equal(ok<Rec>(await a.get(`${API}/users/4`)).name, 'kept by merge')
      const createdPosts = await createdIds(a, 'posts')
      assert.equal(createdPosts.length, 2, 'no duplicate of the overwritten post')
      assert.deepEqual([...createdPosts].sort(), [post.id, other.id].sort())
      assert.equal((await collectCustom(a, 'books')).length, 1)
    })

    test('merging the export of a full resource into itself stays under the cap', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('merge-full'))
      for (let i = 0; i < CAP; i++) await create(a, 'todos', { title: `todo ${i}` })
      const snapshot = await exportOf(a)
      const view = await fullView(a)
      const result = await imported(a, snapshot, '?strategy=merge')
      assert.equal(result.importedRecords, CAP)
      assert.deepEqual(await fullView(a), view)
    })

    test('merge updates and deletes global records on top of the sandbox', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('merge-b'))
      ok(await a.patch(`${API}/todos/1`, { title: 'mine' }))
      ok(await a.delete(`${API}/todos/2`))
      await imported(
        a,
        snapshotOf([
          {
            resource: 'todos',
            op: 'update',
            targetId: '1',
            data: { title: 'theirs', completed: true },
          },
          { resource: 'todos', op: 'delete', targetId: 3, data: {} },
        ]),
        '?strategy=merge',
      )
      assert.deepEqual(ok(await a.get(`${API}/todos/1`)), {
        id: 1,
        title: 'theirs',
        completed: true,
        _sandbox: 'updated',
      })
      assertProblem(await a.get(`${API}/todos/2`), 404, 'NOT_FOUND')
      assertProblem(await a.get(`${API}/todos/3`), 404, 'NOT_FOUND')
      assert.equal((await collect(a, `${API}/todos`)).total, baseCount(app, 'todos') - 2)
    })

    test('a snapshot at the limits is accepted: 1,000 entries, 30 creates per resource', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('limits-ok'))
      const creates = Array.from({ length: CAP }, (_, i) => ({
        resource: 'posts',
        op: 'create',
        data: { title: `post ${i}` },
      }))
      const records = [
        ...creates,
        ...postUpdates(MAX_IMPORT_ENTRIES - CAP, baseCount(app, 'posts')),
      ]
      const result = await imported(a, snapshotOf(records))
      assert.equal(result.importedRecords, MAX_IMPORT_ENTRIES)
      assert.equal((await createdIds(a, 'posts')).length, CAP)
      assert.equal((await collect(a, `${API}/posts`)).total, baseCount(app, 'posts') + CAP)
    })

    test('every rejected import leaves the sandbox exactly as it was', async (t) => {
      const app = await shared()
      const a = as(app, sandboxes()('reject-a'))
      await populate(a)
      const before = await stableExport(a)
      const view = await fullView(a)
      const posts = baseCount(app, 'posts')
      const livePosts = (await createdIds(a, 'posts')).length
      const valid499 = postUpdates(499, posts)
      const reject = async (
        name: string,
        body: unknown,
        status: number,
        code: string,
        query = '',
        field?: string,
      ) => {
        await t.test(name, async () => {
          const problem = assertProblem(await importSnapshot(a, body, query), status, code)
          if (field !== undefined) {
            const first = problem.errors?.[0]?.field ?? ''
            assert.ok(first.startsWith(field), `errors[0].field ${first} starts with ${field}`)
          }
          await assertUnchanged(a, before)
        })
      }

      await reject('bad version', { version: '2.0', records: [] }, 400, 'VALIDATION_FAILED')
      await reject('numeric version', { version: 1, records: [] }, 400, 'VALIDATION_FAILED')
      await reject('no version', { records: [] }, 400, 'VALIDATION_FAILED')
      await reject('no records', { version: VERSION }, 400, 'VALIDATION_FAILED')
      await reject(
        'records not an array',
        { version: VERSION, records: {} },
        400,
        'VALIDATION_FAILED',
      )
      await reject(
        'the 500th entry is a post with a numeric title',
        snapshotOf([...valid499, { resource: 'posts', op: 'create', data: { title: 5 } }]),
        400,
        'VALIDATION_FAILED',
        '',
        'records[499]',
      )
      await reject(
        'the 500th entry gives user_id and userId two values',
        snapshotOf([
          ...valid499,
          { resource: 'todos', op: 'update', targetId: 1, data: { user_id: 1, userId: '2' } },
        ]),
        400,
        'VALIDATION_FAILED',
        '',
        'records[499].data.userId',
      )
      await reject(
        'the 500th entry gives postId a wrong type',
        snapshotOf([...valid499, { resource: 'comments', op: 'create', data: { postId: 'x' } }]),
        400,
        'VALIDATION_FAILED',
        '',
        'records[499].data.postId',
      )
      await reject(
        'the 500th entry updates an unknown global id',
        snapshotOf([
          ...valid499,
          { resource: 'posts', op: 'update', targetId: posts + 1, data: { title: 'x' } },
        ]),
        400,
        'VALIDATION_FAILED',
        '',
        'records[499]',
      )
      await reject(
        'the 500th entry deletes with no target',
        snapshotOf([...valid499, { resource: 'todos', op: 'delete', data: {} }]),
        400,
        'VALIDATION_FAILED',
        '',
        'records[499]',
      )
      await reject(
        'the 500th entry updates a created id',
        snapshotOf([
          ...valid499,
          {
            resource: 'posts',
            op: 'update',
            targetId: `local-${crypto.randomUUID()}`,
            data: { title: 'x' },
          },
        ]),
        400,
        'VALIDATION_FAILED',
        '',
        'records[499]',
      )
      await reject(
        'an unknown op',
        snapshotOf([...valid499, { resource: 'posts', op: 'upsert', data: { title: 'x' } }]),
        400,
        'VALIDATION_FAILED',
        '',
        'records[499]',
      )
      await reject(
        'a create with a global id',
        snapshotOf([{ resource: 'posts', op: 'create', data: { id: 5, title: 'x' } }]),
        400,
        'VALIDATION_FAILED',
        '',
        'records[0]',
      )
      await reject(
        'a custom record with a malformed id',
        snapshotOf([
          { resource: 'custom/books', op: 'create', data: { id: 'local-short', title: 'x' } },
        ]),
        400,
        'VALIDATION_FAILED',
        '',
        'records[0]',
      )
      await reject(
        'a custom entry that is not a create',
        snapshotOf([{ resource: 'custom/books', op: 'update', targetId: 1, data: { title: 'x' } }]),
        400,
        'VALIDATION_FAILED',
        '',
        'records[0]',
      )
      await reject(
        'a custom record over 16 KB',
        snapshotOf([
          { resource: 'custom/books', op: 'create', data: { blob: 'x'.repeat(16 * 1024) } },
        ]),
        400,
        'VALIDATION_FAILED',
        '',
        'records[0]',
      )
      await reject(
        'a bad entry outside the resource filter',
        snapshotOf([
          { resource: 'posts', op: 'create', data: { title: 'fine' } },
          { resource: 'todos', op: 'create', data: { completed: 'yes' } },
        ]),
        400,
        'VALIDATION_FAILED',
        '?resource=posts',
        'records[1]',
      )
      for (const [filter, foreign] of [
        ['posts', 'todos'],
        ['custom', 'posts'],
        ['custom/books', 'custom/films'],
        ['users', 'custom/books'],
      ] as const) {
        await t.test(`an entry of ${foreign} under ?resource=${filter}`, async () => {
          const problem = assertProblem(
            await importSnapshot(
              a,
              snapshotOf([
                {
                  resource: filter === 'custom' ? 'custom/books' : filter,
                  op: 'create',
                  data: { title: 'in' },
                },
                { resource: foreign, op: 'create', data: { title: 'foreign' } },
                { resource: foreign, op: 'create', data: { title: 'foreign too' } },
              ]),
              `?resource=${encodeURIComponent(filter)}`,
            ),
            400,
            'VALIDATION_FAILED',
          )
          assert.deepEqual(
            problem.errors?.map((e) => e.field),
            ['records[1].resource'],
          )
          assert.match(String(problem.detail), new RegExp(`records\\[1\\].*${foreign}.*${filter}`))
          await assertUnchanged(a, before)
        })
      }
      const id = `local-${crypto.randomUUID()}`
      const customId = 'local-V1StGXR8_Z5jdHi6B-myT'
      for (const [resource, data] of [
        ['posts', { id, title: 'x' }],
        ['custom/books', { id: customId, title: 'x' }],
      ] as const) {
        await t.test(`two creates of ${resource} with one id`, async () => {
          const problem = assertProblem(
            await importSnapshot(
              a,
              snapshotOf([
                { resource: 'todos', op: 'create', data: { title: 'fine' } },
                { resource, op: 'create', data },
                { resource: 'todos', op: 'create', data: { title: 'fine' } },
                { resource, op: 'create', data: { ...data, title: 'again' } },
              ]),
            ),
            400,
            'CONFLICT',
          )
          const detail = String(problem.detail)
          assert.match(detail, /records\[1\].*records\[3\]/)
          assert.ok(detail.includes(data.id), detail)
          await assertUnchanged(a, before)
        })
      }
      const hash = `scrypt$16384$8$1$${'s'.repeat(22)}$${'k'.repeat(43)}`
      const user = { name: 'U', username: 'u', email: 'u@example.com' }
      for (const [name, entry] of [
        ['not a hash', { resource: 'users', op: 'create', data: user, _passwordHash: 'hunter2' }],
        [
          'a hash of its own cost',
          {
            resource: 'users',
            op: 'create',
            data: user,
            _passwordHash: hash.replace('16384', '1048576'),
          },
        ],
        [
          'a hash on a post',
          { resource: 'posts', op: 'create', data: { title: 'x' }, _passwordHash: hash },
        ],
        [
          'a hash on an update',
          { resource: 'users', op: 'update', targetId: 1, data: user, _passwordHash: hash },
        ],
      ] as const) {
        await reject(
          `a password hash: ${name}`,
          snapshotOf([{ resource: 'todos', op: 'create', data: { title: 'fine' } }, entry]),
          400,
          'VALIDATION_FAILED',
          '',
          'records[1]._passwordHash',
        )
      }
      await reject(
        'a password hash that is not a string',
        snapshotOf([{ resource: 'users', op: 'create', data: user, _passwordHash: 5 }]),
        400,
        'VALIDATION_FAILED',
      )
      await reject(
        'more than 1,000 entries',
        snapshotOf(postUpdates(MAX_IMPORT_ENTRIES + 1, posts)),
        400,
        'VALIDATION_FAILED',
      )
      await reject(
        '31 created posts',
        snapshotOf(
          Array.from({ length: CAP + 1 }, (_, i) => ({
            resource: 'posts',
            op: 'create',
            data: { title: `${i}` },
          })),
        ),
        403,
        'SANDBOX_LIMIT_REACHED',
      )
      await reject(
        '31 created posts over a merge',
        snapshotOf(
          Array.from({ length: CAP - livePosts + 1 }, (_, i) => ({
            resource: 'posts',
            op: 'create',
            data: { title: `${i}` },
          })),
        ),
        403,
        'SANDBOX_LIMIT_REACHED',
        '?strategy=merge',
      )
      await reject(
        '21 custom collections',
        snapshotOf(
          Array.from({ length: MAX_COLLECTIONS + 1 }, (_, i) => ({
            resource: `custom/c${i}`,
            op: 'create',
            data: { i },
          })),
        ),
        403,
        'SANDBOX_LIMIT_REACHED',
      )
      await reject(
        '501 records in one collection',
        snapshotOf(
          Array.from({ length: MAX_RECORDS + 1 }, (_, i) => ({
            resource: 'custom/big',
            op: 'create',
            data: { i },
          })),
        ),
        403,
        'SANDBOX_LIMIT_REACHED',
      )
      await reject(
        'an unknown resource in an entry',
        snapshotOf([{ resource: 'widgets', op: 'create', data: { name: 'x' } }]),
        400,
        'VALIDATION_FAILED',
        '',
        'records[0]',
      )
      await reject(
        'a malformed collection in an entry',
        snapshotOf([{ resource: 'custom/Bad', op: 'create', data: { name: 'x' } }]),
        400,
        'VALIDATION_FAILED',
        '',
        'records[0]',
      )
      await reject(
        'an unknown resource filter',
        snapshotOf([]),
        400,
        'INVALID_QUERY',
        '?resource=widgets',
      )
      await reject('an unknown strategy', snapshotOf([]), 400, 'INVALID_QUERY', '?strategy=append')
      assert.deepEqual(await fullView(a), view)
    })

    test('prototype-polluting keys inside an import are 400 and change nothing', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('reject-proto'))
      await populate(a)
      const before = await stableExport(a)
      const fingerprint = prototypeFingerprint()
      const bodies = [
        '{"version":"1.0","records":[{"resource":"posts","op":"create","data":{"__proto__":{"polluted":"yes"}}}]}',
        '{"version":"1.0","records":[{"resource":"users","op":"update","targetId":1,"data":{"address":{"constructor":{"prototype":{"polluted":"yes"}}}}}]}',
        '{"version":"1.0","records":[{"resource":"custom/books","op":"create","data":{"deep":[{"prototype":{"polluted":"yes"}}]}}]}',
        '{"version":"1.0","records":[],"__proto__":{"polluted":"yes"}}',
        '{"version":"1.0","records":[{"resource":"posts","op":"create","data":{"title":"x"},"constructor":{}}]}',
      ]
      for (const body of bodies) {
        assertProblem(await raw(a, 'POST', `${SESSION}/import`, body), 400, 'VALIDATION_FAILED')
        assertProblem(await raw(a, 'POST', `${SESSION}/snapshot`, body), 400, 'VALIDATION_FAILED')
      }
      assertNotPolluted(fingerprint)
      await assertUnchanged(a, before)
    })

    test('a body that is not a JSON object is 400 INVALID_BODY', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('reject-body'))
      await populate(a)
      const before = await stableExport(a)
      for (const payload of ['[]', '"snapshot"', '42', '{"version":']) {
        assertProblem(await raw(a, 'POST', `${SESSION}/import`, payload), 400, 'INVALID_BODY')
      }
      await assertUnchanged(a, before)
    })
  })
}
