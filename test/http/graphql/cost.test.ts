import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { getIntrospectionQuery } from 'graphql'
import { readDataset } from '../../../src/domain/dataset/read.ts'
import { as, build } from '../../helper.ts'
import { gql } from './support.ts'

/** Issue 14's 137-byte query: 176 KB of answer, 0.6 s of work, for one anonymous request. */
const BOMB =
  '{ a0: users(limit:30){posts(limit:30){user{posts(limit:30){user{posts(limit:30){user{posts(limit:30){user{id}}}}}}}}} }'

/** Issue 35's query: about 700 nodes in a fresh sandbox, estimated as if lists were all full. */
const CHAIN =
  '{ users(limit:1) { posts { user { posts { user { posts { user { posts { user { id } } } } } } } } } }'

/** Result nodes of an answer as the estimate counts them: a field is one, each entry its own. */
const nodes = (value: unknown): number =>
  Array.isArray(value)
    ? value.reduce((n: number, v) => n + nodes(v), 0)
    : value !== null && typeof value === 'object'
      ? Object.values(value).reduce((n: number, v) => n + 1 + nodes(v), 0)
      : 0

type GqlError = { message: string; extensions: { code: string; status: number } }

/** The one error of a document refused for its cost, with no `data`. */
function assertTooComplex(body: { data?: unknown; errors?: GqlError[] }, what: string) {
  assert.equal(body.data, undefined, what)
  assert.ok(body.errors && body.errors.length > 0, what)
  const error = body.errors.find((e) => e.extensions.code === 'QUERY_TOO_COMPLEX')
  assert.ok(error, `${what}: ${JSON.stringify(body.errors)}`)
  assert.equal(error.extensions.status, 400)
  return error.message as string
}

