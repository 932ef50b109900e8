import assert from 'node:assert/strict'
import type { TestContext } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { mulberry32 } from '../../../src/lib/mulberry32.ts'
import { as } from '../../helper.ts'
import { API, type Client } from '../resources/support.ts'
import { expect } from './oracle.ts'
import { encoded } from './rest-runner.ts'
import { viewOf } from './scenario.ts'

/**
 * Cursor stability (docs/contract/lists-and-query-language.md#cursor-pagination), as a property:
 * while one client pages through a list with cursors, another client of the same sandbox creates,
 * updates (never the sort key, a filtered field or a searched one) and deletes records between
 * pages, the page's last record (the boundary the next cursor names) included. Every record present
 * from start to end must come exactly once, in the list's order; no record may come twice; and the
 * walk must reach its end.
 */

type Rng = () => number
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1))
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T

const WORDS = ['the', 'Alpha', 'bravo', 'The end', 'zulu', 'Mike', 'oscar', 'theta', 'Echo']
const words = (rng: Rng) => Array.from({ length: int(rng, 1, 3) }, () => pick(rng, WORDS)).join(' ')

/** One list to walk, and how the other client writes to its resource. */
interface Walk {
  name: string
  /** The list, cursor mode, relative to the API. */
  url: string
  /** Where records are created, updated and deleted. */
  path: string
  create(rng: Rng): object
  /** A change to a field the list neither sorts, filters nor searches on. */
  update(rng: Rng): object
  /** Records written before the walk starts (custom collections start empty). */
  seed?: number
}

const post = (rng: Rng) => ({ user_id: int(rng, 1, 25), title: words(rng), body: words(rng) })

export const WALKS: readonly Walk[] = [
  {
    name: 'plain',
    url: 'posts?cursor=',
    path: 'posts',
    create: post,
    update: (rng) => ({ views: int(rng, 0, 99) }),
  },
  {
    name: 'filtered',
    url: 'posts?cursor=&user_id_lte=12',
    path: 'posts',
    create: post,
    update: (rng) => ({ body: words(rng) }),
  },
  {
    name: 'sorted by a field',
    url: 'posts?cursor=&_sort=title',
    path: 'posts',
    create: post,
    update: (rng) => ({ body: words(rng), views: int(rng, 0, 9) }),
  },
  {
    name: 'sorted descending, filtered',
    url: 'comments?_cursor=&_sort=-email&post_id_lte=30',
    path: 'comments',
    create: (rng) => ({
      post_id: int(rng, 1, 40),
      name: words(rng),
      email: `${pick(rng, WORDS).replace(' ', '.')}@example.com`,
      body: words(rng),
    }),
    update: (rng) => ({ name: words(rng), likes: int(rng, 0, 9) }),
  },
  {
    name: 'searched (q)',
    url: 'posts?cursor=&q=the',
    path: 'posts',
    create: post,
    update: (rng) => ({ views: int(rng, 0, 99), user_id: int(rng, 1, 25) }),
  },
  {
    name: 'sorted on a boolean then a reference (ties)',
    url: 'todos?cursor=&_sort=completed,-userId',
    path: 'todos',
    create: (rng) => ({ user_id: int(rng, 1, 25), title: words(rng), completed: rng() < 0.5 }),
    update: (rng) => ({ title: words(rng), priority: int(rng, 1, 5) }),
  },
  {
    name: 'a custom collection sorted',
    url: 'custom/notes?cursor=&_sort=rank',
    path: 'custom/notes',
    create: (rng) => ({ rank: int(rng, 0, 12), title: words(rng) }),
    update: (rng) => ({ title: words(rng) }),
    seed: 40,
  },
]

/**
 * Created records the other client keeps below the cap of 30 a resource
 * (docs/contract/baseline-and-overlay.md#create-cap).
 */
const MAX_CREATED = 25

async function written(res: Promise<{ statusCode: number; body: string; json(): unknown }>) {
  const r = await res
  assert.equal(r.statusCode, 200, r.body)
  return r.json() as { id: string | number }
}

