import assert from 'node:assert/strict'
import dc from 'node:diagnostics_channel'
import { describe, test } from 'node:test'
import { Validator } from '@seriousme/openapi-schema-validator'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify'
import { RESOURCE_NAMES, RESOURCES } from '../../src/domain/resources.ts'
import { appPerSuite, as, build, sandboxes } from '../helper.ts'

type Json = Record<string, unknown>
type Operation = {
  summary?: string
  tags?: string[]
  parameters?: Array<{ name: string; in: string; description?: string }>
  requestBody?: unknown
  security?: Array<Record<string, string[]>>
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: Json; example?: unknown }> }
  >
}
type Doc = {
  openapi: string
  info: { title: string; description?: string }
  servers?: Array<{ url: string }>
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, Json>; securitySchemes?: Record<string, Json> }
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

/** Every route the app registers, caught as Fastify creates the instance. */
async function buildWithRoutes(t: Parameters<typeof build>[0]) {
  const routes: RouteOptions[] = []
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance }
    fastify.addHook('onRoute', (route) => {
      routes.push(route)
    })
  }
  dc.subscribe('fastify.initialization', onInit)
  try {
    const app = await build(t)
    return { app, routes }
  } finally {
    dc.unsubscribe('fastify.initialization', onInit)
  }
}

async function getDoc(app: FastifyInstance): Promise<Doc> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
  assert.equal(res.statusCode, 200)
  return res.json() as Doc
}

/** `/api/v1/posts/:id` → `/api/v1/posts/{id}` */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')

const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ path, method, op })),
  )

/** Paths the network simulation and the enforced rate limit apply to (health is exempt). */
const isApi = (path: string) =>
  (path.startsWith('/api/v1/') || path.startsWith('/auth/')) && path !== '/api/v1/health'
const isGraphQL = (path: string) => path.endsWith('/graphql')
const problemRef = '#/components/schemas/Problem'

/** The object at `path` inside a document part, failing the test when there is none. */
function dig(value: unknown, ...path: string[]): Json {
  let v = value
  for (const key of path) v = (v as Json | undefined)?.[key]
  assert.ok(v && typeof v === 'object', `an object at ${path.join('.')}`)
  return v as Json
}

