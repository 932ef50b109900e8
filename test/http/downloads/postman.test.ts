/// <reference path="../../../node_modules/postman-collection/types/index.d.ts" />
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { test } from 'node:test'
import { Ajv2020 } from 'ajv/dist/2020.js'
import ajvDraft04 from 'ajv-draft-04'
import addFormats from 'ajv-formats'
import { build } from '../../helper.ts'
import { type Doc, download, json, leftOutReason, operationOf, ourVariable } from './support.ts'

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

/** The item's method and document path: `GET /api/v1/posts/{id}`. */
const idOf = (item: Item) =>
  `${item.request.method} ${item.request.url.getPath(true).replace(/:([A-Za-z_]\w*)/g, '{$1}')}`
const folderOf = (item: Item) => (item.parent() as unknown as { name: string }).name
const scriptOf = (item: Item) => {
  const { event = [] } = item.toJSON() as unknown as {
    event?: Array<{ listen: string; script: { exec: string[] } }>
  }
  return event
    .filter((e) => e.listen === 'test')
    .flatMap((e) => e.script.exec)
    .join('\n')
}
/** The variables an item's test script sets. */
const setBy = (item: Item) =>
  [...scriptOf(item).matchAll(/pm\.collectionVariables\.set\("([^"]+)", ([^\n]+)\)/g)].map((m) => ({
    variable: m[1] as string,
    from: m[2] as string,
  }))
/** The `{{variables}}` an item sends: in its URL, path variables, body and Bearer token. */
function sentBy(item: Item): string[] {
  const json = item.request.toJSON() as Record<string, unknown>
  const sent = JSON.stringify([json.url, json.body, json.auth])
  return [...new Set([...sent.matchAll(/\{\{([A-Za-z_]\w*)\}\}/g)].map((m) => m[1] as string))]
}
const isRead = (item: Item) => item.request.method === 'GET'
/** The value at a JSON pointer (`/records/0/data`). */
const valueAt = (value: unknown, pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], value)

