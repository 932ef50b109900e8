import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { as, build, STORES } from '../../helper.ts'
import { gql } from '../graphql/support.ts'
import { API, assertProblem } from '../resources/support.ts'

/**
 * Operators on id and reference fields compare numbers (ADR 0012): `user_id_gt=0` is every post,
 * `id_lt=-1` none; only an exact match names a record, so `userId=0` stays a 400.
 */

type Row = { id: number | string; user_id: number }

for (const store of STORES) {
  describe(`comparisons on ids and references take any integer (${store})`, () => {
    test('REST: _gt, _gte, _lt, _lte, _ne with 0 and negatives; exact ids still checked', async (t) => {
      const client = as(await build(t, { store }), 'id-comparisons')
      const total = async (url: string) => {
        const res = await client.get(`${API}/${url}`)
        assert.equal(res.statusCode, 200, `${url}: ${res.body}`)
        return Number(res.headers['x-total-count'])
      }
      const all = await total('posts')
      assert.equal(await total('posts?user_id_gt=0'), all)
      assert.equal(await total('posts?userId_gte=-5'), all)
      assert.equal(await total('posts?user_id:lt=0'), 0)
      assert.equal(await total('posts?userId_lte=-1'), 0)
      assert.equal(await total('posts?user_id_ne=0'), all)
      assert.equal(await total('posts?id_gt=-1'), all)
      assert.equal(await total('posts?id_lte=0'), 0)
      assert.equal(await total('posts?id_ne=-3'), all)
      assert.equal(
        await total('comments?post_id_gt=0&post_id_lte=1'),
        await total('comments?post_id=1'),
      )
      const mine = (await client.get(`${API}/posts?user_id_gte=0&user_id_lt=2`)).json()
      assert.ok(mine.data.length > 0)
      for (const post of mine.data as Row[]) assert.equal(post.user_id, 1)

      for (const url of ['posts?userId=0', 'posts?user_id=-1', 'posts?user_id_in=0']) {
        const res = await client.get(`${API}/${url}`)
        assertProblem(res, 400, 'INVALID_QUERY')
        assert.match(res.json().detail, /must be a positive integer id, got '-?[01]'/, url)
      }
      for (const url of ['posts?user_id_gt=x', 'posts?id_lt=1.5', 'posts?user_id_ne=local-a']) {
        const res = await client.get(`${API}/${url}`)
        assertProblem(res, 400, 'INVALID_QUERY')
        assert.match(res.json().detail, /must be an integer, got/, url)
      }
    })

    test('GraphQL where: the same comparisons, the same exact check', async (t) => {
      const app = await build(t, { store })
      const count = async (where: string) => {
        const { body } = await gql(app, `{ posts(where: ${where}, limit: 100) { id } }`, {
          identity: 'id-comparisons',
        })
        assert.equal(body.errors, undefined, `${where}: ${JSON.stringify(body.errors)}`)
        return body.data.posts.length as number
      }
      const all = await count('{id: {gte: "1"}}')
      assert.ok(all > 0)
      assert.equal(await count('{userId: {gt: "0"}}'), all)
      assert.equal(await count('{user_id: {lt: "0"}}'), 0)
      assert.equal(await count('{id: {gt: "-2"}}'), all)
      assert.equal(await count('{userId: {ne: "-1"}}'), all)
      const { body } = await gql(app, '{ posts(where: {userId: {eq: "0"}}) { id } }')
      assert.equal(body.errors?.length, 1, JSON.stringify(body))
      assert.equal(body.errors[0].extensions.code, 'INVALID_QUERY')
      assert.match(body.errors[0].message, /positive integer id, got '0'/)
    })
  })
}
