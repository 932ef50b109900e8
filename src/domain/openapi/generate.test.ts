import assert from 'node:assert/strict'
import { test } from 'node:test'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { generateRecords, sampleOf } from './generate.ts'

type Json = { [key: string]: unknown }

const ajv = new Ajv2020({ allErrors: true, strictTuples: false })
addFormats.default(ajv)
// Not a standard format, but one the generator fills: checked as a plausible number here.
ajv.addFormat('phone', /^\+?[0-9 ().-]{7,}$/)
ajv.addKeyword('example')

/**
 * An OpenAPI 3.0 schema as JSON Schema 2020-12, which Ajv reads: `nullable` becomes a type
 * union, boolean `exclusiveMinimum`/`exclusiveMaximum` become the numeric bounds.
 */
function from30(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(from30)
  if (typeof schema !== 'object' || schema === null) return schema
  const out: Json = {}
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'nullable') continue
    if (key === 'exclusiveMinimum' || key === 'exclusiveMaximum') continue
    out[key] =
      key === 'properties'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, from30(v)]))
        : from30(value)
  }
  const s = schema as Json
  if (s.nullable === true && typeof s.type === 'string') out.type = [s.type, 'null']
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (s[flag] === true) {
      out[flag] = s[bound]
      delete out[bound]
    }
  }
  return out
}

/** Every record valid against `schema` (already JSON Schema 2020-12), or the errors of the first that is not. */
function assertValid(schema: object, records: readonly unknown[]) {
  const validate = ajv.compile(schema)
  for (const [i, record] of records.entries())
    assert.ok(
      validate(record),
      `record ${i + 1}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(record)}`,
    )
}

const distinct = (values: readonly unknown[]) => new Set(values.map((v) => JSON.stringify(v))).size

// Petstore's Pet, in OpenAPI 3.0.
const tag30 = {
  type: 'object',
  properties: { id: { type: 'integer', format: 'int64' }, name: { type: 'string' } },
}
const pet30 = {
  type: 'object',
  required: ['id', 'name', 'photoUrls'],
  properties: {
    id: { type: 'integer', format: 'int64', readOnly: true },
    name: { type: 'string', example: 'doggie' },
    photoUrls: { type: 'array', items: { type: 'string' } },
    tags: { type: 'array', items: tag30 },
    status: {
      type: 'string',
      description: 'pet status in the store',
      enum: ['available', 'pending', 'sold'],
    },
    nickname: { type: 'string', nullable: true },
    avatar: { type: 'string' },
  },
}

test('a 3.0 Pet: ids 1..n, the example on the first record only, every status, all valid', () => {
  const pets = generateRecords(pet30, 20, { seed: 42, resource: 'pets', idField: 'id' })
  assert.equal(pets.length, 20)
  assert.deepEqual(
    pets.map((p) => p.id),
    Array.from({ length: 20 }, (_, i) => i + 1),
  )
  assert.equal(pets[0]?.name, 'doggie')
  assert.ok(distinct(pets.map((p) => p.name)) >= 10, 'the names vary after the first record')
  assert.ok(pets.slice(1).every((p) => p.name !== 'doggie'))
  const statuses = pets.map((p) => p.status).filter((s) => s !== undefined)
  assert.deepEqual(new Set(statuses), new Set(['available', 'pending', 'sold']))
  for (const pet of pets) {
    if (pet.avatar !== undefined)
      assert.match(String(pet.avatar), /^\/api\/v1\/avatars\/pet-\d+\.svg$/)
    assert.ok(Array.isArray(pet.photoUrls) && pet.photoUrls.length >= 1)
  }
  assertValid(from30(pet30) as object, pets)
})

test('the same seed and resource give the same records; another resource or seed others', () => {
  const opts = { seed: 7, resource: 'pets', idField: 'id' }
  const a = generateRecords(pet30, 10, opts)
  assert.deepEqual(generateRecords(pet30, 10, opts), a)
  assert.notDeepEqual(generateRecords(pet30, 10, { ...opts, resource: 'animals' }), a)
  assert.notDeepEqual(generateRecords(pet30, 10, { ...opts, seed: 8 }), a)
  // Record n does not depend on how many come after it.
  assert.deepEqual(generateRecords(pet30, 4, opts), a.slice(0, 4))
})

