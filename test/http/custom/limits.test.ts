import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { appPerSuite, as, STORES, sandboxes } from '../../helper.ts'
import { API, assertProblem, type Client } from '../resources/support.ts'
import {
  assertNotPolluted,
  CUSTOM,
  type CustomList,
  type CustomRec,
  collectCustom,
  createCustom,
  MAX_COLLECTIONS,
  MAX_RECORD_BYTES,
  MAX_RECORDS,
  ok,
  POLLUTING_BODIES,
  prototypeFingerprint,
  raw,
  summaries,
  summaryMap,
} from './support.ts'

const BAD_NAMES = ['Bad', '1abc', 'a'.repeat(64), 'a b', '_x', '-x', 'ab.c', 'é']
const GOOD_NAMES = ['a', 'a'.repeat(63), 'x-y_z9', 'z0']
const BAD_IDS = [
  'local-short',
  `local-${'a'.repeat(20)}`,
  `local-${'a'.repeat(22)}`,
  `local-${'a'.repeat(20)}.`,
  `local-${'a'.repeat(20)}!`,
  'local-2deea3d8-1eef-432e-81ae-009fcc04b1a8',
  `LOCAL-${'a'.repeat(21)}`,
  '12',
  'abc',
]

/** The sandbox as the export shows it, without the moment of the export. */
async function sandbox(client: Client) {
  const res = await client.get(`${API}/session/export`)
  const { exportedAt: _at, ...rest } = ok(res)
  return rest
}

/** `n` custom creates of one collection as snapshot entries, for filling a collection quickly. */
const customEntries = (collection: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    resource: `custom/${collection}`,
    op: 'create',
    data: { n: i },
  }))

