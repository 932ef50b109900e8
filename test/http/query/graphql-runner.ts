import assert from 'node:assert/strict'
import type { TestContext } from 'node:test'
import type { FastifyInstance } from 'fastify'
import type { Client } from '../resources/support.ts'
import { QUERY_CASES, type QueryCase, urlOf } from './cases.ts'
import { type Expected, expect, type Rec, type ResourceName, read, type View } from './oracle.ts'
import { prepare, type Scenario } from './scenario.ts'

/**
 * The case table over GraphQL (docs/contract/graphql.md#where-and-pages): each case GraphQL can
 * express, derived from its REST form by `graphqlForm`, asked of `<resource>Page(where, _sort,
 * _order, q, page, limit, cursor)` and compared with the same oracle answer as REST. Cases GraphQL
 * cannot say (nested routes, custom collections, slices, relations, field selection, untyped
 * fields, ignored parameters) are left to the REST runner.
 */

const TYPE: Record<ResourceName, string> = {
  users: 'User',
  posts: 'Post',
  comments: 'Comment',
  todos: 'Todo',
}

/** Each type's fields as GraphQL selects them; references and ids are IDs, so strings. */
const SELECTION: Record<ResourceName, string> = {
  users:
    'id name username email phone website address { street city zipcode } company { name catchPhrase } _sandbox',
  posts: 'id user_id userId title body _sandbox',
  comments: 'id post_id postId name email body _sandbox',
  todos: 'id user_id userId title completed _sandbox',
}

/** The typed fields `where` has an input for, and how a value of each is sent. */
const WHERE_FIELDS: Record<ResourceName, Record<string, 'id' | 'string' | 'boolean'>> = {
  users: {
    id: 'id',
    name: 'string',
    username: 'string',
    email: 'string',
    phone: 'string',
    website: 'string',
    'address.street': 'string',
    'address.city': 'string',
    'address.zipcode': 'string',
    'company.name': 'string',
    'company.catchPhrase': 'string',
  },
  posts: { id: 'id', user_id: 'id', userId: 'id', title: 'string', body: 'string' },
  comments: {
    id: 'id',
    post_id: 'id',
    postId: 'id',
    name: 'string',
    email: 'string',
    body: 'string',
  },
  todos: { id: 'id', user_id: 'id', userId: 'id', title: 'string', completed: 'boolean' },
}

const ARGS = new Set(['q', '_sort', '_order', 'page', 'limit', 'cursor'])
const SUFFIXES = ['_like', '_gte', '_lte', '_ne', '_gt', '_lt', '_in']

/** A case as GraphQL asks it: the root field, and the variables of `document`. */
export interface GraphQLForm {
  resource: ResourceName
  document: string
  variables: {
    where?: Record<string, unknown>
    _sort?: string
    _order?: string
    q?: string
    page?: number
    limit?: number
    cursor?: string
  }
  cursor: boolean
}

/** `{address: {city: {eq: 'x'}}}` for `address.city`, `eq`, `'x'`. */
function nest(path: string, op: string, value: unknown): Record<string, unknown> {
  return path
    .split('.')
    .reduceRight<Record<string, unknown>>((inner, key) => ({ [key]: inner }), { [op]: value })
}

function typedValue(type: 'id' | 'string' | 'boolean', text: string): unknown {
  if (type === 'boolean') return text === 'true' ? true : text === 'false' ? false : text
  if (type === 'id') return /^[0-9]{1,15}$/.test(text) ? Number(text) : text
  return text
}

/**
 * The GraphQL form of a REST list request, or undefined when GraphQL cannot express it. Each
 * filter parameter becomes a `where` condition (dot paths nested, a repeated value an `OR`, a
 * repeated `ne` an `AND`), several parameters an `AND`.
 */
export function graphqlForm(url: string): GraphQLForm | undefined {
  const [path, search = ''] = url.split('?') as [string, string?]
  if (!(path in TYPE)) return undefined
  const resource = path as ResourceName
  const fields = WHERE_FIELDS[resource]
  const variables: GraphQLForm['variables'] = {}
  const conditions: Array<Record<string, unknown>> = []
  const params = new Map<string, string[]>()
  for (const [name, value] of new URLSearchParams(search))
    params.set(name, [...(params.get(name) ?? []), value])
  for (const [name, values] of params) {
    if (ARGS.has(name)) {
      if (values.length > 1) return undefined
      const v = values[0] as string
      if (name === 'page' || name === 'limit') {
        if (!/^[0-9]{1,9}$/.test(v)) return undefined
        variables[name] = Number(v)
      } else variables[name as 'q'] = v
      continue
    }
    let field = name
    let op = 'eq'
    const colon = name.lastIndexOf(':')
    const suffix = SUFFIXES.find((s) => name.length > s.length && name.endsWith(s))
    if (colon >= 0) [field, op] = [name.slice(0, colon), name.slice(colon + 1)]
    else if (suffix) [field, op] = [name.slice(0, -suffix.length), suffix.slice(1)]
    const type = Object.hasOwn(fields, field) ? fields[field] : undefined
    if (type === undefined) return undefined
    if (op === 'in') {
      const list = values.flatMap((v) => v.split(',')).map((v) => typedValue(type, v))
      conditions.push(nest(field, 'in', list))
    } else {
      const each = values.map((v) => nest(field, op, typedValue(type, v)))
      if (each.length === 1) conditions.push(each[0] as Record<string, unknown>)
      else conditions.push({ [op === 'ne' ? 'AND' : 'OR']: each })
    }
  }
  if (conditions.length === 1) variables.where = conditions[0]
  else if (conditions.length > 1) variables.where = { AND: conditions }
  const type = TYPE[resource]
  const document = `query Case($where: ${type}Where, $_sort: String, $_order: String, $q: String, $page: Int, $limit: Int, $cursor: String) {
  page: ${resource}Page(where: $where, _sort: $_sort, _order: $_order, q: $q, page: $page, limit: $limit, cursor: $cursor) {
    data { ${SELECTION[resource]} }
    pagination { limit total page totalPages hasNextPage hasPrevPage nextCursor prevCursor hasMore }
  }
}`
  return { resource, document, variables, cursor: variables.cursor !== undefined }
}

