import { createReadCache } from '../lib/read-cache.ts'
import type { Overlay, WriteVersions } from '../store/port.ts'
import { INTERNAL } from './internal.ts'
import type { NetworkProfile } from './network.ts'

const ID = 'profile'
const CACHE_MS = 1000
const CACHE_MAX = 10_000

/**
 * Per-identity network profiles, kept in the identity's overlay (so reset and expiry clear them)
 * and cached for a second: every simulated request needs the profile, few identities have one.
 * An identity the store's write versions show holding nothing has none, without a read.
 */
export function createNetworkProfiles(
  overlay: Overlay,
  now: () => number = Date.now,
  versions?: WriteVersions,
) {
  // Only versions known at once spare anything: asking Redis costs the round trip a cached
  // profile saves, on every request, and peek could not wait for its answer anyway.
  const atHand = versions?.remote ? undefined : versions
  const cache = createReadCache<{ profile: NetworkProfile | undefined; expires: number }>({
    maxEntries: CACHE_MAX,
    maxBytes: Number.POSITIVE_INFINITY,
  })
  const remember = (identity: string, profile: NetworkProfile | undefined) => {
    cache.set(identity, { profile, expires: now() + CACHE_MS }, 1)
  }
  return {
    async get(identity: string): Promise<NetworkProfile | undefined> {
      if (atHand?.of(identity) === 0) return undefined
      const hit = cache.get(identity)
      if (hit && hit.expires > now()) return hit.profile
      const entry = await overlay.get(identity, INTERNAL.network, ID)
      const profile = entry?.item
        ? ((({ id: _id, ...p }) => p)(entry.item) as unknown as NetworkProfile)
        : undefined
      remember(identity, profile)
      return profile
    },
    async set(identity: string, profile: NetworkProfile) {
      await overlay.put(identity, INTERNAL.network, ID, 'created', { id: ID, ...profile })
      remember(identity, profile)
    },
    async clear(identity: string) {
      await overlay.drop(identity, INTERNAL.network, ID)
      remember(identity, undefined)
    },
    /**
     * The cached profile without a store read: null when the identity is known to have none,
     * undefined when that is not known (never read, or older than a second).
     */
    peek(identity: string): NetworkProfile | null | undefined {
      // An identity that holds nothing has no profile: most requests, known without a read.
      if (atHand?.of(identity) === 0) return null
      const hit = cache.get(identity)
      if (!hit || hit.expires <= now()) return undefined
      return hit.profile ?? null
    },
    /** Drops the cached profile (after a reset purged the stored one). */
    forget(identity: string) {
      cache.delete(identity)
    },
  }
}

export type NetworkProfiles = ReturnType<typeof createNetworkProfiles>
