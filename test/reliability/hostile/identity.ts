/** Who a request claims to be: fresh, shared, missing, garbage, or a near miss of a victim. */
import type { Draw } from './draw.ts'
import { cookieSafe, headerSafe } from './headers.ts'
import type { Playground, Victim, Who } from './model.ts'
import { encodeLoose } from './unicode.ts'

export function createIdentities(d: Draw) {
  const { rng, ctx } = d

  /** A name that provably does not reach the victim: never only whitespace or case away. */
  const nearMiss = (victim: Victim): string => {
    const u = victim.identity
    const forms = [
      `${u}!`,
      `${u}x`,
      `{${u}}`,
      u.slice(0, 35),
      u.slice(1),
      `urn:uuid:${u}`,
      u.replace(/-/g, ''),
      `${u}${u}`,
      `${u}/..`,
      `${u}%00`,
      `${u},${u.slice(1)}`,
    ]
    if (victim.name) {
      const n = victim.name
      forms.push(
        `${n}!`,
        `${n}/..`,
        `../${n}`,
        `${n}%2F`,
        n.toUpperCase(),
        `${n}.`,
        `${n}:`,
        `_${n}`,
        `${n}#`,
      )
    }
    return rng.pick(forms)
  }

  const garbageIdentity = () =>
    rng.pick([
      '',
      'a b',
      'x'.repeat(129),
      '../../etc/passwd',
      '..',
      '%00',
      'null',
      'undefined',
      '__proto__',
      'constructor',
      'ÿ',
      '{}',
      '[]',
      'a,b',
      'a;b',
      'a=b',
      '"quoted"',
      '00000000-0000-0000-0000-00000000000g',
      '00000000-0000-0000-0000-0000000000000',
      'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
    ])

  /** Headers, query parameters and cookies that name the request's sandbox. */
  function identityParts(who: Who, playground: Playground) {
    const headers: Record<string, string> = {}
    const query: Array<[string, string]> = []
    let cookie: string | undefined
    switch (who) {
      case 'fresh':
        headers['x-playground-identity'] = `fz-${d.count}-${rng.int(0, 1e9)}`
        break
      case 'shared':
        headers['x-playground-identity'] = playground.name
        break
      case 'none':
        break
      case 'garbage':
      case 'near-miss': {
        const value = who === 'garbage' ? garbageIdentity() : nearMiss(rng.pick(ctx.victims))
        const channel = rng.int(0, 4)
        if (channel === 0) headers['x-playground-identity'] = headerSafe(value)
        else if (channel === 1) headers['x-pg-identity'] = headerSafe(value)
        else if (channel === 2) query.push(['_sandbox', encodeLoose(value)])
        else if (channel === 3 && !/[&#%+\s]/.test(value)) query.push(['_sandbox', value])
        else cookie = `pg_identity=${cookieSafe(value)}`
        break
      }
    }
    return { headers, query, cookie }
  }

  return { identityParts }
}