/** A record as the GraphQL type shows it: its fields only, IDs as strings, absent as null. */
function asGraphQL(resource: ResourceName, record: Rec): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const scalar = (path: string) => {
    const v = read(record, path)
    return v === undefined ? null : v
  }
  for (const field of SELECTION[resource].replace(/\{[^}]*\}/g, '').split(/\s+/)) {
    if (field === '') continue
    const v = scalar(field)
    if (field === 'address' || field === 'company') {
      const keys = field === 'address' ? ['street', 'city', 'zipcode'] : ['name', 'catchPhrase']
      out[field] =
        v === null ? null : Object.fromEntries(keys.map((k) => [k, scalar(`${field}.${k}`)]))
    } else if (/^(id|user_id|userId|post_id|postId)$/.test(field))
      out[field] = v === null ? null : String(v)
    else out[field] = v
  }
  return out
}

interface PageAnswer {
  data: Array<Record<string, unknown>>
  pagination: Record<string, unknown>
}

async function ask(client: Client, form: GraphQLForm, cursor?: string): Promise<PageAnswer> {
  const variables = cursor === undefined ? form.variables : { ...form.variables, cursor }
  const res = await client.send({
    method: 'POST',
    url: '/graphql',
    payload: { query: form.document, variables },
  })
  const body = res.json() as { data?: { page: PageAnswer }; errors?: unknown[] }
  assert.equal(body.errors, undefined, res.body)
  return (body.data as { page: PageAnswer }).page
}

const PAGE_KEYS = ['page', 'limit', 'total', 'totalPages', 'hasNextPage', 'hasPrevPage'] as const

async function checkGraphQL(client: Client, form: GraphQLForm, expected: Expected) {
  const want = (records: Rec[]) => records.map((r) => asGraphQL(form.resource, r))
  if (!form.cursor) {
    const page = await ask(client, form)
    assert.deepEqual(page.data, want(expected.data))
    assert.deepEqual(
      Object.fromEntries(PAGE_KEYS.map((k) => [k, page.pagination[k]])),
      expected.pagination,
    )
    return
  }
  // Cursor mode: walk forward to the end, then back to the start, as over REST.
  const { limit, total } = expected.pagination as { limit: number; total: number }
  const most = Math.ceil(total / limit) + 1
  const forward: PageAnswer[] = [await ask(client, form)]
  assert.equal(forward[0]?.pagination.prevCursor, null)
  for (let p = forward[0] as PageAnswer; p.pagination.nextCursor !== null; ) {
    assert.deepEqual(
      [p.pagination.limit, p.pagination.total, p.pagination.hasMore],
      [limit, total, true],
    )
    assert.ok(forward.length < most, 'the walk ends')
    p = await ask(client, form, p.pagination.nextCursor as string)
    forward.push(p)
  }
  assert.deepEqual(
    forward.flatMap((p) => p.data),
    want(expected.all),
  )
  const back = [forward.at(-1) as PageAnswer]
  while ((back[0] as PageAnswer).pagination.prevCursor !== null) {
    assert.ok(back.length <= most, 'the walk back ends')
    back.unshift(await ask(client, form, (back[0] as PageAnswer).pagination.prevCursor as string))
  }
  assert.deepEqual(
    back.flatMap((p) => p.data),
    want(expected.all),
  )
}

/** One case over GraphQL; false when GraphQL cannot express it. */
export async function checkGraphQLCase(client: Client, view: View, c: QueryCase, s: Scenario) {
  const url = urlOf(c, s)
  const form = c.missing ? undefined : graphqlForm(url)
  if (!form) return false
  if (c.refused) {
    const res = await client.send({
      method: 'POST',
      url: '/graphql',
      payload: { query: form.document, variables: form.variables },
    })
    const body = res.json() as { errors?: Array<{ extensions?: { code?: string } }> }
    assert.ok(body.errors?.length, `${url} is refused over GraphQL: ${res.body}`)
    // A value the schema itself refuses (a string for a Boolean) is INVALID_QUERY too.
    const code = body.errors?.[0]?.extensions?.code
    assert.ok(code === (c.refused.code ?? 'INVALID_QUERY') || code === 'INVALID_QUERY', res.body)
    return true
  }
  await checkGraphQL(client, form, expect(view, url))
  return true
}

/** The table over GraphQL, in a fresh sandbox of `app` made as the REST runner makes it. */
export async function runGraphQLCases(t: TestContext, app: FastifyInstance) {
  const { client, scenario, view } = await prepare(app)
  let asked = 0
  for (const c of QUERY_CASES) {
    if (!graphqlForm(urlOf(c, scenario)) || c.missing) continue
    await t.test(c.name, async () => {
      if (await checkGraphQLCase(client, view, c, scenario)) asked++
    })
  }
  // Most of the table is about the four resources' typed fields: GraphQL must say a good part.
  assert.ok(asked >= 40, `only ${asked} cases had a GraphQL form`)
}