describe('OpenAPI document', () => {
  const shared = appPerSuite()
  test('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const app = await shared()
    const doc = await getDoc(app)
    assert.match(doc.openapi, /^3\.1\./)
    const validator = new Validator()
    const result = await validator.validate(doc as unknown as Json)
    assert.deepEqual(result.errors, undefined, JSON.stringify(result.errors, null, 2))
    assert.equal(result.valid, true)
    // Throws on a $ref that points nowhere.
    validator.resolveRefs()
  })

  test('says each response once, on routes that share a schema too (GET and HEAD, aliases)', async () => {
    const app = await shared()
    const doc = await getDoc(app)
    const repeated: string[] = []
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item as Record<string, Json>)) {
        const responses = (op as { responses?: Record<string, { description?: string }> }).responses
        for (const [status, res] of Object.entries(responses ?? {})) {
          const sentences = (res.description ?? '').split(/(?<=\.) /).filter((x) => x.length > 40)
          if (new Set(sentences).size !== sentences.length)
            repeated.push(`${method} ${path} ${status}`)
        }
      }
    }
    assert.deepEqual(repeated, [])
  })

  test('lists every route the app serves, and nothing else', async (t) => {
    const { app, routes } = await buildWithRoutes(t)
    const doc = await getDoc(app)
    const served = new Set<string>()
    for (const route of routes) {
      for (const method of [route.method].flat()) {
        served.add(`${method} ${openapiPath(route.url)}`)
        if (method === 'HEAD' || route.schema?.hide) continue
        const op = doc.paths[openapiPath(route.url)]?.[method.toLowerCase()]
        assert.ok(op, `${method} ${route.url} is documented`)
      }
    }
    assert.ok(served.has('GET /api/v1/posts'), 'routes were recorded')
    for (const { path, method } of operations(doc)) {
      assert.ok(served.has(`${method.toUpperCase()} ${path}`), `${method} ${path} is a real route`)
    }
  })

  test('keeps hidden routes out: fallbacks, GraphiQL assets, the reference itself', async () => {
    const app = await shared()
    const doc = await getDoc(app)
    for (const { path, method } of operations(doc)) {
      assert.notEqual(method, 'options', `${path} OPTIONS fallback`)
      assert.notEqual(method, 'head', `${path} HEAD`)
      assert.ok(!path.startsWith('/graphiql'), path)
      assert.ok(!path.startsWith('/docs'), path)
      assert.notEqual(path, '/api/v1/openapi.json')
    }
    // A 405 fallback is hidden: a path documents only the methods it really has.
    assert.deepEqual(Object.keys(doc.paths['/api/v1/posts'] ?? {}).sort(), ['get', 'post'])
  })

  test('describes the service, its servers and its security schemes', async (t) => {
    const app = await build(t, { publicUrl: 'https://mock.example.com' })
    const doc = await getDoc(app)
    assert.equal(doc.info.title, 'Mock Playground API')
    for (const words of ['sandbox', 'X-Playground-Identity', 'pg_identity', '_sandbox']) {
      assert.ok(doc.info.description?.includes(words), `info.description mentions ${words}`)
    }
    const urls = (doc.servers ?? []).map((s) => s.url)
    assert.ok(urls.includes('/'), urls.join())
    assert.ok(urls.includes('https://mock.example.com'), urls.join())
    assert.deepEqual(doc.components.securitySchemes?.bearerAuth, {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: doc.components.securitySchemes?.bearerAuth?.description,
    })
    for (const path of ['/api/v1/auth/me', '/auth/me']) {
      for (const method of ['get', 'patch']) {
        assert.deepEqual(
          doc.paths[path]?.[method]?.security,
          [{ bearerAuth: [] }],
          `${method} ${path}`,
        )
      }
    }
    // Named components, not def-0.
    for (const name of ['Problem', 'Pagination', 'User', 'Post', 'Comment', 'Todo', 'SafeJson']) {
      assert.ok(doc.components.schemas[name], `component ${name}`)
    }
    const problem = doc.components.schemas.Problem as { properties: Json }
    for (const member of [
      'type',
      'title',
      'status',
      'detail',
      'code',
      'instance',
      'error',
      'message',
      'errors',
    ]) {
      assert.ok(member in problem.properties, `Problem.${member}`)
    }
  })

  test('gives every operation a summary, tags, and its problem responses', async () => {
    const app = await shared()
    const doc = await getDoc(app)
    for (const { path, method, op } of operations(doc)) {
      const where = `${method.toUpperCase()} ${path}`
      assert.ok(op.summary, `${where} summary`)
      assert.ok(op.tags?.length, `${where} tags`)
      if (isGraphQL(path)) continue
      // The root surface answers a create 201, as json-server does (docs/contract/root-surface.md).
      const success = Object.keys(op.responses).filter((s) => s.startsWith('2'))
      assert.equal(success.length, 1, `${where} has one success answer`)
      const ok = op.responses[success[0] as string]
      assert.ok(
        ok?.content && Object.keys(ok.content).length > 0,
        `${where} documents its ${success[0]} body`,
      )
      const root = op.tags?.[0] === 'root'
      for (const [status, response] of Object.entries(op.responses)) {
        if (status === success[0]) continue
        // json-server's 404 is `{}`.
        if (root && status === '404') {
          assert.deepEqual(response.content?.['application/json']?.example, {}, `${where} 404`)
          continue
        }
        assert.equal(
          response.content?.['application/problem+json']?.schema.$ref,
          problemRef,
          `${where} ${status}`,
        )
      }
      const has = (status: number) => status in op.responses
      if (isApi(path)) for (const status of [429, 503]) assert.ok(has(status), `${where} ${status}`)
      if (op.parameters?.length || op.requestBody) assert.ok(has(400), `${where} 400`)
      if (op.requestBody)
        for (const status of [413, 415]) assert.ok(has(status), `${where} ${status}`)
      if (
        /\{id\}/.test(path) ||
        (/^\/api\/v1\/custom\/\{collection\}$/.test(path) && method === 'delete')
      ) {
        assert.ok(has(404), `${where} 404`)
      }
      if (
        method === 'post' &&
        /^\/api\/v1\/(users|posts|comments|todos|custom\/\{collection\})$/.test(path)
      ) {
        assert.ok(has(403), `${where} 403`)
      }
      if (/\/auth\/me$/.test(path)) assert.ok(has(401), `${where} 401`)
      if (/\/auth\/register$/.test(path)) assert.ok(has(409), `${where} 409`)
    }
  })

  test('documents the Idempotency-Key of every route that honours it, and the full store', async (t) => {
    const { app, routes } = await buildWithRoutes(t)
    const doc = await getDoc(app)
    const keyed = routes.filter(
      (r) => (r.config as { idempotent?: boolean } | undefined)?.idempotent,
    )
    assert.ok(keyed.length >= 6, 'creates, custom creates, register (twice) and import honour keys')
    for (const route of keyed) {
      const op = doc.paths[openapiPath(route.url)]?.post
      assert.ok(op, `POST ${route.url} is documented`)
      const where = `POST ${route.url}`
      assert.match(String((op as { description?: string }).description), /Idempotency-Key/, where)
      assert.ok('409' in op.responses, `${where} 409`)
      assert.ok('507' in op.responses, `${where} 507`)
    }
  })

  test('documents the aliases userId and postId in the record components and the bodies', async () => {
    const app = await shared()
    const doc = await getDoc(app)
    const pairs = [
      ['posts', 'Post', 'user_id', 'userId'],
      ['todos', 'Todo', 'user_id', 'userId'],
      ['comments', 'Comment', 'post_id', 'postId'],
    ] as const
    for (const [resource, component, ref, alias] of pairs) {
      const schema = doc.components.schemas[component] as { description: string; examples: Json[] }
      assert.match(schema.description, new RegExp(`\`${ref}\`.*\`${alias}\``), component)
      assert.ok(schema.examples.length > 0)
      for (const example of schema.examples) {
        assert.equal(typeof example[ref], 'number', `${component} example`)
        assert.equal(example[alias], example[ref], `${component} example`)
      }
      for (const [path, method] of [
        [`/api/v1/${resource}`, 'post'],
        [`/api/v1/${resource}/{id}`, 'put'],
        [`/api/v1/${resource}/{id}`, 'patch'],
      ] as const) {
        const body = dig(
          doc.paths[path]?.[method]?.requestBody,
          'content',
          'application/json',
          'schema',
        )
        const properties = dig(body, 'properties')
        const keys = Object.keys(properties)
        assert.equal(keys[keys.indexOf(ref) + 1], alias, `${method} ${path} body`)
        assert.deepEqual(properties[alias], properties[ref], `${method} ${path} ${alias}`)
        assert.match(String(body.description), new RegExp(`\`${alias}\``))
      }
      const created = dig(
        doc.paths[`/api/v1/${resource}`]?.post?.responses['200'],
        'content',
        'application/json',
        'example',
      )
      assert.equal(typeof created[ref], 'number', `${resource} create example`)
      assert.equal(created[alias], created[ref], `${resource} create example`)
    }
  })

  test('documents every parameter of every list route', async () => {
    const app = await shared()
    const doc = await getDoc(app)
    const common = [
      ...['page', 'limit', '_page', '_limit', 'skip', '_start', '_end', 'cursor', '_cursor'],
      ...['q', '_sort', '_order', '_fields', 'select', '_format', 'format'],
    ]
    // Every typed field is a documented filter, but the one a nested route's parent decides.
    // and each operator its type takes (docs/contract/lists-and-query-language.md#filters).
    const operators = {
      id: ['ne', 'gt', 'gte', 'lt', 'lte', 'in'],
      reference: ['ne', 'gt', 'gte', 'lt', 'lte', 'in'],
      integer: ['ne', 'gt', 'gte', 'lt', 'lte', 'in'],
      string: ['ne', 'gt', 'gte', 'lt', 'lte', 'like', 'in'],
      boolean: ['ne'],
    }
    const fields = (r: (typeof RESOURCE_NAMES)[number], without: string[] = []) =>
      Object.entries(RESOURCES[r].fields)
        .filter(([f]) => !without.includes(f))
        .flatMap(([f, type]) => [f, ...operators[type].map((op) => `${f}_${op}`)])
    // The relations each resource has (docs/contract/lists-and-query-language.md#relations); custom
    // collections take both forms.
    const relations = {
      users: ['_embed'],
      posts: ['_embed', '_expand'],
      comments: ['_expand'],
      todos: ['_expand'],
      albums: ['_embed', '_expand'],
      photos: ['_expand'],
    }
    const lists: Array<[string, string[]]> = [
      ...RESOURCE_NAMES.map((r): [string, string[]] => [
        `/api/v1/${r}`,
        [...fields(r), ...relations[r]],
      ]),
      ['/api/v1/users/{id}/posts', [...fields('posts', ['user_id', 'userId']), ...relations.posts]],
      ['/api/v1/users/{id}/todos', [...fields('todos', ['user_id', 'userId']), ...relations.todos]],
      [
        '/api/v1/posts/{id}/comments',
        [...fields('comments', ['post_id', 'postId']), ...relations.comments],
      ],
      [
        '/api/v1/users/{id}/albums',
        [...fields('albums', ['user_id', 'userId']), ...relations.albums],
      ],
      [
        '/api/v1/albums/{id}/photos',
        [...fields('photos', ['album_id', 'albumId']), ...relations.photos],
      ],
      ['/api/v1/custom/{collection}', ['_embed', '_expand']],
    ]
    for (const [path, filters] of lists) {
      const params = doc.paths[path]?.get?.parameters ?? []
      const query = params.filter((p) => p.in === 'query').map((p) => p.name)
      assert.deepEqual(query.sort(), [...common, ...filters].sort(), path)
      for (const p of params)
        assert.ok(p.description, `${path} ${p.in} ${p.name} has a description`)
      const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name)
      assert.deepEqual(
        pathParams,
        [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
        `${path} path parameters`,
      )
    }
  })
})

