import assert from 'node:assert/strict'
import { describe, mock, test } from 'node:test'
import { faker } from '@faker-js/faker/locale/en'
import {
  isTemplateName,
  type SeedRecord,
  TEMPLATE_NAMES,
  TEMPLATES,
  type TemplateName,
} from './index.ts'

const NAME = /^[a-z][a-z0-9_-]{0,62}$/
const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype']
const SERVER_FIELDS = ['createdAt', 'updatedAt', '_sandbox']

/** Runs a template with a counting id generator whose ids start with `prefix`. */
function run(name: TemplateName, prefix: string) {
  const ids: string[] = []
  const newId = () => {
    const id = `${prefix}-${ids.length + 1}`
    ids.push(id)
    return id
  }
  return { out: TEMPLATES[name]({ newId }), ids }
}

/** A deep copy of `value` with every string found in `ids` replaced by its position there. */
function mapIds(value: unknown, ids: readonly string[]): unknown {
  const index = new Map(ids.map((id, i) => [id, `#${i}`]))
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return index.get(v) ?? v
    if (Array.isArray(v)) return v.map(walk)
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
    return v
  }
  return walk(value)
}

/** Calls `visit(key, value, owner)` for every own property of every object nested in `value`. */
function eachProperty(value: unknown, visit: (key: string, v: unknown) => void) {
  if (Array.isArray(value)) {
    for (const v of value) eachProperty(v, visit)
  } else if (value && typeof value === 'object') {
    for (const key of Object.getOwnPropertyNames(value)) {
      const v = (value as Record<string, unknown>)[key]
      visit(key, v)
      eachProperty(v, visit)
    }
  }
}

const plural = (singular: string) =>
  singular.endsWith('y') ? `${singular.slice(0, -1)}ies` : `${singular}s`

/** Every `<thing>Id` / `<thing>Ids` reference in the output, resolved against collection `<things>`. */
function references(out: Record<string, SeedRecord[]>) {
  const refs: { key: string; collection: string; id: unknown }[] = []
  eachProperty(out, (key, v) => {
    const many = /^([a-z][A-Za-z0-9]*)Ids$/.exec(key)
    const one = /^([a-z][A-Za-z0-9]*)Id$/.exec(key)
    if (many?.[1]) {
      assert.ok(Array.isArray(v), `${key} is an array`)
      for (const id of v) refs.push({ key, collection: plural(many[1]), id })
    } else if (one?.[1]) {
      refs.push({ key, collection: plural(one[1]), id: v })
    }
  })
  return refs
}

const idsOf = (records: readonly SeedRecord[] | undefined) =>
  new Set((records ?? []).map((r) => r.id))
const round2 = (n: number) => Math.round(n * 100) / 100

describe('template registry', () => {
  test('has exactly the five named templates', () => {
    assert.deepEqual(Object.keys(TEMPLATES).sort(), [...TEMPLATE_NAMES].sort())
    assert.ok(Object.isFrozen(TEMPLATES))
  })

  test('isTemplateName accepts the names and nothing else', () => {
    for (const name of TEMPLATE_NAMES) assert.equal(isTemplateName(name), true)
    for (const s of [
      '',
      'Ecommerce',
      'shop',
      'toString',
      '__proto__',
      'constructor',
      'ecommerce ',
    ]) {
      assert.equal(isTemplateName(s), false, s)
    }
  })
})

for (const name of TEMPLATE_NAMES) {
  describe(`template ${name}`, () => {
    const { out, ids } = run(name, 'a')

    test('is deterministic once ids are mapped, whatever state faker was left in', () => {
      const other = run(name === 'ecommerce' ? 'blog' : 'ecommerce', 'x')
      assert.ok(other.ids.length > 0)
      faker.seed(12345)
      faker.lorem.paragraphs(3)
      const second = run(name, 'b')
      assert.equal(second.ids.length, ids.length)
      assert.deepEqual(mapIds(second.out, second.ids), mapIds(out, ids))
    })

    test('is plain JSON data', () => {
      assert.deepEqual(JSON.parse(JSON.stringify(out)), out)
    })

    test('has valid collection names and sizes', () => {
      const names = Object.keys(out)
      assert.ok(names.length >= 1 && names.length <= 6, `${names.length} collections`)
      for (const c of names) {
        assert.match(c, NAME)
        const records = out[c] ?? []
        assert.ok(records.length >= 1 && records.length <= 100, `${c}: ${records.length} records`)
        for (const r of records) {
          const size = Buffer.byteLength(JSON.stringify(r))
          assert.ok(size < 4096, `${c}/${r.id}: ${size} bytes`)
        }
      }
    })

    test('takes every record id from newId, each exactly once', () => {
      const recordIds = Object.values(out).flatMap((records) => records.map((r) => r.id))
      assert.equal(new Set(recordIds).size, recordIds.length)
      assert.deepEqual([...recordIds].sort(), [...ids].sort())
    })

    test('every reference resolves to a record of the same output', () => {
      const refs = references(out)
      assert.ok(refs.length > 0, 'has references')
      for (const { key, collection, id } of refs) {
        assert.ok(out[collection], `${key} points at collection ${collection}, which exists`)
        assert.equal(typeof id, 'string', `${key} is a string`)
        assert.ok(idsOf(out[collection]).has(id as string), `${key} ${String(id)} in ${collection}`)
      }
    })

    test('has no forbidden keys and no server-owned fields', () => {
      eachProperty(out, (key) => assert.ok(!FORBIDDEN_KEYS.includes(key), `forbidden key ${key}`))
      for (const records of Object.values(out)) {
        for (const r of records) {
          assert.equal(typeof r.id, 'string')
          for (const field of SERVER_FIELDS)
            assert.ok(!Object.hasOwn(r, field), `${r.id} has ${field}`)
        }
      }
    })
  })
}