for (const store of STORES) {
  describe(`custom collection limits and rejections (${store})`, () => {
    const shared = appPerSuite({ store })
    test('a malformed collection name is 400 on every route', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('limits-a'))
      const record = await createCustom(a, 'valid', { x: 1 })
      for (const name of BAD_NAMES) {
        const c = `${CUSTOM}/${encodeURIComponent(name)}`
        const r = `${c}/${record.id}`
        for (const res of [
          await a.get(c),
          await a.post(c, { x: 1 }),
          await a.delete(c),
          await a.get(r),
          await a.put(r, { x: 1 }),
          await a.patch(r, { x: 1 }),
          await a.delete(r),
        ]) {
          assertProblem(res, 400, 'VALIDATION_FAILED')
        }
      }
      const map = await summaryMap(a)
      assert.deepEqual([...map.keys()], ['valid'])
      assert.deepEqual(await collectCustom(a, 'valid'), [record])
    })

    test('names of 1 to 63 characters of [a-z0-9_-] starting with a letter are accepted', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('limits-a'))
      for (const name of GOOD_NAMES) {
        const created = await createCustom(a, name, { name })
        assert.deepEqual(await collectCustom(a, name), [created])
      }
      assert.deepEqual([...(await summaryMap(a)).keys()].sort(), [...GOOD_NAMES].sort())
    })

    test('a malformed record id is 400 INVALID_ID', async () => {
      const app = await shared()
      const a = as(app, sandboxes()('limits-a'))
      const record = await createCustom(a, 'valid', { x: 1 })
      for (const id of BAD_IDS) {
        const url = `${CUSTOM}/valid/${encodeURIComponent(id)}`
        assertProblem(await a.get(url), 400, 'INVALID_ID')
        assertProblem(await a.put(url, { x: 2 }), 400, 'INVALID_ID')
        assertProblem(await a.patch(url, { x: 2 }), 400, 'INVALID_ID')
        assertProblem(await a.delete(url), 400, 'INVALID_ID')
      }
      assert.deepEqual(await collectCustom(a, 'valid'), [record])
    })

    test('the 21st collection is 403 SANDBOX_LIMIT_REACHED with nothing stored', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('limits-a'))
      const names = Array.from({ length: MAX_COLLECTIONS }, (_, i) => `c${i + 1}`)
      for (const name of names) await createCustom(a, name, { name })
      assert.equal((await summaries(a)).totalCollections, MAX_COLLECTIONS)

      const refused = await a.post(`${CUSTOM}/one-too-many`, { name: 'one-too-many' })
      assertProblem(refused, 403, 'SANDBOX_LIMIT_REACHED')
      assert.deepEqual(await collectCustom(a, 'one-too-many'), [])
      const map = await summaryMap(a)
      assert.deepEqual([...map.keys()].sort(), [...names].sort())

      // The existing collections still take records.
      await createCustom(a, 'c5', { more: true })
      assert.equal((await summaryMap(a)).get('c5')?.count, 2)

      // Dropping a collection frees its slot.
      assert.equal((await a.delete(`${CUSTOM}/c7`)).statusCode, 200)
      await createCustom(a, 'one-too-many', { name: 'now it fits' })
      assertProblem(await a.post(`${CUSTOM}/another`, { x: 1 }), 403, 'SANDBOX_LIMIT_REACHED')
      assert.equal((await summaries(a)).totalCollections, MAX_COLLECTIONS)

      // Another identity has its own 20.
      await createCustom(as(app, id('limits-b')), 'one-too-many', { x: 1 })
    })

    test('the 501st record of a collection is 403 SANDBOX_LIMIT_REACHED', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('limits-a'))
      const filled = await a.post(`${API}/session/import?strategy=merge`, {
        version: '1.0',
        records: customEntries('big', MAX_RECORDS),
      })
      assert.equal(filled.statusCode, 200, filled.body)
      assert.equal((await summaryMap(a)).get('big')?.count, MAX_RECORDS)

      const before = ok<CustomList>(await a.get(`${CUSTOM}/big?limit=30`))
      assert.equal(before.pagination.total, MAX_RECORDS)
      assertProblem(await a.post(`${CUSTOM}/big`, { n: 'one more' }), 403, 'SANDBOX_LIMIT_REACHED')
      assert.deepEqual(ok<CustomList>(await a.get(`${CUSTOM}/big?limit=30`)), before)

      // Other collections are not full.
      await createCustom(a, 'small', { n: 1 })
      // Deleting a record frees its slot, for exactly one more.
      const victim = before.data[3] as CustomRec
      assert.equal((await a.delete(`${CUSTOM}/big/${victim.id}`)).statusCode, 200)
      const replacement = await createCustom(a, 'big', { n: 'replacement' })
      assertProblem(await a.post(`${CUSTOM}/big`, { n: 'again' }), 403, 'SANDBOX_LIMIT_REACHED')
      const after = ok<CustomList>(await a.get(`${CUSTOM}/big?limit=30`))
      assert.equal(after.pagination.total, MAX_RECORDS)
      assert.equal(after.data[0]?.id, replacement.id)
    })

    test('500 records one by one fit and the 501st is refused', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('limits-a'))
      for (let i = 0; i < MAX_RECORDS; i++) {
        const res = await a.post(`${CUSTOM}/loop`, { i })
        assert.equal(res.statusCode, 200, `record ${i}: ${res.body}`)
      }
      assertProblem(
        await a.post(`${CUSTOM}/loop`, { i: MAX_RECORDS }),
        403,
        'SANDBOX_LIMIT_REACHED',
      )
      assert.equal((await summaryMap(a)).get('loop')?.count, MAX_RECORDS)
    })

    test('concurrent creates never exceed the collection or record limits', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('limits-race'))
      const held = MAX_COLLECTIONS - 5
      for (let i = 0; i < held; i++) await createCustom(a, `held${i}`, { i })
      const newCollections = await Promise.all(
        Array.from({ length: 12 }, (_, i) => a.post(`${CUSTOM}/race${i}`, { i })),
      )
      assert.equal(
        newCollections.filter((r) => r.statusCode === 200).length,
        MAX_COLLECTIONS - held,
      )
      for (const res of newCollections.filter((r) => r.statusCode !== 200)) {
        assertProblem(res, 403, 'SANDBOX_LIMIT_REACHED')
      }
      assert.equal((await summaries(a)).totalCollections, MAX_COLLECTIONS)

      const b = as(app, id('limits-race-b'))
      const room = 4
      const filled = await b.post(`${API}/session/import?strategy=merge`, {
        version: '1.0',
        records: customEntries('busy', MAX_RECORDS - room),
      })
      assert.equal(filled.statusCode, 200, filled.body)
      const racing = await Promise.all(
        Array.from({ length: 10 }, (_, i) => b.post(`${CUSTOM}/busy`, { i })),
      )
      assert.equal(racing.filter((r) => r.statusCode === 200).length, room)
      assert.equal((await summaryMap(b)).get('busy')?.count, MAX_RECORDS)
    })

    test('a record over 16 KB is 413 PAYLOAD_TOO_LARGE and nothing is stored', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('limits-a'))
      const fits = await createCustom(a, 'blobs', { blob: 'x'.repeat(MAX_RECORD_BYTES - 1024) })
      assertProblem(
        await a.post(`${CUSTOM}/blobs`, { blob: 'x'.repeat(MAX_RECORD_BYTES) }),
        413,
        'PAYLOAD_TOO_LARGE',
      )
      // Bytes, not characters: 9,000 two-byte characters are 18,000 bytes.
      assertProblem(
        await a.post(`${CUSTOM}/blobs`, { blob: 'é'.repeat(9000) }),
        413,
        'PAYLOAD_TOO_LARGE',
      )
      assertProblem(
        await a.post(`${CUSTOM}/other`, { blob: 'x'.repeat(MAX_RECORD_BYTES) }),
        413,
        'PAYLOAD_TOO_LARGE',
      )
      // Larger than any body may be.
      assertProblem(
        await a.post(`${CUSTOM}/blobs`, { blob: 'x'.repeat(200 * 1024) }),
        413,
        'PAYLOAD_TOO_LARGE',
      )
      // Growing a record past the limit is refused too, and leaves it as it was.
      const url = `${CUSTOM}/blobs/${fits.id}`
      assertProblem(await a.patch(url, { more: 'y'.repeat(2048) }), 413, 'PAYLOAD_TOO_LARGE')
      assertProblem(
        await a.put(url, { blob: 'z'.repeat(MAX_RECORD_BYTES) }),
        413,
        'PAYLOAD_TOO_LARGE',
      )
      assert.deepEqual(ok(await a.get(url)), fits)
      assert.deepEqual(await collectCustom(a, 'blobs'), [fits])
      assert.deepEqual([...(await summaryMap(a)).keys()], ['blobs'])
    })

    test('a record of exactly 16 KB read back with its server-owned fields can be sent again', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('limits-roundtrip'))
      const probe = await createCustom(a, 'blobs', { blob: '' })
      const { _sandbox: _s, ...stored } = probe
      const overhead = Buffer.byteLength(JSON.stringify(stored))
      const full = await createCustom(a, 'blobs', { blob: 'x'.repeat(MAX_RECORD_BYTES - overhead) })
      const url = `${CUSTOM}/blobs/${full.id}`
      const read = ok<CustomRec>(await a.get(url))
      // id, createdAt, updatedAt and _sandbox are not the caller's: they do not count.
      for (const method of ['PUT', 'PATCH'] as const) {
        const res = await a.send({ method, url, payload: read })
        assert.equal(res.statusCode, 200, `${method}: ${res.body.slice(0, 300)}`)
      }
      assertProblem(await a.put(url, { ...read, blob: `${read.blob}x` }), 413, 'PAYLOAD_TOO_LARGE')
    })

    test('__proto__, constructor and prototype keys at any depth are 400 and change nothing', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('limits-a'))
      const fingerprint = prototypeFingerprint()
      const record = await createCustom(a, 'safe', { name: 'untouched', nested: { a: 1 } })
      const url = `${CUSTOM}/safe/${record.id}`
      const before = await sandbox(a)
      for (const payload of POLLUTING_BODIES) {
        assertProblem(await raw(a, 'POST', `${CUSTOM}/safe`, payload), 400, 'VALIDATION_FAILED')
        assertProblem(await raw(a, 'POST', `${CUSTOM}/fresh`, payload), 400, 'VALIDATION_FAILED')
        assertProblem(await raw(a, 'PUT', url, payload), 400, 'VALIDATION_FAILED')
        assertProblem(await raw(a, 'PATCH', url, payload), 400, 'VALIDATION_FAILED')
        assertProblem(
          await raw(a, 'PATCH', url, payload, 'application/merge-patch+json'),
          400,
          'VALIDATION_FAILED',
        )
      }
      assertProblem(
        await raw(
          a,
          'POST',
          `${CUSTOM}/seed`,
          '{"template":"blog","__proto__":{"polluted":"yes"}}',
        ),
        400,
        'VALIDATION_FAILED',
      )
      assertNotPolluted(fingerprint)
      assert.deepEqual(await sandbox(a), before)
      const stored = ok<CustomRec>(await a.get(url))
      assert.deepEqual(stored, record)
      assert.equal(Object.getPrototypeOf(stored), Object.prototype)
      assert.equal((stored as Record<string, unknown>).polluted, undefined)
      const listed = await collectCustom(a, 'safe')
      assert.deepEqual(listed, [record])
      assert.deepEqual(await collectCustom(a, 'fresh'), [])
    })
  })
}
