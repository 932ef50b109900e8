import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { mulberry32 } from '../../lib/mulberry32.ts'
import type { Item } from '../../store/port.ts'
import type { Predicate } from './filter.ts'
import { type Entry, idRanks } from './merge.ts'
import { idWindow, orderedWindow, type Window } from './window.ts'

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
  changes: Map<number, Item | null>
  base: Item[]
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
  const writes = r.int(Math.max(1, Math.floor(n * 0.8)) + 1)
  for (let i = 0; i < writes; i++) {
    const id = 1 + r.int(n + 4)
    patches.set(id, r.next() < 0.35 ? null : { id, group: r.int(3), v: i + 1 })
  }
  const group = r.int(4)
  const match: Predicate | undefined = group === 3 ? undefined : (item) => item.group === group
  const base = match ? all.filter(match) : all
  // The merge stage leaves out changes to ids the baseline does not hold.
  const changes = new Map([...patches].filter(([id]) => id >= 1 && id <= n))
  return { seed, all, patches, match, changes, base }
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

const records = (w: Window) => w.entries.map((e) => e.record)
/** Ids are ranks in these cases, as in the built-in resources. */
const ranks = idRanks(1000)

describe('idWindow', () => {
  test('without an overlay, returns a slice of the base and its length', () => {
    const base: Item[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1 }))
    const result = idWindow(base, new Map(), undefined, 3, 4, ranks)
    assert.equal(result.total, 12)
    assert.deepEqual(records(result), base.slice(3, 7))
    assert.ok(result.entries.every((e) => e.origin === 'baseline'))
  })

  test('replaces updated records in place and drops deleted ones', () => {
    const base: Item[] = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, title: `t${i + 1}` }))
    const updated = { id: 3, title: 'changed' }
    const patches = new Map<number, Item | null>([
      [3, updated],
      [5, null],
    ])
    const result = idWindow(base, patches, undefined, 0, 10, ranks)
    assert.equal(result.total, 5)
    assert.deepEqual(
      records(result).map((i) => i.id),
      [1, 2, 3, 4, 6],
    )
    assert.deepEqual(result.entries[2], { record: updated, origin: 'updated', rank: 3 })
    assert.equal(result.entries[1]?.origin, 'baseline')
  })

  test('admits an updated record that now matches the filter, at its id position', () => {
    const all: Item[] = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, odd: (i + 1) % 2 === 1 }))
    const match: Predicate = (item) => item.odd === true
    const base = all.filter(match)
    const moved = { id: 4, odd: true }
    const result = idWindow(base, new Map([[4, moved]]), match, 0, 10, ranks)
    assert.deepEqual(
      records(result).map((i) => i.id),
      [1, 3, 4, 5],
    )
    assert.deepEqual(result.entries[2], { record: moved, origin: 'updated', rank: 4 })
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
      const result = idWindow(all.filter(match), patches, match, 0, 10, ranks)
      assert.deepEqual(
        records(result).map((i) => i.id),
        [1, 2, 3, 4, 6],
        `overlay order ${order.join(', ')}`,
      )
    }
  })

  test('returns nothing for a limit of 0 but still counts the view', () => {
    const base: Item[] = Array.from({ length: 5 }, (_, i) => ({ id: i + 1 }))
    const result = idWindow(base, new Map([[2, null]]), undefined, 0, 0, ranks)
    assert.deepEqual(result, { total: 4, entries: [] })
  })

  test('matches a brute-force reference for random overlays, filters and windows', () => {
    let windows = 0
    for (let seed = 1; seed <= 400; seed++) {
      const c = randomCase(seed)
      const expected = reference(c)
      const label = `seed ${seed}`
      // The whole view at once, as the sorted and searched lists read it.
      const whole = idWindow(c.base, c.changes, c.match, 0, Infinity, ranks)
      assert.equal(whole.total, expected.length, label)
      assert.deepEqual(records(whole), expected, label)
      for (const e of whole.entries) {
        const origin = c.changes.has(e.record.id as number) ? 'updated' : 'baseline'
        assert.equal(e.origin, origin, `${label}: origin of ${e.record.id}`)
      }
      for (let offset = 0; offset <= expected.length + 2; offset++) {
        for (let limit = 0; limit <= expected.length + 2; limit++) {
          const got = idWindow(c.base, c.changes, c.match, offset, limit, ranks)
          assert.equal(got.total, expected.length, `${label} offset ${offset} limit ${limit}`)
          assert.deepEqual(
            records(got),
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
    const changes = structuredClone(c.changes)
    idWindow(c.base, c.changes, c.match, 1, 3, ranks)
    assert.deepEqual(c.base, base)
    assert.deepEqual(c.changes, changes)
  })
})

describe('orderedWindow', () => {
  const ids = (w: Window) => w.entries.map((e) => e.record.id)
  const created = (id: string, k: unknown, rank: number) => ({
    entry: { record: { id, k }, origin: 'created' } as Entry,
    rank,
  })
  const updated = (id: number, k: unknown) => ({
    entry: { record: { id, k }, origin: 'updated' } as Entry,
    rank: id,
  })
  // Baseline 1..6 sorted by k ascending: k = id % 3, ties in id order.
  const all: Item[] = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, k: (i + 1) % 3 }))
  const ordered = [...all].sort((a, b) => (a.k as number) - (b.k as number))
  const sort = [{ path: 'k', order: 'asc' as const }]

  test('merges overlay records by key; on equal keys created first, then by id', () => {
    const w = orderedWindow({
      ordered,
      drop: (r) => r.id === 4,
      extras: [updated(4, 1), created('local-b', 1, 1), created('local-a', 0, 0)],
      sort,
      offset: 0,
      limit: 10,
      rankOf: ranks,
    })
    // k=0: local-a, 3, 6; k=1: local-b, 1, 4 (updated); k=2: 2, 5.
    assert.deepEqual(ids(w), ['local-a', 3, 6, 'local-b', 1, 4, 2, 5])
    assert.equal(w.total, 8)
    assert.deepEqual(
      w.entries.map((e) => e.origin),
      ['created', 'baseline', 'baseline', 'created', 'baseline', 'updated', 'baseline', 'baseline'],
    )
  })

  test('without a sort, keeps created records first, then id order', () => {
    const w = orderedWindow({
      ordered: all,
      drop: (r) => r.id === 2,
      extras: [updated(2, 'x'), created('local-b', 0, 1), created('local-a', 0, 0)],
      offset: 1,
      limit: 3,
      rankOf: ranks,
    })
    assert.deepEqual(ids(w), ['local-b', 1, 2])
    assert.equal(w.total, 8)
  })

  test('stops at the window when the total is given, and reports that total', () => {
    let walked = 0
    const w = orderedWindow({
      ordered: all,
      drop: () => {
        walked++
        return false
      },
      extras: [],
      offset: 0,
      limit: 2,
      total: 6,
      rankOf: ranks,
    })
    assert.deepEqual(ids(w), [1, 2])
    assert.equal(w.total, 6)
    assert.equal(walked, 2)
  })
})