// A User in OpenAPI 3.1, with server-made and write-only fields.
const user31 = {
  type: 'object',
  required: ['id', 'email', 'password', 'createdAt'],
  properties: {
    id: { type: 'string' },
    email: { type: 'string', format: 'email' },
    password: { type: 'string', writeOnly: true, minLength: 16 },
    username: { type: 'string', maxLength: 12 },
    firstName: { type: 'string' },
    phone: { type: 'string', format: 'phone' },
    website: { type: ['string', 'null'], format: 'uri' },
    createdAt: { type: 'string', format: 'date-time', readOnly: true },
    birthday: { type: 'string', format: 'date' },
    age: { type: 'integer', minimum: 18, exclusiveMaximum: 21 },
    address: {
      type: 'object',
      properties: { street: { type: 'string' }, city: { type: 'string' }, zip: { type: 'string' } },
    },
  },
}

test('a 3.1 User: string ids from the resource, formats, write-only and read-only fields filled', () => {
  const users = generateRecords(user31, 20, { seed: 1, resource: 'users', idField: 'id' })
  assert.deepEqual(
    users.map((u) => u.id),
    Array.from({ length: 20 }, (_, i) => `user-${i + 1}`),
  )
  for (const user of users) {
    assert.match(String(user.email), /^[^@\s]+@example\.(com|org|net)$/)
    assert.ok(String(user.password).length >= 16)
    assert.ok(!Number.isNaN(Date.parse(String(user.createdAt))))
    if (user.age !== undefined) assert.ok(Number(user.age) >= 18 && Number(user.age) < 21)
  }
  assert.ok(distinct(users.map((u) => u.email)) >= 18)
  assertValid(user31, users)
})

test('an id of format uuid is a uuid, distinct per record', () => {
  const schema = { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } }
  const records = generateRecords(schema, 20, { seed: 3, resource: 'things', idField: 'id' })
  for (const r of records)
    assert.match(
      String(r.id),
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  assert.equal(distinct(records.map((r) => r.id)), 20)
  assertValid(schema, records)
})

// An Order in OpenAPI 3.0 with integer bounds, 3.0's boolean exclusive bounds and multipleOf.
const order30 = {
  type: 'object',
  required: ['id', 'petId', 'quantity', 'total', 'discount', 'batch'],
  properties: {
    id: { type: 'integer', format: 'int64' },
    petId: { type: 'integer', format: 'int64' },
    quantity: { type: 'integer', format: 'int32', minimum: 1, maximum: 5 },
    total: { type: 'number', minimum: 0, maximum: 50, exclusiveMaximum: true, multipleOf: 0.01 },
    discount: {
      type: 'number',
      minimum: 0,
      exclusiveMinimum: true,
      maximum: 1,
      exclusiveMaximum: true,
    },
    batch: { type: 'integer', minimum: 100, maximum: 200, multipleOf: 25 },
    price: { type: 'number', minimum: 1000 },
    shipDate: { type: 'string', format: 'date-time' },
    status: { type: 'string', enum: ['placed', 'approved', 'delivered'] },
    complete: { type: 'boolean' },
  },
}

test('an Order: bounds, exclusive bounds and multipleOf are kept, references point at given ids', () => {
  const petIds = [11, 12, 13]
  const orders = generateRecords(order30, 20, {
    seed: 5,
    resource: 'orders',
    idField: 'id',
    references: { petId: petIds },
  })
  for (const o of orders) {
    assert.ok(petIds.includes(o.petId as number))
    const quantity = o.quantity as number
    assert.ok(Number.isInteger(quantity) && quantity >= 1 && quantity <= 5)
    const total = o.total as number
    assert.ok(total >= 0 && total < 50 && Number.isInteger(Math.round(total * 100)))
    const discount = o.discount as number
    assert.ok(discount > 0 && discount < 1)
    assert.ok([100, 125, 150, 175, 200].includes(o.batch as number))
    if (o.price !== undefined) assert.ok((o.price as number) >= 1000)
  }
  assert.deepEqual(new Set(orders.map((o) => o.petId)), new Set(petIds))
  assertValid(from30(order30) as object, orders)
})

