import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { SandboxEvent } from '../../../src/domain/events/bus.ts'
import { identityOfName } from '../../../src/domain/identity.ts'
import { as, build, STORES } from '../../helper.ts'
import { imported, VERSION } from './support.ts'

/** A session import announces each record it writes, as the same write over REST would. */

for (const store of STORES) {
  describe(`session import events (${store})`, () => {
    test('each created, updated and deleted record is an event, then session.imported', async (t) => {
      const app = await build(t, { store })
      const me = as(app, 'import-events')
      const heard: SandboxEvent[] = []
      let done!: () => void
      const all = new Promise<void>((resolve) => {
        done = resolve
      })
      const stop = app.events.subscribe(identityOfName('import-events') as string, (e) => {
        heard.push(e)
        if (e.type === 'session.imported') done()
      })
      t.after(stop)

      const fresh = `local-${crypto.randomUUID()}`
      const product = 'local-abcdefghijklmnopqrstu'
      await imported(me, {
        version: VERSION,
        records: [
          { resource: 'posts', op: 'create', data: { id: fresh, title: 'new', user_id: 2 } },
          { resource: 'users', op: 'update', targetId: 2, data: { name: 'Imported Ervin' } },
          { resource: 'comments', op: 'delete', targetId: 9 },
          { resource: 'custom/products', op: 'create', data: { id: product, name: 'lamp' } },
        ],
      })
      await all

      assert.deepEqual(
        heard.map((e) => [e.type, e.resource, e.action, e.recordId]),
        [
          ['post.created', 'posts', 'created', fresh],
          ['user.updated', 'users', 'updated', 2],
          ['comment.deleted', 'comments', 'deleted', 9],
          ['custom.products.created', 'custom/products', 'created', product],
          ['session.imported', 'session', 'imported', null],
        ],
      )
      assert.deepEqual(heard[0]?.data, {
        id: fresh,
        title: 'new',
        user_id: 2,
        userId: 2,
        _sandbox: 'created',
      })
      assert.deepEqual(heard[2]?.data, { id: 9 })
    })
  })
}
