import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { mulberry32 } from '../lib/mulberry32.ts'
import type { Item } from '../store/port.ts'
import { baselineWindow, type Predicate, readPath, sortBy, textMatcher } from './list-view.ts'

/** mulberry32, so every random case can be replayed from its seed. */
function random(seed: number) {
  const next = mulberry32(seed)
  const int = (n: number) => Math.floor(next() * n)
  return { next, int, pick: <T>(list: readonly T[]): T => list[int(list.length)] as T }
}

type Case = {
  seed: number
  all: Item[]
  patches: Map<number, Item | null>
  match: Predicate | undefined
  base: Item[]
  exists: (id: number) => boolean
}

/**
 * A small baseline (ids 1..n), a random overlay of updates (some moving a record in or out of
 * the filter) and deletions, some aimed at ids outside the baseline, and optionally a filter
 * with `base` the baseline's index for it, as the record service passes them.
 */
function randomCase(seed: number): Case {
  const r = random(seed)
  const n = r.int(25)
  const all: Item[] = Array.from({ length: n }, (_, i) => ({ id: i + 1, group: r.int(3), v: 0 }))
  const patches = new Map<number, Item | null>()
  const changes = r.int(Math.max(1, Math.floor(n * 0.8)) + 1)
  for (let i = 0; i < changes; i++) {
    const id = 1 + r.int(n + 4)
    patches.set(id, r.next() < 0.35 ? null : { id, group: r.int(3), v: i + 1 })
  }
  const group = r.int(4)
  const match: Predicate | undefined = group === 3 ? undefined : (item) => item.group === group
  const base = match ? all.filter(match) : all
  const exists = (id: number) => id >= 1 && id <= n
  return { seed, all, patches, match, base, exists }
}

/** The view, computed the slow and obvious way: apply the overlay to every record, then filter. */
function reference({ all, patches, match }: Case): Item[] {
  const out: Item[] = []
  for (const record of all) {
    const current = patches.has(record.id as number) ? patches.get(record.id as number) : record
    if (current === null || current === undefined) continue
    if (!match || match(current)) out.push(current)
  }
  return out
}

describe('baselineWindow', () => {
  test('without an overlay, returns a slice of the base and its length', () => {
    const base: Item[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1 }))
    const result = baselineWindow(base, new Map(), undefined, 3, 4, () => true)
    assert.equal(result.total, 12)
    assert.deepEqual(result.items, base.slice(3, 7))
  })

  test('replaces updated records in place and drops deleted ones', () => {
    const base: Item[] = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, title: `t${i + 1}` }))
    const updated = { id: 3, title: 'changed' }
    const patches = new Map<number, Item | null>([
      [3, updated],
      [5, null],
    ])
    const result = baselineWindow(base, patches, undefined, 0, 10, (id) => id <= 6)
    assert.equal(result.total, 5)
    assert.deepEqual(
      result.items.map((i) => i.id),
      [1, 2, 3, 4, 6],
    )
    assert.equal(result.items[2], updated)
  })

  test('admits an updated record that now matches the filter, at its id position', () => {
    const all: Item[] = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, odd: (i + 1) % 2 === 1 }))
    const match: Predicate = (item) => item.odd === true
    const base = all.filter(match)
    const moved = { id: 4, odd: true }
    const result = baselineWindow(base, new Map([[4, moved]]), match, 0, 10, (id) => id <= 6)
    assert.deepEqual(
      result.items.map((i) => i.id),
      [1, 3, 4, 5],
    )
    assert.equal(result.total, 4)
  })

  test('keeps id order when several updated records enter the filter between the same two records', () => {
    // Baseline 1..6 with only 1 and 6 matching; 2, 3 and 4 are updated to match. The order the
    // overlay map holds them in (write order) must not matter.
    const all: Item[] = Array.from({ length: 6 }, (_, i) => ({
      id: i + 1,
      done: i === 0 || i === 5,
    }))
    const match: Predicate = (item) => item.done === true
    const orders = [
      [2, 3, 4],
      [2, 4, 3],
      [3, 2, 4],
      [3, 4, 2],
      [4, 2, 3],
      [4, 3, 2],
    ]
    for (const order of orders) {
      const patches = new Map<number, Item | null>(order.map((id) => [id, { id, done: true }]))
      const result = baselineWindow(all.filter(match), patches, match, 0, 10, (id) => id <= 6)
      assert.deepEqual(
        result.items.map((i) => i.id),
        [1, 2, 3, 4, 6],
        `overlay order ${order.join(', ')}`,
      )
    }
  })

  test('returns nothing for a limit of 0 but still counts the view', () => {
    const base: Item[] = Array.from({ length: 5 }, (_, i) => ({ id: i + 1 }))
    const result = baselineWindow(base, new Map([[2, null]]), undefined, 0, 0, () => true)
    assert.deepEqual(result, { total: 4, items: [] })
  })

  test('matches a brute-force reference for random overlays, filters and windows', () => {
    let windows = 0
    for (let seed = 1; seed <= 400; seed++) {
      const c = randomCase(seed)
      const expected = reference(c)
      const label = `seed ${seed}`
      // The whole view at once, as the sorted and searched lists read it.
      const whole = baselineWindow(c.base, c.patches, c.match, 0, Infinity, c.exists)
      assert.equal(whole.total, expected.length, label)
      assert.deepEqual(whole.items, expected, label)
      for (let offset = 0; offset <= expected.length + 2; offset++) {
        for (let limit = 0; limit <= expected.length + 2; limit++) {
          const got = baselineWindow(c.base, c.patches, c.match, offset, limit, c.exists)
          assert.equal(got.total, expected.length, `${label} offset ${offset} limit ${limit}`)
          assert.deepEqual(
            got.items,
            expected.slice(offset, offset + limit),
            `${label} offset ${offset} limit ${limit}`,
          )
          windows++
        }
      }
    }
    assert.ok(windows > 10_000, `checked ${windows} windows`)
  })

  test('never changes the base or the overlay it is given', () => {
    const c = randomCase(7)
    const base = structuredClone(c.base)
    const patches = structuredClone(c.patches)
    baselineWindow(c.base, c.patches, c.match, 1, 3, c.exists)
    assert.deepEqual(c.base, base)
    assert.deepEqual(c.patches, patches)
  })
})

