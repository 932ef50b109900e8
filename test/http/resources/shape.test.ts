import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { appPerSuite, as, STORES, sandboxes } from '../../helper.ts'
import { imported } from '../session/support.ts'
import { API, assertProblem, baseRecords, create, ids, list, type Rec } from './support.ts'

/** docs/contract/lists-and-query-language.md#relations: children embedded per parent, at most. */
const EMBED_LIMIT = 100

const one = (res: { statusCode: number; body: string; json: () => unknown }) => {
  assert.equal(res.statusCode, 200, res.body)
  return res.json() as Rec
}

for (const store of STORES) {
  describe(`_embed and _expand (${store})`, () => {
    const shared = appPerSuite({ store })
    test('embedded comments come from the caller’s merged view, in list order', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('embed-a'))
      const [first, second, third] = baseRecords(app, 'comments').filter((c) => c.post_id === 1)
      assert.ok(first && second && third)
      const older = await create(a, 'comments', { post_id: 1, name: 'older', body: 'b' })
      const newer = await create(a, 'comments', { post_id: 1, name: 'newer', body: 'b' })
      one(await a.patch(`${API}/comments/${second.id}`, { body: 'edited here' }))
      one(await a.delete(`${API}/comments/${third.id}`))
      const want = [newer.id, older.id, first.id, second.id]

      const single = one(await a.get(`${API}/posts/1?_embed=comments`))
      const comments = single.comments as Rec[]
      assert.deepEqual(ids(comments), want)
      assert.equal(comments[0]?._sandbox, 'created')
      assert.equal(comments[3]?.body, 'edited here')
      assert.equal(comments[3]?._sandbox, 'updated')
      // Children are exactly what the nested list shows the caller.
      assert.deepEqual(comments, list(await a.get(`${API}/posts/1/comments?limit=30`)).data)

      const page = list(await a.get(`${API}/posts?limit=3&_embed=comments`))
      assert.deepEqual(page.data[0]?.comments, comments)
      for (const post of page.data.slice(1)) {
        assert.deepEqual(
          post.comments,
          baseRecords(app, 'comments').filter((c) => c.post_id === post.id),
        )
      }

      // Someone else's sandbox does not see a's writes.
      const theirs = one(await as(app, id('embed-b')).get(`${API}/posts/1?_embed=comments`))
      assert.deepEqual(ids(theirs.comments as Rec[]), [first.id, second.id, third.id])
    })

    test('embeds at most 100 children per parent, the first 100 in list order', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('embed-many'))
      const moved = baseRecords(app, 'comments')
        .filter((c) => c.post_id !== 1)
        .slice(0, EMBED_LIMIT + 5)
      await imported(a, {
        version: '1.0',
        records: moved.map((c) => ({
          resource: 'comments',
          op: 'update',
          targetId: c.id,
          data: { post_id: 1, name: String(c.name), email: String(c.email), body: String(c.body) },
        })),
      })
      const created = await create(a, 'comments', { post_id: 1, name: 'mine', body: 'b' })
      const all = [
        created,
        ...baseRecords(app, 'comments').filter(
          (c) => c.post_id === 1 || moved.some((m) => m.id === c.id),
        ),
      ]
      assert.ok(all.length > EMBED_LIMIT)
      const single = one(await a.get(`${API}/posts/1?_embed=comments`))
      assert.deepEqual(ids(single.comments as Rec[]), ids(all.slice(0, EMBED_LIMIT)))
      const page = list(await a.get(`${API}/posts?limit=1&_embed=comments`))
      assert.equal(((page.data[0] as Rec).comments as Rec[]).length, EMBED_LIMIT)
    })

    test('users embed posts and todos; lists, single records and nested routes', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('embed-users'))
      const post = await create(a, 'posts', { user_id: 2, title: 'by two', body: 'b' })
      const user = one(await a.get(`${API}/users/2?_embed=posts&_embed=todos`))
      assert.deepEqual(ids(user.posts as Rec[]), [
        post.id,
        ...ids(baseRecords(app, 'posts').filter((p) => p.user_id === 2)),
      ])
      assert.deepEqual(
        ids(user.todos as Rec[]),
        ids(baseRecords(app, 'todos').filter((p) => p.user_id === 2)),
      )
      const users = list(await a.get(`${API}/users?limit=2&_embed=posts,todos`))
      assert.deepEqual(users.data[1], user)

      const nested = list(await a.get(`${API}/users/2/posts?_embed=comments&_expand=user`))
      assert.deepEqual(nested.data[0]?.comments, [])
      for (const p of nested.data.slice(1)) {
        assert.deepEqual(
          ids(p.comments as Rec[]),
          ids(baseRecords(app, 'comments').filter((c) => c.post_id === p.id)),
        )
      }
      for (const p of nested.data) assert.equal((p.user as Rec).id, 2)
    })

    test('expands parents as the caller sees them: changed, or null when deleted', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('expand-a'))
      one(await a.delete(`${API}/users/1`))
      one(await a.patch(`${API}/users/2`, { name: 'Ervin, edited' }))
      one(await a.delete(`${API}/posts/1`))

      const posts = list(await a.get(`${API}/posts?limit=8&_expand=user`))
      for (const p of posts.data) {
        if (p.user_id === 1) assert.equal(p.user, null, `post ${p.id}`)
        else if (p.user_id === 2) {
          assert.equal((p.user as Rec).name, 'Ervin, edited')
          assert.equal((p.user as Rec)._sandbox, 'updated')
        }
      }
      assert.ok(posts.data.some((p) => p.user_id === 1))
      assert.ok(posts.data.some((p) => p.user_id === 2))

      const todo = one(await a.get(`${API}/todos/1?_expand=user`))
      assert.equal(todo.user, null)
      const comment = one(await a.get(`${API}/comments/1?_expand=post`))
      assert.equal(comment.post, null)
      const other = one(await a.get(`${API}/comments/5?_expand=post`))
      assert.deepEqual(other.post, one(await a.get(`${API}/posts/${other.post_id}`)))

      // A created post expands its user too; an unknown user is null.
      const mine = await create(a, 'posts', { user_id: 3, title: 't', body: 'b' })
      const lost = await create(a, 'posts', { user_id: 9999, title: 't', body: 'b' })
      const page = list(await a.get(`${API}/posts?limit=2&_expand=user`))
      assert.deepEqual(ids(page.data), [lost.id, mine.id])
      assert.equal(page.data[0]?.user, null)
      assert.deepEqual(page.data[1]?.user, baseRecords(app, 'users')[2])
    })
  })
}