describe('GraphQL cost limit', () => {
  test('the issue’s result-size bomb is refused before it runs, naming its cost and the budget', async (t) => {
    const app = await build(t)
    const legacy = await gql(app, BOMB)
    assert.equal(legacy.status, 200)
    const message = assertTooComplex(legacy.body, 'the bomb')
    // users 1 + 30 × (posts 1 + 30 × (user 1 + posts 1 + 30 × (… user { id } …)))
    assert.match(message, /estimated cost is 50,275,831 result nodes; the budget is 10,000/)
    const typed = await gql(app, BOMB, { headers: { accept: 'application/graphql-response+json' } })
    assert.equal(typed.status, 400)
    assertTooComplex(typed.body, 'graphql-response+json')
    const aliased = `{ ${Array.from({ length: 5 }, (_, i) => BOMB.slice(2, -2).replace('a0', `a${i}`)).join(' ')} }`
    assertTooComplex((await gql(app, aliased)).body, 'five aliases')
    const viaGet = await app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(BOMB)}`,
    })
    assertTooComplex(viaGet.json(), 'GET')
  })

  test('lists multiply by their clamped limit; aliases and fragments count in full', async (t) => {
    const app = await build(t, { graphqlMaxCost: 100 })
    const cost = async (query: string) => {
      const { body } = await gql(app, query)
      const refused = body.errors?.find((e: GqlError) => e.extensions.code === 'QUERY_TOO_COMPLEX')
      return refused
        ? Number(/cost is ([\d,]+)/.exec(refused.message)?.[1]?.replaceAll(',', ''))
        : 'ran'
    }
    // 1 + 30 × 3 = 91: within 100.
    assert.equal(await cost('{ users(limit: 30) { id name username } }'), 'ran')
    assert.equal(await cost('{ users(limit: 30) { id name username email } }'), 121)
    // A limit past 30 is clamped to 30 as the resolvers clamp it; 0 and less count as 1.
    assert.equal(await cost('{ users(limit: 1000) { id name username email } }'), 121)
    assert.equal(await cost('{ a: users(limit: 0) { id } b: users(limit: -5) { id } }'), 'ran')
    // No limit: 10 entries. 1 + 10 × (1 + 10 × 1) = 111.
    assert.equal(await cost('{ users { posts { id } } }'), 111)
    // Aliases each count: 2 × (1 + 10 × 5) = 102.
    assert.equal(
      await cost(
        '{ a: users { id name email username phone } b: users { id name email username phone } }',
      ),
      102,
    )
    // Fragments, named or inline, count where they are spread, with their parent's multiplier.
    assert.equal(
      await cost(
        '{ users(limit: 30) { ...F } } fragment F on User { id ... on User { name email username } }',
      ),
      121,
    )
    assert.equal(
      await cost(
        '{ users(limit: 30) { ...F } } fragment F on User { ...G ...G } fragment G on User { id name }',
      ),
      121,
    )
    assert.equal(
      await cost(
        '{ users(limit: 30) { ...F ...F } } fragment F on User { ...G ...G } fragment G on User { id name }',
      ),
      241,
    )
  })

  test('a *Page field counts like its list: its data takes the limit, its pagination does not', async (t) => {
    const app = await build(t, { graphqlMaxCost: 100 })
    const cost = async (query: string) => {
      const { body } = await gql(app, query)
      const refused = body.errors?.find((e: GqlError) => e.extensions.code === 'QUERY_TOO_COMPLEX')
      if (!refused) assert.equal(body.errors, undefined, query)
      return refused
        ? Number(/cost is ([\d,]+)/.exec(refused.message)?.[1]?.replaceAll(',', ''))
        : 'ran'
    }
    // 1 + (1 + 30 × 3) + (1 + 2) = 95: within 100.
    assert.equal(
      await cost(
        '{ usersPage(limit: 30) { data { id name username } pagination { total limit } } }',
      ),
      'ran',
    )
    // 1 + (1 + 30 × 4) = 122, as the list with the same selection plus the page's own node.
    assert.equal(await cost('{ usersPage(limit: 30) { data { id name username email } } }'), 122)
    assert.equal(
      await cost('{ usersPage(limit: 1000, cursor: "") { data { id name username email } } }'),
      122,
    )
    // No limit: 10. 1 + (1 + 10 × (1 + 10 × 1)) = 112; a limit from a variable counts 30.
    assert.equal(await cost('{ postsPage { data { comments { id } } } }'), 112)
    const variable = await gql(
      app,
      'query($n: Int) { todosPage(limit: $n) { data { id title completed userId } } }',
      { variables: { n: 1 } },
    )
    assert.match(assertTooComplex(variable.body, 'variable limit'), /cost is 122 /)
    // Fragments on the page and inline fragments carry the page's length to its data.
    assert.equal(
      await cost(
        '{ a: usersPage(limit: 30) { ...P } b: usersPage(limit: 2) { ...P } } fragment P on UserPage { data { id name username email } }',
      ),
      122 + (1 + (1 + 2 * 4)),
    )
    assert.equal(
      await cost(
        '{ usersPage(limit: 30) { ... on UserPage { data { id name username email } } } }',
      ),
      122,
    )
  })

  test('a limit given by a variable counts as 30, whatever the variable says', async (t) => {
    const app = await build(t)
    const query =
      'query Q($n: Int) { users(limit: $n) { posts(limit: $n) { comments(limit: $n) { id } } } }'
    // 1 + 30 × (1 + 30 × (1 + 30 × 1)) = 27,931 even for n = 1: validation is costed once per
    // document, before variables are read.
    const { body } = await gql(app, query, { variables: { n: 1 } })
    assert.match(assertTooComplex(body, 'variable limit'), /cost is 27,931/)
    const ok = await gql(
      app,
      'query Q($n: Int) { users(limit: $n) { id posts(limit: 5) { id } } }',
      {
        variables: { n: 2 },
      },
    )
    assert.equal(ok.body.errors, undefined)
    assert.equal(ok.body.data.users.length, 2)
  })

  test('no resolver runs in a refused document: a write in it does not happen', async (t) => {
    const app = await build(t)
    const me = as(app, 'cost-writer')
    const expensive = `mutation { createPost(user_id: "1", title: "never") {
      id user { posts(limit: 30) { user { posts(limit: 30) { user { posts(limit: 30) { id } } } } } } } }`
    assertTooComplex(
      (await gql(app, expensive, { identity: 'cost-writer' })).body,
      'expensive mutation',
    )
    // The mutation is cheap but the document's other operation is not: nothing runs either.
    const mixed = `mutation M { createPost(user_id: "1", title: "never") { id } } query Q ${BOMB}`
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'x-playground-identity': 'cost-writer' },
      payload: { query: mixed, operationName: 'M' },
    })
    assertTooComplex(res.json(), 'a cheap mutation beside a bomb')
    assert.equal(
      (await me.get('/api/v1/session')).json().totalCreatedRecords,
      0,
      'no post was created',
    )
  })

  test('a mutation runs at most 10 root fields, and login and register count 1,000 each', async (t) => {
    const app = await build(t)
    const me = as(app, 'cost-login')
    const creates = (n: number) =>
      `mutation { ${Array.from({ length: n }, (_, i) => `p${i}: createPost(user_id: "1", title: "t${i}") { id }`).join(' ')} }`
    const eleven = await gql(app, creates(11), { identity: 'cost-login' })
    assert.match(
      assertTooComplex(eleven.body, '11 creates'),
      /runs 11 root fields; the limit is 10/,
    )
    assert.equal((await me.get('/api/v1/session')).json().resources.posts, 0, 'none was created')
    const ten = await gql(app, creates(10), { identity: 'cost-login' })
    assert.equal(ten.body.errors, undefined)
    assert.equal(Object.keys(ten.body.data).length, 10)

    // The scrypt amplification: 40 logins in one request.
    const logins = (n: number) =>
      `mutation { ${Array.from({ length: n }, (_, i) => `l${i}: login(username: "Bret", password: "x${i}") { access_token }`).join(' ')} }`
    const forty = (await gql(app, logins(40), { identity: 'cost-login' })).body
    assert.match(assertTooComplex(forty, '40 logins'), /runs 40 root fields; the limit is 10/)
    // Ten fit the root-field cap but not the budget: 10 × (1,000 + 1) > 10,000.
    assert.match(assertTooComplex((await gql(app, logins(10))).body, '10 logins'), /cost is 10,010/)
    const nine = (await gql(app, logins(9))).body
    assert.equal(nine.errors, undefined)
    assert.equal(Object.keys(nine.data).length, 9, 'nine logins run')

    // Register: refused unrun, so the name is still free afterwards.
    const registers = Array.from(
      { length: 11 },
      (_, i) =>
        `r${i}: register(name: "R", username: "cost-reg", email: "r${i}@x.io", password: "pw-${i}") { user { id } }`,
    )
    assertTooComplex(
      (await gql(app, `mutation { ${registers.join(' ')} }`, { identity: 'cost-login' })).body,
      'register',
    )
    assert.equal(
      (await me.get('/api/v1/session')).json().resources.users,
      0,
      'nobody was registered',
    )
    const once = await gql(app, `mutation { ${registers[0]} }`, { identity: 'cost-login' })
    assert.equal(once.body.errors, undefined)
  })

  test('the budget and the mutation cap are configurable', async (t) => {
    const app = await build(t, { graphqlMaxCost: 50_000_000_000, graphqlMaxMutations: 2 })
    const { body } = await gql(
      app,
      '{ users(limit: 30) { posts(limit: 30) { comments(limit: 30) { id } } } }',
    )
    assert.equal(body.errors, undefined)
    const three = await gql(
      app,
      'mutation { a: deletePost(id: "1") b: deletePost(id: "2") c: deletePost(id: "3") }',
    )
    assert.match(
      assertTooComplex(three.body, 'three deletes'),
      /runs 3 root fields; the limit is 2/,
    )
  })

  test('introspection, GraphiQL’s schema query included, stays within the budget', async (t) => {
    const app = await build(t)
    const schema = await gql(
      app,
      getIntrospectionQuery({ inputValueDeprecation: true, descriptions: true }),
    )
    assert.equal(schema.body.errors, undefined)
    assert.ok(schema.body.data.__schema.types.length > 10)
  })

  test("a db.json's relations nest, and count as the built-ins' do", async (t) => {
    const dataset = readDataset(
      JSON.stringify({
        posts: [{ id: 1, title: 'a' }],
        comments: [{ id: 1, postId: 1, body: 'b' }],
      }),
    )
    const app = await build(t, {}, { dataset })
    const costly = await gql(
      app,
      '{ posts(limit: 30) { comments(limit: 30) { post { comments(limit: 30) { id } } } } }',
    )
    assert.match(
      assertTooComplex(costly.body, 'nested db.json relations'),
      /estimated cost is 28,831 result nodes/,
    )
  })

  test('a to-many relation counts no more children than a parent can have: the baseline’s most plus the create cap', async (t) => {
    // Each baseline user has 4 posts: with a create cap of 2, a user's posts are at most 6.
    const app = await build(t, { createCap: 2 })
    const fresh = await gql(app, CHAIN, { identity: 'cost-chain' })
    assert.equal(fresh.body.errors, undefined)
    assert.equal(nodes(fresh.body.data), 682)
    // users 1 + 1 × (posts 1 + 6 × (user 1 + posts 1 + 6 × (… user { id } …))) = 3,110: the
    // estimate holds even for a sandbox that gave one user every post it may create.
    const me = as(app, 'cost-chain')
    for (const title of ['a', 'b'])
      assert.equal((await me.post('/api/v1/posts', { user_id: 1, title })).statusCode, 200)
    const full = await gql(app, CHAIN, { identity: 'cost-chain' })
    assert.equal(full.body.errors, undefined)
    assert.equal(nodes(full.body.data), 3_110)
    // The bomb still costs far beyond the budget: 1 + 30 × 3,109.
    assert.match(assertTooComplex((await gql(app, BOMB)).body, 'the bomb'), /cost is 93,271 /)
  })

  test('a relation’s limit above what a parent can have counts what it can have', async (t) => {
    const app = await build(t, { maxLimit: 100, graphqlMaxCost: 2_000 })
    // posts: 4 + 30 created, comments: 3 + 30. 1 + (1 + 34 × (1 + 33 × 1)) = 1,158, where the
    // limits alone made 10,101.
    const query = '{ users(limit: 1) { posts(limit: 100) { comments(limit: 100) { id } } } }'
    const { body } = await gql(app, query)
    assert.equal(body.errors, undefined)
    assert.equal(body.data.users[0].posts.length, 4)
    // A root list is no relation: its limit is all that bounds it. 1 + 100 × (1 + 33 × 1).
    const roots = await gql(app, '{ posts(limit: 100) { comments(limit: 100) { id } } }')
    assert.match(assertTooComplex(roots.body, 'root list'), /cost is 3,401 /)
  })

  test('with the default limits the chain is estimated at what a sandbox can make it answer', async (t) => {
    // 4 baseline posts + 30 created exceed the default page of 10: the estimate stays 22,222,
    // and a sandbox that created its 30 posts under user 1 is answered 22,222 nodes.
    const app = await build(t, { graphqlMaxCost: 30_000 })
    const me = as(app, 'cost-full')
    for (let i = 0; i < 10; i++)
      assert.equal((await me.post('/api/v1/posts', { user_id: 1, title: `p${i}` })).statusCode, 200)
    const full = await gql(app, CHAIN, { identity: 'cost-full' })
    assert.equal(full.body.errors, undefined)
    assert.equal(nodes(full.body.data), 22_222)
    const strict = await build(t)
    assert.match(assertTooComplex((await gql(strict, CHAIN)).body, 'the chain'), /cost is 22,222 /)
  })
})
