import assert from 'node:assert/strict'
import { test } from 'node:test'
import { schemaTo30 } from './openapi30.ts'

const CASES: Array<{ name: string; from: unknown; to: unknown }> = [
  {
    name: 'a type list with null becomes nullable',
    from: { type: ['string', 'null'] },
    to: { type: 'string', nullable: true },
  },
  {
    name: 'a type list of several types becomes anyOf',
    from: { type: ['string', 'integer', 'null'] },
    to: { nullable: true, anyOf: [{ type: 'string' }, { type: 'integer' }] },
  },
  {
    name: 'anyOf with a null branch becomes the other branch, nullable',
    from: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }], description: 'd' },
    to: { description: 'd', nullable: true, type: 'integer', minimum: 0 },
  },
  { name: 'const becomes a one-value enum', from: { const: 'ok' }, to: { enum: ['ok'] } },
  {
    name: 'examples become example (the first)',
    from: { type: 'object', examples: [{ a: 1 }, { a: 2 }] },
    to: { type: 'object', example: { a: 1 } },
  },
  {
    name: 'numeric exclusive bounds become boolean ones',
    from: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
    to: { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 1, exclusiveMaximum: true },
  },
  {
    name: 'keywords 3.0 lacks are left out, at any depth',
    from: {
      type: 'object',
      propertyNames: { not: { enum: ['__proto__'] } },
      properties: { a: { $id: 'x', type: 'array', prefixItems: [{ type: 'string' }] } },
      required: [],
    },
    to: { type: 'object', properties: { a: { type: 'array', items: {} } } },
  },
  {
    name: 'a $ref with siblings is wrapped, so the siblings still apply',
    from: { $ref: '#/components/schemas/User', description: 'The author' },
    to: { description: 'The author', allOf: [{ $ref: '#/components/schemas/User' }] },
  },
  {
    name: 'a bare $ref stays as it is',
    from: { $ref: '#/components/schemas/User' },
    to: { $ref: '#/components/schemas/User' },
  },
  {
    name: 'x- extensions are kept',
    from: { type: 'string', 'x-order': 1 },
    to: { type: 'string', 'x-order': 1 },
  },
]

test('schemaTo30', async (t) => {
  for (const c of CASES) {
    await t.test(c.name, () => assert.deepEqual(schemaTo30(c.from), c.to))
  }
})
