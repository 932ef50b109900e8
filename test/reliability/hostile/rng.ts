import { mulberry32 } from '../../../src/lib/mulberry32.ts'
/** The seeded randomness behind every hostile request: one seed, one sequence. */

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T
  /** Some distinct items, in random order. */
  some<T>(items: readonly T[], min: number, max: number): T[]
}

/** mulberry32: small, fast and good enough to spread requests over the input space. */
export function createRng(seed: number): Rng {
  const next = mulberry32(seed)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[int(0, items.length - 1)] as T
  }
  return {
    next,
    int,
    pick,
    chance: (p) => next() < p,
    weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
      const total = entries.reduce((sum, [, w]) => sum + w, 0)
      let r = next() * total
      for (const [value, weight] of entries) {
        r -= weight
        if (r < 0) return value
      }
      return (entries[entries.length - 1] as readonly [T, number])[0]
    },
    some<T>(items: readonly T[], min: number, max: number): T[] {
      const pool = [...items]
      const out: T[] = []
      const n = Math.min(int(min, max), pool.length)
      for (let i = 0; i < n; i++) out.push(pool.splice(int(0, pool.length - 1), 1)[0] as T)
      return out
    },
  }
}
