import assert from 'node:assert/strict'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import type { StoreKind } from '../../../src/config.ts'
import { IDEMPOTENCY_LEASE_MS } from '../../../src/domain/idempotency.ts'
import { createMemoryStore } from '../../../src/store/memory/memory-store.ts'
import { type Store, StoreUnavailableError } from '../../../src/store/port.ts'
import { createSqliteStore } from '../../../src/store/sqlite/sqlite-store.ts'
import { as, build, STORES, tempDir } from '../../helper.ts'
import { FORM_TYPE, form, type Part, PDF, png } from './support.ts'

const ONE = '/api/v1/uploads'
const BULK = '/api/v1/uploads/bulk'

const send = (app: FastifyInstance, identity: string, url: string, parts: Part[], key?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: {
      'x-playground-identity': identity,
      'content-type': FORM_TYPE,
      ...(key !== undefined && { 'idempotency-key': key }),
    },
    payload: form(parts),
  })

const listed = async (app: FastifyInstance, identity: string) =>
  (await as(app, identity).get(`${ONE}?limit=50`)).json().data as Array<{ id: string }>

/**
 * A real store whose first `idempotency.complete` fails as a Redis write can: the upload is
 * stored and answered, but its answer is not kept, so a retry under the key runs again (the
 * case of an answer lost on its way back, whose retry must find what the first attempt made).
 * The retry comes once the first attempt's lease has run out: the store's clock moves past it
 * when the answer is lost, rather than the test waiting the lease out.
 */
function losingFirstAnswer(t: Parameters<typeof tempDir>[0], kind: StoreKind): Store {
  let skipped = 0
  const now = () => Date.now() + skipped
  const store =
    kind === 'sqlite' ? createSqliteStore(join(tempDir(t), 'lost.db'), now) : createMemoryStore(now)
  const complete = store.idempotency.complete.bind(store.idempotency)
  let lost = false
  store.idempotency.complete = async (...args) => {
    if (!lost) {
      lost = true
      skipped += IDEMPOTENCY_LEASE_MS
      throw new StoreUnavailableError('the answer was not kept')
    }
    return complete(...args)
  }
  return store
}

