import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createMemoryStore } from '../../store/memory/memory-store.ts'
import type { Item, Overlay } from '../../store/port.ts'
import { createCustomService } from '../custom.ts'
import { ProblemError } from '../errors.ts'
import { type CustomRelations, expandKey, parseCustomRelations } from './custom-relations.ts'
import { EMBED_LIMIT } from './relations.ts'

type Query = Parameters<typeof parseCustomRelations>[0]

function parsed(query: Query) {
  try {
    return parseCustomRelations(query)
  } catch (err) {
    assert.ok(err instanceof ProblemError)
    assert.equal(err.code, 'INVALID_QUERY')
    return err.message
  }
}

const FORMS =
  'on a custom collection _embed takes <collection>:<field> (orders:customerId: the orders whose customerId is this id) and _expand takes <field>:<collection> (customerId:customers: the customer whose id is in customerId)'

describe('parseCustomRelations', () => {
  const cases: Array<{ name: string; query: Query; want: unknown }> = [
    { name: 'nothing asked', query: {}, want: undefined },
    {
      name: 'expand: the key drops an Id suffix',
      query: { _expand: 'customerId:customers' },
      want: {
        embed: [],
        expand: [{ key: 'customer', resource: 'customers', field: 'customerId' }],
      },
    },
    {
      name: 'expand: or an _id suffix, trimmed around the colon',
      query: { _expand: ' author_id : authors ' },
      want: { embed: [], expand: [{ key: 'author', resource: 'authors', field: 'author_id' }] },
    },
    {
      name: 'expand: a field without a suffix is replaced',
      query: { _expand: ['category:categories'] },
      want: {
        embed: [],
        expand: [{ key: 'category', resource: 'categories', field: 'category' }],
      },
    },
    {
      name: 'embed: under the collection’s name',
      query: { _embed: 'orders:customerId,reviews:customerId' },
      want: {
        embed: [
          { key: 'orders', resource: 'orders', field: 'customerId' },
          { key: 'reviews', resource: 'reviews', field: 'customerId' },
        ],
        expand: [],
      },
    },
    {
      name: 'a plain name explains the two forms',
      query: { _embed: 'orders' },
      want: `Query parameter '_embed' must name both ends, got 'orders': ${FORMS}`,
    },
    {
      name: 'a plain name to expand too',
      query: { _expand: 'customerId' },
      want: `Query parameter '_expand' must name both ends, got 'customerId': ${FORMS}`,
    },
    {
      name: 'a bad collection name',
      query: { _expand: 'customerId:Customers' },
      want: "Query parameter '_expand' names the collection 'Customers', which is not a collection name (^[a-z][a-z0-9_-]{0,62}$), in 'customerId:Customers'",
    },
    {
      name: 'no collection',
      query: { _embed: ':customerId' },
      want: "Query parameter '_embed' names the collection '', which is not a collection name (^[a-z][a-z0-9_-]{0,62}$), in ':customerId'",
    },
    {
      name: 'no field',
      query: { _embed: 'orders:' },
      want: `Query parameter '_embed' names no field in 'orders:': ${FORMS}`,
    },
    {
      name: 'a prototype key as the field',
      query: { _expand: '__proto__:customers' },
      want: "Query parameter '_expand' may not name the key '__proto__' (in '__proto__:customers')",
    },
    {
      name: 'a key that would replace the record’s id',
      query: { _expand: 'id:customers' },
      want: "Query parameter '_expand' would replace the record's own id, got 'id:customers'",
    },
    {
      name: 'an embed that would replace the record’s id',
      query: { _embed: 'id:customerId' },
      want: "Query parameter '_embed' would replace the record's own id, got 'id:customerId'",
    },
    {
      name: 'a key that would replace _sandbox',
      query: { _expand: '_sandboxId:customers' },
      want: "Query parameter '_expand' would replace the record's own _sandbox, got '_sandboxId:customers'",
    },
  ]
  for (const c of cases) test(c.name, () => assert.deepEqual(parsed(c.query), c.want))

  test('expandKey', () => {
    const keys = ['customerId', 'author_id', 'author', 'Id', '_id', 'paid', 'ID', 'userIdId']
    assert.deepEqual(keys.map(expandKey), [
      'customer',
      'author',
      'author',
      'Id',
      '_id',
      'paid',
      'ID',
      'userId',
    ])
  })
})

function setup() {
  const store = createMemoryStore()
  const read: string[] = []
  const overlay: Overlay = {
    ...store.overlay,
    entries(identity, resource) {
      read.push(resource)
      return store.overlay.entries(identity, resource)
    },
  }
  return { custom: createCustomService({ overlay }), read }
}

describe('custom.attach', () => {
  test('expands and embeds across collections, reading each once', async () => {
    const { custom, read } = setup()
    const who = 'custom-relations'
    const ada = await custom.create(who, 'customers', { name: 'Ada' })
    const bob = await custom.create(who, 'customers', { name: 'Bob' })
    const o1 = await custom.create(who, 'orders', { customerId: ada.id, total: 1 })
    const o2 = await custom.create(who, 'orders', { customerId: bob.id, total: 2 })
    const o3 = await custom.create(who, 'orders', { customerId: ada.id, total: 3 })
    const o4 = await custom.create(who, 'orders', { customerId: 'local-nobody', total: 4 })
    const o5 = await custom.create(who, 'orders', { total: 5 })

    const orders = [o1, o2, o3, o4, o5] as Item[]
    read.length = 0
    const expanded = await custom.attach(
      who,
      orders,
      parseCustomRelations({ _expand: 'customerId:customers' }) as CustomRelations,
    )
    assert.deepEqual(read, ['custom/customers'])
    assert.deepEqual(
      expanded.map((o) => (o.customer as Item | null)?.name ?? null),
      ['Ada', 'Bob', 'Ada', null, null],
    )
    assert.equal(expanded[0]?.customerId, ada.id, 'the id field stays')
    assert.equal(((expanded[0] as Item).customer as Item)._sandbox, 'created')

    read.length = 0
    const embedded = await custom.attach(
      who,
      [ada, bob] as Item[],
      parseCustomRelations({ _embed: 'orders:customerId' }) as CustomRelations,
    )
    assert.deepEqual(read, ['custom/orders'])
    assert.deepEqual(
      embedded.map((c) => (c.orders as Item[]).map((o) => o.total)),
      [[3, 1], [2]],
      'newest first',
    )

    const none = await custom.attach(
      who,
      [ada] as Item[],
      parseCustomRelations({
        _embed: 'nothing-here:customerId',
        _expand: 'name:nothing-here',
      }) as CustomRelations,
    )
    assert.deepEqual(none[0]?.['nothing-here'], [])
    assert.equal(none[0]?.name, null, 'a field without Id is replaced by its record, or null')
  })

  test('embeds at most 100 per record', async () => {
    const { custom } = setup()
    const who = 'custom-many'
    const parent = await custom.create(who, 'parents', {})
    for (let i = 0; i < EMBED_LIMIT + 5; i++) {
      await custom.create(who, 'children', { parentId: parent.id, n: i })
    }
    const [out] = await custom.attach(
      who,
      [parent as Item],
      parseCustomRelations({ _embed: 'children:parentId' }) as CustomRelations,
    )
    const children = (out as Item).children as Item[]
    assert.equal(children.length, EMBED_LIMIT)
    assert.equal(children[0]?.n, EMBED_LIMIT + 4, 'the newest first')
  })
})
