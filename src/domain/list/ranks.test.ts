import assert from 'node:assert/strict'
import { test } from 'node:test'
import { mulberry32 } from '../../lib/mulberry32.ts'
import type { Item, OverlayEntry } from '../../store/port.ts'
import { createBaselineOf } from '../baseline.ts'
import { DEFAULT_MAX_LIMIT } from '../limits.ts'
import type { Condition } from './filter.ts'
import { isCursorPagination } from './paginate.ts'
import { compileQuery, type ListDef, type ListQuery } from './query.ts'
import { reference } from './reference.ts'
import { run } from './run.ts'

/**
 * The fast list on a db.json-shaped collection (docs/contract/db-json.md): ids that are strings or
 * scattered numbers, in the file's order rather than by id. The walks compare ranks (places in that
 * order); this checks them against the whole merged view for random overlays and queries,
 * cursor walks included.
 */

function random(seed: number) {
  const next = mulberry32(seed)
  const int = (n: number) => Math.floor(next() * n)
  return { next, int, pick: <T>(list: readonly T[]): T => list[int(list.length)] as T }
}

const WORDS = ['red', 'green', 'blue', 'amber', 'teal']
const DEF: ListDef = {
  name: 'things',
  fields: { id: 'id', name: 'string', size: 'integer', done: 'boolean', ownerId: 'integer' },
  textFields: ['name'],
  aliases: {},
  indexed: ['ownerId'],
}

function collection(seed: number): Item[] {
  const r = random(seed)
  const n = 1 + r.int(40)
  const ids = new Set<string | number>()
  while (ids.size < n) ids.add(r.int(2) ? `k${r.int(500)}` : 1 + r.int(500))
  return [...ids].map((id) => ({
    id,
    name: `${r.pick(WORDS)} ${r.int(5)}`,
    size: r.int(6),
    done: r.int(2) === 1,
    ownerId: 1 + r.int(3),
  }))
}

function overlay(seed: number, records: readonly Item[]): OverlayEntry[] {
  const r = random(seed * 7919)
  const entries: OverlayEntry[] = []
  const used = new Set<string>()
  let seq = 0
  for (let i = r.int(12); i > 0; i--) {
    const kind = r.pick(['created', 'updated', 'deleted'] as const)
    seq++
    if (kind === 'created') {
      const id = `local-${seq}`
      const item = { id, name: `${r.pick(WORDS)} new`, size: r.int(6), ownerId: 1 + r.int(3) }
      entries.push({ id, kind, seq, at: seq, item })
      continue
    }
    // Some changes name ids the file no longer holds: the merge leaves them out.
    const target = r.int(5) === 0 ? `gone${seq}` : String(r.pick(records)?.id ?? 'none')
    if (used.has(target)) continue
    used.add(target)
    const original = records.find((x) => String(x.id) === target)
    const item =
      kind === 'deleted'
        ? null
        : { ...(original ?? { id: target }), size: r.int(6), name: `${r.pick(WORDS)} edited` }
    entries.push({ id: target, kind, seq, at: seq, item })
  }
  return entries
}

function randomQuery(r: ReturnType<typeof random>): ListQuery {
  const where: Condition | undefined = r.int(3)
    ? undefined
    : r.int(2)
      ? { param: 'ownerId', path: 'ownerId', op: 'eq', values: [String(1 + r.int(3))] }
      : { param: 'size_gte', path: 'size', op: 'gte', values: [String(r.int(6))] }
  return {
    q: r.int(3) ? undefined : r.pick(WORDS),
    sort: r.int(3) ? r.pick(['size', 'name', '-size,name', 'done']) : undefined,
    where,
    limit: r.pick([1, 3, 7, 30]),
    page: r.int(2) ? 1 + r.int(3) : undefined,
  }
}

test('lists of string and scattered ids in file order equal the merged view (300 cases)', () => {
  for (let seed = 1; seed <= 300; seed++) {
    const records = collection(seed)
    const baseline = createBaselineOf(
      new Map([['things', { records, textFields: ['name'], indexed: ['ownerId'] }]]),
    )
    const entries = overlay(seed, baseline.all('things'))
    const query = randomQuery(random(seed * 31))
    const compiled = compileQuery(DEF, query, DEFAULT_MAX_LIMIT)
    assert.deepEqual(
      run(baseline, 'things', compiled, entries),
      reference(baseline, 'things', compiled, entries),
      `seed ${seed}: ${JSON.stringify(query)}`,
    )
  }
})

test('a cursor walk over such a collection visits every record once, both ways (100 cases)', () => {
  for (let seed = 1; seed <= 100; seed++) {
    const records = collection(seed)
    const baseline = createBaselineOf(
      new Map([['things', { records, textFields: ['name'], indexed: ['ownerId'] }]]),
    )
    const entries = overlay(seed, baseline.all('things'))
    const base = { ...randomQuery(random(seed * 13)), page: undefined, limit: 4 }
    // The whole list, page by page (a limit is clamped to 30).
    const whole: unknown[] = []
    for (let page = 1; ; page++) {
      const compiled = compileQuery(DEF, { ...base, page, limit: 30 }, DEFAULT_MAX_LIMIT)
      const ids = reference(baseline, 'things', compiled, entries).data.map((x) => x.id)
      if (ids.length === 0) break
      whole.push(...ids)
    }
    const seen: unknown[] = []
    let cursor = ''
    let pages: Array<{ ids: unknown[]; prev: string | null }> = []
    for (let guard = 0; guard < 100; guard++) {
      const page = run(
        baseline,
        'things',
        compileQuery(DEF, { ...base, cursor }, DEFAULT_MAX_LIMIT),
        entries,
      )
      const pagination = page.pagination
      assert.ok(isCursorPagination(pagination))
      pages.push({ ids: page.data.map((x) => x.id), prev: pagination.prevCursor })
      seen.push(...page.data.map((x) => x.id))
      if (!pagination.nextCursor) break
      cursor = pagination.nextCursor
    }
    assert.deepEqual(seen, whole, `seed ${seed}: forward`)
    // Each page's prevCursor leads back to the page before it.
    pages = pages.slice(1)
    let at = 0
    for (const { prev } of pages) {
      const back = run(
        baseline,
        'things',
        compileQuery(DEF, { ...base, cursor: prev ?? '' }, DEFAULT_MAX_LIMIT),
        entries,
      )
      assert.deepEqual(
        back.data.map((x) => x.id),
        seen.slice(at, at + back.data.length),
        `seed ${seed}: back from page ${at}`,
      )
      at += back.data.length
    }
  }
})
