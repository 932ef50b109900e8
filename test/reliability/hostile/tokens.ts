/** JWTs: forged, tampered and garbled, and the Authorization headers that carry them. */
import { createHmac, randomBytes } from 'node:crypto'
import type { Draw } from './draw.ts'
import { headerSafe } from './headers.ts'
import type { Playground } from './model.ts'
import type { Rng } from './rng.ts'

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url')

/** A JWT with any header and payload text, signed with `key` (HMAC `hash`) or unsigned. */
export function jwt(
  header: object | string,
  payload: object | string,
  key: string | null,
  hash: 'sha256' | 'sha384' | 'sha512' = 'sha256',
): string {
  const h = b64(typeof header === 'string' ? header : JSON.stringify(header))
  const p = b64(typeof payload === 'string' ? payload : JSON.stringify(payload))
  const sig = key === null ? '' : createHmac(hash, key).update(`${h}.${p}`).digest('base64url')
  return `${h}.${p}.${sig}`
}

const B64_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/**
 * A real token changed so that it can never verify: cut short, a character other than the last
 * of a segment replaced (the last may only carry padding bits), segments added or swapped.
 */
export function garble(rng: Rng, token: string): string {
  const [h = '', p = '', s = ''] = token.split('.')
  switch (rng.int(0, 8)) {
    case 0:
      return token.slice(0, rng.int(0, token.length - 1))
    case 1:
    case 2: {
      const segs = [h, p, s]
      const which = rng.int(0, 2)
      const seg = segs[which] as string
      if (seg.length < 2) return `${token}x`
      const at = rng.int(0, seg.length - 2)
      const old = seg[at] as string
      const replacement = B64_CHARS.replace(old, '')[rng.int(0, 62)] as string
      segs[which] = seg.slice(0, at) + replacement + seg.slice(at + 1)
      return segs.join('.')
    }
    case 3: {
      const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>
      payload.sid = rng.pick(['00000000-0000-4000-8000-000000000000', 'admin', payload.sid])
      payload.exp = Number(payload.exp) + 3600
      return `${h}.${b64(JSON.stringify(payload))}.${s}`
    }
    case 4:
      return `${b64(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${p}.`
    case 5:
      return `${token}.${s}`
    case 6:
      return `${p}.${h}.${s}`
    case 7:
      // Never `=`: a lenient base64 decoder would drop it and the token would still verify.
      return `${token}${rng.pick(['x', 'A', '.'])}`
    default:
      return `${h}.${p}`
  }
}

/** 21 URL-safe characters, as custom record ids are made of. */
export function randomToken(rng: Rng): string {
  return Array.from({ length: 21 }, () => B64_CHARS[rng.int(0, 63)]).join('')
}

export interface Tokens {
  tokenFor(target: 'victim' | 'own', typ: 'access' | 'refresh', playground: Playground): string
  garbageToken(): string
  authorization(playground: Playground, typ?: 'access' | 'refresh'): string
}

