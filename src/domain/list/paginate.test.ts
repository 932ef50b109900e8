import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { pageOf, paginate } from './paginate.ts'

describe('paginate', () => {
  const cases: Array<
    [page: number, limit: number, total: number, pages: number, next: boolean, prev: boolean]
  > = [
    [1, 10, 0, 0, false, false],
    [1, 10, 10, 1, false, false],
    [1, 10, 11, 2, true, false],
    [2, 10, 11, 2, false, true],
    [5, 10, 11, 2, false, true],
  ]
  for (const [page, limit, total, totalPages, hasNextPage, hasPrevPage] of cases) {
    test(`page ${page} of ${total} by ${limit}`, () => {
      assert.deepEqual(paginate(page, limit, total), {
        page,
        limit,
        total,
        totalPages,
        hasNextPage,
        hasPrevPage,
      })
    })
  }
})

describe('pageOf', () => {
  test('slices the page, empty past the end', () => {
    const list = [1, 2, 3, 4, 5]
    assert.deepEqual(pageOf(list, { page: 2, limit: 2, offset: 2 }), [3, 4])
    assert.deepEqual(pageOf(list, { page: 4, limit: 2, offset: 6 }), [])
  })
})
