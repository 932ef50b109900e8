import assert from 'node:assert/strict'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { Pagination } from '../../../src/domain/list/paginate.ts'
import type { as } from '../../helper.ts'

/** Shared fixtures and assertions of the resource HTTP tests; not a test file itself. */

export const API = '/api/v1'
export const RESOURCES = ['users', 'posts', 'comments', 'todos', 'albums', 'photos'] as const
export type Resource = (typeof RESOURCES)[number]
export type Client = ReturnType<typeof as>
export type Rec = Record<string, unknown> & { id: number | string; _sandbox?: string }
export type ListBody = { data: Rec[]; pagination: Pagination }

export const LOCAL_ID = /^local-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** A valid create body per resource, with every known field. */
export const SAMPLES: Record<Resource, Record<string, unknown>> = {
  users: {
    name: 'Ada Lovelace',
    username: 'ada',
    email: 'ada@example.com',
    phone: '555-0100',
    website: 'ada.example.com',
    address: { street: '12 St James Square', city: 'London', zipcode: 'SW1Y' },
    company: { name: 'Analytical Engines', catchPhrase: 'Poetical science' },
  },
  posts: { user_id: 3, title: 'A new post', body: 'Written in the sandbox' },
  comments: { post_id: 7, name: 'A reader', email: 'reader@example.com', body: 'Nice post' },
  todos: { user_id: 2, title: 'Water the plants', completed: false },
  albums: { user_id: 4, title: 'Holidays' },
  photos: {
    album_id: 12,
    title: 'The beach',
    url: '/api/v1/thumbnails/beach.svg?width=600&height=600',
    thumbnailUrl: '/api/v1/thumbnails/beach.svg?width=150&height=150',
  },
}

/**
 * What a create of each sample stores: its reference under the alias too
 * (docs/contract/baseline-and-overlay.md#reference-aliases).
 */
export const STORED: Record<Resource, Record<string, unknown>> = {
  users: SAMPLES.users,
  posts: { user_id: 3, userId: 3, title: 'A new post', body: 'Written in the sandbox' },
  comments: {
    post_id: 7,
    postId: 7,
    name: 'A reader',
    email: 'reader@example.com',
    body: 'Nice post',
  },
  todos: { user_id: 2, userId: 2, title: 'Water the plants', completed: false },
  albums: { user_id: 4, userId: 4, title: 'Holidays' },
  photos: {
    album_id: 12,
    albumId: 12,
    title: 'The beach',
    url: '/api/v1/thumbnails/beach.svg?width=600&height=600',
    thumbnailUrl: '/api/v1/thumbnails/beach.svg?width=150&height=150',
  },
}

/** The baseline's size of a resource, read from the app rather than hard-coded. */
export const baseCount = (app: FastifyInstance, resource: Resource) =>
  app.baseline.all(resource).length

/** The baseline records of a resource, as plain objects. */
export const baseRecords = (app: FastifyInstance, resource: Resource) =>
  app.baseline.all(resource) as readonly Rec[]

export function list(res: LightMyRequestResponse): ListBody {
  assert.equal(res.statusCode, 200, res.body)
  return res.json() as ListBody
}

/** Every record of a list, walking its pages 30 at a time. */
export async function collect(
  client: Client,
  path: string,
): Promise<{ data: Rec[]; total: number }> {
  const sep = path.includes('?') ? '&' : '?'
  const data: Rec[] = []
  let total = 0
  for (let page = 1; ; page++) {
    const body = list(await client.get(`${path}${sep}limit=30&page=${page}`))
    total = body.pagination.total
    data.push(...body.data)
    if (!body.pagination.hasNextPage) break
  }
  assert.equal(data.length, total, `walked ${data.length} records of a list reporting ${total}`)
  return { data, total }
}

export const ids = (records: readonly Rec[]) => records.map((r) => r.id)

/** Creates a record and returns it, failing the test unless the create succeeded. */
export async function create(
  client: Pick<Client, 'post'>,
  resource: Resource,
  body: unknown,
): Promise<Rec> {
  const res = await client.post(`${API}/${resource}`, body)
  assert.equal(res.statusCode, 200, res.body)
  return res.json() as Rec
}

/**
 * An RFC 9457 problem with the members the contract (docs/contract/errors.md#problem-documents)
 * requires, and no stack trace.
 */
export function assertProblem(res: LightMyRequestResponse, status: number, code: string) {
  assert.equal(res.statusCode, status, res.body)
  assert.match(String(res.headers['content-type']), /^application\/problem\+json/)
  const body = res.json() as Record<string, unknown>
  assert.equal(body.code, code, res.body)
  assert.equal(body.status, status)
  for (const member of ['type', 'title', 'detail', 'error', 'message']) {
    assert.equal(typeof body[member], 'string', `problem member ${member} in ${res.body}`)
  }
  assert.equal(body.error, body.title)
  assert.equal(body.message, body.detail)
  assert.equal('stack' in body, false)
  assert.doesNotMatch(res.body, /\n\s+at |node_modules|\.ts:\d+/)
  return body as { errors?: Array<{ field: string; message: string }> } & Record<string, unknown>
}

/** The `Link` header as rel → URL. */
export function parseLink(header: unknown): Record<string, URL> {
  assert.equal(typeof header, 'string', 'a Link header')
  const links: Record<string, URL> = {}
  for (const part of (header as string).split(',')) {
    const m = /^\s*<([^>]+)>\s*;\s*rel="([^"]+)"\s*$/.exec(part)
    assert.ok(m, `Link part ${part}`)
    links[m[2] as string] = new URL(m[1] as string)
  }
  return links
}