describe('shaping parameters in the document', () => {
  const shared = appPerSuite()
  test('lists the relations of each resource as an enum, on lists and single records', async () => {
    const app = await shared()
    const doc = await getDoc(app)
    type Param = { name: string; in: string; schema?: { items?: { enum?: string[] } } }
    const enumOf = (path: string, name: string) => {
      const params = (doc.paths[path]?.get?.parameters ?? []) as Param[]
      return params.find((p) => p.in === 'query' && p.name === name)?.schema?.items?.enum
    }
    const want: Array<[string, string, string[] | undefined]> = [
      ['/api/v1/users', '_embed', ['posts', 'todos', 'albums']],
      ['/api/v1/users/{id}', '_embed', ['posts', 'todos', 'albums']],
      ['/api/v1/posts', '_embed', ['comments']],
      ['/api/v1/posts/{id}', '_expand', ['user']],
      ['/api/v1/users/{id}/posts', '_expand', ['user']],
      ['/api/v1/comments/{id}', '_expand', ['post']],
      ['/api/v1/todos', '_expand', ['user']],
      ['/api/v1/albums', '_embed', ['photos']],
      ['/api/v1/albums/{id}', '_expand', ['user']],
      ['/api/v1/users/{id}/albums', '_embed', ['photos']],
      ['/api/v1/photos', '_expand', ['album']],
      ['/api/v1/albums/{id}/photos', '_expand', ['album']],
      ['/api/v1/photos/{id}', '_embed', undefined],
      ['/api/v1/comments', '_embed', undefined],
      ['/api/v1/users/{id}', '_expand', undefined],
    ]
    for (const [path, name, values] of want) {
      assert.deepEqual(enumOf(path, name), values, `${path} ${name}`)
    }
    for (const path of ['/api/v1/posts/{id}', '/api/v1/custom/{collection}/{id}']) {
      const names = (doc.paths[path]?.get?.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => p.name)
      for (const name of ['_fields', 'select']) assert.ok(names.includes(name), `${path} ${name}`)
    }
  })
})