/** Stable reference sort: the comparator SPEC §5 describes, ties broken by original position. */
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
    assert.deepEqual(ids(sortBy([...items], 'name', 'asc')), [2, 4, 1, 5, 3])
    assert.deepEqual(ids(sortBy([...items], 'name', 'desc')), [3, 5, 1, 4, 2])
  })

  test('sorts numbers numerically, not as text', () => {
    const items: Item[] = [10, 9, 100, 1, 25].map((n, i) => ({ id: i + 1, n }))
    assert.deepEqual(
      sortBy([...items], 'n', 'asc').map((i) => i.n),
      [1, 9, 10, 25, 100],
    )
    assert.deepEqual(
      sortBy([...items], 'n', 'desc').map((i) => i.n),
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
    assert.deepEqual(ids(sortBy([...items], 'k', 'asc')), [2, 4, 6, 1, 3, 5])
    assert.deepEqual(ids(sortBy([...items], 'k', 'desc')), [1, 3, 5, 2, 4, 6])
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
    assert.deepEqual(ids(sortBy([...items], 'k', 'asc')), [4, 2, 6, 1, 3, 5])
    assert.deepEqual(ids(sortBy([...items], 'k', 'desc')), [6, 2, 4, 1, 3, 5])
  })

  test('sorts by a dotted path such as address.city', () => {
    const items: Item[] = [
      { id: 1, address: { city: 'Oslo' } },
      { id: 2, address: { city: 'amsterdam' } },
      { id: 3 },
      { id: 4, address: 'not an object' },
      { id: 5, address: { city: 'Bergen' } },
    ]
    assert.deepEqual(ids(sortBy([...items], 'address.city', 'asc')), [2, 5, 1, 3, 4])
    assert.deepEqual(ids(sortBy([...items], 'address.city', 'desc')), [1, 5, 2, 3, 4])
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
          ids(sortBy([...items], 'k', order)),
          ids(referenceSort(items, 'k', order)),
          `${seed} ${order}`,
        )
      }
      const numbers: Item[] = Array.from({ length: r.int(30) }, (_, i) =>
        r.next() < 0.2 ? { id: i + 1 } : { id: i + 1, k: r.int(6) - 2 },
      )
      for (const order of ['asc', 'desc'] as const) {
        assert.deepEqual(
          ids(sortBy([...numbers], 'k', order)),
          ids(referenceSort(numbers, 'k', order)),
          `${seed} ${order} numbers`,
        )
      }
    }
  })

  test('sorts the array it is given and returns it', () => {
    const items: Item[] = [
      { id: 2, k: 2 },
      { id: 1, k: 1 },
    ]
    const result = sortBy(items, 'k', 'asc')
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

describe('textMatcher', () => {
  const items: Item[] = [
    { id: 1, title: 'Hello World', body: 'first' },
    { id: 2, title: 'other', body: 'a.b (c) [d]*' },
    { id: 3, title: 'x', address: { city: 'Gwenborough' } },
    { id: 4, title: 42, body: 'numbers are not text' },
  ]
  const ids = (q: string, fields: string[]) => items.filter(textMatcher(q, fields)).map((i) => i.id)

  test('matches a case-insensitive substring of any named field', () => {
    assert.deepEqual(ids('WORLD', ['title', 'body']), [1])
    assert.deepEqual(ids('fir', ['title', 'body']), [1])
    assert.deepEqual(ids('o', ['title']), [1, 2])
    assert.deepEqual(ids('gwen', ['title', 'address.city']), [3])
  })

  test('treats the query as text, never as a regular expression', () => {
    assert.deepEqual(ids('.', ['body']), [2])
    assert.deepEqual(ids('(c) [d]*', ['body']), [2])
    assert.deepEqual(ids('.*', ['title', 'body']), [])
  })

  test('ignores fields that are not named or not strings', () => {
    assert.deepEqual(ids('first', ['title']), [])
    assert.deepEqual(ids('42', ['title']), [])
  })

  test('does not match across the boundary of two fields', () => {
    assert.deepEqual(ids('worldfirst', ['title', 'body']), [])
  })
})
