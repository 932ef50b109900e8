/** Seeded randomness: one seed, one sequence of operations. */

import { mulberry32 } from '../../../src/lib/mulberry32.ts'

export { mulberry32 }

export class Random {
  readonly next: () => number
  constructor(seed: number) {
    this.next = mulberry32(seed)
  }
  int(min: number, max: number) {
    return min + Math.floor(this.next() * (max - min + 1))
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(this.next() * items.length)] as T
  }
  chance(p: number) {
    return this.next() < p
  }
  /** A key of `weights`, with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as Array<[K, number]>
    let roll = this.next() * entries.reduce((sum, [, w]) => sum + w, 0)
    for (const [key, w] of entries) {
      roll -= w
      if (roll < 0) return key
    }
    return (entries[entries.length - 1] as [K, number])[0]
  }
  hex(n: number) {
    return Array.from({ length: n }, () => '0123456789abcdef'[this.int(0, 15)]).join('')
  }
  uuid() {
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${this.pick(['8', '9', 'a', 'b'])}${this.hex(3)}-${this.hex(12)}`
  }
  customId() {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'
    return `local-${Array.from({ length: 21 }, () => alphabet[this.int(0, 63)]).join('')}`
  }
  /** Randomly upper- or lower-cases each letter. */
  mixCase(s: string) {
    return [...s].map((c) => (this.chance(0.5) ? c.toUpperCase() : c.toLowerCase())).join('')
  }
}
