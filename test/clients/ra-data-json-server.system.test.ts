import assert from 'node:assert/strict'
import { test } from 'node:test'
import { fetchUtils, HttpError, type RaRecord } from 'ra-core'
import jsonServerProvider from 'ra-data-json-server'
import { serveBuiltCli } from '../../scripts/support/built-cli.ts'

/**
 * react-admin's json-server data provider, given only the built server's base URL, reads and
 * writes the root surface (docs/contract/root-surface.md): `_start`/`_end`, `_sort`/`_order`,
 * field filters, `X-Total-Count`, and json-server's answers to writes. Expected values come from
 * the scale-1 baseline (docs/contract/baseline-and-overlay.md#baseline): 100 posts, four per
 * user (user n wrote posts 4n-3 to 4n), three comments per post (post n has 3n-2 to 3n).
 */

/**
 * The sandbox is named as react-admin's docs add any custom header: an httpClient that sets it
 * on the request's headers and calls `fetchUtils.fetchJson`.
 */
function providerFor(url: string, identity: string) {
  const httpClient = (href: string, options: fetchUtils.Options = {}) => {
    if (!options.headers) options.headers = new Headers({ Accept: 'application/json' })
    ;(options.headers as Headers).set('X-Playground-Identity', identity)
    return fetchUtils.fetchJson(href, options)
  }
  return jsonServerProvider(url, httpClient)
}

const ids = (records: RaRecord[]) => records.map((r) => r.id)
const isStatus = (status: number) => (err: unknown) =>
  err instanceof HttpError && err.status === status

