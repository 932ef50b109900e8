import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { mergePatch } from './merge-patch.ts'

/** RFC 7386 Appendix A, every example: original, patch, result. */
const APPENDIX_A: Array<[unknown, unknown, unknown]> = [
  [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
  [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
  [{ a: 'b' }, { a: null }, {}],
  [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
  [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
  [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
  [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
  [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
  [
    ['a', 'b'],
    ['c', 'd'],
    ['c', 'd'],
  ],
  [{ a: 'b' }, ['c'], ['c']],
  [{ a: 'foo' }, null, null],
  [{ a: 'foo' }, 'bar', 'bar'],
  [{ e: null }, { a: 1 }, { e: null, a: 1 }],
  [[1, 2], { a: 'b', c: null }, { a: 'b' }],
  [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
]

describe('mergePatch', () => {
  for (const [original, patch, result] of APPENDIX_A) {
    test(`RFC 7386: ${JSON.stringify(original)} patched with ${JSON.stringify(patch)} gives ${JSON.stringify(result)}`, () => {
      assert.deepEqual(mergePatch(original, patch), result)
    })
  }

  test('applies the RFC 7386 section 3 example to a whole document', () => {
    const original = {
      title: 'Goodbye!',
      author: { givenName: 'John', familyName: 'Doe' },
      tags: ['example', 'sample'],
      content: 'This will be unchanged',
    }
    const patch = {
      title: 'Hello!',
      phoneNumber: '+01-123-456-7890',
      author: { familyName: null },
      tags: ['example'],
    }
    assert.deepEqual(mergePatch(original, patch), {
      title: 'Hello!',
      author: { givenName: 'John' },
      tags: ['example'],
      content: 'This will be unchanged',
      phoneNumber: '+01-123-456-7890',
    })
  })

  test('changes neither the target nor the patch', () => {
    const target = { a: { b: 1, c: [1, 2] }, d: 'x' }
    const patch = { a: { b: null, e: { f: 1 } }, d: null }
    const targetCopy = structuredClone(target)
    const patchCopy = structuredClone(patch)
    const result = mergePatch(target, patch)
    assert.deepEqual(result, { a: { c: [1, 2], e: { f: 1 } } })
    assert.deepEqual(target, targetCopy)
    assert.deepEqual(patch, patchCopy)
  })

  test('an empty patch leaves an object as it was', () => {
    assert.deepEqual(mergePatch({ a: 1, b: { c: 2 } }, {}), { a: 1, b: { c: 2 } })
  })

  test('never writes through __proto__ or constructor to a prototype', () => {
    const patch = JSON.parse(
      '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "ok": 1}',
    )
    const result = mergePatch({ a: 1 }, patch) as Record<string, unknown>
    assert.equal(({} as Record<string, unknown>).polluted, undefined)
    assert.equal(Object.getPrototypeOf(result), Object.prototype)
    assert.equal(result.polluted, undefined)
    assert.equal(result.ok, 1)
    assert.equal(result.a, 1)
  })
})