test('3.1 numeric exclusive bounds and a fractional multipleOf on integers', () => {
  const schema = {
    type: 'object',
    required: ['a', 'b', 'c'],
    properties: {
      a: { type: 'number', exclusiveMinimum: 2, exclusiveMaximum: 3 },
      b: { type: 'integer', exclusiveMinimum: 9, maximum: 10 },
      c: { type: 'integer', multipleOf: 0.5, minimum: -3, maximum: -1 },
    },
  }
  const records = generateRecords(schema, 20, { seed: 9, resource: 'bounds' })
  for (const r of records) assert.equal(r.b, 10)
  assertValid(schema, records)
})

test('a pattern RE2 accepts is generated and matches; one it refuses falls back within the length bounds', () => {
  const schema = {
    type: 'object',
    required: ['code', 'sku', 'secret'],
    properties: {
      code: { type: 'string', pattern: '^[A-Z]{3}-\\d{4}$' },
      sku: { type: 'string', pattern: '^SKU[0-9]+$', maxLength: 6 },
      // A lookahead: RE2 refuses it, so the value is plain text of the right length.
      secret: { type: 'string', pattern: '^(?=.*\\d).+$', minLength: 8, maxLength: 8 },
    },
  }
  const records = generateRecords(schema, 20, { seed: 2, resource: 'codes' })
  for (const r of records) {
    assert.match(String(r.code), /^[A-Z]{3}-\d{4}$/)
    assert.match(String(r.sku), /^SKU[0-9]{1,3}$/)
    assert.equal(String(r.secret).length, 8)
  }
  assert.ok(distinct(records.map((r) => r.code)) >= 18)
  const { secret: _, ...safe } = schema.properties
  assertValid({ ...schema, required: ['code', 'sku'], properties: safe }, records)
})

test('a recursive Category stops where it meets itself again', () => {
  type Category = { type: string; required: string[]; properties: Record<string, unknown> }
  const category: Category = {
    type: 'object',
    required: ['id', 'name', 'children'],
    properties: { id: { type: 'integer' }, name: { type: 'string' } },
  }
  category.properties.children = { type: 'array', items: category }
  category.properties.parent = category
  const records = generateRecords(category, 10, { seed: 4, resource: 'categories', idField: 'id' })
  for (const r of records) {
    assert.deepEqual(r.children, [])
    assert.equal('parent' in r, false, 'an optional property that cycles is left out')
  }
  const withRefs = {
    $id: 'https://example.com/category',
    type: 'object',
    required: ['id', 'name', 'children'],
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      children: { type: 'array', items: { $ref: '#' } },
      parent: { $ref: '#' },
    },
  }
  assertValid(withRefs, records)
  assert.equal(records[0]?.id, 1)
})

test('a required property that cycles is null', () => {
  const node: Json = { type: ['object', 'null'], required: ['value', 'next'] }
  node.properties = { value: { type: 'integer' }, next: node }
  const records = generateRecords(node, 5, { seed: 1, resource: 'nodes' })
  for (const r of records) assert.equal(r.next === null || (r.next as Json).next === null, true)
  const withRefs = {
    $id: 'https://example.com/node',
    type: ['object', 'null'],
    required: ['value', 'next'],
    properties: { value: { type: 'integer' }, next: { $ref: '#' } },
  }
  assertValid(withRefs, records)
})

