import assert from 'node:assert/strict'
import { test } from 'node:test'
import { fetchUtils, type GetManyReferenceParams, HttpError, type RaRecord } from 'ra-core'
import simpleRestProvider from 'ra-data-simple-rest'
import { serveBuiltCli } from '../../scripts/support/built-cli.ts'

/**
 * react-admin's simple-rest data provider, given only the built server's base URL: lists by
 * `sort=["id","DESC"]&range=[0,4]&filter={…}` (JSON in the query string) with the total read
 * from `Content-Range: posts 0-4/100` (docs/contract/root-surface.md#lists), and records and
 * writes at `/<resource>/{id}`. Expected values come from the scale-1 baseline
 * (docs/contract/baseline-and-overlay.md#baseline): 100 posts, four per user (user n wrote posts
 * 4n-3 to 4n), three comments per post, five todos per user.
 */

/** The sandbox header, added as react-admin's docs add any custom header. */
function providerFor(url: string, identity: string) {
  const httpClient = (href: string, options: fetchUtils.Options = {}) => {
    if (!options.headers) options.headers = new Headers({ Accept: 'application/json' })
    ;(options.headers as Headers).set('X-Playground-Identity', identity)
    return fetchUtils.fetchJson(href, options)
  }
  return simpleRestProvider(url, httpClient)
}

const ids = (records: RaRecord[]) => records.map((r) => r.id)
const isStatus = (status: number) => (err: unknown) =>
  err instanceof HttpError && err.status === status

