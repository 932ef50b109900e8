import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { RESOURCES as DEFS } from '../../../src/domain/resources.ts'
import { appPerSuite, as, STORES, sandboxes } from '../../helper.ts'
import {
  API,
  assertProblem,
  baseCount,
  baseRecords,
  type Client,
  collect,
  create,
  ids,
  list,
  parseLink,
  RESOURCES,
  type Rec,
  type Resource,
} from './support.ts'

/** The text fields `q` searches (docs/contract/lists-and-query-language.md#search). */
const TEXT_FIELDS: Record<Resource, string[]> = {
  users: [
    'name',
    'username',
    'email',
    'phone',
    'website',
    'address.street',
    'address.city',
    'address.zipcode',
    'company.name',
    'company.catchPhrase',
  ],
  posts: ['title', 'body'],
  comments: ['name', 'email', 'body'],
  todos: ['title'],
  albums: ['title'],
  photos: ['title'],
}

function read(record: Rec, path: string): unknown {
  let value: unknown = record
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** The reference meaning of `q`: a case-insensitive literal substring of any named text field. */
function matches(record: Rec, resource: Resource, q: string): boolean {
  const needle = q.toLowerCase()
  return TEXT_FIELDS[resource].some((f) => {
    const v = read(record, f)
    return typeof v === 'string' && v.toLowerCase().includes(needle)
  })
}

/** The reference meaning of `_sort`: stable, strings case-insensitive, missing values last. */
function sorted(records: readonly Rec[], path: string, order: 'asc' | 'desc'): Rec[] {
  const dir = order === 'asc' ? 1 : -1
  const key = (r: Rec) => {
    const v = read(r, path)
    return typeof v === 'string' ? v.toLowerCase() : typeof v === 'boolean' ? Number(v) : v
  }
  return [...records].sort((a, b) => {
    const ka = key(a) as string | number | undefined
    const kb = key(b) as string | number | undefined
    if (ka === undefined || kb === undefined) return ka === kb ? 0 : ka === undefined ? 1 : -1
    return (ka < kb ? -1 : ka > kb ? 1 : 0) * dir
  })
}

/** Walks a list `limit` records at a time and returns every record in order. */
async function walk(client: Client, path: string, limit: number): Promise<Rec[]> {
  const sep = path.includes('?') ? '&' : '?'
  const out: Rec[] = []
  for (let page = 1; page < 1000; page++) {
    const body = list(await client.get(`${path}${sep}limit=${limit}&page=${page}`))
    assert.ok(body.data.length <= limit)
    out.push(...body.data)
    if (!body.pagination.hasNextPage) {
      assert.equal(out.length, body.pagination.total)
      return out
    }
    assert.equal(body.data.length, limit, 'a page before the last is full')
  }
  throw new Error('too many pages')
}

/** The bare path and query of an absolute Link URL, to send back through inject. */
const local = (url: URL | undefined) => {
  assert.ok(url, 'a link')
  return `${url.pathname}${url.search}`
}

for (const store of STORES) {
  describe(`list pagination (${store})`, () => {
    const shared = appPerSuite({ store })
    test('defaults to page 1 with 10 records and reports the pagination', async (t) => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      for (const resource of RESOURCES) {
        await t.test(resource, async () => {
          const total = baseCount(app, resource)
          const body = list(await a.get(`${API}/${resource}`))
          assert.deepEqual(ids(body.data), ids(baseRecords(app, resource).slice(0, 10)))
          assert.deepEqual(body.pagination, {
            page: 1,
            limit: 10,
            total,
            totalPages: Math.ceil(total / 10),
            hasNextPage: true,
            hasPrevPage: false,
          })
        })
      }
    })

    test('a limit above 30 is clamped to 30 and reported as 30', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      const total = baseCount(app, 'comments')
      for (const limit of [31, 50, 1000]) {
        const body = list(await a.get(`${API}/comments?limit=${limit}`))
        assert.equal(body.data.length, 30)
        assert.equal(body.pagination.limit, 30)
        assert.equal(body.pagination.totalPages, Math.ceil(total / 30))
      }
      const exact = list(await a.get(`${API}/comments?limit=30`))
      assert.equal(exact.data.length, 30)
      assert.equal(exact.pagination.limit, 30)
    })

    test('totalPages, hasNextPage and hasPrevPage follow from total, page and limit', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      for (const resource of ['users', 'comments'] as const) {
        const total = baseCount(app, resource)
        for (const limit of [1, 3, 7, 10, 30]) {
          const totalPages = Math.ceil(total / limit)
          for (const page of [1, 2, totalPages - 1, totalPages, totalPages + 1]) {
            if (page < 1) continue
            const body = list(await a.get(`${API}/${resource}?page=${page}&limit=${limit}`))
            const label = `${resource} page ${page} limit ${limit}`
            assert.deepEqual(
              body.pagination,
              {
                page,
                limit,
                total,
                totalPages,
                hasNextPage: page < totalPages,
                hasPrevPage: page > 1,
              },
              label,
            )
            const expectedLength = Math.max(0, Math.min(limit, total - (page - 1) * limit))
            assert.equal(body.data.length, expectedLength, label)
            assert.deepEqual(
              ids(body.data),
              ids(baseRecords(app, resource).slice((page - 1) * limit, page * limit)),
              label,
            )
          }
        }
      }
    })

    test('a page past the end answers empty data with the real total', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      const total = baseCount(app, 'posts')
      const past = Math.ceil(total / 10) + 1
      const body = list(await a.get(`${API}/posts?page=${past}`))
      assert.deepEqual(body.data, [])
      assert.equal(body.pagination.page, past)
      assert.equal(body.pagination.total, total)
      assert.equal(body.pagination.hasNextPage, false)
      assert.equal(body.pagination.hasPrevPage, true)
      const far = list(await a.get(`${API}/posts?page=100000`))
      assert.deepEqual(far.data, [])
    })

    test('an empty result has zero pages and neither next nor previous page', async () => {
      const app = await shared()
      const id = sandboxes()
      const body = list(await as(app, id('lists-a')).get(`${API}/posts?q=no-such-text-anywhere-42`))
      assert.deepEqual(body, {
        data: [],
        pagination: {
          page: 1,
          limit: 10,
          total: 0,
          totalPages: 0,
          hasNextPage: false,
          hasPrevPage: false,
        },
      })
    })

    test('_page and _limit are aliases, and page and limit win when both are sent', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      const base = baseRecords(app, 'posts')
      const alias = list(await a.get(`${API}/posts?_page=2&_limit=5`))
      assert.deepEqual(ids(alias.data), ids(base.slice(5, 10)))
      assert.equal(alias.pagination.page, 2)
      assert.equal(alias.pagination.limit, 5)
      const both = list(await a.get(`${API}/posts?_page=2&page=3&_limit=7&limit=4`))
      assert.deepEqual(ids(both.data), ids(base.slice(8, 12)))
      assert.equal(both.pagination.page, 3)
      assert.equal(both.pagination.limit, 4)
      const clamped = list(await a.get(`${API}/posts?_limit=100`))
      assert.equal(clamped.pagination.limit, 30)
    })

    test('unknown _-parameters are ignored and named; any other parameter filters', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      const plain = list(await a.get(`${API}/todos?page=2`))
      const busted = await a.get(`${API}/todos?page=2&_=1700000000&_nonce=x`)
      assert.deepEqual(list(busted), plain)
      assert.equal(busted.headers['x-playground-ignored'], '_, _nonce')
      assert.equal(busted.headers['x-playground-warning'], undefined)
      // docs/contract/lists-and-query-language.md#filters: a filter on a field nobody holds still
      // applies, and the answer says so.
      const filtered = await a.get(`${API}/todos?page=1&foo=bar`)
      assert.deepEqual(list(filtered).data, [])
      assert.equal(filtered.headers['x-playground-warning'], 'unknown field foo')
    })

    test('walking small pages over a merged view yields the same records as one large page', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      await create(a, 'posts', { user_id: 2, title: 'created for two' })
      await create(a, 'posts', { user_id: 9, title: 'created for nine' })
      await a.patch(`${API}/posts/1`, { user_id: 2 })
      await a.patch(`${API}/posts/30`, { user_id: 2 })
      await a.patch(`${API}/posts/6`, { user_id: 3 })
      await a.delete(`${API}/posts/7`)
      await a.delete(`${API}/posts/40`)
      for (const path of [`${API}/posts`, `${API}/posts?user_id=2`, `${API}/posts?user_id=3`]) {
        const whole = await collect(a, path)
        for (const limit of [1, 2, 3, 7]) {
          assert.deepEqual(ids(await walk(a, path, limit)), ids(whole.data), `${path} by ${limit}`)
        }
      }
    })
  })

  describe(`list search (${store})`, () => {
    const shared = appPerSuite({ store })
    test('q is a case-insensitive substring over the text fields of each resource', async (t) => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      for (const resource of RESOURCES) {
        await t.test(resource, async () => {
          const base = baseRecords(app, resource)
          const source = String(read(base[1] as Rec, TEXT_FIELDS[resource][0] as string))
          const needle = source.slice(1, 7)
          // The same text in another case must find the same records.
          const q = needle === needle.toUpperCase() ? needle.toLowerCase() : needle.toUpperCase()
          const expected = base.filter((r) => matches(r, resource, needle))
          assert.ok(expected.length > 0)
          const { data, total } = await collect(a, `${API}/${resource}?q=${encodeURIComponent(q)}`)
          assert.deepEqual(ids(data), ids(expected))
          assert.equal(total, expected.length)
        })
      }
    })

    test('q over users searches address and company fields too', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      const users = baseRecords(app, 'users')
      const first = users[0] as Rec & {
        address: Record<string, string>
        company: Record<string, string>
      }
      for (const value of [
        first.address.city,
        first.address.street,
        first.address.zipcode,
        first.company.name,
        first.company.catchPhrase,
      ]) {
        const q = String(value).toUpperCase()
        const expected = users.filter((u) => matches(u, 'users', q))
        assert.ok(ids(expected).includes(first.id))
        const { data } = await collect(a, `${API}/users?q=${encodeURIComponent(q)}`)
        assert.deepEqual(ids(data), ids(expected), `q=${q}`)
      }
    })

    test('q is never a regular expression', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      const literal = await create(a, 'posts', { title: 'a regex .* written out' })
      const bracket = await create(a, 'posts', { title: 'an unbalanced [( bracket' })
      const base = baseRecords(app, 'posts')
      for (const [q, mine] of [
        ['.*', literal],
        ['[(', bracket],
      ] as const) {
        const expected = [mine, ...base.filter((r) => matches(r, 'posts', q))]
        const { data, total } = await collect(a, `${API}/posts?q=${encodeURIComponent(q)}`)
        assert.deepEqual(ids(data), ids(expected), `q=${q}`)
        assert.ok(total < base.length, `q=${q} must not match everything`)
      }
    })

    test('q sees the overlay: created and edited records match, deleted ones do not', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      const created = await create(a, 'todos', { title: 'Feed the XYZZY cat' })
      await a.patch(`${API}/todos/9`, { title: 'xyzzy in an updated todo' })
      await a.patch(`${API}/todos/4`, { title: 'Xyzzy again' })
      await a.delete(`${API}/todos/4`)
      const body = list(await a.get(`${API}/todos?q=xYzZy`))
      assert.deepEqual(ids(body.data), [created.id, 9])
      assert.equal(body.pagination.total, 2)
      assert.equal(body.data[1]?._sandbox, 'updated')
      const other = list(await as(app, id('lists-b')).get(`${API}/todos?q=xyzzy`))
      assert.equal(other.pagination.total, 0)
    })

    test('q does not search fields outside the named text fields', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      await create(a, 'todos', { title: 'plain', secret: 'xyzzy hidden in an extra field' })
      const body = list(await a.get(`${API}/todos?q=xyzzy`))
      assert.equal(body.pagination.total, 0)
    })
  })

  describe(`list sorting (${store})`, () => {
    const shared = appPerSuite({ store })
    test('_sort orders by a field, ascending by default, strings case-insensitively', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      for (const [resource, field] of [
        ['posts', 'title'],
        ['comments', 'email'],
        ['users', 'name'],
        ['users', 'address.city'],
        ['users', 'company.name'],
        ['todos', 'title'],
      ] as const) {
        const base = baseRecords(app, resource)
        for (const order of [undefined, 'asc', 'desc', 'DESC', 'Asc'] as const) {
          const qs = `_sort=${field}${order ? `&_order=${order}` : ''}`
          const expected = sorted(base, field, order?.toLowerCase() === 'desc' ? 'desc' : 'asc')
          const { data } = await collect(a, `${API}/${resource}?${qs}`)
          assert.deepEqual(ids(data), ids(expected), `${resource}?${qs}`)
        }
      }
    })

    test('sorting is stable: equal keys keep their id order in both directions', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      for (const [resource, field] of [
        ['posts', 'user_id'],
        ['comments', 'post_id'],
        ['todos', 'completed'],
        ['todos', 'user_id'],
      ] as const) {
        const base = baseRecords(app, resource)
        for (const order of ['asc', 'desc'] as const) {
          const { data } = await collect(a, `${API}/${resource}?_sort=${field}&_order=${order}`)
          assert.deepEqual(
            ids(data),
            ids(sorted(base, field, order)),
            `${resource} ${field} ${order}`,
          )
          for (let i = 1; i < data.length; i++) {
            const [prev, cur] = [data[i - 1] as Rec, data[i] as Rec]
            if (prev[field] === cur[field]) assert.ok((prev.id as number) < (cur.id as number))
          }
        }
      }
    })

    test('strings compare case-insensitively and records lacking the field come last', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      const lacking = await create(a, 'posts', { body: 'xyzzy without a title' })
      const b = await create(a, 'posts', { title: 'xyzzy b', body: 'xyzzy' })
      const upperA = await create(a, 'posts', { title: 'XYZZY a', body: 'xyzzy' })
      const c = await create(a, 'posts', { title: 'xyzzy C', body: 'xyzzy' })
      assert.equal(
        baseRecords(app, 'posts').filter((r) => matches(r, 'posts', 'xyzzy')).length,
        0,
        'the baseline does not contain the marker',
      )
      const asc = list(await a.get(`${API}/posts?q=xyzzy&_sort=title`))
      assert.deepEqual(ids(asc.data), [upperA.id, b.id, c.id, lacking.id])
      const desc = list(await a.get(`${API}/posts?q=xyzzy&_sort=title&_order=desc`))
      assert.deepEqual(ids(desc.data), [c.id, b.id, upperA.id, lacking.id])
    })

    test('_sort orders the merged view, created and updated records included', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      const older = await create(a, 'posts', { user_id: 2, title: 'aaa first by title' })
      const newer = await create(a, 'posts', { user_id: 2, title: 'Mmm middle' })
      await a.patch(`${API}/posts/5`, { title: 'zzz last by title' })
      await a.delete(`${API}/posts/6`)
      const base = baseRecords(app, 'posts')
      const view: Rec[] = [
        newer,
        older,
        ...base
          .filter((r) => r.id !== 6)
          .map((r) =>
            r.id === 5 ? { ...r, title: 'zzz last by title', _sandbox: 'updated' } : { ...r },
          ),
      ]
      for (const order of ['asc', 'desc'] as const) {
        const { data } = await collect(a, `${API}/posts?_sort=title&_order=${order}`)
        assert.deepEqual(data, sorted(view, 'title', order), order)
        const filtered = await collect(a, `${API}/posts?user_id=2&_sort=title&_order=${order}`)
        const expected = sorted(
          view.filter((r) => r.user_id === 2),
          'title',
          order,
        )
        assert.deepEqual(ids(filtered.data), ids(expected), `user_id=2 ${order}`)
      }
    })

    test('_sort combines with q and pagination', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      const base = baseRecords(app, 'comments')
      const q = String((base[0] as Rec).email).split('@')[1] as string
      const expected = sorted(
        base.filter((r) => matches(r, 'comments', q)),
        'name',
        'desc',
      )
      const body = list(await a.get(`${API}/comments?q=${q}&_sort=name&_order=desc&limit=3&page=2`))
      assert.deepEqual(ids(body.data), ids(expected.slice(3, 6)))
      assert.equal(body.pagination.total, expected.length)
    })
  })

  describe(`list filters (${store})`, () => {
    const shared = appPerSuite({ store })
    test('user_id, post_id and completed filter the baseline', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      const cases: Array<[Resource, string, (r: Rec) => boolean]> = [
        ['posts', 'user_id=2', (r) => r.user_id === 2],
        ['todos', 'user_id=3', (r) => r.user_id === 3],
        ['comments', 'post_id=7', (r) => r.post_id === 7],
        ['todos', 'completed=true', (r) => r.completed === true],
        ['todos', 'completed=false', (r) => r.completed === false],
        ['todos', 'user_id=4&completed=false', (r) => r.user_id === 4 && r.completed === false],
        ['posts', 'user_id=9999', () => false],
      ]
      for (const [resource, qs, keep] of cases) {
        const expected = baseRecords(app, resource).filter(keep)
        const { data, total } = await collect(a, `${API}/${resource}?${qs}`)
        assert.deepEqual(ids(data), ids(expected), `${resource}?${qs}`)
        assert.equal(total, expected.length)
      }
    })

    test('a PATCH that changes user_id moves a post between user_id filters in id order', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      const base = baseRecords(app, 'posts')
      const moved = base.find((r) => r.user_id === 1) as Rec
      const res = await a.patch(`${API}/posts/${moved.id}`, { user_id: 2 })
      assert.equal(res.statusCode, 200)
      const one = list(await a.get(`${API}/posts?user_id=1`))
      assert.deepEqual(ids(one.data), ids(base.filter((r) => r.user_id === 1 && r.id !== moved.id)))
      const two = list(await a.get(`${API}/posts?user_id=2`))
      const expectedTwo = base.filter((r) => r.user_id === 2 || r.id === moved.id)
      assert.deepEqual(ids(two.data), ids(expectedTwo))
      assert.deepEqual(two.data[0], { ...moved, user_id: 2, userId: 2, _sandbox: 'updated' })
      assert.equal(two.pagination.total, expectedTwo.length)
      // Another identity still sees the baseline split.
      const other = list(await as(app, id('lists-b')).get(`${API}/posts?user_id=1`))
      assert.ok(ids(other.data).includes(moved.id))
    })

    test('several records moved into a filter keep id order whatever the order of the edits', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      const base = baseRecords(app, 'posts')
      const moved = base.filter((r) => r.user_id === 1).slice(0, 3)
      for (const record of [...moved].reverse()) {
        assert.equal((await a.patch(`${API}/posts/${record.id}`, { user_id: 4 })).statusCode, 200)
      }
      const expected = ids(base.filter((r) => r.user_id === 4 || moved.includes(r)))
      const body = list(await a.get(`${API}/posts?user_id=4`))
      assert.deepEqual(ids(body.data), expected)
      assert.equal(body.pagination.total, expected.length)
      for (const limit of [1, 2, 5]) {
        assert.deepEqual(
          ids(await walk(a, `${API}/posts?user_id=4`, limit)),
          expected,
          `by ${limit}`,
        )
      }
    })

    test('a created post with user_id 2 comes first in ?user_id=2, deleted ones are gone', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      const base = baseRecords(app, 'posts')
      const created = await create(a, 'posts', { user_id: '2', title: 'mine' })
      await create(a, 'posts', { user_id: 3, title: 'not for two' })
      const gone = base.filter((r) => r.user_id === 2)[1] as Rec
      await a.delete(`${API}/posts/${gone.id}`)
      const res = await a.get(`${API}/posts?user_id=2`)
      const body = list(res)
      const expected = [created.id, ...ids(base.filter((r) => r.user_id === 2 && r.id !== gone.id))]
      assert.deepEqual(ids(body.data), expected)
      assert.equal(body.pagination.total, expected.length)
      assert.equal(res.headers['x-total-count'], String(expected.length))
    })

    test('a PATCH of completed moves a todo between completed filters', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      const base = baseRecords(app, 'todos')
      const open = base.find((r) => r.completed === false) as Rec
      await a.patch(`${API}/todos/${open.id}`, { completed: true })
      const done = await collect(a, `${API}/todos?completed=true`)
      assert.deepEqual(
        ids(done.data),
        ids(base.filter((r) => r.completed === true || r.id === open.id)),
      )
      const notDone = await collect(a, `${API}/todos?completed=false`)
      assert.deepEqual(
        ids(notDone.data),
        ids(base.filter((r) => r.completed === false && r.id !== open.id)),
      )
      const created = await create(a, 'todos', { user_id: 1, completed: false, title: 'new' })
      const mine = list(await a.get(`${API}/todos?completed=false&user_id=1`))
      assert.deepEqual(ids(mine.data), [
        created.id,
        ...ids(base.filter((r) => r.completed === false && r.user_id === 1 && r.id !== open.id)),
      ])
    })

    test('a filter value is compared as a number, so a created post with user_id "2" matches', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      const created = await create(a, 'comments', { post_id: '5', name: 'string reference' })
      const body = list(await a.get(`${API}/comments?post_id=5`))
      assert.equal(body.data[0]?.id, created.id)
      assert.equal(
        body.pagination.total,
        baseRecords(app, 'comments').filter((r) => r.post_id === 5).length + 1,
      )
    })
  })

  describe(`list headers (${store})`, () => {
    const shared = appPerSuite({ store })
    test('X-Total-Count carries the merged total', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      const before = await a.get(`${API}/users`)
      assert.equal(before.headers['x-total-count'], String(baseCount(app, 'users')))
      await create(a, 'users', { name: 'new' })
      await create(a, 'users', { name: 'newer' })
      await a.delete(`${API}/users/1`)
      const after = await a.get(`${API}/users?page=2`)
      assert.equal(after.headers['x-total-count'], String(baseCount(app, 'users') + 1))
      assert.equal(after.headers['x-total-count'], String(list(after).pagination.total))
    })

    test('Link names first, prev, next and last with the right page numbers', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      const total = baseCount(app, 'posts')
      const lastPage = Math.ceil(total / 10)
      const middle = parseLink((await a.get(`${API}/posts?page=3`)).headers.link)
      assert.deepEqual(Object.keys(middle).sort(), ['first', 'last', 'next', 'prev'])
      const pageOf = (rel: string) => Number(middle[rel]?.searchParams.get('page'))
      assert.equal(pageOf('first'), 1)
      assert.equal(pageOf('prev'), 2)
      assert.equal(pageOf('next'), 4)
      assert.equal(pageOf('last'), lastPage)
      for (const url of Object.values(middle)) {
        assert.equal(url.pathname, `${API}/posts`)
        assert.equal(url.searchParams.get('limit'), '10')
      }

      const first = parseLink((await a.get(`${API}/posts`)).headers.link)
      assert.deepEqual(Object.keys(first).sort(), ['first', 'last', 'next'])
      const last = parseLink((await a.get(`${API}/posts?page=${lastPage}`)).headers.link)
      assert.deepEqual(Object.keys(last).sort(), ['first', 'last', 'prev'])
      assert.equal(last.prev?.searchParams.get('page'), String(lastPage - 1))
    })

    test('Link keeps the other query parameters and its links lead to the neighbouring pages', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      await create(a, 'todos', { completed: true, title: 'created and done' })
      const path = `${API}/todos?completed=true&_sort=title&_order=desc`
      const res = await a.get(`${path}&_page=2&_limit=4`)
      const current = list(res)
      const links = parseLink(res.headers.link)
      for (const url of Object.values(links)) {
        assert.equal(url.searchParams.get('completed'), 'true')
        assert.equal(url.searchParams.get('_sort'), 'title')
        assert.equal(url.searchParams.get('_order'), 'desc')
        assert.equal(url.searchParams.get('limit') ?? url.searchParams.get('_limit'), '4')
      }
      const expected = async (page: number) =>
        list(await a.get(`${path}&page=${page}&limit=4`)).data
      assert.deepEqual(list(await a.get(local(links.next))).data, await expected(3))
      assert.deepEqual(list(await a.get(local(links.prev))).data, await expected(1))
      assert.deepEqual(list(await a.get(local(links.first))).data, await expected(1))
      const lastBody = list(await a.get(local(links.last)))
      assert.equal(lastBody.pagination.page, current.pagination.totalPages)
      assert.equal(lastBody.pagination.hasNextPage, false)
    })

    test('Link reports the clamped limit', async () => {
      const app = await shared()
      const id = sandboxes()
      const links = parseLink(
        (await as(app, id('lists-a')).get(`${API}/comments?limit=100&page=2`)).headers.link,
      )
      const total = baseCount(app, 'comments')
      assert.equal(links.next?.searchParams.get('limit'), '30')
      assert.equal(links.next?.searchParams.get('page'), '3')
      assert.equal(links.last?.searchParams.get('page'), String(Math.ceil(total / 30)))
    })
  })

  describe(`list query validation (${store})`, () => {
    const shared = appPerSuite({ store })
    test('bad list parameters are 400 INVALID_QUERY', async (t) => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      const cases: Array<[Resource, string]> = [
        ['posts', 'page=0'],
        ['posts', 'page=-1'],
        ['posts', 'page=1.5'],
        ['posts', 'page=abc'],
        ['posts', 'limit=abc'],
        ['posts', 'limit=0'],
        ['posts', '_page=0'],
        ['posts', '_limit=abc'],
        ['posts', '_sort=unknown'],
        ['users', '_sort=address'],
        ['posts', '_sort=title&_order=up'],
        ['posts', '_order=descending'],
        ['posts', 'user_id=x'],
        ['posts', 'user_id=0'],
        ['todos', 'user_id=1.5'],
        ['comments', 'post_id=x'],
        ['todos', 'completed=maybe'],
      ]
      for (const [resource, qs] of cases) {
        await t.test(`${resource}?${qs}`, async () => {
          assertProblem(await a.get(`${API}/${resource}?${qs}`), 400, 'INVALID_QUERY')
        })
      }
    })

    test('an unknown _sort field is named in the answer with the fields it may be', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('lists-a'))
      for (const resource of ['posts', 'users', 'comments', 'todos'] as const) {
        const res = await a.get(`${API}/${resource}?_sort=nope`)
        assertProblem(res, 400, 'INVALID_QUERY')
        const detail = (res.json() as { detail: string }).detail
        assert.match(detail, /'_sort' .*'nope'/)
        for (const field of DEFS[resource].sortFields) {
          assert.ok(detail.includes(field), `'${detail}' lists ${field}`)
        }
      }
    })
  })
}
