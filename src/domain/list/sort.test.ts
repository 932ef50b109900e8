import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { mulberry32 } from '../../lib/mulberry32.ts'
import type { Item } from '../../store/port.ts'
import { readPath } from './read-path.ts'
import { SORT_KEY_LENGTH, sortBy } from './sort.ts'

/** mulberry32, so every random case can be replayed from its seed. */
function random(seed: number) {
  const next = mulberry32(seed)
  const int = (n: number) => Math.floor(next() * n)
  return { next, int, pick: <T>(list: readonly T[]): T => list[int(list.length)] as T }
}

/**
 * Stable reference sort: the comparator the contract
 * (docs/contract/lists-and-query-language.md#sorting) describes, ties broken by original position.
 */
function referenceSort(items: Item[], path: string, order: 'asc' | 'desc'): Item[] {
  const dir = order === 'asc' ? 1 : -1
  const value = (item: Item) => readPath(item, path)
  const missing = (v: unknown) => v === undefined || v === null || typeof v === 'object'
  return items
    .map((item, index) => ({ item, index, v: value(item) }))
    .sort((a, b) => {
      const ma = missing(a.v)
      const mb = missing(b.v)
      if (ma || mb) return ma && mb ? a.index - b.index : ma ? 1 : -1
      const ka = typeof a.v === 'string' ? a.v.toLowerCase() : (a.v as number)
      const kb = typeof b.v === 'string' ? b.v.toLowerCase() : (b.v as number)
      if (ka === kb) return a.index - b.index
      return (ka < kb ? -1 : 1) * dir
    })
    .map((e) => e.item)
}

describe('sortBy', () => {
  const ids = (items: Item[]) => items.map((i) => i.id)

  test('sorts strings case-insensitively in both orders', () => {
    const items: Item[] = [
      { id: 1, name: 'banana' },
      { id: 2, name: 'Apple' },
      { id: 3, name: 'cherry' },
      { id: 4, name: 'apricot' },
      { id: 5, name: 'Banana split' },
    ]
    assert.deepEqual(ids(sortBy([...items], [{ path: 'name', order: 'asc' }])), [2, 4, 1, 5, 3])
    assert.deepEqual(ids(sortBy([...items], [{ path: 'name', order: 'desc' }])), [3, 5, 1, 4, 2])
  })

  test('sorts numbers numerically, not as text', () => {
    const items: Item[] = [10, 9, 100, 1, 25].map((n, i) => ({ id: i + 1, n }))
    assert.deepEqual(
      sortBy([...items], [{ path: 'n', order: 'asc' }]).map((i) => i.n),
      [1, 9, 10, 25, 100],
    )
    assert.deepEqual(
      sortBy([...items], [{ path: 'n', order: 'desc' }]).map((i) => i.n),
      [100, 25, 10, 9, 1],
    )
  })

  test('is stable: equal keys keep their order, in descending order too', () => {
    const items: Item[] = [
      { id: 1, k: 'b' },
      { id: 2, k: 'a' },
      { id: 3, k: 'B' },
      { id: 4, k: 'a' },
      { id: 5, k: 'b' },
      { id: 6, k: 'A' },
    ]
    assert.deepEqual(ids(sortBy([...items], [{ path: 'k', order: 'asc' }])), [2, 4, 6, 1, 3, 5])
    assert.deepEqual(ids(sortBy([...items], [{ path: 'k', order: 'desc' }])), [1, 3, 5, 2, 4, 6])
  })

  test('puts records lacking the field last in both orders, in their original order', () => {
    const items: Item[] = [
      { id: 1 },
      { id: 2, k: 2 },
      { id: 3, k: null },
      { id: 4, k: 1 },
      { id: 5, k: { nested: true } },
      { id: 6, k: 3 },
    ]
    assert.deepEqual(ids(sortBy([...items], [{ path: 'k', order: 'asc' }])), [4, 2, 6, 1, 3, 5])
    assert.deepEqual(ids(sortBy([...items], [{ path: 'k', order: 'desc' }])), [6, 2, 4, 1, 3, 5])
  })

  test('sorts by a dotted path such as address.city', () => {
    const items: Item[] = [
      { id: 1, address: { city: 'Oslo' } },
      { id: 2, address: { city: 'amsterdam' } },
      { id: 3 },
      { id: 4, address: 'not an object' },
      { id: 5, address: { city: 'Bergen' } },
    ]
    assert.deepEqual(
      ids(sortBy([...items], [{ path: 'address.city', order: 'asc' }])),
      [2, 5, 1, 3, 4],
    )
    assert.deepEqual(
      ids(sortBy([...items], [{ path: 'address.city', order: 'desc' }])),
      [1, 5, 2, 3, 4],
    )
  })

  test('matches a stable reference sort on random records', () => {
    const values = ['a', 'A', 'b', 'B', 'ab', 'Ab', 'c', undefined, null, '']
    for (let seed = 1; seed <= 200; seed++) {
      const r = random(seed)
      const items: Item[] = Array.from({ length: r.int(30) }, (_, i) => {
        const v = r.pick(values)
        return v === undefined ? { id: i + 1 } : { id: i + 1, k: v }
      })
      for (const order of ['asc', 'desc'] as const) {
        assert.deepEqual(
          ids(sortBy([...items], [{ path: 'k', order: order }])),
          ids(referenceSort(items, 'k', order)),
          `${seed} ${order}`,
        )
      }
      const numbers: Item[] = Array.from({ length: r.int(30) }, (_, i) =>
        r.next() < 0.2 ? { id: i + 1 } : { id: i + 1, k: r.int(6) - 2 },
      )
      for (const order of ['asc', 'desc'] as const) {
        assert.deepEqual(
          ids(sortBy([...numbers], [{ path: 'k', order: order }])),
          ids(referenceSort(numbers, 'k', order)),
          `${seed} ${order} numbers`,
        )
      }
    }
  })

  test(`compares strings on their first ${SORT_KEY_LENGTH} characters, lowercased`, () => {
    const head = 'x'.repeat(SORT_KEY_LENGTH - 1)
    const items: Item[] = [
      { id: 1, t: `${head}b-later` },
      { id: 2, t: `${head}B-earlier` },
      { id: 3, t: `${head}a` },
    ]
    // 1 and 2 differ only past the key: they tie, and keep their order.
    assert.deepEqual(ids(sortBy([...items], [{ path: 't', order: 'asc' }])), [3, 1, 2])
    assert.deepEqual(ids(sortBy([...items], [{ path: 't', order: 'desc' }])), [1, 2, 3])
  })

  test('sorts the array it is given and returns it', () => {
    const items: Item[] = [
      { id: 2, k: 2 },
      { id: 1, k: 1 },
    ]
    const result = sortBy(items, [{ path: 'k', order: 'asc' }])
    assert.equal(result, items)
    assert.deepEqual(ids(items), [1, 2])
  })
})

describe('readPath', () => {
  test('reads top-level and dotted fields, and undefined through non-objects', () => {
    const item: Item = { id: 1, name: 'x', address: { city: 'Oslo', geo: { lat: '1' } }, n: 5 }
    assert.equal(readPath(item, 'name'), 'x')
    assert.equal(readPath(item, 'address.city'), 'Oslo')
    assert.equal(readPath(item, 'address.geo.lat'), '1')
    assert.equal(readPath(item, 'address.zip'), undefined)
    assert.equal(readPath(item, 'n.x'), undefined)
    assert.equal(readPath(item, 'missing.x'), undefined)
  })
})
