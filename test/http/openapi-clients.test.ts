import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { RESOURCE_NAMES, RESOURCES } from '../../src/domain/resources.ts'
import { idFromPath, idFromSummary } from '../../src/http/docs/operation-ids.ts'
import { appPerSuite, type build } from '../helper.ts'

/**
 * What generated clients (openapi-typescript, orval, openapi-generator) and linters read in the
 * document (docs/contract/api-descriptions.md): a unique operationId per operation, who may
 * call each one, record schemas with every typed field, and the root surface's own answers.
 */

type Json = Record<string, unknown>
type Operation = {
  operationId?: string
  tags?: string[]
  security?: Array<Record<string, string[]>>
  responses: Record<string, { content?: Record<string, { schema?: Json; example?: unknown }> }>
}
type Doc = {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, Json> }
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch']

async function documentOf(app: Awaited<ReturnType<typeof build>>): Promise<Doc> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
  assert.equal(res.statusCode, 200)
  return res.json() as Doc
}

const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ path, method, op })),
  )

describe('the document for generated clients', () => {
  const shared = appPerSuite()

  test('every operation has an operationId, and no two share one', async () => {
    const doc = await documentOf(await shared())
    const ids = operations(doc).map(({ op }) => op.operationId)
    assert.ok(ids.length > 100)
    for (const id of ids) assert.match(String(id), /^[a-z][A-Za-z0-9]*$/)
    assert.equal(new Set(ids).size, ids.length)
    const idOf = (method: string, path: string) => doc.paths[path]?.[method]?.operationId
    assert.equal(idOf('get', '/api/v1/posts'), 'listPosts')
    assert.equal(idOf('post', '/api/v1/posts'), 'createPost')
    assert.equal(idOf('patch', '/api/v1/albums/{id}'), 'updateAlbum')
    assert.equal(idOf('get', '/api/v1/users/{id}/posts'), 'listPostsOfUser')
    assert.equal(idOf('get', '/posts'), 'rootListPosts')
    // An alias is named by its path: its summary's name is the original's.
    assert.equal(idOf('post', '/auth/login'), 'postAuthLogin')
  })

  test('names made from summaries and paths', () => {
    assert.equal(idFromSummary('Update a post (JSON merge patch)'), 'updatePost')
    assert.equal(idFromSummary('llms.txt: the API in brief'), 'llmsTxt')
    assert.equal(idFromSummary('Ask for a password-reset e-mail'), 'askForPasswordResetEmail')
    assert.equal(idFromSummary('A webhook’s deliveries'), 'webhooksDeliveries')
    assert.equal(
      idFromPath('get', '/api/v1/posts/{id}/comments.csv'),
      'getApiV1PostsByIdCommentsCsv',
    )
  })

  test('says who may call each operation', async () => {
    const doc = await documentOf(await shared())
    for (const { path, method, op } of operations(doc))
      assert.ok(Array.isArray(op.security), `${method} ${path} declares its security`)
    const security = (method: string, path: string) => doc.paths[path]?.[method]?.security
    // Guarded by the role matrix: a token is read when sent, and not needed.
    const optional = [{ bearerAuth: [] }, {}]
    assert.deepEqual(security('delete', '/api/v1/posts/{id}'), optional)
    assert.deepEqual(security('get', '/posts'), optional)
    assert.deepEqual(security('post', '/graphql'), optional)
    assert.deepEqual(security('get', '/api/v1/auth/me'), [{ bearerAuth: [] }])
    assert.deepEqual(security('get', '/health'), [])
    assert.deepEqual(security('post', '/api/v1/webhooks'), [])
  })

  test('record schemas type every field, and keep the rest open', async () => {
    const doc = await documentOf(await shared())
    const components = { users: 'User', posts: 'Post', comments: 'Comment', todos: 'Todo' }
    for (const resource of RESOURCE_NAMES) {
      const name =
        components[resource as keyof typeof components] ??
        `${RESOURCES[resource].singular[0]?.toUpperCase()}${RESOURCES[resource].singular.slice(1)}`
      const schema = doc.components.schemas[name] as {
        properties: Record<string, Json>
        required: string[]
        additionalProperties: unknown
      }
      const fields = Object.keys(schema.properties)
      // A dotted filter path (`address.city`) is a member of its top-level field.
      for (const field of Object.keys(RESOURCES[resource].fields))
        assert.ok(fields.includes(field.split('.')[0] as string), `${name}.${field}`)
      // A record created in a sandbox holds only the fields it was sent.
      assert.deepEqual(schema.required, ['id'])
      assert.equal(schema.additionalProperties, true)
    }
    const post = doc.components.schemas.Post as { properties: Record<string, Json> }
    assert.equal(post.properties.title?.type, 'string')
    assert.equal(post.properties.userId?.type, 'integer')
    assert.deepEqual(post.properties._sandbox?.enum, ['created', 'updated'])
    // Any JSON value, not an object: a body's other fields may be strings or numbers.
    assert.equal(doc.components.schemas.SafeJson?.type, undefined)
    assert.equal(doc.components.schemas.SafeJson?.additionalProperties, undefined)
  })

  test("the root surface's answers are json-server's", async () => {
    const doc = await documentOf(await shared())
    const responses = (method: string, path: string) => doc.paths[path]?.[method]?.responses ?? {}
    const json = (method: string, path: string, status: string) =>
      responses(method, path)[status]?.content?.['application/json']
    assert.deepEqual(json('get', '/posts', '200')?.schema, {
      type: 'array',
      items: { $ref: '#/components/schemas/Post' },
    })
    assert.deepEqual(json('get', '/posts/{id}/comments', '200')?.schema, {
      type: 'array',
      items: { $ref: '#/components/schemas/Comment' },
    })
    assert.deepEqual(
      Object.keys(responses('post', '/posts')).filter((s) => s < '300'),
      ['201'],
    )
    assert.deepEqual(json('post', '/posts', '201')?.schema, { $ref: '#/components/schemas/Post' })
    assert.deepEqual(json('delete', '/posts/{id}', '200')?.example, {})
    assert.deepEqual(json('get', '/posts/{id}', '404')?.example, {})
    // /api/v1 keeps the seed's envelope and its 200 for a create.
    assert.ok(json('get', '/api/v1/posts', '200')?.schema?.properties)
    assert.ok(json('post', '/api/v1/posts', '200'))
    for (const { path, op } of operations(doc))
      if (
        !path.startsWith('/api/') &&
        !path.startsWith('/auth/') &&
        RESOURCE_NAMES.some((r) => path.startsWith(`/${r}`))
      )
        assert.deepEqual(op.tags, ['root'], path)
    const listOp = doc.paths['/posts']?.get as unknown as
      | { parameters?: Array<{ name: string }> }
      | undefined
    const query = (listOp?.parameters ?? []).map((p) => p.name)
    for (const name of ['sort', 'range', 'filter', 'title_like', 'userId_gte', '_embed'])
      assert.ok(query.includes(name), `/posts documents ${name}`)
  })
})
