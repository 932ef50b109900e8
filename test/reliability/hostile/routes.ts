/** The routes the fuzz aims at, and how often each family and category is drawn. */
import type { Category, Family, Route } from './model.ts'

export const ROUTES: Route[] = [
  {
    family: 'resources',
    method: 'GET',
    path: '/api/v1/{r}',
    body: 'none',
    query: 'list',
    write: false,
  },
  { family: 'resources', method: 'POST', path: '/api/v1/{r}', body: 'users', write: true },
  { family: 'resources', method: 'GET', path: '/api/v1/{r}/{id}', body: 'none', write: false },
  { family: 'resources', method: 'PUT', path: '/api/v1/{r}/{id}', body: 'users', write: true },
  { family: 'resources', method: 'PATCH', path: '/api/v1/{r}/{id}', body: 'users', write: true },
  { family: 'resources', method: 'DELETE', path: '/api/v1/{r}/{id}', body: 'none', write: true },
  {
    family: 'nested',
    method: 'GET',
    path: '/api/v1/users/{id}/posts',
    body: 'none',
    query: 'list',
    write: false,
  },
  {
    family: 'nested',
    method: 'GET',
    path: '/api/v1/users/{id}/todos',
    body: 'none',
    query: 'list',
    write: false,
  },
  {
    family: 'nested',
    method: 'GET',
    path: '/api/v1/posts/{id}/comments',
    body: 'none',
    query: 'list',
    write: false,
  },
  { family: 'auth', method: 'POST', path: '{auth}/login', body: 'login', write: true },
  { family: 'auth', method: 'POST', path: '{auth}/register', body: 'register', write: true },
  { family: 'auth', method: 'POST', path: '{auth}/refresh', body: 'token', write: true },
  { family: 'auth', method: 'POST', path: '{auth}/logout', body: 'token', write: true },
  { family: 'auth', method: 'GET', path: '{auth}/me', body: 'none', write: false, bearer: true },
  { family: 'auth', method: 'PATCH', path: '{auth}/me', body: 'users', write: true, bearer: true },
  { family: 'session', method: 'GET', path: '/api/v1/session', body: 'none', write: false },
  {
    family: 'session',
    method: 'GET',
    path: '/api/v1/session/export',
    body: 'none',
    query: 'export',
    write: false,
  },
  {
    family: 'session',
    method: 'GET',
    path: '/api/v1/session/snapshot',
    body: 'none',
    query: 'export',
    write: false,
  },
  {
    family: 'session',
    method: 'POST',
    path: '/api/v1/session/import',
    body: 'import',
    query: 'import',
    write: true,
  },
  {
    family: 'session',
    method: 'POST',
    path: '/api/v1/session/snapshot',
    body: 'import',
    query: 'import',
    write: true,
  },
  { family: 'session', method: 'DELETE', path: '/api/v1/session/reset', body: 'none', write: true },
  { family: 'network', method: 'GET', path: '/api/v1/session/network', body: 'none', write: false },
  {
    family: 'network',
    method: 'PUT',
    path: '/api/v1/session/network',
    body: 'network',
    write: true,
  },
  {
    family: 'network',
    method: 'DELETE',
    path: '/api/v1/session/network',
    body: 'none',
    write: true,
  },
  { family: 'custom', method: 'GET', path: '/api/v1/custom', body: 'none', write: false },
  {
    family: 'custom',
    method: 'POST',
    path: '/api/v1/custom/seed',
    body: 'seed',
    query: 'seed',
    write: true,
  },
  {
    family: 'custom',
    method: 'GET',
    path: '/api/v1/custom/{c}',
    body: 'none',
    query: 'list',
    write: false,
  },
  { family: 'custom', method: 'POST', path: '/api/v1/custom/{c}', body: 'custom', write: true },
  { family: 'custom', method: 'DELETE', path: '/api/v1/custom/{c}', body: 'none', write: true },
  { family: 'custom', method: 'GET', path: '/api/v1/custom/{c}/{cid}', body: 'none', write: false },
  {
    family: 'custom',
    method: 'PUT',
    path: '/api/v1/custom/{c}/{cid}',
    body: 'custom',
    write: true,
  },
  {
    family: 'custom',
    method: 'PATCH',
    path: '/api/v1/custom/{c}/{cid}',
    body: 'custom',
    write: true,
  },
  {
    family: 'custom',
    method: 'DELETE',
    path: '/api/v1/custom/{c}/{cid}',
    body: 'none',
    write: true,
  },
  {
    family: 'images',
    method: 'GET',
    path: '/api/v1/avatars/{file}',
    body: 'none',
    query: 'avatar',
    write: false,
  },
  {
    family: 'images',
    method: 'GET',
    path: '/api/v1/thumbnails/{file}',
    body: 'none',
    query: 'thumbnail',
    write: false,
  },
  { family: 'graphql', method: 'POST', path: '{gql}', body: 'graphql', write: true, bearer: true },
  {
    family: 'graphql',
    method: 'GET',
    path: '{gql}',
    body: 'none',
    query: 'graphql',
    write: false,
    bearer: true,
  },
  { family: 'health', method: 'GET', path: '/health', body: 'none', write: false },
  { family: 'health', method: 'GET', path: '/api/v1/health', body: 'none', write: false },
  { family: 'health', method: 'GET', path: '/ready', body: 'none', write: false },
  { family: 'health', method: 'GET', path: '/metrics', body: 'none', write: false },
  // /metrics renders every series (over 10 ms): the cheap routes twice as often.
  { family: 'health', method: 'GET', path: '/health', body: 'none', write: false },
  { family: 'health', method: 'GET', path: '/ready', body: 'none', write: false },
  { family: 'health', method: 'GET', path: '/api/v1/health', body: 'none', write: false },
  { family: 'docs', method: 'GET', path: '{doc}', body: 'none', query: 'asset', write: false },
]

