import type { Item, OverlayEntry } from '../../store/port.ts'
import type { ResourceName } from '../resources.ts'
import type { Clause } from './filter.ts'
import type { ListResult } from './paginate.ts'
import type { ListQuery } from './query.ts'

/**
 * One table of list cases over the scale-1 baseline (100 posts, four per user; 300 comments,
 * three per post; 125 todos, five per user; 100 albums, ten per user of the first ten; 5,000
 * photos, fifty per album), run through both the fast `run` and the
 * `reference` oracle (`cases.test.ts`), as Hono runs its routers through one case file.
 * `ids` and `total`, when given, are what the contract (docs/contract/lists-and-query-language.md)
 * says the list holds; every case also checks that both implementations answer alike.
 */
export interface ListCase {
  name: string
  resource: ResourceName
  /** The identity's overlay, in write order. */
  overlay?: OverlayEntry[]
  query: ListQuery
  ids?: Array<number | string>
  total?: number
  check?: (result: ListResult) => void
}

/** Builds an overlay in write order. */
function overlay(...writes: Array<Omit<OverlayEntry, 'seq' | 'at'>>): OverlayEntry[] {
  return writes.map((w, seq) => ({ ...w, seq, at: seq }))
}
const created = (id: string, fields: Record<string, unknown>) => ({
  id,
  kind: 'created' as const,
  item: { id, ...fields },
})
const updated = (id: number, fields: Record<string, unknown>) => ({
  id: String(id),
  kind: 'updated' as const,
  item: { id, ...fields } as Item,
})
const deleted = (id: number) => ({ id: String(id), kind: 'deleted' as const, item: null })

const clause = (param: string, path: string, op: Clause['op'], ...values: string[]): Clause => ({
  param,
  path,
  op,
  values,
})
const and = (...clauses: Clause[]) => ({ and: clauses })

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i)

function assertThat(ok: boolean, what: string) {
  if (!ok) throw new Error(what)
}

