import assert from 'node:assert/strict'
import type { LightMyRequestResponse } from 'fastify'
import { CUSTOM, type CustomRec, collectCustom, ok, type Summaries } from '../custom/support.ts'
import {
  API,
  type Client,
  collect,
  create,
  RESOURCES,
  type Rec,
  SAMPLES,
} from '../resources/support.ts'

/** Shared fixtures and assertions of the session HTTP tests; not a test file itself. */

export const SESSION = `${API}/session`
export const VERSION = '1.0'
/** docs/contract/session.md#import: at most 1,000 entries per import. */
export const MAX_IMPORT_ENTRIES = 1000

export type Entry = {
  resource: string
  op: 'create' | 'update' | 'delete'
  targetId?: string | number | null
  data?: Record<string, unknown>
  createdAt?: string
}
export type Snapshot = {
  version: string
  exportedAt: string
  identityId: string
  targetResource: string
  stats: { totalRecords: number; creates: number; updates: number; deletes: number }
  records: Entry[]
}
export type ImportResult = {
  message: string
  importedRecords: number
  strategy: string
  affectedResources: string[]
}

export async function exportOf(client: Client, resource?: string): Promise<Snapshot> {
  const query = resource === undefined ? '' : `?resource=${encodeURIComponent(resource)}`
  return ok<Snapshot>(await client.get(`${SESSION}/export${query}`))
}

/** An export without the moment it was taken: equal exports mean an unchanged sandbox. */
export async function stableExport(client: Client, resource?: string) {
  const { exportedAt: _at, ...rest } = await exportOf(client, resource)
  return rest
}

/** The entries of an export without their write times, which an import does not keep. */
export const entriesOf = (snapshot: Snapshot) =>
  snapshot.records.map(({ createdAt: _at, ...entry }) => entry)

export function importSnapshot(
  client: Client,
  body: unknown,
  query = '',
): Promise<LightMyRequestResponse> {
  return client.post(`${SESSION}/import${query}`, body)
}

export async function imported(client: Client, body: unknown, query = ''): Promise<ImportResult> {
  return ok<ImportResult>(await importSnapshot(client, body, query))
}

/**
 * Everything the caller can see: every resource list and every custom collection walked page by
 * page 30 at a time, the collection summaries and the session summary.
 */
export async function fullView(client: Client) {
  const view: Record<string, unknown> = {}
  for (const resource of RESOURCES)
    view[resource] = (await collect(client, `${API}/${resource}`)).data
  const custom = ok<Summaries>(await client.get(CUSTOM))
  view.custom = custom
  for (const c of custom.collections) view[`custom/${c.name}`] = await collectCustom(client, c.name)
  view.session = ok(await client.get(SESSION))
  return view
}

/**
 * A sandbox with something of every kind: creates (one of them patched, one deleted), PUT and
 * PATCH of global records, deletes of global records, and custom records (one patched).
 */
export async function populate(client: Client) {
  const created: Record<string, Rec[]> = {}
  for (const resource of RESOURCES) {
    created[resource] = [
      await create(client, resource, { ...SAMPLES[resource], n: 1 }),
      await create(client, resource, { ...SAMPLES[resource], n: 2 }),
    ]
  }
  const post = created.posts?.[0] as Rec
  const patch = async (url: string, body: unknown) => ok(await client.patch(url, body))
  await patch(`${API}/posts/${post.id}`, { title: 'patched created post' })
  ok(await client.delete(`${API}/todos/${created.todos?.[1]?.id}`))
  await patch(`${API}/users/1`, { name: 'Patched Leanne', address: { city: 'Elsewhere' } })
  ok(
    await client.put(`${API}/posts/2`, { title: 'replaced', body: 'whole new post', user_id: '4' }),
  )
  await patch(`${API}/comments/5`, { body: 'edited comment' })
  ok(await client.delete(`${API}/todos/7`))
  ok(await client.delete(`${API}/users/3`))
  const books = [
    ok<CustomRec>(await client.post(`${CUSTOM}/books`, { title: 'Dune', meta: { year: 1965 } })),
    ok<CustomRec>(await client.post(`${CUSTOM}/books`, { title: 'Emma', tags: ['classic'] })),
  ]
  await patch(`${CUSTOM}/books/${books[0]?.id}`, { meta: { year: 1966 } })
  ok(await client.post(`${CUSTOM}/films`, { title: 'Alien' }))
  return { created, books }
}

/** Asserts the sandbox equals `before`, for rejected operations. */
export async function assertUnchanged(
  client: Client,
  before: Awaited<ReturnType<typeof stableExport>>,
) {
  assert.deepEqual(await stableExport(client), before)
}