test('oneOf branches are spread over the records; allOf merges properties and required', () => {
  const base = {
    type: 'object',
    required: ['id', 'name'],
    properties: { id: { type: 'integer' }, name: { type: 'string' } },
  }
  const cat = {
    type: 'object',
    required: ['kind', 'meows'],
    properties: { kind: { const: 'cat' }, meows: { type: 'boolean' } },
  }
  const dog = {
    type: 'object',
    required: ['kind', 'barks'],
    properties: { kind: { const: 'dog' }, barks: { type: 'boolean' } },
  }
  const schema = {
    type: 'object',
    allOf: [
      base,
      {
        type: 'object',
        required: ['born'],
        properties: { born: { type: 'string', format: 'date' } },
      },
    ],
    oneOf: [cat, dog],
    properties: {
      size: {
        oneOf: [
          { type: 'integer', minimum: 1 },
          { type: 'string', maxLength: 3 },
        ],
      },
    },
  }
  const records = generateRecords(schema, 20, { seed: 6, resource: 'animals', idField: 'id' })
  for (const r of records) {
    for (const key of ['id', 'name', 'born', 'kind'])
      assert.ok(key in r, `${key} in ${JSON.stringify(r)}`)
    assert.ok(r.kind === 'cat' ? 'meows' in r : 'barks' in r)
  }
  assert.deepEqual(new Set(records.map((r) => r.kind)), new Set(['cat', 'dog']))
  assertValid(schema, records)
})

test('nullable in both dialects: some nulls, mostly values, never a null id-like field', () => {
  const schema30 = {
    type: 'object',
    required: ['note', 'ownerId'],
    properties: {
      note: { type: 'string', nullable: true },
      ownerId: { type: 'integer', nullable: true },
    },
  }
  const schema31 = {
    type: 'object',
    required: ['note', 'owner_id', 'score'],
    properties: {
      note: { type: ['string', 'null'] },
      owner_id: { type: ['integer', 'null'] },
      score: { oneOf: [{ type: 'number', maximum: 10 }, { type: 'null' }] },
    },
  }
  for (const [schema, ajvSchema, idKey] of [
    [schema30, from30(schema30), 'ownerId'],
    [schema31, schema31, 'owner_id'],
  ] as const) {
    const records = generateRecords(schema, 60, { seed: 10, resource: 'notes' })
    const nulls = records.filter((r) => r.note === null).length
    assert.ok(nulls > 0 && nulls < 20, `${nulls} null notes of 60`)
    for (const r of records) assert.notEqual(r[idKey], null)
    assertValid(ajvSchema as object, records)
  }
})

test('references: a scalar field takes the given ids, spread; an array field several of them', () => {
  const schema = {
    type: 'object',
    required: ['ownerId', 'tagIds', 'albumId'],
    properties: {
      ownerId: { type: 'integer' },
      tagIds: { type: 'array', items: { type: 'integer' }, uniqueItems: true, maxItems: 2 },
      albumId: { type: 'string' },
    },
  }
  const records = generateRecords(schema, 20, {
    seed: 3,
    resource: 'photos',
    references: { ownerId: [1, 2, 3], tagIds: [5, 6, 7], albumId: [4, 9] },
  })
  for (const r of records) {
    assert.ok([1, 2, 3].includes(r.ownerId as number))
    assert.ok((r.tagIds as number[]).every((id) => [5, 6, 7].includes(id)))
    assert.ok(
      ['4', '9'].includes(r.albumId as string),
      'a string-typed field holds the id as a string',
    )
  }
  assert.equal(distinct(records.map((r) => r.ownerId)), 3)
  assertValid(schema, records)
})