test('ra-data-json-server against the root surface', async (t) => {
  const server = await serveBuiltCli(t)

  await t.test('getList pages, sorts and filters, with the total from X-Total-Count', async () => {
    const dp = providerFor(server.url, 'ra-json-list')
    const newest = await dp.getList('posts', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    })
    assert.equal(newest.total, 100)
    assert.deepEqual(ids(newest.data), [100, 99, 98, 97, 96])

    const third = await dp.getList('posts', {
      pagination: { page: 3, perPage: 7 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    })
    assert.equal(third.total, 100)
    assert.deepEqual(ids(third.data), [15, 16, 17, 18, 19, 20, 21])

    const byUser = await dp.getList('posts', {
      pagination: { page: 2, perPage: 3 },
      sort: { field: 'id', order: 'DESC' },
      filter: { userId: 7 },
    })
    assert.equal(byUser.total, 4)
    assert.deepEqual(ids(byUser.data), [25])
    assert.ok(byUser.data.every((p) => p.userId === 7))

    // An array filter is react-admin's "any of" (json-server's repeated parameter).
    const anyOf = await dp.getList('todos', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { id: [9, 2, 40] },
    })
    assert.equal(anyOf.total, 3)
    assert.deepEqual(ids(anyOf.data), [2, 9, 40])

    // Strings sort case-insensitively and stably (docs/contract/lists-and-query-language.md#sorting).
    const every = await dp.getList('posts', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    })
    assert.deepEqual(
      ids(every.data),
      Array.from({ length: 100 }, (_, i) => i + 1),
    )
    const lower = (r: RaRecord) => String(r.title).toLowerCase()
    const byTitle = [...every.data].sort((a, b) =>
      lower(a) < lower(b) ? -1 : lower(a) > lower(b) ? 1 : 0,
    )
    const titled = await dp.getList('posts', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'title', order: 'ASC' },
      filter: {},
    })
    assert.equal(titled.total, 100)
    assert.deepEqual(ids(titled.data), ids(byTitle.slice(10, 20)))

    // `q` searches the text fields: a word of post 1's title finds post 1 among the rest.
    const word = String(every.data[0]?.title).split(' ')[1] as string
    const searched = await dp.getList('posts', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: word.toUpperCase() },
    })
    assert.ok(searched.data.some((p) => p.id === 1))
    assert.equal(searched.total, searched.data.length)
    assert.ok(searched.data.length < 100)
  })

  await t.test('getOne, getMany and getManyReference read the baseline', async () => {
    const dp = providerFor(server.url, 'ra-json-read')
    const { data: user } = await dp.getOne('users', { id: 1 })
    assert.equal(user.name, 'Leanne Graham')
    assert.equal(user.username, 'Bret')

    const { data: post } = await dp.getOne('posts', { id: 6, meta: { embed: 'comments' } })
    assert.equal(post.userId, 2)
    assert.deepEqual(ids(post.comments), [16, 17, 18])
    // The provider's singular form names a parent: the post's author (docs/contract/root-surface.md).
    const { data: authored } = await dp.getOne('posts', { id: 6, meta: { embed: 'user' } })
    assert.equal(authored.user.id, 2)
    assert.equal(authored.user.name, 'Ervin Howell')

    const many = await dp.getMany('posts', { ids: [7, 3, 1] })
    assert.deepEqual(ids(many.data).sort(), [1, 3, 7])
    assert.deepEqual(many.data.map((p) => p.userId).sort(), [1, 1, 2])

    const comments = await dp.getManyReference('comments', {
      target: 'postId',
      id: 1,
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    })
    assert.equal(comments.total, 3)
    assert.deepEqual(ids(comments.data), [3, 2, 1])
    assert.ok(comments.data.every((c) => c.postId === 1))

    const todos = await dp.getManyReference('todos', {
      target: 'userId',
      id: 2,
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    })
    assert.equal(todos.total, 5)
    assert.deepEqual(ids(todos.data), [8, 9])

    await assert.rejects(dp.getOne('posts', { id: 101 }), isStatus(404))
  })

  await t.test('create, update and delete stick in their sandbox and no other', async () => {
    const mine = providerFor(server.url, 'ra-json-writer')
    const theirs = providerFor(server.url, 'ra-json-other')

    const { data: created } = await mine.create('posts', {
      data: { userId: 3, title: 'Written by react-admin', body: 'Through ra-data-json-server' },
    })
    assert.match(String(created.id), /^local-[0-9a-f-]{36}$/)
    assert.equal(created.title, 'Written by react-admin')

    const { data: read } = await mine.getOne('posts', { id: created.id })
    assert.equal(read.id, created.id)
    assert.equal(read.userId, 3)
    assert.equal(read.title, 'Written by react-admin')
    assert.equal(read.body, 'Through ra-data-json-server')
    await assert.rejects(theirs.getOne('posts', { id: created.id }), isStatus(404))

    // A string id sorts after the numbers, so first in descending order.
    const listed = await mine.getList('posts', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'id', order: 'DESC' },
      filter: { userId: 3 },
    })
    assert.equal(listed.total, 5)
    assert.deepEqual(ids(listed.data), [created.id, 12])
    const elsewhere = await theirs.getList('posts', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'id', order: 'DESC' },
      filter: { userId: 3 },
    })
    assert.equal(elsewhere.total, 4)
    assert.deepEqual(ids(elsewhere.data), [12, 11])

    const { data: original } = await theirs.getOne('posts', { id: 1 })
    const { data: updated } = await mine.update('posts', {
      id: 1,
      data: { userId: 1, title: 'Renamed by react-admin', body: 'New body' },
      previousData: original,
    })
    assert.equal(updated.id, 1)
    assert.equal(updated.title, 'Renamed by react-admin')
    assert.equal((await mine.getOne('posts', { id: 1 })).data.title, 'Renamed by react-admin')
    assert.equal((await theirs.getOne('posts', { id: 1 })).data.title, original.title)

    // json-server answers a delete with `{}` (docs/contract/root-surface.md#records-and-writes).
    const removed = await mine.delete('posts', { id: 2, previousData: { id: 2 } })
    assert.deepEqual(removed.data, {})
    await assert.rejects(mine.getOne('posts', { id: 2 }), isStatus(404))
    assert.deepEqual(ids((await mine.getMany('posts', { ids: [1, 2, 3] })).data).sort(), [1, 3])
    assert.equal((await theirs.getOne('posts', { id: 2 })).data.id, 2)

    await mine.delete('posts', { id: created.id, previousData: read })
    await assert.rejects(mine.getOne('posts', { id: created.id }), isStatus(404))
    const after = await mine.getList('posts', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    })
    assert.equal(after.total, 99)
    assert.deepEqual(ids(after.data), [100])
  })
})