/** One walk under writes, for one seed: the log of what happened, for the failure message. */
async function walkUnderWrites(app: FastifyInstance, walk: Walk, seed: number) {
  const rng = mulberry32(seed)
  const identity = `cursor-${seed}-${walk.name.replace(/[^a-z]/g, '-')}`
  const reader = as(app, identity)
  const writer: Client = as(app, identity)
  for (let i = 0; i < (walk.seed ?? 0); i++)
    await written(writer.post(`${API}/${walk.path}`, walk.create(rng)))

  const start = expect(await viewOf(reader), walk.url).all.map((r) => r.id)
  const live = new Set<string | number>(start)
  const created = new Set<string | number>()
  const deleted = new Set<string | number>()
  const log: string[] = []

  const remove = async (id: string | number, why: string) => {
    await written(writer.delete(`${API}/${walk.path}/${id}`))
    live.delete(id)
    created.delete(id)
    deleted.add(id)
    log.push(`${why} ${id}`)
  }
  const writes = async (boundary: string | number | undefined) => {
    if (boundary !== undefined && live.has(boundary) && rng() < 0.3)
      await remove(boundary, 'delete the boundary')
    for (let n = int(rng, 0, 3); n > 0; n--) {
      const roll = rng()
      if (roll < 0.35 && (walk.seed !== undefined || created.size < MAX_CREATED)) {
        const record = await written(writer.post(`${API}/${walk.path}`, walk.create(rng)))
        live.add(record.id)
        created.add(record.id)
        log.push(`create ${record.id}`)
      } else if (live.size > 0) {
        const id = pick(rng, [...live])
        if (roll < 0.7) {
          await written(writer.patch(`${API}/${walk.path}/${id}`, walk.update(rng)))
          log.push(`update ${id}`)
        } else await remove(id, 'delete')
      }
    }
  }

  const seen: Array<string | number> = []
  const name = walk.url.includes('_cursor=') ? '_cursor' : 'cursor'
  let cursor = ''
  for (let page = 1; ; page++) {
    // The page size may change between pages; the cursor does not hold it.
    const limit = int(rng, 1, 8)
    const url = walk.url.replace(`${name}=`, `limit=${limit}&${name}=${cursor}`)
    const res = await reader.get(encoded(url))
    assert.equal(res.statusCode, 200, `page ${page}: ${res.body}\n  ${log.join('\n  ')}`)
    const body = res.json() as {
      data: Array<{ id: string | number }>
      pagination: { nextCursor: string | null }
    }
    seen.push(...body.data.map((r) => r.id))
    log.push(`page ${page} (limit ${limit}): ${body.data.map((r) => r.id).join(' ')}`)
    if (body.pagination.nextCursor === null) break
    assert.ok(page < 1000, 'the walk ends')
    cursor = body.pagination.nextCursor
    await writes(body.data.at(-1)?.id)
  }
  return { start, seen, created, deleted, log }
}

/**
 * Every walk of WALKS under random writes, for each seed. A failure names the seed and the log
 * of pages and writes; `CURSOR_SEEDS=<seed>[,<seed>]` replays it.
 */
export async function runCursorProperty(t: TestContext, app: FastifyInstance, seeds: number[]) {
  let boundaries = 0
  for (const seed of seeds) {
    for (const walk of WALKS) {
      await t.test(`seed ${seed}: ${walk.name}`, async () => {
        const { start, seen, created, deleted, log } = await walkUnderWrites(app, walk, seed)
        const context = `CURSOR_SEEDS=${seed} (${walk.name}, ${walk.url}):\n  ${log.join('\n  ')}`
        boundaries += log.filter((l) => l.startsWith('delete the boundary')).length
        const twice = seen.filter((id, i) => seen.indexOf(id) !== i)
        assert.deepEqual(twice, [], `records seen twice: ${context}`)
        const survivors = start.filter((id) => !deleted.has(id))
        assert.deepEqual(
          seen.filter((id) => survivors.includes(id)),
          survivors,
          `every record present throughout comes once, in order: ${context}`,
        )
        const known = new Set([...start, ...created, ...deleted])
        assert.deepEqual(
          seen.filter((id) => !known.has(id)),
          [],
          `records from nowhere: ${context}`,
        )
      })
    }
  }
  // The writes did reach the boundary records the cursors named.
  assert.ok(boundaries > seeds.length, `boundary records deleted: ${boundaries}`)
}

/**
 * The seeds of a run: `CURSOR_SEEDS` when given (to replay a failure), else three fixed ones and
 * one drawn for this run, so runs keep exploring; every failure prints its seed.
 */
export function cursorSeeds(): number[] {
  const raw = process.env.CURSOR_SEEDS
  if (raw) {
    const seeds = raw.split(',').map((s) => Number(s.trim()))
    if (seeds.some((s) => !Number.isInteger(s) || s < 0))
      throw new Error(`CURSOR_SEEDS must be non-negative integers, got '${raw}'`)
    return seeds
  }
  return [1, 2, 20_250_611, Math.floor(Math.random() * 2 ** 32)]
}
