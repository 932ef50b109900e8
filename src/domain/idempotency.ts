import { createHash } from 'node:crypto'
import { ProblemError } from './errors.ts'

/** How long a key and its answer are kept, per identity. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000

/**
 * How long a request running under a key holds it against every instance (ADR 0023): a retry
 * elsewhere waits for its answer that long at most, then runs (the first instance may be dead).
 */
export const IDEMPOTENCY_LEASE_MS = 10_000

/** 1 to 255 printable ASCII characters (space included, as Stripe and the IETF draft allow). */
const KEY = /^[\x20-\x7e]{1,255}$/

/** The key of an `Idempotency-Key` header; a malformed one is refused rather than ignored. */
export function parseIdempotencyKey(raw: string | string[] | undefined): string | undefined {
  if (raw === undefined) return undefined
  if (typeof raw === 'string' && KEY.test(raw)) return raw
  const shown = (Array.isArray(raw) ? raw.join(', ') : raw).slice(0, 80)
  throw new ProblemError({
    code: 'MALFORMED_REQUEST',
    detail: `Header 'Idempotency-Key' '${shown}' is not valid: send one key of 1 to 255 printable ASCII characters`,
  })
}

/** What makes two requests the same: method, URL and body. */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\u0000${body === undefined ? '' : JSON.stringify(body)}`)
    .digest('base64url')
}

export const keyReused = (key: string) =>
  new ProblemError({
    code: 'IDEMPOTENCY_KEY_REUSED',
    detail: `Idempotency-Key '${key.slice(0, 80)}' was already used with another request (method, URL or body); use a new key`,
  })

const digest = (identity: string, key: string) =>
  createHash('sha256').update(`${identity}\u0000${key}`).digest()

/**
 * The id a create sent with an idempotency key gets: derived from the identity and the key, so
 * that a retry of a create whose answer was lost (a 503 from a write that landed) finds the
 * record it made instead of making a second one, on every store and without a second write.
 */
export function keyedLocalId(identity: string, key: string): string {
  const hex = digest(identity, key).toString('hex')
  // Shaped as a version 4 UUID, the form `local-<uuid>` ids always have.
  return `local-${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((Number.parseInt(hex[16] as string, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** As `keyedLocalId`, in the `local-<21 characters>` form of custom collection records. */
export function keyedCustomId(identity: string, key: string): string {
  return `local-${digest(identity, key).toString('base64url').slice(0, 21)}`
}

/**
 * As `keyedLocalId`, in the `file_<32 hex>` form of uploaded files: the id of the `index`th file
 * (from 0) of an upload sent with the key, so that a retry stores none of its files twice.
 */
export function keyedFileId(identity: string, key: string, index: number): string {
  return `file_${digest(identity, `${key}\u0000${index}`).toString('hex').slice(0, 32)}`
}
