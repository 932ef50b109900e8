import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { basePathOf, mockOfOpenApi } from './dataset.ts'
import { inferResources } from './infer.ts'
import { loadOpenApi, OpenApiError } from './load.ts'

/**
 * A user's document, read and understood (docs/contract/openapi-mock.md): every bad document a
 * clear error naming the file and where, and the resources its paths describe.
 */

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../test/fixtures/openapi/${name}`, import.meta.url))

async function refusal(file: string, opts = {}): Promise<string> {
  try {
    await loadOpenApi(file, opts)
  } catch (err) {
    assert.ok(err instanceof OpenApiError, String(err))
    assert.ok(err.message.startsWith(file), err.message)
    return err.message
  }
  assert.fail(`${file} was read`)
}

describe('loading a document', () => {
  test('YAML with $refs across files: 3.0, every reference replaced', async () => {
    const { version, document } = await loadOpenApi(fixture('petstore.yaml'))
    assert.equal(version, '3.0')
    const paths = document.paths as Record<string, Record<string, { responses: never }>>
    const ok = paths['/pets']?.get?.responses as unknown as Record<
      string,
      { content: Record<string, { schema: { items: { properties: object } } }> }
    >
    assert.deepEqual(
      Object.keys(ok['200']?.content['application/json']?.schema.items.properties ?? {}),
      ['id', 'name', 'ownerId', 'tag'],
    )
  })

  test('JSON 3.1, a recursive schema kept as a cycle', async () => {
    const { version, document } = await loadOpenApi(fixture('wrapped.json'))
    assert.equal(version, '3.1')
    const order = (
      document.components as { schemas: { Order: { properties: { lines: { items: unknown } } } } }
    ).schemas.Order
    assert.equal(order.properties.lines.items, order)
  })

  test('every bad document is an error naming the file and where', async () => {
    assert.match(
      await refusal(fixture('swagger2.json')),
      /Swagger 2\.0 .*convert it to OpenAPI 3.*swagger2openapi/,
    )
    assert.match(
      await refusal(fixture('unreadable.yaml')),
      /not valid YAML or JSON at line \d+, column \d+/,
    )
    assert.match(await refusal(fixture('dangling.yaml')), /missing\.yaml/)
    assert.match(
      await refusal(fixture('cycle.yaml')),
      /#\/components\/schemas\/[AB] is a \$ref cycle/,
    )
    assert.match(
      await refusal(fixture('remote.yaml')),
      /#\/components\/schemas\/Pet\/\$ref names a remote document \(https:\/\/example\.com\/pet\.yaml#\/Pet\).*--allow-remote-refs/,
    )
    assert.match(await refusal(fixture('nowhere.yaml')), /cannot be read \(ENOENT\)/)
  })

  test('a document past the size bound is refused before it is parsed', async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'))
    t.after(() => rmSync(dir, { recursive: true, force: true }))
    const file = join(dir, 'huge.json')
    // 11 MB of one string: parsing it would be slow, reading its size is not.
    writeFileSync(file, `{"openapi":"3.1.0","x":"${'a'.repeat(11 * 1024 * 1024)}"}`)
    assert.match(await refusal(file), /11\.0 MB, more than the 10 MB a document may be/)
    const wrong = join(dir, 'v4.yaml')
    writeFileSync(wrong, 'openapi: 4.0.0\ninfo: {title: t, version: "1"}\npaths: {}\n')
    assert.match(await refusal(wrong), /#\/openapi must be 3\.0\.x or 3\.1\.x, got "4\.0\.0"/)
  })
})

describe('resources from paths', () => {
  test('a collection and its item path; a nested list; an action answered from examples', async () => {
    const { document } = await loadOpenApi(fixture('petstore.yaml'))
    const { resources, examplesOnly } = inferResources(document)
    assert.deepEqual(
      resources.map((r) => r.name),
      ['pets'],
    )
    const [pets] = resources
    assert.equal(pets?.listPath, '/pets')
    assert.equal(pets?.itemPath, '/pets/{petId}')
    assert.equal(pets?.idParam, 'petId')
    // Records hold `id`, not `petId`: the parameter names the record's `id`.
    assert.equal(pets?.idField, 'id')
    assert.equal(pets?.wrapper, undefined)
    assert.deepEqual(pets?.operations, {
      list: { method: 'get', path: '/pets', status: 200 },
      create: { method: 'post', path: '/pets', status: 201 },
      get: { method: 'get', path: '/pets/{petId}', status: 200 },
      remove: { method: 'delete', path: '/pets/{petId}', status: 204 },
    })
    assert.deepEqual(pets?.nested, [
      { path: '/owners/{ownerId}/pets', param: 'ownerId', field: 'ownerId' },
    ])
    assert.deepEqual(examplesOnly, [{ method: 'POST', path: '/pets/{petId}/adopt' }])
  })

  test('a wrapped list, an id the records hold under the parameter name', async () => {
    const { document } = await loadOpenApi(fixture('wrapped.json'))
    const { resources, examplesOnly } = inferResources(document)
    const [orders] = resources
    assert.equal(orders?.name, 'orders')
    assert.equal(orders?.wrapper, 'items')
    assert.equal(orders?.idField, 'orderId')
    assert.deepEqual(Object.keys(orders?.operations ?? {}), ['list', 'create', 'get', 'patch'])
    assert.deepEqual(examplesOnly, [{ method: 'GET', path: '/reports/summary' }])
  })
})

test("the first server's path is where the document's URLs start", () => {
  const base = (url: unknown) => basePathOf({ servers: [{ url }] })
  assert.equal(base('https://api.example.com/v1/'), '/v1')
  assert.equal(base('/api/v3'), '/api/v3')
  assert.equal(base('https://api.example.com'), '')
  // A variable stands for many URLs: none is served.
  assert.equal(base('https://api.example.com/{version}'), '')
  assert.equal(basePathOf({}), '')
})

test('x-mock-count sets how many records; a reference names a record that exists', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const file = join(dir, 'shelter.yaml')
  const list = (schema: string) => ({
    get: {
      responses: {
        200: {
          description: 'ok',
          content: {
            'application/json': {
              schema: { type: 'array', items: { $ref: `#/components/schemas/${schema}` } },
            },
          },
        },
      },
    },
  })
  const item = (schema: string) => ({
    get: {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      responses: {
        200: {
          description: 'ok',
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
        },
      },
    },
  })
  const id = { type: 'integer', readOnly: true }
  writeFileSync(
    file,
    JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Shelter', version: '1' },
      paths: {
        '/owners': list('Owner'),
        '/owners/{id}': item('Owner'),
        '/pets': list('Pet'),
        '/pets/{id}': item('Pet'),
      },
      components: {
        schemas: {
          Owner: {
            type: 'object',
            'x-mock-count': 3,
            properties: { id, name: { type: 'string' } },
          },
          Pet: {
            type: 'object',
            required: ['ownerId'],
            properties: { id, ownerId: { type: 'integer' }, name: { type: 'string' } },
          },
        },
      },
    }),
  )
  const { dataset } = mockOfOpenApi(await loadOpenApi(file))
  const owners = dataset.collections.get('owners') ?? []
  const pets = dataset.collections.get('pets') ?? []
  assert.deepEqual(
    owners.map((o) => o.id),
    [1, 2, 3],
  )
  assert.equal(pets.length, 20)
  for (const pet of pets) assert.ok([1, 2, 3].includes(pet.ownerId as number), String(pet.ownerId))
  // Spread over the owners, not all on one.
  assert.equal(new Set(pets.map((p) => p.ownerId)).size, 3)
})
