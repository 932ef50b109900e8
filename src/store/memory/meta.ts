import type { Meta } from '../port.ts'

export function createMemoryMeta(): Meta {
  const meta = new Map<string, string>()
  return {
    async getOrSet(key, value) {
      const stored = meta.get(key)
      if (stored !== undefined) return stored
      meta.set(key, value)
      return value
    },
  }
}
