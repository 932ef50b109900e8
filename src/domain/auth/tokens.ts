import { randomUUID } from 'node:crypto'
import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose'
import { ProblemError } from '../errors.ts'

export const ACCESS_TTL_S = 900
export const REFRESH_TTL_S = 7 * 24 * 3600

export type TokenType = 'access' | 'refresh'

export interface Claims {
  /** The user id as a string (`'1'`, `'local-…'`) or a session profile's `session-<name>`. */
  sub: string
  /** The identity whose sandbox the token belongs to. */
  sid: string
  typ: TokenType
  iat: number
  exp: number
  jti: string
  /** When the token starts to be valid, epoch seconds (`iat`, shifted by a simulated skew). */
  nbf?: number
  /**
   * The refresh family the token belongs to (docs/contract/auth.md#refresh-families): a login
   * starts one, refresh keeps it.
   */
  fid?: string
  /** The persona role (`admin`, `editor`, `viewer`, `guest`); other logins are `editor`. */
  role?: string
  scopes?: string[]
}

/**
 * What a caller may ask of one issued token (docs/contract/auth.md#token-lifetimes); the defaults
 * are the server's.
 */
export interface IssueOptions {
  /** Lifetime in seconds; negative issues a token that is already expired. */
  ttlS?: number
  /** Simulated clock skew in seconds: `iat`, `nbf` and `exp` shift by it. */
  skewS?: number
  fid?: string
  role?: string
  scopes?: readonly string[]
}

export interface IssuedToken {
  token: string
  jti: string
  /** Expiry, epoch seconds. */
  exp: number
}

export const BEARER_CHALLENGE = { 'www-authenticate': 'Bearer error="invalid_token"' }

export const invalidToken = (detail: string) =>
  new ProblemError({ code: 'INVALID_TOKEN', detail, headers: BEARER_CHALLENGE })

/** How often a key kept in the store is read again to see whether it changed, at most. */
export const KEY_RECHECK_MS = 1000

/**
 * The signing key: a fixed secret, or one kept in the store. `load(current)` returns the stored
 * key, storing `current` (or a new key when there is none) only when none is stored (SET NX).
 */
export type KeySource = string | ((current: string | undefined) => Promise<string>)

/**
 * HS256 JWTs through `jose` (no hand-rolled signing). Only HS256 verifies: `alg: none` and every
 * other algorithm are refused by the library before the signature is looked at.
 */
export interface TokenSettings {
  /** Default access-token lifetime, seconds (`--access-ttl`). */
  accessTtlS?: number
  /** Default refresh-token lifetime, seconds (`--refresh-ttl`). */
  refreshTtlS?: number
  /** Leeway for `nbf` and `exp` when verifying, seconds (`--clock-tolerance`). */
  clockToleranceS?: number
}

