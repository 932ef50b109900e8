import type { Faker } from '@faker-js/faker'
import { mulberry32 } from '../../lib/mulberry32.ts'

/**
 * What one generated value draws from. Every record has its own PRNG and its own faker seed,
 * both derived from (seed, resource, record number), so record n is the same whatever the count
 * and whatever the records before it hold.
 */
export interface Draw {
  readonly rng: () => number
  readonly faker: Faker
  /** 0-based record number: spreads enums, branches and references over the records. */
  readonly slot: number
  /** The record's number as the service shows it (1-based), for seeds of generated images. */
  readonly ordinal: number
  /** The resource's singular name ('pet' for 'pets'): the stem of string ids and image seeds. */
  readonly singular: string
  /** The first record carries the document's examples; the others are generated (rule 1). */
  readonly useExamples: boolean
  /** The share of optional properties present: most in records, all in a single sample. */
  readonly optionalShare: number
}

/** FNV-1a over a string, then murmur3's finaliser: a well-spread 32-bit seed from text. */
export function hashText(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return mix(h)
}

export function mix(n: number): number {
  let h = n >>> 0
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

export function prng(seed: number): () => number {
  return mulberry32(seed)
}

/** An integer in [lo, hi], both inclusive. */
export function intBetween(rng: () => number, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1))
}

/**
 * The item of `list` for this slot: consecutive slots take consecutive items, so 20 records over
 * a 3-value enum hold every value; `key` (a field's path) shifts the start so fields differ.
 */
export function spread<T>(list: readonly T[], slot: number, key: string): T {
  const item = list[(slot + hashText(key)) % list.length]
  if (item === undefined && list.length === 0) throw new RangeError('spread over an empty list')
  return item as T
}

/** 'pets' → 'pet', 'categories' → 'category', 'addresses' → 'address', 'status' stays. */
export function singularOf(name: string): string {
  if (/ies$/i.test(name)) return `${name.slice(0, -3)}y`
  if (/(ss|x|z|ch|sh)es$/i.test(name)) return name.slice(0, -2)
  if (/[^su]s$/i.test(name)) return name.slice(0, -1)
  return name
}
