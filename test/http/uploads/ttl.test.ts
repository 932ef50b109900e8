import assert from 'node:assert/strict'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { createMemoryStore } from '../../../src/store/memory/memory-store.ts'
import { createSqliteStore } from '../../../src/store/sqlite/sqlite-store.ts'
import { as, build, STORES, tempDir } from '../../helper.ts'
import { png, upload } from './support.ts'

const TTL_MS = 3000

for (const store of STORES) {
  describe(`uploads expire with the sandbox (${store})`, () => {
    test('at the TTL the files and their bytes are gone, and the quota is free again', async (t) => {
      let clock = 1_700_000_000_000
      const now = () => clock
      const instance =
        store === 'sqlite'
          ? createSqliteStore(join(tempDir(t), 'ttl.db'), now, { ttlMs: TTL_MS })
          : createMemoryStore(now, { ttlMs: TTL_MS })
      const app = await build(t, { store, sandboxTtlMs: TTL_MS }, { store: instance })
      const me = as(app, 'short-lived-files')
      const res = await upload(app, 'short-lived-files', 'a.png', png())
      const { file } = res.json()
      const identity = String(res.headers['x-playground-identity'])
      for (let i = 1; i < 15; i++) await upload(app, 'short-lived-files', `f${i}.png`, png())
      clock += TTL_MS - 1
      assert.equal((await me.get(`/api/v1/uploads/${file.id}/content`)).statusCode, 200)
      clock += 1
      assert.equal((await me.get('/api/v1/uploads')).json().pagination.total, 0)
      assert.equal((await me.get(`/api/v1/uploads/${file.id}/content`)).statusCode, 404)
      assert.equal(await app.store.blobs.get(identity, file.id), undefined)
      assert.equal((await upload(app, 'short-lived-files', 'new.png', png())).statusCode, 200)
      // The sweep forgets what is left of the expired sandbox.
      clock += TTL_MS
      await app.store.expire(clock - TTL_MS)
      assert.equal((await me.get('/api/v1/uploads')).json().pagination.total, 0)
    })
  })
}
