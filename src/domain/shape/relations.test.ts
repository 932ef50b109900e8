import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createMemoryStore } from '../../store/memory/memory-store.ts'
import type { Item, Overlay, OverlayEntry } from '../../store/port.ts'
import { createBaseline } from '../baseline.ts'
import { ProblemError } from '../errors.ts'
import { createRecordService } from '../records.ts'
import type { ResourceName } from '../resources.ts'
import {
  attachRelations,
  EMBED_LIMIT,
  parseRelations,
  type Relations,
  relationKeys,
} from './relations.ts'

const baseline = createBaseline(1)

/** The keys a parse gives, `embed` then `expand`; or the 400's detail. */
function parsed(resource: ResourceName, query: Parameters<typeof parseRelations>[1]) {
  try {
    const relations = parseRelations(resource, query)
    return (
      relations && {
        embed: relations.embed.map((r) => r.key),
        expand: relations.expand.map((r) => r.key),
      }
    )
  } catch (err) {
    assert.ok(err instanceof ProblemError)
    assert.equal(err.code, 'INVALID_QUERY')
    return err.message
  }
}

describe('parseRelations', () => {
  const cases: Array<{
    name: string
    resource: ResourceName
    query: Parameters<typeof parseRelations>[1]
    want: unknown
  }> = [
    { name: 'nothing asked', resource: 'posts', query: {}, want: undefined },
    {
      name: 'empty values ask nothing',
      resource: 'posts',
      query: { _embed: ' , ' },
      want: undefined,
    },
    {
      name: 'embed on posts',
      resource: 'posts',
      query: { _embed: 'comments' },
      want: { embed: ['comments'], expand: [] },
    },
    {
      name: 'comma-separated, trimmed, each once',
      resource: 'users',
      query: { _embed: ' todos , posts,todos' },
      want: { embed: ['todos', 'posts'], expand: [] },
    },
    {
      name: 'repeated',
      resource: 'users',
      query: { _embed: ['posts', 'todos', 'posts'] },
      want: { embed: ['posts', 'todos'], expand: [] },
    },
    {
      name: 'both on posts',
      resource: 'posts',
      query: { _embed: 'comments', _expand: 'user' },
      want: { embed: ['comments'], expand: ['user'] },
    },
    {
      name: 'expand on comments and todos',
      resource: 'comments',
      query: { _expand: 'post' },
      want: { embed: [], expand: ['post'] },
    },
    {
      name: 'expand on todos',
      resource: 'todos',
      query: { _expand: ['user'] },
      want: { embed: [], expand: ['user'] },
    },
    {
      name: 'an unknown relation lists the valid one',
      resource: 'posts',
      query: { _embed: 'comments,nope' },
      want: "Query parameter '_embed' on posts must be comments, got 'nope'",
    },
    {
      name: 'an unknown relation lists the valid ones',
      resource: 'users',
      query: { _embed: 'comments' },
      want: "Query parameter '_embed' on users must be one of posts, todos, albums, got 'comments'",
    },
    {
      name: 'names are case-sensitive',
      resource: 'posts',
      query: { _expand: 'User' },
      want: "Query parameter '_expand' on posts must be user, got 'User'",
    },
    {
      name: 'a resource with nothing to embed says so',
      resource: 'comments',
      query: { _embed: 'post' },
      want: "Query parameter '_embed' cannot be used on comments: they have nothing to embed, got 'post'",
    },
    {
      name: 'a resource with nothing to expand says so',
      resource: 'users',
      query: { _expand: 'posts' },
      want: "Query parameter '_expand' cannot be used on users: they have nothing to expand, got 'posts'",
    },
    {
      name: 'custom forms are not relations of a resource',
      resource: 'posts',
      query: { _expand: 'user_id:users' },
      want: "Query parameter '_expand' on posts must be user, got 'user_id:users'",
    },
    {
      name: 'a long name is refused before it is looked up',
      resource: 'posts',
      query: { _embed: 'x'.repeat(201) },
      want: `Query parameter '_embed' takes names of at most 200 characters, got '${'x'.repeat(40)}…'`,
    },
    {
      name: 'at most ten names',
      resource: 'posts',
      query: { _embed: Array.from({ length: 11 }, (_, i) => `n${i}`) },
      want: "Query parameter '_embed' takes at most 10 names, got more",
    },
  ]
  for (const c of cases) {
    test(c.name, () => assert.deepEqual(parsed(c.resource, c.query), c.want))
  }
})

/** A record service on a fresh memory store whose overlay notes each resource it reads. */
function setup() {
  const store = createMemoryStore()
  const read: string[] = []
  const overlay: Overlay = {
    ...store.overlay,
    entries(identity, resource) {
      read.push(resource)
      return store.overlay.entries(identity, resource)
    },
  }
  return { store, records: createRecordService({ baseline, overlay }), read }
}

const baseComments = (postId: number) =>
  baseline.all('comments').filter((c) => c.post_id === postId)

