import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { ProblemError } from '../errors.ts'
import { DEFAULT_MAX_LIMIT } from '../limits.ts'
import { compileQuery, type ListArgs, type ListQuery, toListQuery } from './query.ts'

/** 400 INVALID_QUERY naming `field`. */
const refused = (field: string) => (err: unknown) =>
  err instanceof ProblemError && err.code === 'INVALID_QUERY' && err.errors?.[0]?.field === field

describe('toListQuery', () => {
  const cases: Array<{
    name: string
    args: ListArgs
    resource?: Parameters<typeof toListQuery>[1]
    fixed?: ListQuery['filters']
    want: ListQuery
  }> = [
    {
      name: 'nothing asked: every field undefined, no filter',
      args: {},
      resource: 'users',
      want: {
        page: undefined,
        limit: undefined,
        q: undefined,
        sort: undefined,
        order: undefined,
        filters: {},
      },
    },
    {
      name: 'page and limit win over their aliases _page and _limit',
      args: { page: 2, _page: 5, _limit: 7 },
      want: { page: 2, limit: 7, q: undefined, sort: undefined, order: undefined, filters: {} },
    },
    {
      name: '_order, _sort and q as given: compileQuery reads them',
      args: { _order: 'DeSc', _sort: 'title', q: 'Hello' },
      want: {
        page: undefined,
        limit: undefined,
        q: 'Hello',
        sort: 'title',
        order: 'DeSc',
        filters: {},
      },
    },
    {
      name: "the resource's filters: ids as integers, from numbers or ID strings",
      args: { user_id: '3', completed: false },
      resource: 'todos',
      want: {
        page: undefined,
        limit: undefined,
        q: undefined,
        sort: undefined,
        order: undefined,
        filters: { user_id: 3, completed: false },
      },
    },
    {
      name: 'arguments a resource does not filter on are left out, unread',
      args: { user_id: 'not a number', post_id: 4 },
      resource: 'users',
      want: {
        page: undefined,
        limit: undefined,
        q: undefined,
        sort: undefined,
        order: undefined,
        filters: {},
      },
    },
    {
      name: "a nested list's filter wins over the argument, which is not read",
      args: { user_id: 'nonsense', completed: true },
      resource: 'todos',
      fixed: { user_id: 1 },
      want: {
        page: undefined,
        limit: undefined,
        q: undefined,
        sort: undefined,
        order: undefined,
        filters: { completed: true, user_id: 1 },
      },
    },
  ]
  // What every translation holds besides the case's own fields.
  const blank = { cursor: undefined, cursorName: 'cursor', where: undefined }
  for (const c of cases) {
    test(c.name, () =>
      assert.deepEqual(toListQuery(c.args, c.resource, c.fixed), { ...blank, ...c.want }),
    )
  }

  test('refuses a reference that is not a positive integer id', () => {
    for (const bad of ['0', '-1', '1.5', 'abc', 0, 2.5]) {
      assert.throws(
        () => toListQuery({ post_id: bad }, 'comments'),
        refused('post_id'),
        String(bad),
      )
    }
  })
})

describe('compileQuery', () => {
  test('defaults: page 1, limit 10, no filter, no search, no sort', () => {
    const q = compileQuery('posts', {}, DEFAULT_MAX_LIMIT)
    assert.deepEqual(
      { ...q, print: undefined },
      {
        mode: 'pages',
        page: 1,
        limit: 10,
        offset: 0,
        indexed: [],
        match: undefined,
        exact: false,
        search: undefined,
        textMatch: undefined,
        sort: undefined,
        cursor: undefined,
        print: undefined,
        untyped: [],
        likes: undefined,
      },
    )
  })

  test('clamps the limit to 30 and works out the offset', () => {
    const q = compileQuery('posts', { page: 3, limit: 50 }, DEFAULT_MAX_LIMIT)
    assert.deepEqual([q.page, q.limit, q.offset], [3, 30, 60])
  })

  test('keeps only the filters the resource has and that were given', () => {
    const q = compileQuery(
      'todos',
      { filters: { user_id: 2, completed: undefined, post_id: 1 } },
      DEFAULT_MAX_LIMIT,
    )
    assert.deepEqual(q.indexed, [['user_id', 2]])
    assert.equal(q.match?.({ id: 1, user_id: 2 }), true)
    assert.equal(q.match?.({ id: 1, user_id: '2' }), false)
  })

  test('an empty q searches nothing; a sort defaults to ascending', () => {
    const q = compileQuery('posts', { q: '', sort: 'title' }, DEFAULT_MAX_LIMIT)
    assert.equal(q.search, undefined)
    assert.deepEqual(q.sort, [{ path: 'title', order: 'asc' }])
  })

  test('a filter on a name Object.prototype holds (toString) is untyped, so reported when unheld', () => {
    const where = { param: 'toString', path: 'toString', op: 'eq' as const, values: ['x'] }
    assert.deepEqual(compileQuery('posts', { where }, DEFAULT_MAX_LIMIT).untyped, ['toString'])
  })

  const refusals: Array<[string, ListQuery, string]> = [
    ['page 0', { page: 0 }, 'page'],
    ['a fractional page', { page: 1.5 }, 'page'],
    ['limit 0', { limit: 0 }, 'limit'],
    ['a sort field the resource does not have', { sort: 'nope' }, '_sort'],
    ['an _order other than asc or desc', { sort: 'title', order: 'up' }, '_order'],
  ]
  for (const [name, query, field] of refusals) {
    test(`refuses ${name}`, () =>
      assert.throws(() => compileQuery('posts', query, DEFAULT_MAX_LIMIT), refused(field)))
  }
})