for (const store of STORES) {
  describe(`uploads honour Idempotency-Key (${store})`, () => {
    const file = (data: Buffer, filename = 'avatar.png', type = 'image/png'): Part => ({
      name: 'file',
      filename,
      data,
      type,
    })
    const category = { name: 'category', value: 'avatars' }

    test('the same key and file replay the first answer; another file, name, type or field under it is 409', async (t) => {
      const app = await build(t, { store })
      const parts = [file(png(4, 4, 300)), category]
      const first = await send(app, 'idem-up', ONE, parts, 'up-1')
      assert.equal(first.statusCode, 200, first.body)
      assert.equal(first.headers['idempotent-replay'], undefined)
      const again = await send(app, 'idem-up', ONE, parts, 'up-1')
      assert.equal(again.statusCode, 200, again.body)
      assert.equal(again.headers['idempotent-replay'], 'true')
      assert.equal(again.body, first.body)
      const others: Record<string, Part[]> = {
        // One byte differs, at the end of a file of the same size.
        'other bytes': [file(Buffer.concat([png(4, 4, 299), Buffer.from([1])])), category],
        'another name': [file(png(4, 4, 300), 'other.png'), category],
        'another declared type': [file(png(4, 4, 300), 'avatar.png', 'image/x-png'), category],
        'another field': [file(png(4, 4, 300)), { name: 'category', value: 'products' }],
        'one more field': [file(png(4, 4, 300)), category, { name: 'tags', value: 'team' }],
      }
      for (const [what, other] of Object.entries(others)) {
        const reused = await send(app, 'idem-up', ONE, other, 'up-1')
        assert.equal(reused.statusCode, 409, `${what}: ${reused.body}`)
        assert.equal(reused.json().code, 'IDEMPOTENCY_KEY_REUSED', what)
      }
      assert.deepEqual(
        (await listed(app, 'idem-up')).map((f) => f.id),
        [first.json().file.id],
      )
      // Without the key the same file is uploaded again, as before.
      assert.equal((await send(app, 'idem-up', ONE, parts)).statusCode, 200)
      assert.equal((await listed(app, 'idem-up')).length, 2)
    })

    test('a batch under a key replays as a whole; a batch with one file changed is 409', async (t) => {
      const app = await build(t, { store })
      const batch = [
        { name: 'files', filename: 'a.png', data: png(2, 2, 200) },
        { name: 'files', filename: 'doc.pdf', data: PDF },
        { name: 'tags', value: 'team' },
      ]
      const first = await send(app, 'idem-bulk', BULK, batch, 'bulk-1')
      assert.equal(first.statusCode, 200, first.body)
      assert.equal(first.json().summary.successful, 2)
      const again = await send(app, 'idem-bulk', BULK, batch, 'bulk-1')
      assert.equal(again.headers['idempotent-replay'], 'true')
      assert.equal(again.body, first.body)
      const changed = [batch[0], { ...batch[1], data: Buffer.from(`${PDF}%more\n`) }, batch[2]]
      const reused = await send(app, 'idem-bulk', BULK, changed as Part[], 'bulk-1')
      assert.equal(reused.statusCode, 409, reused.body)
      assert.equal(reused.json().code, 'IDEMPOTENCY_KEY_REUSED')
      const swapped = [batch[1], batch[0], batch[2]]
      assert.equal(
        (await send(app, 'idem-bulk', BULK, swapped as Part[], 'bulk-1')).statusCode,
        409,
      )
      assert.equal((await listed(app, 'idem-bulk')).length, 2)
    })

    test('a retry after a lost answer is answered the file the first attempt stored, not a second one', async (t) => {
      const app = await build(
        t,
        { store, logLevel: 'silent' },
        { store: losingFirstAnswer(t, store) },
      )
      const me = as(app, 'idem-lost')
      const data = png(8, 8, 500)
      const lost = await send(app, 'idem-lost', ONE, [file(data)], 'lost-1')
      assert.equal(lost.statusCode, 200, lost.body)
      const retry = await send(app, 'idem-lost', ONE, [file(data)], 'lost-1')
      assert.equal(retry.statusCode, 200, retry.body)
      assert.deepEqual(retry.json(), lost.json())
      const { id } = lost.json().file
      assert.deepEqual(
        (await listed(app, 'idem-lost')).map((f) => f.id),
        [id],
      )
      assert.deepEqual((await me.get(`${ONE}/${id}/content`)).rawPayload, data)
      // Its answer is kept now: a third try replays it.
      const third = await send(app, 'idem-lost', ONE, [file(data)], 'lost-1')
      assert.equal(third.headers['idempotent-replay'], 'true')
      assert.equal(third.body, retry.body)
    })

    test('a batch retried after a lost answer stores no file twice', async (t) => {
      const app = await build(
        t,
        { store, logLevel: 'silent' },
        { store: losingFirstAnswer(t, store) },
      )
      const batch = [
        { name: 'files', filename: 'a.png', data: png(2, 2, 200) },
        { name: 'files', filename: 'b.png', data: png(3, 3, 200) },
      ]
      const lost = await send(app, 'idem-lost-bulk', BULK, batch, 'lost-bulk')
      assert.equal(lost.json().summary.successful, 2, lost.body)
      const retry = await send(app, 'idem-lost-bulk', BULK, batch, 'lost-bulk')
      assert.equal(retry.statusCode, 200, retry.body)
      assert.deepEqual(retry.json(), lost.json())
      assert.equal((await listed(app, 'idem-lost-bulk')).length, 2)
    })

    test('the retry of the upload that filled the sandbox is answered its file, not 403', async (t) => {
      const app = await build(
        t,
        { store, logLevel: 'silent' },
        { store: losingFirstAnswer(t, store) },
      )
      for (let i = 0; i < 14; i++) {
        const res = await send(app, 'idem-full', ONE, [file(png(2, 2, 100 + i), `f${i}.png`)])
        assert.equal(res.statusCode, 200, res.body)
      }
      const last = [file(png(5, 5, 100), 'last.png')]
      const lost = await send(app, 'idem-full', ONE, last, 'fills-it')
      assert.equal(lost.statusCode, 200, lost.body)
      const retry = await send(app, 'idem-full', ONE, last, 'fills-it')
      assert.equal(retry.statusCode, 200, retry.body)
      assert.equal(retry.json().file.id, lost.json().file.id)
      assert.equal((await listed(app, 'idem-full')).length, 15)
      // Another upload, keyed or not, still finds the sandbox full.
      const more = await send(app, 'idem-full', ONE, [file(png(6, 6, 100), 'more.png')], 'more')
      assert.equal(more.statusCode, 403, more.body)
      assert.equal(more.json().code, 'QUOTA_EXCEEDED')
    })
  })
}
