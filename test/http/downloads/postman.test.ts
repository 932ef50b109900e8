/// <reference path="../../../node_modules/postman-collection/types/index.d.ts" />
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { test } from 'node:test'
import ajvDraft04 from 'ajv-draft-04'
import { build } from '../../helper.ts'
import { download, json } from './support.ts'

/**
 * Postman's collection schema v2.1.0 (draft-04), as vendored by ePages-de/restdocs-api-spec
 * (restdocs-api-spec-postman-generator/src/test/resources/collection-schema.json, a copy of
 * https://schema.getpostman.com/json/collection/v2.1.0/collection.json); reformatted only.
 */
// CommonJS, typed by an ambient declaration its package.json does not point to.
const { Collection } = createRequire(import.meta.url)(
  'postman-collection',
) as typeof import('postman-collection')
type Item = import('postman-collection').Item
// CommonJS whose `module.exports` is the class; TypeScript sees it under `default`.
const Ajv04 = ajvDraft04.default
const SCHEMA = JSON.parse(
  readFileSync(
    new URL('../../fixtures/postman-collection-v2.1.0.schema.json', import.meta.url),
    'utf8',
  ),
)

/** Every request in the collection, folders walked (the method is missing from the typings). */
function requestsOf(collection: InstanceType<typeof Collection>): Item[] {
  const items: Item[] = []
  const walker = collection as unknown as { forEachItem(each: (item: Item) => void): void }
  walker.forEachItem((item) => {
    items.push(item)
  })
  return items
}

test('Postman collection', async (t) => {
  const app = await build(t)
  const res = await download(app, '/api/v1/downloads/postman.json', {
    type: 'application/json; charset=utf-8',
    filename: 'mock-playground.postman_collection.json',
  })
  const body = json(res)
  const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>
  }
  const operations = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0)

  await t.test("is valid against Postman's collection v2.1.0 schema", () => {
    // The schema's subschemas carry draft-04 `id`s; strict mode would refuse its own style.
    const validate = new Ajv04({ strict: false, allErrors: true }).compile(SCHEMA)
    assert.equal(validate(body), true, JSON.stringify(validate.errors?.slice(0, 5), null, 2))
    // The schema has teeth: a collection without `info.schema` or with a bad URL fails.
    assert.equal(validate({ info: { name: 'x' }, item: [] }), false)
    assert.equal(validate({ ...body, variable: [{ value: 'no key' }] }), false)
    assert.equal(
      (body.info as { schema: string }).schema,
      'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    )
  })

  await t.test('loads in postman-collection: a folder per tag, a request per operation', () => {
    const collection = new Collection(body as never)
    const requests = requestsOf(collection)
    assert.equal(requests.length, operations)
    assert.ok(collection.items.count() >= 10, 'folders')
    assert.ok(
      collection.items.find((i) => i.name === 'users', undefined),
      'a users folder',
    )
    assert.equal(collection.variables.get('baseUrl'), 'http://127.0.0.1:3000')
    assert.equal(collection.variables.get('identity'), '')

    const getPost = requests.find(
      (i) => i.request.method === 'GET' && i.request.url.getPath(true) === '/api/v1/posts/:id',
    )
    assert.ok(getPost, 'GET /api/v1/posts/:id')
    assert.equal(getPost.request.url.getHost(), '{{baseUrl}}')
    assert.equal(getPost.request.url.variables.get('id'), '1')
    assert.equal(getPost.request.headers.get('X-Playground-Identity'), '{{identity}}')

    const list = requests.find(
      (i) => i.request.method === 'GET' && i.request.url.getPath(true) === '/api/v1/posts',
    )
    const page = list?.request.url.query.find((q) => q.key === 'page', undefined)
    assert.ok(page, 'the page parameter is listed')
    assert.equal(page.disabled, true, 'optional parameters are not sent until ticked')

    const create = requests.find(
      (i) => i.request.method === 'POST' && i.request.url.getPath(true) === '/api/v1/users',
    )
    assert.equal(create?.request.body?.mode, 'raw')
    assert.equal(
      (JSON.parse(create?.request.body?.raw ?? '{}') as { name: string }).name,
      'Ada Lovelace',
    )
    assert.equal(create?.request.headers.get('Content-Type'), 'application/json')

    const me = requests.find(
      (i) => i.request.method === 'GET' && i.request.url.getPath(true) === '/api/v1/auth/me',
    )
    assert.equal((me?.request.auth as { type?: string } | undefined)?.type, 'bearer')
  })

  await t.test('its requests work as written, with the sandbox its identity names', async () => {
    const collection = new Collection(body as never)
    const requests = requestsOf(collection)
    const getPost = requests.find(
      (i) => i.request.method === 'GET' && i.request.url.getPath(true) === '/api/v1/posts/:id',
    )
    assert.ok(getPost)
    // The library fills the path variable in; Postman replaces {{baseUrl}} when it sends.
    const url = getPost.request.url.toString().replace('{{baseUrl}}', '')
    assert.equal(url, '/api/v1/posts/1')
    const res = await app.inject({ url, headers: { 'x-playground-identity': 'postman-ci' } })
    assert.equal(res.statusCode, 200)
    assert.equal((res.json() as { id: number }).id, 1)
  })
})