export function createTokenService(
  secret: KeySource,
  now: () => number = Date.now,
  settings: TokenSettings = {},
) {
  const accessTtlS = settings.accessTtlS ?? ACCESS_TTL_S
  const refreshTtlS = settings.refreshTtlS ?? REFRESH_TTL_S
  const clockTolerance = settings.clockToleranceS ?? 0
  const encode = (text: string) => new TextEncoder().encode(text)
  const fixed = typeof secret === 'string' ? encode(secret) : undefined
  // A key kept in the store is fetched on first use, so an instance starts (and serves what
  // needs no token) while the store is away; a failed fetch is retried on the next call.
  let current: { text: string; key: Uint8Array } | undefined
  let pending: Promise<Uint8Array> | undefined
  let readAt = Number.NEGATIVE_INFINITY
  let recheckedOnFailureAt = Number.NEGATIVE_INFINITY
  const read = (load: (current: string | undefined) => Promise<string>) => {
    pending ??= load(current?.text).then(
      (text) => {
        if (text !== current?.text) current = { text, key: encode(text) }
        readAt = now()
        pending = undefined
        return current.key
      },
      (err) => {
        pending = undefined
        throw err
      },
    )
    return pending
  }
  const keyOf = () => {
    if (fixed) return Promise.resolve(fixed)
    return current ? Promise.resolve(current.key) : read(secret as Exclude<KeySource, string>)
  }
  // The stored key can vanish (FLUSHALL, eviction) and another instance then stores a new one:
  // signing reads it again at most once a second, so this instance follows within a second,
  // and re-reading with our key in hand puts it back when nobody has replaced it yet.
  const signingKey = () =>
    fixed || !current || now() - readAt < KEY_RECHECK_MS
      ? keyOf()
      : read(secret as Exclude<KeySource, string>)
  // A token that fails the signature check may be signed with a key another instance stored
  // since: read it again, at most once a second however many bad tokens arrive.
  const keyChangedSinceFailure = async (used: Uint8Array) => {
    if (fixed || now() - recheckedOnFailureAt < KEY_RECHECK_MS) return undefined
    recheckedOnFailureAt = now()
    // A store that is away now leaves the answer a 401, as it would have been without asking.
    const key = await read(secret as Exclude<KeySource, string>).catch(() => used)
    return key === used ? undefined : key
  }

  return {
    async issue(
      identity: string,
      sub: string,
      typ: TokenType,
      opts: IssueOptions = {},
    ): Promise<IssuedToken> {
      const iat = Math.floor(now() / 1000) + (opts.skewS ?? 0)
      const exp = iat + (opts.ttlS ?? (typ === 'access' ? accessTtlS : refreshTtlS))
      const jti = randomUUID()
      const claims: Record<string, unknown> = { sid: identity, typ }
      if (opts.fid !== undefined) claims.fid = opts.fid
      if (opts.role !== undefined) claims.role = opts.role
      if (opts.scopes !== undefined) claims.scopes = opts.scopes
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuedAt(iat)
        .setNotBefore(iat)
        .setExpirationTime(exp)
        .setJti(jti)
        .sign(await signingKey())
      return { token, jti, exp }
    },

    /** The lifetimes a token gets when the caller asks for none. */
    defaults: { accessTtlS, refreshTtlS },

    /** The token's claims, or a 401 problem: `TOKEN_EXPIRED`, or `INVALID_TOKEN` for the rest. */
    async verify(token: string, typ: TokenType): Promise<Claims> {
      let payload: Record<string, unknown>
      const check = (key: Uint8Array) =>
        jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
          clockTolerance,
          requiredClaims: ['sub', 'iat', 'exp', 'jti'],
        })
      const key = await keyOf()
      try {
        try {
          ;({ payload } = await check(key))
        } catch (err) {
          const newer =
            err instanceof errors.JWSSignatureVerificationFailed &&
            (await keyChangedSinceFailure(key))
          if (!newer) throw err
          ;({ payload } = await check(newer))
        }
      } catch (err) {
        if (err instanceof errors.JWTExpired) {
          throw new ProblemError({
            code: 'TOKEN_EXPIRED',
            detail: 'The token has expired',
            headers: BEARER_CHALLENGE,
          })
        }
        if (err instanceof errors.JWTClaimValidationFailed && err.claim === 'nbf') {
          throw new ProblemError({
            code: 'TOKEN_NOT_YET_VALID',
            detail: `The token is not valid before ${notBefore(token)}: its issuer's clock is ahead of ours`,
            headers: BEARER_CHALLENGE,
          })
        }
        throw invalidToken('The token is malformed or its signature does not verify')
      }
      if (payload.typ !== typ)
        throw invalidToken(`This is not ${typ === 'access' ? 'an' : 'a'} ${typ} token`)
      if (
        typeof payload.sid !== 'string' ||
        typeof payload.sub !== 'string' ||
        typeof payload.jti !== 'string'
      ) {
        throw invalidToken('The token lacks its sandbox or subject')
      }
      return payload as unknown as Claims
    },
  }
}

/** A verified token's `nbf` as an ISO date, for the refusal's detail. */
function notBefore(token: string): string {
  const nbf = decodeJwt(token).nbf
  return typeof nbf === 'number' ? new Date(nbf * 1000).toISOString() : 'now'
}

export type TokenService = ReturnType<typeof createTokenService>
