import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { Item, OverlayEntry } from '../../store/port.ts'
import { type Entry, idRanks, type ListBaseline, mergeAll, splitOverlay, viewOf } from './merge.ts'

// A baseline of three posts; only what the merge reads of it.
const records: Item[] = [1, 2, 3].map((id) => ({ id, title: `t${id}` }))
const baseline = {
  all: () => records,
  rankOf: () => idRanks(records.length),
} as unknown as ListBaseline

const entries: OverlayEntry[] = [
  { id: 'local-a', kind: 'created', seq: 1, at: 1, item: { id: 'local-a', title: 'a' } },
  { id: '2', kind: 'updated', seq: 2, at: 2, item: { id: 2, title: 'changed' } },
  { id: '3', kind: 'deleted', seq: 3, at: 3, item: null },
  { id: 'local-b', kind: 'created', seq: 4, at: 4, item: { id: 'local-b', title: 'b' } },
  { id: '99', kind: 'deleted', seq: 5, at: 5, item: null },
]

describe('splitOverlay', () => {
  test('created records newest first; changes only for ids the baseline holds', () => {
    const { created, changes } = splitOverlay(baseline, 'posts', entries)
    assert.deepEqual(
      created.map((c) => c.record.id),
      ['local-b', 'local-a'],
    )
    assert.deepEqual([...changes.entries()].sort(), [
      [2, { id: 2, title: 'changed' }],
      [3, null],
    ])
  })

  test('hands on the stored records, not copies', () => {
    const { created, changes } = splitOverlay(baseline, 'posts', entries)
    assert.equal(created[1]?.record, entries[0]?.item)
    assert.equal(changes.get(2), entries[1]?.item)
  })
})

describe('mergeAll', () => {
  test('created newest first, then the baseline in id order with the overlay applied', () => {
    const merged = mergeAll(baseline, 'posts', entries)
    assert.deepEqual(
      merged.map((e) => [e.record.id, e.origin]),
      [
        ['local-b', 'created'],
        ['local-a', 'created'],
        [1, 'baseline'],
        [2, 'updated'],
      ],
    )
  })

  test('without an overlay, is the baseline itself', () => {
    const merged = mergeAll(baseline, 'posts', [])
    assert.ok(merged.every((e, i) => e.record === records[i] && e.origin === 'baseline'))
  })
})

describe('viewOf', () => {
  const record: Item = { id: 1, title: 't' }
  const cases: Array<[Entry, Item]> = [
    [{ record, origin: 'baseline' }, record],
    [
      { record, origin: 'updated' },
      { id: 1, title: 't', _sandbox: 'updated' },
    ],
    [
      { record, origin: 'created' },
      { id: 1, title: 't', _sandbox: 'created' },
    ],
  ]
  for (const [entry, want] of cases) {
    test(`shows a ${entry.origin} record ${entry.origin === 'baseline' ? 'as is' : 'marked'}`, () => {
      assert.deepEqual(viewOf(entry), want)
      // A baseline record is shown without a copy; an overlay record is copied, not changed.
      if (entry.origin === 'baseline') assert.equal(viewOf(entry), record)
      else assert.equal(record._sandbox, undefined)
    })
  }
})