test('name heuristics fit the type and give way to enum, format and example', () => {
  const schema = {
    type: 'object',
    required: [
      'email',
      'price',
      'status',
      'city',
      'title',
      'description',
      'createdAt',
      'tags',
      'count',
    ],
    properties: {
      email: { type: 'integer', minimum: 3, maximum: 4 },
      price: { type: 'number', minimum: 5, maximum: 9 },
      status: { type: 'string' },
      kind: { type: 'string', enum: ['a', 'b'] },
      city: { type: 'string', enum: ['Paris'] },
      title: { type: 'string', minLength: 40 },
      description: { type: 'string', maxLength: 5 },
      createdAt: { type: 'string' },
      updated_at: { type: 'string', format: 'date' },
      tags: {
        type: 'array',
        items: { type: 'string' },
        minItems: 2,
        maxItems: 4,
        uniqueItems: true,
      },
      count: { type: 'integer' },
      photoUrl: { type: 'string' },
    },
  }
  const records = generateRecords(schema, 20, { seed: 8, resource: 'posts' })
  for (const r of records) {
    assert.ok(r.email === 3 || r.email === 4)
    const price = r.price as number
    assert.ok(price >= 5 && price <= 9 && /^\d+(\.\d{1,2})?$/.test(String(price)))
    assert.equal(r.status, 'active')
    assert.equal(r.city, 'Paris')
    assert.ok((r.title as string).length >= 40)
    assert.ok((r.description as string).length <= 5)
    assert.match(String(r.createdAt), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
    if (r.updated_at !== undefined) assert.match(String(r.updated_at), /^\d{4}-\d\d-\d\d$/)
    const tags = r.tags as string[]
    assert.ok(tags.length >= 2 && tags.length <= 4 && tags.every((t) => /^[a-z -]+$/i.test(t)))
    assert.ok((r.count as number) >= 1 && (r.count as number) <= 20)
    if (r.photoUrl !== undefined)
      assert.match(String(r.photoUrl), /^\/api\/v1\/avatars\/post-\d+\.svg$/)
  }
  assert.equal(distinct(records.map((r) => r.kind).filter(Boolean)), 2)
  assertValid(schema, records)
})

test('arrays of enum items with uniqueItems hold distinct values within minItems and maxItems', () => {
  const schema = {
    type: 'object',
    required: ['roles', 'scores'],
    properties: {
      roles: {
        type: 'array',
        items: { enum: ['admin', 'editor', 'viewer'] },
        minItems: 2,
        maxItems: 3,
        uniqueItems: true,
      },
      scores: {
        type: 'array',
        items: { type: 'integer', minimum: 0, maximum: 9 },
        minItems: 5,
        maxItems: 5,
      },
      matrix: {
        type: 'array',
        prefixItems: [{ type: 'string' }, { type: 'integer' }],
        items: false,
      },
      extra: { type: 'object', additionalProperties: { type: 'integer', maximum: 3 } },
    },
  }
  const records = generateRecords(schema, 20, { seed: 12, resource: 'grants' })
  for (const r of records) assert.equal((r.scores as unknown[]).length, 5)
  assertValid(schema, records)
})

test('sampleOf: one value, examples first, every optional property, deterministic', () => {
  const schema = {
    type: 'object',
    properties: {
      user: { type: 'object', properties: { name: { type: 'string' }, phone: { type: 'string' } } },
      greeting: { type: 'string', examples: ['hello'] },
      total: { type: 'integer', minimum: 2, maximum: 2 },
    },
  }
  const sample = sampleOf(schema, { seed: 1, name: 'summary' }) as Json
  assert.deepEqual(sampleOf(schema, { seed: 1, name: 'summary' }), sample)
  assert.equal(sample.greeting, 'hello')
  assert.equal(sample.total, 2)
  assert.deepEqual(Object.keys(sample.user as Json).sort(), ['name', 'phone'])
  assert.equal(sampleOf({ type: 'integer', const: 5 }, { seed: 1 }), 5)
  assertValid(schema, [sample])
})

test('a 200-property schema with nested objects generates 20 valid records', () => {
  const kinds = [
    { type: 'string' },
    { type: 'integer', minimum: 0, maximum: 100 },
    { type: 'number', multipleOf: 0.5 },
    { type: 'boolean' },
    { type: 'string', format: 'date-time' },
    { type: 'array', items: { type: 'string', maxLength: 10 } },
    { type: 'string', enum: ['x', 'y', 'z'] },
    { type: ['string', 'null'], pattern: '^[a-f0-9]{6}$' },
  ]
  const properties: Record<string, unknown> = {}
  for (let i = 0; i < 200; i++) {
    const kind = kinds[i % kinds.length]
    properties[`field${i}`] =
      i % 20 === 19
        ? {
            type: 'object',
            required: ['inner'],
            properties: { inner: kind, deeper: { type: 'object', properties: { leaf: kind } } },
          }
        : kind
  }
  const schema = { type: 'object', required: Object.keys(properties).slice(0, 100), properties }
  const records = generateRecords(schema, 20, { seed: 99, resource: 'wide' })
  assert.equal(records.length, 20)
  assert.ok(Object.keys(records[0] ?? {}).length >= 150)
  assertValid(schema, records)
})
