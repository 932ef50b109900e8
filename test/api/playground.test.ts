import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { connectPlayground, createPlayground, PlaygroundError } from '../../src/index.ts'

const json = { 'content-type': 'application/json' }

describe('createPlayground: a playground a test suite owns (docs/contract/library-api.md)', () => {
  test('serves on a free port; each sandbox client sees only its own writes', async (t) => {
    const pg = await createPlayground()
    t.after(() => pg.close())
    assert.match(pg.url, /^http:\/\/127\.0\.0\.1:\d+$/)
    const [alice, bob] = await Promise.all([pg.sandbox('alice'), pg.sandbox('bob')])
    assert.equal(alice.identity, 'alice')
    const made = await alice.fetch('/api/v1/posts', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ user_id: 1, title: 'only mine' }),
    })
    assert.equal(made.status, 200)
    const { id } = (await made.json()) as { id: string }
    assert.equal((await alice.fetch(`/api/v1/posts/${id}`)).status, 200)
    assert.equal((await bob.fetch(`/api/v1/posts/${id}`)).status, 404)
    // The client's identity wins over one the caller sets by mistake.
    const sneaky = await bob.fetch(`/api/v1/posts/${id}`, {
      headers: { 'x-playground-identity': 'alice' },
    })
    assert.equal(sneaky.status, 404)

    // Export from one sandbox, import into another: the same view.
    const snapshot = await alice.export()
    assert.equal(snapshot.records.length, 1)
    const carol = await pg.sandbox('carol')
    const imported = await carol.import(snapshot)
    // Typed from the OpenAPI document: `importedRecords` is a number here.
    assert.equal(imported.importedRecords, 1)
    assert.equal((await carol.fetch(`/api/v1/posts/${id}`)).status, 200)
    await alice.reset()
    assert.equal((await alice.fetch(`/api/v1/posts/${id}`)).status, 404)
    assert.deepEqual((await alice.export()).records, [])

    // A refusal is an Error carrying the problem.
    const wrong = { ...snapshot, version: '9' } as unknown as typeof snapshot
    const refused = await carol.import(wrong).catch((err: unknown) => err)
    assert.ok(refused instanceof PlaygroundError, String(refused))
    assert.equal(refused.status, 400)
    assert.equal((refused.problem as { code: string }).code, 'VALIDATION_FAILED')
  })

  test('any name names one sandbox: a test title is made a valid identity, the same each time', async (t) => {
    const pg = await createPlayground()
    t.after(() => pg.close())
    const title = 'a post I create is mine (ünïcode, spaces)'
    const [first, again, other] = await Promise.all([
      pg.sandbox(title),
      pg.sandbox(title),
      pg.sandbox(`${title}!`),
    ])
    assert.match(first.identity, /^[A-Za-z0-9._:-]{1,128}$/)
    assert.equal(first.identity, again.identity)
    assert.notEqual(first.identity, other.identity)
    const made = await first.fetch('/api/v1/todos', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ user_id: 1, title: 'named' }),
    })
    const { id } = (await made.json()) as { id: string }
    assert.equal((await again.fetch(`/api/v1/todos/${id}`)).status, 200)
    assert.equal((await other.fetch(`/api/v1/todos/${id}`)).status, 404)
  })

  test('a seed is where every sandbox starts, and where reset() returns', async (t) => {
    const first = await createPlayground()
    t.after(() => first.close())
    const author = await first.sandbox('author')
    await author.fetch('/api/v1/todos', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ user_id: 1, title: 'seeded todo' }),
    })
    const seed = await author.export()

    const pg = await createPlayground({ seed })
    t.after(() => pg.close())
    const one = await pg.sandbox('one')
    const two = await pg.sandbox('two')
    const titles = async (c: typeof one) =>
      (
        (await (await c.fetch('/api/v1/todos?title=seeded%20todo')).json()) as {
          data: Array<{ title: string }>
        }
      ).data.map((x) => x.title)
    assert.deepEqual(await titles(one), ['seeded todo'])
    assert.deepEqual(await titles(two), ['seeded todo'])
    await one.fetch('/api/v1/todos', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ user_id: 1, title: 'seeded todo' }),
    })
    assert.equal((await titles(one)).length, 2)
    assert.equal((await titles(two)).length, 1)
    await one.reset()
    assert.deepEqual(await titles(one), ['seeded todo'])
  })

  test('serves a db.json given as an object, and stops on close()', async (t) => {
    const pg = await createPlayground({
      data: { books: [{ id: 1, title: 'Dune' }], profile: { name: 'me' } },
      builtinResources: false,
    })
    let closed = false
    t.after(() => (closed ? undefined : pg.close()))
    const me = await pg.sandbox('reader')
    const books = (await (await me.fetch('/api/v1/books')).json()) as { data: unknown[] }
    assert.deepEqual(books.data, [{ id: 1, title: 'Dune' }])
    assert.equal((await me.fetch('/api/v1/posts')).status, 404)
    await pg.close()
    closed = true
    await assert.rejects(fetch(`${pg.url}/health`))
  })

  test("serves an OpenAPI document's resources; refuses a bad document, and one given with data", async (t) => {
    const fixture = (name: string) =>
      new URL(`../fixtures/openapi/${name}`, import.meta.url).pathname
    const pg = await createPlayground({ openapi: fixture('petstore.yaml') })
    t.after(() => pg.close())
    const me = await pg.sandbox('petstore')
    const pets = (await (await me.fetch('/pets')).json()) as Array<{ id: number; name: string }>
    assert.equal(pets.length, 20)
    assert.equal(typeof pets[0]?.name, 'string')
    await assert.rejects(createPlayground({ openapi: fixture('swagger2.json') }), /Swagger 2\.0/)
    await assert.rejects(
      createPlayground({ openapi: fixture('petstore.yaml'), data: { books: [] } }),
      /data or openapi, not both/,
    )
  })

  test('takes the page-size and create caps as the flags do, and refuses a bad one', async (t) => {
    const pg = await createPlayground({ maxLimit: 50, createCap: 1 })
    t.after(() => pg.close())
    const me = await pg.sandbox('capped')
    const list = (await (await me.fetch('/api/v1/comments?limit=80')).json()) as {
      data: unknown[]
      pagination: { limit: number }
    }
    assert.equal(list.data.length, 50)
    assert.equal(list.pagination.limit, 50)
    const post = (title: string) =>
      me.fetch('/api/v1/posts', { method: 'POST', headers: json, body: JSON.stringify({ title }) })
    assert.equal((await post('one')).status, 200)
    const second = await post('two')
    assert.equal(second.status, 403)
    assert.match(((await second.json()) as { detail: string }).detail, /holds 1 created posts/)
    await assert.rejects(createPlayground({ maxLimit: 0 }), {
      name: 'ConfigError',
      message: "maxLimit must be an integer from 1 to 1000, got '0'",
    })
    await assert.rejects(createPlayground({ createCap: 2.5 }), {
      name: 'ConfigError',
      message: "createCap must be an integer from 1 to 10000, got '2.5'",
    })
  })
})

