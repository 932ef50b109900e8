import assert from 'node:assert/strict'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { defaultConfig } from '../../../src/config.ts'
import { buildAppWithRuntime } from '../../../src/http/app.ts'
import { as, build, STORES, tempDir } from '../../helper.ts'

/** Share links are new tokens each time, and a revocation or a reset ends them (ADR 0019). */

const SHARE = '/api/v1/session/share'

async function share(app: FastifyInstance, owner: string, mode: 'read' | 'write' = 'read') {
  const res = await as(app, owner).post(SHARE, { mode })
  assert.equal(res.statusCode, 200, res.body)
  return res.json() as { id: string; signedToken: string; identityId: string }
}

/** What a request opened by `token` is answered: 200, or the refusal. */
const via = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: `/api/v1/posts/1?_sandbox=${encodeURIComponent(token)}` })

const refused = (res: LightMyRequestResponse) => {
  assert.equal(res.statusCode, 400, res.body)
  const body = res.json()
  assert.equal(body.code, 'INVALID_SANDBOX_TOKEN')
  assert.match(body.detail, /revoked/)
}

for (const store of STORES) {
  describe(`share link revocation (${store})`, () => {
    test('every link is a new token; DELETE /session/share/{id} ends that one only', async (t) => {
      const app = await build(t, { store })
      const first = await share(app, 'sharer')
      const second = await share(app, 'sharer')
      assert.notEqual(first.signedToken, second.signedToken, 'a new link is a new token')
      assert.notEqual(first.id, second.id)
      assert.equal(first.identityId, second.identityId)
      assert.equal((await via(app, first.signedToken)).statusCode, 200)
      assert.equal((await via(app, second.signedToken)).statusCode, 200)

      const revoked = await as(app, 'sharer').delete(`${SHARE}/${first.id}`)
      assert.equal(revoked.statusCode, 200, revoked.body)
      assert.deepEqual(revoked.json(), { message: `Share link ${first.id} revoked`, id: first.id })
      refused(await via(app, first.signedToken))
      refused(await as(app, first.signedToken).get('/api/v1/posts/1'))
      refused(
        await app.inject({
          method: 'GET',
          url: `${SHARE}/qr.svg?token=${encodeURIComponent(first.signedToken)}`,
        }),
      )
      assert.equal((await via(app, second.signedToken)).statusCode, 200, 'the other link lives')

      // Once, by its own sandbox, by id.
      assert.equal((await as(app, 'sharer').delete(`${SHARE}/${first.id}`)).statusCode, 404)
      assert.equal((await as(app, 'someone-else').delete(`${SHARE}/${second.id}`)).statusCode, 404)
      assert.equal((await via(app, second.signedToken)).statusCode, 200)
      const bad = await as(app, 'sharer').delete(`${SHARE}/not-an-id`)
      assert.equal(bad.statusCode, 400)
      assert.deepEqual(
        bad.json().errors.map((e: { field: string }) => e.field),
        ['id'],
      )
      assert.match(bad.json().detail, /'not-an-id'/)
      // A read link cannot revoke: it writes nothing.
      const read = await as(app, second.signedToken).delete(`${SHARE}/${second.id}`)
      assert.equal(read.statusCode, 403)
      assert.equal(read.json().code, 'SANDBOX_READ_ONLY')
    })

    test('a reset revokes every link of the sandbox; a link made after it opens', async (t) => {
      const app = await build(t, { store })
      const read = await share(app, 'resetting')
      const write = await share(app, 'resetting', 'write')
      // Opened once before (and so known to this process) and still ended by the reset.
      assert.equal((await via(app, read.signedToken)).statusCode, 200)
      assert.equal((await via(app, write.signedToken)).statusCode, 200)
      assert.equal((await as(app, 'resetting').delete('/api/v1/session/reset')).statusCode, 200)
      refused(await via(app, read.signedToken))
      refused(await via(app, write.signedToken))
      const after = await share(app, 'resetting')
      assert.equal((await via(app, after.signedToken)).statusCode, 200)
    })
  })
}

test('share links and their revocation outlive a restart (sqlite)', async (t) => {
  const dbPath = join(tempDir(t), 'links.db')
  const start = async () => {
    const app = await buildAppWithRuntime(defaultConfig({ store: 'sqlite', dbPath }))
    await app.ready()
    return app
  }
  let app = await start()
  const kept = await share(app, 'durable')
  const gone = await share(app, 'durable')
  await app.close()
  app = await start()
  t.after(() => app.close())
  assert.equal((await via(app, kept.signedToken)).statusCode, 200)
  assert.equal((await as(app, 'durable').delete(`${SHARE}/${gone.id}`)).statusCode, 200)
  await app.close()
  app = await start()
  refused(await via(app, gone.signedToken))
  assert.equal((await via(app, kept.signedToken)).statusCode, 200)
})
