import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { ProblemError } from '../errors.ts'
import { Fields, objectOf, PAYMENT_LIMITS } from './input.ts'

const fields = (body: Record<string, unknown>) => new Fields(body)

describe('Fields', () => {
  test('amount: integers in minor units from 1 to 99,999,999', () => {
    const good = [1, 1234, PAYMENT_LIMITS.maxAmount]
    for (const v of good) {
      const f = fields({ amount: v })
      assert.equal(f.amount('amount', true), v)
      assert.deepEqual(f.errors, [], String(v))
    }
    const bad = [0, -1, PAYMENT_LIMITS.maxAmount + 1, 12.5, '1234', null, Number.NaN, 2 ** 53]
    for (const v of bad) {
      const f = fields({ amount: v })
      f.amount('amount', true)
      assert.equal(f.errors.length, 1, String(v))
      assert.match(f.errors[0]?.message ?? '', /from 1 to 99999999 \(1234 = 12\.34\), got /)
    }
  })

  test('amount: absent is fine unless required', () => {
    const f = fields({})
    assert.equal(f.amount('amount'), undefined)
    assert.equal(f.errors.length, 0)
    const required = fields({})
    required.amount('amount', true)
    assert.deepEqual(
      required.errors.map((e) => e.message),
      ['must be an integer amount in minor units from 1 to 99999999 (1234 = 12.34), got undefined'],
    )
  })

  test('currency: ISO 4217, stored lower case', () => {
    assert.equal(fields({ c: 'USD' }).currency('c', true), 'usd')
    assert.equal(fields({ c: 'jpy' }).currency('c', true), 'jpy')
    for (const v of ['usdx', 'xyz', '', 'us', 42]) {
      const f = fields({ c: v })
      f.currency('c', true)
      assert.equal(f.errors[0]?.field, 'c', String(v))
    }
  })

  test('email: name@host, at most 254 characters; null is none', () => {
    assert.equal(fields({ e: 'a@b' }).email('e'), 'a@b')
    assert.equal(fields({ e: null }).email('e'), undefined)
    for (const v of ['ab', 'a b@c', 'a@b@c', '@b', `${'a'.repeat(250)}@host`, 5]) {
      const f = fields({ e: v })
      assert.equal(f.email('e'), undefined)
      assert.equal(f.errors.length, 1, String(v))
    }
  })

  test('url: an absolute http(s) URL without credentials', () => {
    for (const v of [
      'https://shop.example/ok?id={CHECKOUT_SESSION_ID}',
      'http://localhost:3000/',
    ]) {
      const f = fields({ u: v })
      assert.equal(f.url('u'), v)
      assert.deepEqual(f.errors, [])
    }
    for (const v of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://example.com/',
      '/relative',
      'https://user:pass@example.com/',
      `https://example.com/${'x'.repeat(PAYMENT_LIMITS.url)}`,
      undefined,
    ]) {
      const f = fields({ u: v })
      assert.equal(f.url('u'), '')
      assert.equal(f.errors.length, 1, String(v))
    }
  })

  test('text: 1 to max characters; null clears unless required', () => {
    assert.equal(fields({ t: 'abc' }).text('t', 3), 'abc')
    const long = fields({ t: 'abcd' })
    long.text('t', 3)
    assert.equal(long.errors.length, 1)
    const empty = fields({ t: '' })
    empty.text('t', 3)
    assert.equal(empty.errors.length, 1)
    const cleared = fields({ t: null })
    assert.equal(cleared.text('t', 3), undefined)
    assert.deepEqual(cleared.errors, [])
    const required = fields({ t: null })
    required.text('t', 3, { required: true })
    assert.equal(required.errors[0]?.message, 'must be a string of 1 to 3 characters, got null')
    const missing = fields({})
    missing.text('t', 3, { required: true })
    assert.match(missing.errors[0]?.message ?? '', /^is required/)
  })

  test('metadata: up to 50 keys of short strings, numbers and booleans as text', () => {
    const f = fields({ metadata: { order: 42, gift: true, note: 'hi' } })
    assert.deepEqual(f.metadata(), { order: '42', gift: 'true', note: 'hi' })
    assert.deepEqual(f.errors, [])

    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']))
    const tooMany = fields({ metadata: many })
    assert.equal(tooMany.metadata(), undefined)
    assert.deepEqual(tooMany.errors, [
      { field: 'metadata', message: 'may hold at most 50 keys, got 51' },
    ])

    const bad = fields({
      metadata: JSON.parse(
        `{"__proto__": "x", "${'k'.repeat(41)}": "v", "deep": {"a": 1}, "long": "${'v'.repeat(501)}", "ok": "fine"}`,
      ),
    })
    const out = bad.metadata()
    assert.deepEqual(
      bad.errors.map((e) => e.field),
      ['metadata.__proto__', `metadata.${'k'.repeat(41)}`, 'metadata.deep', 'metadata.long'],
    )
    // What passed is kept (the caller refuses the whole body on any error).
    assert.deepEqual(out, { ok: 'fine' })

    for (const v of ['text', [1], 5]) {
      const g = fields({ metadata: v })
      assert.equal(g.metadata(), undefined)
      assert.equal(g.errors.length, 1)
    }
  })

  test('only: an unknown field (a typo) is refused, not ignored', () => {
    const f = new Fields({ ammount: 5, amount: 5 }, 'line_items[0].')
    f.only(['amount', 'currency'])
    assert.deepEqual(f.errors, [
      {
        field: 'line_items[0].ammount',
        message: 'is not a field of this request; allowed: amount, currency',
      },
    ])
  })

  test('reads own fields only', () => {
    const f = fields(Object.create({ amount: 5 }))
    assert.equal(f.amount('amount'), undefined)
  })

  test('check throws one 400 naming every bad field', () => {
    const f = fields({ amount: 0, currency: 'nope' })
    f.amount('amount', true)
    f.currency('currency', true)
    assert.throws(
      () => f.check(),
      (err) =>
        err instanceof ProblemError &&
        err.code === 'VALIDATION_FAILED' &&
        err.errors?.map((e) => e.field).join() === 'amount,currency',
    )
    assert.doesNotThrow(() => fields({}).check())
  })
})

describe('objectOf', () => {
  test('an object as is, nothing as an empty one, anything else a 400', () => {
    const body = { a: 1 }
    assert.equal(objectOf(body), body)
    assert.deepEqual(objectOf(undefined), {})
    assert.deepEqual(objectOf(null), {})
    for (const v of [[1], 'x', 3, true]) {
      assert.throws(
        () => objectOf(v, 'line_items[2]'),
        (err) => err instanceof ProblemError && err.errors?.[0]?.field === 'line_items[2]',
      )
    }
  })
})
