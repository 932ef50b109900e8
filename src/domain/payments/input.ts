import { type FieldError, quoted, validationFailed } from '../errors.ts'
import { FORBIDDEN_KEYS } from '../merge-patch.ts'

/**
 * The checks every way into payments shares (REST bodies, GraphQL arguments, the hosted page):
 * each refusal names the field, the value received and what is allowed.
 */

export const PAYMENT_LIMITS = {
  /** The largest amount in minor units: eight digits, as the original's processor allows. */
  maxAmount: 99_999_999,
  metadataKeys: 50,
  metadataKeyChars: 40,
  metadataValueChars: 500,
  description: 1000,
  email: 254,
  name: 256,
  url: 2048,
  lineItems: 100,
  maxQuantity: 10_000,
} as const

const CURRENCIES = new Set(Intl.supportedValuesOf('currency').map((c) => c.toLowerCase()))

export const shown = (v: unknown): string =>
  typeof v === 'string'
    ? quoted(v)
    : typeof v === 'number' || typeof v === 'boolean'
      ? String(v)
      : v === null
        ? 'null'
        : Array.isArray(v)
          ? 'an array'
          : typeof v

/** Reads fields of a body and gathers what is wrong with them, to refuse all at once. */
export class Fields {
  readonly errors: FieldError[] = []
  private readonly body: Record<string, unknown>
  private readonly prefix: string
  constructor(body: Record<string, unknown>, prefix = '') {
    this.body = body
    this.prefix = prefix
  }

  raw(key: string): unknown {
    return Object.hasOwn(this.body, key) ? this.body[key] : undefined
  }

  private fail(key: string, message: string, value: unknown) {
    this.errors.push({ field: `${this.prefix}${key}`, message: `${message}, got ${shown(value)}` })
  }

  amount(key: string, required: true): number
  amount(key: string, required?: false): number | undefined
  amount(key: string, required = false): number | undefined {
    const v = this.raw(key)
    if (v === undefined && !required) return undefined
    if (!Number.isSafeInteger(v) || (v as number) < 1 || (v as number) > PAYMENT_LIMITS.maxAmount) {
      this.fail(
        key,
        `must be an integer amount in minor units from 1 to ${PAYMENT_LIMITS.maxAmount} (1234 = 12.34)`,
        v,
      )
      return 0
    }
    return v as number
  }

  currency(key: string, required: true): string
  currency(key: string, required?: false): string | undefined
  currency(key: string, required = false): string | undefined {
    const v = this.raw(key)
    if (v === undefined && !required) return undefined
    if (typeof v !== 'string' || !CURRENCIES.has(v.toLowerCase())) {
      this.fail(key, 'must be an ISO 4217 currency code such as usd or eur', v)
      return ''
    }
    return v.toLowerCase()
  }

  text(key: string, max: number, opts: { required?: boolean } = {}): string | undefined {
    const v = this.raw(key)
    if (v === undefined || (v === null && !opts.required)) {
      if (opts.required) this.fail(key, `is required: a string of 1 to ${max} characters`, v)
      return undefined
    }
    if (typeof v !== 'string' || v.length < 1 || v.length > max) {
      this.fail(key, `must be a string of 1 to ${max} characters`, v)
      return undefined
    }
    return v
  }

  email(key: string): string | undefined {
    const v = this.raw(key)
    if (v === undefined || v === null) return undefined
    if (
      typeof v !== 'string' ||
      v.length < 3 ||
      v.length > PAYMENT_LIMITS.email ||
      !/^[^\s@]+@[^\s@]+$/.test(v)
    ) {
      this.fail(
        key,
        `must be an e-mail address (name@host, at most ${PAYMENT_LIMITS.email} characters)`,
        v,
      )
      return undefined
    }
    return v
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const v = this.raw(key)
    if (v === undefined || v === null) return undefined
    if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) {
      this.fail(key, `must be one of ${allowed.join(', ')}`, v)
      return undefined
    }
    return v as T
  }

  /** An absolute http(s) URL: the hosted page redirects to it, so no other scheme may pass. */
  url(key: string): string {
    const v = this.raw(key)
    let ok = false
    if (typeof v === 'string' && v.length <= PAYMENT_LIMITS.url) {
      try {
        const u = new URL(v)
        ok =
          (u.protocol === 'http:' || u.protocol === 'https:') &&
          u.username === '' &&
          u.password === ''
      } catch {
        ok = false
      }
    }
    if (!ok) {
      this.fail(
        key,
        `is required: an absolute http(s) URL without credentials, at most ${PAYMENT_LIMITS.url} characters`,
        v,
      )
      return ''
    }
    return v as string
  }

  /** Metadata as the processor keeps it: up to 50 keys of short strings (numbers become text). */
  metadata(key = 'metadata'): Record<string, string> | undefined {
    const v = this.raw(key)
    if (v === undefined || v === null) return undefined
    const L = PAYMENT_LIMITS
    if (typeof v !== 'object' || Array.isArray(v)) {
      this.fail(key, `must be an object of up to ${L.metadataKeys} string values`, v)
      return undefined
    }
    const out: Record<string, string> = {}
    const entries = Object.entries(v)
    if (entries.length > L.metadataKeys) {
      this.errors.push({
        field: `${this.prefix}${key}`,
        message: `may hold at most ${L.metadataKeys} keys, got ${entries.length}`,
      })
      return undefined
    }
    for (const [k, value] of entries) {
      const field = `${key}.${k}`
      if (FORBIDDEN_KEYS.has(k) || k.length < 1 || k.length > L.metadataKeyChars) {
        this.fail(
          field,
          `needs a key of 1 to ${L.metadataKeyChars} characters (not __proto__, constructor or prototype)`,
          k,
        )
        continue
      }
      const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value
      if (typeof text !== 'string' || text.length > L.metadataValueChars) {
        this.fail(field, `must be a string of at most ${L.metadataValueChars} characters`, value)
        continue
      }
      out[k] = text
    }
    return out
  }

  /** Refuses every field not in `known`, so a typo (`ammount`) is never silently ignored. */
  only(known: readonly string[]) {
    for (const k of Object.keys(this.body)) {
      if (!known.includes(k)) {
        this.errors.push({
          field: `${this.prefix}${k}`,
          message: `is not a field of this request; allowed: ${known.join(', ')}`,
        })
      }
    }
  }

  /** Throws 400 VALIDATION_FAILED naming every bad field, when there is one. */
  check() {
    if (this.errors.length > 0) throw validationFailed(this.errors)
  }
}

/** A body that must be an object (GraphQL and REST both hand one); anything else is a 400. */
export function objectOf(body: unknown, field = '(body)'): Record<string, unknown> {
  if (body === undefined || body === null) return {}
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw validationFailed([{ field, message: `must be a JSON object, got ${shown(body)}` }])
  }
  return body as Record<string, unknown>
}
