import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { ProblemError } from '../errors.ts'
import { fromParams } from './params.ts'

/** 400 INVALID_QUERY naming `field`. */
const refused = (field: string) => (err: unknown) =>
  err instanceof ProblemError && err.code === 'INVALID_QUERY' && err.errors?.[0]?.field === field

describe('fromParams', () => {
  test('an unknown _-prefixed parameter is ignored and reported, not a filter', () => {
    const { query, ignored } = fromParams({ _: '1700000000', _foo: 'x', title: 'a' })
    assert.deepEqual(ignored, ['_', '_foo'])
    assert.deepEqual(query.where, {
      and: [{ param: 'title', path: 'title', op: 'eq', values: ['a'] }],
    })
  })

  // A prototype key is refused wherever it stands in a name, so no caller learns that
  // `__proto__.polluted` was quietly dropped rather than refused like `a.__proto__`.
  for (const name of [
    '__proto__',
    '__proto__.polluted',
    '__proto___ne',
    '__proto__:gte',
    'constructor',
    'address.constructor.name',
    'prototype_like',
  ]) {
    test(`refuses a filter naming a prototype key: ${name}`, () => {
      assert.throws(() => fromParams({ [name]: '1' }), refused(name))
    })
  }
})
