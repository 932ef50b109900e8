import { claimTakes, type Idempotency, type IdempotencyRecord } from '../port.ts'

/**
 * Idempotency keys held in this process, each with its expiry, and what the store's upkeep
 * needs of them: their estimated bytes, a sweep of the expired, and clearing them on close.
 */
export function createMemoryIdempotency(now: () => number) {
  const keys = new Map<string, IdempotencyRecord & { expires: number }>()
  const idempotency: Idempotency = {
    async claim(identity, key, fingerprint, ttlMs, leaseMs) {
      const k = `${identity}\u0000${key}`
      const found = keys.get(k)
      const held = found && found.expires > now() ? found : undefined
      if (held && !claimTakes(held, fingerprint, now())) {
        const { expires: _, ...record } = held
        return structuredClone(record)
      }
      keys.set(k, { fingerprint, running: now() + leaseMs, expires: now() + ttlMs })
      return undefined
    },
    async complete(identity, key, record, ttlMs) {
      keys.set(`${identity}\u0000${key}`, { ...structuredClone(record), expires: now() + ttlMs })
    },
  }
  return {
    idempotency,
    bytes() {
      let bytes = 0
      for (const [k, held] of keys)
        bytes += 64 + k.length + held.fingerprint.length + (held.answer?.body.length ?? 0)
      return bytes
    },
    sweep() {
      for (const [k, held] of keys) if (held.expires <= now()) keys.delete(k)
    },
    clear: () => keys.clear(),
  }
}
