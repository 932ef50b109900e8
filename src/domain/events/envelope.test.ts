import assert from 'node:assert/strict'
import { test } from 'node:test'
import { envelope } from './envelope.ts'

test('created is the timestamp in whole Unix seconds, rounded down', () => {
  assert.deepEqual(envelope('post.created', '2030-06-15T11:59:59.999Z'), {
    object: 'event',
    type: 'post.created',
    created: Date.parse('2030-06-15T11:59:59.000Z') / 1000,
  })
})
