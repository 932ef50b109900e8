import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { appPerSuite, as, STORES, sandboxes } from '../../helper.ts'
import { API, assertProblem, type Client } from '../resources/support.ts'
import {
  CUSTOM,
  CUSTOM_ID,
  type CustomRec,
  collectCustom,
  createCustom,
  isoMs,
  MAX_COLLECTIONS,
  ok,
  summaries,
  summaryMap,
} from './support.ts'

/**
 * docs/contract/custom-collections.md#templates: the templates, and the collections each must at
 * least hold.
 */
const TEMPLATES: Record<string, string[]> = {
  ecommerce: ['products', 'categories', 'customers', 'orders', 'reviews'],
  saas: [],
  blog: ['articles', 'authors', 'tags'],
  crm: ['leads', 'deals', 'contacts'],
  healthcare: [],
}
const TEMPLATE_NAMES = Object.keys(TEMPLATES)

type SeedResult = { message: string; template: string; collections: string[]; totalSeeded: number }

async function seed(
  client: Client,
  template: string,
  via: 'body' | 'query' = 'body',
): Promise<SeedResult> {
  const res =
    via === 'body'
      ? await client.post(`${CUSTOM}/seed`, { template })
      : await client.send({ method: 'POST', url: `${CUSTOM}/seed?template=${template}` })
  return ok<SeedResult>(res)
}

/** Every record of every collection the seed reported, by collection. */
async function contents(client: Client, names: readonly string[]) {
  const out = new Map<string, CustomRec[]>()
  for (const name of names) out.set(name, await collectCustom(client, name))
  return out
}

/** Every string inside a value, nested ones too. */
function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) stringsIn(v, out)
  return out
}

/**
 * The seeded content with ids and timestamps aside: every id (and every reference to one)
 * becomes its position in listing order, so two seeds of one template compare equal.
 */
function canonical(byCollection: Map<string, CustomRec[]>) {
  const position = new Map<string, number>()
  for (const records of byCollection.values())
    for (const r of records) position.set(r.id, position.size)
  const rewrite = (value: unknown): unknown => {
    if (typeof value === 'string') return position.has(value) ? `#${position.get(value)}` : value
    if (Array.isArray(value)) return value.map(rewrite)
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v)]))
    }
    return value
  }
  return Object.fromEntries(
    [...byCollection].map(([name, records]) => [
      name,
      records.map(({ createdAt: _c, updatedAt: _u, ...rest }) => rewrite(rest)),
    ]),
  )
}

const byId = (records: readonly CustomRec[] | undefined) =>
  new Set((records ?? []).map((r) => r.id))

