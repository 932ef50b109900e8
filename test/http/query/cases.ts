import type { Scenario } from './scenario.ts'

/**
 * One table of list requests over the scenario's sandbox (`scenario.ts`): every operator in both
 * syntaxes, typed and untyped fields, repeats, dot paths, aliases, slices, pages, sorts,
 * relations, field selection, cursors, nested routes and custom collections, and the 400s. The
 * answers are not written here: `oracle.ts` works them out from the merged view, and the runners
 * (`rest-runner.ts`, `graphql-runner.ts`) compare them with what the app says.
 */
export interface QueryCase {
  name: string
  /** `GET /api/v1/<url>`, or made from the scenario's ids. */
  url: string | ((s: Scenario) => string)
  /** A 400: the parameter its problem names, and its code (INVALID_QUERY unless given). */
  refused?: { param: string; code?: string }
  /** A 404 NOT_FOUND: a nested route under a parent the sandbox deleted. */
  missing?: true
  /** The answer may hold no record; every other case must find some, so it tests something. */
  empty?: true
}

export const urlOf = (c: QueryCase, s: Scenario) => (typeof c.url === 'string' ? c.url : c.url(s))

export const QUERY_CASES: readonly QueryCase[] = [
  // Operators, json-server 0.17 suffixes, on an untyped field the sandbox added.
  { name: '_gt on an untyped number (and the string "10")', url: 'posts?views_gt=5' },
  { name: '_gte', url: 'posts?views_gte=10' },
  { name: '_lt', url: 'posts?views_lt=11' },
  { name: '_lte', url: 'posts?views_lte=10' },
  { name: '_ne keeps records without the field', url: 'posts?views_ne=10&limit=30' },
  { name: '_like is a case-insensitive regular expression', url: 'posts?title_like=^(z|a)' },
  { name: '_in on a typed reference', url: 'posts?user_id_in=1,2,7&limit=30' },
  { name: 'equality on an untyped field matches 10 and "10"', url: 'posts?views=10' },
  { name: 'an untyped boolean matches true', url: 'posts?published=true' },
  { name: 'an untyped boolean matches false', url: 'posts?published=false' },
  { name: '_like on a typed number reads it as text', url: 'posts?user_id_like=^1&limit=30' },
  { name: '_ne on a typed reference', url: 'posts?user_id_ne=1&limit=30' },
  { name: 'a deleted record matches nothing', url: 'posts?id=6', empty: true },
  // Operators, json-server 1.0 field:op.
  { name: ':gt', url: 'posts?views:gt=5' },
  { name: ':gte and :lte together', url: 'posts?views:gte=10&views:lte=42' },
  { name: ':lt on id', url: 'posts?id:lt=6' },
  { name: ':like with an alternation', url: 'posts?title:like=ne(ss|tw)|rays' },
  { name: ':in on the alias', url: 'posts?userId:in=2,3&limit=30' },
  {
    name: ':eq on a typed string is exact',
    url: 'posts?title:eq=Exploit value-added partnerships',
  },
  {
    name: ':eq on a typed string is case-sensitive',
    url: 'posts?title:eq=exploit value-added partnerships',
    empty: true,
  },
  { name: ':ne repeated: none of the values', url: 'posts?views:ne=10&views:ne=42&views_gte=0' },
  { name: '_ne repeated on id', url: 'posts?id_ne=1&id_ne=3&id_ne=4&limit=5' },
  // Typed fields and aliases.
  { name: 'a typed boolean (an update turned todo 1 false)', url: 'todos?completed=false' },
  { name: 'two typed filters AND', url: 'todos?completed=true&user_id=1' },
  { name: 'a reference moved by an update', url: 'comments?post_id=2' },
  { name: 'the alias postId filters as post_id', url: 'comments?postId=2' },
  { name: 'the alias userId filters as user_id', url: 'posts?userId=2' },
  { name: 'the alias follows a PUT that changed the reference', url: 'posts?userId=7' },
  { name: 'a repeated parameter is OR', url: 'posts?id=1&id=3&id=5&id=2' },
  { name: 'id of a created record', url: (s) => `posts?id=${s.posts.alpha}` },
  { name: 'id of a created record or a global one', url: (s) => `posts?id_in=${s.posts.beta},9` },
  { name: 'an untyped number on comments', url: 'comments?likes_gte=0' },
  { name: 'an untyped number on todos, updated in', url: 'todos?priority_gt=1' },
  { name: 'an untyped field on users', url: 'users?age_lte=36' },
  // Dot paths.
  { name: 'a dot path into an untyped object', url: 'posts?meta.tag=news' },
  { name: 'a dot path with an operator', url: 'posts?meta.score_gte=5' },
  { name: 'a dot path with :in', url: 'posts?meta.tag:in=news,misc' },
  { name: '_like is case-insensitive on a typed field', url: 'users?email_like=^SINCERE' },
  { name: 'a typed dot path, updated in', url: 'users?address.city=Springfield' },
  { name: 'a typed dot path with _like', url: 'users?address.city_like=^(g|s)' },
  { name: 'a typed dot path with :in', url: 'users?company.name:in=Romaguera-Crona,Deckow-Crist' },
  // Several filters, unknown fields, ignored parameters.
  { name: 'filters on different fields AND', url: 'posts?user_id=2&views_gte=1' },
  { name: 'a field no record holds: empty, with a warning', url: 'posts?nothere=1', empty: true },
  {
    name: 'a dot path no record holds, with a warning',
    url: 'users?address.geo.lat=1',
    empty: true,
  },
  { name: 'a field only an updated record holds: no warning', url: 'todos?priority=5' },
  { name: '_ne on a field no record holds keeps all, with a warning', url: 'posts?nothere_ne=1' },
  { name: 'two unknown fields, two warnings', url: 'todos?nope=1&nada_ne=2&limit=3', empty: true },
  { name: "jQuery's _= is ignored and reported", url: 'posts?_=1700000000&limit=3' },
  {
    name: 'unknown _ parameters are ignored beside a filter',
    url: 'posts?_foo=1&user_id=1&_bar=2',
  },
  // Pages and slices.
  { name: 'page and limit', url: 'posts?page=3&limit=7' },
  { name: '_page and _limit', url: 'posts?_page=2&_limit=5' },
  { name: 'a page past the end', url: 'comments?page=11&limit=30', empty: true },
  { name: 'a limit above 30 is clamped', url: 'todos?limit=100' },
  { name: '_limit alone pages', url: 'posts?_limit=3' },
  { name: 'page wins over _page', url: 'posts?page=2&_page=5&limit=3' },
  { name: '_start with _limit above 30 is clamped', url: 'comments?_start=0&_limit=50' },
  {
    name: 'a slice of a sorted, filtered list',
    url: 'posts?_start=2&_end=6&_sort=title&user_id_lte=5',
  },
  { name: '_start and _end', url: 'posts?_start=5&_end=12' },
  { name: '_start and _limit', url: 'posts?_start=0&_limit=4' },
  { name: 'skip and limit', url: 'posts?skip=20&limit=7' },
  { name: 'a slice past the end, clamped to 30', url: 'posts?_start=85&_end=200' },
  { name: 'a slice of a filtered list', url: 'todos?_start=3&_end=8&completed=true' },
  { name: 'skip near the end', url: 'users?skip=24&limit=5' },
  // Sorting.
  { name: '_sort on a string, case-insensitive', url: 'posts?_sort=title' },
  { name: '_sort descending with a minus', url: 'posts?_sort=-title' },
  { name: '_sort on two fields, minus form', url: 'posts?_sort=user_id,-id&limit=30' },
  {
    name: '_sort on two fields, _order form, with the alias',
    url: 'posts?_sort=userId,title&_order=desc,asc&limit=30',
  },
  { name: '_sort on a dot path, then a string', url: 'users?_sort=address.city,-name&limit=30' },
  { name: '_sort on the alias postId, _order desc', url: 'comments?_sort=postId&_order=desc' },
  {
    name: '_sort on a boolean, then a reference descending',
    url: 'todos?_sort=completed,-user_id&limit=30',
  },
  { name: '_sort puts a removed field last', url: 'users?_sort=website&limit=30' },
  { name: '_order is case-insensitive', url: 'posts?_sort=title&_order=DESC' },
  { name: '_sort with filters and a page', url: 'posts?_sort=-id&views_gte=0&page=2&limit=2' },
  { name: '_sort on id puts text ids after numbers', url: 'posts?_sort=id&page=10' },
  { name: '_sort on id descending', url: 'posts?_sort=-id&limit=6' },
  // q.
  { name: 'q over posts', url: 'posts?q=ALPHA' },
  { name: 'q over users reaches nested fields', url: 'users?q=springfield' },
  { name: 'q with _sort', url: 'comments?q=reader&_sort=-id' },
  { name: 'q with a filter', url: 'posts?q=the&user_id=3' },
  { name: 'q is literal, never a regular expression', url: 'posts?q=!' },
  { name: 'q with regular expression characters', url: 'posts?q=(a', empty: true },
  // Relations and field selection.
  { name: '_embed=comments', url: 'posts?_embed=comments&limit=5' },
  { name: '_expand=user on filtered posts', url: 'posts?_expand=user&user_id=2' },
  { name: '_embed two relations, comma-separated', url: 'users?_embed=posts,todos&limit=3' },
  { name: '_embed repeated, on a slice', url: 'users?_embed=posts&_embed=todos&_start=0&_end=2' },
  { name: '_expand=post', url: 'comments?_expand=post&post_id=2' },
  { name: '_expand=user on todos', url: 'todos?_expand=user&completed=false&limit=5' },
  { name: '_expand of a deleted user is null', url: 'posts?user_id=10&_expand=user' },
  { name: '_embed follows a moved reference', url: 'users?id=7&_embed=posts' },
  {
    name: '_fields on a whole object and a path in it',
    url: 'users?_fields=address.city,address&limit=2',
  },
  { name: '_fields naming a field nobody holds', url: 'posts?_fields=nothere&limit=2' },
  { name: '_fields', url: 'posts?_fields=title&limit=5' },
  { name: '_fields with a dot path', url: 'users?_fields=name,address.city&limit=5' },
  { name: 'select (DummyJSON)', url: 'users?select=username,company.name' },
  { name: '_fields keeps embedded keys', url: 'posts?_embed=comments&_fields=title&limit=3' },
  {
    name: 'select and _fields together are their union',
    url: 'posts?select=title&_fields=views&limit=3',
  },
  // Cursors: the runner walks every page forward, then back.
  { name: 'cursor over the plain list', url: 'posts?cursor=&limit=3' },
  { name: '_cursor with a sort', url: 'posts?_cursor=&limit=9&_sort=-title' },
  { name: 'cursor with a filter', url: 'posts?cursor=&limit=2&user_id=2' },
  {
    name: 'cursor with q and two sort fields',
    url: 'posts?cursor=&limit=4&q=the&_sort=userId,-id',
  },
  { name: 'cursor with _in, 30 a page', url: 'comments?cursor=&limit=30&post_id_in=1,2,3,4' },
  { name: 'cursor sorted on a boolean (many ties)', url: 'todos?cursor=&limit=10&_sort=completed' },
  { name: 'cursor sorted on a dot path', url: 'users?cursor=&limit=6&_sort=address.city' },
  { name: 'cursor on an untyped filter', url: 'posts?cursor=&limit=1&views_gte=0' },
  { name: 'cursor with _embed', url: 'posts?cursor=&limit=4&_embed=comments&user_id_in=1,2' },
  { name: 'cursor with _fields', url: 'users?cursor=&limit=5&_fields=name' },
  // Nested routes.
  { name: 'a nested route', url: 'users/2/posts' },
  { name: 'a nested route with an untyped filter', url: 'users/2/posts?views_gte=1' },
  {
    name: 'a nested route with a filter and a sort',
    url: 'users/1/todos?completed=false&_sort=-id',
  },
  { name: 'a nested route sorted', url: 'posts/2/comments?_sort=-id' },
  { name: 'a nested route ignores a filter on its own field', url: 'users/2/posts?user_id=5' },
  { name: 'a nested route ignores it under the alias too', url: 'users/1/posts?userId=3' },
  {
    name: 'a nested route lists its own field and unknown _ names as ignored',
    url: 'users/2/posts?userId=1&_x=1',
  },
  { name: 'a nested route with _embed', url: 'users/2/posts?_embed=comments' },
  {
    name: 'a nested route under a created parent lists nothing',
    url: (s) => `users/${s.users.ada}/posts`,
    empty: true,
  },
  {
    name: 'a nested route under a created post, with a filter',
    url: (s) => `posts/${s.posts.alpha}/comments?likes_gte=0`,
    empty: true,
  },
  { name: 'a nested route under a deleted parent is 404', url: 'posts/6/comments', missing: true },
  { name: 'a nested route with a cursor', url: 'posts/1/comments?cursor=&limit=2' },
  { name: 'a nested route with a slice', url: 'users/2/posts?_start=1&_end=3' },
  {
    name: 'a nested route with _expand and _fields',
    url: 'users/2/todos?_expand=user&_fields=title',
  },
  // Custom collections.
  { name: 'a custom collection, newest first', url: 'custom/books' },
  { name: 'a custom numeric filter', url: 'custom/books?year_gte=2000' },
  { name: 'a custom decimal matches 4.5 and "4.5"', url: 'custom/books?rating=4.5' },
  { name: 'a custom multi-field sort', url: 'custom/books?_sort=-year,title' },
  { name: 'a custom sort on a dot path', url: 'custom/books?_sort=-meta.pages' },
  { name: 'a custom untyped boolean matches true and "true"', url: 'custom/books?inPrint=true' },
  { name: 'custom _ne on an id', url: (s) => `custom/books?id_ne=${s.books[0]}` },
  { name: 'a custom sort on a decimal, some lacking it', url: 'custom/books?_sort=rating' },
  { name: 'custom _expand', url: 'custom/books?_expand=authorId:authors' },
  { name: 'custom _embed', url: 'custom/authors?_embed=books:authorId&limit=3' },
  {
    name: 'custom _embed of the template',
    url: 'custom/authors?_embed=articles:authorId&_fields=name',
  },
  {
    name: 'a custom boolean filter and a sort on nulls',
    url: 'custom/articles?published=true&_sort=-publishedAt&limit=5',
  },
  { name: 'custom _like', url: 'custom/articles?title_like=guide|lessons' },
  {
    name: 'custom string comparison',
    url: 'custom/articles?publishedAt_gte=2025-06-01&_sort=publishedAt',
  },
  { name: 'a custom dot path', url: 'custom/books?meta.pages_lt=300' },
  { name: 'custom q over every string', url: 'custom/books?q=DUNE' },
  { name: 'a custom field no record holds', url: 'custom/books?nothere=1', empty: true },
  { name: 'custom _fields', url: 'custom/articles?_fields=title,published&limit=4' },
  { name: 'custom _in and a slice', url: 'custom/books?genre_in=scifi,fantasy&_start=1&_limit=2' },
  { name: 'custom filter by an id', url: (s) => `custom/books?authorId=${s.authors[0]}` },
  { name: 'a custom cursor', url: 'custom/articles?cursor=&limit=3&_sort=publishedAt' },
  // 400s: each names its parameter.
  {
    name: 'a typed reference that is not a number',
    url: 'posts?user_id=abc',
    refused: { param: 'user_id' },
  },
  {
    name: 'a reference compared with a non-number',
    url: 'posts?user_id:gt=x',
    refused: { param: 'user_id:gt' },
  },
  { name: 'an unknown operator', url: 'posts?views:foo=1', refused: { param: 'views:foo' } },
  {
    name: 'an invalid regular expression',
    url: 'posts?title_like=(',
    refused: { param: 'title_like' },
  },
  { name: 'a sort field posts lack', url: 'posts?_sort=views', refused: { param: '_sort' } },
  {
    name: 'an _order that is not asc or desc',
    url: 'posts?_sort=id&_order=up',
    refused: { param: '_order' },
  },
  {
    name: 'a boolean that is not true or false',
    url: 'todos?completed=maybe',
    refused: { param: 'completed' },
  },
  {
    name: 'an order on a boolean',
    url: 'todos?completed_gt=true',
    refused: { param: 'completed_gt' },
  },
  { name: 'a local id with _gt', url: 'posts?id_gt=local-abc', refused: { param: 'id_gt' } },
  { name: 'a negative _start', url: 'posts?_start=-1', refused: { param: '_start' } },
  { name: '_end not after _start', url: 'posts?_start=5&_end=5', refused: { param: '_end' } },
  { name: 'skip with _start', url: 'posts?skip=2&_start=1', refused: { param: 'skip' } },
  { name: 'a slice with page', url: 'posts?_start=2&page=1', refused: { param: '_start' } },
  { name: 'a cursor with page', url: 'posts?cursor=&page=2', refused: { param: 'cursor' } },
  {
    name: 'a garbage cursor',
    url: 'posts?cursor=abc!!',
    refused: { param: 'cursor', code: 'INVALID_CURSOR' },
  },
  { name: 'an _embed posts lack', url: 'posts?_embed=users', refused: { param: '_embed' } },
  { name: 'an _embed todos lack', url: 'todos?_embed=comments', refused: { param: '_embed' } },
  { name: 'an _expand comments lack', url: 'comments?_expand=user', refused: { param: '_expand' } },
  {
    name: '_fields naming a prototype key',
    url: 'users?_fields=__proto__',
    refused: { param: '_fields' },
  },
  { name: 'page 0', url: 'posts?page=0', refused: { param: 'page' } },
  { name: 'a limit that is not a number', url: 'posts?limit=abc', refused: { param: 'limit' } },
  {
    name: "a nested route's unknown sort",
    url: 'users/1/posts?_sort=nope',
    refused: { param: '_sort' },
  },
  {
    name: 'a custom _expand with one end',
    url: 'custom/books?_expand=authorId',
    refused: { param: '_expand' },
  },
  {
    name: 'a custom _sort with an empty name',
    url: 'custom/books?_sort=a..b',
    refused: { param: '_sort' },
  },
  {
    name: 'a custom filter on a prototype key',
    url: 'custom/books?__proto__.x=1',
    refused: { param: '__proto__.x' },
  },
]
