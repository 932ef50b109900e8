import { randomBytes } from 'node:crypto'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** `n` random letters and digits (about 5.95 bits each). */
function random(n: number): string {
  const bytes = randomBytes(n * 2)
  let out = ''
  for (let i = 0; out.length < n && i < bytes.length; i++) {
    const b = bytes[i] as number
    // 248 = 4 × 62: the bytes above it would favour the first letters.
    if (b < 248) out += ALPHABET[b % 62]
  }
  return out.length === n ? out : out + random(n - out.length)
}

/**
 * Ids as the contract (docs/contract/payments.md#conventions) spells them: `pi_test_…`,
 * `re_test_…`, `cus_test_…`, `cs_test_…`.
 */
export const newId = (prefix: 'pi' | 're' | 'cus' | 'cs') => `${prefix}_test_${random(24)}`
export const clientSecretOf = (intentId: string) => `${intentId}_secret_${random(24)}`

/** What an id of each kind looks like: anything else is a 404 without reading the store. */
export const ID_SHAPE = {
  pi: /^pi_test_[A-Za-z0-9]{24}$/,
  re: /^re_test_[A-Za-z0-9]{24}$/,
  cus: /^cus_test_[A-Za-z0-9]{24}$/,
  cs: /^cs_test_[A-Za-z0-9]{24}$/,
} as const

/**
 * Runs the functions given for one key one after another (in this process): two confirms of one
 * intent must not both read `requires_payment_method` and both charge. Keys are dropped when
 * their queue empties, so the map holds only what is running.
 */
export function createKeyedLock() {
  const tails = new Map<string, Promise<unknown>>()
  return async function run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const before = tails.get(key) ?? Promise.resolve()
    const result = before.then(fn, fn)
    const tail = result.then(
      () => undefined,
      () => undefined,
    )
    tails.set(key, tail)
    try {
      return await result
    } finally {
      if (tails.get(key) === tail) tails.delete(key)
    }
  }
}

export type KeyedLock = ReturnType<typeof createKeyedLock>
