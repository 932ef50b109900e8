import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { appPerSuite, as, STORES, sandboxes } from '../../helper.ts'
import { CUSTOM, ok, summaries } from '../custom/support.ts'
import { API, assertProblem, type Client, collect, create, SAMPLES } from '../resources/support.ts'
import {
  type Entry,
  entriesOf,
  exportOf,
  fullView,
  imported,
  populate,
  SESSION,
  type Snapshot,
  stableExport,
} from './support.ts'

type Tokens = {
  access_token: string
  refresh_token: string
  user: { id: string; username: string }
}

/** Registers a user with a password in the caller's sandbox. */
async function register(client: Client, username: string) {
  return ok<Tokens>(
    await client.post(`${API}/auth/register`, {
      name: `Registered ${username}`,
      username,
      email: `${username}@example.com`,
      password: 'a password',
    }),
  )
}

/** Export, reset, import: the sandbox reads exactly as before. */
async function assertRoundTrip(a: Client) {
  const before = await fullView(a)
  const snapshot = await exportOf(a)
  ok(await a.delete(`${SESSION}/reset`))
  const res = await a.post(`${SESSION}/import`, snapshot)
  assert.equal(res.statusCode, 200, res.body)
  assert.deepEqual(await fullView(a), before)
}

for (const store of STORES) {
  describe(`session reset (${store})`, () => {
    const shared = appPerSuite({ store })
    test('reset purges creates, updates, deletes, custom collections and registered users', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('reset-a'))
      const pristine = await fullView(as(app, id('reset-untouched')))
      await populate(a)
      ok(await a.post(`${CUSTOM}/seed`, { template: 'blog' }))
      const tokens = await register(a, 'registered')
      const exported = await exportOf(a)
      assert.ok(exported.records.length > 0)

      const res = await a.delete(`${SESSION}/reset`)
      const body = ok<{ message: string; purgedRecords: number }>(res)
      assert.equal(typeof body.message, 'string')
      assert.equal(body.purgedRecords, exported.records.length)
      assert.equal(body.purgedRecords, exported.stats.totalRecords)

      assert.deepEqual((await exportOf(a)).records, [])
      assert.deepEqual(await summaries(a), { totalCollections: 0, collections: [] })
      const view = await fullView(a)
      const { session: mine, ...rest } = view
      const { session: theirs, ...untouched } = pristine
      assert.deepEqual(rest, untouched)
      assert.deepEqual(
        { ...(mine as object), identityId: null },
        { ...(theirs as object), identityId: null },
      )
      assertProblem(await a.get(`${API}/users/${tokens.user.id}`), 404, 'NOT_FOUND')
      // The registered user's refresh tokens went with it.
      const refresh = await a.post(`${API}/auth/refresh`, { refreshToken: tokens.refresh_token })
      assert.equal(refresh.statusCode, 401, refresh.body)
      // The username is free again.
      await register(a, 'registered')
    })

    test('reset of an empty sandbox purges nothing', async () => {
      const app = await shared()
      const id = sandboxes()
      const body = ok<{ purgedRecords: number }>(
        await as(app, id('reset-empty')).delete(`${SESSION}/reset`),
      )
      assert.equal(body.purgedRecords, 0)
    })

    test('reset of one identity leaves every other identity alone', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('reset-a'))
      const b = as(app, id('reset-b'))
      await populate(a)
      await populate(b)
      const before = await stableExport(b)
      const view = await fullView(b)
      ok(await a.delete(`${SESSION}/reset`))
      assert.deepEqual(await stableExport(b), before)
      assert.deepEqual(await fullView(b), view)
    })

    test('export → reset → import restores the identical view, ids, markers and order included', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('trip-a'))
      await populate(a)
      ok(await a.post(`${CUSTOM}/seed`, { template: 'ecommerce' }))
      const products = ok<{ data: Array<{ id: string }> }>(
        await a.get(`${CUSTOM}/products?limit=3`),
      )
      ok(await a.patch(`${CUSTOM}/products/${products.data[1]?.id}`, { price: 1, onSale: true }))
      ok(await a.delete(`${CUSTOM}/products/${products.data[2]?.id}`))
      await register(a, 'tripper')
      for (let i = 0; i < 12; i++) await create(a, 'comments', { ...SAMPLES.comments, n: i })
      const before = await fullView(a)
      const snapshot = await exportOf(a)

      ok(await a.delete(`${SESSION}/reset`))
      assert.notDeepEqual(await fullView(a), before)

      const result = await imported(a, snapshot)
      assert.equal(result.importedRecords, snapshot.records.length)
      assert.deepEqual(await fullView(a), before)
      const again = await exportOf(a)
      assert.deepEqual(entriesOf(again), entriesOf(snapshot))
      assert.deepEqual(again.stats, snapshot.stats)
    })

    test('a registered password survives the round trip as its scrypt hash, never in clear', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('trip-password'))
      const tokens = await register(a, 'keeper')
      const snapshot = await exportOf(a)
      assert.doesNotMatch(JSON.stringify(snapshot), /a password/)
      const entry = snapshot.records.find((e) => e.resource === 'users') as Entry & {
        _passwordHash?: string
      }
      assert.equal(entry.data?.id, tokens.user.id)
      assert.match(String(entry._passwordHash), /^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
      // The hash is the entry's, beside the record: never a field of the user.
      assert.equal(entry.data?._passwordHash, undefined)
      assert.doesNotMatch(JSON.stringify((await collect(a, `${API}/users`)).data), /scrypt/)

      ok(await a.delete(`${SESSION}/reset`))
      await imported(a, snapshot)
      const login = (password: string) =>
        a.post(`${API}/auth/login`, { username: 'keeper', password })
      assertProblem(await login('a wrong password'), 401, 'INVALID_CREDENTIALS')
      assertProblem(
        await a.post(`${API}/auth/login`, { username: 'keeper' }),
        401,
        'INVALID_CREDENTIALS',
      )
      assert.equal(ok<Tokens>(await login('a password')).user.id, tokens.user.id)
      assert.doesNotMatch(JSON.stringify((await collect(a, `${API}/users`)).data), /scrypt/)
      assert.deepEqual(entriesOf(await exportOf(a)), entriesOf(snapshot))
    })

    test('a user imported without a hash replaces one that had a password', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('trip-no-hash'))
      await register(a, 'forgetful')
      const snapshot = await exportOf(a)
      const stripped = {
        ...snapshot,
        records: snapshot.records.map(
          ({ _passwordHash: _h, ...e }: Entry & { _passwordHash?: string }) => e,
        ),
      }
      await imported(a, stripped)
      assert.equal(
        (await a.post(`${API}/auth/login`, { username: 'forgetful', password: 'x' })).statusCode,
        200,
      )
    })

    test('a record at the 50-field limit survives the round trip', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('trip-wide'))
      const wide = (prefix: string) =>
        Object.fromEntries(Array.from({ length: 47 }, (_, i) => [`${prefix}${i}`, i]))
      await create(a, 'posts', { title: 't', body: 'b', user_id: 1, ...wide('extra') })
      ok(await a.put(`${API}/posts/1`, { title: 't', body: 'b', user_id: 1, ...wide('field') }))
      await assertRoundTrip(a)
    })

    test('a record patched past 50 fields is either refused or survives the round trip', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('trip-grown'))
      const fields = (prefix: string, n: number) =>
        Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, i]))
      const todo = await create(a, 'todos', { title: 't', ...fields('a', 40) })
      const grown = await a.patch(`${API}/todos/${todo.id}`, fields('b', 20))
      if (grown.statusCode !== 200) {
        assertProblem(grown, 400, 'VALIDATION_FAILED')
        return
      }
      await assertRoundTrip(a)
    })

    test('a resource-filtered export restores that resource only', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('trip-filter'))
      await populate(a)
      const posts = await collect(a, `${API}/posts`)
      const snapshot: Snapshot = await exportOf(a, 'posts')
      ok(await a.delete(`${SESSION}/reset`))
      await imported(a, snapshot)
      assert.deepEqual(await collect(a, `${API}/posts`), posts)
      assert.deepEqual(
        entriesOf(await exportOf(a)).map((e) => e.resource),
        snapshot.records.map(() => 'posts'),
      )
    })
  })
}
