import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { appPerSuite, as, STORES, sandboxes } from '../../helper.ts'
import { API, assertProblem, baseRecords, collect, create, type Rec } from './support.ts'

/**
 * Each resource with a reference, its alias, and a body without the reference
 * (docs/contract/baseline-and-overlay.md#reference-aliases).
 */
const PAIRS = [
  ['posts', 'user_id', 'userId', { title: 'T', body: 'B' }],
  ['todos', 'user_id', 'userId', { title: 'T', completed: false }],
  ['comments', 'post_id', 'postId', { name: 'N', email: 'n@x.io', body: 'B' }],
] as const

for (const store of STORES) {
  describe(`reference aliases userId/postId (${store})`, () => {
    const shared = appPerSuite({ store })
    test('the baseline carries both names: post 1 has user_id 1 and userId 1', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('alias-a'))
      const post = (await a.get(`${API}/posts/1`)).json()
      assert.equal(post.user_id, 1)
      assert.equal(post.userId, 1)
      assert.deepEqual(Object.keys(post).slice(0, 3), ['id', 'user_id', 'userId'])
      const comment = (await a.get(`${API}/comments/4`)).json()
      assert.deepEqual([comment.post_id, comment.postId], [2, 2])
      const todo = (await a.get(`${API}/todos/6`)).json()
      assert.deepEqual([todo.user_id, todo.userId], [2, 2])
    })

    test('every record of a list carries both names with one value, overlay records too', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('alias-a'))
      for (const [resource, ref, alias, rest] of PAIRS) {
        await create(a, resource, { ...rest, [alias]: 3 })
        assert.equal((await a.patch(`${API}/${resource}/2`, { [ref]: '4' })).statusCode, 200)
        const { data } = await collect(a, `${API}/${resource}`)
        assert.equal(data.length, baseRecords(app, resource).length + 1)
        for (const record of data) {
          assert.equal(typeof record[ref], 'number', `${resource} ${record.id}`)
          assert.equal(record[alias], record[ref], `${resource} ${record.id}`)
        }
        assert.equal(data[0]?.[ref], 3)
        assert.equal(data.find((r) => r.id === 2)?.[alias], 4)
      }
    })

    test('a create may give either name or both; the record holds both, canonical first', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('alias-a'))
      for (const [resource, ref, alias, rest] of PAIRS) {
        const bodies = [
          { ...rest, [alias]: 5 },
          { ...rest, [alias]: '5' },
          { [ref]: 5, ...rest },
          { [alias]: 5, ...rest, [ref]: '5' },
        ]
        for (const body of bodies) {
          const created = await create(a, resource, body)
          const { id: _id, _sandbox, ...fields } = created
          const keys = Object.keys(fields)
          assert.deepEqual(fields, { [ref]: 5, [alias]: 5, ...rest }, JSON.stringify(body))
          assert.equal(keys[keys.indexOf(ref) + 1], alias, JSON.stringify(body))
          assert.deepEqual((await a.get(`${API}/${resource}/${created.id}`)).json(), created)
        }
      }
    })

    test('two different values are 400 VALIDATION_FAILED naming both fields and values, nothing stored', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('alias-a'))
      for (const [resource, ref, alias, rest] of PAIRS) {
        const bodies: Array<[string, string, unknown, unknown]> = [
          ['POST', `${API}/${resource}`, 1, 2],
          ['PUT', `${API}/${resource}/1`, '7', 8],
          ['PATCH', `${API}/${resource}/1`, 3, null],
          // The body is checked before the record is looked up, as a mistyped one is.
          ['PATCH', `${API}/${resource}/99999`, 3, 4],
        ]
        for (const [method, url, refValue, aliasValue] of bodies) {
          const payload = { ...rest, [ref]: refValue, [alias]: aliasValue }
          const res = await a.send({ method: method as 'POST', url, payload })
          const problem = assertProblem(res, 400, 'VALIDATION_FAILED')
          const detail = String(problem.detail)
          for (const part of [ref, alias, JSON.stringify(refValue), JSON.stringify(aliasValue)]) {
            assert.ok(detail.includes(part), `${method} ${url}: ${detail} names ${part}`)
          }
          assert.equal(problem.errors?.[0]?.field, alias)
        }
      }
      assert.equal((await collect(a, `${API}/posts`)).total, baseRecords(app, 'posts').length)
      const session = (await a.get(`${API}/session`)).json()
      assert.equal(session.totalCreatedRecords, 0)
      assert.deepEqual((await a.get(`${API}/posts/1`)).json(), { ...baseRecords(app, 'posts')[0] })
    })

    test('the alias is typed as its reference: a wrong type is 400 naming the alias', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('alias-a'))
      for (const [resource, , alias, rest] of PAIRS) {
        for (const bad of ['abc', 0, -1, 1.5, true, { id: 1 }]) {
          for (const [method, url] of [
            ['POST', `${API}/${resource}`],
            ['PUT', `${API}/${resource}/1`],
            ['PATCH', `${API}/${resource}/1`],
          ] as const) {
            const res = await a.send({ method, url, payload: { ...rest, [alias]: bad } })
            const problem = assertProblem(res, 400, 'VALIDATION_FAILED')
            assert.ok(
              problem.errors?.some((e) => e.field === alias),
              `${method} ${url} ${JSON.stringify(bad)}: ${res.body}`,
            )
          }
        }
      }
    })

    test('PATCH on either name sets both; null on either removes both', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('alias-a'))
      for (const [resource, ref, alias, rest] of PAIRS) {
        const created = await create(a, resource, { ...rest, [ref]: 1 })
        for (const target of [created.id, 3]) {
          const url = `${API}/${resource}/${target}`
          const before = (await a.get(url)).json() as Rec
          const byAlias = (await a.patch(url, { [alias]: '9' })).json() as Rec
          assert.deepEqual(byAlias, { ...before, [ref]: 9, [alias]: 9, _sandbox: byAlias._sandbox })
          assert.deepEqual(
            Object.keys(byAlias),
            Object.keys(before).concat(before._sandbox ? [] : ['_sandbox']),
          )
          const byRef = (await a.patch(url, { [ref]: 10 })).json() as Rec
          assert.deepEqual([byRef[ref], byRef[alias]], [10, 10])
          const both = (await a.patch(url, { [ref]: 11, [alias]: '11' })).json() as Rec
          assert.deepEqual([both[ref], both[alias]], [11, 11])
          for (const name of [alias, ref]) {
            const removed = (await a.patch(url, { [name]: null })).json() as Rec
            assert.equal(ref in removed, false, `${resource} ${target}: null on ${name}`)
            assert.equal(alias in removed, false, `${resource} ${target}: null on ${name}`)
            assert.deepEqual((await a.get(url)).json(), removed)
            // Set again, at the end of the record, canonical first.
            const again = (await a.patch(url, { [alias]: 2 })).json() as Rec
            const keys = Object.keys(again).filter((k) => k !== '_sandbox')
            assert.deepEqual(keys.slice(-2), [ref, alias])
          }
        }
      }
    })

    test('PUT replaces the record as before, holding both names', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('alias-a'))
      for (const [resource, ref, alias, rest] of PAIRS) {
        const url = `${API}/${resource}/4`
        const put = await a.put(url, { ...rest, [alias]: '6', note: 'kept' })
        assert.equal(put.statusCode, 200, put.body)
        const expected = { id: 4, ...rest, [ref]: 6, [alias]: 6, note: 'kept', _sandbox: 'updated' }
        assert.deepEqual(put.json(), expected)
        assert.deepEqual((await a.get(url)).json(), expected)
        // Without the reference the record holds neither name.
        const bare = (await a.put(url, rest)).json()
        assert.deepEqual(bare, { id: 4, ...rest, _sandbox: 'updated' })
      }
    })

    test('the pair counts as one field: 49 other fields and both names are accepted', async () => {
      const app = await shared()
      const id = sandboxes()
      const a = as(app, id('alias-a'))
      const fields = (n: number) =>
        Object.fromEntries(Array.from({ length: n }, (_, i) => [`field${i}`, i]))
      const ok = await a.post(`${API}/posts`, { user_id: 1, userId: 1, ...fields(49) })
      assert.equal(ok.statusCode, 200, ok.body)
      const over = await a.post(`${API}/posts`, { user_id: 1, userId: 1, ...fields(50) })
      assertProblem(over, 400, 'VALIDATION_FAILED')
      const overByAlias = await a.post(`${API}/posts`, { userId: 1, ...fields(50) })
      assertProblem(overByAlias, 400, 'VALIDATION_FAILED')
      const grown = await a.patch(`${API}/posts/${ok.json().id}`, { extra: 1 })
      assertProblem(grown, 400, 'VALIDATION_FAILED')
    })
  })
}
