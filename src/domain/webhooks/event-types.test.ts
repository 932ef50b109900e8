import assert from 'node:assert/strict'
import { test } from 'node:test'
import { matchesEvent, normaliseEventPattern } from './event-types.ts'

test('normalises plural, upper-case and spaced event patterns', () => {
  const cases: Array<[string, string | undefined]> = [
    ['post.created', 'post.created'],
    ['posts.created', 'post.created'],
    [' Users.* ', 'user.*'],
    ['custom.*', 'custom.*'],
    ['custom.products.created', 'custom.products.created'],
    ['custom.products.*', 'custom.products.*'],
    ['payment_intents.succeeded', 'payment_intent.succeeded'],
    ['checkout.session.completed', 'checkout.session.completed'],
    ['*', '*'],
    ['custom.products', undefined],
    ['*.created', undefined],
    ['post', undefined],
    ['nope.created', undefined],
    ['__proto__.created', undefined],
    ['constructor.created', undefined],
    ['post..created', undefined],
    [`post.${'x'.repeat(100)}`, undefined],
  ]
  for (const [raw, expected] of cases) assert.equal(normaliseEventPattern(raw), expected, raw)
})

test('matches exact types, families and everything', () => {
  assert.ok(matchesEvent(['*'], 'session.reset'))
  assert.ok(matchesEvent(['post.*'], 'post.deleted'))
  assert.ok(!matchesEvent(['post.*'], 'posts.deleted'))
  assert.ok(!matchesEvent(['post.*'], 'postal.created'))
  assert.ok(matchesEvent(['custom.*'], 'custom.products.created'))
  assert.ok(matchesEvent(['custom.products.*'], 'custom.products.updated'))
  assert.ok(!matchesEvent(['custom.products.*'], 'custom.productsx.updated'))
  assert.ok(matchesEvent(['comment.created', 'post.created'], 'post.created'))
  assert.ok(!matchesEvent(['comment.created'], 'comment.updated'))
})