test('ra-data-simple-rest against the root surface', async (t) => {
  const server = await serveBuiltCli(t)

  await t.test('getList: range, sort and filter, the total from Content-Range', async () => {
    const dp = providerFor(server.url, 'ra-rest-list')
    const first = await dp.getList('posts', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    })
    assert.equal(first.total, 100)
    assert.deepEqual(ids(first.data), [100, 99, 98, 97, 96])

    // `meta.embed` (sent as `embed=[...]`): each post with its comments and its author.
    const embedded = await dp.getList('posts', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
      meta: { embed: ['comments', 'user'] },
    })
    assert.equal(embedded.total, 100)
    assert.deepEqual(
      embedded.data.map((p) => [p.id, ids(p.comments), p.user.name]),
      [
        [1, [1, 2, 3], 'Leanne Graham'],
        [2, [4, 5, 6], 'Leanne Graham'],
      ],
    )
    const { data: one } = await dp.getOne('posts', { id: 6, meta: { embed: ['comments'] } })
    assert.deepEqual(ids(one.comments), [16, 17, 18])

    const fourth = await dp.getList('comments', {
      pagination: { page: 4, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    })
    assert.equal(fourth.total, 300)
    assert.deepEqual(
      ids(fourth.data),
      Array.from({ length: 25 }, (_, i) => 76 + i),
    )

    // The filter's fields are ANDed; an array is any of its values.
    const filtered = await dp.getList('posts', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: { userId: 5, id: [17, 18, 40] },
    })
    assert.equal(filtered.total, 2)
    assert.deepEqual(ids(filtered.data), [18, 17])

    const list = (filter: Record<string, unknown>) =>
      dp.getList('todos', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter,
      })
    const theirTodos = await list({ userId: 3 })
    assert.equal(theirTodos.total, 5)
    assert.deepEqual(ids(theirTodos.data), [11, 12, 13, 14, 15])
    const open = await list({ userId: 3, completed: false })
    const expected = theirTodos.data.filter((todo) => todo.completed === false)
    assert.equal(open.total, expected.length)
    assert.deepEqual(ids(open.data), ids(expected))

    // Strings sort case-insensitively, stably (docs/contract/lists-and-query-language.md#sorting).
    const every = await dp.getList('posts', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    })
    assert.equal(every.data.length, 100)
    const lower = (r: RaRecord) => String(r.title).toLowerCase()
    const byTitleDesc = [...every.data].sort((a, b) =>
      lower(a) > lower(b) ? -1 : lower(a) < lower(b) ? 1 : 0,
    )
    const titled = await dp.getList('posts', {
      pagination: { page: 3, perPage: 6 },
      sort: { field: 'title', order: 'DESC' },
      filter: {},
    })
    assert.equal(titled.total, 100)
    assert.deepEqual(ids(titled.data), ids(byTitleDesc.slice(12, 18)))

    // An empty slice: `Content-Range: posts */0` still carries the total.
    const none = await dp.getList('posts', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { userId: 5, id: 1 },
    })
    assert.equal(none.total, 0)
    assert.deepEqual(none.data, [])

    // A page past the end is empty too, with the whole list's total.
    const past = await dp.getList('users', {
      pagination: { page: 4, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    })
    assert.equal(past.total, 25)
    assert.deepEqual(past.data, [])
  })

  await t.test('getOne, getMany and getManyReference', async () => {
    const dp = providerFor(server.url, 'ra-rest-read')
    const { data: user } = await dp.getOne('users', { id: 1 })
    assert.equal(user.name, 'Leanne Graham')
    assert.equal(user.email, 'Sincere@april.biz')

    const many = await dp.getMany('users', { ids: [3, 10, 1] })
    assert.deepEqual(
      ids(many.data).sort((a, b) => Number(a) - Number(b)),
      [1, 3, 10],
    )

    const comments = await dp.getManyReference('comments', {
      target: 'postId',
      id: 1,
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    })
    assert.equal(comments.total, 3)
    assert.deepEqual(ids(comments.data), [1, 2, 3])

    const posts = await dp.getManyReference('posts', {
      target: 'userId',
      id: 10,
      pagination: { page: 2, perPage: 3 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    })
    assert.equal(posts.total, 4)
    assert.deepEqual(ids(posts.data), [37])

    await assert.rejects(dp.getOne('users', { id: 26 }), isStatus(404))
  })

  await t.test('create, update and delete stick in their sandbox and no other', async () => {
    const mine = providerFor(server.url, 'ra-rest-writer')
    const theirs = providerFor(server.url, 'ra-rest-other')

    const { data: created } = await mine.create('comments', {
      data: { postId: 4, name: 'From react-admin', email: 'ra@example.com', body: 'Simple REST' },
    })
    assert.match(String(created.id), /^local-[0-9a-f-]{36}$/)
    assert.equal(created.postId, 4)
    assert.equal(created.name, 'From react-admin')

    const { data: read } = await mine.getOne('comments', { id: created.id })
    assert.deepEqual(read, created)
    await assert.rejects(theirs.getOne('comments', { id: created.id }), isStatus(404))

    const reference: GetManyReferenceParams = {
      target: 'postId',
      id: 4,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    }
    // Numbers sort before strings in ascending order, so the new comment comes last.
    const ours = await mine.getManyReference('comments', reference)
    assert.equal(ours.total, 4)
    assert.deepEqual(ids(ours.data), [10, 11, 12, created.id])
    const others = await theirs.getManyReference('comments', reference)
    assert.equal(others.total, 3)
    assert.deepEqual(ids(others.data), [10, 11, 12])

    const { data: updated } = await mine.update('comments', {
      id: created.id,
      data: { postId: 4, name: 'Edited', email: 'ra@example.com', body: 'Edited body' },
      previousData: read,
    })
    assert.equal(updated.id, created.id)
    assert.equal(updated.name, 'Edited')
    const { data: reread } = await mine.getOne('comments', { id: created.id })
    assert.equal(reread.name, 'Edited')
    assert.equal(reread.body, 'Edited body')

    const { data: before } = await theirs.getOne('users', { id: 2 })
    await mine.update('users', {
      id: 2,
      data: { ...before, name: 'Renamed by react-admin' },
      previousData: before,
    })
    assert.equal((await mine.getOne('users', { id: 2 })).data.name, 'Renamed by react-admin')
    assert.equal((await theirs.getOne('users', { id: 2 })).data.name, before.name)

    // json-server answers a delete with `{}` (docs/contract/root-surface.md#records-and-writes).
    const removed = await mine.delete('comments', { id: created.id, previousData: reread })
    assert.deepEqual(removed.data, {})
    await assert.rejects(mine.getOne('comments', { id: created.id }), isStatus(404))
    await mine.delete('comments', { id: 10, previousData: { id: 10 } })
    const left = await mine.getManyReference('comments', reference)
    assert.equal(left.total, 2)
    assert.deepEqual(ids(left.data), [11, 12])
    assert.equal((await theirs.getManyReference('comments', reference)).total, 3)
  })
})
