import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { build } from '../../helper.ts'

/** POST with a body written by hand: `inject` would JSON.stringify a deep value recursively. */
const post = (app: FastifyInstance, body: string, accept = 'application/json') =>
  app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', accept },
    payload: body,
  })

const get = (app: FastifyInstance, query: string, variables?: string) =>
  app.inject({
    method: 'GET',
    url: `/graphql?query=${encodeURIComponent(query)}${variables ? `&variables=${encodeURIComponent(variables)}` : ''}`,
  })

/** One INVALID_QUERY error that says how deep the document nests and what is allowed. */
function assertTooDeep(res: Awaited<ReturnType<typeof post>>, what: string) {
  const { errors, data } = res.json()
  assert.equal(data, undefined, what)
  assert.equal(errors.length, 1, what)
  assert.equal(errors[0].extensions.code, 'INVALID_QUERY', what)
  assert.equal(errors[0].extensions.status, 400, what)
  assert.match(errors[0].message, /nests brackets more than 64 levels deep; the limit is 64/, what)
  assert.doesNotMatch(errors[0].message, /call stack/i, what)
}

test('a document nested thousands deep is a coded error, by POST and by GET', async (t) => {
  const app = await build(t)
  const n = 5000
  const documents = {
    list: `{ users(q: ${'['.repeat(n)}"x"${']'.repeat(n)}) { id } }`,
    object: `mutation { createUser(name: "x", address: ${'{street: '.repeat(n)}"x"${'}'.repeat(n)}) { id } }`,
    selection: `{${' users {'.repeat(n)} id${' }'.repeat(n)} }`,
    // Brackets inside strings and comments do not nest: they must not be counted.
    unclosed: `{ users(q: "${'['.repeat(n)}") { id } }\n#${'{'.repeat(n)}`,
  }
  for (const [what, query] of Object.entries(documents)) {
    if (what === 'unclosed') continue
    const legacy = await post(app, JSON.stringify({ query }))
    assert.equal(legacy.statusCode, 200, what)
    assertTooDeep(legacy, `POST ${what}`)
    const typed = await post(app, JSON.stringify({ query }), 'application/graphql-response+json')
    assert.equal(typed.statusCode, 400, what)
    assertTooDeep(typed, `POST ${what} (graphql-response+json)`)
    if (what !== 'object') assertTooDeep(await get(app, query), `GET ${what}`)
  }
  const strings = await post(app, JSON.stringify({ query: documents.unclosed }))
  assert.equal(strings.json().errors, undefined)
  assert.deepEqual(strings.json().data, { users: [] })
})

test('64 levels of nesting still reach the parser and the usual rules', async (t) => {
  const app = await build(t)
  const list = `{ users(q: ${'['.repeat(62)}"x"${']'.repeat(62)}) { id } }`
  const res = await post(app, JSON.stringify({ query: list }))
  assert.doesNotMatch(res.json().errors[0].message, /nests brackets/)
})

test('variables nested thousands deep are a coded error, by POST and by GET (a guard: they were already)', async (t) => {
  const app = await build(t)
  const n = 5_000
  const list = `${'['.repeat(n)}1${']'.repeat(n)}`
  const object = `${'{"street":'.repeat(n)}1${'}'.repeat(n)}`
  const cases: Array<[string, string]> = [
    ['query Q($q: String) { users(q: $q) { id } }', list],
    ['query Q($q: String) { users(q: $q) { id } }', object],
    ['mutation M($a: AddressInput) { createUser(name: "x", address: $a) { id } }', object],
    ['mutation M($a: AddressInput) { createUser(name: "x", address: $a) { id } }', list],
  ]
  for (const [query, variable] of cases) {
    const name = query.includes('$a') ? 'a' : 'q'
    const res = await post(
      app,
      `{"query":${JSON.stringify(query)},"variables":{"${name}":${variable}}}`,
    )
    const { errors } = res.json()
    // A JSON body deeper than 32 levels is refused before GraphQL sees it.
    assert.equal(res.statusCode, 400)
    assert.equal(errors?.[0]?.extensions.code, 'INVALID_BODY', query)
    assert.doesNotMatch(errors[0].message, /call stack/i)
    if (query.startsWith('query')) {
      const viaGet = (await get(app, query, `{"q":${variable}}`)).json()
      assert.equal(viaGet.errors?.[0]?.extensions.code, 'INVALID_QUERY', `GET ${query}`)
      assert.doesNotMatch(viaGet.errors[0].message, /call stack/i)
    }
  }
})

test('a chain of fragments spreading one another is bounded too', async (t) => {
  const app = await build(t)
  const chain = (n: number) => {
    let q = '{ users { ...F0 } }\n'
    for (let i = 0; i < n; i++) q += `fragment F${i} on User { ...F${i + 1} }\n`
    return `${q}fragment F${n} on User { id }`
  }
  // Two thousand fit in a body and took graphql's validation most of a second each.
  const long = await post(app, JSON.stringify({ query: chain(2000) }))
  const { errors, data } = long.json()
  assert.equal(data, undefined)
  assert.equal(errors[0].extensions.code, 'INVALID_QUERY')
  assert.match(errors[0].message, /defines 2001 fragments; the limit is 100/)
  const ok = await post(app, JSON.stringify({ query: chain(99) }))
  assert.equal(ok.json().errors, undefined)
  assert.equal(ok.json().data.users.length, 10)
})