describe('ecommerce specifics', () => {
  const { out } = run('ecommerce', 'e')
  const products = out.products ?? []
  const orders = out.orders ?? []

  test('has the five collections at about the agreed sizes', () => {
    assert.deepEqual(Object.keys(out).sort(), [
      'categories',
      'customers',
      'orders',
      'products',
      'reviews',
    ])
    const sizes = Object.fromEntries(Object.entries(out).map(([c, r]) => [c, r.length]))
    assert.deepEqual(sizes, { categories: 6, products: 30, customers: 20, orders: 25, reviews: 35 })
  })

  test('products are well formed and point at a category', () => {
    const categoryIds = idsOf(out.categories)
    for (const p of products) {
      assert.ok(categoryIds.has(p.category as string), `${p.id} category`)
      assert.equal(typeof p.price, 'number')
      assert.equal(p.price, round2(p.price as number))
      assert.ok((p.price as number) > 0)
      assert.equal(p.currency, 'USD')
      assert.ok(Number.isInteger(p.stock) && (p.stock as number) >= 0)
      assert.equal(p.inStock, (p.stock as number) > 0)
      const rating = p.rating as number
      assert.ok(
        rating >= 1 && rating <= 5 && Math.round(rating * 10) / 10 === rating,
        `rating ${rating}`,
      )
      assert.ok(Array.isArray(p.tags) && p.tags.every((t) => typeof t === 'string'))
    }
    assert.ok(
      products.some((p) => p.inStock === false),
      'some product is out of stock',
    )
  })

  test('order totals add up and items carry the product price', () => {
    const priceOf = new Map(products.map((p) => [p.id, p.price]))
    const customerIds = idsOf(out.customers)
    for (const o of orders) {
      assert.ok(customerIds.has(o.customerId as string))
      const items = o.items as { productId: string; quantity: number; unitPrice: number }[]
      assert.ok(items.length >= 1)
      for (const item of items) {
        assert.equal(item.unitPrice, priceOf.get(item.productId))
        assert.ok(Number.isInteger(item.quantity) && item.quantity >= 1)
      }
      assert.equal(o.total, round2(items.reduce((sum, i) => sum + i.quantity * i.unitPrice, 0)))
      assert.ok(
        ['pending', 'paid', 'shipped', 'delivered', 'cancelled'].includes(o.status as string),
      )
      assert.equal(new Date(o.placedAt as string).toISOString(), o.placedAt)
    }
    const times = orders.map((o) => o.placedAt as string)
    assert.deepEqual(times, [...times].sort(), 'orders are in creation order')
  })

  test('reviews rate 1 to 5 in whole stars', () => {
    for (const r of out.reviews ?? []) {
      assert.ok(
        Number.isInteger(r.rating) && (r.rating as number) >= 1 && (r.rating as number) <= 5,
      )
      assert.ok(typeof r.title === 'string' && typeof r.body === 'string')
    }
  })
})

describe('other templates have the collections the contract (docs/contract/custom-collections.md#templates) names', () => {
  const expected: Record<Exclude<TemplateName, 'ecommerce'>, string[]> = {
    saas: ['plans', 'accounts', 'users', 'subscriptions', 'invoices'],
    blog: ['articles', 'authors', 'tags', 'comments'],
    crm: ['leads', 'deals', 'contacts'],
    healthcare: ['patients', 'doctors', 'appointments', 'prescriptions'],
  }
  for (const [name, collections] of Object.entries(expected)) {
    test(name, () => {
      const { out } = run(name as TemplateName, 't')
      for (const c of collections) assert.ok(out[c]?.length, `${name} has ${c}`)
    })
  }

  test('dates are fixed, not taken from the clock', () => {
    const before = TEMPLATE_NAMES.map((name) => run(name, 'c'))
    mock.timers.enable({ apis: ['Date'], now: Date.UTC(2040, 5, 15) })
    try {
      assert.equal(new Date().getUTCFullYear(), 2040)
      TEMPLATE_NAMES.forEach((name, i) => {
        const later = run(name, 'c')
        assert.deepEqual(later.out, before[i]?.out, name)
      })
    } finally {
      mock.timers.reset()
    }
  })
})
