import assert from 'node:assert/strict'
import { test } from 'node:test'
import { mulberry32 } from '../../lib/mulberry32.ts'
import { createMemoryStore } from '../../store/memory/memory-store.ts'
import { createBaseline } from '../baseline.ts'
import { DEFAULT_MAX_LIMIT } from '../limits.ts'
import { createRecordService } from '../records.ts'
import { RESOURCES } from '../resources.ts'
import { compileQuery, type ListQuery } from './query.ts'
import { reference } from './reference.ts'

/** mulberry32, so a failing case can be replayed from its seed. */
function random(seed: number) {
  const next = mulberry32(seed)
  const int = (n: number) => Math.floor(next() * n)
  return { int, pick: <T>(list: readonly T[]): T => list[int(list.length)] as T }
}

const baseline = createBaseline(1)

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
    const entries = await store.overlay.entries(who, 'comments')
    const want = reference(
      baseline,
      'comments',
      compileQuery('comments', query, DEFAULT_MAX_LIMIT),
      entries,
    )
    assert.deepEqual(got, want, `seed ${seed}: ${JSON.stringify(query)}`)
  }
})