describe('_fields and select', () => {
  const shared = appPerSuite()
  test('keep id, _sandbox, the named fields and the keys relations added', async () => {
    const app = await shared()
    const id = sandboxes()
    const a = as(app, id('select-a'))
    one(await a.patch(`${API}/users/1`, { website: 'edited.example' }))
    const second = baseRecords(app, 'users')[1] as Rec
    const users = list(await a.get(`${API}/users?limit=2&_fields=address.city&select=name`))
    assert.deepEqual(users.data, [
      { id: 1, name: 'Leanne Graham', address: { city: 'Gwenborough' }, _sandbox: 'updated' },
      { id: 2, name: second.name, address: { city: (second.address as Rec).city } },
    ])

    const post = one(await a.get(`${API}/posts/1?_embed=comments&_expand=user&_fields=title`))
    assert.deepEqual(Object.keys(post), ['id', 'title', 'comments', 'user'])
    assert.equal((post.comments as Rec[]).length, 3)
    assert.equal((post.user as Rec).username, 'Bret', 'an expanded record is kept whole')

    const nested = list(await a.get(`${API}/users/1/todos?limit=2&_fields=completed,nope`))
    assert.deepEqual(
      nested.data,
      baseRecords(app, 'todos')
        .filter((x) => x.user_id === 1)
        .slice(0, 2)
        .map((x) => ({ id: x.id, completed: x.completed })),
    )
  })

  test('leave pagination and the list headers as they were', async () => {
    const app = await shared()
    const id = sandboxes()
    const a = as(app, id('select-pages'))
    const plain = await a.get(`${API}/posts?page=2&limit=4`)
    const shaped = await a.get(`${API}/posts?page=2&limit=4&_embed=comments&_fields=title`)
    assert.deepEqual(list(shaped).pagination, list(plain).pagination)
    assert.deepEqual(ids(list(shaped).data), ids(list(plain).data))
    assert.equal(shaped.headers['x-total-count'], plain.headers['x-total-count'])
    assert.match(String(shaped.headers.link), /_embed=comments&_fields=title&limit=4&page=3/)
  })

  test('without these parameters records are as stored', async () => {
    const app = await shared()
    const id = sandboxes()
    const a = as(app, id('select-none'))
    assert.deepEqual(
      list(await a.get(`${API}/comments?limit=5`)).data,
      baseRecords(app, 'comments').slice(0, 5),
    )
    assert.deepEqual(one(await a.get(`${API}/users/3`)), baseRecords(app, 'users')[2])
  })
})

describe('bad shaping parameters are 400 INVALID_QUERY naming the parameter and the value', () => {
  const shared = appPerSuite()
  const cases: Array<[string, string, string]> = [
    [
      '/posts?_embed=comment',
      '_embed',
      "Query parameter '_embed' on posts must be comments, got 'comment'",
    ],
    [
      '/users/1?_embed=posts,photos',
      '_embed',
      "Query parameter '_embed' on users must be one of posts, todos, albums, got 'photos'",
    ],
    [
      '/users/1/posts?_expand=author',
      '_expand',
      "Query parameter '_expand' on posts must be user, got 'author'",
    ],
    [
      '/comments?_embed=post',
      '_embed',
      "Query parameter '_embed' cannot be used on comments: they have nothing to embed, got 'post'",
    ],
    [
      '/users?_expand=posts',
      '_expand',
      "Query parameter '_expand' cannot be used on users: they have nothing to expand, got 'posts'",
    ],
    [
      '/posts/1?_expand=user_id:users',
      '_expand',
      "Query parameter '_expand' on posts must be user, got 'user_id:users'",
    ],
    [
      '/posts?_fields=title,address..city',
      '_fields',
      "Query parameter '_fields' has an empty field name in 'address..city'",
    ],
    [
      '/users/1?select=address.__proto__.x',
      'select',
      "Query parameter 'select' may not name the key '__proto__' (in 'address.__proto__.x')",
    ],
    [
      `/todos?_fields=${'a'.repeat(101)}`,
      '_fields',
      `Query parameter '_fields' takes names of at most 100 characters, got '${'a'.repeat(40)}…'`,
    ],
    [
      `/todos?${Array.from({ length: 51 }, (_, i) => `_fields=f${i}`).join('&')}`,
      '_fields',
      "Query parameter '_fields' takes at most 50 names, got more",
    ],
  ]
  for (const [url, field, detail] of cases) {
    test(url.slice(0, 60), async () => {
      const app = await shared()
      const id = sandboxes()
      const body = assertProblem(
        await as(app, id('bad-shape')).get(`${API}${url}`),
        400,
        'INVALID_QUERY',
      )
      assert.equal(body.detail, detail)
      assert.deepEqual(
        body.errors?.map((e) => e.field),
        [field],
      )
    })
  }
})
