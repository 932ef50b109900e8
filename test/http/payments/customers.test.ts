import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { Customer } from '../../../src/domain/payments/customers.ts'
import { build, STORES } from '../../helper.ts'
import { as, INTENTS, ok, problem } from './support.ts'

for (const store of STORES) {
  describe(`payment customers (${store})`, () => {
    test('create, list, get, patch (metadata merges), delete; also under /payments/customers', async (t) => {
      const app = await build(t, { store })
      const c = as(app, 'customers')
      const ada = ok<Customer>(
        await c.post('/api/v1/customers', {
          email: 'ada@example.com',
          name: 'Ada',
          metadata: { tier: 'gold', since: 2020 },
        }),
      )
      assert.match(ada.id, /^cus_test_[A-Za-z0-9]{24}$/)
      assert.deepEqual(ada.metadata, { tier: 'gold', since: '2020' })
      const list = ok<{ data: Customer[] }>(
        await c.get('/api/v1/payments/customers?email=ADA@example.com'),
      )
      assert.deepEqual(list.data, [ada])
      const patched = ok<Customer>(
        await c.patch(`/api/v1/customers/${ada.id}`, { name: null, metadata: { vip: true } }),
      )
      assert.equal(patched.name, null)
      assert.equal(patched.email, 'ada@example.com')
      assert.deepEqual(patched.metadata, { tier: 'gold', since: '2020', vip: 'true' })
      const intent = ok(await c.post(INTENTS, { amount: 100, currency: 'usd', customer: ada.id }))
      assert.equal(intent.customer, ada.id)
      const theirs = ok<{ data: unknown[] }>(await c.get(`${INTENTS}?customer=${ada.id}`))
      assert.equal(theirs.data.length, 1)
      assert.deepEqual(ok(await c.delete(`/api/v1/customers/${ada.id}`)), {
        id: ada.id,
        object: 'customer',
        deleted: true,
      })
      problem(await c.get(`/api/v1/customers/${ada.id}`), 404, 'NOT_FOUND')
      const bad = problem(
        await c.post('/api/v1/customers', { email: 'nope', metadata: { __proto__x: 1, k: {} } }),
        400,
        'VALIDATION_FAILED',
      )
      assert.match(bad.detail, /email: must be an e-mail address.*got 'nope'/)
      assert.match(bad.detail, /metadata\.k: must be a string/)
    })
  })
}