describe('real responses match the document', () => {
  const shared = appPerSuite()
  test('sampled requests, successes and problems', async (t) => {
    const app = await shared()
    const id = sandboxes()
    const doc = await getDoc(app)
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    addFormats.default(ajv)

    /** The documented answer for this status and media type, and the body checked against it. */
    const check = (res: LightMyRequestResponse, path: string, method: string) => {
      const op = doc.paths[path]?.[method]
      assert.ok(op, `${method} ${path} documented`)
      const status = String(res.statusCode)
      const response = op.responses[status] ?? op.responses[`${status[0]}XX`]
      assert.ok(response, `${method} ${path} documents ${status}: ${res.body.slice(0, 300)}`)
      const mediaType = String(res.headers['content-type']).split(';')[0]?.trim() ?? ''
      const media = response.content?.[mediaType]
      assert.ok(media, `${method} ${path} ${status} documents ${mediaType}`)
      if (!mediaType.endsWith('json')) {
        assert.equal(typeof res.body, 'string')
        return res.body
      }
      // The components ride along so that `#/components/schemas/...` resolves.
      const validate = ajv.compile({ ...media.schema, components: doc.components })
      const body = res.json()
      assert.ok(
        validate(body),
        `${method} ${path} ${status}: ${ajv.errorsText(validate.errors)}\n${res.body}`,
      )
      return body
    }

    const client = as(app, id('openapi-sample'))
    const cases: Array<{
      name: string
      path: string
      method: string
      send: () => Promise<LightMyRequestResponse>
      status: number
      then?: (body: Json, res: LightMyRequestResponse) => void
    }> = []
    const step = (
      name: string,
      method: string,
      path: string,
      status: number,
      send: () => Promise<LightMyRequestResponse>,
      then?: (body: Json, res: LightMyRequestResponse) => void,
    ) => cases.push({ name, method, path, status, send, then })

    let created = ''
    let custom = ''
    let access = ''
    let refresh = ''
    const extra = {
      user_id: 1,
      title: 'Documented',
      body: 'Checked against the OpenAPI document',
      userId: 1,
      meta: { tags: ['a', 'b'], nested: { deep: true, n: 1.5 } },
    }

    step('list', 'get', '/api/v1/posts', 200, () => client.get('/api/v1/posts?limit=5&_sort=title'))
    step('nested list', 'get', '/api/v1/users/{id}/posts', 200, () =>
      client.get('/api/v1/users/1/posts'),
    )
    step('list with relations and a selection', 'get', '/api/v1/posts', 200, () =>
      client.get('/api/v1/posts?limit=2&_embed=comments&_expand=user&_fields=title'),
    )
    step('a record with relations', 'get', '/api/v1/users/{id}', 200, () =>
      client.get('/api/v1/users/1?_embed=posts,todos&select=name'),
    )
    step('an unknown relation', 'get', '/api/v1/posts/{id}', 400, () =>
      client.get('/api/v1/posts/1?_embed=nope'),
    )
    step(
      'get a user, nested objects and all',
      'get',
      '/api/v1/users/{id}',
      200,
      () => client.get('/api/v1/users/1'),
      (body) => {
        assert.equal(body.id, 1)
        assert.equal(typeof (body.address as Json).city, 'string')
      },
    )
    step(
      'create keeps every field as sent',
      'post',
      '/api/v1/posts',
      200,
      () => client.post('/api/v1/posts', extra),
      (body) => {
        assert.match(String(body.id), /^local-/)
        assert.equal(typeof body.id, 'string')
        const { id: _id, _sandbox, ...fields } = body
        assert.deepEqual(fields, extra)
        assert.equal(_sandbox, 'created')
        created = String(body.id)
      },
    )
    step(
      'get the created record',
      'get',
      '/api/v1/posts/{id}',
      200,
      () => client.get(`/api/v1/posts/${created}`),
      (body) => {
        assert.equal(body.id, created)
        assert.deepEqual(body.meta, extra.meta)
      },
    )
    step(
      'list with both kinds of id',
      'get',
      '/api/v1/posts',
      200,
      () => client.get('/api/v1/posts?limit=2'),
      (body) => {
        const ids = (body.data as Json[]).map((r) => r.id)
        assert.deepEqual(ids, [created, 1])
      },
    )
    step(
      'patch a shared record: the id stays an integer',
      'patch',
      '/api/v1/posts/{id}',
      200,
      () => client.patch('/api/v1/posts/1', { title: 'Patched', extra: { kept: [1, 2] } }),
      (body, res) => {
        assert.equal(body.id, 1)
        assert.match(res.body, /^\{"id":1,/)
        assert.deepEqual(body.extra, { kept: [1, 2] })
        assert.equal(body._sandbox, 'updated')
      },
    )
    step(
      'patch a created record: the id stays a string',
      'patch',
      '/api/v1/posts/{id}',
      200,
      () => client.patch(`/api/v1/posts/${created}`, { title: 'Patched too' }),
      (body) => {
        assert.equal(body.id, created)
        assert.equal(body.userId, 1)
      },
    )
    step(
      'replace',
      'put',
      '/api/v1/todos/{id}',
      200,
      () =>
        client.put('/api/v1/todos/2', {
          user_id: 1,
          title: 'Replaced',
          completed: true,
          note: 'kept',
        }),
      (body) =>
        assert.deepEqual(body, {
          id: 2,
          user_id: 1,
          userId: 1,
          title: 'Replaced',
          completed: true,
          note: 'kept',
          _sandbox: 'updated',
        }),
    )
    step(
      'delete a shared record',
      'delete',
      '/api/v1/comments/{id}',
      200,
      () => client.delete('/api/v1/comments/1'),
      (body) =>
        assert.deepEqual(body, { message: 'Comment 1 deleted', id: 1, resource: 'comments' }),
    )
    step(
      'delete a created record',
      'delete',
      '/api/v1/posts/{id}',
      200,
      () => client.delete(`/api/v1/posts/${created}`),
      (body) => assert.equal(body.id, created),
    )
    step(
      '404',
      'get',
      '/api/v1/posts/{id}',
      404,
      () => client.get('/api/v1/posts/99999'),
      (body) => assert.equal(body.code, 'NOT_FOUND'),
    )
    step('404 of a nested list', 'get', '/api/v1/users/{id}/posts', 404, () =>
      client.get('/api/v1/users/9999/posts'),
    )
    step(
      '400 on the query',
      'get',
      '/api/v1/posts',
      400,
      () => client.get('/api/v1/posts?limit=0'),
      (body) => assert.equal(body.code, 'INVALID_QUERY'),
    )
    step(
      '400 on the body',
      'post',
      '/api/v1/posts',
      400,
      () => client.post('/api/v1/posts', { title: 5 }),
      (body) => {
        assert.equal(body.code, 'VALIDATION_FAILED')
        assert.ok(Array.isArray(body.errors))
      },
    )
    step(
      '400 on the id',
      'get',
      '/api/v1/posts/{id}',
      400,
      () => client.get('/api/v1/posts/abc'),
      (body) => assert.equal(body.code, 'INVALID_ID'),
    )
    step('415', 'post', '/api/v1/posts', 415, () =>
      client.send({
        method: 'POST',
        url: '/api/v1/posts',
        payload: 'title=x',
        headers: { 'content-type': 'text/plain' },
      }),
    )
    step('429 simulated', 'get', '/api/v1/posts', 429, () =>
      client.get('/api/v1/posts?_ratelimit=true'),
    )
    step('503 simulated', 'get', '/api/v1/todos', 503, () =>
      client.get('/api/v1/todos?_status=503'),
    )
    step(
      'login',
      'post',
      '/api/v1/auth/login',
      200,
      () => client.post('/api/v1/auth/login', { username: 'Bret' }),
      (body) => {
        access = String(body.access_token)
        refresh = String(body.refresh_token)
        assert.equal((body.user as Json).id, 1)
      },
    )
    step(
      'login as a session profile (alias path)',
      'post',
      '/auth/login',
      200,
      () => client.post('/auth/login', { username: 'nobody-here' }),
      (body) => assert.equal((body.user as Json).id, 'session-nobody-here'),
    )
    step(
      'me',
      'get',
      '/api/v1/auth/me',
      200,
      () =>
        client.send({
          method: 'GET',
          url: '/api/v1/auth/me',
          headers: { authorization: `Bearer ${access}` },
        }),
      (body) => assert.equal(body.username, 'Bret'),
    )
    step(
      'me without a token',
      'get',
      '/api/v1/auth/me',
      401,
      () => client.get('/api/v1/auth/me'),
      (body) => assert.equal(body.code, 'UNAUTHENTICATED'),
    )
    step('patch me', 'patch', '/api/v1/auth/me', 200, () =>
      client.send({
        method: 'PATCH',
        url: '/api/v1/auth/me',
        headers: { authorization: `Bearer ${access}` },
        payload: { website: 'bret.dev' },
      }),
    )
    step(
      'refresh',
      'post',
      '/api/v1/auth/refresh',
      200,
      () => client.post('/api/v1/auth/refresh', { refreshToken: refresh }),
      (body) => {
        refresh = String(body.refresh_token)
      },
    )
    step('logout', 'post', '/api/v1/auth/logout', 200, () =>
      client.post('/api/v1/auth/logout', { refreshToken: refresh }),
    )
    step('register a taken name', 'post', '/api/v1/auth/register', 409, () =>
      client.post('/api/v1/auth/register', { name: 'B', username: 'Bret', email: 'b@example.com' }),
    )
    step('register', 'post', '/api/v1/auth/register', 200, () =>
      client.post('/api/v1/auth/register', {
        name: 'Ada',
        username: 'ada',
        email: 'ada@example.com',
        password: 'pw',
      }),
    )
    step('session info', 'get', '/api/v1/session', 200, () => client.get('/api/v1/session'))
    step(
      'custom seed',
      'post',
      '/api/v1/custom/seed',
      200,
      () => client.post('/api/v1/custom/seed', { template: 'blog' }),
      (body) => assert.ok((body.collections as string[]).includes('articles')),
    )
    step('custom summaries', 'get', '/api/v1/custom', 200, () => client.get('/api/v1/custom'))
    step('custom list', 'get', '/api/v1/custom/{collection}', 200, () =>
      client.get('/api/v1/custom/articles?limit=3'),
    )
    step(
      'custom create',
      'post',
      '/api/v1/custom/{collection}',
      200,
      () => client.post('/api/v1/custom/things', { name: 'x', nested: { a: [1, { b: null }] } }),
      (body) => {
        custom = String(body.id)
        assert.deepEqual(body.nested, { a: [1, { b: null }] })
      },
    )
    step(
      'custom patch',
      'patch',
      '/api/v1/custom/{collection}/{id}',
      200,
      () => client.patch(`/api/v1/custom/things/${custom}`, { more: true }),
      (body) => assert.equal(body.more, true),
    )
    step('custom get', 'get', '/api/v1/custom/{collection}/{id}', 200, () =>
      client.get(`/api/v1/custom/things/${custom}`),
    )
    step('custom delete', 'delete', '/api/v1/custom/{collection}/{id}', 200, () =>
      client.delete(`/api/v1/custom/things/${custom}`),
    )
    step('custom 404', 'get', '/api/v1/custom/{collection}/{id}', 404, () =>
      client.get(`/api/v1/custom/things/${custom}`),
    )
    step('custom drop', 'delete', '/api/v1/custom/{collection}', 200, () =>
      client.delete('/api/v1/custom/tags'),
    )
    step(
      'session export',
      'get',
      '/api/v1/session/export',
      200,
      () => client.get('/api/v1/session/export'),
      (body) => assert.ok((body.records as Json[]).length > 0),
    )
    step('session import', 'post', '/api/v1/session/import', 200, () =>
      client.post('/api/v1/session/import?strategy=merge', { version: '1.0', records: [] }),
    )
    step('network profile', 'put', '/api/v1/session/network', 200, () =>
      client.put('/api/v1/session/network', { preset: 'fast-3g' }),
    )
    step('network profile read', 'get', '/api/v1/session/network', 200, () =>
      client.get('/api/v1/session/network'),
    )
    step('network profile cleared', 'delete', '/api/v1/session/network', 200, () =>
      client.delete('/api/v1/session/network'),
    )
    step('session reset', 'delete', '/api/v1/session/reset', 200, () =>
      client.delete('/api/v1/session/reset'),
    )
    step(
      'avatar',
      'get',
      '/api/v1/avatars/{file}',
      200,
      () => client.get('/api/v1/avatars/Bret.svg'),
      (_body, res) => assert.match(res.body, /^<svg/),
    )
    step('thumbnail 400', 'get', '/api/v1/thumbnails/{file}', 400, () =>
      client.get('/api/v1/thumbnails/x.svg?width=1'),
    )
    step('health', 'get', '/health', 200, () => client.get('/health'))
    step('health under /api/v1', 'get', '/api/v1/health', 200, () => client.get('/api/v1/health'))
    step('ready', 'get', '/ready', 200, () => client.get('/ready'))
    step(
      'graphql',
      'post',
      '/graphql',
      200,
      () => client.post('/graphql', { query: '{ posts(limit: 1) { id title } }' }),
      (body) => assert.ok((body.data as Json).posts),
    )

    for (const c of cases) {
      await t.test(c.name, async () => {
        const res = await c.send()
        assert.equal(res.statusCode, c.status, res.body)
        const body = check(res, c.path, c.method)
        c.then?.(body as Json, res)
      })
    }
  })

  test('the cap answers the documented 403', async () => {
    const app = await shared()
    const id = sandboxes()
    const doc = await getDoc(app)
    const client = as(app, id('openapi-cap'))
    for (let i = 0; i < 30; i++)
      assert.equal((await client.post('/api/v1/todos', { title: `t${i}` })).statusCode, 200)
    const res = await client.post('/api/v1/todos', { title: 'one too many' })
    assert.equal(res.statusCode, 403)
    assert.equal(res.json().code, 'SANDBOX_LIMIT_REACHED')
    assert.ok(doc.paths['/api/v1/todos']?.post?.responses['403'])
  })
})

describe('/docs', () => {
  const shared = appPerSuite()
  test('serves the reference as HTML whose assets all come from this server', async () => {
    const app = await shared()
    const res = await app.inject({ method: 'GET', url: '/docs' })
    assert.equal(res.statusCode, 200)
    assert.match(String(res.headers['content-type']), /^text\/html/)
    assert.doesNotMatch(res.body, /https?:\/\//, 'no absolute (CDN) URL')
    const assets = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string)
    assert.ok(
      assets.some((a) => a.endsWith('swagger-ui-bundle.js')),
      assets.join(),
    )
    for (const asset of assets) {
      assert.match(asset, /^\/docs\/static\//)
      const served = await app.inject({ method: 'GET', url: asset })
      assert.equal(served.statusCode, 200, asset)
    }
  })

  test('reads the same document as /api/v1/openapi.json, with deep links', async () => {
    const app = await shared()
    const init = await app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' })
    assert.equal(init.statusCode, 200)
    assert.match(init.body, /"deepLinking":\s*true/)
    assert.match(init.body, /resolveUrl\('\.\/json'\)/)
    const json = await app.inject({ method: 'GET', url: '/docs/json' })
    assert.equal(json.statusCode, 200)
    assert.deepEqual(json.json(), await getDoc(app))
  })
})