for (const store of STORES) {
  describe(`custom collection templates (${store})`, () => {
    const shared = appPerSuite({ store })
    test('each template seeds its collections, consistent with GET /custom', async (t) => {
      const app = await shared()
      const id = sandboxes()
      for (const template of TEMPLATE_NAMES) {
        await t.test(template, async () => {
          const a = as(app, id(`seed-${template}`))
          const before = Date.now()
          const result = await seed(a, template)
          const after = Date.now()
          assert.equal(typeof result.message, 'string')
          assert.equal(result.template, template)
          for (const required of TEMPLATES[template] ?? []) {
            assert.ok(result.collections.includes(required), `${template} has ${required}`)
          }
          assert.equal(new Set(result.collections).size, result.collections.length)

          const listed = await summaries(a)
          assert.equal(listed.totalCollections, result.collections.length)
          const map = await summaryMap(a)
          assert.deepEqual([...map.keys()].sort(), [...result.collections].sort())
          const data = await contents(a, result.collections)
          let total = 0
          for (const name of result.collections) {
            const records = data.get(name) ?? []
            assert.ok(records.length > 0, `${template}/${name} holds records`)
            assert.equal(map.get(name)?.count, records.length, `${name} count`)
            assert.equal(map.get(name)?.endpoint, `/custom/${name}`)
            total += records.length
            for (const r of records) {
              assert.match(r.id, CUSTOM_ID)
              assert.equal(r._sandbox, 'created')
              const at = isoMs(r.createdAt)
              assert.ok(before <= at && at <= after, `${name} createdAt stamped by the seed`)
              assert.ok(isoMs(r.updatedAt) >= at)
            }
          }
          assert.equal(result.totalSeeded, total)
          const allIds = [...data.values()].flat().map((r) => r.id)
          assert.equal(new Set(allIds).size, allIds.length, 'ids are unique')
        })
      }
    })

    test('the template may come as a query parameter, with no body', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('seed-query'))
      const viaQuery = await seed(a, 'crm', 'query')
      assert.equal(viaQuery.template, 'crm')
      const b = as(app, id('seed-body'))
      const viaBody = await seed(b, 'crm', 'body')
      assert.deepEqual(viaQuery, viaBody)
      assert.deepEqual(
        await summaryMap(a).then((m) => [...m.keys()].sort()),
        [...viaBody.collections].sort(),
      )
    })

    test('every id a seeded record refers to is a record of the same sandbox', async (t) => {
      const app = await shared()
      const id = sandboxes()
      for (const template of TEMPLATE_NAMES) {
        await t.test(template, async () => {
          const a = as(app, id(`refs-${template}`))
          const result = await seed(a, template)
          const data = await contents(a, result.collections)
          const ids = new Set([...data.values()].flat().map((r) => r.id))
          let references = 0
          for (const [name, records] of data) {
            for (const record of records) {
              const { id: _id, ...rest } = record
              for (const s of stringsIn(rest)) {
                if (!s.startsWith('local-')) continue
                references++
                assert.ok(
                  ids.has(s),
                  `${template}/${name}/${record.id} refers to ${s}, not in the sandbox`,
                )
              }
            }
          }
          assert.ok(references > 0, `${template} relates its collections`)
        })
      }
    })

    test('named references resolve to the right collection', async () => {
      const app = await shared()
      const id = sandboxes()
      const shop = as(app, id('named-ecommerce'))
      const e = await contents(shop, (await seed(shop, 'ecommerce')).collections)
      const customers = byId(e.get('customers'))
      const products = byId(e.get('products'))
      const categories = byId(e.get('categories'))
      for (const order of e.get('orders') ?? []) {
        assert.ok(customers.has(order.customerId as string), `order ${order.id} customer`)
        for (const item of (order.items as Array<{ productId: string }> | undefined) ?? []) {
          assert.ok(products.has(item.productId), `order ${order.id} product`)
        }
      }
      for (const review of e.get('reviews') ?? []) {
        assert.ok(products.has(review.productId as string), `review ${review.id} product`)
        assert.ok(customers.has(review.customerId as string), `review ${review.id} customer`)
      }
      for (const product of e.get('products') ?? []) {
        assert.ok(categories.has(product.category as string), `product ${product.id} category`)
      }

      const blog = as(app, id('named-blog'))
      const b = await contents(blog, (await seed(blog, 'blog')).collections)
      const authors = byId(b.get('authors'))
      const tags = byId(b.get('tags'))
      for (const article of b.get('articles') ?? []) {
        assert.ok(authors.has(article.authorId as string), `article ${article.id} author`)
        for (const tag of article.tagIds as string[])
          assert.ok(tags.has(tag), `article ${article.id} tag`)
      }

      const crm = as(app, id('named-crm'))
      const c = await contents(crm, (await seed(crm, 'crm')).collections)
      const contacts = byId(c.get('contacts'))
      for (const lead of c.get('leads') ?? []) assert.ok(contacts.has(lead.contactId as string))
      for (const deal of c.get('deals') ?? []) assert.ok(contacts.has(deal.contactId as string))
    })

    test('re-seeding replaces the collections: same content and counts, new ids', async () => {
      const app = await shared()
      const a = as(app, sandboxes()('reseed-a'))
      const first = await seed(a, 'ecommerce')
      const firstData = await contents(a, first.collections)
      const mine = await createCustom(a, 'notes', { text: 'not part of the template' })
      const extra = await createCustom(a, 'products', { name: 'my own product' })
      assert.equal(
        (await summaryMap(a)).get('products')?.count,
        (firstData.get('products')?.length ?? 0) + 1,
      )

      const second = await seed(a, 'ecommerce')
      assert.deepEqual(second, first)
      const secondData = await contents(a, second.collections)
      const map = await summaryMap(a)
      for (const name of first.collections) {
        assert.equal(map.get(name)?.count, firstData.get(name)?.length, `${name} count unchanged`)
      }
      const oldIds = [...firstData.values()].flat().map((r) => r.id)
      const newIds = new Set([...secondData.values()].flat().map((r) => r.id))
      for (const id of oldIds) assert.equal(newIds.has(id), false, `old id ${id} replaced`)
      assert.equal(newIds.has(extra.id), false)
      assertProblem(await a.get(`${CUSTOM}/products/${extra.id}`), 404, 'NOT_FOUND')
      assert.deepEqual(canonical(secondData), canonical(firstData))
      // A collection outside the template is untouched.
      assert.deepEqual(await collectCustom(a, 'notes'), [mine])
      assert.equal(map.get('notes')?.count, 1)
    })

    test('template content is the same in every sandbox, ids and timestamps aside', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('same-a'))
      const b = as(app, id('same-b'))
      const seeded = await seed(a, 'blog')
      await seed(b, 'blog')
      const dataA = await contents(a, seeded.collections)
      const dataB = await contents(b, seeded.collections)
      assert.deepEqual(canonical(dataA), canonical(dataB))
      const idsA = new Set([...dataA.values()].flat().map((r) => r.id))
      for (const r of [...dataB.values()].flat()) assert.equal(idsA.has(r.id), false)
    })

    test('an unknown or missing template is 400 listing the templates, and writes nothing', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('seed-bad'))
      for (const res of [
        await a.post(`${CUSTOM}/seed`, { template: 'nope' }),
        await a.send({ method: 'POST', url: `${CUSTOM}/seed?template=Ecommerce` }),
      ]) {
        const problem = assertProblem(res, 400, 'VALIDATION_FAILED')
        for (const name of TEMPLATE_NAMES) {
          assert.ok(String(problem.message).includes(name), `${problem.message} lists ${name}`)
        }
      }
      for (const res of [
        await a.post(`${CUSTOM}/seed`, {}),
        await a.send({ method: 'POST', url: `${CUSTOM}/seed` }),
        await a.post(`${CUSTOM}/seed`, { template: '' }),
      ]) {
        assert.equal(res.statusCode, 400, res.body)
        assert.match(String(res.headers['content-type']), /^application\/problem\+json/)
      }
      assertProblem(await a.post(`${CUSTOM}/seed`, { template: 5 }), 400, 'VALIDATION_FAILED')
      assert.deepEqual(await summaries(a), { totalCollections: 0, collections: [] })
    })

    test('a seed that would exceed 20 collections is 403 and writes nothing', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('seed-full'))
      const shop = await seed(as(app, id('seed-probe')), 'ecommerce')
      const own = MAX_COLLECTIONS - shop.collections.length + 1
      for (let i = 0; i < own; i++) await createCustom(a, `own${i}`, { i })
      const exportBefore = ok(await a.get(`${API}/session/export`))
      const refused = await a.post(`${CUSTOM}/seed`, { template: 'ecommerce' })
      assertProblem(refused, 403, 'SANDBOX_LIMIT_REACHED')
      const exportAfter = ok(await a.get(`${API}/session/export`))
      assert.deepEqual({ ...exportAfter, exportedAt: null }, { ...exportBefore, exportedAt: null })
      assert.equal((await summaries(a)).totalCollections, own)

      // One collection fewer and the template fits exactly.
      assert.equal((await a.delete(`${CUSTOM}/own0`)).statusCode, 200)
      await seed(a, 'ecommerce')
      assert.equal((await summaries(a)).totalCollections, MAX_COLLECTIONS)
      // Re-seeding at the limit replaces, adding no collection.
      await seed(a, 'ecommerce')
      assert.equal((await summaries(a)).totalCollections, MAX_COLLECTIONS)
      // Another template's new collections do not fit.
      const beforeBlog = ok(await a.get(`${API}/session/export`))
      assertProblem(
        await a.post(`${CUSTOM}/seed`, { template: 'blog' }),
        403,
        'SANDBOX_LIMIT_REACHED',
      )
      const afterBlog = ok(await a.get(`${API}/session/export`))
      assert.deepEqual({ ...afterBlog, exportedAt: null }, { ...beforeBlog, exportedAt: null })
    })
  })
}
