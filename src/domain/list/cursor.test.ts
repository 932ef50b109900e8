import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { ProblemError } from '../errors.ts'
import { decodeCursor, encodeCursor, fingerprint, MAX_CURSOR_LENGTH } from './cursor.ts'
import { SORT_KEY_LENGTH, type SortSpec, sortKeys } from './sort.ts'

const refused = (err: unknown) => err instanceof ProblemError && err.code === 'INVALID_CURSOR'

describe('cursors', () => {
  test('the longest cursor the API can issue is one it reads back', () => {
    // Five sort fields (the most _sort takes), each a long text of control characters, which
    // JSON writes six bytes each, the worst a key can be.
    const spec: SortSpec = ['a', 'b', 'c', 'd', 'e'].map((path) => ({ path, order: 'asc' }))
    const text = '\u0001'.repeat(10_000)
    const record = { id: Number.MAX_SAFE_INTEGER, a: text, b: text, c: text, d: text, e: text }
    const keys = sortKeys(record, spec).map((k) => k.key)
    const print = fingerprint(['posts', spec])
    const cursor = encodeCursor(print, 'prev', { keys, created: false, rank: record.id })
    assert.ok(cursor.length <= MAX_CURSOR_LENGTH, `${cursor.length} characters`)
    assert.deepEqual(decodeCursor('cursor', cursor, print, 5).boundary.keys, keys)
  })

  test(`refuses a key longer than any it issues (${SORT_KEY_LENGTH} characters)`, () => {
    const print = fingerprint(['posts'])
    const long = encodeCursor(print, 'next', {
      keys: ['x'.repeat(SORT_KEY_LENGTH + 1)],
      created: false,
      rank: 1,
    })
    assert.throws(() => decodeCursor('cursor', long, print, 1), refused)
  })
})