describe('records.attach', () => {
  test('embeds a post’s comments from the caller’s merged view, in list order', async () => {
    const { records } = setup()
    const who = 'embed-merged'
    const [first, second, third] = baseComments(1) as [Item, Item, Item]
    const older = await records.create(who, 'comments', { post_id: 1, name: 'older' })
    const newer = await records.create(who, 'comments', { post_id: 1, name: 'newer' })
    await records.create(who, 'comments', { post_id: 2, name: 'elsewhere' })
    await records.patch(who, 'comments', second.id, { name: 'changed' })
    await records.remove(who, 'comments', third.id)

    const relations = parseRelations('posts', { _embed: 'comments' }) as Relations
    const [post] = await records.attach(who, [baseline.get('posts', 1) as Item], relations)
    const comments = (post as Item).comments as Item[]
    assert.deepEqual(
      comments.map((c) => c.id),
      [newer.id, older.id, first.id, second.id],
    )
    assert.equal(comments[0]?._sandbox, 'created')
    assert.equal(comments[3]?.name, 'changed')
    assert.equal(comments[3]?._sandbox, 'updated')
    assert.equal('_sandbox' in (comments[2] as Item), false)

    // Another sandbox sees the baseline's comments only.
    const [theirs] = await records.attach(
      'someone-else',
      [baseline.get('posts', 1) as Item],
      relations,
    )
    assert.deepEqual(
      ((theirs as Item).comments as Item[]).map((c) => c.id),
      baseComments(1).map((c) => c.id),
    )
  })

  test('embeds at most 100 children per parent', async () => {
    const { store, records } = setup()
    const who = 'embed-many'
    const moved = baseline
      .all('comments')
      .filter((c) => c.post_id !== 1)
      .slice(0, EMBED_LIMIT + 10)
    for (const c of moved) {
      await store.overlay.put(who, 'comments', String(c.id), 'updated', { ...c, post_id: 1 })
    }
    const relations = parseRelations('posts', { _embed: 'comments' }) as Relations
    const [post] = await records.attach(who, [baseline.get('posts', 1) as Item], relations)
    const comments = (post as Item).comments as Item[]
    assert.equal(comments.length, EMBED_LIMIT)
    const all = [...baseComments(1), ...moved].sort((a, b) => (a.id as number) - (b.id as number))
    assert.deepEqual(
      comments.map((c) => c.id),
      all.slice(0, EMBED_LIMIT).map((c) => c.id),
    )
  })

  test('a created parent embeds nothing: references are integers', async () => {
    const { records } = setup()
    const who = 'embed-created-parent'
    const post = await records.create(who, 'posts', { user_id: 1, title: 'mine' })
    const relations = parseRelations('posts', { _embed: 'comments' }) as Relations
    const [out] = await records.attach(who, [post], relations)
    assert.deepEqual(out?.comments, [])
  })

  test('expands each parent once, as the caller sees it; null when gone or unknown', async () => {
    const { records, read } = setup()
    const who = 'expand'
    await records.remove(who, 'users', 2)
    await records.patch(who, 'users', 3, { name: 'Renamed' })
    const page = [
      { id: 'a', user_id: 1 },
      { id: 'b', user_id: 2 },
      { id: 'c', user_id: 3 },
      { id: 'd', user_id: 1 },
      { id: 'e', user_id: 9999 },
      { id: 'f' },
      { id: 'g', user_id: { nested: 1 } },
      { id: 'h', user_id: 3 },
    ] as Item[]
    const relations = parseRelations('posts', { _expand: 'user' }) as Relations
    read.length = 0
    const out = await records.attach(who, page, relations)
    assert.deepEqual(read, ['users'], 'the users overlay is read once for the page')
    assert.deepEqual(out[0]?.user, baseline.get('users', 1))
    assert.equal(out[1]?.user, null)
    assert.equal(((out[2] as Item).user as Item).name, 'Renamed')
    assert.equal(((out[2] as Item).user as Item)._sandbox, 'updated')
    assert.deepEqual(out[3]?.user, out[0]?.user)
    assert.equal(out[7]?.user, out[2]?.user, 'one lookup, and one copy, per id')
    assert.equal(out[4]?.user, null)
    assert.equal(out[5]?.user, null)
    assert.equal(out[6]?.user, null)
    // The records themselves are copies; the page passed in is untouched.
    assert.equal('user' in (page[0] as Item), false)
  })

  test('reads each child resource once per page, not once per parent', async () => {
    const { records, read } = setup()
    const users = baseline.all('users').slice(0, 10)
    const relations = parseRelations('users', { _embed: 'posts,todos' }) as Relations
    const out = await records.attach('reads', users, relations)
    assert.deepEqual(read.sort(), ['posts', 'todos'])
    for (const user of out) {
      assert.deepEqual(
        (user.posts as Item[]).map((p) => p.id),
        baseline
          .all('posts')
          .filter((p) => p.user_id === user.id)
          .map((p) => p.id),
      )
      assert.equal((user.todos as Item[]).length, 5)
    }
    assert.deepEqual(relationKeys(relations), ['posts', 'todos'])
  })

  test('an update written at a larger scale is no record here', async () => {
    const entries: OverlayEntry[] = [
      { id: '999999', kind: 'updated', seq: 1, at: 1, item: { id: 999999, name: 'far away' } },
    ]
    const relations = parseRelations('todos', { _expand: 'user' }) as Relations
    const [todo] = await attachRelations([{ id: 1, user_id: 999999 }], relations, {
      baseline,
      entries: async () => entries,
    })
    assert.equal(todo?.user, null)
  })
})