export function createTokens(d: Draw): Tokens {
  const { rng, ctx, uuid } = d

  function tokenFor(
    target: 'victim' | 'own',
    typ: 'access' | 'refresh',
    playground: Playground,
  ): string {
    if (target === 'victim') {
      const v = rng.pick(ctx.victims)
      const real = typ === 'access' ? v.accessToken : v.refreshToken
      return rng.chance(0.5) ? garble(rng, real) : forged(v.identity, typ, false)
    }
    if (rng.chance(0.3))
      return garble(rng, typ === 'access' ? playground.accessToken : playground.refreshToken)
    return forged(uuid(), typ, true)
  }

  /**
   * A token that must be refused. `withSecret` tokens are signed with the real secret, so they
   * carry only a fuzz sandbox: what makes them wrong is the algorithm, type, expiry or claims.
   */
  function forged(sid: string, typ: 'access' | 'refresh', withSecret: boolean): string {
    const now = Math.floor(Date.now() / 1000)
    const claims = {
      sub: rng.pick(['1', 'session-x', 'local-00000000-0000-4000-8000-000000000000']),
      sid,
      typ,
      iat: now,
      exp: now + 900,
      jti: uuid(),
    }
    if (!withSecret) {
      switch (rng.int(0, 7)) {
        case 0:
          return jwt({ alg: 'none', typ: 'JWT' }, claims, null)
        case 1:
          return jwt({ alg: rng.pick(['None', 'NONE', 'nOnE', '']), typ: 'JWT' }, claims, null)
        case 2:
          return jwt(
            { alg: 'HS256', typ: 'JWT' },
            claims,
            rng.pick(['secret', '', 'null', ctx.secret.slice(1)]),
          )
        case 3:
          return jwt({ alg: 'HS256', typ: 'JWT' }, claims, randomBytes(32).toString('base64'))
        case 4:
          return `${b64('{"alg":"HS256"')}.${b64(JSON.stringify(claims))}.${b64('x')}`
        case 5:
          return jwt({ alg: 'HS256', kid: '../../../../dev/null' }, claims, '')
        case 6:
          return jwt({ alg: 'RS256', jwk: { kty: 'oct', k: b64('k') } }, claims, 'k')
        default:
          return jwt({ alg: 'HS256' }, 'not json at all', 'secret')
      }
    }
    const c: Record<string, unknown> = { ...claims }
    let header: object | string = { alg: 'HS256', typ: 'JWT' }
    let hash: 'sha256' | 'sha384' | 'sha512' = 'sha256'
    let payload: string | undefined
    switch (rng.int(0, 13)) {
      case 0:
        header = { alg: 'HS512', typ: 'JWT' }
        hash = 'sha512'
        break
      case 1:
        header = { alg: 'HS384' }
        hash = 'sha384'
        break
      case 2:
        header = { alg: 'RS256', typ: 'JWT' }
        break
      case 3:
        c.typ = typ === 'access' ? 'refresh' : 'access'
        break
      case 4:
        c.exp = now - 60
        c.iat = now - 1000
        break
      case 5:
        delete c.jti
        break
      case 6:
        c.sid = rng.pick<unknown>([123, null, ['a'], { a: 1 }])
        break
      case 7:
        c.sub = rng.pick<unknown>([1, null, {}, true])
        break
      case 8:
        c.nbf = now + 3600
        break
      case 9:
        header = { alg: 'HS256', crit: ['exp'] }
        break
      case 10:
        header = { alg: 'HS256', b64: false, crit: ['b64'] }
        break
      case 11:
        payload = JSON.stringify(c).replace(/"exp":\d+/, '"exp":"soon"')
        break
      case 12:
        delete c.typ
        break
      default:
        c.exp = 'never'
    }
    return jwt(header, payload ?? c, ctx.secret, hash)
  }

  const garbageToken = () =>
    rng.pick([
      '',
      'a',
      'a.b',
      'a.b.c',
      '...',
      '.',
      'eyJ',
      'eyJhbGciOiJIUzI1NiJ9',
      'eyJhbGciOiJIUzI1NiJ9..',
      `${b64('{}')}.${b64('{}')}.${b64('{}')}`,
      'null',
      'undefined',
      '__proto__',
      'Bearer',
      'x'.repeat(20_000),
      `${'a.'.repeat(500)}a`,
      '%00',
      'ÿÿÿ.ÿÿÿ.ÿÿÿ',
      'a+b/c=.d+e/f=.g+h/i=',
    ])

  function authorization(playground: Playground, typ: 'access' | 'refresh' = 'access'): string {
    const token = rng.weighted<() => string>([
      [() => tokenFor('victim', typ, playground), 4],
      [() => tokenFor('own', typ, playground), 4],
      [garbageToken, 3],
    ])()
    return headerSafe(
      rng.weighted<() => string>([
        [() => `Bearer ${token}`, 8],
        [() => `bearer ${token}`, 1],
        [() => `BEARER ${token}`, 1],
        [() => `Bearer\t${token}`, 1],
        [() => `Bearer ${token} extra`, 1],
        [() => `Bearer ${token},Bearer ${token}`, 1],
        [() => `Basic ${b64('user:pass')}`, 1],
        [() => `Token ${token}`, 1],
        [() => token, 1],
        [() => 'Bearer', 1],
        [() => `Bearer=${token}`, 1],
        [() => `Digest username="x", response="${token}"`, 1],
      ])(),
    )
  }

  return { tokenFor, garbageToken, authorization }
}
