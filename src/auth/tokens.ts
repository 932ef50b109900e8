import { randomUUID } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'
import { ProblemError } from '../domain/errors.ts'

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
}

export interface IssuedToken {
  token: string
  jti: string
  /** Expiry, epoch seconds. */
  exp: number
}

const BEARER_CHALLENGE = { 'www-authenticate': 'Bearer error="invalid_token"' }

export const invalidToken = (detail: string) =>
  new ProblemError({ code: 'INVALID_TOKEN', detail, headers: BEARER_CHALLENGE })

/**
 * HS256 JWTs through `jose` (no hand-rolled signing). Only HS256 verifies: `alg: none` and every
 * other algorithm are refused by the library before the signature is looked at.
 */
export function createTokenService(secret: string | (() => Promise<string>), now: () => number = Date.now) {
  // A secret kept in the store is fetched on first use, so an instance starts (and serves what
  // needs no token) while the store is away; a failed fetch is retried on the next call.
  let pending: Promise<Uint8Array> | undefined
  const keyOf = () => {
    if (typeof secret === 'string') return Promise.resolve(new TextEncoder().encode(secret))
    pending ??= secret().then(
      (s) => new TextEncoder().encode(s),
      (err) => {
        pending = undefined
        throw err
      },
    )
    return pending
  }

  return {
    async issue(identity: string, sub: string, typ: TokenType): Promise<IssuedToken> {
      const iat = Math.floor(now() / 1000)
      const exp = iat + (typ === 'access' ? ACCESS_TTL_S : REFRESH_TTL_S)
      const jti = randomUUID()
      const token = await new SignJWT({ sid: identity, typ })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .setJti(jti)
        .sign(await keyOf())
      return { token, jti, exp }
    },

    /** The token's claims, or a 401 problem: `TOKEN_EXPIRED`, or `INVALID_TOKEN` for the rest. */
    async verify(token: string, typ: TokenType): Promise<Claims> {
      let payload: Record<string, unknown>
      const key = await keyOf()
      try {
        ;({ payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
          requiredClaims: ['sub', 'iat', 'exp', 'jti'],
        }))
      } catch (err) {
        if (err instanceof errors.JWTExpired) {
          throw new ProblemError({
            code: 'TOKEN_EXPIRED',
            detail: 'The token has expired',
            headers: BEARER_CHALLENGE,
          })
        }
        throw invalidToken('The token is malformed or its signature does not verify')
      }
      if (payload.typ !== typ) throw invalidToken(`This is not an ${typ} token`)
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

export type TokenService = ReturnType<typeof createTokenService>
