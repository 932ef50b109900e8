import assert from 'node:assert/strict'
import { test } from 'node:test'
import { Validator } from '@seriousme/openapi-schema-validator'
import { build } from '../../helper.ts'
import { download, json } from './support.ts'

const JSON_TYPE = 'application/json; charset=utf-8'

async function validate(doc: Record<string, unknown>, version: string) {
  const validator = new Validator()
  // A copy: resolving the references rewrites the document in place.
  const result = await validator.validate(structuredClone(doc))
  assert.deepEqual(result.errors, undefined, JSON.stringify(result.errors, null, 2)?.slice(0, 4000))
  assert.equal(result.valid, true)
  assert.equal(validator.version, version)
  // Throws on a $ref that points nowhere.
  validator.resolveRefs()
}

test('OpenAPI downloads', async (t) => {
  const app = await build(t)

  await t.test('3.1: the document /api/v1/openapi.json serves, valid, as a file', async () => {
    const res = await download(app, '/api/v1/downloads/openapi.json', {
      type: JSON_TYPE,
      filename: 'openapi.json',
    })
    const served = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
    assert.deepEqual(json(res), served.json())
    await validate(json(res), '3.1')
    const doc = json(res) as { paths: Record<string, { get?: { tags?: string[] } }> }
    assert.deepEqual(doc.paths['/api/v1/downloads/postman.json']?.get?.tags, ['downloads'])
    assert.deepEqual(doc.paths['/llms.txt']?.get?.tags, ['downloads'])
  })

  await t.test('?version=3.0: a valid OpenAPI 3.0.3 document with every path', async () => {
    const res = await download(app, '/api/v1/downloads/openapi.json?version=3.0', {
      type: JSON_TYPE,
      filename: 'openapi-3.0.json',
    })
    const doc = json(res) as {
      openapi: string
      paths: Record<string, unknown>
      components: { schemas: Record<string, Record<string, unknown>> }
    }
    assert.equal(doc.openapi, '3.0.3')
    await validate(doc, '3.0')
    const source = (await app.inject({ url: '/api/v1/openapi.json' })).json() as typeof doc
    assert.deepEqual(Object.keys(doc.paths), Object.keys(source.paths))
    // 3.1's `type: ["string", "null"]` and `examples: [...]`, in 3.0's words.
    const { Pagination, User } = doc.components.schemas
    const properties = Pagination?.properties as Record<string, { description?: string }>
    assert.deepEqual(properties.nextCursor, {
      type: 'string',
      nullable: true,
      description: properties.nextCursor?.description,
    })
    assert.equal((User?.example as { id: number } | undefined)?.id, 1)
    const text = JSON.stringify(doc)
    for (const word of ['"type":[', '"const":', '"propertyNames":', '"examples":[']) {
      assert.ok(!text.includes(word), `no ${word} left`)
    }
  })

  await t.test('answers 304 to If-None-Match and 400 to an unknown version', async () => {
    const first = await app.inject({ url: '/api/v1/downloads/openapi.json?version=3.0' })
    const again = await app.inject({
      url: '/api/v1/downloads/openapi.json?version=3.0',
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    assert.equal(again.statusCode, 304)
    const bad = await app.inject({ url: '/api/v1/downloads/openapi.json?version=2.0' })
    assert.equal(bad.statusCode, 400)
    assert.equal(bad.headers['content-type'], 'application/problem+json; charset=utf-8')
    const problem = bad.json() as { code: string; detail: string }
    assert.equal(problem.code, 'INVALID_QUERY')
    for (const part of ['version', "'2.0'", '3.1', '3.0']) assert.ok(problem.detail.includes(part))
  })
})
