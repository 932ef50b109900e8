import { createHash, randomUUID } from 'node:crypto'

/** Namespace of the UUIDv5 that a non-UUID sandbox name maps to; fixed forever. */
const SANDBOX_NAMESPACE = Buffer.from('8f0b6c4e2d3a4b1c9e7f5a6b3c2d1e0f', 'hex')

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const SANDBOX_NAME = /^[A-Za-z0-9._:-]{1,128}$/

export const isUuid = (s: string) => UUID.test(s)

/** RFC 9562 UUIDv5 of `name` in the sandbox namespace. */
export function uuidV5(name: string): string {
  const hash = createHash('sha1').update(SANDBOX_NAMESPACE).update(name, 'utf8').digest()
  const b = hash.subarray(0, 16)
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x50
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80
  const hex = b.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The identity a cookie names: a UUID, compared lowercase; anything else is no identity. */
export const identityFromCookie = (value: string | undefined): string | undefined =>
  value !== undefined && UUID.test(value) ? value.toLowerCase() : undefined

const NAMED_MAX = 10_000

/** The identity a name maps to, before any memo: undefined when the name is not allowed. */
export function identityOfName(value: string): string | undefined {
  if (!SANDBOX_NAME.test(value)) return undefined
  return UUID.test(value) ? value.toLowerCase() : uuidV5(value)
}

/**
 * Reads the identity a header or `_sandbox` parameter names: a UUID as is, any other allowed
 * name (`ci-worker-3`) as its UUIDv5, so the same name is always the same sandbox. Each reader
 * keeps its own memo (one per app, made by the identity plugin), so nothing outlives its app.
 */
export function createNameReader(max = NAMED_MAX) {
  const named = new Map<string, string>()
  return (value: string | undefined): string | undefined => {
    if (value === undefined) return undefined
    const known = named.get(value)
    if (known !== undefined) return known
    const identity = identityOfName(value)
    if (identity === undefined) return undefined
    // A client sends the same name on every request: one SHA-1 per name, not per request.
    // Bounded, so a stream of new names costs only the hash each.
    if (named.size >= max) named.clear()
    named.set(value, identity)
    return identity
  }
}

export const mintIdentity = () => randomUUID()
