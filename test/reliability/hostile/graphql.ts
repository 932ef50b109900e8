/** GraphQL documents: deep, wide, cyclic, malformed, and mutations aimed at the victims. */
import type { Draw } from './draw.ts'
import { type J, Obj, obj, Raw } from './json.ts'
import { HUGE_NUMBERS } from './numbers.ts'
import type { Tokens } from './tokens.ts'

const LONG_GRAPHQL_STRING = `"${'x'.repeat(5000)}"`

export interface Graphql {
  graphqlDocument(): { query: J; variables?: J; operationName?: J }
}

export function createGraphql(d: Draw, tokens: Tokens): Graphql {
  const { rng, ctx, victimIds } = d
  const { tokenFor } = tokens

  const gqlArgValue = (): string =>
    rng.weighted<() => string>([
      [() => String(rng.int(1, 30)), 4],
      [
        () =>
          rng.pick([
            '1e309',
            '99999999999999999999',
            '2147483648',
            '-2147483649',
            '-1',
            '0',
            '1.5',
            '"10"',
            'null',
            '[1]',
            '{a: 1}',
            'true',
            'ENUM_VALUE',
            '$undefinedVar',
            '"\\uD800"',
            '"\\u0000"',
            '"""block\nstring"""',
            LONG_GRAPHQL_STRING,
            '"__proto__"',
            '"constructor"',
            '"../../etc/passwd"',
            '"address.__proto__"',
            '"local-00000000-0000-4000-8000-000000000000"',
            '"9007199254740993"',
          ]),
        3,
      ],
    ])()

  const selection = (depth: number): string => {
    const scalars = rng.some(
      ['id', 'name', 'username', 'email', 'title', 'body', '_sandbox', '__typename'],
      1,
      3,
    )
    if (depth <= 0) return scalars.join(' ')
    const rel = rng.pick(['posts', 'todos', 'comments', 'user', 'post'])
    return `${scalars.join(' ')} ${rel}${rng.chance(0.5) ? `(limit: ${gqlArgValue()})` : ''} { ${selection(depth - 1)} }`
  }

  function graphqlDocument(): { query: J; variables?: J; operationName?: J } {
    const field = rng.pick(['users', 'posts', 'comments', 'todos'])
    const listArgs = rng
      .some(['limit', 'page', 'q', '_sort', '_order', 'user_id', 'post_id', 'completed'], 0, 3)
      .map((a) => `${a}: ${gqlArgValue()}`)
    const args = listArgs.length > 0 ? `(${listArgs.join(', ')})` : ''
    switch (rng.int(0, 28)) {
      case 0:
        return { query: `{ ${field}${args} { ${selection(rng.int(0, 3))} } }` }
      case 1:
        return {
          query: `{ ${rng.pick(['user', 'post', 'comment', 'todo'])}(id: ${gqlArgValue()}) { id } }`,
        }
      case 2: {
        const depth = rng.pick([10, 11, 12, 50, 200, 1000, 3000, 6000])
        return { query: `{${' users {'.repeat(depth)} id${' }'.repeat(depth)} }` }
      }
      case 3: {
        // Fragments that spread the next one twice: 2^n paths in a few hundred bytes.
        const n = rng.int(6, 21)
        let q = `query { users { ...F0 } }\n`
        for (let i = 0; i < n; i++) q += `fragment F${i} on User { ...F${i + 1} ...F${i + 1} }\n`
        return { query: `${q}fragment F${n} on User { id posts { id } }` }
      }
      case 4:
        return {
          query: 'query { users { ...A } } fragment A on User { ...B } fragment B on User { ...A }',
        }
      case 5: {
        const n = rng.pick([100, 1000, 3000])
        return {
          query: `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`,
        }
      }
      case 6:
        return {
          query: `{ users${args} @skip(if: ${rng.pick(['$x', '"true"', '1', 'null'])}) ${'@include(if: true) '.repeat(rng.pick([1, 50, 500]))}{ id } }`,
        }
      case 7:
        return {
          query: 'query Q($l: Int, $id: ID!) { users(limit: $l) { id } user(id: $id) { id } }',
          variables: rng.pick<J>([
            obj({ l: new Raw(rng.pick(HUGE_NUMBERS)), id: '1' }),
            obj({
              l: rng.pick<J>(['5', 1.5, true, [], obj({}), null]),
              id: rng.pick<J>([1, null, [], obj({}), '']),
            }),
            new Obj([
              ['__proto__', obj({ l: 1 })],
              ['id', '1'],
            ]),
            obj({ l: 1, id: new Raw('["a","b"]') }),
            'not an object',
            new Raw('[1,2]'),
            new Raw('"{\\"l\\":1}"'),
            5,
          ]),
        }
      case 8:
        return {
          query: 'query A { users { id } } query B { posts { id } }',
          operationName: rng.pick<J>([null, 'C', '', 1, [], 'A B', '__proto__']),
        }
      case 9:
        return {
          query: rng.pick([
            '',
            ' ',
            '{',
            '}',
            '{ }',
            '{ users',
            'query {',
            '\u0000',
            '"',
            '#',
            '{ users { id } } }',
          ]),
        }
      case 10:
        return {
          query: rng.pick<J>([1, true, null, [], obj({}), ['{ users { id } }'], new Raw('1e309')]),
        }
      case 11:
        return { query: 'subscription { users { id } }' }
      case 12: {
        const base = `{ ${field}${args} { ${selection(1)} } }`
        const at = rng.int(0, base.length - 1)
        return {
          query: rng.pick([
            base.slice(0, at),
            base.slice(0, at) +
              rng.pick(['{', '}', '(', ')', '"', ':', '$', '@', '...', '!', '\\']) +
              base.slice(at),
            base.slice(0, at) + base.slice(at + 1),
          ]),
        }
      }
      case 13:
        return {
          query: `mutation { createPost(user_id: ${gqlArgValue()}, title: ${rng.pick(['"t"', gqlArgValue()])}, body: ${gqlArgValue()}) { id user_id title } }`,
        }
      case 14:
        return {
          query: `mutation { ${rng.pick(['updatePost', 'updateUser', 'updateTodo', 'updateComment', 'deletePost', 'deleteUser', 'deleteTodo', 'deleteComment'])}(id: ${rng.pick([gqlArgValue(), ...victimIds.map((id) => `"${id}"`)])}${rng.chance(0.5) ? `, title: ${gqlArgValue()}` : ''}) ${rng.chance(0.5) ? '' : '{ id }'} }`,
        }
      case 15:
        return {
          query: `mutation { ${rng.pick(['createUser', 'register', 'login'])}(${rng
            .some(['name', 'username', 'email', 'password', 'phone', 'address', 'company'], 0, 4)
            .map(
              (a) =>
                `${a}: ${a === 'address' || a === 'company' ? rng.pick(['{street: "x"}', '{__proto__: "x"}', '"x"', '{city: 1}']) : gqlArgValue()}`,
            )
            .join(', ')}) { ${rng.pick(['id', 'access_token', 'user { id }', '__typename'])} } }`,
        }
      case 16:
        return {
          query: `mutation { refreshToken(refreshToken: ${JSON.stringify(tokenFor(rng.chance(0.5) ? 'victim' : 'own', 'refresh', ctx.shared))}) { access_token } }`,
        }
      case 17:
        return {
          query:
            '{ __schema { types { name fields { name type { name ofType { name ofType { name ofType { name } } } } } } } }',
        }
      case 18:
        return { query: `{ ${field}${args} { id unknownField } ${field}: posts { id } }` }
      case 19:
        return { query: `{ me { id name ${selection(1)} } }` }
      case 20:
        return {
          query: `${rng.pick(['\ufeff', '# comment\r', ',,,,', '\t'])}{ users(q: "${rng.pick(['.*', '(a+)+$', '\\\\', '%', '_'])}") { id } }`,
        }
      case 21: {
        // Issue 14's result-size bomb, aliased: `bomb` aliases must never run (fuzz.ts).
        // Four levels of posts: over the budget even where a user has only its 4 baseline posts
        // (1 + 20 × 681 = 13,621 at least), so refused in every sandbox.
        const limit = () => (rng.chance(0.2) ? '$l' : String(rng.int(20, 30)))
        const one = (i: number) =>
          `bomb${i}: users(limit: ${limit()}) { posts(limit: ${limit()}) { user { posts(limit: ${limit()}) { user { posts(limit: ${limit()}) { user { posts { user { id } } } } } } } } }`
        const n = rng.pick([1, 2, 5, 40])
        return {
          query: `query Q($l: Int) { ${Array.from({ length: n }, (_, i) => one(i)).join(' ')} }`,
          variables: obj({ l: rng.pick([1, 30]) }),
        }
      }
      case 22: {
        // scrypt amplification and write floods: more root fields than a mutation may run.
        const n = rng.pick([11, 40, 200])
        const field = rng.pick([
          'login(username: "Bret", password: "x") { access_token }',
          'register(name: "F", username: "flood", email: "f@x.io", password: "pw") { access_token }',
          'createPost(user_id: "1", title: "flood") { id }',
        ])
        return {
          query: `mutation { ${Array.from({ length: n }, (_, i) => `bomb${i}: ${field}`).join(' ')} }`,
        }
      }
      case 23: {
        // Lists and input objects nested past the parser's stack.
        const n = rng.pick([63, 65, 500, 5000])
        return {
          query: rng.pick([
            `{ users(q: ${'['.repeat(n)}"x"${']'.repeat(n)}) { id } }`,
            `mutation { createUser(name: "x", address: ${'{street: '.repeat(n)}"x"${'}'.repeat(n)}) { id } }`,
          ]),
        }
      }
      case 24:
        // Cost through fragments: each spread multiplies by its parent's limit. Over the budget
        // even with the baseline's 4 posts a user, 3 comments a post: 1 + 60 × (1 + 8 × 25).
        return {
          query: `{ bomb0: users(limit: 30) { ...F ...F } } fragment F on User { posts(limit: 30) { ...G ...G } } fragment G on Post { comments(limit: 30) { ...H ...H } } fragment H on Comment { id name email body }`,
        }
      case 25: {
        // The query language: where on a list or a page, as literals.
        const n = rng.int(1, 8)
        const where = rng.pick([
          `{id: {in: [${gqlArgValue()}, ${gqlArgValue()}]}}`,
          `{id: {${rng.pick(['gt', 'lte', 'ne', 'like'])}: ${gqlArgValue()}}}`,
          `{title: {like: ${rng.pick(['"(a+)+$"', '"("', '"\\\\"', `"${'a'.repeat(201)}"`, '"\\\\p{Greek}"', '"(?P<n>x)"', gqlArgValue()])}}}`,
          `{OR: [${'{AND: ['.repeat(n)}{id: {eq: 1}}${']}'.repeat(n)}]}`,
          `{OR: [${Array.from({ length: rng.pick([2, 20, 21, 200]) }, (_, i) => `{id: {eq: ${i + 1}}}`).join(', ')}]}`,
          `{OR: [], AND: []}`,
          `{title: {eq: null}}`,
          `{address: {city: {${rng.pick(['eq', 'like', 'gt'])}: ${gqlArgValue()}}}}`,
          `{__proto__: {eq: 1}}`,
          `{userId: {lte: "9007199254740993"}, user_id: {in: []}}`,
          `{completed: {in: [true, ${gqlArgValue()}]}}`,
        ])
        const list = rng.chance(0.5) ? `${field}Page` : field
        const sel = list === field ? '{ id }' : '{ data { id } pagination { total page } }'
        return {
          query: `{ ${list}(where: ${where}${listArgs.length ? `, ${listArgs.join(', ')}` : ''}) ${sel} }`,
        }
      }
      case 26: {
        // Cursors: empty (the first page), forged, damaged, huge, or beside a page number.
        const forged = (body: string) => JSON.stringify(Buffer.from(body).toString('base64url'))
        const cursor = rng.pick([
          '""',
          '"garbage"',
          '"=="',
          `"${'A'.repeat(3000)}"`,
          forged('{"v":1,"f":"x","d":"n","k":[],"c":0,"r":1}'),
          forged('{"v":1,"f":"x","d":"p","k":[1e400],"c":1,"r":-1}'),
          forged('{"__proto__":{"v":1},"k":null}'),
          forged('[]'),
          'null',
          gqlArgValue(),
        ])
        const page = rng.chance(0.3) ? `, page: ${gqlArgValue()}` : ''
        return {
          query: `{ ${field}Page(cursor: ${cursor}${page}, limit: ${gqlArgValue()}, _sort: ${rng.pick(['"-id"', '"title,-id"', 'null', gqlArgValue()])}) { data { id } pagination { total nextCursor prevCursor hasMore } } }`,
        }
      }
      case 27: {
        // where by a variable: graphql-js coerces it (graphql-jit would never finish compiling).
        const type = { users: 'User', posts: 'Post', comments: 'Comment', todos: 'Todo' }[field]
        const deep = rng.pick([5, 6, 31, 200])
        return {
          query: `query W($w: ${type}Where) { ${field}(where: $w) { id } }`,
          variables: obj({
            w: rng.pick<J>([
              new Raw(`${'{"AND":['.repeat(deep)}{"id":{"eq":"1"}}${']}'.repeat(deep)}`),
              new Raw('{"__proto__":{"id":{"eq":"1"}}}'),
              obj({
                id: obj({
                  in: Array.from({ length: rng.pick([10, 501, 5000]) }, (_, i) => String(i)),
                }),
              }),
              obj({ OR: [obj({ id: obj({ eq: null }) })] }),
              obj({
                id: obj({ eq: rng.pick<J>([1.5, true, [], obj({}), 'x', new Raw('1e309')]) }),
              }),
              'not an object',
              [],
            ]),
          }),
        }
      }
      default:
        return {
          query: `query ${'($a: Int)'.repeat(rng.pick([1, 2]))} { users(limit: $a) { id } }`,
          variables: obj({ a: 1 }),
        }
    }
  }

  return { graphqlDocument }
}