/** Where the documentation, GraphiQL and the landing page live; the heavy documents are rarer. */
export const DOC_PATHS: ReadonlyArray<readonly [string, number]> = [
  ['/', 2],
  ['/docs', 2],
  ['/docs/', 2],
  ['/docs/json', 1],
  ['/docs/yaml', 0.5],
  ['/docs/static/index.html', 2],
  ['/docs/static/swagger-ui.css', 1],
  ['/docs/static/{file}', 4],
  ['/docs/{file}', 4],
  ['/api/v1/openapi.json', 1],
  ['/graphiql', 2],
  ['/graphiql/assets/init.js', 2],
  ['/graphiql/assets/{file}', 6],
  ['/assets/landing.js', 2],
  ['/assets/landing.css', 2],
  ['/assets/favicon.svg', 2],
  ['/assets/{file}', 4],
  ['/{file}', 4],
  ['/api/v1/{file}', 4],
  ['/api/v2/posts', 1],
]

export const FAMILY_WEIGHTS: ReadonlyArray<readonly [Family, number]> = [
  ['resources', 22],
  ['nested', 5],
  ['auth', 13],
  ['session', 10],
  ['network', 4],
  ['custom', 13],
  ['images', 8],
  ['graphql', 12],
  ['health', 3],
  ['docs', 4],
]

export const BASE_CATEGORY_WEIGHTS: Record<Category, number> = {
  'broken-json': 8,
  'wrong-types': 8,
  'deep-nesting': 4,
  'huge-numbers': 7,
  unicode: 8,
  'proto-keys': 8,
  traversal: 7,
  headers: 6,
  'content-type': 5,
  oversized: 3,
  cookies: 4,
  identity: 5,
  jwt: 2,
  'graphql-doc': 0,
  methods: 4,
  simulation: 4,
  query: 6,
  valid: 5,
}

export function categoryWeights(family: Family): Array<[Category, number]> {
  const w = { ...BASE_CATEGORY_WEIGHTS }
  if (family === 'auth') w.jwt = 16
  if (family === 'graphql') {
    w['graphql-doc'] = 30
    w.jwt = 4
  }
  if (family === 'images') {
    w.traversal = 14
    w.query = 10
  }
  if (family === 'health' || family === 'docs') {
    w.traversal = 10
    w.headers = 10
  }
  return Object.entries(w) as Array<[Category, number]>
}
