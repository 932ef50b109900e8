import assert from 'node:assert/strict'
import { test } from 'node:test'
import dataProvider from '@refinedev/simple-rest'
import axios from 'axios'
import { serveBuiltCli } from '../../scripts/support/built-cli.ts'

/**
 * Refine's simple-rest data provider, given only the built server's base URL and an axios
 * instance, reads and writes the root surface (docs/contract/root-surface.md): `_start`/`_end`,
 * several `_sort` fields with their `_order`s, `field_gte`/`_lte`/`_ne`/`_like` filters and `q`,
 * `X-Total-Count`, PATCH for updates and json-server's `{}` for a delete. Expected values come
 * from the scale-1 baseline (docs/contract/baseline-and-overlay.md#baseline): 100 posts, four
 * per user (user n wrote posts 4n-3 to 4n), 125 todos, five per user.
 */

type Post = { id: number | string; userId: number; title: string; body: string }

/**
 * The axios instance type Refine's declarations name. Their ESM entry re-exports a CommonJS
 * declaration file, which sees axios's CommonJS types: the same instance, typed twice.
 */
type RefineAxios = NonNullable<Parameters<typeof dataProvider>[1]>

/** The sandbox is a default header of the axios instance Refine is given. */
function providerFor(url: string, identity: string) {
  const instance = axios.create()
  instance.defaults.headers.common['X-Playground-Identity'] = identity
  return dataProvider(url, instance as RefineAxios)
}

const ids = (records: Array<{ id?: unknown }>) => records.map((r) => r.id)
const isStatus = (status: number) => (err: unknown) =>
  axios.isAxiosError(err) && err.response?.status === status

