import assert from 'node:assert/strict'
import { test } from 'node:test'
import { mulberry32 } from '../lib/mulberry32.ts'
import { createMemoryStore } from '../store/memory/memory-store.ts'
import type { Item, OverlayEntry } from '../store/port.ts'
import { createBaseline } from './baseline.ts'
import { baselineWindow, sortBy, textMatcher } from './list-view.ts'
import { createRecordService, type ListQuery, paginate } from './records.ts'
import { RESOURCES } from './resources.ts'

/** mulberry32, so a failing case can be replayed from its seed. */
function random(seed: number) {
  const next = mulberry32(seed)
  const int = (n: number) => Math.floor(next() * n)
  return { int, pick: <T>(list: readonly T[]): T => list[int(list.length)] as T }
}

const baseline = createBaseline(1)

/**
 * The list as SPEC §5 defines it, the slow and obvious way: the whole merged view (created
 * records newest first, then the baseline with the overlay applied), filtered, searched, sorted
 * stably, then paged.
 */
function oracle(entries: readonly OverlayEntry[], query: ListQuery) {
  const view = (e: OverlayEntry) =>
    ({ ...e.item, _sandbox: e.kind === 'created' ? 'created' : 'updated' }) as Item
  const created = entries
    .filter((e) => e.kind === 'created')
    .map(view)
    .reverse()
  const patches = new Map<number, Item | null>()
  for (const e of entries)
    if (e.kind !== 'created') patches.set(Number(e.id), e.item ? view(e) : null)
  const filters = Object.entries(query.filters ?? {}).filter(([, v]) => v !== undefined)
  const match = filters.length
    ? (item: Item) => filters.every(([f, v]) => item[f] === v)
    : undefined
  const all = baseline.all('comments')
  let list = [
    ...(match ? created.filter(match) : created),
    ...baselineWindow(
      match ? all.filter(match) : all,
      patches,
      match,
      0,
      Infinity,
      (id) => id <= all.length,
    ).items,
  ]
  if (query.q) list = list.filter(textMatcher(query.q, RESOURCES.comments.textFields))
  if (query.sort) sortBy(list, query.sort, query.order ?? 'asc')
  const limit = query.limit ?? 10
  const page = query.page ?? 1
  return {
    data: list.slice((page - 1) * limit, page * limit),
    pagination: paginate(page, limit, list.length),
  }
}

test('q and _sort lists equal the whole merged view filtered, sorted and paged (200 random cases)', async () => {
  const words = ['the', 'protocol', 'ab', 'zz-none', 'bypass', 'a', '.com', 'PIXEL']
  for (let seed = 1; seed <= 200; seed++) {
    const r = random(seed)
    const store = createMemoryStore()
    const records = createRecordService({ baseline, overlay: store.overlay })
    const who = `seed-${seed}`
    for (let i = r.int(40); i > 0; i--) {
      const id = 1 + r.int(300)
      const op = r.int(4)
      const fields = {
        name: `${r.pick(words)} ${r.int(9)}`,
        email: `${r.pick(words)}@x.io`,
        post_id: 1 + r.int(5),
      }
      // Writes to a record this sandbox deleted are refused (404); the case goes on without them.
      const gone = () => undefined
      if (op === 0) await records.create(who, 'comments', { body: r.pick(words), ...fields })
      else if (op === 1)
        await records.patch(who, 'comments', id, r.int(2) ? fields : { email: null }).catch(gone)
      else if (op === 2) await records.remove(who, 'comments', id).catch(gone)
      else
        await records
          .replace(who, 'comments', id, { post_id: 1 + r.int(5), name: r.pick(words) })
          .catch(gone)
    }
    const query: ListQuery = {
      q: r.int(3) ? r.pick(words) : undefined,
      sort: r.int(4) ? r.pick(RESOURCES.comments.sortFields) : undefined,
      order: r.int(2) ? 'desc' : 'asc',
      page: 1 + r.int(4),
      limit: r.pick([1, 5, 10, 30]),
      filters: r.int(3) ? {} : { post_id: 1 + r.int(5) },
    }
    const got = await records.list(who, 'comments', query)
    const want = oracle(await store.overlay.entries(who, 'comments'), query)
    assert.deepEqual(got, want, `seed ${seed}: ${JSON.stringify(query)}`)
  }
})