test('Postman collection', async (t) => {
  const app = await build(t)
  const res = await download(app, '/api/v1/downloads/postman.json', {
    type: 'application/json; charset=utf-8',
    filename: 'mock-playground.postman_collection.json',
  })
  const body = json(res)
  const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json() as Doc
  const collection = new Collection(body as never)
  const requests = requestsOf(collection)

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

  await t.test('holds every operation but the endless and repeated ones, a folder per tag', () => {
    const held = new Set(requests.map(idOf))
    const description = String((body.info as { description: string }).description)
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const id = `${method.toUpperCase()} ${path}`
        const why = leftOutReason(doc, method, path)
        if (why) {
          assert.ok(!held.has(id), `${id} is left out: ${why}`)
          assert.ok(description.includes(`\`${id}\``), `the description names ${id}`)
        } else {
          assert.ok(held.has(id), `${id} is in the collection`)
        }
        const mine = requests.filter((r) => idOf(r) === id && !r.name.includes('(for '))
        for (const r of mine)
          assert.equal(folderOf(r), op.tags?.[0], `${id} is in its tag's folder`)
      }
    }
    // The streams never end, so newman would wait for ever.
    assert.ok(!held.has('GET /api/v1/stream'))
    assert.ok(!held.has('GET /api/v1/stream/notifications'))
    assert.ok(collection.items.count() >= 10, 'folders')
    assert.equal(collection.variables.get('baseUrl'), 'http://127.0.0.1:3000')
    assert.equal(collection.variables.get('identity'), '')

    const getPost = requests.find((i) => idOf(i) === 'GET /api/v1/posts/{id}')
    assert.ok(getPost, 'GET /api/v1/posts/:id')
    assert.equal(getPost.request.url.getHost(), '{{baseUrl}}')
    assert.equal(getPost.request.headers.get('X-Playground-Identity'), '{{identity}}')
    const list = requests.find((i) => idOf(i) === 'GET /api/v1/posts')
    const page = list?.request.url.query.find((q) => q.key === 'page', undefined)
    assert.ok(page, 'the page parameter is listed')
    assert.equal(page.disabled, true, 'optional parameters are not sent until ticked')
  })

  await t.test('tests on every request the status the document promises first', () => {
    for (const item of requests) {
      const op = operationOf(doc, idOf(item))
      assert.ok(op, `${idOf(item)} is documented`)
      const code = Object.keys(op.responses ?? {}).find((c) => /^2/.test(c))
      const script = scriptOf(item)
      assert.match(script, /^pm\.test\(/, `${item.name} has a test`)
      if (code === '2XX')
        assert.match(script, /pm\.expect\(pm\.response\.code\)\.to\.be\.within\(200, 299\)/)
      else
        assert.ok(script.includes(`pm.response.to.have.status(${code})`), `${idOf(item)}: ${code}`)
      assert.equal(script.match(/pm\.test\(/g)?.length, 1, `${item.name}: one test, one assertion`)
    }
  })

  await t.test('each value a request sends, an answer before it sets', () => {
    const set = new Map<string, string>()
    // For each request (not the copies sent before another), the answer each value it sends
    // comes from: the last one before it that set the variable, as Postman's runner sees it.
    const uses = new Map<string, Map<string, string | undefined>>()
    const declared = new Set((body.variable as Array<{ key: string }>).map((v) => v.key))
    for (const item of requests) {
      for (const variable of sentBy(item)) {
        assert.ok(declared.has(variable), `{{${variable}}} is a collection variable`)
        if (ourVariable(variable))
          assert.ok(
            set.has(variable),
            `${item.name} (${idOf(item)}) sends {{${variable}}} after it is set`,
          )
      }
      if (!item.name.includes('(for '))
        uses.set(idOf(item), new Map(sentBy(item).map((v) => [v, set.get(v)])))
      for (const { variable, from } of setBy(item)) {
        set.set(variable, `${idOf(item)}: ${from}`)
        // A record's reference fields (`post_id`, `userId`) name another record, not the one a
        // create made: an id comes from a record's own `id` (docs/contract/api-descriptions.md).
        assert.doesNotMatch(from, /\.\w+(_id|Id)$/, `${idOf(item)} sets {{${variable}}}`)
      }
    }
    const from = (id: string, variable: string) => uses.get(id)?.get(variable)
    // A create's answer passes its id on to the requests on the record, whatever the id's shape.
    assert.equal(from('GET /api/v1/posts/{id}', 'postId'), 'POST /api/v1/posts: body.id')
    assert.equal(from('GET /api/v1/uploads/{id}', 'uploadId'), 'POST /api/v1/uploads: body.file.id')
    assert.equal(from('GET /api/v1/webhooks/{id}', 'webhookId'), 'POST /api/v1/webhooks: body.id')
    assert.equal(
      from('POST /api/v1/webhooks/deliveries/{id}/redeliver', 'webhookDeliveryId'),
      'POST /api/v1/webhooks/{id}/test: body.delivery.id',
    )
    assert.equal(
      from('GET /api/v1/custom/{collection}/{id}', 'customCollectionId'),
      'POST /api/v1/custom/{collection}: body.id',
    )
    assert.match(
      String(from('GET /api/v1/payments/intents/{id}', 'paymentIntentId')),
      /^POST \/api\/v1\/payments\/intents: body\.id/,
    )
    // The root surface's folder works on the records its own creates make.
    assert.equal(from('GET /posts/{id}', 'postId'), 'POST /posts: body.id')
    assert.equal(from('GET /users/{id}/posts', 'userId'), 'POST /users: body.id')
    for (const id of ['GET', 'PUT', 'PATCH', 'DELETE'].map((m) => `${m} /api/v1/posts/{id}`)) {
      const item = requests.find((i) => idOf(i) === id)
      assert.equal(item?.request.url.variables.get('id'), '{{postId}}', id)
    }
    const redeliver = requests.find((i) => i.request.url.getPath(true).endsWith('/redeliver'))
    assert.equal(redeliver?.request.url.variables.get('id'), '{{webhookDeliveryId}}')
    const refund = requests.find((i) => idOf(i) === 'POST /api/v1/payments/refunds')
    assert.equal(
      JSON.parse(refund?.request.body?.raw ?? '{}').payment_intent,
      '{{paymentIntentId}}',
    )
  })

  await t.test('the token of a login goes to the requests that need one, and only to them', () => {
    const login = requests.find((i) => idOf(i) === 'POST /api/v1/auth/login')
    // Each capture sets its own variable, so their order means nothing: compared as a set.
    const byVariable = (a: { variable: string }, b: { variable: string }) =>
      a.variable.localeCompare(b.variable)
    assert.deepEqual(setBy(login as Item).sort(byVariable), [
      { variable: 'accessToken', from: 'body.access_token' },
      { variable: 'refreshToken', from: 'body.refresh_token' },
    ])
    // `[{bearerAuth: []}]` needs a token; `[{bearerAuth: []}, {}]` reads one when sent
    // (docs/contract/api-descriptions.md#openapi-and-reference).
    const security = (item: Item) => operationOf(doc, idOf(item))?.security ?? []
    const bearer = (item: Item) => security(item).some((s) => 'bearerAuth' in s)
    const anonymous = (item: Item) => security(item).some((s) => Object.keys(s).length === 0)
    const required = requests.filter((i) => bearer(i) && !anonymous(i))
    const optional = requests.filter((i) => bearer(i) && anonymous(i))
    assert.ok(required.length >= 2, 'the document marks routes that need a token (/auth/me)')
    assert.ok(optional.length >= 50, 'and routes that read one when sent (the guarded ones)')
    const index = (item: Item) => requests.indexOf(item)
    for (const item of required) {
      const { auth } = item.request.toJSON() as unknown as {
        auth: { type: string; bearer: Array<{ value: string }> }
      }
      assert.equal(auth.type, 'bearer', item.name)
      assert.equal(auth.bearer[0]?.value, '{{accessToken}}', item.name)
      assert.ok(index(item) > index(login as Item), `${item.name} comes after the login`)
    }
    // Before a login {{accessToken}} is empty, and with role checks on a token that does not
    // verify is 401 (docs/contract/roles-and-permissions.md#enforcement): none is sent there.
    for (const item of optional) {
      const { auth, description } = item.request.toJSON() as unknown as {
        auth?: unknown
        description?: string | { content: string }
      }
      assert.equal(auth, undefined, `${item.name} sends no token`)
      assert.match(
        typeof description === 'string' ? description : String(description?.content),
        /A Bearer token is read when one is sent/,
        `${item.name} says a token is read when sent`,
      )
    }
    const refresh = requests.find((i) => idOf(i) === 'POST /api/v1/auth/refresh')
    assert.equal(JSON.parse(refresh?.request.body?.raw ?? '{}').refreshToken, '{{refreshToken}}')
  })

  await t.test(
    'reads first, deletes last in each folder; what wipes the sandbox ends the run',
    () => {
      const wipes = [
        'POST /api/v1/session/snapshot',
        'POST /api/v1/session/import',
        'DELETE /api/v1/session/reset',
      ]
      assert.deepEqual(requests.slice(-3).map(idOf), wipes)
      const folders = new Map<string, Item[]>()
      for (const item of requests)
        folders.set(folderOf(item), [...(folders.get(folderOf(item)) ?? []), item])
      for (const [folder, items] of folders) {
        const writes = items.filter((i) => !isRead(i) && !wipes.includes(idOf(i)))
        const firstDelete = items.findIndex((i) => i.request.method === 'DELETE')
        if (firstDelete >= 0) {
          const after = items.slice(firstDelete).filter((i) => !wipes.includes(idOf(i)))
          for (const i of after)
            assert.equal(i.request.method, 'DELETE', `${folder}: ${i.name} after a delete`)
        }
        // A read of the shared records (no id of this run in its URL) comes before the writes,
        // but for the newest one-time code, which is 404 until an e-mail carries one.
        const firstWrite = writes.length > 0 ? items.indexOf(writes[0] as Item) : items.length
        for (const [i, item] of items.entries()) {
          const shared =
            isRead(item) &&
            !item.name.includes('(for ') &&
            sentBy(item).every((v) => !ourVariable(v))
          if (shared && idOf(item) !== 'GET /api/v1/emails/otp')
            assert.ok(i < firstWrite, `${folder}: ${item.name} reads before the writes`)
        }
      }
      // A delete removes what the run made, never the shared records the folders after it read.
      for (const item of requests.filter((i) => i.request.method === 'DELETE')) {
        const id = item.request.url.variables.get('id')
        if (id !== undefined)
          assert.match(id, /^\{\{\w+\}\}$/, `${item.name} deletes a record it made`)
      }
    },
  )

  await t.test('its reads of the shared records answer as the document promises', async () => {
    const reads = requests.filter((i) => isRead(i) && sentBy(i).every((v) => !ourVariable(v)))
    assert.ok(reads.length >= 50, 'reads')
    for (const item of reads) {
      // The library fills path variables and sent parameters in; Postman replaces {{baseUrl}}.
      const url = item.request.url.toString().replace('{{baseUrl}}', '')
      const res = await app.inject({ url, headers: { 'x-playground-identity': 'postman-reads' } })
      const code = Object.keys(operationOf(doc, idOf(item))?.responses ?? {}).find((c) =>
        /^2/.test(c),
      )
      const status = code === '2XX' ? `${String(res.statusCode)[0]}XX` : String(res.statusCode)
      if (idOf(item) === 'GET /api/v1/emails/otp') assert.equal(res.statusCode, 404, 'no code yet')
      else assert.equal(status, code, `${item.name}: ${url}`)
    }
    const posts = reads.find((i) => idOf(i) === 'GET /api/v1/users/{id}/posts')
    assert.equal(posts?.request.url.toString(), '{{baseUrl}}/api/v1/users/1/posts')
  })

  await t.test('bodies are the examples: real records, never {}', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    addFormats.default(ajv)
    for (const item of requests) {
      const mode = item.request.body?.mode
      if (mode === 'formdata') {
        const { body: form } = item.request.toJSON() as unknown as {
          body: { formdata: Array<Record<string, string>> }
        }
        const file = form.formdata.find((p) => p.type === 'file')
        assert.equal(file?.fileName, 'pixel.png', item.name)
        assert.ok(
          Buffer.from(String(file?.value), 'base64').subarray(1, 4).equals(Buffer.from('PNG')),
        )
        continue
      }
      if (mode !== 'raw') continue
      const raw = item.request.body?.raw ?? ''
      const value = JSON.parse(raw) as unknown
      assert.notDeepEqual(value, {}, `${item.name} sends more than {}`)
      const op = operationOf(doc, idOf(item))
      const schema = op?.requestBody?.content?.['application/json']?.schema
      if (!schema) continue
      // The components ride along so that `#/components/schemas/...` resolves.
      const validate = ajv.compile({ ...schema, components: doc.components })
      validate(value)
      // A value an earlier answer passes on is checked when it is sent, not here.
      const errors = (validate.errors ?? []).filter(
        (e) => !/^\{\{\w+\}\}$/.test(String(valueAt(value, e.instancePath))),
      )
      assert.deepEqual(errors, [], `${item.name}: ${ajv.errorsText(errors)}\n${raw}`)
    }
    const rows = (id: string) =>
      JSON.parse(requests.find((i) => idOf(i) === id)?.request.body?.raw ?? 'null') as unknown
    const create = rows('POST /api/v1/users')
    assert.deepEqual(rows('POST /api/v1/users/import'), [create], 'an import sends records')
    const snapshot = rows('POST /api/v1/session/import') as { version: string; records: unknown[] }
    assert.equal(snapshot.version, '1.0')
    assert.ok(snapshot.records.length > 0, 'a snapshot with records')
  })
})