export const LIST_CASES: readonly ListCase[] = [
  {
    name: 'a plain page is the baseline in id order',
    resource: 'posts',
    query: {},
    ids: range(1, 10),
    total: 100,
  },
  {
    name: 'page and limit select a window',
    resource: 'posts',
    query: { page: 2, limit: 3 },
    ids: [4, 5, 6],
    total: 100,
  },
  {
    name: 'a page past the end is empty and still counts the list',
    resource: 'posts',
    query: { page: 5, limit: 30 },
    ids: [],
    total: 100,
  },
  {
    name: 'a limit above 30 is clamped to 30',
    resource: 'todos',
    query: { limit: 100 },
    ids: range(1, 30),
    total: 125,
    check: (r) => assertThat(r.pagination.limit === 30, 'reported limit 30'),
  },
  {
    name: 'created records come first, newest first',
    resource: 'posts',
    overlay: overlay(created('local-a', { title: 'A' }), created('local-b', { title: 'B' })),
    query: {},
    ids: ['local-b', 'local-a', ...range(1, 8)],
    total: 102,
    check: (r) => assertThat(r.data[0]?._sandbox === 'created', 'created records are marked'),
  },
  {
    name: 'a page past the created records goes on in the baseline',
    resource: 'posts',
    overlay: overlay(created('local-a', { title: 'A' }), created('local-b', { title: 'B' })),
    query: { page: 2, limit: 3 },
    ids: [2, 3, 4],
    total: 102,
  },
  {
    name: 'a deleted record leaves the list',
    resource: 'posts',
    overlay: overlay(deleted(2)),
    query: {},
    ids: [1, ...range(3, 11)],
    total: 99,
  },
  {
    name: 'an updated record keeps its place and is marked updated',
    resource: 'posts',
    overlay: overlay(updated(3, { user_id: 1, title: 'Changed' })),
    query: { limit: 5 },
    ids: range(1, 5),
    total: 100,
    check: (r) => {
      assertThat(r.data[2]?._sandbox === 'updated', 'marked updated')
      assertThat(r.data[2]?.title === 'Changed', 'the new version')
      assertThat(r.data[1]?._sandbox === undefined, 'baseline records unmarked')
    },
  },
  {
    name: 'changes to ids the baseline does not hold are ignored',
    resource: 'posts',
    overlay: overlay(deleted(5000), updated(6000, { title: 'far' })),
    query: {},
    ids: range(1, 10),
    total: 100,
  },
  {
    name: 'a filter keeps the matching records',
    resource: 'posts',
    query: { filters: { user_id: 2 } },
    ids: [5, 6, 7, 8],
    total: 4,
  },
  {
    name: 'an updated record that now matches the filter enters at its id',
    resource: 'posts',
    overlay: overlay(updated(10, { user_id: 2, title: 'moved' })),
    query: { filters: { user_id: 2 } },
    ids: [5, 6, 7, 8, 10],
    total: 5,
  },
  {
    name: 'an updated record that no longer matches the filter leaves',
    resource: 'posts',
    overlay: overlay(updated(6, { user_id: 3, title: 'moved' })),
    query: { filters: { user_id: 2 } },
    ids: [5, 7, 8],
    total: 3,
  },
  {
    name: 'a matching created record comes before the filtered baseline',
    resource: 'posts',
    overlay: overlay(created('local-a', { user_id: 2 }), created('local-b', { user_id: 3 })),
    query: { filters: { user_id: 2 } },
    ids: ['local-a', 5, 6, 7, 8],
    total: 5,
  },
  {
    name: 'filters a resource does not have are ignored',
    resource: 'users',
    query: { filters: { user_id: 2 }, limit: 3 },
    ids: [1, 2, 3],
    total: 25,
  },
  {
    name: 'two filters narrow together',
    resource: 'todos',
    overlay: overlay(updated(3, { user_id: 1, title: 'x', completed: true }), deleted(1)),
    query: { filters: { user_id: 1, completed: true } },
  },
  {
    name: 'two filters, one of them false',
    resource: 'todos',
    overlay: overlay(created('local-a', { user_id: 2, completed: false, title: 'new' })),
    query: { filters: { user_id: 2, completed: false } },
  },
  {
    name: 'q matches case-insensitively, overlay records too',
    resource: 'posts',
    overlay: overlay(
      created('local-a', { title: 'A Zebra Crossing', body: '' }),
      updated(7, { user_id: 2, title: 'zebra CROSSING too' }),
    ),
    query: { q: 'ZEBRA crossing' },
    ids: ['local-a', 7],
    total: 2,
  },
  {
    name: 'q finds an updated record by its new text only',
    resource: 'posts',
    overlay: overlay(updated(1, { user_id: 1, title: 'qqxyzzy', body: '' })),
    query: { q: 'qqxyzzy' },
    ids: [1],
    total: 1,
  },
  {
    name: 'q is text, never a regular expression',
    resource: 'posts',
    overlay: overlay(created('local-a', { title: 'a.*b', body: '' })),
    query: { q: '.*' },
    ids: ['local-a'],
    total: 1,
  },
  {
    name: 'q does not match across two fields',
    resource: 'posts',
    overlay: overlay(created('local-a', { title: 'qqx', body: 'yzz' })),
    query: { q: 'qqxyzz' },
    ids: [],
    total: 0,
  },
  {
    name: 'an empty q lists everything',
    resource: 'posts',
    overlay: overlay(deleted(1)),
    query: { q: '' },
    ids: range(2, 11),
    total: 99,
  },
  {
    name: 'q over common words, with a filter and an overlay',
    resource: 'comments',
    overlay: overlay(
      created('local-a', { post_id: 1, name: 'the one', email: 'a@x.io', body: 'b' }),
      updated(2, { post_id: 1, name: 'THE two', email: 'b@x.io', body: 'b' }),
      deleted(3),
    ),
    query: { q: 'the', filters: { post_id: 1 } },
  },
  {
    name: 'q over nested user fields',
    resource: 'users',
    query: { q: 'gwenborough' },
    ids: [1],
    total: 1,
  },
  {
    name: 'sort is stable: equal keys keep created first, then id order',
    resource: 'posts',
    overlay: overlay(created('local-a', { user_id: 1, title: 't' })),
    query: { sort: 'user_id' },
    ids: ['local-a', ...range(1, 9)],
    total: 101,
  },
  {
    name: 'sort descending keeps ties in the same order',
    resource: 'posts',
    overlay: overlay(created('local-a', { user_id: 25, title: 't' })),
    query: { sort: 'user_id', order: 'desc', limit: 6 },
    ids: ['local-a', 97, 98, 99, 100, 93],
    total: 101,
  },
  {
    name: 'an updated record moves to its new key, in id order among equals',
    resource: 'posts',
    overlay: overlay(updated(1, { user_id: 25, title: 't' })),
    query: { sort: 'user_id', order: 'desc' },
    ids: [1, 97, 98, 99, 100, 93, 94, 95, 96, 89],
    total: 100,
  },
  {
    name: 'records lacking the sort field come last in either order',
    resource: 'posts',
    overlay: overlay(created('local-a', { user_id: 1 }), updated(100, { user_id: 25 })),
    query: { sort: 'title', page: 4, limit: 30 },
    total: 101,
    check: (r) => {
      const last = r.data.slice(-2).map((i) => i.id)
      assertThat(last[0] === 'local-a' && last[1] === 100, `lacking last: ${last}`)
    },
  },
  {
    name: 'records lacking the sort field come last descending too',
    resource: 'posts',
    overlay: overlay(created('local-a', { user_id: 1 }), updated(100, { user_id: 25 })),
    query: { sort: 'title', order: 'desc', page: 4, limit: 30 },
    total: 101,
    check: (r) => {
      const last = r.data.slice(-2).map((i) => i.id)
      assertThat(last[0] === 'local-a' && last[1] === 100, `lacking last: ${last}`)
    },
  },
  {
    name: 'sort by text ignores case',
    resource: 'comments',
    overlay: overlay(
      created('local-a', { post_id: 1, name: 'AAAA first', email: 'a@x.io', body: '' }),
      created('local-b', { post_id: 1, name: 'aaaa first', email: 'a@x.io', body: '' }),
    ),
    query: { sort: 'name', limit: 2 },
    ids: ['local-b', 'local-a'],
    total: 302,
  },
  {
    name: 'sort by a dotted path',
    resource: 'users',
    overlay: overlay(updated(4, { name: 'x', address: { city: 'Aaa' } }), deleted(5)),
    query: { sort: 'address.city', order: 'desc', limit: 30 },
  },
  {
    name: 'sort, q and a filter together, page 2',
    resource: 'comments',
    overlay: overlay(
      created('local-a', { post_id: 2, name: 'the a', email: 'the@x.io', body: 'z' }),
      updated(4, { post_id: 2, name: 'the b', email: 'b@x.io', body: 'z' }),
      deleted(5),
    ),
    query: { q: 'e', sort: 'email', filters: { post_id: 2 }, page: 2, limit: 2 },
  },
  {
    name: 'sort over a boolean, with an overlay',
    resource: 'todos',
    overlay: overlay(
      updated(2, { user_id: 1, title: 'x', completed: true }),
      created('local-a', { user_id: 1, title: 'y', completed: false }),
    ),
    query: { sort: 'completed', order: 'desc', limit: 30, page: 2 },
  },
  // docs/contract/lists-and-query-language.md: operators, aliases, slices, several sort fields.
  {
    name: 'a range on a typed field, both ends',
    resource: 'posts',
    query: { where: and(clause('id_gte', 'id', 'gte', '5'), clause('id:lt', 'id', 'lt', '8')) },
    ids: [5, 6, 7],
    total: 3,
  },
  {
    name: 'the alias filters as its field does, overlay records too',
    resource: 'comments',
    overlay: overlay(created('local-a', { post_id: 2, postId: 2, name: 'n' }), deleted(5)),
    query: { where: and(clause('postId', 'postId', 'eq', '2')) },
    ids: ['local-a', 4, 6],
    total: 3,
  },
  {
    name: 'repeats are OR; _in lists; _ne repeats exclude each',
    resource: 'todos',
    query: {
      where: and(
        clause('id', 'id', 'eq', '1', '2', '3', '4'),
        clause('id_ne', 'id', 'ne', '2', '3'),
      ),
    },
    ids: [1, 4],
  },
  {
    name: 'an untyped field matches the number and the string; _ne keeps records without it',
    resource: 'posts',
    overlay: overlay(
      created('local-a', { title: 'a', views: 10 }),
      created('local-b', { title: 'b', views: '10' }),
      updated(3, { id: 3, title: 'c', views: 11 }),
    ),
    query: { where: and(clause('views', 'views', 'eq', '10')) },
    ids: ['local-b', 'local-a'],
  },
  {
    name: '_like is a case-insensitive pattern, created records too',
    resource: 'posts',
    overlay: overlay(created('local-a', { title: 'ZZZ marker' })),
    query: { where: and(clause('title_like', 'title', 'like', '^zz+ mark')) },
    ids: ['local-a'],
  },
  {
    name: 'several _like patterns are one automaton: a record matching any of them',
    resource: 'posts',
    overlay: overlay(
      created('local-a', { title: 'ZZZ marker' }),
      created('local-b', { title: 'quux QUUX' }),
      updated(2, { id: 2, title: 'plain' }),
    ),
    query: {
      where: and(
        clause('title_like', 'title', 'like', '^zz+ mark', 'x quux$', '^plain$', '\\Qno)|(?:such'),
      ),
    },
    ids: ['local-b', 'local-a', 2],
  },
  {
    name: 'a dot path reaches nested fields',
    resource: 'users',
    query: { where: and(clause('address.city', 'address.city', 'eq', 'Gwenborough')) },
    ids: [1],
  },
  {
    name: 'a slice starts anywhere and reports the page it falls in',
    resource: 'posts',
    query: { start: 7, end: 10 },
    ids: [8, 9, 10],
    check: (r) =>
      assertThat(
        'page' in r.pagination && r.pagination.page === 3 && r.pagination.hasPrevPage,
        'page 3 of size 3, with records before',
      ),
  },
  {
    name: 'two sort fields: the second orders ties of the first',
    resource: 'todos',
    overlay: overlay(updated(1, { id: 1, user_id: 2, title: 't', completed: true })),
    query: { sort: 'user_id,-id', limit: 7 },
    ids: [5, 4, 3, 2, 10, 9, 8],
  },
  {
    name: "an album's photos: fifty of the baseline, the overlay's moves in and out",
    resource: 'photos',
    overlay: overlay(
      created('local-a', { album_id: 2, albumId: 2, title: 'new' }),
      updated(51, { album_id: 3, albumId: 3, title: 'moved away' }),
      updated(160, { album_id: 2, albumId: 2, title: 'moved in' }),
      deleted(52),
    ),
    query: { filters: { album_id: 2 }, limit: 4 },
    ids: ['local-a', 53, 54, 55],
    total: 50,
  },
  {
    name: "a user's albums: ten in id order",
    resource: 'albums',
    query: { filters: { user_id: 3 } },
    ids: range(21, 30),
    total: 10,
  },
  {
    name: 'photos sort by title, ties in id order',
    resource: 'photos',
    query: { sort: '-title,id', limit: 5, where: and(clause('albumId', 'albumId', 'eq', '7')) },
  },
]