describe('connectPlayground: sandboxes of a playground started elsewhere (a global setup)', () => {
  test('a client made from the URL shares the server: same name, same sandbox; seed as given', async (t) => {
    const pg = await createPlayground()
    t.after(() => pg.close())
    const owner = await pg.sandbox('shared name')
    const made = await owner.fetch('/api/v1/posts', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ user_id: 1, title: 'made by the owner' }),
    })
    const { id } = (await made.json()) as { id: string }

    // What a test worker does with the URL its runner handed it (a trailing slash is fine).
    const remote = connectPlayground(`${pg.url}/`)
    assert.equal(remote.url, pg.url)
    const same = await remote.sandbox('shared name')
    assert.equal(same.identity, owner.identity)
    assert.equal((await same.fetch(`/api/v1/posts/${id}`)).status, 200)
    const other = await remote.sandbox('another test')
    assert.equal((await other.fetch(`/api/v1/posts/${id}`)).status, 404)

    const seed = await owner.export()
    const seeded = await connectPlayground(pg.url, { seed }).sandbox('seeded')
    assert.equal((await seeded.fetch(`/api/v1/posts/${id}`)).status, 200)
    await seeded.reset()
    assert.equal(
      (await seeded.fetch(`/api/v1/posts/${id}`)).status,
      200,
      'reset() returns to the seed',
    )
  })

  for (const url of [
    '',
    'localhost:3000',
    'ftp://127.0.0.1:3000',
    'http://127.0.0.1:3000/api/v1',
    'http://127.0.0.1:3000/?_sandbox=x',
    'http://127.0.0.1:3000/#top',
    undefined,
  ]) {
    test(`refuses ${JSON.stringify(url)}, naming the parameter, the value and what is allowed`, () => {
      assert.throws(
        () => connectPlayground(url as string),
        (err: unknown) => {
          assert.ok(err instanceof TypeError)
          assert.match(
            err.message,
            /^connectPlayground: url must be a playground's origin, http\(s\):\/\/host:port/,
          )
          assert.ok(
            err.message.endsWith(`got ${url === undefined ? 'undefined' : JSON.stringify(url)}`),
            err.message,
          )
          return true
        },
      )
    })
  }
})
