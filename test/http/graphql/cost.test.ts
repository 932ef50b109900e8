import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { getIntrospectionQuery } from 'graphql'
import { readDataset } from '../../../src/domain/dataset/read.ts'
import { appPerSuite, as, build, STORES, sandboxes, storeReads } from '../../helper.ts'
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
  const shared = appPerSuite()
  const sharedBudget = appPerSuite({ graphqlMaxCost: 100 })
  test('the issue’s result-size bomb is refused before it runs, naming its cost and the budget', async () => {
    const app = await shared()
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

  test('lists multiply by their clamped limit; aliases and fragments count in full', async () => {
    const app = await sharedBudget()
    const id = sandboxes()
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
    // No limit: 10 entries. 1 + 10 × (1 + 10 × 1) = 111 in a sandbox whose users may have 10
    // posts (4 in the baseline, 6 of its own); 1 + 10 × (1 + 4 × 1) = 51 in a fresh one.
    assert.equal(await cost('{ users { posts { id } } }'), 'ran')
    const me = as(app, id('cost-six'))
    for (let i = 0; i < 6; i++)
      assert.equal((await me.post('/api/v1/posts', { user_id: 1, title: `p${i}` })).statusCode, 200)
    const six = await gql(app, '{ users { posts { id } } }', { identity: id('cost-six') })
    assert.match(assertTooComplex(six.body, 'six posts'), /cost is 111 /)
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

  test('a *Page field counts like its list: its data takes the limit, its pagination does not', async () => {
    const app = await sharedBudget()
    const id = sandboxes()
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
    // No limit: 10. 1 + (1 + 10 × (1 + 10 × 1)) = 112 once the sandbox may give a post 10
    // comments (3 in the baseline, 7 of its own); a limit from a variable counts 30.
    const me = as(app, id('cost-seven'))
    for (let i = 0; i < 7; i++)
      assert.equal(
        (await me.post('/api/v1/comments', { post_id: 1, name: 'n', email: 'a@b.io', body: 'b' }))
          .statusCode,
        200,
      )
    const seven = await gql(app, '{ postsPage { data { comments { id } } } }', {
      identity: id('cost-seven'),
    })
    assert.match(assertTooComplex(seven.body, 'seven comments'), /cost is 112 /)
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

  test('a limit given by a variable counts as 30, whatever the variable says', async () => {
    const app = await shared()
    const budget = await sharedBudget()
    // 1 + 30 × 4 = 121 even for n = 1: validation is costed once per document, before
    // variables are read.
    const query = 'query Q($n: Int) { users(limit: $n) { id name username email } }'
    const { body } = await gql(budget, query, { variables: { n: 1 } })
    assert.match(assertTooComplex(body, 'variable limit'), /cost is 121 /)
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

  test('no resolver runs in a refused document: a write in it does not happen', async () => {
    const app = await shared()
    const id = sandboxes()
    const me = as(app, id('cost-writer'))
    // Costed against this sandbox, whose user 1 may have 4 + 20 + 1 (the mutation's) posts:
    // 1 + 1 + 1 + (1 + 25 × (1 + 1 + 25 × (1 + 1 + 25 × 1))) = 16,929.
    for (let i = 0; i < 20; i++)
      assert.equal((await me.post('/api/v1/posts', { user_id: 1, title: `p${i}` })).statusCode, 200)
    const expensive = `mutation { createPost(user_id: "1", title: "never") {
      id user { posts(limit: 30) { user { posts(limit: 30) { user { posts(limit: 30) { id } } } } } } } }`
    assert.match(
      assertTooComplex(
        (await gql(app, expensive, { identity: id('cost-writer') })).body,
        'expensive mutation',
      ),
      /cost is 16,929 result nodes in this sandbox/,
    )
    // The mutation is cheap but the document's other operation is not: nothing runs either.
    const mixed = `mutation M { createPost(user_id: "1", title: "never") { id } } query Q ${BOMB}`
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'x-playground-identity': id('cost-writer') },
      payload: { query: mixed, operationName: 'M' },
    })
    assertTooComplex(res.json(), 'a cheap mutation beside a bomb')
    assert.equal(
      (await me.get('/api/v1/session')).json().totalCreatedRecords,
      20,
      'no post was created',
    )
  })

  test('a mutation runs at most 10 root fields, and login and register count 1,000 each', async () => {
    const app = await shared()
    const id = sandboxes()
    const me = as(app, id('cost-login'))
    const creates = (n: number) =>
      `mutation { ${Array.from({ length: n }, (_, i) => `p${i}: createPost(user_id: "1", title: "t${i}") { id }`).join(' ')} }`
    const eleven = await gql(app, creates(11), { identity: id('cost-login') })
    assert.match(
      assertTooComplex(eleven.body, '11 creates'),
      /runs 11 root fields; the limit is 10/,
    )
    assert.equal((await me.get('/api/v1/session')).json().resources.posts, 0, 'none was created')
    const ten = await gql(app, creates(10), { identity: id('cost-login') })
    assert.equal(ten.body.errors, undefined)
    assert.equal(Object.keys(ten.body.data).length, 10)

    // The issue's scrypt amplification: 40 logins in one request.
    const logins = (n: number) =>
      `mutation { ${Array.from({ length: n }, (_, i) => `l${i}: login(username: "Bret", password: "x${i}") { access_token }`).join(' ')} }`
    const forty = (await gql(app, logins(40), { identity: id('cost-login') })).body
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
      (await gql(app, `mutation { ${registers.join(' ')} }`, { identity: id('cost-login') })).body,
      'register',
    )
    assert.equal(
      (await me.get('/api/v1/session')).json().resources.users,
      0,
      'nobody was registered',
    )
    const once = await gql(app, `mutation { ${registers[0]} }`, { identity: id('cost-login') })
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

  test('introspection, GraphiQL’s schema query included, stays within the budget', async () => {
    const app = await shared()
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

  test('a query within the budget in some sandboxes is costed against the caller’s: the bomb is not', async (t) => {
    // Each baseline user has 4 posts, each post 3 comments: what a fresh sandbox holds.
    const app = await build(t, { createCap: 2 })
    // users 1 + 1 × (posts 1 + 4 × (user 1 + posts 1 + 4 × (… user { id } …))) = 682.
    assert.equal(nodes((await gql(app, CHAIN)).body.data), 682)
    // The create cap does not bound a relation: updates move baseline posts under one parent.
    const mover = as(app, 'cost-mover')
    for (let id = 5; id <= 10; id++)
      assert.equal((await mover.patch(`/api/v1/posts/${id}`, { user_id: 1 })).statusCode, 200)
    const moved = await gql(app, CHAIN, { identity: 'cost-mover' })
    assert.match(assertTooComplex(moved.body, 'moved posts'), /cost is 22,222 result nodes in/)
    // The bomb is over the budget even in a fresh sandbox (1 + 30 × 681 = 20,431): refused at
    // validation as before, naming its worst case.
    const bomb = assertTooComplex((await gql(app, BOMB)).body, 'the bomb')
    assert.match(bomb, /estimated cost is 50,275,831 result nodes; the budget is 10,000 \(/)
  })

  test('a relation’s limit above what a parent can have counts what the sandbox gives it', async (t) => {
    const app = await build(t, { maxLimit: 100, graphqlMaxCost: 2_000 })
    // posts: 4, comments: 3 in a fresh sandbox. 1 + (1 + 4 × (1 + 3 × 1)) = 18, where the
    // limits alone made 10,101.
    const query = '{ users(limit: 1) { posts(limit: 100) { comments(limit: 100) { id } } } }'
    const { body } = await gql(app, query)
    assert.equal(body.errors, undefined)
    assert.equal(body.data.users[0].posts.length, 4)
    // A root list is no relation: its limit is all that bounds it. 1 + 100 × (1 + 3 × 1) = 401.
    const roots = '{ posts(limit: 100) { comments(limit: 100) { id } } }'
    assert.equal((await gql(app, roots)).body.errors, undefined)
    // A sandbox with 30 comments of its own: 1 + 100 × (1 + 33 × 1) = 3,401.
    const me = as(app, 'cost-comments')
    for (let i = 0; i < 30; i++)
      assert.equal(
        (await me.post('/api/v1/comments', { post_id: 1, name: 'n', email: 'a@b.io', body: 'b' }))
          .statusCode,
        200,
      )
    const full = await gql(app, roots, { identity: 'cost-comments' })
    assert.match(assertTooComplex(full.body, 'root list'), /cost is 3,401 result nodes in this/)
  })

  test('a query within the budget in every sandbox reads nothing more to be admitted', async (t) => {
    const app = await build(t, { graphqlMaxCost: 20 })
    const reads = () => storeReads(app, ['entries', 'get', 'all'])
    // No user 999: no posts are listed, so only the check could read them.
    // 1 + 1 + 10 × 1 = 12 in any sandbox.
    let before = await reads()
    const cheap = await gql(app, '{ user(id: "999") { posts { id } } }', { identity: 'cost-r' })
    assert.deepEqual(cheap.body, { data: { user: null } })
    const admitted = (await reads()) - before
    // 1 + 1 + 10 × 2 = 22 at worst, 1 + 1 + 4 × 2 = 10 in a fresh sandbox: checked, one read more.
    before = await reads()
    const checked = await gql(app, '{ user(id: "999") { posts { id title } } }', {
      identity: 'cost-r',
    })
    assert.deepEqual(checked.body, { data: { user: null } })
    assert.equal((await reads()) - before, admitted + 1)
  })
})

for (const store of STORES) {
  describe(`GraphQL cost in the caller’s sandbox (${store})`, () => {
    test('issue 35’s chain is answered for a fresh sandbox and refused for one that filled it', async (t) => {
      const app = await build(t, { store })
      // 22,222 if every list were full, 682 nodes in the answer.
      const fresh = await gql(app, CHAIN, { identity: 'chain-fresh' })
      assert.equal(fresh.body.errors, undefined)
      assert.equal(nodes(fresh.body.data), 682)
      // Ten posts under user 1 fill each of its lists (4 + 10 > the default page of 10).
      const me = as(app, 'chain-full')
      for (let i = 0; i < 10; i++)
        assert.equal(
          (await me.post('/api/v1/posts', { user_id: 1, title: `p${i}` })).statusCode,
          200,
        )
      const legacy = await gql(app, CHAIN, { identity: 'chain-full' })
      assert.equal(legacy.status, 200)
      assert.match(
        assertTooComplex(legacy.body, 'a full sandbox'),
        /^The query's estimated cost is 22,222 result nodes in this sandbox; the budget is 10,000 \(/,
      )
      const typed = await gql(app, CHAIN, {
        identity: 'chain-full',
        headers: { accept: 'application/graphql-response+json' },
      })
      assert.equal(typed.status, 400)
      assertTooComplex(typed.body, 'graphql-response+json')
      // The same document, once validated, is still answered for another sandbox.
      assert.equal(nodes((await gql(app, CHAIN, { identity: 'chain-other' })).body.data), 682)
    })
  })
}
