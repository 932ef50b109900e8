import assert from 'node:assert/strict'
import { test } from 'node:test'
import { build } from '../../helper.ts'
import { type Doc, download, json, operationOf, ourVariable } from './support.ts'

type Json = Record<string, unknown>
const JSON_TYPE = 'application/json; charset=utf-8'

/** The run the Postman collection carries: folder, name and method of each request, in order. */
async function postmanRun(app: Awaited<ReturnType<typeof build>>): Promise<string[]> {
  const body = (await app.inject({ url: '/api/v1/downloads/postman.json' })).json() as {
    item: Array<{ name: string; item: Array<{ name: string; request: { method: string } }> }>
  }
  return body.item.flatMap((f) => f.item.map((i) => `${f.name}/${i.name} ${i.request.method}`))
}

/** The operation a request's description names first: `GET /api/v1/posts/{id}`. */
const operationIn = (description: unknown) =>
  /^`([A-Z]+ [^`]+)`/.exec(String(description))?.[1] ?? ''

/** The first 2xx status the document declares for `METHOD /path`. */
function promised(doc: Doc, id: string): string | undefined {
  return Object.keys(operationOf(doc, id)?.responses ?? {}).find((c) => /^2/.test(c))
}

test('Insomnia and Bruno collections', async (t) => {
  const app = await build(t)
  const run = await postmanRun(app)
  const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json() as Doc

  /*
   * No validator package exists for Insomnia's export format. Its v4 importer
   * (insomnia/src/utils/importers/importers/insomnia-4.ts) accepts a JSON object with
   * `_type: "export"` and `__export_format: 4` and a `resources` array whose entries each have
   * `_id`, `_type` and `parentId`; a `workspace` is the root (parentId null), an `environment`
   * holds `data`, a `request_group` is a folder, a `request` needs `method` and `url` and may have
   * `parameters` [{name, value, disabled}], `headers` [{name, value}], `body` {mimeType, text}
   * and `authentication`, and since Insomnia 9.3 an `afterResponseScript`
   * (insomnia/src/models/request.ts). Template variables are `{{ _.name }}`; a response tag
   * `{% response 'body', '<request id>', 'b64::<base64 JSONPath>::46b', '<trigger>', <max age> %}`
   * reads another request's answer (insomnia-plugin-response).
   */
  await t.test('Insomnia: an export v4 its importer reads, in the run order, chained', async () => {
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
    const folders = rest
      .filter((r) => r._type === 'request_group')
      .sort((a, b) => Number(a.metaSortKey) - Number(b.metaSortKey))
    const requests = folders.flatMap((f) =>
      rest
        .filter((r) => r._type === 'request' && r.parentId === f._id)
        .sort((a, b) => Number(a.metaSortKey) - Number(b.metaSortKey)),
    )
    const folderName = new Map(folders.map((f) => [f._id, f.name]))
    assert.deepEqual(
      requests.map((r) => `${folderName.get(r.parentId)}/${r.name} ${r.method}`),
      run,
      'the requests of the Postman collection, in its order',
    )

    const tag =
      /\{% response 'body', '(req_[a-z_0-9]+)', 'b64::([A-Za-z0-9+/=]+)::46b', 'no-history', 60 %\}/g
    const position = new Map(requests.map((r, i) => [r._id, i]))
    let chained = 0
    for (const [i, r] of requests.entries()) {
      assert.match(String(r.url), /^\{\{ _\.baseUrl \}\}\//)
      assert.deepEqual((r.headers as Json[])[0], {
        name: 'X-Playground-Identity',
        value: '{{ _.identity }}',
      })
      const sent = JSON.stringify([r.url, r.parameters, r.body, r.authentication])
      assert.doesNotMatch(
        sent,
        /\{\{(?! _\.(baseUrl|identity) \}\})/,
        `${r.name}: no {{name}} left`,
      )
      for (const m of sent.matchAll(tag)) {
        chained++
        const from = position.get(m[1])
        assert.ok(from !== undefined && from < i, `${r.name} reads an answer of an earlier request`)
        assert.match(Buffer.from(String(m[2]), 'base64').toString(), /^\$\./, 'a JSONPath')
      }
      const status = promised(doc, operationIn(r.description))
      const check = status === '2XX' ? '.to.be.within(200, 299)' : `.to.eql(${status})`
      assert.match(String(r.afterResponseScript), /^insomnia\.test\(/, `${r.name} has a test`)
      assert.ok(String(r.afterResponseScript).includes(check), `${r.name}: ${status}`)
    }
    assert.ok(chained >= 40, `answers pass values on (${chained} tags)`)
    const getPost = requests.find((r) => r.name === 'Get a post')
    assert.match(
      String(getPost?.url),
      /^\{\{ _\.baseUrl \}\}\/api\/v1\/posts\/\{% response 'body', /,
    )
    const me = requests.find((r) => r.name === 'The current user')
    assert.match(JSON.stringify(me?.authentication), /"type":"bearer","token":"\{% response 'body'/)

    const env = rest.find((r) => r._type === 'environment')
    const data = env?.data as Json
    assert.equal(data.baseUrl, 'http://127.0.0.1:3000')
    assert.equal(data.identity, '')
    const login = requests.find((r) => r.name === 'Log in')
    assert.match(String(data.accessToken), new RegExp(`^\\{% response 'body', '${login?._id}', `))
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
   * {mode, json?, multipartForm?}, auth {mode}, vars {req, res: [{name, value, enabled}]},
   * script {req?, res?}, tests}} (bruno-schema's collections/index.js); uids are given on import.
   * Variables are `{{name}}`; a post-response variable's value is a JavaScript expression over
   * `res`, and `bru.setVar` sets one from a script.
   */
  await t.test(
    'Bruno: a collection in the shape its importer reads, in the run order',
    async () => {
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
        assert.deepEqual(
          folder.items.map((i) => i.seq),
          folder.items.map((_, j) => j + 1),
        )
        return folder.items.map((i) => ({ ...i, folder: folder.name }) as Json & { folder: string })
      })
      assert.deepEqual(
        requests.map((i) => `${i.folder}/${i.name} ${(i.request as Json).method}`),
        run,
        'the requests of the Postman collection, in its order',
      )
      const set = new Set<string>()
      for (const item of requests) {
        assert.equal(item.type, 'http')
        const r = item.request as Json & { vars: { res: Json[] }; script: { res?: string } }
        assert.match(String(r.url), /^\{\{baseUrl\}\}\//)
        assert.ok(['none', 'json', 'multipartForm'].includes(String((r.body as Json).mode)))
        for (const p of r.params as Json[]) assert.ok(['query', 'path'].includes(String(p.type)))
        const sent = JSON.stringify([r.url, r.params, r.body, r.auth])
        for (const m of sent.matchAll(/\{\{([A-Za-z_]\w*)\}\}/g)) {
          const name = m[1] as string
          if (ourVariable(name))
            assert.ok(set.has(name), `${item.name} sends {{${name}}} after it is set`)
        }
        for (const v of r.vars.res) {
          assert.match(String(v.value), /^res\.body[.[]/, `${item.name}: ${v.name}`)
          set.add(String(v.name))
        }
        for (const m of (r.script.res ?? '').matchAll(/bru\.setVar\("([^"]+)", res\.body/g))
          set.add(m[1] as string)
        const status = promised(doc, operationIn(r.docs))
        const check = status === '2XX' ? '.to.be.within(200, 299)' : `.to.equal(${status})`
        assert.match(
          String(r.tests),
          /^test\(.*expect\(res\.getStatus\(\)\)/s,
          `${item.name} has a test`,
        )
        assert.ok(String(r.tests).includes(check), `${item.name}: ${status}`)
      }
      for (const name of ['accessToken', 'refreshToken', 'postId', 'webhookId', 'resetToken'])
        assert.ok(set.has(name), `an answer sets {{${name}}}`)
      const getPost = requests.find(
        (i) =>
          (i.request as Json).url === '{{baseUrl}}/api/v1/posts/:id' && i.name === 'Get a post',
      )
      assert.ok(getPost, 'Get a post')
      const { params } = getPost.request as { params: Json[] }
      assert.deepEqual(
        params.find((p) => p.type === 'path'),
        { name: 'id', value: '{{postId}}', type: 'path', enabled: true },
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
    },
  )

  await t.test('the base URL is the public URL when one is set', async (t) => {
    const other = await build(t, { publicUrl: 'https://mock.example.com' })
    for (const file of ['postman.json', 'insomnia.json', 'bruno.json']) {
      const res = await other.inject({ url: `/api/v1/downloads/${file}` })
      assert.ok(res.body.includes('"https://mock.example.com"'), file)
      assert.ok(!res.body.includes('127.0.0.1'), file)
    }
  })
})