test('@refinedev/simple-rest against the root surface', async (t) => {
  const server = await serveBuiltCli(t)

  await t.test('getList pages, sorts on two fields and filters', async () => {
    const dp = providerFor(server.url, 'refine-list')
    // Without server pagination Refine asks for the whole list, and reads its total.
    const all = await dp.getList<Post>({ resource: 'posts', pagination: { mode: 'off' } })
    assert.equal(all.total, 100)
    assert.deepEqual(
      ids(all.data),
      Array.from({ length: 100 }, (_, i) => i + 1),
    )

    const page = await dp.getList<Post>({
      resource: 'posts',
      pagination: { currentPage: 2, pageSize: 5 },
      sorters: [
        { field: 'userId', order: 'desc' },
        { field: 'id', order: 'asc' },
      ],
    })
    assert.equal(page.total, 100)
    // Users 25 and 24 wrote posts 97-100 and 93-96: the second page is 94-96, then user 23's.
    assert.deepEqual(ids(page.data), [94, 95, 96, 89, 90])

    const filters = [
      { field: 'id', operator: 'gte', value: 10 },
      { field: 'id', operator: 'lte', value: 60 },
      { field: 'userId', operator: 'ne', value: 5 },
      { field: 'title', operator: 'contains', value: 'E' },
    ] as const
    // `_like` is a case-insensitive pattern (docs/contract/lists-and-query-language.md#filters).
    const expected = all.data.filter(
      (p) =>
        Number(p.id) >= 10 &&
        Number(p.id) <= 60 &&
        p.userId !== 5 &&
        p.title.toLowerCase().includes('e'),
    )
    assert.ok(expected.length > 10)
    const filtered = await dp.getList<Post>({
      resource: 'posts',
      pagination: { currentPage: 1, pageSize: 10 },
      sorters: [{ field: 'id', order: 'desc' }],
      filters: [...filters],
    })
    assert.equal(filtered.total, expected.length)
    assert.deepEqual(ids(filtered.data), ids(expected.reverse().slice(0, 10)))

    const eq = await dp.getList<Post>({
      resource: 'todos',
      pagination: { currentPage: 1, pageSize: 10 },
      filters: [{ field: 'userId', operator: 'eq', value: 4 }],
    })
    assert.equal(eq.total, 5)
    assert.deepEqual(ids(eq.data), [16, 17, 18, 19, 20])

    // `q` searches text fields: a word of post 1's title finds post 1 among fewer than all.
    const word = all.data[0]?.title.split(' ')[1] as string
    const searched = await dp.getList<Post>({
      resource: 'posts',
      pagination: { mode: 'off' },
      filters: [{ field: 'q', operator: 'eq', value: word }],
    })
    assert.ok(searched.data.some((p) => p.id === 1))
    assert.equal(searched.total, searched.data.length)
    assert.ok(searched.data.length < 100)
  })

  await t.test('getOne and getMany', async () => {
    const dp = providerFor(server.url, 'refine-read')
    const { data: user } = await dp.getOne({ resource: 'users', id: 1 })
    assert.equal(user.name, 'Leanne Graham')
    assert.equal(user.username, 'Bret')

    const { data: post } = await dp.getOne<Post>({ resource: 'posts', id: 42 })
    assert.equal(post.id, 42)
    assert.equal(post.userId, 11)

    const many = await dp.getMany<Post>({ resource: 'posts', ids: [42, 5, 77] })
    assert.deepEqual(ids(many.data), [5, 42, 77])
    assert.deepEqual(
      many.data.map((p) => p.userId),
      [2, 11, 20],
    )

    await assert.rejects(dp.getOne({ resource: 'posts', id: 101 }), isStatus(404))
  })

  await t.test('create, update and deleteOne stick in their sandbox and no other', async () => {
    const mine = providerFor(server.url, 'refine-writer')
    const theirs = providerFor(server.url, 'refine-other')

    const { data: created } = await mine.create<Post>({
      resource: 'posts',
      variables: { userId: 8, title: 'Written by Refine', body: 'Through @refinedev/simple-rest' },
    })
    assert.match(String(created.id), /^local-[0-9a-f-]{36}$/)
    const id = created.id as string
    assert.equal(created.title, 'Written by Refine')

    const { data: read } = await mine.getOne<Post>({ resource: 'posts', id })
    assert.equal(read.userId, 8)
    assert.equal(read.title, 'Written by Refine')
    assert.equal(read.body, 'Through @refinedev/simple-rest')
    await assert.rejects(theirs.getOne({ resource: 'posts', id }), isStatus(404))

    // Without a sort, records created in the sandbox list first
    // (docs/contract/baseline-and-overlay.md#the-overlay).
    const userPosts = {
      resource: 'posts',
      pagination: { currentPage: 1, pageSize: 10 },
      filters: [{ field: 'userId', operator: 'eq', value: 8 }],
    } as const
    const ours = await mine.getList<Post>({ ...userPosts, filters: [...userPosts.filters] })
    assert.equal(ours.total, 5)
    assert.deepEqual(ids(ours.data), [id, 29, 30, 31, 32])
    const others = await theirs.getList<Post>({ ...userPosts, filters: [...userPosts.filters] })
    assert.equal(others.total, 4)
    assert.deepEqual(ids(others.data), [29, 30, 31, 32])

    // Refine updates by PATCH: the fields not sent stay.
    const { data: patched } = await mine.update<Post>({
      resource: 'posts',
      id,
      variables: { title: 'Edited in Refine' },
    })
    assert.equal(patched.title, 'Edited in Refine')
    assert.equal(patched.body, 'Through @refinedev/simple-rest')
    const { data: reread } = await mine.getOne<Post>({ resource: 'posts', id })
    assert.equal(reread.title, 'Edited in Refine')
    assert.equal(reread.userId, 8)

    const { data: baseline } = await theirs.getOne<Post>({ resource: 'posts', id: 30 })
    await mine.update<Post>({ resource: 'posts', id: 30, variables: { body: 'Patched' } })
    const { data: mine30 } = await mine.getOne<Post>({ resource: 'posts', id: 30 })
    assert.equal(mine30.body, 'Patched')
    assert.equal(mine30.title, baseline.title)
    assert.equal(
      (await theirs.getOne<Post>({ resource: 'posts', id: 30 })).data.body,
      baseline.body,
    )

    // json-server answers a delete with `{}` (docs/contract/root-surface.md#records-and-writes).
    const removed = await mine.deleteOne({ resource: 'posts', id })
    assert.deepEqual(removed.data, {})
    await assert.rejects(mine.getOne({ resource: 'posts', id }), isStatus(404))
    await mine.deleteOne({ resource: 'posts', id: 29 })
    const left = await mine.getMany<Post>({ resource: 'posts', ids: [29, 30, 31] })
    assert.deepEqual(ids(left.data), [30, 31])
    assert.deepEqual(
      ids((await theirs.getMany<Post>({ resource: 'posts', ids: [29, 30] })).data),
      [29, 30],
    )
  })
})
