import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { as, build, STORES } from '../../helper.ts'
import { API, assertProblem, type Client } from '../resources/support.ts'
import {
  CUSTOM,
  type CustomList,
  type CustomRec,
  collectCustom,
  createCustom,
  ok,
} from './support.ts'

/** An ecommerce-seeded sandbox and its collections, read whole. */
async function ecommerce(client: Client) {
  ok(await client.post(`${CUSTOM}/seed`, { template: 'ecommerce' }))
  const read = async (name: string) => collectCustom(client, name)
  return {
    orders: await read('orders'),
    customers: await read('customers'),
    products: await read('products'),
    categories: await read('categories'),
    reviews: await read('reviews'),
  }
}

const byId = (records: CustomRec[]) => new Map(records.map((r) => [r.id, r]))

for (const store of STORES) {
  describe(`custom collection relations (${store})`, () => {
    test('_expand=customerId:customers adds each order’s customer, keeping customerId', async (t) => {
      const app = await build(t, { store })
      const a = as(app, 'custom-expand')
      const seeded = await ecommerce(a)
      const customers = byId(seeded.customers)
      const page = ok<CustomList>(
        await a.get(`${CUSTOM}/orders?limit=30&_expand=customerId:customers`),
      )
      assert.equal(page.data.length, seeded.orders.length)
      for (const order of page.data) {
        assert.equal(typeof order.customerId, 'string')
        assert.deepEqual(order.customer, customers.get(order.customerId as string))
      }
      assert.deepEqual(page.pagination.total, seeded.orders.length)

      // `category` holds an id without a suffix: the record takes its place.
      const product = seeded.products[0] as CustomRec
      const one = ok<CustomRec>(
        await a.get(`${CUSTOM}/products/${product.id}?_expand=category:categories`),
      )
      assert.deepEqual(one.category, byId(seeded.categories).get(product.category as string))

      // A customer deleted since is null; so is an order of a collection that does not exist.
      const order = seeded.orders[0] as CustomRec
      ok(await a.delete(`${CUSTOM}/customers/${order.customerId}`))
      const orphan = ok<CustomRec>(
        await a.get(`${CUSTOM}/orders/${order.id}?_expand=customerId:customers,customerId:nobody`),
      )
      assert.equal(orphan.customer, null)
    })

    test('_embed=orders:customerId adds each customer’s orders, newest first', async (t) => {
      const app = await build(t, { store })
      const a = as(app, 'custom-embed')
      const seeded = await ecommerce(a)
      const customer = seeded.customers[0] as CustomRec
      const extra = await createCustom(a, 'orders', { customerId: customer.id, total: 1 })
      const want = [extra, ...seeded.orders.filter((o) => o.customerId === customer.id)]
      const one = ok<CustomRec>(
        await a.get(`${CUSTOM}/customers/${customer.id}?_embed=orders:customerId`),
      )
      assert.deepEqual(one.orders, want)

      const page = ok<CustomList>(
        await a.get(`${CUSTOM}/customers?limit=30&_embed=orders:customerId,reviews:customerId`),
      )
      for (const c of page.data) {
        assert.deepEqual(
          (c.orders as CustomRec[]).map((o) => o.id),
          (c.id === customer.id ? want : seeded.orders.filter((o) => o.customerId === c.id)).map(
            (o) => o.id,
          ),
        )
        assert.deepEqual(
          (c.reviews as CustomRec[]).map((r) => r.id),
          seeded.reviews.filter((r) => r.customerId === c.id).map((r) => r.id),
        )
      }
    })

    test('selection keeps the relations, and reaches into arrays of objects', async (t) => {
      const app = await build(t, { store })
      const a = as(app, 'custom-select')
      const seeded = await ecommerce(a)
      const order = seeded.orders[0] as CustomRec
      const one = ok<CustomRec>(
        await a.get(
          `${CUSTOM}/orders/${order.id}?_expand=customerId:customers&_fields=total,items.productId`,
        ),
      )
      assert.deepEqual(one, {
        id: order.id,
        items: (order.items as Array<{ productId: string }>).map((i) => ({
          productId: i.productId,
        })),
        total: order.total,
        _sandbox: 'created',
        customer: seeded.customers.find((c) => c.id === order.customerId),
      })
    })
  })
}

describe('bad custom relations are 400 INVALID_QUERY', () => {
  const FORMS =
    'on a custom collection _embed takes <collection>:<field> (orders:customerId: the orders whose customerId is this id) and _expand takes <field>:<collection> (customerId:customers: the customer whose id is in customerId)'
  const cases: Array<[string, string, string]> = [
    [
      '?_embed=orders',
      '_embed',
      `Query parameter '_embed' must name both ends, got 'orders': ${FORMS}`,
    ],
    [
      '?_expand=customerId',
      '_expand',
      `Query parameter '_expand' must name both ends, got 'customerId': ${FORMS}`,
    ],
    [
      '?_expand=customerId:Customers!',
      '_expand',
      "Query parameter '_expand' names the collection 'Customers!', which is not a collection name (^[a-z][a-z0-9_-]{0,62}$), in 'customerId:Customers!'",
    ],
    [
      '?_expand=constructor:customers',
      '_expand',
      "Query parameter '_expand' may not name the key 'constructor' (in 'constructor:customers')",
    ],
    [
      '?_expand=id:customers',
      '_expand',
      "Query parameter '_expand' would replace the record's own id, got 'id:customers'",
    ],
    [
      '?_fields=items..productId',
      '_fields',
      "Query parameter '_fields' has an empty field name in 'items..productId'",
    ],
  ]
  for (const [query, field, detail] of cases) {
    test(query, async (t) => {
      const app = await build(t)
      const a = as(app, 'custom-bad')
      const widget = await createCustom(a, 'widgets', { name: 'w' })
      for (const url of [`${CUSTOM}/widgets${query}`, `${CUSTOM}/widgets/${widget.id}${query}`]) {
        const body = assertProblem(await a.get(url), 400, 'INVALID_QUERY')
        assert.equal(body.detail, detail, url)
        assert.deepEqual(
          body.errors?.map((e) => e.field),
          [field],
        )
      }
    })
  }

  test('an empty collection still answers, with nothing to relate', async (t) => {
    const app = await build(t)
    const a = as(app, 'custom-empty')
    const page = ok<CustomList>(await a.get(`${API}/custom/nothing?_embed=orders:customerId`))
    assert.deepEqual(page.data, [])
  })
})
