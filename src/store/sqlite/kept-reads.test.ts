import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { OverlayEntry } from '../port.ts'
import { createKeptReads } from './kept-reads.ts'

const entry = (id: string, title = id): OverlayEntry => ({
  id,
  kind: 'created',
  seq: 1,
  at: 0,
  item: { id, title },
})

/** A source over plain arrays that counts its loads; `bytes` sets how much each read weighs. */
function source(options: { bytes?: number } = {}) {
  let clock = 1_000
  const stored = new Map<string, OverlayEntry[]>([['a\u0000posts', [entry('p1'), entry('p2')]]])
  const expires = new Map<string, number>([['a', 5_000]])
  const counts = { load: 0, loadOne: 0 }
  return {
    counts,
    stored,
    advance: (ms: number) => {
      clock += ms
    },
    kept: createKeptReads({
      now: () => clock,
      expiresAt: (identity) => expires.get(identity) ?? Number.POSITIVE_INFINITY,
      load(identity, resource) {
        counts.load++
        const entries = (stored.get(`${identity}\u0000${resource}`) ?? []).map((e) => ({ ...e }))
        return { entries, bytes: options.bytes ?? 100 }
      },
      loadOne(identity, resource, id) {
        counts.loadOne++
        return stored.get(`${identity}\u0000${resource}`)?.find((e) => e.id === id)
      },
    }),
  }
}

test('keeps a read, frozen, until a write forgets it', () => {
  const s = source()
  const first = s.kept.entries('a', 'posts')
  assert.ok(Object.isFrozen(first) && Object.isFrozen(first[0]?.item))
  assert.equal(s.kept.entries('a', 'posts'), first)
  assert.equal(s.kept.get('a', 'posts', 'p2')?.id, 'p2')
  assert.equal(s.counts.load, 1)
  s.stored.set('a\u0000posts', [entry('p1', 'changed')])
  s.kept.forget('a', 'comments')
  assert.equal(s.kept.get('a', 'posts', 'p1')?.item?.title, 'p1', 'another resource forgotten')
  s.kept.forget('a', 'posts')
  assert.equal(s.kept.get('a', 'posts', 'p1')?.item?.title, 'changed')
  s.kept.forget('a')
  s.kept.entries('a', 'posts')
  s.kept.clear()
  s.kept.entries('a', 'posts')
  assert.equal(s.counts.load, 4)
})

test('a sandbox past its expiry reads as empty, kept read or not', () => {
  const s = source()
  assert.equal(s.kept.entries('a', 'posts').length, 2)
  s.advance(4_000)
  assert.deepEqual(s.kept.entries('a', 'posts'), [])
  assert.equal(s.kept.get('a', 'posts', 'p1'), undefined)
  assert.equal(s.counts.load, 1, 'an expired sandbox loads nothing')
})

test('a read too large to keep is read again by entries; a get reads its one row', () => {
  const s = source({ bytes: 8 * 1024 * 1024 })
  assert.equal(s.kept.entries('a', 'posts').length, 2)
  assert.equal(s.kept.entries('a', 'posts').length, 2)
  assert.equal(s.counts.load, 2)
  assert.equal(s.kept.get('a', 'posts', 'p2')?.id, 'p2')
  assert.equal(s.kept.get('a', 'posts', 'p9'), undefined)
  assert.deepEqual(s.counts, { load: 2, loadOne: 2 })
  s.kept.forget('a', 'posts')
  s.kept.get('a', 'posts', 'p1')
  assert.deepEqual(s.counts, { load: 3, loadOne: 2 }, 'forgotten, a get loads the read again')
})
