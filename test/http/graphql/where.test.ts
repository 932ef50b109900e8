import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { RESOURCE_NAMES, RESOURCES } from '../../../src/domain/resources.ts'
import { MAX_WHERE_CLAUSES, MAX_WHERE_DEPTH, TYPE_NAMES } from '../../../src/http/graphql/where.ts'
import { appPerSuite, as, STORES, sandboxes } from '../../helper.ts'
import { gql } from './support.ts'

type Row = { id: string | number }

/** The ids a GraphQL list answers, failing on any error. */
async function gqlIds(
  app: FastifyInstance,
  id: (name: string) => string,
  field: string,
  identity = id('where'),
) {
  const { body } = await gql(app, `{ list: ${field} { id } }`, { identity })
  assert.equal(body.errors, undefined, `${field}: ${JSON.stringify(body.errors)}`)
  return body.data.list.map((r: Row) => r.id)
}

/** The ids of a REST list, as GraphQL spells them. */
async function restIds(
  app: FastifyInstance,
  id: (name: string) => string,
  url: string,
  identity = id('where'),
) {
  const res = await as(app, identity).get(url)
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`)
  return res.json().data.map((r: Row) => String(r.id))
}

/** The one error of a refused list, which must be the client's (never a 500). */
async function refusal(app: FastifyInstance, query: string, variables?: object) {
  const { status, body } = await gql(app, query, { variables })
  assert.equal(status, 200, query)
  assert.equal(body.errors?.length, 1, `${query}: ${JSON.stringify(body)}`)
  const [error] = body.errors
  assert.equal(error.extensions.status, 400, `${query}: ${JSON.stringify(error)}`)
  return error as { message: string; extensions: { code: string; errors?: { field: string }[] } }
}

for (const store of STORES) {
  describe(`GraphQL where (${store})`, () => {
    const shared = appPerSuite({ store })
    test('each operator on a typed field answers what the REST filter answers', async () => {
      const app = await shared()
      const id = sandboxes()
      const title2 = (await as(app, id('where')).get('/api/v1/posts/2')).json().title
      // [GraphQL list, REST list, what the answer must be when known]
      const cases: Array<[string, string, string[]?]> = [
        ['posts(where: {id: {eq: 3}})', '/api/v1/posts?id=3', ['3']],
        ['posts(where: {id: {ne: 1}}, limit: 3)', '/api/v1/posts?id_ne=1&limit=3', ['2', '3', '4']],
        ['posts(where: {id: {gt: 98}})', '/api/v1/posts?id_gt=98', ['99', '100']],
        ['posts(where: {id: {gte: 98}})', '/api/v1/posts?id:gte=98', ['98', '99', '100']],
        ['posts(where: {id: {lt: 3}})', '/api/v1/posts?id_lt=3', ['1', '2']],
        ['posts(where: {id: {lte: 3}})', '/api/v1/posts?id_lte=3', ['1', '2', '3']],
        ['posts(where: {id: {in: ["4", 2]}})', '/api/v1/posts?id_in=4,2', ['2', '4']],
        [
          'posts(where: {id: {like: "^1.$"}})',
          '/api/v1/posts?id_like=%5E1.%24',
          ['10', '11', '12', '13', '14', '15', '16', '17', '18', '19'],
        ],
        // Several operators on one field are AND.
        ['posts(where: {id: {gte: 3, lte: 5, ne: 4}})', '/api/v1/posts?id_gte=3&id_lte=5&id_ne=4'],
        [`posts(where: {title: {eq: ${JSON.stringify(title2)}}})`, '/api/v1/posts?id=2', ['2']],
        ['posts(where: {title: {ne: "x"}}, limit: 30)', '/api/v1/posts?title_ne=x&limit=30'],
        [
          'posts(where: {title: {like: "^(deploy|ENGAGE) "}}, limit: 30)',
          '/api/v1/posts?title_like=%5E(deploy%7CENGAGE)%20&limit=30',
        ],
        ['posts(where: {title: {gt: "U"}}, limit: 30)', '/api/v1/posts?title_gt=U&limit=30'],
        [
          'posts(where: {title: {gte: "Unleash world-class platforms"}}, limit: 30)',
          '/api/v1/posts?title_gte=Unleash%20world-class%20platforms&limit=30',
        ],
        ['posts(where: {title: {lt: "C"}}, limit: 30)', '/api/v1/posts?title_lt=C&limit=30'],
        ['posts(where: {title: {lte: "C"}}, limit: 30)', '/api/v1/posts?title_lte=C&limit=30'],
        [
          `posts(where: {title: {in: [${JSON.stringify(title2)}, "nope"]}})`,
          '/api/v1/posts?id=2',
          ['2'],
        ],
        ['posts(where: {user_id: {eq: "2"}})', '/api/v1/posts?user_id=2'],
        [
          'posts(where: {userId: {in: [3, 4]}}, limit: 30)',
          '/api/v1/posts?user_id_in=3,4&limit=30',
        ],
        ['posts(where: {user_id: {gt: 9}}, limit: 30)', '/api/v1/posts?user_id_gt=9&limit=30'],
        [
          'todos(where: {completed: {eq: false}}, limit: 30)',
          '/api/v1/todos?completed=false&limit=30',
        ],
        [
          'todos(where: {completed: {ne: true}}, limit: 30)',
          '/api/v1/todos?completed_ne=true&limit=30',
        ],
        [
          'todos(where: {completed: {in: [true]}}, limit: 30)',
          '/api/v1/todos?completed_in=true&limit=30',
        ],
        [
          'comments(where: {email: {like: "@YAHOO\\\\.com$"}}, limit: 30)',
          '/api/v1/comments?email_like=%40YAHOO%5C.com%24&limit=30',
        ],
        ['comments(where: {postId: {eq: 7}})', '/api/v1/comments?post_id=7'],
        [
          'users(where: {username: {in: ["Bret", "Kamren"]}})',
          '/api/v1/users?username_in=Bret,Kamren',
          ['1', '5'],
        ],
      ]
      for (const [field, url, known] of cases) {
        const expected = await restIds(app, id, url)
        assert.ok(expected.length > 0, `${url} matches something`)
        if (known) assert.deepEqual(expected, known, url)
        assert.deepEqual(await gqlIds(app, id, field), expected, field)
      }
      // The filters do filter: every list above is narrower than its unfiltered list.
      assert.equal((await restIds(app, id, '/api/v1/posts?title_gt=U&limit=30')).length < 30, true)
    })

    test('AND and OR nest; members of one where are AND; an empty OR matches nothing', async () => {
      const app = await shared()
      const id = sandboxes()
      const either = [
        ...(await restIds(app, id, '/api/v1/posts?id=1')),
        ...(await restIds(app, id, '/api/v1/posts?user_id=2&title_like=blockchain')),
      ]
      assert.ok(either.length > 2)
      assert.deepEqual(
        await gqlIds(
          app,
          id,
          'posts(where: {OR: [{id: {eq: 1}}, {AND: [{user_id: {eq: 2}}, {title: {like: "blockchain"}}]}]})',
        ),
        either,
      )
      assert.deepEqual(
        await gqlIds(app, id, 'posts(where: {user_id: {eq: 2}, title: {like: "blockchain"}})'),
        either.slice(1),
      )
      assert.deepEqual(
        await gqlIds(
          app,
          id,
          'posts(where: {AND: [{id: {gt: 5}}, {id: {lt: 9}}], OR: [{id: {eq: 6}}, {id: {eq: 8}}, {id: {eq: 50}}]})',
        ),
        ['6', '8'],
      )
      assert.deepEqual(await gqlIds(app, id, 'posts(where: {OR: []})'), [])
      assert.deepEqual(await gqlIds(app, id, 'posts(where: {AND: [], id: {lt: 3}})'), ['1', '2'])
      assert.equal((await gqlIds(app, id, 'posts(where: {})')).length, 10)
    })

    test('nested fields are nested inputs: address.city, company.name', async () => {
      const app = await shared()
      const id = sandboxes()
      assert.deepEqual(
        await gqlIds(app, id, 'users(where: {address: {city: {eq: "Gwenborough"}}})'),
        ['1'],
      )
      assert.deepEqual(
        await gqlIds(app, id, 'users(where: {company: {name: {like: "^romaguera"}}, id: {ne: 1}})'),
        await restIds(app, id, '/api/v1/users?company.name_like=%5Eromaguera&id_ne=1'),
      )
      const { body } = await gql(
        app,
        '{ users(where: {address: {city: {in: ["Gwenborough", "Wisokyburgh"]}}}) { address { city } } }',
      )
      assert.deepEqual(
        body.data.users.map((u: { address: { city: string } }) => u.address.city),
        ['Gwenborough', 'Wisokyburgh'],
      )
    })

    test('relation lists take where too', async () => {
      const app = await shared()
      const id = sandboxes()
      const { body } = await gql(
        app,
        `{ user(id: "1") {
            posts(where: {title: {like: "^s"}}) { id }
            todos(where: {completed: {eq: true}}, limit: 30) { id }
          }
          post(id: "1") { comments(where: {email: {like: "@(yahoo|hotmail)\\\\.com$"}}) { id } } }`,
        { identity: id('where') },
      )
      assert.equal(body.errors, undefined)
      const ids = (rows: Row[]) => rows.map((r) => r.id)
      const posts = await restIds(app, id, '/api/v1/users/1/posts?title_like=%5Es')
      const todos = await restIds(app, id, '/api/v1/users/1/todos?completed=true&limit=30')
      const comments = await restIds(
        app,
        id,
        '/api/v1/posts/1/comments?email_like=%40(yahoo%7Chotmail)%5C.com%24',
      )
      assert.ok(posts.length > 0 && todos.length > 0 && comments.length > 0)
      assert.deepEqual(ids(body.data.user.posts), posts)
      assert.deepEqual(ids(body.data.user.todos), todos)
      assert.deepEqual(ids(body.data.post.comments), comments)
      // The relation's own condition still holds: another user's posts are not reached.
      assert.deepEqual(
        (await gql(app, '{ user(id: "1") { posts(where: {user_id: {eq: 2}}) { id } } }')).body.data
          .user.posts,
        [],
      )
    })

    test('records of the caller’s overlay are matched as they now are', async () => {
      const app = await shared()
      const id = sandboxes()
      const me = as(app, id('where-overlay'))
      const created = (
        await me.post('/api/v1/posts', { userId: 4, title: 'Zebra crossing' })
      ).json()
      await me.patch('/api/v1/posts/2', { title: 'zebra stripes' })
      await me.delete('/api/v1/posts/3')
      const field = 'posts(where: {OR: [{title: {like: "^zebra"}}, {id: {eq: 3}}]})'
      assert.deepEqual(await gqlIds(app, id, field, id('where-overlay')), [created.id, '2'])
      assert.deepEqual(await gqlIds(app, id, field, id('someone-else')), ['3'])
      assert.deepEqual(
        await gqlIds(
          app,
          id,
          `posts(where: {id: {eq: "${created.id}"}, userId: {eq: 4}})`,
          id('where-overlay'),
        ),
        [created.id],
      )
      assert.deepEqual(
        await gqlIds(
          app,
          id,
          `posts(where: {id: {in: ["${created.id}", "1"]}})`,
          id('where-overlay'),
        ),
        [created.id, '1'],
      )
    })

    test('userId and postId are list arguments beside user_id and post_id', async () => {
      const app = await shared()
      const id = sandboxes()
      const posts3 = await restIds(app, id, '/api/v1/posts?user_id=3')
      assert.equal(posts3.length, 4)
      assert.deepEqual(await gqlIds(app, id, 'posts(userId: "3")'), posts3)
      assert.deepEqual(await gqlIds(app, id, 'posts(userId: 3, user_id: "3")'), posts3)
      assert.deepEqual(
        await gqlIds(app, id, 'comments(postId: "4")'),
        await restIds(app, id, '/api/v1/comments?postId=4'),
      )
      assert.deepEqual(
        await gqlIds(app, id, 'todos(userId: "2", completed: true)'),
        await restIds(app, id, '/api/v1/todos?userId=2&completed=true'),
      )
      const error = await refusal(app, '{ posts(userId: "1", user_id: "2") { id } }')
      assert.equal(error.extensions.code, 'INVALID_QUERY')
      assert.match(error.message, /userId/)
    })

    test('_sort takes several fields in the REST syntax, with _order pairwise', async () => {
      const app = await shared()
      const id = sandboxes()
      const cases: Array<[string, string]> = [
        ['todos(_sort: "completed,-title", limit: 30)', '_sort=completed,-title&limit=30'],
        [
          'todos(_sort: "userId,title", _order: "desc,asc", limit: 30)',
          '_sort=user_id,title&_order=desc,asc&limit=30',
        ],
        ['todos(_sort: "-user_id,-id", page: 2, limit: 7)', '_sort=-user_id,-id&page=2&limit=7'],
      ]
      for (const [field, params] of cases) {
        const expected = await restIds(app, id, `/api/v1/todos?${params}`)
        assert.deepEqual(await gqlIds(app, id, field), expected, field)
      }
      // The sort is the one asked: completed todos after open ones, titles descending within.
      const { body } = await gql(
        app,
        '{ todos(_sort: "completed,-title", limit: 30) { completed title } }',
      )
      const rows = body.data.todos as { completed: boolean; title: string }[]
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = [rows[i - 1], rows[i]] as [(typeof rows)[0], (typeof rows)[0]]
        assert.ok(
          a.completed < b.completed ||
            (a.completed === b.completed && a.title.toLowerCase() >= b.title.toLowerCase()),
        )
      }
      const error = await refusal(app, '{ todos(_sort: "title,nope") { id } }')
      assert.equal(error.extensions.code, 'INVALID_QUERY')
      assert.match(error.message, /_sort/)
    })

    test('bad where values are GraphQL errors naming the argument, never a 500', async () => {
      const app = await shared()
      const cases: Array<[string, string, RegExp]> = [
        ['posts(where: {title: {like: "("}})', 'where.title.like', /regular expression/],
        [
          `posts(where: {title: {like: "${'a'.repeat(201)}"}})`,
          'where.title.like',
          /200 characters/,
        ],
        ['posts(where: {id: {in: ["1", "garbage"]}})', 'where.id.in', /integer id or local-/],
        ['posts(where: {id: {gt: "local-abc"}})', 'where.id.gt', /an integer, got/],
        ['posts(where: {userId: {eq: "0"}})', 'where.userId.eq', /positive integer id/],
        [
          'posts(where: {OR: [{id: {eq: 1}}, {user_id: {lt: "x"}}]})',
          'where.OR[1].user_id.lt',
          /an integer, got/,
        ],
        ['users(where: {address: {city: {eq: null}}})', 'where.address.city.eq', /null/],
        ['users(where: {address: null})', 'where.address', /null/],
      ]
      for (const [field, param, message] of cases) {
        const error = await refusal(app, `{ ${field} { id } }`)
        assert.equal(error.extensions.code, 'INVALID_QUERY', field)
        assert.equal(error.extensions.errors?.[0]?.field, param, field)
        assert.match(error.message, message, field)
      }
      // What GraphQL's types refuse is refused before anything runs.
      for (const field of [
        'posts(where: {nope: {eq: 1}})',
        'todos(where: {completed: {gt: true}})',
        'todos(where: {completed: {eq: "yes"}})',
      ]) {
        const { body } = await gql(app, `{ ${field} { id } }`)
        assert.equal(body.data, undefined, field)
        assert.equal(body.errors[0].extensions.code, 'INVALID_QUERY', field)
      }
    })
  })
}

describe('GraphQL where: bounds and variables', () => {
  const shared = appPerSuite()
  test(`AND/OR nest at most ${MAX_WHERE_DEPTH} levels; a where holds at most ${MAX_WHERE_CLAUSES} operator conditions`, async () => {
    const app = await shared()
    const nest = (levels: number) => {
      let w: object = { id: { eq: 1 } }
      for (let i = 1; i < levels; i++) w = { AND: [w] }
      return w
    }
    const query = 'query($w: PostWhere) { posts(where: $w) { id } }'
    const ok = await gql(app, query, { variables: { w: nest(MAX_WHERE_DEPTH) } })
    assert.deepEqual(ok.body, { data: { posts: [{ id: '1' }] } })
    const deep = await refusal(app, query, { w: nest(MAX_WHERE_DEPTH + 1) })
    assert.equal(deep.extensions.code, 'INVALID_QUERY')
    assert.match(deep.message, new RegExp(`more than ${MAX_WHERE_DEPTH} levels deep`))

    const clauses = (n: number) => ({
      OR: Array.from({ length: n }, (_, i) => ({ id: { eq: i + 1 } })),
    })
    const most = await gql(app, query, { variables: { w: clauses(MAX_WHERE_CLAUSES) } })
    assert.equal(most.body.data.posts.length, 10)
    const many = await refusal(app, query, { w: clauses(MAX_WHERE_CLAUSES + 1) })
    assert.equal(many.extensions.errors?.[0]?.field, 'where')
    assert.match(many.message, new RegExp(`more than ${MAX_WHERE_CLAUSES} operator conditions`))

    const values = await refusal(app, query, {
      w: { id: { in: Array.from({ length: 501 }, (_, i) => String(i + 1)) } },
    })
    assert.equal(values.extensions.errors?.[0]?.field, 'where.id.in')
    assert.match(values.message, /500/)
  })

  test('a where given by a variable answers every time (the JIT does not compile it)', async () => {
    const app = await shared()
    const query = 'query($w: TodoWhere, $n: Int) { todos(where: $w, limit: $n) { id } }'
    for (let i = 1; i <= 4; i++) {
      const { body } = await gql(app, query, {
        variables: { w: { OR: [{ id: { eq: i } }, { id: { eq: 100 + i } }] }, n: 5 },
      })
      assert.deepEqual(body, { data: { todos: [{ id: String(i) }, { id: String(100 + i) }] } })
    }
  })

  test('a null list argument is one not given', async () => {
    const app = await shared()
    const { body } = await gql(
      app,
      '{ users(q: null, _sort: null, _order: null, page: null, limit: null, where: null) { id } posts(user_id: null, userId: null) { id } }',
    )
    assert.equal(body.errors, undefined)
    assert.equal(body.data.users.length, 10)
    assert.equal(body.data.posts.length, 10)
  })

  test('every typed field of the field table has its filter, and every list argument its description', async () => {
    const app = await shared()
    const { body } = await gql(
      app,
      `{ __schema {
          types { name inputFields { name description type { name kind ofType { name } } } }
          queryType { fields { name args { name description } } }
        } }`,
    )
    type Input = { name: string; description: string | null; type: { name: string | null } }
    const types = new Map<string, Input[]>(
      body.data.__schema.types.map((t: { name: string; inputFields: Input[] | null }) => [
        t.name,
        t.inputFields ?? [],
      ]),
    )
    const filters = {
      id: 'IDFilter',
      reference: 'IDFilter',
      string: 'StringFilter',
      boolean: 'BooleanFilter',
      integer: 'IntFilter',
    }
    for (const resource of RESOURCE_NAMES) {
      const root = `${TYPE_NAMES[resource]}Where`
      for (const [path, type] of Object.entries(RESOURCES[resource].fields)) {
        let input = root
        const names = path.split('.')
        for (const [i, name] of names.entries()) {
          const member = types.get(input)?.find((f) => f.name === name)
          assert.ok(member, `${root}: ${path}`)
          if (i === names.length - 1)
            assert.equal(member.type.name, filters[type], `${root}: ${path}`)
          else input = member.type.name as string
        }
      }
      assert.ok(types.get(root)?.some((f) => f.name === 'AND'))
      assert.ok(types.get(root)?.some((f) => f.name === 'OR'))
    }
    for (const op of ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'like', 'in'])
      assert.ok(
        types.get('StringFilter')?.some((f) => f.name === op && f.description),
        op,
      )
    const lists = body.data.__schema.queryType.fields.filter((f: { name: string }) =>
      /^(users|posts|comments|todos)(Page)?$/.test(f.name),
    )
    assert.equal(lists.length, 8)
    for (const field of lists) {
      for (const arg of field.args) assert.ok(arg.description, `${field.name}(${arg.name})`)
    }
  })
})
