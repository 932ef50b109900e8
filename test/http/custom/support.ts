import assert from 'node:assert/strict'
import type { LightMyRequestResponse } from 'fastify'
import type { Pagination } from '../../../src/domain/list/paginate.ts'
import { API, type Client } from '../resources/support.ts'

/** Shared fixtures and assertions of the custom collection HTTP tests; not a test file itself. */

export const CUSTOM = `${API}/custom`

/**
 * docs/contract/custom-collections.md#names-and-limits: per identity at most 20 collections × 500
 * records, a record at most 16 KB.
 */
export const MAX_COLLECTIONS = 20
export const MAX_RECORDS = 500
export const MAX_RECORD_BYTES = 16 * 1024

/** `local-` and 21 URL-safe characters (docs/contract/custom-collections.md#records). */
export const CUSTOM_ID = /^local-[A-Za-z0-9_-]{21}$/

export type CustomRec = Record<string, unknown> & {
  id: string
  createdAt: string
  updatedAt: string
  _sandbox: string
}
export type CustomList = { data: CustomRec[]; pagination: Pagination }
export type Summary = { name: string; endpoint: string; count: number; lastUpdated: string }
export type Summaries = { totalCollections: number; collections: Summary[] }

export function ok<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  assert.equal(res.statusCode, 200, res.body)
  assert.match(String(res.headers['content-type']), /^application\/json/)
  return res.json() as T
}

/** Creates a custom record and returns it, failing the test unless the create succeeded. */
export async function createCustom(
  client: Client,
  collection: string,
  body: unknown,
): Promise<CustomRec> {
  return ok<CustomRec>(await client.post(`${CUSTOM}/${collection}`, body))
}

export async function summaries(client: Client): Promise<Summaries> {
  return ok<Summaries>(await client.get(CUSTOM))
}

/** The summaries as name → summary, whatever order the service lists them in. */
export async function summaryMap(client: Client): Promise<Map<string, Summary>> {
  const body = await summaries(client)
  assert.equal(body.totalCollections, body.collections.length)
  return new Map(body.collections.map((c) => [c.name, c]))
}

/** Every record of a custom collection, walking its pages 30 at a time. */
export async function collectCustom(
  client: Client,
  collection: string,
  query = '',
): Promise<CustomRec[]> {
  const data: CustomRec[] = []
  let total = 0
  for (let page = 1; ; page++) {
    const body = ok<CustomList>(
      await client.get(`${CUSTOM}/${collection}?limit=30&page=${page}${query}`),
    )
    total = body.pagination.total
    data.push(...body.data)
    if (!body.pagination.hasNextPage) break
  }
  assert.equal(data.length, total, `walked ${data.length} records of a list reporting ${total}`)
  return data
}

/** Sends a raw JSON text, for bodies a JS object literal cannot carry (`__proto__`). */
export const raw = (
  client: Client,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload: string,
  type = 'application/json',
) => client.send({ method, url, payload, headers: { 'content-type': type } })

/** Bodies carrying a prototype-polluting key somewhere, as raw JSON texts. */
export const POLLUTING_BODIES = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"name":"x","__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"prototype":{"polluted":"yes"}}',
  '{"a":{"b":[{"c":{"__proto__":{"polluted":"yes"}}}]}}',
  '{"nested":{"deeper":{"constructor":"x"}}}',
  '{"list":[1,{"prototype":true}]}',
]

/** What `Object.prototype` looks like, to show it is unchanged after the attempts. */
export function prototypeFingerprint() {
  return Object.getOwnPropertyNames(Object.prototype).sort()
}

export function assertNotPolluted(fingerprint: string[]) {
  assert.equal(({} as Record<string, unknown>).polluted, undefined)
  assert.equal((Object.prototype as Record<string, unknown>).polluted, undefined)
  assert.deepEqual(prototypeFingerprint(), fingerprint)
}

export const isoMs = (s: unknown) => {
  assert.equal(typeof s, 'string', `timestamp ${String(s)}`)
  assert.match(s as string, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/)
  const ms = Date.parse(s as string)
  assert.ok(Number.isFinite(ms), `timestamp ${String(s)}`)
  return ms
}
