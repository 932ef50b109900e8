import type { Item } from '../../store/port.ts'
import { ProblemError } from '../errors.ts'
import { combinedMatcher, patternTest, REMEMBERED, type Test } from './like.ts'
import { readPath } from './read-path.ts'

/**
 * The work one list request's `_like` filters may do (ADR 0012). RE2 is linear, but its cost per
 * character ranges from a few nanoseconds (a cached DFA state) to microseconds (a large pattern
 * that sends it to the NFA: `a.{1000}z` reads 15 KB in 0.24 s), so no count of characters or
 * patterns bounds the time: the matching itself is timed. A list matches at once while that is
 * short, then goes on in slices that yield to the event loop, and stops at the budget.
 */
export const LIKE_LIMITS = {
  /** Milliseconds of matching one list may spend in all: then 400 QUERY_TOO_COMPLEX. */
  budgetMs: 5000,
  /** Matching done at once, inside the list, before the rest goes on in slices. */
  atOnceMs: 20,
  /** One slice of matching between two turns of the event loop. */
  sliceMs: 10,
} as const

/** Thrown inside a list that matched for `atOnceMs`: the caller matches the rest in slices. */
export class SlicesNeeded extends Error {}

interface Watched {
  path: string
  seen: Map<string, boolean>
  metered: Test
}

/** One request's `_like` tests: the time they have spent, and what they have read. */
export interface LikeScan {
  watched: Watched[]
  spent: number
  scanned: number
  /** True while a caller that can match in slices is running the list at once. */
  sliced: boolean
}

export const createLikeScan = (): LikeScan => ({ watched: [], spent: 0, scanned: 0, sliced: false })

const megabytes = (chars: number) => `${(chars / 1e6).toFixed(1)} MB`

/**
 * A `_like` clause's test on one value: its patterns OR-ed as one automaton, its answers
 * remembered per distinct text, and its matching timed against the request's budget. A lone
 * plain pattern is a substring search, neither remembered nor timed.
 */
export function likeTest(
  param: string,
  path: string,
  patterns: readonly string[],
  scan: LikeScan,
): Test {
  let test: Test
  if (patterns.length === 1) {
    const single = patternTest(param, patterns[0] as string)
    if (single.cheap) return single.test
    test = single.test
  } else test = combinedMatcher(param, patterns)
  const seen = new Map<string, boolean>()
  const metered: Test = (text) => {
    const start = performance.now()
    const hit = test(text)
    scan.spent += performance.now() - start
    scan.scanned += text.length
    if (scan.spent > LIKE_LIMITS.budgetMs) {
      const message = `took over ${LIKE_LIMITS.budgetMs} ms of matching (${patterns.length} pattern${patterns.length === 1 ? '' : 's'}, ${megabytes(scan.scanned)} of text read): one list's _like filters may match for at most ${LIKE_LIMITS.budgetMs} ms; use fewer or simpler patterns, or narrow the list with other filters`
      throw new ProblemError({
        code: 'QUERY_TOO_COMPLEX',
        detail: `Query parameter '${param}' ${message}`,
        errors: [{ field: param, message }],
      })
    }
    return hit
  }
  scan.watched.push({ path, seen, metered })
  return (text) => {
    let hit = seen.get(text)
    if (hit === undefined) {
      if (scan.sliced && scan.spent > LIKE_LIMITS.atOnceMs) throw new SlicesNeeded()
      hit = metered(text)
      if (seen.size < REMEMBERED) seen.set(text, hit)
    }
    return hit
  }
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Runs a list (`go`, synchronous) whose `_like` tests may take long: at once while matching
 * stays under `atOnceMs`; past that, every value the tests could meet (`sources`: the records
 * the list is made of) is matched in slices that yield to the event loop, and the list runs
 * again from the remembered answers. The budget holds throughout.
 */
export async function withLikeSlices<T>(
  scan: LikeScan | undefined,
  sources: () => ReadonlyArray<readonly (Item | null | undefined)[]>,
  go: () => T,
): Promise<T> {
  if (!scan || scan.watched.length === 0) return go()
  scan.sliced = true
  try {
    return go()
  } catch (err) {
    if (!(err instanceof SlicesNeeded)) throw err
  }
  scan.sliced = false
  let sliceStart = performance.now()
  const remember = (w: Watched, v: unknown) => {
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return
    const text = String(v)
    if (!w.seen.has(text)) w.seen.set(text, w.metered(text))
  }
  for (const w of scan.watched) {
    for (const records of sources()) {
      for (const record of records) {
        if (!record) continue
        const v = readPath(record, w.path)
        if (Array.isArray(v)) for (const e of v) remember(w, e)
        else remember(w, v)
        // One text may take long (0.24 s for 15 KB of a slow pattern): the clock is read after each.
        if (performance.now() - sliceStart > LIKE_LIMITS.sliceMs) {
          await yieldToLoop()
          sliceStart = performance.now()
        }
      }
    }
  }
  return go()
}
