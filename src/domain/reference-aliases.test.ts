import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { aliasConflicts, aliasPairs, fieldCount, withAliases } from './reference-aliases.ts'

describe('reference aliases', () => {
  test('come from the resource table: userId on posts and todos, postId on comments', () => {
    assert.deepEqual(aliasPairs('posts'), [['user_id', 'userId']])
    assert.deepEqual(aliasPairs('todos'), [['user_id', 'userId']])
    assert.deepEqual(aliasPairs('comments'), [['post_id', 'postId']])
    assert.deepEqual(aliasPairs('users'), [])
  })

  test('either name gives both, canonical first, where the first of them stood', () => {
    const cases = [
      [{ title: 't', userId: '3' }, ['title', 'user_id', 'userId'], 3],
      [{ user_id: 4, title: 't' }, ['user_id', 'userId', 'title'], 4],
      [{ userId: 5, body: 'b', user_id: '5' }, ['user_id', 'userId', 'body'], 5],
      [{ userId: null }, ['user_id', 'userId'], null],
    ] as const
    for (const [body, keys, value] of cases) {
      const out = withAliases('posts', body)
      assert.deepEqual(Object.keys(out), keys, JSON.stringify(body))
      assert.equal(out.user_id, value)
      assert.equal(out.userId, value)
    }
    const untouched = { title: 't', userId: 9 }
    assert.equal(withAliases('users', untouched), untouched, 'users have no alias')
    assert.deepEqual(withAliases('comments', untouched), untouched, 'userId is no comment alias')
  })

  test('two different values are one error naming both fields and both values', () => {
    assert.deepEqual(aliasConflicts('posts', { user_id: 3, userId: '3' }), [])
    assert.deepEqual(aliasConflicts('posts', { user_id: null, userId: null }), [])
    assert.deepEqual(aliasConflicts('posts', { userId: 7 }), [])
    const [error, ...rest] = aliasConflicts('comments', { post_id: 1, postId: '2' })
    assert.deepEqual(rest, [])
    assert.equal(error?.field, 'postId')
    assert.match(String(error?.message), /"2".*post_id is 1/)
    // In a patch, removing one name while setting the other is a contradiction too.
    assert.equal(aliasConflicts('todos', { user_id: 2, userId: null }).length, 1)
  })

  test('a reference under both names counts as one field; id and _sandbox not at all', () => {
    assert.equal(fieldCount('posts', { id: 1, user_id: 1, userId: 1, title: 't' }), 2)
    assert.equal(fieldCount('posts', { userId: 1, title: 't', _sandbox: 'created' }), 2)
    assert.equal(fieldCount('users', { userId: 1, user_id: 1 }), 2)
  })
})
