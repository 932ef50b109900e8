import assert from 'node:assert/strict'
import { test } from 'node:test'
import { build } from '../../helper.ts'
import { download, json } from './support.ts'

type Json = Record<string, unknown>
const JSON_TYPE = 'application/json; charset=utf-8'

/** How many operations the OpenAPI document lists: every client gets one request each. */
async function operationCount(app: Awaited<ReturnType<typeof build>>) {
  const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json() as {
    paths: Record<string, Json>
  }
  return Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0)
}

test('Insomnia and Bruno collections', async (t) => {
  const app = await build(t)
  const operations = await operationCount(app)

  /*
   * No validator package exists for Insomnia's export format. Its v4 importer
   * (insomnia/src/utils/importers/importers/insomnia-4.ts) accepts a JSON object with
   * `_type: "export"` and `__export_format: 4` and a `resources` array whose entries each have
   * `_id`, `_type` and `parentId`; a `workspace` is the root (parentId null), an `environment`
   * holds `data`, a `request_group` is a folder, a `request` needs `method` and `url` and may have
   * `parameters` [{name, value, disabled}], `headers` [{name, value}], `body` {mimeType, text}
   * and `authentication`. Template variables are `{{ _.name }}`.
   */
  await t.test('Insomnia: an export v4 its importer reads', async () => {
    const res = await download(app, '/api/v1/downloads/insomnia.json', {
      type: JSON_TYPE,
      filename: 'mock-playground.insomnia.json',
    })
    const body = json(res) as { _type: string; __export_format: number; resources: Json[] }
    assert.equal(body._type, 'export')
    assert.equal(body.__export_format, 4)
    assert.ok(!Number.isNaN(Date.parse(String((body as Json).__export_date))))
    const ids = new Set<unknown>()
    for (const r of body.resources) {
      assert.equal(typeof r._id, 'string')
      assert.ok(!ids.has(r._id), `unique _id ${r._id}`)
      ids.add(r._id)
      assert.ok(['workspace', 'environment', 'request_group', 'request'].includes(String(r._type)))
    }
    const [workspace, ...rest] = body.resources
    assert.equal(workspace?._type, 'workspace')
    assert.equal(workspace?.parentId, null)
    for (const r of rest) assert.ok(ids.has(r.parentId), `${r._id} has a parent in the export`)
    const env = rest.find((r) => r._type === 'environment')
    assert.deepEqual(env?.data, {
      baseUrl: 'http://127.0.0.1:3000',
      identity: '',
      accessToken: '',
    })
    const requests = rest.filter((r) => r._type === 'request')
    assert.equal(requests.length, operations)
    const folders = new Map(
      rest.filter((r) => r._type === 'request_group').map((f) => [f._id, f.name]),
    )
    for (const r of requests) {
      assert.equal(typeof r.method, 'string')
      assert.match(String(r.url), /^\{\{ _\.baseUrl \}\}\//)
      assert.ok(folders.has(r.parentId), `${r.name} is in a folder`)
      assert.deepEqual((r.headers as Json[])[0], {
        name: 'X-Playground-Identity',
        value: '{{ _.identity }}',
      })
    }
    const getPost = requests.find((r) => r.url === '{{ _.baseUrl }}/api/v1/posts/1')
    assert.equal(getPost?.method, 'GET')
    assert.equal(folders.get(getPost?.parentId), 'posts')
    const create = requests.find(
      (r) => r.method === 'POST' && r.url === '{{ _.baseUrl }}/api/v1/users',
    )
    const createBody = create?.body as { mimeType: string; text: string }
    assert.equal(createBody.mimeType, 'application/json')
    assert.equal((JSON.parse(createBody.text) as { name: string }).name, 'Ada Lovelace')
  })

  /*
   * Bruno's "Import Collection → Bruno Collection" reads the JSON its export writes:
   * {name, version: "1", items, environments, brunoConfig}; an item is a folder {type: "folder",
   * name, items} or a request {type: "http", name, seq, request: {url, method, headers
   * [{name, value, enabled}], params [{name, value, type: "query" | "path", enabled}], body
   * {mode, json?}, auth {mode}}}; uids are given on import. Variables are `{{name}}`.
   */
  await t.test('Bruno: a collection in the shape its importer reads', async () => {
    const res = await download(app, '/api/v1/downloads/bruno.json', {
      type: JSON_TYPE,
      filename: 'mock-playground.bruno.json',
    })
    const body = json(res) as {
      name: string
      version: string
      items: Array<{ type: string; name: string; items: Json[] }>
      environments: Array<{ name: string; variables: Json[] }>
    }
    assert.equal(body.name, 'Mock Playground API')
    assert.equal(body.version, '1')
    const requests = body.items.flatMap((folder) => {
      assert.equal(folder.type, 'folder')
      return folder.items
    })
    assert.equal(requests.length, operations)
    for (const item of requests) {
      assert.equal(item.type, 'http')
      assert.equal(typeof item.seq, 'number')
      const r = item.request as Json
      assert.match(String(r.url), /^\{\{baseUrl\}\}\//)
      assert.ok(['none', 'json'].includes(String((r.body as Json).mode)))
      for (const p of r.params as Json[]) assert.ok(['query', 'path'].includes(String(p.type)))
    }
    const getPost = requests.find(
      (i) => (i.request as Json).url === '{{baseUrl}}/api/v1/posts/:id' && i.name === 'Get a post',
    )
    assert.ok(getPost, 'Get a post')
    const { params } = getPost.request as { params: Json[] }
    assert.deepEqual(
      params.find((p) => p.type === 'path'),
      { name: 'id', value: '1', type: 'path', enabled: true },
    )
    const list = requests.find(
      (i) =>
        (i.request as Json).url === '{{baseUrl}}/api/v1/posts' &&
        (i.request as Json).method === 'GET',
    )
    assert.ok(list, 'List posts')
    const page = (list.request as { params: Json[] }).params.find((p) => p.name === 'page')
    assert.equal(page?.enabled, false, 'optional query parameters are listed, not sent')
    assert.deepEqual(
      body.environments[0]?.variables.map((v) => [v.name, v.value]),
      [
        ['baseUrl', 'http://127.0.0.1:3000'],
        ['identity', ''],
        ['accessToken', ''],
      ],
    )
  })

  await t.test('the base URL is the public URL when one is set', async (t) => {
    const other = await build(t, { publicUrl: 'https://mock.example.com' })
    for (const file of ['postman.json', 'insomnia.json', 'bruno.json']) {
      const res = await other.inject({ url: `/api/v1/downloads/${file}` })
      assert.ok(res.body.includes('"https://mock.example.com"'), file)
      assert.ok(!res.body.includes('127.0.0.1'), file)
    }
  })
})
