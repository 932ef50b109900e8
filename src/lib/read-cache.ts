import { heapBudget } from './heap-budget.ts'

/**
 * A bounded cache in two generations, instead of an LRU list. V8 Maps degrade under the
 * delete-and-reinsert an LRU does on every hit: on a Map of 10,000 keys one such bump measured
 * 22 µs, and once a Map had churned through 100,000 keys evicting its oldest key cost 5 µs
 * (BENCHMARKS.md). Here a hit is one `get`; when the young generation is full the old one is
 * dropped whole, and entries read since the last swap (young, or promoted from old) stay.
 * `maxBytes` is the budget on a heap limit of 512 MB or more, and shrinks with a smaller heap
 * (heap-budget.ts); `maxEntryBytes` does not.
 */
export function createReadCache<V>(limits: {
  maxEntries: number
  maxBytes: number
  maxEntryBytes?: number
}) {
  const half = {
    entries: Math.max(1, Math.floor(limits.maxEntries / 2)),
    bytes: heapBudget(limits.maxBytes) / 2,
  }
  const maxEntryBytes = Math.min(limits.maxEntryBytes ?? half.bytes, half.bytes)
  let young = new Map<string, { value: V; bytes: number }>()
  let old = new Map<string, { value: V; bytes: number }>()
  let youngBytes = 0
  let oldBytes = 0

  const put = (key: string, slot: { value: V; bytes: number }) => {
    if (young.size >= half.entries || youngBytes + slot.bytes > half.bytes) {
      old = young
      oldBytes = youngBytes
      young = new Map()
      youngBytes = 0
    }
    young.set(key, slot)
    youngBytes += slot.bytes
  }

  return {
    get(key: string): V | undefined {
      const hit = young.get(key)
      if (hit) return hit.value
      const aging = old.get(key)
      if (!aging) return undefined
      old.delete(key)
      oldBytes -= aging.bytes
      put(key, aging)
      return aging.value
    },
    /** Keeps `value`, unless it alone weighs more than `maxEntryBytes` (half the budget at most). */
    set(key: string, value: V, bytes: number): boolean {
      if (bytes > maxEntryBytes) return false
      this.delete(key)
      put(key, { value, bytes })
      return true
    },
    delete(key: string) {
      const y = young.get(key)
      if (y) {
        young.delete(key)
        youngBytes -= y.bytes
      }
      const o = old.get(key)
      if (o) {
        old.delete(key)
        oldBytes -= o.bytes
      }
    },
    *keys(): IterableIterator<string> {
      yield* [...young.keys(), ...old.keys()]
    },
    clear() {
      young = new Map()
      old = new Map()
      youngBytes = 0
      oldBytes = 0
    },
    get size() {
      return young.size + old.size
    },
    get bytes() {
      return youngBytes + oldBytes
    },
  }
}
