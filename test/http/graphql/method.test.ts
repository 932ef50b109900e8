import assert from 'node:assert/strict'
import { test } from 'node:test'
import { as, build } from '../../helper.ts'

const DELETE_POST = encodeURIComponent('mutation { deletePost(id: "1") }')

// GraphQL-over-HTTP: a mutation over GET is 405; RFC 9110: a 405 names the methods in `Allow`.
test('a mutation sent by GET or HEAD is 405 with Allow: POST, and does not run', async (t) => {
  const app = await build(t)
  const me = as(app, 'gql-get-mutation')
  for (const path of ['/graphql', '/api/v1/graphql']) {
    for (const accept of ['application/json', 'application/graphql-response+json']) {
      const res = await me.send({
        method: 'GET',
        url: `${path}?query=${DELETE_POST}`,
        headers: { accept },
      })
      assert.equal(res.statusCode, 405, `${path} ${accept}`)
      assert.equal(res.headers.allow, 'POST')
      const { errors, data } = res.json()
      assert.equal(data, undefined)
      assert.equal(errors.length, 1)
      assert.equal(errors[0].extensions.code, 'METHOD_NOT_ALLOWED')
      assert.equal(errors[0].extensions.status, 405)
      assert.match(errors[0].message, /mutation.*POST/i)
    }
    const head = await me.send({ method: 'HEAD', url: `${path}?query=${DELETE_POST}` })
    assert.equal(head.statusCode, 405, `${path} HEAD`)
    assert.equal(head.headers.allow, 'POST')
    // Only queries run over GET: a subscription is refused the same way.
    const subscription = encodeURIComponent('subscription { users { id } }')
    const sub = await me.send({ method: 'GET', url: `${path}?query=${subscription}` })
    assert.equal(sub.statusCode, 405, `${path} subscription`)
    assert.equal(sub.headers.allow, 'POST')
    assert.equal(sub.json().errors[0].extensions.status, 405)
  }
  assert.equal((await me.get('/api/v1/posts/1')).statusCode, 200, 'the post is still there')
  // The same document by POST runs.
  const post = await me.post('/graphql', { query: 'mutation { deletePost(id: "1") }' })
  assert.equal(post.json().data.deletePost, true)
})
